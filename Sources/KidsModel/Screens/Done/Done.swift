/// "All done!" after a round: the stars, Play again and Home.
public struct Done: Hashable, Sendable, ScreenUnit {
    public var activity: Int
    /// After a story's questions: the story, read again from its first page by Play again.
    public var story: Int?
    public var focus: Control = .button(.done(.playAgain))

    public var route: Route { .child(.done(self)) }
    public func id(in app: AppState) -> ScreenID { .done }
    public func focus(in app: AppState) -> Control? { focus }
    public func focusOrder(in app: AppState) -> [Control] { CommandTable.buttons(on: .done).map(Control.button) }

    public func focused(on control: Control) -> Done {
        var done = self
        done.focus = control
        return done
    }

    public func whereAmI(_ app: AppState, voiced: Bool) -> String {
        let activity = app.content.activities[self.activity]
        return app.content.words("{activity}, all done, {stars}; on: {focus}.",
                                 ["activity": activity.title, "stars": app.content.stars(app.progress.starCount(in: activity), voiced: voiced),
                                  "focus": app.focus.map(app.spokenName) ?? ""])
    }

    public func describe(_ model: inout ScreenModel, _ app: AppState) {
        model.look = .done
        model.done(self, app)
    }

    public func log(_ snapshot: inout Snapshot, _ app: AppState) {
        let activityValue = app.content.activities[activity]
        snapshot.activity = activityValue.id
        snapshot.count = activityValue.questions.count
        snapshot.stars = app.progress.starCount(in: activityValue)
        snapshot.level = app.level(of: activity)
        snapshot.story = story.map { activityValue.stories[$0].id }
    }
}
