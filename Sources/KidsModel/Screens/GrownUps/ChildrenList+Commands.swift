/// "Children"'s own commands: a child's report, Add, Back.
extension ChildrenList {
    public enum Command: Hashable, Sendable {
        /// The report of the child at this place of the page shown (0 is the first; in line mode, of all children).
        case childReport(Int)
        /// The next page of children, or the page before.
        case nextPage, previousPage
        case addChild
        /// Back to the grown-ups' area.
        case leaveChildren
    }

    static func row(_ command: Command) -> CommandTable.Row {
        let c = AppCommand.children(command)
        switch command {
        case .childReport: return .init(c, [.init([.children], .digits(1...9), number: .whole(lineUpTo: AppState.childLimit))], hint: "Report")
        // PgDn and PgUp page the text, as on every grown-ups' screen; n and p the children.
        case .nextPage: return Who.pageRow(c, .character("n"), hint: "Next page", control: "next-page", on: .children)
        case .previousPage: return Who.pageRow(c, .character("p"), hint: "Page before", control: "previous-page", on: .children)
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
        case .childReport(let place):
            // The child playing's report at once, another's once its file is read.
            guard let index = app.childPages.index(place + 1, on: page(in: app)) else { return [] }
            let name = app.children[index]
            app.push(.report(ChildPage(child: name, progress: name == app.child ? app.progress : nil)))
            return name == app.child ? [] : [.readChild(name)]
        case .addChild:
            guard let name = app.nextAnimal else { return [] }
            app.children.append(name)
            app.show(ChildrenList(focus: .child(name)))
            return [.addChild(name)]
        case .nextPage, .previousPage:
            guard let next = app.turned(page(in: app), by: command == .nextPage ? 1 : -1, focus: focus) else { return [] }
            app.show(ChildrenList(focus: next.focus, kept: next.page))
            return []
        case .leaveChildren:
            app.pop()
            app.show(GrownUps(confirming: false, focus: .button(.grownUps(.showChildren))))
            return []
        }
    }
}
