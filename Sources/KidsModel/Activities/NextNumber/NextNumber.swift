/// "What comes after 7?", "What comes before 7?", "What comes between 6 and 8?": the missing number of a piece of
/// the number track, shown with its gap, and number tiles. Every number of the rule's `numbers` is asked, drawn in
/// an order from a seed. IDs: `numbers.next.after.7`, `numbers.next.before.7`, `numbers.next.between.6-8`; the
/// right answer is proved from the ID.
struct NextNumber: QuestionMaker {
    static let kind = "next"
    static let reportTitle: String? = "What comes next"
    /// `{n}` the number asked about (`between`: the one before the gap), `{m}` the one after the gap.
    static let placeholders: Set<String> = ["n", "m"]
    static let required: Set<String> = ["n"]

    enum Asked: String, CaseIterable, Hashable, Sendable { case after, before, between }

    /// The smallest and largest missing number.
    var numbers: [Int]
    var ask: String?

    private enum CodingKeys: String, CodingKey { case numbers, ask }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        numbers = try c.decodeIfPresent([Int].self, forKey: .numbers) ?? []
        ask = try c.decodeIfPresent(String.self, forKey: .ask)
    }

    func questions(_ rule: Generator, activity: String, context: Generator.Context) -> Result<[Question], Generator.Problem> {
        (Generator.mode(ask, of: "next 'ask'") as Result<Asked, Generator.Problem>).flatMap { asked in
            NumberFacts.range(numbers, "numbers").flatMap { missing in
                guard missing.lowerBound >= 2, missing.upperBound <= 99 else {
                    return .failure(Generator.Problem("missing numbers are 2 to 99, so that both neighbours are on the track, not \(numbers)"))
                }
                var random = SeededGenerator(seed: UInt64(missing.lowerBound * 1000 + missing.upperBound * 10 + asked.hashSeed))
                let order = Array(missing).shuffledStably(&random)
                return .success(order.enumerated().map { n, gap in
                    let known = asked == .before ? gap + 1 : gap - 1
                    let values = ["n": "\(known)", "m": "\(gap + 1)"]
                    let about = asked == .between ? "\(gap - 1)-\(gap + 1)" : "\(known)"
                    return Question(id: "\(activity).\(Self.kind).\(asked.rawValue).\(about)", text: Words.fill(rule.text, values),
                                    spoken: Words.fill(rule.sentence, values), picture: QuestionPicture(name: ""),
                                    answers: NumberFacts.tiles(around: gap, count: rule.answers, variant: n, within: 1...100),
                                    correct: "\(gap)", level: rule.level)
                })
            }
        }
    }

    /// The missing number a question's ID names, and what is asked of it.
    static func gap(_ id: String) -> (asked: Asked, gap: Int)? {
        let numbers = NumberFacts.numbers(in: id)
        switch Asked(rawValue: NumberFacts.word(in: id, part: 1)) {
        case .after where numbers.count == 1: return (.after, numbers[0] + 1)
        case .before where numbers.count == 1: return (.before, numbers[0] - 1)
        case .between where numbers.count == 2 && numbers[1] == numbers[0] + 2: return (.between, numbers[0] + 1)
        default: return nil
        }
    }

    static let rules: [ContentProblem.Rule] = [.nextNumber]

    /// The right answer is the number after, before or between those of the ID.
    static func problems(_ q: Question, pictures: [String: Picture]) -> [(rule: ContentProblem.Rule, detail: String)] {
        guard let (asked, gap) = gap(q.id) else {
            return [(.nextNumber, "'\(q.id)' does not name a number to find (numbers.next.after.N, before.N, between.N-M, M two more)")]
        }
        guard q.correct == "\(gap)" else { return [(.nextNumber, "the number \(asked.rawValue) in '\(q.id)' is \(gap), and the right answer is \(q.correct)")] }
        return []
    }

    /// The question, and the piece of the track with its gap drawn over it: "5  6  7  ?".
    static func describe(_ model: inout ScreenModel, _ lesson: Lesson, _ app: AppState) {
        model.look = .lesson
        model.lesson(lesson, app)
        let q = app.question(of: lesson)
        guard let (asked, gap) = gap(q.id) else { return }
        let shown: [Int] = switch asked {
        case .after: Array(max(0, gap - 3)...gap)
        case .before: Array(gap...gap + 3)
        case .between: [gap - 1, gap, gap + 1]
        }
        let found = lesson.answered
        model.picture?.figure = [shown.map { $0 == gap ? (found ? "[\($0)]" : "[ ? ]") : " \($0) " }.joined(separator: "  ")]
    }
}

extension NextNumber.Asked {
    /// A number of its own for the seed.
    var hashSeed: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}

extension ContentProblem.Rule {
    /// A "what comes next" question whose right answer is not the number after, before or between.
    static let nextNumber = Self(rawValue: "next-number")
}
