/// The shelf's own command: open a story.
extension Shelf {
    public enum Command: Hashable, Sendable {
        /// Opens the story at this position of the shelf (0 is the first), at the page the child reached.
        case openStory(Int)
    }

    static func row(_ command: Command) -> CommandTable.Row {
        switch command {
        case .openStory: return .init(.shelf(command), [.init([.shelf], .digits(1...9), number: .whole(lineUpTo: 9))], hint: "Read")
        }
    }

    public static func own(_ command: AppCommand) -> Command? {
        if case .shelf(let own) = command { return own }
        return nil
    }

    public func run(_ command: Command, _ app: inout AppState) -> [Effect] {
        switch command {
        case .openStory(let index): return Shelf.open(index, activity: activity, &app)
        }
    }

    public func command(for control: Control, _ app: AppState) -> AppCommand? {
        guard case .story(let id) = control else { return control.command }
        return app.content.activities[activity].stories.firstIndex { $0.id == id }.map { .shelf(.openStory($0)) }
    }

    public func back(_ app: inout AppState) -> [Effect] { app.home(from: activity) }
}
