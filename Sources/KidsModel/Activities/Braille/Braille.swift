/// Braille letters, a game of Letters dealt when braille is on (`--braille`, or the grown-ups' setting): "Make the
/// letter c." The child presses the cell's dots with six keys, Perkins style (f d s are dots 1 2 3, j k l dots 4 5
/// 6; the digits 1 to 6 too), each dot named as it is pressed, then Enter checks; the cell grows on screen, drawn
/// large, and on a braille display. The other way: "Which letter is dots 1 and 4?", the cell on screen and display,
/// answered by the letter's key, then Enter. A wrong cell is named kindly ("That is “c”: dots 1 and 4. “a” is dot 1.").
/// Each letter's cell is the pack's (`cells`, one a letter), which the tests hold to liblouis with the pack's
/// braille table. IDs: `letters.braille.c` (to make), `letters.braille.read.c` (to read).
struct Braille: QuestionMaker {
    static let kind = "braille"
    /// A letter's cell, made or read.
    static func skill(of q: Question) -> String { "\(kind) \(q.correct)" }
    /// `{letter}` the letter (small; `{name}` the same, which the voice says by its name), `{dots}` its dots in the
    /// pack's words.
    static let placeholders: Set<String> = ["letter", "name", "dots"]
    static let hasTiles = false
    static let answeredByAKey = false
    static let deck = "braille"
    static let screen = ScreenID.brailling

    /// Making a letter's cell, or reading a cell.
    enum Mode: String, CaseIterable, Hashable, Sendable {
        case make, read
    }

    var mode: Result<Mode, Generator.Problem>
    /// The letters, in order, and their cells, one a letter, in the same order.
    var letters: String
    var cells: String
    /// The name the voice says for a letter it reads wrongly (as Letters' `names`).
    var names: [String: String]

