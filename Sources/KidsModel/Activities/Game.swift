/// A game with state of its own, as TCA scopes a child feature and bubbletea nests a model: the syllables game's
/// claps. It declares its `State` (made afresh for each showing of a question), its `Action`s (each with its row of
/// keys), what an action does to its state and what follows (`GameEffect`, data), and what it does when the host
/// tells it news (a wrong answer). The Lesson holds the state opaquely (`GameState`) and forwards to it; the game
/// never writes `AppState` and never names a shared screen, command or sound: its screen (`ActivityKind.screen`),
/// its sounds (`AppSound`) and its utterance kinds are declared in its folder. A new game is its folder and one
/// line in `Activities.kinds`: its actions reach the command table through the registry (`Activities.games`).
public protocol Game: ActivityKind {
    associatedtype State: Hashable & Sendable
    associatedtype Action: GameAction
    /// Its state when a question of it is shown.
    static func start(_ q: Question) -> State
    /// The row of keys, typed words and hint of one of its actions (`command(action)` is the command to give it).
    static func row(_ action: Action) -> CommandTable.Row
    /// Carries out one of its actions on its state: what follows is for the host to do.
    static func reduce(_ state: inout State, _ action: Action, _ play: GamePlay) -> [GameEffect]
    /// What it does with the host's news.
    static func heard(_ state: inout State, _ news: GameNews)

    // What the host and the command table call through `any Game.Type`: requirements, so that they are called
    // through the witness table, never by opening the existential (a static member reached through an opened
    // existential metatype is where this compiler, Swift 6.3.1, has gone wrong before). Defaults below.
    /// Its commands, one an action, for the command table.
    static var commands: [Command] { get }
    /// The row of `command`, if it is one of its actions.
    static func row(of command: GameCommand) -> CommandTable.Row?
    /// Its state for a question newly shown, boxed for the Lesson.
    static func startState(_ q: Question) -> GameState
    /// Runs `command` on the boxed `state`, if both are this game's: its new state and what follows.
    static func run(_ command: GameCommand, on state: GameState, _ play: GamePlay) -> (GameState, [GameEffect])?
    /// Tells the boxed `state`, if it is this game's, the host's news.
    static func tell(_ news: GameNews, _ state: GameState) -> GameState
    /// The boxed `state` as the state log writes it (`play`), if it is this game's.
    static func logged(_ state: GameState) -> String?
}

/// A game's verbs: every one of them, each with its placeholder, for the command table to list.
public protocol GameAction: Hashable, Sendable {
    static var all: [Self] { get }
    /// Whether its trigger passes the key pressed on (a letter typed to spell with): the game reads it as `GamePlay.key`.
    var passesKey: Bool { get }
}

extension GameAction {
    public var passesKey: Bool { false }
}

/// What a game is told by its host.
public enum GameNews: Hashable, Sendable {
    /// The child's answer was wrong (set aside): a count towards it starts again.
    case wrongAnswer
}

/// What a game's action asks its host to do.
public enum GameEffect: Hashable, Sendable {
    /// Say this (an utterance of the question, or an app sound).
    case speak(Utterance)
    /// Put the focus on this control of the question.
    case focus(Control)
    /// Answer the question with this (a word spelled): scored as a tile chosen is, its praise or kind word said.
    case answer(String)
    /// Go on to the next question (the question is answered).
    case next
}

/// What a game may read of the question it is playing: the question (its answers in tile order), what is set aside,
/// whether it is answered, and the app, for its words and its speech. It cannot change any of them.
public struct GamePlay {
    public let question: Question
    public let setAside: [String]
    public let answered: Bool
    /// The key pressed, for an action that passes it on (`GameAction.passesKey`).
    public let key: Key?
    /// The activity's taught order for reading, if it has one.
    public let phonics: Phonics?
    let app: AppState

