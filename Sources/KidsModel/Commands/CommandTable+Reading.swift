/// Reading the table: the command of a key or a typed line on a screen, the buttons, hints, help and line words.
extension CommandTable {
    /// The keys of one screen, read from the rows once: the first row to name a key has it.
    struct ScreenKeys {
        var keys: [Key: Command] = [:]
        var digits: [(range: ClosedRange<Int>, command: Command)] = []
    }

    static let byScreen: [ScreenID: ScreenKeys] = Dictionary(uniqueKeysWithValues: ScreenID.allCases.map { screen in
        var found = ScreenKeys()
        for row in rows {
            for binding in row.bindings(in: screen) {
                switch binding.trigger {
                case .keys(let keys): for key in keys where found.keys[key] == nil { found.keys[key] = row.command }
                case .digits(let range): found.digits.append((range, row.command))
                case .pressed(let keys): for key in keys where found.keys[key] == nil { found.keys[key] = row.command }
                }
            }
        }
        return (screen, found)
    })

    // MARK: - Reading the table

    /// The command a key asks for on a screen, if any; in kiosk mode, none that is not offered there.
    public static func command(for key: Key, in screen: ScreenID, kiosk: Bool = false) -> Command? {
        guard let screen = byScreen[screen] else { return nil }
        // A capital is its small letter only where keys are pressed (Caps Lock on): elsewhere `G` is not `g`.
        if screen.keys[key] == nil, let pressed = screen.keys[KeyboardKeys.normalized(key)]?.with(key: KeyboardKeys.normalized(key)) {
            return pressed
        }
        if let command = screen.keys[key] {
            if let pressed = command.with(key: key) { return pressed }
            return offered(command, kiosk: kiosk) ? command : nil
        }
        for digits in screen.digits {
            if let command = Trigger.digits(digits.range).command(digits.command, for: key) { return command }
        }
        return nil
    }

    /// Whether a row is left out of what `state` offers: hidden when it cannot be used there.
    static func hidden(_ row: Row, in state: AppState?) -> Bool {
        guard row.hiddenWhenDisabled, let state else { return false }
        return !row.enabled(state)
    }

    /// Whether a command is offered: in kiosk mode, not the child's ways out.
    static func offered(_ command: Command, kiosk: Bool) -> Bool {
        !kiosk || row(command).kiosk == .same
    }

    /// The commands a line typed in line mode asks for on a screen, in order; nil when it means nothing there.
    /// Case and surrounding spaces do not matter; an empty line is Enter. In kiosk mode a word of a command not
    /// offered asks for what its rule says instead, on a child's screen, and means nothing elsewhere.
    public static func commands(forLine line: String, in screen: ScreenID, kiosk: Bool = false) -> [Command]? {
        let text = String(line.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()).lowercased()
        for row in rows {
            for binding in row.bindings(in: screen) where binding.words.contains(text) {
                guard kiosk, case .notOffered(let typed) = row.kiosk else { return [row.command] }
                return ScreenID.child.contains(screen) ? [typed] : nil
            }
        }
        // Where a game takes the letters and Enter (spelling), a typed word is its letters, then Enter.
        if !text.isEmpty, screen.traits.taken.contains(.enter), let enter = command(for: .enter, in: screen, kiosk: kiosk) {
            let letters = text.map { command(for: .character($0), in: screen, kiosk: kiosk) }
            if letters.allSatisfy({ $0?.takesKey == true }) { return letters.compactMap { $0 } + [enter] }
        }
        // Where keys are pressed, one typed character is its key, and an empty line is Enter.
        if text.count <= 1, let command = command(for: text.first.map(Key.character) ?? .enter, in: screen, kiosk: kiosk),
           command.takesKey {
            return [command]
        }
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isWholeNumber }) else { return nil }
        for row in rows {
            for binding in row.bindings(in: screen) {
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
    public static func words(_ command: Command, in screen: ScreenID) -> [String] {
        row(command).bindings(in: screen).flatMap(\.words)
    }

    /// The first word line mode takes for a command on a screen ("b" for home in a lesson).
    public static func word(_ command: Command, in screen: ScreenID) -> String {
        words(command, in: screen).first { !$0.isEmpty } ?? ""
    }

    /// The commands whose buttons a screen shows, in table order (the gate's digit keys are its keypad's).
    public static func buttons(on context: ScreenID) -> [Command] {
        rows.filter { $0.buttonOn.contains(context) }.map(\.command)
    }

    /// The buttons a screen shows in `state`: those it cannot use and does not offer (`Row.hiddenWhenDisabled`) left out.
    public static func buttons(on context: ScreenID, _ state: AppState) -> [Command] {
        buttons(on: context).filter { !row($0).hiddenWhenDisabled || row($0).enabled(state) }
    }

    /// The first key of a command on a screen, as hints write it ("Esc", "p").
    public static func keyLabel(_ command: Command, in screen: ScreenID) -> String? {
        guard let binding = row(command).bindings(in: screen).first else { return nil }
        switch binding.trigger {
        case .keys(let keys): return keys.first?.label
        case .digits, .pressed: return binding.trigger.label
        }
    }

    /// The footer's hints for a screen, in table order: the keys as written and the hint's English words. Kiosk
    /// mode offers no Quit to the child.
    /// `state`: leave out what it cannot use and does not offer (`Row.hiddenWhenDisabled`).
    public static func hints(in screen: ScreenID, kiosk: Bool = false, state: AppState? = nil) -> [(keys: String, hint: String)] {
        rows.filter { offered($0.command, kiosk: kiosk) && !hidden($0, in: state) }.flatMap { row in
            row.bindings(in: screen).filter(\.hinted).map { (keys: $0.trigger.label, hint: row.hint) }
        }
    }

    /// What `--help` lists for a screen: every binding with keys there but Ctrl-C's (which the help says
    /// works everywhere).
    public static func help(in screen: ScreenID) -> [(keys: String, hint: String)] {
        rows.flatMap { row in
            row.bindings(in: screen).filter { $0.trigger != .keys([.interrupt]) && $0.trigger != .keys([]) }
                .map { (keys: $0.trigger.label, hint: row.hint) }
        }
    }

    /// What line mode takes on a screen, for its hint: whether a number means something there, and the first
    /// word of each command in table order ("h", "b", "g", "q").
    public static func lineWords(in screen: ScreenID, kiosk: Bool = false, state: AppState? = nil) -> (number: Bool, words: [String]) {
        var number = false
        var words: [String] = []
        for row in rows where offered(row.command, kiosk: kiosk) && !hidden(row, in: state) {
            let bindings = row.bindings(in: screen)
            if bindings.contains(where: { $0.number != nil }) { number = true }
            if let word = bindings.lazy.flatMap(\.words).first(where: { !$0.isEmpty && !$0.allSatisfy(\.isNumber) }),
               !words.contains(word) {
                words.append(word)
            }
        }
        return (number, words)
    }
}
