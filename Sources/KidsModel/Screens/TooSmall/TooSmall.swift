/// "Make this window bigger": shown over everything while the window is below the minimum size, and never
/// kept (the window's size alone decides).
public struct TooSmall: Hashable, Sendable, ScreenUnit {
    public var route: Route { .size }
    public func id(in app: AppState) -> ScreenID { .tooSmall }

    public func describe(_ model: inout ScreenModel, _ app: AppState) {
        model.look = .tooSmall
        model.focus = nil
        model.tooSmall(app)
    }
}
