/// "How many apples?": every thing at every number, the numbers around the right one as tiles. IDs:
/// `counting.apple.7`.
struct Counting: QuestionMaker {
    static let kind = "counting"
    /// A number, whatever is counted.
    static func skill(of q: Question) -> String { "\(kind) \(q.correctAnswer?.label ?? q.correct)" }
    static let placeholders: Set<String> = []
    static let asksAboutItsPicture = true
    /// The picture is heard too: a tap a thing, each lit as it is heard.
    static let countsPicture = true

    /// Something to count: its picture, the question about it, and a description that never says how many.
    struct Thing: Hashable, Sendable, Decodable {
        var picture: String
        var text: String
        var spoken: String?
        var label: String
    }

    /// The lowest and highest number, both included.
    var numbers: [Int]
    var things: [Thing]

    private enum CodingKeys: String, CodingKey { case numbers, things }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        numbers = try c.decodeIfPresent([Int].self, forKey: .numbers) ?? []
        things = try c.decodeIfPresent([Thing].self, forKey: .things) ?? []
    }

    /// Each thing's question and description.
    func templates(_ rule: Generator) -> [String] { things.flatMap { [$0.text, $0.spoken ?? "", $0.label] } }

    /// Every thing at every number, in an order that changes both from one question to the next: the first pass
    /// gives the first number to the first thing, the second to the second, and so on.
    func questions(_ rule: Generator, activity: String, context: Generator.Context) -> Result<[Question], Generator.Problem> {
        guard numbers.count == 2, numbers[0] >= 1, numbers[0] <= numbers[1] else {
            return .failure(Generator.Problem("'numbers' must be [lowest, highest], from 1, not \(numbers)"))
        }
        guard numbers[1] <= ContentChecker.countLimit.upperBound else {
            return .failure(Generator.Problem("'numbers' go up to \(ContentChecker.countLimit.upperBound), not \(numbers[1])"))
        }
        guard !things.isEmpty else { return .failure(Generator.Problem("'things' lists nothing to count")) }
        let range = Array(numbers[0]...numbers[1])
        var made: [Question] = []
        for pass in things.indices {
            for (i, n) in range.enumerated() {
                let thing = things[(i + pass) % things.count]
                let tiles = Generator.window(around: n, count: rule.answers, variant: n + pass, within: 1...Int.max)
                made.append(Question(id: "\(activity).\(thing.picture).\(n)", text: thing.text, spoken: thing.spoken ?? thing.text,
                                     picture: QuestionPicture(name: thing.picture, count: n, label: thing.label),
                                     answers: tiles.map { Answer(id: "\($0)", label: "\($0)") }, correct: "\(n)", level: rule.level))
            }
        }
        return .success(made)
    }

    /// What it counts, by its picture's word.
    func taughtWords(_ context: Generator.Context) -> [TaughtWord.Given] {
        things.map { TaughtWord.Given(.countedThing, context.pictures[$0.picture]?.label ?? $0.picture) }
    }

    static func problems(_ q: Question, pictures: [String: Picture]) -> [(rule: ContentProblem.Rule, detail: String)] {
        ContentChecker.countingProblems(q)
    }
}

extension Activity.Kind {
    public static let counting = Self(rawValue: Counting.kind)
}
