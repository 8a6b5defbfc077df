import Foundation

/// The one table of commands (after charmbracelet/bubbles' `key.Binding`): for each command, the keys and the
/// typed words that ask for it on each screen, its button's label, its hint, its name in the state log and
/// when it can be used. Both front ends' input, the footer hints, the line view's prompts, `--help` and the
/// manual's test read it, so they never disagree. Adding a command is one row here and its case in
/// `AppState.run(_:)`.
public enum CommandTable {
    /// The screens as far as commands are concerned.
    public enum Context: String, Hashable, Sendable, CaseIterable {
        case home, lesson, done, gate, grownUps = "grown-ups", confirmReset = "confirm-reset", tooSmall = "too-small"

        /// The screens where focus moves and Enter chooses.
        static let focusing: [Context] = [.home, .lesson, .done, .grownUps, .confirmReset]
    }

    /// Keys that ask for a command: listed keys, or a range of digit keys that pass their digit on.
    public enum Trigger: Hashable, Sendable {
        case keys([Key])
        case digits(ClosedRange<Int>)

        /// How hints and help write it: `Esc/Backspace`, `1–9`.
        public var label: String {
            switch self {
            case .keys(let keys): return keys.map(\.label).joined(separator: "/")
            case .digits(let range): return range.count == 1 ? "\(range.lowerBound)" : "\(range.lowerBound)–\(range.upperBound)"
            }
        }

