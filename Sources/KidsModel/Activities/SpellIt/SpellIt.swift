/// "Spell it": "Spell cat.", the word's picture shown. The child types the letters, each key saying its sound (not
/// its name) as the word grows on screen in letterforms; Enter checks. A wrong letter is named kindly and set aside
/// ("That says /p/. Cat starts with /k/."), the right letters before it stay. In line mode the word is typed, then
/// Enter. Its words are the pictures of the activity's taught order, each decodable at the rule's level. The letters
/// typed are the game's own state (`SpellIt+Letters.swift`). IDs: `words.spell.cat`.
struct SpellIt: QuestionMaker {
    static let kind = "spell"
    /// `{word}`: the word to spell.
    static let placeholders: Set<String> = ["word"]
    static let required: Set<String> = ["word"]
    static let saysItsPictures = true
    static let hasTiles = false
    static let screen = ScreenID.spelling

    /// The words it offers, picture keys of the taught order's `words`.
    var words: [String]

    private enum CodingKeys: String, CodingKey { case words }

    init(from decoder: any Decoder) throws {
        words = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent([String].self, forKey: .words) ?? []
    }

    func questions(_ rule: Generator, activity: String, context: Generator.Context) -> Result<[Question], Generator.Problem> {
        guard !words.isEmpty else { return .failure(Generator.Problem("'words' lists no words")) }
        return context.decodables(words).map { found in found.map { name, word, label in
            let fill = { (template: String) in Words.fill(template, ["word": label]) }
            var q = Question(id: "\(activity).\(Self.kind).\(name)", text: fill(rule.text), spoken: fill(rule.sentence),
                             picture: QuestionPicture(name: name, count: 1, label: label), answers: [],
                             correct: label.lowercased(), level: rule.level)
            q.pieces = word.graphemes.map { $0.lowercased() }
            return q
        } }
    }

    static let rules: [ContentProblem.Rule] = [.decodable, .ipaMissing]

    /// Each word is decodable with the GPCs taught by the rule's level.
    func ruleProblems(_ rule: Generator, context: Generator.Context) -> [(rule: ContentProblem.Rule, detail: String)] {
        context.phonics?.offered(words, level: rule.level, pictures: context.pictures) ?? []
    }

    /// The question; in the full screen, how to spell (type, then Enter), once a showing and again.
    static func ask(_ lesson: Lesson, _ app: AppState, kind: Utterance.Kind, slower: Bool) -> [Effect] {
        var said = [Effect.speak(lesson.prompt(app, kind: kind, slower: slower))]
        var how = app.utterance(.notice, howToSpell(app), subject: app.question(of: lesson).id)
        how.queued = true
        said.append(.speak(how))
        return said
    }

    /// "Type the letters, then press Enter.", Enter named in the pack's words, as a child hears it.
    static func howToSpell(_ app: AppState) -> String {
        let words = app.content.words
        return words("Type the letters, then press {enter}.", ["enter": words(CommandTable.keyLabel(command(.check), in: .spelling) ?? "")])
    }

    /// The picture, the letters typed so far drawn large, the question, and what to do.
    static func describe(_ model: inout ScreenModel, _ lesson: Lesson, _ app: AppState) {
        model.look = .typing
        model.typing(lesson, app)
        let typed = (lesson.game?.value.base as? String) ?? ""
        let q = app.question(of: lesson)
        model.picture = ScreenModel.PictureModel(name: q.picture.name, count: 1, letter: nil, counts: false, lit: nil, counted: 0,
                                                 letters: typed.map(String.init))
        let words = app.content.words
        model.keyboard = ScreenModel.KeyboardModel(app.keyboardLayout, pressed: typed.last.map { Key.character($0) }, words: words)
        if !q.picture.isEmpty { model.parts.insert(ScreenModel.Part(.description, words("Picture: {picture}.", ["picture": q.picture.label])), at: 0) }
        model.parts.append(ScreenModel.Part(.entry, words("Typed: {letters}", ["letters": typed.isEmpty ? "–" : typed.map(String.init).joined(separator: " ")])))
        model.parts.removeAll { $0.role == .instructions }
        model.parts.append(ScreenModel.Part(.instructions, lesson.answered ? app.content.pressEnterForNext : howToSpell(app)))
    }
}

extension ScreenID {
    /// A word to spell: every letter key types (and says its sound), Backspace rubs out, Enter checks; Space hears it
    /// again, as on the keyboard's questions. The state log calls it a lesson.
    public static let spelling = ScreenID("spelling", Traits(help: "spelling", child: true, keyed: true, question: true,
                                                            taken: [.enter, .backspace] + SpellIt.letterKeys), logName: "lesson")
}
