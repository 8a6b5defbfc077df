/// "Who is playing?": the children as tiles, each an animal, said once a showing with their keys.
public struct Who: Hashable, Sendable, ScreenUnit {
    public var focus: Control
    public var showing: Int

    public var showingNumber: Int? { showing }

    public var route: Route { .child(.who(self)) }
    public func id(in app: AppState) -> ScreenID { .who }
    public func focus(in app: AppState) -> Control? { focus }
    public func focusOrder(in app: AppState) -> [Control] { app.children.map(Control.child) }

    public func focused(on control: Control) -> Who {
        var who = self
        who.focus = control
        return who
    }

    public func whenShown(_ app: inout AppState) -> [Effect] { once(&app) { $0.askWho(kind: .question) } }
    public func hearAgain(_ app: AppState) -> [Effect] { app.askWho(kind: .again) }

    public func whereAmI(_ app: AppState, voiced: Bool) -> String {
        app.content.words("Who is playing? On: {focus}.", ["focus": app.focus.map(app.spokenName) ?? ""])
    }

    public func describe(_ model: inout ScreenModel, _ app: AppState) {
        model.look = .who
        model.who(app)
    }
}
