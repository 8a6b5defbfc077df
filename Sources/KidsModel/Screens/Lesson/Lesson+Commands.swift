/// A question's own commands: its keys (its rows of the command table) and what each does.
extension Lesson {
    public enum Command: Hashable, Sendable {
        /// A number typed: the answer labelled with it (a child who counts seven presses 7), else the answer at
        /// that place (1 is the first).
        case answerNumber(Int)
        /// Chooses the answer at this position (0 is the first): a click or Enter on a tile.
        case answer(Int)
        /// A key pressed in a `keyboard` question: every letter and digit key is an answer.
        case press(Key)
        /// One of its game's own actions (`Game`): the syllables game's clap.
        case game(GameCommand)
        case next
    }

    /// Whether the question on top is not answered yet: a game's action is enabled while it is not, mostly.
    static let unanswered: @Sendable (AppState) -> Bool = { ($0.top as? Lesson)?.answered == false }

    /// Its rows. Line mode shows no focus: there an empty line is Next, never the first tile.
    static func row(_ command: Command) -> CommandTable.Row {
        let c = AppCommand.lesson(command)
        switch command {
        case .answerNumber:
            return .init(c, [.init(ScreenID.asking, .digits(0...9), number: .whole(lineUpTo: 99))], hint: "Answer", enabled: unanswered)
        case .answer: return .init(c, [], hint: "Answer", enabled: unanswered)
        case .press: // Line mode takes one typed character as its key, and an empty line as Enter (`commands(forLine:)`).
            return .init(c, [.init(ScreenID.oneKeyQuestions, .pressed(KeyboardKeys.answers))], hint: "Press a key")
        case .game(let own):
            return Activities.game(own.game)?.row(of: own) ?? .init(c, [], hint: "Play")
        case .next:
            return .init(c, [.init(ScreenID.asking, .keys([.character("n")]), alsoTyped: [""]), .init(ScreenID.oneKeyQuestions, .keys([.enter]), alsoTyped: ["", "next"])],
                         hint: "Next", control: "next", buttonOn: ScreenID.questions, enabled: { ($0.top as? Lesson)?.answered == true || $0.introducing })
        }
    }

    public static func own(_ command: AppCommand) -> Command? {
        if case .lesson(let own) = command { return own }
        return nil
    }

    public func run(_ command: Command, _ app: inout AppState) -> [Effect] {
        switch command {
        case .answerNumber(let number): return answer(number: number, &app)
        case .answer(let index): return answer(at: index, &app)
        case .press(let key): return press(key, &app)
        case .game(let own): return play(own, &app)
        case .next: return next(&app)
        }
    }

    public func command(for control: Control, _ app: AppState) -> AppCommand? {
        // Enter (or a click) on a tile while the game is introduced skips the introduction: it never answers unheard.
        if app.introducing && !answered, case .answer = control { return .lesson(.next) }
        switch control {
        case .answer(let id): return app.question(of: self).answers.firstIndex { $0.id == id }.map { .lesson(.answer($0)) }
        case .key(let key): return .lesson(.press(key))
        case .activity, .button, .child, .story, .word: return control.command
        }
    }

    /// Back: home, this activity's card in focus.
    public func back(_ app: inout AppState) -> [Effect] { app.home(from: activity) }
}
