/// "Try the keys" (the `keys` activity): each key pressed is named and lit on the drawn keyboard. No stars, no score.
public struct Explore: Hashable, Sendable, ScreenUnit {
    /// Position of the activity in the pack.
    public var activity: Int
    /// The key pressed last, lit on the keyboard.
    public var pressed: Key?
    /// The `keyboard` activity it was offered before (a child who has not played it yet): leaving goes on to it.
    public var then: Int?
    /// Which showing this is; its sentence is said once per showing.
    public var showing: Int

    public var route: Route { .child(.explore(self)) }
    public var showingNumber: Int? { showing }
    public func id(in app: AppState) -> ScreenID { .explore }

    public func whenShown(_ app: inout AppState) -> [Effect] { once(&app) { said($0, kind: .question) } }
    public func hearAgain(_ app: AppState) -> [Effect] { said(app, kind: .again) }

    public func whereAmI(_ app: AppState, voiced: Bool) -> String {
        app.content.activities[activity].title + ". " + sentence(app)
    }

    public func describe(_ model: inout ScreenModel, _ app: AppState) {
        model.look = .explore
        model.explore(self, app)
    }

    public func log(_ snapshot: inout Snapshot, _ app: AppState) {
        snapshot.activity = app.content.activities[activity].id
        snapshot.pressed = pressed.map(KeyName.id)
    }
}
