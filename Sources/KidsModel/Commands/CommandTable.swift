/// The one table of commands (after charmbracelet/bubbles' `key.Binding`): for each command, the keys and the
/// typed words that ask for it on each screen, its button's label, its hint, its name in the state log and
/// when it can be used. Both front ends' input, the footer hints, the line view's prompts, `--help` and the
/// manual's test read it, so they never disagree. Adding a command is its case in `Command`, one row here and
/// its case in `AppState.run(_:)`; a grown-ups' setting is a case of `Setting`.
public enum CommandTable {
    /// Keys that ask for a command: listed keys, or a range of digit keys that pass their digit on.
    public enum Trigger: Hashable, Sendable {
        case keys([Key])
        case digits(ClosedRange<Int>)
        /// Each of these keys is passed on to the command (`press`): a capital as its small letter.
        case pressed([Key])

        /// How hints and help write it: `Esc/Backspace`, `1–9`, `a–z/0–9`.
        public var label: String {
            switch self {
            case .keys(let keys): return keys.map(\.label).joined(separator: "/")
            case .digits(let range): return range.count == 1 ? "\(range.lowerBound)" : "\(range.lowerBound)–\(range.upperBound)"
            case .pressed: return "a–z/0–9"
            }
        }

        /// The command `key` asks for through this trigger, if it is one of its keys.
        func command(_ command: Command, for key: Key) -> Command? {
            switch self {
            case .keys(let keys): return keys.contains(key) ? command : nil
            case .digits(let range):
                guard case .character(let c) = key, c.isASCII, let digit = c.wholeNumberValue, range.contains(digit) else { return nil }
                return command.with(number: digit)
            case .pressed(let keys):
                let key = KeyboardKeys.normalized(key)
                return keys.contains(key) ? .press(key) : nil
            }
        }
    }

    /// How a typed line that is a number asks for a command of a digit trigger.
    public enum Number: Hashable, Sendable {
        /// The number is the command's number: "3" opens the third activity. A typed line may go past the
        /// digit keys, up to `lineUpTo` ("10" picks the tile labelled 10).
        case whole(lineUpTo: Int)
        /// Each digit is typed, then `then` follows: "42" in the gate types 4 and 2, then checks.
        case eachDigit(then: Command)
    }

    /// Where and how a command is asked for: on these screens, with these keys, and in line mode with these
    /// typed words. A binding's keys and words do the same thing (a table-driven test holds it to that).
    public struct Binding: Hashable, Sendable {
        public var screens: [ScreenID]
        public var trigger: Trigger
        /// The lines that line mode takes for it: its printable keys (not Space), then `alsoTyped`.
        public var words: [String]
        /// How a typed number asks for it (digit triggers only).
        public var number: Number?
        /// Shown in the footer; every binding but Ctrl-C's is listed in `--help`.
        public var hinted: Bool

        init(_ screens: [ScreenID], _ trigger: Trigger, alsoTyped: [String] = [], number: Number? = nil, hinted: Bool = true) {
            self.screens = screens
            self.trigger = trigger
            var words: [String] = []
            if case .keys(let keys) = trigger {
                for case .character(let c) in keys where c != " " { words.append(String(c)) }
            }
            self.words = words + alsoTyped
            self.number = number
            self.hinted = hinted
        }

        init(_ screen: ScreenID, _ keys: [Key], alsoTyped: [String] = [], hinted: Bool = true) {
            self.init([screen], .keys(keys), alsoTyped: alsoTyped, hinted: hinted)
        }
    }

    /// The kiosk rule (DESIGN §3), in one place: in kiosk mode the child's ways out are not offered.
    public enum KioskRule: Hashable, Sendable {
        /// Kiosk mode changes nothing.
        case same
        /// In kiosk mode its keys do nothing, and no hint or line word offers it; on a child's screen its typed
        /// words ask for `typed` instead (a typed `q` asks for a grown-up: the gate, behind which Quit is).
        case notOffered(typed: Command)
    }

    /// One command: how it is asked for, and how it is shown.
    public struct Row: Sendable {
        /// The command, with 0 for its number if it takes one.
        public var command: Command
        public var bindings: [Binding]
        /// Hint and help words, in English; shown through the pack's `Words` ("Reset progress").
        public var hint: String
        /// Its button's words when it has a button on screen ("Reset"); nil when it has none.
        public var label: String?
        /// Whether its button shows the key before the label ("r Reset").
        public var keyOnButton: Bool
        /// Its button's name in the state log ("hear-again").
        public var control: String?
        /// The screens that show its button, in table order (the layout decides where).
        public var buttonOn: [ScreenID]
        /// Whether it can be used now; when not, it does nothing and its button is drawn disabled.
        public var enabled: @Sendable (AppState) -> Bool
        /// What kiosk mode does to it.
        public var kiosk: KioskRule

        init(_ command: Command, _ bindings: [Binding], hint: String, label: String? = nil, keyOnButton: Bool = false,
             control: String? = nil, buttonOn: [ScreenID] = [], kiosk: KioskRule = .same,
             enabled: @escaping @Sendable (AppState) -> Bool = { _ in true }) {
            self.command = command
            self.bindings = bindings
            self.hint = hint
            self.label = label
            self.keyOnButton = keyOnButton
            self.control = control
            self.buttonOn = buttonOn
            self.kiosk = kiosk
            self.enabled = enabled
        }

