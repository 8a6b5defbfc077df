/// The children of this computer, each an animal: which animal a new child is, and a child's file read for its report.
extension AppState {
    /// The animals of the pack, in the order of their keys.
    public var animals: [String] { content.pictures.filter { $0.value.category == .animal }.keys.sorted() }

    /// The most children a computer keeps: each has a key, 1 to 9.
    public static let childLimit = 9

    /// The animal a new child is: the first not yet a child; none when there are as many as the keys.
    public var nextAnimal: String? { children.count < Self.childLimit ? animals.first { !children.contains($0) } : nil }

    /// A child's file, read for its report.
    mutating func childRead(_ name: String, _ read: Progress) {
        guard var page = top as? ChildPage, page.child == name else { return }
        page.progress = read
        show(page)
    }
}