    private enum CodingKeys: String, CodingKey { case mode, letters, cells, names }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        mode = Generator.mode(try c.decodeIfPresent(String.self, forKey: .mode), of: Self.kind)
        letters = try c.decodeIfPresent(String.self, forKey: .letters) ?? ""
        cells = try c.decodeIfPresent(String.self, forKey: .cells) ?? ""
        names = try c.decodeIfPresent([String: String].self, forKey: .names) ?? [:]
    }

    func questions(_ rule: Generator, activity: String, context: Generator.Context) -> Result<[Question], Generator.Problem> {
        let list = Array(letters.lowercased()), found = cells.map(BrailleCell.init)
        guard !list.isEmpty else { return .failure(Generator.Problem("'letters' lists no letters")) }
        guard found.count == list.count else {
            return .failure(Generator.Problem("'cells' has \(found.count) cells for \(list.count) letters: one braille cell a letter"))
        }
        if let bad = found.firstIndex(where: { $0 == nil || $0?.isSixDot == false || $0 == .blank }) {
            return .failure(Generator.Problem("the cell of '\(list[bad])' is not a braille cell of six dots (U+2801 to U+283F)"))
        }
        return mode.map { mode in
            zip(list, found.compactMap { $0 }).map { letter, cell in question(String(letter), cell, mode: mode, rule, activity: activity, words: context.words) }
        }
    }

    private func question(_ letter: String, _ cell: BrailleCell, mode: Mode, _ rule: Generator, activity: String, words: Words) -> Question {
        // Shown small, as the cell is the small letter's; said by its name (a capital, which eSpeak names as a letter,
        // or the rule's name for it).
        // (A letter with no capital of its own is named as itself: "ß".uppercased() is "SS", which eSpeak says "es es".)
        let capital = letter.uppercased().count == 1 ? letter.uppercased() : letter
        let name = names[capital] ?? names[letter] ?? capital
        let dots = cell.named(words)
        let values = ["letter": letter, "name": letter, "dots": dots]
        let id = mode == .make ? "\(activity).\(Self.kind).\(letter)" : "\(activity).\(Self.kind).read.\(letter)"
        var q = Question(id: id, text: Words.fill(rule.text, values), spoken: Words.fill(rule.sentence, values),
                         picture: QuestionPicture(name: "", label: ""), answers: [], correct: letter, level: rule.level)
        let said = Words.fill(rule.sentence, ["letter": name, "name": name, "dots": dots])
        if said != q.spoken { q.voiced = said }
        // The cell, and the letter as the voice names it, for the sentences that name it.
        q.pieces = [String(cell.character), name]
        return q
    }

    /// A letter as the voice names it: its braille question's name (the rule's `names`: English "A", which eSpeak
    /// reads as the word "a" before a verb, is given as its phonemes), else as the pack names its key.
    static func name(of letter: String, in content: ContentPack) -> String {
        for activity in content.activities {
            if let q = activity.questions.first(where: { $0.game == kind && $0.correct == letter }), q.pieces.count > 1 { return q.pieces[1] }
        }
        guard let first = letter.first else { return letter }
        let name = content.keyName(.character(first))
        return name.voiced ?? name.shown
    }

    /// The cell a question teaches (its `pieces`).
    static func cell(of q: Question) -> BrailleCell? { q.pieces.first.flatMap { $0.first }.flatMap(BrailleCell.init) }

    /// Whether a question asks to read its cell (else to make it).
    static func reads(_ q: Question) -> Bool { q.id.contains(".\(kind).read.") }

    /// Its letters, by their names (ß as itself: it has no capital of one letter).
    func taughtWords(_ context: Generator.Context) -> [TaughtWord.Given] {
        letters.filter(\.isLetter).map { letter in
            let capital = letter.uppercased()
            return TaughtWord.Given(.letterName, capital.count == 1 ? capital : String(letter))
        }
    }

    static let rules: [ContentProblem.Rule] = [.brailleCell]

    /// The right answer is the letter the ID names, and its cell is one of six dots.
    static func problems(_ q: Question, pictures: [String: Picture]) -> [(rule: ContentProblem.Rule, detail: String)] {
        guard let letter = q.id.split(separator: ".").last.map(String.init), q.correct == letter else {
            return [(.brailleCell, "'\(q.id)' does not end in its letter, '\(q.correct)'")]
        }
        guard let cell = cell(of: q), cell.isSixDot, cell != .blank else { return [(.brailleCell, "'\(letter)' has no six-dot cell")] }
        return []
    }

    /// The question, then which keys are dots (to make) or what to press (to read).
    static func ask(_ lesson: Lesson, _ app: AppState, kind: Utterance.Kind, slower: Bool) -> [Effect] {
        let prompt = lesson.prompt(app, kind: kind, slower: slower)
        var how = app.utterance(.notice, howTo(app.question(of: lesson), app), subject: app.question(of: lesson).id)
        how.queued = true
        return [.speak(prompt), .speak(how)]
    }

    /// What to press: the dots' keys (to make), the letter (to read), then Enter; in line mode, what to type.
    static func howTo(_ q: Question, _ app: AppState) -> String {
        let words = app.content.words
        let enter = ["enter": words(CommandTable.keyLabel(command(.check), in: .brailling) ?? "")]
        if reads(q) { return app.lineMode ? words("Type the letter, then press {enter}.", enter) : words("Press the letter, then {enter}.", enter) }
        return app.lineMode ? words("Type the dots' keys, f d s and j k l, or the dots' numbers, then press {enter}.", enter)
            : words("Dots 1, 2, 3 are f, d, s. Dots 4, 5, 6 are j, k, l. Then press {enter}.", enter)
    }

    /// The question, the cell drawn large (the one made so far, or the one to read), what was pressed, and what to do.
    /// The braille display shows the same cell.
    static func describe(_ model: inout ScreenModel, _ lesson: Lesson, _ app: AppState) {
        model.look = .lesson
        model.lesson(lesson, app)
        let q = app.question(of: lesson)
        let entry = (lesson.game?.value.base as? Entry) ?? Entry()
        let shown = reads(q) ? cell(of: q) ?? .blank : entry.cell
        let words = app.content.words
        let pressed = words("Pressed: {what}", ["what": reads(q) ? entry.letter ?? "–" : entry.cell == .blank ? "–" : entry.cell.named(app.content)])
        model.picture?.figure = [String(shown.character), ""] + shown.figure
        model.braille = String(shown.character)
        model.parts.append(ScreenModel.Part(.entry, pressed))
        model.parts.removeAll { $0.role == .instructions }
        model.parts.append(ScreenModel.Part(.instructions, lesson.answered ? app.content.pressEnterForNext : howTo(q, app)))
    }
}

extension ContentProblem.Rule {
    /// A braille letter whose ID does not name its answer, or whose cell is not a cell of six dots.
    static let brailleCell = Self(rawValue: "braille-cell")
}

extension ScreenID {
    /// A braille letter: f d s j k l (and 1 to 6) press dots, a letter key answers a cell to read, Backspace rubs out,
    /// Enter checks; Space hears it again. The state log calls it a lesson.
    public static let brailling = ScreenID("brailling", Traits(help: "braille", child: true, keyed: true, question: true,
                                                              taken: [.enter, .backspace] + Braille.keys), logName: "lesson")
}