        /// The bindings on one screen.
        public func bindings(in context: ScreenID) -> [Binding] {
            bindings.filter { $0.screens.contains(context) }
        }

        /// The label of its button on a screen, in the pack's words: "r Reset", "Hear again".
        public func buttonLabel(in context: ScreenID, words: Words) -> String {
            let text = words(label ?? hint)
            guard keyOnButton, let key = CommandTable.keyLabel(command, in: context) else { return text }
            return key + " " + text
        }
    }

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
        case .press:
            // Line mode takes one typed character as its key, and an empty line as Enter (`commands(forLine:)`).
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
            return Row(c, [Binding([.home, .lesson], .keys([.character(" ")]), alsoTyped: ["h"]),
                           Binding(.typing, [.character(" ")], alsoTyped: ["again"])],
                       hint: "Hear again", control: "hear-again", buttonOn: [.lesson, .typing], enabled: { $0.lesson != nil || $0.isHome })
        case .next:
            return Row(c, [Binding(.lesson, [.character("n")], alsoTyped: [""]), Binding(.typing, [.enter], alsoTyped: ["", "next"])],
                       hint: "Next", control: "next", buttonOn: [.lesson, .typing], enabled: { $0.lesson?.answered == true })
        case .playAgain:
            return Row(c, [Binding(.done, [.character("p")], alsoTyped: ["1"])], hint: "Play again", label: "Again", control: "play-again", buttonOn: [.done])
        case .goHome:
            return Row(c, [Binding(.lesson, [.escape, .backspace], alsoTyped: ["b"]), Binding(.done, [.escape, .backspace], alsoTyped: ["b", "2"]),
                           Binding(ScreenID.keyed, .keys([.escape, .home]), alsoTyped: ["back"])],
                       hint: "Home", control: "home", buttonOn: [.done])
        case .backAtHome: return Row(c, [Binding(.home, [.backspace], alsoTyped: ["b"], hinted: false)], hint: "Back")
        case .grownUps:
            return Row(c, [Binding(.home, [.character("g")]), Binding([.lesson, .done], .keys([.character("g")]), hinted: false)],
                       hint: "Grown-ups", keyOnButton: true, control: "grown-ups", buttonOn: [.home])
        case .hush: return Row(c, [Binding(ScreenID.lettered, .keys([.character("s")]), hinted: false)], hint: "Hush")
        case .whereAmI:
            return Row(c, [Binding(ScreenID.lettered, .keys([.character("w")]), hinted: false),
                           Binding(ScreenID.keyed, .keys([.tab, .backTab]), alsoTyped: ["where"])], hint: "Where am I")
        case .reset:
            return Row(c, [Binding(.grownUps, [.character("r")])], hint: "Reset progress", label: "Reset", keyOnButton: true, control: "reset",
                       buttonOn: [.grownUps])
        case .confirmReset:
            return Row(c, [Binding(.confirmReset, [.character("y")])], hint: "Yes, reset", label: "Yes", keyOnButton: true, control: "yes",
                       buttonOn: [.confirmReset])
        case .cancelReset:
            return Row(c, [Binding(.confirmReset, [.character("n"), .escape], alsoTyped: ["b"])], hint: "No", keyOnButton: true, control: "no",
                       buttonOn: [.confirmReset])
        case .setting(let setting): return setting.row
        case .quitApp:
            return Row(c, [Binding(.grownUps, [.character("x")])], hint: "Quit the app", label: "Quit", keyOnButton: true, control: "quit",
                       buttonOn: [.grownUps])
        case .leaveGrownUps:
            return Row(c, [Binding(.grownUps, [.character("d"), .escape], alsoTyped: ["b"])], hint: "Done", keyOnButton: true, control: "done",
                       buttonOn: [.grownUps])
        case .quit:
            // Where every letter is a key, `q` is one too: line mode quits with the whole word.
            return Row(c, [Binding(.home, [.character("q"), .escape]), Binding(.tooSmall, [.character("q")]),
                           Binding(ScreenID.allCases.filter { !ScreenID.keyed.contains($0) }, .keys([.interrupt]), alsoTyped: ["q", "quit"], hinted: false),
                           Binding(ScreenID.keyed, .keys([.interrupt]), alsoTyped: ["quit"], hinted: false)],
                       hint: "Quit", kiosk: .notOffered(typed: .grownUps))
        case .focusNext: return Row(c, [Binding(ScreenID.focusing, .keys([.right, .down, .tab]), hinted: false)], hint: "Move")
        case .focusPrevious: return Row(c, [Binding(ScreenID.focusing, .keys([.left, .up, .backTab]), hinted: false)], hint: "Move back")
        case .focusFirst: return Row(c, [Binding(ScreenID.focusing, .keys([.home]), hinted: false)], hint: "First")
        case .focusLast: return Row(c, [Binding(ScreenID.focusing, .keys([.end]), hinted: false)], hint: "Last")
        }
    }

    /// Every command's row, in the order hints and help list them.
    public static let rows: [Row] = Command.all.map(row)
}
