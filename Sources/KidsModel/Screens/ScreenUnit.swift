/// A screen of the app, whole (after bubbletea's nested models and TCA's scoped features): the value is its
/// state, and it says what it shows (`describe`), what it says when it comes into view and when asked again,
/// where the child is on it, where its focus goes, what a click on its controls asks for, and what the state
/// log says of it. The router (`Screens/Router.swift`) keeps the screens, the child's at the bottom and the gated
/// ones pushed over it, and is the one place that asks which screen is which: everything else asks the screen
/// on top.
public protocol ScreenUnit: Hashable, Sendable {
    /// Its own commands (`AppCommand` holds them as one case); `Never` for a screen with none.
    associatedtype Command: Hashable, Sendable
    /// Its own command, if `command` is one.
    static func own(_ command: AppCommand) -> Command?
    /// Carries out one of its own commands.
    func run(_ command: Command, _ app: inout AppState) -> [Effect]
    /// Back (Esc, Backspace), where a screen has a way back: home, or the game it was offered before.
    func back(_ app: inout AppState) -> [Effect]
    /// Its name, for the command table's keys and the state log.
    func id(in app: AppState) -> ScreenID
    /// The controls that can take focus, in order.
    func focusOrder(in app: AppState) -> [Control]
    /// The focused control, if any.
    func focus(in app: AppState) -> Control?
    /// The screen with the focus on `control`.
    func focused(on control: Control) -> Self
    /// Which showing this is (a question, a page, a shelf is said once a showing); nil for a screen said once.
    var showingNumber: Int? { get }
    /// What it is for speech: when this changes, what was being said is cut.
    func shown(in app: AppState) -> Shown
    /// What it says when it comes into view, asked after every event while it is on top and can be seen; it
    /// says each showing once.
    func whenShown(_ app: inout AppState) -> [Effect]
    /// What Space (Hear again) says here.
    func hearAgain(_ app: AppState) -> [Effect]
    /// Where the child is, in one sentence (`w`). `voiced`: as the voice is given it.
    func whereAmI(_ app: AppState, voiced: Bool) -> String
    /// What it shows: title, parts, controls, picture, keyboard and how it is laid out (`ScreenModel.look`).
    func describe(_ model: inout ScreenModel, _ app: AppState)
    /// The state log's fields of its state, whether or not it is on top (a question under the gate is still
    /// the question the child is on).
    func log(_ snapshot: inout Snapshot, _ app: AppState)
    /// What is said when the keys move the focus to `control`, when it is not its name (a word of a page is said alone).
    func focusSaid(on control: Control, _ app: AppState) -> Utterance?
    /// What a control of its own is called aloud (an answer's words, a story's title), when the app cannot tell.
    func spokenName(of control: Control, _ app: AppState) -> String?
    /// The command a click on `control`, or Enter on it, asks for here.
    func command(for control: Control, _ app: AppState) -> AppCommand?
    /// Where the router keeps it.
    var route: Route { get }
}

extension ScreenUnit where Command == Never {
    public static func own(_ command: AppCommand) -> Never? { nil }
    public func run(_ command: Never, _ app: inout AppState) -> [Effect] {}
}

/// Where the router keeps a screen: as the child's screen, or pushed over it (the gate and the grown-ups' screens).
public enum Route: Hashable, Sendable {
    case child(Screen)
    case over(Overlay)
    /// Shown by the window's size alone, never kept (the too-small screen).
    case size
}

/// A screen's name for speech and its showing: when it changes, what was being said is cut.
public struct Shown: Hashable, Sendable {
    public var screen: ScreenID
    public var showing: Int?

    public init(screen: ScreenID, showing: Int? = nil) {
        self.screen = screen
        self.showing = showing
    }
}

extension ScreenUnit {
    public func focusOrder(in app: AppState) -> [Control] { [] }
    public func focus(in app: AppState) -> Control? { nil }
    public func focused(on control: Control) -> Self { self }
    public var showingNumber: Int? { nil }
    public func shown(in app: AppState) -> Shown { Shown(screen: id(in: app), showing: showingNumber) }
    public func whenShown(_ app: inout AppState) -> [Effect] { [] }
    public func hearAgain(_ app: AppState) -> [Effect] { [] }
    public func whereAmI(_ app: AppState, voiced: Bool) -> String { "" }
    public func log(_ snapshot: inout Snapshot, _ app: AppState) {}
    public func back(_ app: inout AppState) -> [Effect] { [] }
    public func spokenName(of control: Control, _ app: AppState) -> String? { nil }
    public func focusSaid(on control: Control, _ app: AppState) -> Utterance? { nil }
    /// A button asks for its command; a screen whose other controls mean something says so itself.
    public func command(for control: Control, _ app: AppState) -> AppCommand? { control.command }

    /// Said once a showing: what `say` makes, the first time this showing is on top and can be seen.
    func once(_ app: inout AppState, _ say: (AppState) -> [Effect]) -> [Effect] {
        guard let showing = showingNumber, app.spokenShowing != showing else { return [] }
        app.spokenShowing = showing
        return say(app)
    }
}
