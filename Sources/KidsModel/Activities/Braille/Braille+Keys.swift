/// Making or reading a braille letter, the game's own state (`Game`): the dots pressed so far (to make), the letter
/// pressed (to read), on its screen of its own (`brailling`).
extension Braille: Game {
    /// What the child has pressed of this showing.
    struct Entry: Hashable, Sendable, CustomStringConvertible {
        var cell = BrailleCell.blank
        var letter: String?
        var description: String { letter ?? String(cell.character) }
    }
    typealias State = Entry

    enum Action: GameAction {
        /// A dot's key (f d s j k l, 1 to 6), or a cell from a display's braille keys (its Space checks).
        case dot
        /// A letter's key, to read a cell.
        case letter
        /// Backspace: what was pressed rubbed out.
        case rub
        /// Enter: the cell or letter checked; once it is right, the next question.
        case check
        static let all: [Action] = [.dot, .letter, .rub, .check]
        var passesKey: Bool { self == .dot || self == .letter }
    }

    /// The Perkins keys of a keyboard, dot by dot: f d s for dots 1 2 3, j k l for dots 4 5 6, as a Perkins brailler's
    /// six keys lie under the fingers.
    static let perkins: [Character: Int] = ["f": 1, "d": 2, "s": 3, "j": 4, "k": 5, "l": 6]

    /// The keys of dots: f d s j k l, and the same by number, and the cells a display's braille keys type (U+2800, a
    /// blank cell, is its Space).
    static let perkinsKeys: [Key] = "fdsjkl".map(Key.character)
    static let dotKeys: [Key] = "123456".map(Key.character) + (0...0x3F).map { Key.character(BrailleCell(dots: UInt8($0)).character) }
    /// The letters of every layout and the accented ones, to read a cell with.
    /// (Not the dots' keys: f d s j k l are the dots' alone, and read as letters too when a cell is read.)
    static let letterKeys: [Key] = {
        let letters = (KeyboardKeys.characters + KeyboardKeys.unshifted).filter { if case .character(let c) = $0 { c.isLetter } else { false } }
        return (letters + "àâäçéèêëîïôöùûüÿœæñáíóúß".map(Key.character).filter { !letters.contains($0) }).filter { !perkinsKeys.contains($0) }
    }()
    /// Every key it takes.
    static let keys: [Key] = perkinsKeys + dotKeys + letterKeys

    static func start(_ q: Question) -> Entry { Entry() }

    static func row(_ action: Action) -> CommandTable.Row {
        switch action {
        case .dot: return .init(command(action), [.init([.brailling], .pressed(perkinsKeys)), .init([.brailling], .pressed(dotKeys), hinted: false)],
                                hint: "Press a dot")
        case .letter: return .init(command(action), [.init([.brailling], .pressed(letterKeys))], hint: "Type a letter", enabled: Lesson.unanswered)
        case .rub: return .init(command(action), [.init(.brailling, [.backspace], alsoTyped: ["rub"])], hint: "Rub out", enabled: Lesson.unanswered)
        case .check: return .init(command(action), [.init(.brailling, [.enter], alsoTyped: ["", "next"])], hint: "Check")
        }
    }

    static func reduce(_ entry: inout Entry, _ action: Action, _ play: GamePlay) -> [GameEffect] {
        let q = play.question
        switch action {
        case .dot, .letter:
            guard case .character(let key)? = play.key else { return [] }
            // A display's Space checks, as Enter does.
            if BrailleCell(key) == .blank { return reduce(&entry, .check, play) }
            guard !play.answered else { return [] }
            return reads(q) ? pressLetter(key, &entry, play) : pressDot(key, &entry, play)
        case .rub:
            guard !play.answered else { return [] }
            entry = Entry()
            return [.speak(play.utterance(.notice, play.words("Nothing pressed.")))]
        case .check:
            guard !play.answered else { return [.next] }
            return reads(q) ? checkLetter(&entry, play) : checkCell(&entry, play)
        }
    }

    /// A dot's key: the dot pressed, or taken away when it was; a display's cell: that cell. Said by number.
    static func pressDot(_ key: Character, _ entry: inout Entry, _ play: GamePlay) -> [GameEffect] {
        if let cell = BrailleCell(key) {
            entry.cell = cell
            return [.speak(play.utterance(.dot, cell.named(play.app.content)))]
        }
        guard let dot = perkins[Character(key.lowercased())] ?? key.wholeNumberValue.flatMap({ (1...6).contains($0) ? $0 : nil }) else {
            return [.speak(play.utterance(.notice, howTo(play.question, play.app)))]
        }
        entry.cell = entry.cell.toggling(dot)
        let on = entry.cell.numbers.contains(dot)
        return [.speak(play.utterance(.dot, on ? play.words("dot {n}", ["n": "\(dot)"]) : play.words("dot {n} off", ["n": "\(dot)"])))]
    }

