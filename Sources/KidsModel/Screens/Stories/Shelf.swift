/// The shelf of a `stories` activity: a tile a story, said once a showing with their keys.
public struct Shelf: Hashable, Sendable, ScreenUnit {
    /// Position of the activity in the pack.
    public var activity: Int
    public var focus: Control
    public var showing: Int

    public var route: Route { .child(.shelf(self)) }
    public var showingNumber: Int? { showing }
    public func id(in app: AppState) -> ScreenID { .shelf }
    public func focus(in app: AppState) -> Control? { focus }
    public func focusOrder(in app: AppState) -> [Control] { app.content.activities[activity].stories.map { .story($0.id) } }

    public func focused(on control: Control) -> Shelf {
        var shelf = self
        shelf.focus = control
        return shelf
    }

    public func spokenName(of control: Control, _ app: AppState) -> String? {
        guard case .story(let id) = control else { return nil }
        return app.content.activities[activity].stories.first { $0.id == id }?.title
    }

    public func whenShown(_ app: inout AppState) -> [Effect] { once(&app) { ask($0, kind: .question) } }
    public func hearAgain(_ app: AppState) -> [Effect] { ask(app, kind: .again) }

    public func whereAmI(_ app: AppState, voiced: Bool) -> String {
        let activity = app.content.activities[self.activity]
        return app.content.words("{activity}, {stars}; on: {focus}.",
                                 ["activity": activity.title, "stars": app.content.stars(app.progress.starCount(in: activity), voiced: voiced),
                                  "focus": app.focus.map(app.spokenName) ?? ""])
    }

    public func describe(_ model: inout ScreenModel, _ app: AppState) {
        model.look = .shelf
        model.shelf(self, app)
    }

    public func log(_ snapshot: inout Snapshot, _ app: AppState) {
        let activityValue = app.content.activities[activity]
        snapshot.activity = activityValue.id
        snapshot.stars = app.progress.starCount(in: activityValue)
    }
}
