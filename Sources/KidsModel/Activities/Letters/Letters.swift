/// Capital letters, small letters, or the small letter that goes with a capital: each of the rule's `letters` asked
/// about in order, the next letters its wrong answers. IDs: `letters.upper.B`, `letters.lower.b`, `letters.match.b`.
struct Letters: QuestionMaker {
    static let kind = "letters"
    /// A letter, whatever its case and mode.
    static func skill(of q: Question) -> String { "\(kind) \((q.correctAnswer?.label ?? q.correct).lowercased())" }
    static let placeholders: Set<String> = ["letter", "name"]

    /// What is asked: a capital among capitals, a small letter among small ones, or the small letter that goes with
    /// the capital shown.
    enum Mode: String, CaseIterable, Hashable, Sendable {
        case upper, lower, match
    }

    var mode: Result<Mode, Generator.Problem>
    /// The letters to ask about, in order.
    var letters: String
    /// The name the voice says for a letter that eSpeak reads as a word or wrongly (Spanish "Y": "ye"); the screen
    /// still shows the letter.
    var names: [String: String]
    /// How each answer is read among the answers ("the letter {name}": `{name}` is the capital, which speech
    /// synthesisers read as a letter, where a small "a" may be read as a word).
    var answer: String
    /// The description of the question's picture, the capital shown (`match`).
    var label: String

    private enum CodingKeys: String, CodingKey { case mode, letters, names, answer, label }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        mode = Generator.mode(try c.decodeIfPresent(String.self, forKey: .mode), of: Self.kind)
        letters = try c.decodeIfPresent(String.self, forKey: .letters) ?? ""
        names = try c.decodeIfPresent([String: String].self, forKey: .names) ?? [:]
        answer = try c.decodeIfPresent(String.self, forKey: .answer) ?? "{letter}"
        label = try c.decodeIfPresent(String.self, forKey: .label) ?? ""
    }

    /// The picture's description and how each tile is read.
    func templates(_ rule: Generator) -> [String] { [label, answer] }

    func questions(_ rule: Generator, activity: String, context: Generator.Context) -> Result<[Question], Generator.Problem> {
        let list = Array(letters)
        guard list.count >= rule.answers else {
            return .failure(Generator.Problem("'letters' needs at least \(rule.answers) letters for \(rule.answers) answers"))
        }
        return mode.map { mode in list.indices.map { question(list, at: $0, mode: mode, rule, activity: activity) } }
    }

    /// The question about the letter at `i` of `list`, the next letters its wrong answers.
    private func question(_ list: [Character], at i: Int, mode: Mode, _ rule: Generator, activity: String) -> Question {
        let shown: (Character) -> String = { mode == .lower ? $0.lowercased() : $0.uppercased() }
        let tile: (Character) -> String = { mode == .upper ? $0.uppercased() : $0.lowercased() }
        let letter = list[i]
        let fill = { (template: String) in Words.fill(template, ["letter": shown(letter), "name": letter.uppercased()]) }
        let picture = mode == .match
            ? QuestionPicture(name: "", label: fill(label), letter: shown(letter))
            : QuestionPicture(name: "", label: "")
        var question = Question(id: "\(activity).\(mode.rawValue).\(tile(letter))", text: fill(rule.text), spoken: fill(rule.sentence),
                                picture: picture,
                                answers: Generator.around(i, count: rule.answers, in: list).map { other in
                                    var tileAnswer = Answer(id: tile(other), label: tile(other),
                                                            spoken: Words.fill(answer, ["letter": tile(other), "name": other.uppercased()]))
                                    tileAnswer.voiced = voiced(answer, other, shown: tileAnswer.spoken)
                                    return tileAnswer
                                },
                                correct: tile(letter), level: rule.level)
        question.voiced = voiced(rule.sentence, letter, shown: question.spoken)
        return question
    }

    /// A template as the voice says it, when a letter has a name of its own (`names`): nil when that is what is shown.
    private func voiced(_ template: String, _ letter: Character, shown: String) -> String? {
        guard let name = names[letter.uppercased()] else { return nil }
        let said = Words.fill(template, ["letter": name, "name": name])
        return said == shown ? nil : said
    }

    /// Its letters, by their names.
    func taughtWords(_ context: Generator.Context) -> [TaughtWord.Given] {
        letters.uppercased().filter(\.isLetter).map { TaughtWord.Given(.letterName, String($0)) }
    }

    /// A letter eSpeak does not say as the letter's name in the pack's language, and the rule gives no name for.
    func ruleProblems(language code: String) -> [(rule: ContentProblem.Rule, detail: String)] {
        guard !letters.isEmpty else { return [] }
        return (ContentChecker.lettersSaidWrong[code] ?? []).filter { letters.uppercased().contains($0) && names[$0] == nil }.map {
            (.letterName, "eSpeak does not say '\($0)' as the letter's name in this language: give it in 'names'")
        }
    }

    static func problems(_ q: Question, pictures: [String: Picture]) -> [(rule: ContentProblem.Rule, detail: String)] {
        ContentChecker.lettersProblems(q)
    }

    /// A word whose first letter sounds otherwise in the language, a wrong letter that can make its first sound.
    static func problems(_ q: Question, language: String) -> [(rule: ContentProblem.Rule, detail: String)] {
        ContentChecker.letterProblems(q, language: language)
    }
}

extension Activity.Kind {
    public static let letters = Self(rawValue: Letters.kind)
}
