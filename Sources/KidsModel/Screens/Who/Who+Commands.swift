/// "Who is playing?"'s own command: play as a child.
extension Who {
    public enum Command: Hashable, Sendable {
        /// Plays as the child at this position (0 is the first).
        case chooseChild(Int)
    }

    static func row(_ command: Command) -> CommandTable.Row {
        switch command {
        case .chooseChild: return .init(.who(command), [.init([.who], .digits(1...9), number: .whole(lineUpTo: 9))], hint: "Play")
        }
    }

    public func command(for control: Control, _ app: AppState) -> AppCommand? {
        guard case .child(let name) = control else { return control.command }
        return app.children.firstIndex(of: name).map { .who(.chooseChild($0)) }
    }

    public static func own(_ command: AppCommand) -> Command? {
        if case .who(let own) = command { return own }
        return nil
    }

    public func run(_ command: Command, _ app: inout AppState) -> [Effect] {
        switch command {
        case .chooseChild(let index): return app.children.indices.contains(index) ? [.loadChild(app.children[index])] : []
        }
    }
}
