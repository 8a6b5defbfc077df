/// "All done!"'s own command: Play again (Home is the app's Back).
extension Done {
    public enum Command: Hashable, Sendable {
        case playAgain
    }

    static func row(_ command: Command) -> CommandTable.Row {
        switch command {
        case .playAgain:
            return .init(.done(command), [.init(.done, [.character("p")], alsoTyped: ["1"])], hint: "Play again", label: "Again",
                         control: "play-again", buttonOn: [.done])
        }
    }

    public static func own(_ command: AppCommand) -> Command? {
        if case .done(let own) = command { return own }
        return nil
    }

    /// Play again: a new round; after a story's questions, the story from its first page.
    public func run(_ command: Command, _ app: inout AppState) -> [Effect] {
        switch command {
        case .playAgain:
            if let story { return Reading.readAgain(activity: activity, story: story, &app) }
            app.screen = .lesson(app.makeLesson(activity: activity, round: app.newRound(of: activity)))
            return []
        }
    }

    public func back(_ app: inout AppState) -> [Effect] { app.home(from: activity) }
}
