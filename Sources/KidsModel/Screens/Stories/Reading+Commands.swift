/// A page's own commands. The arrows turn the pages (a story is read left to right) and Enter goes on, so that a
/// whole story is heard with Enter alone; Tab goes from word to word, each said alone.
extension Reading {
    public enum Command: Hashable, Sendable {
        /// The next page (after the last, the story's questions); the page before; the first page; the shelf.
        case nextPage, previousPage, firstPage, toShelf
        /// Says the word at this place of the page alone (from 0): a click on it.
        case sayWord(Int)
    }

    static func row(_ command: Command) -> CommandTable.Row {
        let c = AppCommand.page(command)
        switch command {
        case .nextPage:
            return .init(c, [.init(.story, [.right, .enter], alsoTyped: ["", "n"])], hint: "Next page", control: "next-page", buttonOn: [.story])
        case .previousPage:
            return .init(c, [.init(.story, [.left], alsoTyped: ["p"])], hint: "Page before", control: "previous-page", buttonOn: [.story])
        case .firstPage: return .init(c, [.init([.story], .keys([.home]), alsoTyped: ["r"], hinted: false)], hint: "From the start")
        case .toShelf: return .init(c, [.init(.story, [.escape, .backspace], alsoTyped: ["b"])], hint: "All stories")
        case .sayWord: return .init(c, [], hint: "Say the word")
        }
    }

    public static func own(_ command: AppCommand) -> Command? {
        if case .page(let own) = command { return own }
        return nil
    }

    public func run(_ command: Command, _ app: inout AppState) -> [Effect] {
        switch command {
        case .nextPage: return turn(by: 1, &app)
        case .previousPage: return turn(by: -1, &app)
        case .firstPage:
            app.show(Reading.make(activity: activity, story: story, page: 0, &app))
            return Reading.keepPlace(activity, story, page: 0, &app)
        case .toShelf:
            app.show(Shelf.make(activity: activity, focus: story, &app))
            return []
        case .sayWord(let index): return sayWord(index, &app)
        }
    }

    public func command(for control: Control, _ app: AppState) -> AppCommand? {
        guard case .word(let n) = control else { return control.command }
        return .page(.sayWord(n))
    }
}