        /// The command `key` asks for through this trigger, if it is one of its keys.
        func command(_ command: Command, for key: Key) -> Command? {
            switch self {
            case .keys(let keys): return keys.contains(key) ? command : nil
            case .digits(let range):
                guard case .character(let c) = key, c.isASCII, let digit = c.wholeNumberValue, range.contains(digit) else { return nil }
                return command.with(number: digit)
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
        public var screens: [Context]
        public var trigger: Trigger
        /// The lines that line mode takes for it: its printable keys (not Space), then `alsoTyped`.
        public var words: [String]
        /// How a typed number asks for it (digit triggers only).
        public var number: Number?
        /// Shown in the footer; every binding but Ctrl-C's is listed in `--help`.
        public var hinted: Bool

        init(_ screens: [Context], _ trigger: Trigger, alsoTyped: [String] = [], number: Number? = nil, hinted: Bool = true) {
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

        init(_ screen: Context, _ keys: [Key], alsoTyped: [String] = [], hinted: Bool = true) {
            self.init([screen], .keys(keys), alsoTyped: alsoTyped, hinted: hinted)
        }
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
        public var buttonOn: [Context]
        /// Whether it can be used now; when not, it does nothing and its button is drawn disabled.
        public var enabled: @Sendable (AppState) -> Bool
        /// Not offered in kiosk mode: no hint, no line-mode word (the child's Quit).
        public var hiddenInKiosk: Bool

        init(_ command: Command, _ bindings: [Binding], hint: String, label: String? = nil, keyOnButton: Bool = false,
             control: String? = nil, buttonOn: [Context] = [], hiddenInKiosk: Bool = false,
             enabled: @escaping @Sendable (AppState) -> Bool = { _ in true }) {
            self.command = command
            self.bindings = bindings
            self.hint = hint
            self.label = label
            self.keyOnButton = keyOnButton
            self.control = control
            self.buttonOn = buttonOn
            self.hiddenInKiosk = hiddenInKiosk
            self.enabled = enabled
        }

        /// The bindings on one screen.
        public func bindings(in context: Context) -> [Binding] {
            bindings.filter { $0.screens.contains(context) }
        }

        /// The label of its button on a screen, in the pack's words: "r Reset", "Hear again".
        public func buttonLabel(in context: Context, words: Words) -> String {
            let text = words(label ?? hint)
            guard keyOnButton, let key = CommandTable.keyLabel(command, in: context) else { return text }
            return key + " " + text
        }
    }

    // MARK: - The table

    private static let child: [Context] = [.home, .lesson, .done]
    private static let gateOpen: @Sendable (AppState) -> Bool = { !$0.gate.isLocked(at: $0.now) }

    /// Every command, in the order hints and help list them.
    public static let rows: [Row] = [
        Row(.openActivity(0), [Binding([.home], .digits(1...9), number: .whole(lineUpTo: 9))], hint: "Play"),
        Row(.answerNumber(0), [Binding([.lesson], .digits(1...9), number: .whole(lineUpTo: 99))], hint: "Answer",
            enabled: { $0.lesson?.answered == false }),
        Row(.answer(0), [], hint: "Answer", enabled: { $0.lesson?.answered == false }),
        Row(.typeDigit(0), [Binding([.gate], .digits(0...9), number: .eachDigit(then: .submit))], hint: "Type the answer",
            enabled: gateOpen),
        Row(.deleteDigit, [Binding(.gate, [.backspace])], hint: "Delete", label: "Del", control: "delete",
            buttonOn: [.gate], enabled: gateOpen),
        Row(.submit, [Binding(.gate, [.enter], alsoTyped: [""])], hint: "Check", label: "OK", control: "enter",
            buttonOn: [.gate], enabled: gateOpen),
        // Fenrir takes a bare Esc for "stop speaking": every Esc has another key beside it.
        Row(.close, [Binding(.gate, [.escape, .character("b")])], hint: "Close", keyOnButton: true, control: "close",
            buttonOn: [.gate]),
        // Line mode shows no focus: there an empty line in a lesson is Next, never the first tile.
        Row(.choose, [Binding(Context.focusing.filter { $0 != .lesson }, .keys([.enter]), alsoTyped: [""], hinted: false),
                      Binding(.lesson, [.enter], hinted: false)], hint: "Choose"),
        Row(.hearAgain, [Binding([.home, .lesson], .keys([.character(" ")]), alsoTyped: ["h"])], hint: "Hear again",
            control: "hear-again", buttonOn: [.lesson], enabled: { $0.lesson != nil || $0.isHome }),
        Row(.next, [Binding(.lesson, [.character("n")], alsoTyped: [""])], hint: "Next", control: "next", buttonOn: [.lesson],
            enabled: { $0.lesson?.answered == true }),
        Row(.playAgain, [Binding(.done, [.character("p")], alsoTyped: ["1"])], hint: "Play again", label: "Again",
            control: "play-again", buttonOn: [.done]),
        Row(.home, [Binding(.lesson, [.escape, .backspace], alsoTyped: ["b"]), Binding(.done, [.escape, .backspace], alsoTyped: ["b", "2"])],
            hint: "Home", control: "home", buttonOn: [.done]),
        Row(.backAtHome, [Binding(.home, [.backspace], alsoTyped: ["b"], hinted: false)], hint: "Back"),
        Row(.grownUps, [Binding(.home, [.character("g")]), Binding([.lesson, .done], .keys([.character("g")]), hinted: false)],
            hint: "Grown-ups", keyOnButton: true, control: "grown-ups", buttonOn: [.home]),
        Row(.hush, [Binding(child, .keys([.character("s")]), hinted: false)], hint: "Hush"),
        Row(.whereAmI, [Binding(child, .keys([.character("w")]), hinted: false)], hint: "Where am I"),
        Row(.reset, [Binding(.grownUps, [.character("r")])], hint: "Reset progress", label: "Reset", keyOnButton: true,
            control: "reset", buttonOn: [.grownUps]),
        Row(.confirmReset, [Binding(.confirmReset, [.character("y")])], hint: "Yes, reset", label: "Yes", keyOnButton: true,
            control: "yes", buttonOn: [.confirmReset]),
        Row(.cancelReset, [Binding(.confirmReset, [.character("n"), .escape], alsoTyped: ["b"])], hint: "No", keyOnButton: true,
            control: "no", buttonOn: [.confirmReset]),
        Row(.toggleSpeech, [Binding(.grownUps, [.character("s")])], hint: "Speech on/off", label: "Speech", keyOnButton: true,
            control: "speech", buttonOn: [.grownUps]),
        Row(.slower, [Binding(.grownUps, [.character("-")])], hint: "Slower", keyOnButton: true, control: "slower",
            buttonOn: [.grownUps]),
        Row(.faster, [Binding(.grownUps, [.character("+"), .character("=")])], hint: "Faster", keyOnButton: true,
            control: "faster", buttonOn: [.grownUps]),
        Row(.nextVoice, [Binding(.grownUps, [.character("v")])], hint: "Voice", keyOnButton: true, control: "voice",
            buttonOn: [.grownUps], enabled: { !$0.voices.isEmpty }),
        Row(.toggleLineMode, [Binding(.grownUps, [.character("l")])], hint: "Line mode on/off", label: "Line mode", keyOnButton: true,
            control: "line-mode", buttonOn: [.grownUps]),
        Row(.nextPitch, [Binding(.grownUps, [.character("p")])], hint: "Pitch", keyOnButton: true, control: "pitch",
            buttonOn: [.grownUps]),
        Row(.nextWordGap, [Binding(.grownUps, [.character("g")])], hint: "Gaps between words", label: "Gaps", keyOnButton: true,
            control: "word-gap", buttonOn: [.grownUps]),
        Row(.toggleSlowerRepeat, [Binding(.grownUps, [.character("a")])], hint: "Slower when asked again", label: "Slower again",
            keyOnButton: true, control: "slower-again", buttonOn: [.grownUps]),
        Row(.toggleKiosk, [Binding(.grownUps, [.character("k")])], hint: "Quitting needs a grown-up", label: "Kiosk",
            keyOnButton: true, control: "kiosk", buttonOn: [.grownUps]),
        Row(.quitApp, [Binding(.grownUps, [.character("x")])], hint: "Quit the app", label: "Quit", keyOnButton: true,
            control: "quit", buttonOn: [.grownUps]),
        Row(.leaveGrownUps, [Binding(.grownUps, [.character("d"), .escape], alsoTyped: ["b"])], hint: "Done", keyOnButton: true,
            control: "done", buttonOn: [.grownUps]),
        Row(.quit, [Binding(.home, [.character("q"), .escape]), Binding(.tooSmall, [.character("q")]),
                    Binding(Context.allCases, .keys([.interrupt]), alsoTyped: ["q", "quit"], hinted: false)],
            hint: "Quit", hiddenInKiosk: true, enabled: { !$0.kiosk }),
        Row(.focusNext, [Binding(Context.focusing, .keys([.right, .down, .tab]), hinted: false)], hint: "Move"),
        Row(.focusPrevious, [Binding(Context.focusing, .keys([.left, .up, .backTab]), hinted: false)], hint: "Move back"),
        Row(.focusFirst, [Binding(Context.focusing, .keys([.home]), hinted: false)], hint: "First"),
        Row(.focusLast, [Binding(Context.focusing, .keys([.end]), hinted: false)], hint: "Last"),
    ]

    private static let byCommand = Dictionary(uniqueKeysWithValues: rows.map { ($0.command, $0) })

    /// The keys of one screen, read from the rows once: the first row to name a key has it.
    private struct ScreenKeys {
        var keys: [Key: Command] = [:]
        var digits: [(range: ClosedRange<Int>, command: Command)] = []
    }

    private static let byScreen: [Context: ScreenKeys] = Dictionary(uniqueKeysWithValues: Context.allCases.map { context in
        var screen = ScreenKeys()
        for row in rows {
            for binding in row.bindings(in: context) {
                switch binding.trigger {
                case .keys(let keys): for key in keys where screen.keys[key] == nil { screen.keys[key] = row.command }
                case .digits(let range): screen.digits.append((range, row.command))
                }
            }
        }
        return (context, screen)
    })

    // MARK: - Reading the table

    /// The row of a command (its number does not matter).
    public static func row(_ command: Command) -> Row {
        guard let row = byCommand[command.row] else {
            // Every command has a row; a new command without one stops a debug build (and so the tests) here.
            assertionFailure("the command table has no row for \(command)")
            return Row(command, [], hint: "", enabled: { _ in false })
        }
        return row
    }

    /// The command a key asks for on a screen, if any.
    public static func command(for key: Key, in context: Context) -> Command? {
        guard let screen = byScreen[context] else { return nil }
        if let command = screen.keys[key] { return command }
        for digits in screen.digits {
            if let command = Trigger.digits(digits.range).command(digits.command, for: key) { return command }
        }
        return nil
    }

    /// The commands a line typed in line mode asks for on a screen, in order; nil when it means nothing there.
    /// Case and surrounding spaces do not matter; an empty line is Enter.
    public static func commands(forLine line: String, in context: Context) -> [Command]? {
        let text = line.trimmingCharacters(in: .whitespaces).lowercased()
        for row in rows {
            for binding in row.bindings(in: context) where binding.words.contains(text) {
                return [row.command]
            }
        }
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isWholeNumber }) else { return nil }
        for row in rows {
            for binding in row.bindings(in: context) {
                guard let number = binding.number, case .digits(let range) = binding.trigger else { continue }
                switch number {
                case .whole(let most):
                    guard let n = Int(text), range.lowerBound...max(range.upperBound, most) ~= n else { continue }
                    return [row.command.with(number: n)]
                case .eachDigit(let then):
                    return text.compactMap(\.wholeNumberValue).map { row.command.with(number: $0) } + [then]
                }
            }
        }
        return nil
    }

