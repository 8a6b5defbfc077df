/// The rows of the stories' shelf and of a story's pages.
extension CommandTable {
    /// The row of one of the stories' commands (`row(_:)` sends them here). The arrows turn the pages (a story is
    /// read left to right) and Enter goes on, so that a whole story is heard with Enter alone; Tab goes from
    /// word to word, each said alone.
    static func storyRow(_ c: Command) -> Row {
        switch c {
        case .openStory: return Row(c, [Binding([.shelf], .digits(1...9), number: .whole(lineUpTo: 9))], hint: "Read")
        case .nextPage:
            return Row(c, [Binding(.story, [.right, .enter], alsoTyped: ["", "n"])], hint: "Next page", control: "next-page",
                       buttonOn: [.story])
        case .previousPage:
            return Row(c, [Binding(.story, [.left], alsoTyped: ["p"])], hint: "Page before", control: "previous-page", buttonOn: [.story])
        case .firstPage: return Row(c, [Binding([.story], .keys([.home]), alsoTyped: ["r"], hinted: false)], hint: "From the start")
        case .toShelf: return Row(c, [Binding(.story, [.escape, .backspace], alsoTyped: ["b"])], hint: "All stories")
        case .sayWord: return Row(c, [], hint: "Say the word")
        default: return Row(c, [], hint: "")  // Not a story's command: `row(_:)` never sends one.
        }
    }
}
