/// A child's report in the grown-ups' area: whose, what its file holds (nil until it is read), and whether
/// removing it waits for yes or no.
public struct ChildPage: Hashable, Sendable, ScreenUnit {
    public var child: String
    public var progress: Progress?
    public var confirming = false
    public var focus: Control = .button(.report(.leaveChildPage))

    public var route: Route { .over(.report(self)) }
    public func id(in app: AppState) -> ScreenID { confirming ? .confirmRemove : .report }
    public func shown(in app: AppState) -> Shown { Shown(screen: .grownUps) }
    public func focus(in app: AppState) -> Control? { focus }

    public func focusOrder(in app: AppState) -> [Control] {
        CommandTable.buttons(on: confirming ? .confirmRemove : .report).map(Control.button)
    }

    public func focused(on control: Control) -> ChildPage {
        var page = self
        page.focus = control
        return page
    }

    public func describe(_ model: inout ScreenModel, _ app: AppState) {
        model.look = .panel
        model.report(self, app)
    }

    public func log(_ snapshot: inout Snapshot, _ app: AppState) {
        snapshot.confirming = confirming
        snapshot.reportOf = child
    }
}
