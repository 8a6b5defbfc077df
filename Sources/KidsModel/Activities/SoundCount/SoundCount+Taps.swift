/// Tapping a word's sounds, the game's own state (`Game`): the taps so far, on its screen of its own (`sounding`,
/// where Space taps), each heard as a soft tap of its own (`AppSound.soundTap`).
extension SoundCount: Game {
    /// The taps so far, which put the focus on the tile of their number.
    typealias State = Int

    enum Action: GameAction {
        /// Space: one tap more.
        case tap
        static let all: [Action] = [.tap]
    }

    static func start(_ q: Question) -> Int { 0 }

    static func row(_ action: Action) -> CommandTable.Row {
        .init(command(action), [.init(.sounding, [.character(" ")], alsoTyped: ["tap"])], hint: "Tap", enabled: Lesson.unanswered)
    }

    /// Space: one tap more, the tile of the taps so far in focus (`TapCount`).
    static func reduce(_ taps: inout Int, _ action: Action, _ play: GamePlay) -> [GameEffect] {
        TapCount.tap(&taps, play) { tap(play.utterance(.soundTap, ""), index: $0, queued: false) }
    }

    /// Taps counted toward a wrong answer start again.
    static func heard(_ taps: inout Int, _ news: GameNews) {
        switch news {
        case .wrongAnswer: taps = 0
        }
    }

    /// A soft tap (an app sound), the `index`th, made of an utterance about the question.
    static func tap(_ about: Utterance, index: Int, queued: Bool) -> Utterance {
        var tap = about
        tap.kind = .soundTap
        tap.text = ""
        tap.index = index
        tap.queued = queued
        tap.sound = .soundTap
        return tap
    }
}

extension Utterance.Kind {
    /// A sound tapped: one of a word's sounds counted (asked again, or Space), no words (`index`: which, from 1).
    static let soundTap = Self(rawValue: "sound-tap")
}

extension AppSound {
    /// A sound tapped: a short, high wooden tock, unlike the counting tap and the clap; heard beside a screen reader,
    /// since no line can say it.
    static let soundTap = AppSound(.tone(hertz: 1320), seconds: 0.05, decay: 80, loudness: 0.4, besideScreenReader: true)
}