    /// An utterance about the question, muted when the app is.
    func utterance(_ kind: Utterance.Kind, _ text: String) -> Utterance { app.utterance(kind, text, subject: question.id) }

    /// The pack's words for `english`, filled in.
    func words(_ english: String, _ values: [String: String] = [:]) -> String { app.content.words(english, values) }
}

extension Game where State == GameState.Nothing {
    public static func start(_ q: Question) -> State { .init() }
}

extension Game {
    public static func heard(_ state: inout State, _ news: GameNews) {}

    /// The app's command for one of its actions.
    public static func command(_ action: Action) -> Command { .lesson(.game(GameCommand(Self.self, action))) }

    public static func startState(_ q: Question) -> GameState { GameState(Self.self, start(q)) }

    public static func run(_ command: GameCommand, on state: GameState, _ play: GamePlay) -> (GameState, [GameEffect])? {
        guard let action = action(of: command), var own = state.value.base as? State else { return nil }
        let effects = reduce(&own, action, play)
        return (GameState(Self.self, own), effects)
    }

    public static func tell(_ news: GameNews, _ state: GameState) -> GameState {
        guard var own = state.value.base as? State else { return state }
        heard(&own, news)
        return GameState(Self.self, own)
    }

    public static func logged(_ state: GameState) -> String? { (state.value.base as? State).map { String(describing: $0) } }

    public static var commands: [Command] { Action.all.map(command) }
    public static func row(of command: GameCommand) -> CommandTable.Row? { action(of: command).map(row) }

    /// The action `command` names, if it is one of this game's.
    static func action(of command: GameCommand) -> Action? {
        guard command.game == kind, Action.all.indices.contains(command.index) else { return nil }
        return Action.all[command.index]
    }
}

/// A game's state as the Lesson holds it: the game it belongs to (its kind's name), and the value, compared and
/// hashed as the game's own type.
public struct GameState: Hashable, Sendable {
    public let game: String
    let box: GameValue
    /// The game's own value.
    public var value: AnyHashable { box.value }

    init<G: Game>(_ game: G.Type, _ value: G.State) {
        self.game = G.kind
        self.box = GameValue(value)
    }

    /// The state of a game that keeps none.
    public struct Nothing: Hashable, Sendable {}
}

/// One of a game's actions as the app's command: the game's name and the action's place in its `Action.all`. Plain
/// values, no reference: the command table is a global, and a reference inside an enum's payload carries the
/// enum's tag in its spare bits, where LeakSanitizer cannot see it (the fuzzers called the table's rows a leak).
public struct GameCommand: Hashable, Sendable {
    public let game: String
    let index: Int
    /// Whether the action passes its key on, and the key pressed, once it is.
    let takesKey: Bool
    public private(set) var key: Key?

    init<G: Game>(_ game: G.Type, _ action: G.Action) {
        self.game = G.kind
        // Every action is in `all` (GameAction's contract; GameTests finds each game's commands with their rows).
        self.index = G.Action.all.firstIndex(of: action) ?? -1
        self.takesKey = action.passesKey
        self.key = nil
    }

    /// The command with the key pressed, for an action that passes it on; nil for one that does not.
    func pressing(_ key: Key) -> GameCommand? {
        guard takesKey else { return nil }
        var pressed = self
        pressed.key = key
        return pressed
    }
}

/// A game's state behind one reference. An existential (`any Hashable`, or an `AnyHashable`
/// inline) as the payload of `Screen`'s and `Command`'s nested enums was copied wrongly by this compiler (Swift
/// 6.3.1: a crash copying a command-table row in the test build); a reference is one word in every layout.
/// Immutable, and made only of a game's `State`, which is `Sendable`.
final class GameValue: Hashable, @unchecked Sendable {
    let value: AnyHashable

    init(_ value: some Hashable & Sendable) { self.value = AnyHashable(value) }

    static func == (a: GameValue, b: GameValue) -> Bool { a.value == b.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
