/// The one table of commands (after charmbracelet/bubbles' `key.Binding`): for each command, the keys and the
/// typed words that ask for it on each screen, its button's label, its hint, its name in the state log and
/// when it can be used. Both front ends' input, the footer hints, the line view's prompts, `--help` and the
/// manual's test read it, so they never disagree. A screen's own command is a case of its `Command`, with its
/// row and what it does beside it in the screen's folder; a grown-ups' setting is a case of `Setting`.
public enum CommandTable {
    // MARK: - The table

    /// The row of a command (its number does not matter): an exhaustive switch, so a command without a row
    /// does not compile. A screen's own commands are its rows; the others are the rows below. Fenrir takes a
    /// bare Esc for "stop speaking": every Esc has another key beside it.
    public static func row(_ command: Command) -> Row {
        switch command {
        case .home(let own): return Home.row(own)
        case .who(let own): return Who.row(own)
        case .lesson(let own): return Lesson.row(own)
        case .explore(let own): return Explore.row(own)
        case .done(let own): return Done.row(own)
        case .shelf(let own): return Shelf.row(own)
        case .page(let own): return Reading.row(own)
        case .gate(let own): return GateScreen.row(own)
        case .grownUps(let own): return GrownUps.row(own)
        case .children(let own): return ChildrenList.row(own)
        case .report(let own): return ChildPage.row(own)
        case .choose: return choose
        case .focusNext: return focusNext
        case .focusPrevious: return focusPrevious
        case .focusFirst: return Row(command, [Binding(ScreenID.focusing, .keys([.home]), hinted: false)], hint: "First")
        case .focusLast: return Row(command, [Binding(ScreenID.focusing, .keys([.end]), hinted: false)], hint: "Last")
        case .scrollDown: return Row(command, [Binding(ScreenID.paged, .keys([.pageDown]), hinted: false)], hint: "More")
        case .scrollUp: return Row(command, [Binding(ScreenID.paged, .keys([.pageUp]), hinted: false)], hint: "Back a page")
        case .hearAgain: return hearAgain
        case .back: return back
        case .openGate: return openGate
        case .hush: return Row(command, [Binding(ScreenID.lettered, .keys([.character("s")]), hinted: false)], hint: "Hush")
        case .whereAmI: return whereAmI
        case .quit: return quit
        }
    }

    /// Enter chooses what has focus. Line mode shows no focus: there an empty line in a lesson is Next, never the
    /// first tile (so it has no word there).
    static let choose = Row(.choose, [Binding(ScreenID.focusing.filter { !ScreenID.asking.contains($0) }, .keys([.enter]), alsoTyped: [""], hinted: false),
                                      Binding(ScreenID.asking, .keys([.enter]), hinted: false)], hint: "Choose")

    /// The arrows and Tab move the focus where it moves; on a story's page Tab goes from word to word (the arrows
    /// turn the pages).
    static let focusNext = Row(.focusNext, [Binding(ScreenID.focusing, .keys([.right, .down, .tab]), hinted: false),
                                            Binding(.story, [.tab], hinted: false)], hint: "Move")
    static let focusPrevious = Row(.focusPrevious, [Binding(ScreenID.focusing, .keys([.left, .up, .backTab]), hinted: false),
                                                    Binding(.story, [.backTab], hinted: false)], hint: "Move back")

    // On a question h too: the same key on every question of the listening card, where a game may take Space
    // (`ScreenID.Traits.taken`: the claps).
    static let hearAgain = Row(.hearAgain, [Binding([.home, .who, .shelf, .story], .keys([.character(" ")]), alsoTyped: ["h"])]
                                   + ScreenID.asking.map { screen in Binding(screen, [.character(" "), .character("h")].filter { !screen.traits.taken.contains($0) }) }
                                   + [Binding(ScreenID.keyedQuestions, .keys([.character(" ")]), alsoTyped: ["again"]),
                                      Binding(.explore, [], alsoTyped: ["again"], hinted: false)],
                               hint: "Hear again", control: "hear-again", buttonOn: ScreenID.questions)

    static let back = Row(.back, [Binding(ScreenID.asking, .keys([.escape, .backspace]), alsoTyped: ["b"]), Binding(.done, [.escape, .backspace], alsoTyped: ["b", "2"]),
                                      Binding(ScreenID.keyed, .keys([.escape, .home]), alsoTyped: ["back"]),
                                      Binding(.shelf, [.escape, .backspace], alsoTyped: ["b"])],
                            hint: "Home", control: "home", buttonOn: [.done])

    static let openGate = Row(.openGate, [Binding(.home, [.character("g")]),
                                          Binding(ScreenID.asking + [.done, .who, .shelf, .story], .keys([.character("g")]), hinted: false)],
                              hint: "Grown-ups", keyOnButton: true, control: "grown-ups", buttonOn: [.home])

    static let whereAmI = Row(.whereAmI, [Binding(ScreenID.lettered, .keys([.character("w")]), hinted: false),
                                          Binding(ScreenID.keyed, .keys([.tab, .backTab]), alsoTyped: ["where"])], hint: "Where am I")

    /// Where every letter is a key, `q` is one too: line mode quits with the whole word.
    static let quit = Row(.quit, [Binding([.home, .who], .keys([.character("q"), .escape])), Binding(.tooSmall, [.character("q")]),
                                  Binding(ScreenID.allCases.filter { !ScreenID.keyed.contains($0) }, .keys([.interrupt]), alsoTyped: ["q", "quit"],
                                          hinted: false),
                                  Binding(ScreenID.keyed, .keys([.interrupt]), alsoTyped: ["quit"], hinted: false)],
                          hint: "Quit", kiosk: .notOffered(typed: .openGate))

    /// A button of the grown-ups' area, its key shown on it.
    static func button(_ command: Command, on screen: ScreenID, _ keys: [Key], alsoTyped: [String] = [], hint: String,
                       label: String? = nil, control: String) -> Row {
        Row(command, [Binding(screen, keys, alsoTyped: alsoTyped)], hint: hint, label: label, keyOnButton: true, control: control, buttonOn: [screen])
    }

    /// Every command's row, in the order hints and help list them.
    public static let rows: [Row] = Command.all.map(row)
}
