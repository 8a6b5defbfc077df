/// "Children"'s own commands: a child's report, Add, Back.
extension ChildrenList {
    public enum Command: Hashable, Sendable {
        /// A child's report (0 is the first child).
        case childReport(Int)
        case addChild
        /// Back to the grown-ups' area.
        case leaveChildren
    }

    static func row(_ command: Command) -> CommandTable.Row {
        let c = AppCommand.children(command)
        switch command {
        case .childReport: return .init(c, [.init([.children], .digits(1...9), number: .whole(lineUpTo: 9))], hint: "Report")
        case .addChild:
            var row = CommandTable.button(c, on: .children, [.character("a")], hint: "Add a child", label: "Add", control: "add-child")
            row.enabled = { $0.nextAnimal != nil }
            return row
        case .leaveChildren: return CommandTable.button(c, on: .children, [.character("b"), .escape], hint: "Back", control: "back")
        }
    }

    public static func own(_ command: AppCommand) -> Command? {
        if case .children(let own) = command { return own }
        return nil
    }

    public func run(_ command: Command, _ app: inout AppState) -> [Effect] {
        switch command {
        case .childReport(let index):
            // The child playing's report at once, another's once its file is read.
            guard app.children.indices.contains(index) else { return [] }
            let name = app.children[index]
            app.push(.report(ChildPage(child: name, progress: name == app.child ? app.progress : nil)))
            return name == app.child ? [] : [.readChild(name)]
        case .addChild:
            guard let name = app.nextAnimal else { return [] }
            app.children = (app.children + [name]).sorted()
            app.show(ChildrenList(focus: .child(name)))
            return [.addChild(name)]
        case .leaveChildren:
            app.pop()
            app.show(GrownUps(confirming: false, focus: .button(.grownUps(.showChildren))))
            return []
        }
    }
}
