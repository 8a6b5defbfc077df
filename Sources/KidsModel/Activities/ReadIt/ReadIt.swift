/// "Read it": a decodable word shown big in letterforms, its letters named in the sentence ("Read the letters c a
/// t."), and "Which picture is it?" with pictures as tiles. The child reads it alone first; asked again (`h`), and
/// after a wrong answer, the word is sounded out: each grapheme's sound said as it is lit, then the word. Its words
/// are the pictures of the activity's taught order (`Phonics`), each decodable at the rule's level (check-content's
/// `decodable`). IDs: `words.read.cat`.
struct ReadIt: QuestionMaker {
    static let kind = "read"
    /// `{letters}`: the word's graphemes, apart ("sh i p"), named one by one by the voice.
    static let placeholders: Set<String> = ["letters"]
    static let required: Set<String> = ["letters"]
    static let saysItsPictures = true

    /// The words it offers, picture keys of the taught order's `words`.
    var words: [String]

    private enum CodingKeys: String, CodingKey { case words }

    init(from decoder: any Decoder) throws {
        words = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent([String].self, forKey: .words) ?? []
    }

    func questions(_ rule: Generator, activity: String, context: Generator.Context) -> Result<[Question], Generator.Problem> {
        guard words.count >= rule.answers else {
            return .failure(Generator.Problem("'words' has \(words.count) words; \(rule.answers) answers need as many"))
        }
        return context.decodables(words).map { found in found.enumerated().map { n, found in
            let (name, word, label) = found
            let wrong = (1..<rule.answers).map { words[(n + $0) % words.count] }
            var q = WordGroups.question(rule, id: "\(activity).\(Self.kind).\(name)", about: name, right: name, wrong: wrong,
                                        pictures: context.pictures)
            let letters = Self.apart(word.graphemes, label: label)
            let fill = { (template: String, letters: String) in Words.fill(template, ["letters": letters]) }
            q.text = fill(rule.text, letters)
            q.spoken = fill(rule.sentence, letters)
            // Each letter by its name, as the pack names letters ("C, A, T"): eSpeak would read "a" as a word.
            // A grapheme's letters together, a pause between graphemes ("S H, E E, P"): a digraph is one sound.
            // A grapheme the pack names whole is said so (Spanish "CH": "che", "RR": "doble erre").
            let names = Self.cased(word.graphemes, label: label).map { grapheme in
                context.keyNames[grapheme.uppercased()]
                    ?? grapheme.map { letter in context.keyNames[letter.uppercased()] ?? letter.uppercased() }.joined(separator: " ")
            }
            q.voiced = fill(rule.sentence, names.joined(separator: ", "))
            // The picture would be the answer: the word is shown instead, drawn large.
            // Its label, for a screen reader, the letters one by one: the word whole would be the answer.
            q.picture = QuestionPicture(name: "", label: label.map(String.init).joined(separator: " "), letter: label)
            q.pieces = Self.cased(word.graphemes, label: label)
            return q
        } }
    }

    /// The graphemes as the label writes them (its capital kept: German "Hund" is H·u·n·d).
    static func cased(_ graphemes: [String], label: String) -> [String] {
        var rest = Substring(label)
        return graphemes.map { grapheme in
            let piece = String(rest.prefix(grapheme.count))
            rest = rest.dropFirst(grapheme.count)
            return piece
        }
    }

    /// The graphemes apart, as the sentence shows them: "sh i p".
    static func apart(_ graphemes: [String], label: String) -> String { cased(graphemes, label: label).joined(separator: " ") }

    static let rules: [ContentProblem.Rule] = Phonics.rules + [.ipaMissing]

    /// Each word is decodable with the GPCs taught by the rule's level.
    func ruleProblems(_ rule: Generator, context: Generator.Context) -> [(rule: ContentProblem.Rule, detail: String)] {
        context.phonics?.offered(words, level: rule.level, pictures: context.pictures) ?? []
    }

    /// The sentence, its letters named, and the pictures; asked again, the word sounded out before the pictures.
    static func ask(_ lesson: Lesson, _ app: AppState, kind: Utterance.Kind, slower: Bool) -> [Effect] {
        var said = [Effect.speak(lesson.prompt(app, kind: kind, slower: slower))]
        if kind == .again { said += soundedOut(lesson, app) }
        return said + [lesson.optionsAfter(app, slower: slower)]
    }

    /// After a wrong answer, the word sounded out, as a teacher shows how to read it.
    static func afterWrong(_ lesson: Lesson, _ app: AppState) -> [Effect] { soundedOut(lesson, app) }

    /// The word's graphemes' sounds, each an app sound lit on the word as it is heard, then the word itself.
    static func soundedOut(_ lesson: Lesson, _ app: AppState) -> [Effect] {
        let q = app.question(of: lesson)
        guard let picture = app.content.pictures[q.correct], let phonics = app.content.activities[lesson.activity].phonics else { return [] }
        let sounds = phonics.word(q.correct).flatMap { phonics.spelled($0, ipa: picture.ipa ?? "") } ?? []
        var said: [Effect] = []
        for (n, gpc) in sounds.enumerated() where !gpc.silent {
            var sound = app.utterance(.sound, q.pieces.indices.contains(n) ? q.pieces[n] : gpc.grapheme, subject: q.id)
            sound.voiced = gpc.voiced
            sound.reads = .part(.word, from: n)
            sound.queued = true
            said.append(.speak(sound))
        }
        var whole = app.utterance(.sound, picture.label, subject: q.id)
        whole.queued = true
        return said + [.speak(whole)]
    }

    /// The word drawn large, its grapheme being sounded out lit.
    static func describe(_ model: inout ScreenModel, _ lesson: Lesson, _ app: AppState) {
        model.look = .lesson
        model.lesson(lesson, app)
        let q = app.question(of: lesson)
        let lit = app.highlight.flatMap { $0.part == .word ? $0.index : nil }
        model.picture?.letters = q.pieces
        model.picture?.litLetter = lit
        // The tiles show their pictures only: a tile's word beside the word shown is matched by its shape, not read.
        // Line mode and a screen reader still list the words (the choices), which a child who cannot see must hear.
        for n in model.controls.indices where { if case .answer = model.controls[n].control { return true } else { return false } }() {
            model.controls[n].label = ""
        }
    }
}

extension PartID {
    /// A word shown large, a grapheme at a time: the one being sounded out is lit.
    public static let word = PartID("word")
}
