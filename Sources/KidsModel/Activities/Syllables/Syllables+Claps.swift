/// Clapping a syllables question, the game's own state (`Game`): the claps so far, on its screen of its own
/// (`clapping`, where Space claps), each heard as a soft clap of its own (`AppSound.clap`).
extension Syllables: Game {
    /// The claps so far, which put the focus on the tile of their number.
    typealias State = Int

    enum Action: GameAction {
        /// Space: one clap more.
        case clap
        static let all: [Action] = [.clap]
    }

    static func start(_ q: Question) -> Int { 0 }

    static func row(_ action: Action) -> CommandTable.Row {
        .init(command(action), [.init(.clapping, [.character(" ")], alsoTyped: ["clap"])], hint: "Clap", enabled: Lesson.unanswered)
    }

    /// Space: one clap more, heard as a soft clap, the tile of the claps so far in focus (`TapCount`). Enter answers
    /// the tile in focus.
    static func reduce(_ claps: inout Int, _ action: Action, _ play: GamePlay) -> [GameEffect] {
        TapCount.tap(&claps, play) { clap(play.utterance(.clap, ""), index: $0, queued: false) }
    }

    /// Claps counted toward a wrong answer start again.
    static func heard(_ claps: inout Int, _ news: GameNews) {
        switch news {
        case .wrongAnswer: claps = 0
        }
    }

    /// A soft clap (an app sound), the `index`th, made of an utterance about the question.
    static func clap(_ about: Utterance, index: Int, queued: Bool) -> Utterance {
        var clap = about
        clap.kind = .clap
        clap.text = ""
        clap.index = index
        clap.queued = queued
        clap.sound = .clap
        return clap
    }
}

extension Utterance.Kind {
    /// A soft clap: a syllable clapped (asked again, or Space), no words (`index`: which clap, from 1).
    static let clap = Self(rawValue: "clap")
}

extension AppSound {
    /// A soft clap: as long as a tap, a short burst of noise, not a tone, so that it is heard as a clap and never
    /// taken for a counting tap; heard beside a screen reader, since no line can say it.
    static let clap = AppSound(.noise, seconds: 0.06, decay: 70, loudness: 0.4, besideScreenReader: true)
}
