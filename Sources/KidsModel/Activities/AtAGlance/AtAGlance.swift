/// "How many?" at a glance (subitising, as in Clements & Sarama's trajectories): a small number shown as a pattern
/// seen whole, a die's face (1 to 6) or a ten-frame's (1 to 10, in fives), and heard as a quick group of taps. It is
/// never timed against the child: the pattern stays. IDs: `numbers.glance.dice.4`; the right answer is proved from
/// the ID.
struct AtAGlance: QuestionMaker {
    static let kind = "glance"
    static let reportTitle: String? = "At a glance"
    static let placeholders: Set<String> = []

    enum Pattern: String, CaseIterable, Hashable, Sendable {
        case dice, frame
        /// The numbers it can show.
        var numbers: ClosedRange<Int> { self == .dice ? 1...6 : 1...10 }
    }

    var numbers: [Int]
    var pattern: String?

    private enum CodingKeys: String, CodingKey { case numbers, pattern }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        numbers = try c.decodeIfPresent([Int].self, forKey: .numbers) ?? []
        pattern = try c.decodeIfPresent(String.self, forKey: .pattern)
    }

    func questions(_ rule: Generator, activity: String, context: Generator.Context) -> Result<[Question], Generator.Problem> {
        (Generator.mode(pattern, of: "glance 'pattern'") as Result<Pattern, Generator.Problem>).flatMap { pattern in
            NumberFacts.range(numbers, "numbers").flatMap { shown in
                guard pattern.numbers.contains(shown.lowerBound), pattern.numbers.contains(shown.upperBound) else {
                    return .failure(Generator.Problem("a \(pattern.rawValue) pattern shows \(pattern.numbers.lowerBound) to \(pattern.numbers.upperBound), not \(numbers)"))
                }
                var random = SeededGenerator(seed: UInt64(shown.lowerBound * 100 + shown.upperBound))
                return .success(Array(shown).shuffledStably(&random).enumerated().map { n, number in
                    Question(id: "\(activity).\(Self.kind).\(pattern.rawValue).\(number)", text: rule.text, spoken: rule.sentence,
                             picture: QuestionPicture(name: ""),
                             answers: NumberFacts.tiles(around: number, count: rule.answers, variant: n, within: 1...pattern.numbers.upperBound),
                             correct: "\(number)", level: rule.level)
                })
            }
        }
    }

    /// The pattern and number a question's ID names.
    static func shown(_ id: String) -> (pattern: Pattern, number: Int)? {
        let number = NumberFacts.numbers(in: id)
        guard number.count == 1, let pattern = Pattern(rawValue: NumberFacts.word(in: id, part: 1)), pattern.numbers.contains(number[0]) else { return nil }
        return (pattern, number[0])
    }

    static let rules: [ContentProblem.Rule] = [.glance]

    /// The right answer is the number the pattern shows.
    static func problems(_ q: Question, pictures: [String: Picture]) -> [(rule: ContentProblem.Rule, detail: String)] {
        guard let (pattern, number) = shown(q.id) else {
            return [(.glance, "'\(q.id)' does not name a pattern and its number (numbers.glance.dice.1 to 6, frame.1 to 10)")]
        }
        guard q.correct == "\(number)" else { return [(.glance, "the \(pattern.rawValue) pattern of \(number) is answered \(q.correct)")] }
        return []
    }

    /// The question, the pattern heard as a quick group of taps, then the numbers.
    static func ask(_ lesson: Lesson, _ app: AppState, kind: Utterance.Kind, slower: Bool) -> [Effect] {
        let q = app.question(of: lesson)
        var said = [Effect.speak(lesson.prompt(app, kind: kind, slower: slower))]
        if let (_, number) = shown(q.id) { said += NumberFacts.taps(app, q.id, count: number) }
        return said + [lesson.optionsAfter(app, slower: slower)]
    }

    static func describe(_ model: inout ScreenModel, _ lesson: Lesson, _ app: AppState) {
        model.look = .lesson
        model.lesson(lesson, app)
        guard let (pattern, number) = shown(app.question(of: lesson).id) else { return }
        model.picture?.figure = pattern == .dice ? die(number) : NumberFacts.frame(number)
    }

    /// A die's face of `n` (1 to 6), its pips where a die has them.
    static func die(_ n: Int) -> [String] {
        // The pips of each face, in a 3 × 3 grid read row by row.
        let faces: [Int: Set<Int>] = [1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8]]
        let pips = faces[n] ?? []
        let rows = (0..<3).map { row in " " + (0..<3).map { pips.contains(row * 3 + $0) ? " ● " : "   " }.joined(separator: " ") + " " }
        let edge = String(repeating: "─", count: rows[0].count)
        return ["┌" + edge + "┐"] + rows.map { "│" + $0 + "│" } + ["└" + edge + "┘"]
    }
}

extension ContentProblem.Rule {
    /// A pattern whose right answer is not its number.
    static let glance = Self(rawValue: "glance")
}
