/// The grown-ups' area, behind the gate: the settings, Reset Progress (asked first), Children, what is done with
/// the data. Its screens are one for speech: going between them does not cut what is said.
public struct GrownUps: Hashable, Sendable, ScreenUnit {
    /// Reset Progress was chosen and waits for yes or no.
    public var confirming = false
    public var focus: Control = .button(.grownUps(.reset))

    public init(confirming: Bool = false, focus: Control = .button(.grownUps(.reset))) {
        self.confirming = confirming
        self.focus = focus
    }

    /// The area's buttons, in focus order: the settings, or yes and no while Reset waits for an answer.
    public static func buttons(confirming: Bool) -> [AppCommand] {
        CommandTable.buttons(on: confirming ? .confirmReset : .grownUps)
    }

    public var route: Route { .over(.grownUps(self)) }
    public func id(in app: AppState) -> ScreenID { confirming ? .confirmReset : .grownUps }
    public func shown(in app: AppState) -> Shown { Shown(screen: .grownUps) }
    public func focus(in app: AppState) -> Control? { focus }
    public func focusOrder(in app: AppState) -> [Control] { Self.buttons(confirming: confirming).map(Control.button) }

    public func focused(on control: Control) -> GrownUps { GrownUps(confirming: confirming, focus: control) }

    public func describe(_ model: inout ScreenModel, _ app: AppState) {
        model.look = .panel
        if confirming { model.confirmReset(app) } else { model.grownUps(app) }
    }

    public func log(_ snapshot: inout Snapshot, _ app: AppState) { snapshot.confirming = confirming }
}
