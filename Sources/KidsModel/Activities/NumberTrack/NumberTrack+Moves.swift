/// Moving on the track, the game's own state (`Game`): the squares moved so far this move, on its screen of its own
/// (`racing`, where Space moves), each step heard as a soft step (`AppSound.step`) and its square's number said.
extension NumberTrack: Game {
    /// The squares moved so far: the token stands on the move's `from` plus these.
    typealias State = Int

    enum Action: GameAction {
        /// Space: one square on.
        case step
        static let all: [Action] = [.step]
    }

    static func start(_ q: Question) -> Int { 0 }

    static func row(_ action: Action) -> CommandTable.Row {
        .init(command(action), [.init(.racing, [.character(" ")], alsoTyped: ["step"])], hint: "Step", enabled: Lesson.unanswered)
    }

    /// Space: the token steps on a square, and that square's number is said (counting on from where it stood); the
    /// focus goes to its tile, so that Enter answers where it landed. At the end of the track it stays.
    static func reduce(_ moved: inout Int, _ action: Action, _ play: GamePlay) -> [GameEffect] {
        let q = play.question
        guard !play.answered, let move = Move(q.id) else { return [] }
        guard move.from + moved < move.end else {
            var end = play.utterance(.notice, play.words("That is the end of the track."))
            end.queued = false
            return [.speak(end)]
        }
        moved += 1
        let square = "\(move.from + moved)"
        let tile = q.answers.first { $0.label == square }
        let open = tile.map { !play.setAside.contains($0.id) } ?? false
        var step = play.utterance(.step, "")
        step.sound = .step
        step.index = moved
        var number = play.utterance(.focus, open || tile == nil ? square : square + " " + play.words("(set aside)"))
        number.queued = true
        return [.focus(open ? .answer(tile?.id ?? square) : .button(.hearAgain)), .speak(step), .speak(number)]
    }

    /// A wrong answer puts the token back where the move began.
    static func heard(_ moved: inout Int, _ news: GameNews) {
        switch news {
        case .wrongAnswer: moved = 0
        }
    }
}

extension Utterance.Kind {
    /// A step of a token on the number track: no words (`index`: which step of the move, from 1).
    static let step = Self(rawValue: "step")
}

extension AppSound {
    /// A step on the track: a low, soft wooden knock, unlike the counting tap, the clap and the sound tap; heard beside
    /// a screen reader, since no line can say it.
    static let step = AppSound(.tone(hertz: 440), seconds: 0.05, decay: 60, loudness: 0.4, besideScreenReader: true)
}

extension ScreenID {
    /// A move on the number track: Space moves the token a square (the focus on that square's tile), Enter answers,
    /// `h` hears it again. The state log calls it a lesson.
    public static let racing = ScreenID("racing", Traits(help: "track", focusing: true, child: true, lettered: true, asking: true,
                                                         taken: [.character(" ")]), logName: "lesson")
}
