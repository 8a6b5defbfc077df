/// The grown-ups' "Children": each child's animal, to open its report; Add and Back.
public struct ChildrenList: Hashable, Sendable, ScreenUnit {
    public var focus: Control

    public init(focus: Control) { self.focus = focus }

    public var route: Route { .over(.children(self)) }
    public func id(in app: AppState) -> ScreenID { .children }
    public func shown(in app: AppState) -> Shown { Shown(screen: .grownUps) }
    public func focus(in app: AppState) -> Control? { focus }
    public func focused(on control: Control) -> ChildrenList { ChildrenList(focus: control) }

    public func focusOrder(in app: AppState) -> [Control] {
        app.children.map(Control.child) + CommandTable.buttons(on: .children).map(Control.button)
    }

    public func describe(_ model: inout ScreenModel, _ app: AppState) {
        model.look = .panel
        model.children(app)
    }

    /// A child's tile opens its report here (in "Who is playing?" it plays as that child).
    public func command(for control: Control, _ app: AppState) -> AppCommand? {
        guard case .child(let name) = control else { return control.command }
        return app.children.firstIndex(of: name).map { .children(.childReport($0)) }
    }
}
