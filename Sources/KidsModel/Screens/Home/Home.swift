/// Home: a card an activity, Grown-ups below them; the welcome is said the first time it is seen.
public struct Home: Hashable, Sendable, ScreenUnit {
    public var focus: Control

    public init(focus: Control) { self.focus = focus }

    public var route: Route { .child(.home(self)) }
    public func id(in app: AppState) -> ScreenID { .home }
    public func focus(in app: AppState) -> Control? { focus }
    public func focused(on control: Control) -> Home { Home(focus: control) }

    public func focusOrder(in app: AppState) -> [Control] {
        app.homeCards.map { .activity(app.content.activities[$0].id) } + [.button(.openGate)]
    }

    /// Where home's focus starts: its first card, else the grown-ups' button.
    static func firstFocus(_ content: ContentPack, cards: [Int]) -> Control {
        cards.first.map { .activity(content.activities[$0].id) } ?? .button(.openGate)
    }

    /// The welcome, once a run (and once for each child chosen).
    public func whenShown(_ app: inout AppState) -> [Effect] {
        guard !app.welcomed else { return [] }
        app.welcomed = true
        return Home.welcome(app, kind: .welcome)
    }

    public func hearAgain(_ app: AppState) -> [Effect] { Home.welcome(app, kind: .again) }

    public func whereAmI(_ app: AppState, voiced: Bool) -> String {
        let content = app.content
        let stars = content.activities.reduce(0) { $0 + app.progress.starCount(in: $1) }
        return content.words("Home, {stars}; on: {focus}.", ["stars": content.stars(stars, voiced: voiced), "focus": app.focus.map(app.spokenName) ?? ""])
    }

    public func describe(_ model: inout ScreenModel, _ app: AppState) {
        model.look = .home
        model.home(app)
    }

    /// The whole pack's stars, when home is what is shown (not under the gate).
    public func log(_ snapshot: inout Snapshot, _ app: AppState) {
        guard app.overlays.isEmpty else { return }
        snapshot.stars = app.content.activities.reduce(0) { $0 + app.progress.starCount(in: $1) }
    }
}
