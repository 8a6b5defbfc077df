/// A report's own commands: Remove (asked first), and Back.
extension ChildPage {
    public enum Command: Hashable, Sendable {
        case removeChild, confirmRemove, cancelRemove
        /// Back to "Children".
        case leaveChildPage
    }

    static func row(_ command: Command) -> CommandTable.Row {
        let c = AppCommand.report(command)
        switch command {
        case .removeChild:
            var row = CommandTable.button(c, on: .report, [.character("x")], hint: "Remove this child", label: "Remove", control: "remove-child")
            // The child playing is not removed from under itself.
            row.enabled = { state in (state.top as? ChildPage).map { $0.child != state.child } ?? false }
            return row
        case .leaveChildPage: return CommandTable.button(c, on: .report, [.character("b"), .escape], hint: "Back", control: "back-to-children")
        case .confirmRemove: return CommandTable.button(c, on: .confirmRemove, [.character("y")], hint: "Yes, remove", label: "Yes", control: "yes")
        case .cancelRemove:
            return CommandTable.button(c, on: .confirmRemove, [.character("n"), .escape], alsoTyped: ["b"], hint: "No", control: "no")
        }
    }

    public static func own(_ command: AppCommand) -> Command? {
        if case .report(let own) = command { return own }
        return nil
    }

    /// Removing asks first, No focused; while it waits, only yes and no do anything.
    public func run(_ command: Command, _ app: inout AppState) -> [Effect] {
        var page = self
        switch (command, confirming) {
        case (.removeChild, false):
            guard child != app.child else { return [] }
            page.confirming = true
            page.focus = .button(.report(.cancelRemove))
            app.show(page)
        case (.confirmRemove, true):
            // The focus on the child now in its place (or the one before it), on the same page.
            let place = app.children.firstIndex(of: child) ?? 0
            app.children.removeAll { $0 == child }
            app.pop()
            let next = app.children.isEmpty ? nil : app.children[min(place, app.children.count - 1)]
            app.show(ChildrenList(focus: next.map(Control.child) ?? .button(.children(.addChild))))
            return [.removeChild(child)]
        case (.cancelRemove, true):
            page.confirming = false
            page.focus = .button(.report(.leaveChildPage))
            app.show(page)
        // Back to "Children", this child in focus.
        case (.leaveChildPage, false):
            app.pop()
            app.show(ChildrenList(focus: .child(child)))
        case (.removeChild, true), (.confirmRemove, false), (.cancelRemove, false), (.leaveChildPage, true):
            break
        }
        return []
    }
}
