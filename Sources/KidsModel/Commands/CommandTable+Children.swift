/// The rows of "Who is playing?", the grown-ups' "Children" and a child's report.
extension CommandTable {
    /// The row of one of the children's commands (`row(_:)` sends them here).
    static func childrenRow(_ c: Command) -> Row {
        switch c {
        case .chooseChild: return Row(c, [Binding([.who], .digits(1...9), number: .whole(lineUpTo: 9))], hint: "Play")
        case .whoIsPlaying:
            var row = Row(c, [Binding(.home, [.character("c")])], hint: "Who is playing?", enabled: { $0.children.count > 1 })
            row.hiddenWhenDisabled = true
            return row
        case .showChildren: return button(c, on: .grownUps, [.character("h")], hint: "Children", control: "children")
        case .childReport: return Row(c, [Binding([.children], .digits(1...9), number: .whole(lineUpTo: 9))], hint: "Report")
        case .addChild:
            var row = button(c, on: .children, [.character("a")], hint: "Add a child", label: "Add", control: "add-child")
            row.enabled = { $0.nextAnimal != nil }
            return row
        case .leaveChildren: return button(c, on: .children, [.character("b"), .escape], hint: "Back", control: "back")
        case .removeChild:
            var row = button(c, on: .report, [.character("x")], hint: "Remove this child", label: "Remove", control: "remove-child")
            // The child playing is not removed from under itself.
            row.enabled = { state in state.childPage.map { $0.child != state.child } ?? false }
            return row
        case .leaveChildPage: return button(c, on: .report, [.character("b"), .escape], hint: "Back", control: "back-to-children")
        case .confirmRemove: return button(c, on: .confirmRemove, [.character("y")], hint: "Yes, remove", label: "Yes", control: "yes")
        case .cancelRemove: return button(c, on: .confirmRemove, [.character("n"), .escape], alsoTyped: ["b"], hint: "No", control: "no")
        default: return Row(c, [], hint: "")  // Not a child's command: `row(_:)` never sends one.
        }
    }
}
