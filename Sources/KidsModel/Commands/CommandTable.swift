/// The one table of commands (after charmbracelet/bubbles' `key.Binding`): for each command, the keys and the
/// typed words that ask for it on each screen, its button's label, its hint, its name in the state log and
/// when it can be used. Both front ends' input, the footer hints, the line view's prompts, `--help` and the
/// manual's test read it, so they never disagree. Adding a command is its case in `Command`, one row here and
/// its case in `AppState.run(_:)`; a grown-ups' setting is a case of `Setting`.
public enum CommandTable {
    // MARK: - The table

    private static let gateOpen: @Sendable (AppState) -> Bool = { !$0.gate.isLocked(at: $0.now) }
    private static let unanswered: @Sendable (AppState) -> Bool = { $0.lesson?.answered == false }

    /// The row of a command (its number does not matter): an exhaustive switch, so a command without a row
    /// does not compile. Fenrir takes a bare Esc for "stop speaking": every Esc has another key beside it. Line
    /// mode shows no focus: there an empty line in a lesson is Next, never the first tile (so `choose` has none).
    public static func row(_ command: Command) -> Row {
        let c = command.kind.commands[0]
        switch command {
        case .openActivity: return Row(c, [Binding([.home], .digits(1...9), number: .whole(lineUpTo: 9))], hint: "Play")
        case .answerNumber:
            return Row(c, [Binding([.lesson], .digits(0...9), number: .whole(lineUpTo: 99))], hint: "Answer", enabled: unanswered)
        case .answer: return Row(c, [], hint: "Answer", enabled: unanswered)
        case .press: // Line mode takes one typed character as its key, and an empty line as Enter (`commands(forLine:)`).
            return Row(c, [Binding([.typing], .pressed(KeyboardKeys.answers)), Binding([.explore], .pressed(KeyboardKeys.explored))],
                       hint: "Press a key")
        case .typeDigit:
            return Row(c, [Binding([.gate], .digits(0...9), number: .eachDigit(then: .submit))], hint: "Type the answer", enabled: gateOpen)
        case .deleteDigit:
            return Row(c, [Binding(.gate, [.backspace])], hint: "Delete", label: "Del", control: "delete", buttonOn: [.gate], enabled: gateOpen)
        case .submit:
            return Row(c, [Binding(.gate, [.enter], alsoTyped: [""])], hint: "Check", label: "OK", control: "enter", buttonOn: [.gate], enabled: gateOpen)
        case .close: return Row(c, [Binding(.gate, [.escape, .character("b")])], hint: "Close", keyOnButton: true, control: "close", buttonOn: [.gate])
        case .choose:
            return Row(c, [Binding(ScreenID.focusing.filter { $0 != .lesson }, .keys([.enter]), alsoTyped: [""], hinted: false),
                           Binding(.lesson, [.enter], hinted: false)], hint: "Choose")
        case .hearAgain:
            return Row(c, [Binding([.home, .lesson, .who, .shelf, .story], .keys([.character(" ")]), alsoTyped: ["h"]),
                           Binding(.typing, [.character(" ")], alsoTyped: ["again"]), Binding(.explore, [], alsoTyped: ["again"], hinted: false)],
                       hint: "Hear again", control: "hear-again", buttonOn: [.lesson, .typing], enabled: { $0.lesson != nil || $0.isHome || [.explore, .who, .shelf, .story].contains($0.screenID) })
        case .next:
            return Row(c, [Binding(.lesson, [.character("n")], alsoTyped: [""]), Binding(.typing, [.enter], alsoTyped: ["", "next"])],
                       hint: "Next", control: "next", buttonOn: [.lesson, .typing], enabled: { $0.lesson?.answered == true })
        case .playAgain:
            return Row(c, [Binding(.done, [.character("p")], alsoTyped: ["1"])], hint: "Play again", label: "Again", control: "play-again", buttonOn: [.done])
        case .goHome:
            return Row(c, [Binding(.lesson, [.escape, .backspace], alsoTyped: ["b"]), Binding(.done, [.escape, .backspace], alsoTyped: ["b", "2"]),
                           Binding(ScreenID.keyed, .keys([.escape, .home]), alsoTyped: ["back"]), Binding(.shelf, [.escape, .backspace], alsoTyped: ["b"])],
                       hint: "Home", control: "home", buttonOn: [.done])
        case .backAtHome: return Row(c, [Binding(.home, [.backspace], alsoTyped: ["b"], hinted: false)], hint: "Back")
        case .grownUps:
            return Row(c, [Binding(.home, [.character("g")]), Binding([.lesson, .done, .who, .shelf, .story], .keys([.character("g")]), hinted: false)],
                       hint: "Grown-ups", keyOnButton: true, control: "grown-ups", buttonOn: [.home])
        case .hush: return Row(c, [Binding(ScreenID.lettered, .keys([.character("s")]), hinted: false)], hint: "Hush")
        case .whereAmI:
            return Row(c, [Binding(ScreenID.lettered, .keys([.character("w")]), hinted: false),
                           Binding(ScreenID.keyed, .keys([.tab, .backTab]), alsoTyped: ["where"])], hint: "Where am I")
        case .reset: return button(c, on: .grownUps, [.character("r")], hint: "Reset progress", label: "Reset", control: "reset")
        case .confirmReset: return button(c, on: .confirmReset, [.character("y")], hint: "Yes, reset", label: "Yes", control: "yes")
        case .cancelReset: return button(c, on: .confirmReset, [.character("n"), .escape], alsoTyped: ["b"], hint: "No", control: "no")
        case .setting(let setting): return setting.row
        case .openStory, .nextPage, .previousPage, .firstPage, .toShelf, .sayWord: return storyRow(c)
        case .chooseChild, .whoIsPlaying, .showChildren, .childReport, .addChild, .removeChild, .confirmRemove, .cancelRemove, .leaveChildren, .leaveChildPage: return childrenRow(c)
        case .quitApp: return button(c, on: .grownUps, [.character("x")], hint: "Quit the app", label: "Quit", control: "quit")
        case .leaveGrownUps: return button(c, on: .grownUps, [.character("d"), .escape], alsoTyped: ["b"], hint: "Done", control: "done")
        case .quit:
            // Where every letter is a key, `q` is one too: line mode quits with the whole word.
            return Row(c, [Binding([.home, .who], .keys([.character("q"), .escape])), Binding(.tooSmall, [.character("q")]),
                           Binding(ScreenID.allCases.filter { !ScreenID.keyed.contains($0) }, .keys([.interrupt]), alsoTyped: ["q", "quit"], hinted: false),
                           Binding(ScreenID.keyed, .keys([.interrupt]), alsoTyped: ["quit"], hinted: false)],
                       hint: "Quit", kiosk: .notOffered(typed: .grownUps))
        case .focusNext, .focusPrevious, .focusFirst, .focusLast: return focusRow(c)
        case .scrollDown: return Row(c, [Binding(ScreenID.paged, .keys([.pageDown]), hinted: false)], hint: "More")
        case .scrollUp: return Row(c, [Binding(ScreenID.paged, .keys([.pageUp]), hinted: false)], hint: "Back a page")
        }
    }

