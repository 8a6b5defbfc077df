/// The children a page at a time, for "Who is playing?" and the grown-ups' "Children": nine to a page in the full
/// screen (a key each, 1 to 9, in a grid a child takes in at a glance), every child on one page in line mode (a typed
/// number reaches any of them, and the list is read in groups of nine).
public struct ChildPages: Hashable, Sendable {
    /// A full screen's page: the nine digit keys.
    public static let size = 9

    public let count: Int
    /// Children to a page: nine, or all of them in line mode.
    public let perPage: Int

    public init(count: Int, lineMode: Bool) {
        self.count = count
        perPage = lineMode ? max(1, count) : Self.size
    }

    /// How many pages there are (one when there are no children).
    public var pages: Int { max(1, (count + perPage - 1) / perPage) }

    /// Whether there is more than one page, and so the page buttons.
    public var paged: Bool { pages > 1 }

    /// The page a child at `index` is on.
    public func page(of index: Int) -> Int { min(max(0, index) / perPage, pages - 1) }

    /// The children's positions on `page` (held to the pages there are).
    public func indices(on page: Int) -> Range<Int> {
        let page = min(max(0, page), pages - 1)
        return min(count, page * perPage)..<min(count, (page + 1) * perPage)
    }

    /// The position of the `n`th child of `page` (1 is the first), if there is one.
    public func index(_ n: Int, on page: Int) -> Int? {
        let range = indices(on: page)
        let index = range.lowerBound + n - 1
        return range.contains(index) ? index : nil
    }

    /// The groups line mode reads, nine at a time: each group's positions.
    public var groups: [Range<Int>] {
        stride(from: 0, to: count, by: Self.size).map { $0..<min(count, $0 + Self.size) }
    }
}

extension AppState {
    /// The children's pages as this run shows them.
    public var childPages: ChildPages { ChildPages(count: children.count, lineMode: lineMode) }

    /// The page shown of a screen of children: the focused child's, else the one `kept` (while the focus is on a
    /// button).
    func childPage(focus: Control?, kept: Int) -> Int {
        let pages = childPages
        if case .child(let name)? = focus, let index = children.firstIndex(of: name) { return pages.page(of: index) }
        return min(max(0, kept), pages.pages - 1)
    }

    /// The page `step` after `page` and the focus there (its first child, unless `focus` is on a button, where it
    /// stays); nil past the first or the last page.
    func turned(_ page: Int, by step: Int, focus: Control) -> (page: Int, focus: Control)? {
        let pages = childPages
        guard pages.paged, (0..<pages.pages).contains(page + step) else { return nil }
        return (page + step, focus.isChild ? .child(children[pages.indices(on: page + step).lowerBound]) : focus)
    }

    /// "Page 2 of 4", in the pack's words.
    func pageWords(_ page: Int) -> String {
        content.words("Page {page} of {pages}", ["page": "\(page + 1)", "pages": "\(childPages.pages)"])
    }
}
