/// "How many claps in butterfly?": the word's picture, numbers as tiles. Space claps (each clap puts the focus on
/// the tile of the claps so far, its number said, and Enter answers), a number typed answers; asked again, the word
/// is said slowly, a soft clap with each syllable. The check fails when the syllables written are not as many as
/// the word's vowels (`Phonemes.syllables` of the picture's IPA). IDs: `listen.syllables.butterfly`.
struct Syllables: QuestionMaker {
    static let kind = "syllables"
    /// `{word}`: the word whose syllables are clapped.
    static let placeholders: Set<String> = ["word"]
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
            let numbers = (1...max(rule.answers, word.syllables.count)).map { Answer(id: "\($0)", label: "\($0)") }
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
        guard heard == q.pieces.count else {
            return [(.syllableCount, "'\(q.picture.name)' /\(ipa)/ has \(heard) syllables, not \(q.pieces.count) (\(q.pieces.joined(separator: "-")))")]
        }
        guard q.answers.count <= ContentChecker.answerLimit.upperBound else {
            return [(.syllableCount, "\(heard) syllables need \(heard) tiles, more than \(ContentChecker.answerLimit.upperBound)")]
        }
        return []
    }

    /// Asked again: the question, then the word slowly, a syllable and a soft clap at a time, then the numbers.
    static func ask(_ lesson: Lesson, _ app: AppState, kind: Utterance.Kind, slower: Bool) -> [Effect] {
        let q = app.question(of: lesson)
        var said = [Effect.speak(app.prompt(of: lesson, kind: kind, slower: slower))]
        if kind == .again {
            for (n, syllable) in q.pieces.enumerated() {
                // App sounds, heard beside a screen reader too: no line says them.
                var piece = app.utterance(.sound, syllable, subject: q.id)
                piece.queued = true
                piece.slower = true
                said.append(.speak(piece))
                said.append(.speak(Utterance(kind: .clap, subject: q.id, text: "", muted: app.isSilent, queued: true, index: n + 1)))
            }
        }
        var options = app.options(of: lesson)
        options.queued = true
        options.slower = slower
        return said + [.speak(options)]
    }

    /// The question, and the claps so far under it.
    static func describe(_ model: inout ScreenModel, _ lesson: Lesson, _ app: AppState) {
        model.look = .lesson
        model.lesson(lesson, app)
        let words = app.content.words
        if lesson.claps > 0 && !lesson.answered {
            model.parts.append(ScreenModel.Part(.progress, words("Claps: {n}. Enter answers.", ["n": "\(lesson.claps)"])))
        }
    }
}

extension ContentProblem.Rule {
    /// Syllables that are not as many as the word's vowel sounds (`Phonemes.syllables`).
    static let syllableCount = Self(rawValue: "syllable-count")
}

extension Lesson {
    /// Space in a syllables question: one clap more, heard as a soft clap, and the focus on the tile of the claps so
    /// far (its number said); past the last tile, counting starts again at one. Enter answers.
    func clap(_ app: inout AppState) -> [Effect] {
        let q = app.question(of: self)
        var lesson = self
        let choosable = q.answers.filter { !setAside.contains($0.id) }
        guard !answered, !choosable.isEmpty else { return [] }
        lesson.claps = claps % q.answers.count + 1
        let tile = q.answers.first { $0.label == "\(lesson.claps)" }
        if let tile, !setAside.contains(tile.id) { lesson.focus = .answer(tile.id) }
        app.screen = .lesson(lesson)
        var number = app.utterance(.focus, "\(lesson.claps)", subject: q.id)
        number.queued = true
        return [.speak(Utterance(kind: .clap, subject: q.id, text: "", muted: app.isSilent, queued: false, index: lesson.claps)), .speak(number)]
    }
}
