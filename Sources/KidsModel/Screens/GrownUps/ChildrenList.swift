/// The grown-ups' "Children": each child's animal, nine to a page, to open its report; Add and Back.
public struct ChildrenList: Hashable, Sendable, ScreenUnit {
    public var focus: Control
    /// The page shown while the focus is on a button (on a child, the page is that child's), from 0.
    public var kept = 0

    public init(focus: Control, kept: Int = 0) {
        self.focus = focus
        self.kept = kept
    }

    /// The page shown, from 0.
    public func page(in app: AppState) -> Int { app.childPage(focus: focus, kept: kept) }

    /// The page the focus is on is kept, so that the focus moving onto a button leaves that page shown.
    public func whenShown(_ app: inout AppState) -> [Effect] {
        guard page(in: app) != kept else { return [] }
        app.show(ChildrenList(focus: focus, kept: page(in: app)))
        return []
    }

    public var route: Route { .over(.children(self)) }
    public func id(in app: AppState) -> ScreenID { .children }
    public func shown(in app: AppState) -> Shown { Shown(screen: .grownUps) }
    public func focus(in app: AppState) -> Control? { focus }
    public func focused(on control: Control) -> ChildrenList { ChildrenList(focus: control, kept: kept) }

    public func focusOrder(in app: AppState) -> [Control] {
        app.children.map(Control.child) + CommandTable.buttons(on: .children, app).map(Control.button)
    }

    public func describe(_ model: inout ScreenModel, _ app: AppState) {
        model.look = .panel
        model.children(app, page: page(in: app))
    }

    /// A child's tile opens its report here (in "Who is playing?" it plays as that child).
    public func command(for control: Control, _ app: AppState) -> AppCommand? {
        guard case .child(let name) = control else { return control.command }
        return app.children.firstIndex(of: name).map { .children(.childReport($0 - app.childPages.indices(on: page(in: app)).lowerBound)) }
    }
}