    /// The words line mode takes for a command on a screen.
    public static func words(_ command: Command, in context: Context) -> [String] {
        row(command).bindings(in: context).flatMap(\.words)
    }

    /// The first word line mode takes for a command on a screen ("b" for home in a lesson).
    public static func word(_ command: Command, in context: Context) -> String {
        words(command, in: context).first { !$0.isEmpty } ?? ""
    }

    /// The commands whose buttons a screen shows, in table order (the gate's digit keys are its keypad's).
    public static func buttons(on context: Context) -> [Command] {
        rows.filter { $0.buttonOn.contains(context) }.map(\.command)
    }

    /// The first key of a command on a screen, as hints write it ("Esc", "p").
    public static func keyLabel(_ command: Command, in context: Context) -> String? {
        guard let binding = row(command).bindings(in: context).first else { return nil }
        switch binding.trigger {
        case .keys(let keys): return keys.first?.label
        case .digits: return binding.trigger.label
        }
    }

    /// The footer's hints for a screen, in table order: the keys as written and the hint's English words. Kiosk
    /// mode offers no Quit to the child.
    public static func hints(in context: Context, kiosk: Bool = false) -> [(keys: String, hint: String)] {
        rows.filter { !(kiosk && $0.hiddenInKiosk) }.flatMap { row in
            row.bindings(in: context).filter(\.hinted).map { (keys: $0.trigger.label, hint: row.hint) }
        }
    }

    /// What `--help` lists for a screen: every binding with keys there but Ctrl-C's (which the help says
    /// works everywhere).
    public static func help(in context: Context) -> [(keys: String, hint: String)] {
        rows.flatMap { row in
            row.bindings(in: context).filter { $0.trigger != .keys([.interrupt]) && $0.trigger != .keys([]) }
                .map { (keys: $0.trigger.label, hint: row.hint) }
        }
    }

    /// What line mode takes on a screen, for its hint: whether a number means something there, and the first
    /// word of each command in table order ("h", "b", "g", "q").
    public static func lineWords(in context: Context, kiosk: Bool = false) -> (number: Bool, words: [String]) {
        var number = false
        var words: [String] = []
        for row in rows where !(kiosk && row.hiddenInKiosk) {
            let bindings = row.bindings(in: context)
            if bindings.contains(where: { $0.number != nil }) { number = true }
            if let word = bindings.lazy.flatMap(\.words).first(where: { !$0.isEmpty && !$0.allSatisfy(\.isNumber) }),
               !words.contains(word) {
                words.append(word)
            }
        }
        return (number, words)
    }
}
