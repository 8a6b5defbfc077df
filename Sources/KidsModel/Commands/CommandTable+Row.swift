/// The table's parts: what asks for a command (a trigger, on which screens, with which typed words), the kiosk rule,
/// and a row.
extension CommandTable {
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
            case .pressed(let keys):
                // A few keys as they are (a braille cell's dots: "f d s j k l"); letters only (a word spelled), or
                // letters and digits (a key to press).
                if keys.count <= 6 { return keys.map(\.label).joined(separator: " ") }
                return keys.allSatisfy { if case .character(let c) = $0 { return c.isLetter } else { return false } } ? "a–z" : "a–z/0–9"
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
                return keys.contains(key) ? command.with(key: key) : nil
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
        /// Whether hints and line mode leave it out where it cannot be used (Who is playing? with one child).
        public var hiddenWhenDisabled = false

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
}
