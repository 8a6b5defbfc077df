/// "How many claps in butterfly?": the word's picture, numbers as tiles. Space claps (each clap puts the focus on
/// the tile of the claps so far, its number said, and Enter answers), a number typed answers; asked again, the word
/// is said slowly, a soft clap with each syllable. The check fails when the syllables written are not as many as
/// the word's vowels (`Phonemes.syllables` of the picture's IPA). IDs: `listen.syllables.butterfly`.
struct Syllables: QuestionMaker {
    static let kind = "syllables"
    /// `{word}`: the word whose syllables are clapped.
    static let placeholders: Set<String> = ["word"]
    static let saysItsPictures = true
    static let required: Set<String> = ["word"]
    static let screen = ScreenID.clapping

    /// A word and its syllables, written as the voice says each alone ("but", "ter", "fly").
    struct Word: Hashable, Sendable, Decodable {
        var picture: String
        var syllables: [String]
    }

    var words: [Word]

    private enum CodingKeys: String, CodingKey { case claps }

    init(from decoder: any Decoder) throws {
        words = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent([Word].self, forKey: .claps) ?? []
    }

    func questions(_ rule: Generator, activity: String, context: Generator.Context) -> Result<[Question], Generator.Problem> {
        guard !words.isEmpty else { return .failure(Generator.Problem("'claps' lists no words")) }
        return .success(words.map { word in
            let label = context.pictures[word.picture]?.label ?? word.picture
            let fill = { (template: String) in Words.fill(template, ["word": label]) }
            // The numbers 1 to as many as the rule's answers (or the word's syllables, if more: the check says so).
            let numbers = TapCount.numbers(rule, parts: word.syllables.count)
            var q = Question(id: "\(activity).\(Self.kind).\(word.picture)", text: fill(rule.text), spoken: fill(rule.spoken.isEmpty ? rule.text : rule.spoken),
                             picture: QuestionPicture(name: word.picture, count: 1, label: label), answers: numbers,
                             correct: "\(word.syllables.count)", level: rule.level)
            q.pieces = word.syllables
            return q
        })
    }

    static let rules: [ContentProblem.Rule] = [.syllableCount, .ipaMissing]

    static func problems(_ q: Question, pictures: [String: Picture]) -> [(rule: ContentProblem.Rule, detail: String)] {
        guard let ipa = pictures[q.picture.name]?.ipa, !ipa.isEmpty else {
            return [(.ipaMissing, "picture '\(q.picture.name)' has no 'ipa' to hear its syllables by")]
        }
        let heard = Phonemes(ipa: ipa).syllables
        guard heard == q.pieces.count, q.correct == "\(heard)" else {
            return [(.syllableCount, "'\(q.picture.name)' /\(ipa)/ has \(heard) syllables, not \(q.pieces.count) (\(q.pieces.joined(separator: "-"))), and its right answer is \(q.correct)")]
        }
        guard q.answers.count <= ContentChecker.answerLimit.upperBound else {
            return [(.syllableCount, "\(heard) syllables need \(heard) tiles, more than \(ContentChecker.answerLimit.upperBound)")]
        }
        return []
    }

    /// The question and the numbers; asked again, the word slowly between them, a syllable and a soft clap at a
    /// time. In the full screen the child is told how to clap (Space, then Enter), once a showing and again.
    static func ask(_ lesson: Lesson, _ app: AppState, kind: Utterance.Kind, slower: Bool) -> [Effect] {
        let q = app.question(of: lesson)
        var said = [Effect.speak(lesson.prompt(app, kind: kind, slower: slower))]
        if kind == .again { said += slowly(q, app).map(Effect.speak) }
        said.append(lesson.optionsAfter(app, slower: slower))
        guard !app.lineMode else { return said }
        var how = app.utterance(.notice, howToClap(app), subject: q.id)
        how.queued = true
        return said + [.speak(how)]
    }

    /// The word slowly, a syllable and a soft clap at a time: app sounds, heard beside a screen reader too (no line
    /// says them).
    static func slowly(_ q: Question, _ app: AppState) -> [Utterance] {
        q.pieces.enumerated().flatMap { n, syllable in
            var piece = app.utterance(.sound, syllable, subject: q.id)
            piece.queued = true
            piece.slower = true
            return [piece, clap(app.utterance(.clap, "", subject: q.id), index: n + 1, queued: true)]
        }
    }

    static func introduction(_ app: AppState) -> String? { app.content.words("We clap once for each part of a word. Listen:") }

    /// "but … ter … fly", a clap with each, then "Butterfly: 3 claps!"
    static func model(_ q: Question, _ app: AppState) -> [Utterance] {
        let claps = q.pieces.count
        let count = TeacherModel.said(about: q, app, ["word": q.picture.label]) { _, values in
            app.content.counted(claps, one: "{word}: {n} clap!", other: "{word}: {n} claps!", values)
        }
        return slowly(q, app) + [count]
    }

    /// "Clap with Space, once a syllable, then press Enter.", the keys from the command table, named in the pack's
    /// words ("Espace", "Leertaste"), as a child hears them.
    static func howToClap(_ app: AppState) -> String {
        let words = app.content.words
        return words("Clap with {clap}, once a syllable, then press {enter}.",
                     ["clap": words(CommandTable.keyLabel(command(.clap), in: .clapping) ?? ""),
                      "enter": words(CommandTable.keyLabel(.choose, in: .clapping) ?? "")])
    }

    /// The question, and in the full screen how to clap where the child is told what to do.
    static func describe(_ model: inout ScreenModel, _ lesson: Lesson, _ app: AppState) {
        model.look = .lesson
        model.lesson(lesson, app)
        guard !app.lineMode, !lesson.answered, let place = model.parts.lastIndex(where: { $0.role == .instructions }) else { return }
        model.parts[place] = ScreenModel.Part(.instructions, howToClap(app))
    }
}

extension ScreenID {
    /// A syllables question: Space claps (each clap moves to the tile of the claps so far), `h` hears it again.
    /// The state log calls it a lesson.
    public static let clapping = ScreenID("clapping", Traits(help: "claps", focusing: true, child: true, lettered: true, asking: true,
                                                      taken: [.character(" ")]), logName: "lesson")
}

extension ContentProblem.Rule {
    /// Syllables that are not as many as the word's vowel sounds (`Phonemes.syllables`).
    static let syllableCount = Self(rawValue: "syllable-count")
}
