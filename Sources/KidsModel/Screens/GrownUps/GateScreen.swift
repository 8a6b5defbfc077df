/// The parental gate, pushed over the child's screen: a multiplication typed on a keypad. What is typed and the
/// question live in `AppState.gate`, which outlasts the screen (three wrong answers shut it for a while).
public struct GateScreen: Hashable, Sendable, ScreenUnit {
    public init() {}

    public var route: Route { .over(.gate(self)) }
    public func id(in app: AppState) -> ScreenID { .gate }

    public func describe(_ model: inout ScreenModel, _ app: AppState) {
        model.look = .gate
        model.gate(app)
    }

    public func log(_ snapshot: inout Snapshot, _ app: AppState) {
        snapshot.typed = app.gate.typed.count
        snapshot.locked = app.gate.isLocked(at: app.now)
    }
}
