/// A report's own commands: Remove (asked first), and Back.
extension ChildPage {
    public enum Command: Hashable, Sendable {
        case removeChild, confirmRemove, cancelRemove
        /// Back to "Children".
        case leaveChildPage
    }

    static func row(_ command: Command) -> CommandTable.Row {
        let c = KidsModel.Command.report(command)
        switch command {
        case .removeChild:
            var row = CommandTable.button(c, on: .report, [.character("x")], hint: "Remove this child", label: "Remove", control: "remove-child")
            // The child playing is not removed from under itself.
            row.enabled = { state in state.childPage.map { $0.child != state.child } ?? false }
            return row
        case .leaveChildPage: return CommandTable.button(c, on: .report, [.character("b"), .escape], hint: "Back", control: "back-to-children")
        case .confirmRemove: return CommandTable.button(c, on: .confirmRemove, [.character("y")], hint: "Yes, remove", label: "Yes", control: "yes")
        case .cancelRemove:
            return CommandTable.button(c, on: .confirmRemove, [.character("n"), .escape], alsoTyped: ["b"], hint: "No", control: "no")
        }
    }

    public static func own(_ command: KidsModel.Command) -> Command? {
        if case .report(let own) = command { return own }
        return nil
    }

    public func run(_ command: Command, _ app: inout AppState) -> [Effect] {
        switch command {
        case .removeChild: app.askToRemove()
        case .confirmRemove: return app.answerRemove(true)
        case .cancelRemove: return app.answerRemove(false)
        case .leaveChildPage: app.leaveChildPage()
        }
        return []
    }
}
