/// The grown-ups' "Children": add a child, open one's report, remove one (asked first).
extension AppState {
    /// The report shown, if one is.
    public var childPage: ChildPage? {
        if case .report(let page) = overlay { return page }
        return nil
    }

    /// The animals of the pack, in the order of their keys.
    public var animals: [String] { content.pictures.filter { $0.value.category == .animal }.keys.sorted() }

    /// The most children a computer keeps: each has a key, 1 to 9.
    public static let childLimit = 9

    /// The animal a new child is: the first not yet a child; none when there are as many as the keys.
    public var nextAnimal: String? { children.count < Self.childLimit ? animals.first { !children.contains($0) } : nil }

    mutating func showChildren() {
        guard grownUps?.confirming == false else { return }
        push(.children(ChildrenList(focus: children.first.map(Control.child) ?? .button(.children(.addChild)))))
    }

    /// A child's report: the child playing's at once, another's once its file is read.
    mutating func openReport(_ index: Int) -> [Effect] {
        guard case .children = overlay, children.indices.contains(index) else { return [] }
        let name = children[index]
        push(.report(ChildPage(child: name, progress: name == child ? progress : nil)))
        return name == child ? [] : [.readChild(name)]
    }

    mutating func addChild() -> [Effect] {
        guard case .children = overlay, let name = nextAnimal else { return [] }
        children = (children + [name]).sorted()
        show(ChildrenList(focus: .child(name)))
        return [.addChild(name)]
    }

    /// Removing asks first, with No focused.
    mutating func askToRemove() {
        guard var page = childPage, !page.confirming, page.child != child else { return }
        page.confirming = true
        page.focus = .button(.report(.cancelRemove))
        show(page)
    }

    mutating func answerRemove(_ yes: Bool) -> [Effect] {
        guard var page = childPage, page.confirming else { return [] }
        guard yes else {
            page.confirming = false
            page.focus = .button(.report(.leaveChildPage))
            show(page)
            return []
        }
        children.removeAll { $0 == page.child }
        pop()
        show(ChildrenList(focus: children.first.map(Control.child) ?? .button(.children(.addChild))))
        return [.removeChild(page.child)]
    }

    /// Back: from a report to "Children", from "Children" to the grown-ups' area.
    mutating func leaveChildPage() {
        guard let page = childPage, !page.confirming else { return }
        pop()
        show(ChildrenList(focus: .child(page.child)))
    }

    mutating func leaveChildren() {
        guard case .children = overlay else { return }
        pop()
        show(GrownUps(confirming: false, focus: .button(.grownUps(.showChildren))))
    }

    /// A child's file, read for its report.
    mutating func childRead(_ name: String, _ read: Progress) {
        guard var page = childPage, page.child == name else { return }
        page.progress = read
        show(page)
    }
}