    /// The rows that move the focus: the arrows, Tab, Home and End where focus moves; Tab from word to word on a
    /// story's page (where the arrows turn the pages).
    static func focusRow(_ c: Command) -> Row {
        switch c {
        case .focusNext:
            return Row(c, [Binding(ScreenID.focusing, .keys([.right, .down, .tab]), hinted: false), Binding(.story, [.tab], hinted: false)], hint: "Move")
        case .focusPrevious:
            return Row(c, [Binding(ScreenID.focusing, .keys([.left, .up, .backTab]), hinted: false), Binding(.story, [.backTab], hinted: false)],
                       hint: "Move back")
        case .focusFirst: return Row(c, [Binding(ScreenID.focusing, .keys([.home]), hinted: false)], hint: "First")
        case .focusLast: return Row(c, [Binding(ScreenID.focusing, .keys([.end]), hinted: false)], hint: "Last")
        default: return Row(c, [], hint: "")  // Not a focus command: `row(_:)` never sends one.
        }
    }

    /// A button of the grown-ups' area, its key shown on it.
    static func button(_ command: Command, on screen: ScreenID, _ keys: [Key], alsoTyped: [String] = [], hint: String,
                               label: String? = nil, control: String) -> Row {
        Row(command, [Binding(screen, keys, alsoTyped: alsoTyped)], hint: hint, label: label, keyOnButton: true, control: control, buttonOn: [screen])
    }

    /// Every command's row, in the order hints and help list them.
    public static let rows: [Row] = Command.all.map(row)
}