    /// A letter's key (or its cell from a display), to read: the letter chosen, said by its name.
    static func pressLetter(_ key: Character, _ entry: inout Entry, _ play: GamePlay) -> [GameEffect] {
        let content = play.app.content
        guard let letter = BrailleCell(key).flatMap({ content.brailleLetters[$0] }) ?? (key.isLetter ? key.lowercased() : nil) else {
            return [.speak(play.utterance(.notice, howTo(play.question, play.app)))]
        }
        entry.letter = letter
        return [.speak(named(letter, play, kind: .key))]
    }

    /// The cell made, checked: right, what it is said again ("“c” is dots 1 and 4."); wrong, what it is and what the
    /// letter is, and the cell rubbed out for another try.
    static func checkCell(_ entry: inout Entry, _ play: GamePlay) -> [GameEffect] {
        let q = play.question, content = play.app.content
        guard let target = cell(of: q) else { return [] }
        guard entry.cell != .blank else { return [.speak(play.utterance(.notice, howTo(q, play.app)))] }
        let model = sentence({ play.words("“{letter}” is {dots}.", $0) }, q.correct, target, play, kind: .notice)
        guard entry.cell != target else { return [.answer(q.correct), .speak(queued(model))] }
        let made = entry.cell
        entry = Entry()
        let wrong = content.brailleLetters[made].map { sentence({ play.words("That is “{letter}”: {dots}.", $0) }, $0, made, play) }
            ?? sentence({ play.words("That is {dots}.", $0) }, nil, made, play)
        return [.answer(content.brailleLetters[made] ?? String(made.character)), .speak(queued(joined(wrong, model)))]
    }

    /// The letter pressed, checked: wrong, its cell told beside the one shown (never the letter shown).
    static func checkLetter(_ entry: inout Entry, _ play: GamePlay) -> [GameEffect] {
        let q = play.question, content = play.app.content
        guard let letter = entry.letter, let shown = cell(of: q) else { return [.speak(play.utterance(.notice, howTo(q, play.app)))] }
        guard letter != q.correct else {
            return [.answer(letter), .speak(queued(sentence({ play.words("“{letter}” is {dots}.", $0) }, letter, shown, play, kind: .notice)))]
        }
        entry = Entry()
        let its = content.brailleLetters.first { $0.value == letter }?.key
        let told = its.map { sentence({ play.words("“{letter}” is {dots}.", $0) }, letter, $0, play) } ?? named(letter, play, kind: .wrong)
        return [.answer(letter), .speak(queued(joined(told, sentence({ play.words("This one is {dots}.", $0) }, nil, shown, play))))]
    }

    /// A sentence about a letter and a cell (`words`, the pack's words for it, filled in): shown with the letter in
    /// quotes, voiced with its name.
    static func sentence(_ words: ([String: String]) -> String, _ letter: String?, _ cell: BrailleCell, _ play: GamePlay,
                         kind: Utterance.Kind = .wrong) -> Utterance {
        let dots = cell.named(play.app.content)
        var said = play.utterance(kind, words(["letter": letter ?? "", "dots": dots]))
        if let letter {
            // The quotes that show the letter are not read: the voice says its name.
            said.voiced = String(words(["letter": name(of: letter, play), "dots": dots]).filter { !"“”«»„‹›\"".contains($0) })
        }
        return said
    }

    /// A letter said by its name (as the pack names keys).
    static func named(_ letter: String, _ play: GamePlay, kind: Utterance.Kind) -> Utterance {
        var said = play.utterance(kind, letter)
        said.voiced = name(of: letter, play)
        return said
    }

    /// A letter's name as the voice says it.
    static func name(of letter: String, _ play: GamePlay) -> String { name(of: letter, in: play.app.content) }

    /// Two sentences said as one.
    static func joined(_ first: Utterance, _ second: Utterance) -> Utterance {
        var both = first
        both.text = first.text + " " + second.text
        both.voiced = (first.voiced ?? first.text) + " " + (second.voiced ?? second.text)
        return both
    }

    /// Said after the praise or the kind word, not over it.
    static func queued(_ said: Utterance) -> Utterance {
        var later = said
        later.queued = true
        return later
    }
}

extension Utterance.Kind {
    /// A braille dot pressed, or the cell a display's keys typed, named by its dots.
    static let dot = Self(rawValue: "dot")
}
