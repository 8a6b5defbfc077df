/// Making ten, adding and taking away within 10: "How many more to make 10?" over a ten-frame (`mode: ten`); "3 ducks
/// on the pond. 2 more come. How many now?" with the picture and the two groups (`add`); "5 ducks… 2 go away." (`take`).
/// The things' sentences are the pack's, one for one and one for many, so that every number agrees with its noun
/// as a teacher says it ("una manzana", "eine Ente"; "Llega uno más", "Eine kommt dazu"). IDs:
/// `numbers.add.ten.7`, `numbers.add.duck.3+2`, `numbers.add.duck.5-2`; the right answer is proved from the ID.
struct MakingTen: QuestionMaker {
    static let kind = "add"
    static let reportTitle: String? = "Making ten, adding and taking away"
    /// `{some}` the frame's dots said (ten), or what is there at the start (add, take); `{change}` and `{ask}`: a
    /// thing's sentences (add, take). `{n}`: a number of the `dots` and the things' sentences.
    static let placeholders: Set<String> = ["n", "some", "change", "ask"]

    enum Mode: String, CaseIterable, Hashable, Sendable { case ten, add, take }

    var mode: String?
    /// Ten: the dots on the frame. Add and take: the smallest and largest number at the start.
    var numbers: [Int]
    /// Add and take: the smallest and largest number that comes or goes.
    var change: [Int]
    var things: [Thing]
    /// Ten: the dots on the frame said, for one and for many ("There is one dot.", "There are {n} dots.").
    var dots: [String]

    /// A thing that comes and goes, with its sentences: each a pair, for one and for many (`{n}`).
    struct Thing: Hashable, Sendable, Decodable {
        var picture: String
        /// "One duck is on the pond.", "{n} ducks are on the pond."
        var some: [String]
        /// "One more comes.", "{n} more come."
        var more: [String]
        /// "One goes away.", "{n} go away."
        var away: [String]
        /// "How many ducks now?"
        var ask: String

        /// The sentence of `forms` for `n`.
        static func said(_ forms: [String], _ n: Int) -> String {
            Words.fill(n == 1 ? forms.first ?? "" : forms.last ?? "", ["n": "\(n)"])
        }
    }

    private enum CodingKeys: String, CodingKey { case mode, numbers, change, things, dots }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        mode = try c.decodeIfPresent(String.self, forKey: .mode)
        numbers = try c.decodeIfPresent([Int].self, forKey: .numbers) ?? []
        change = try c.decodeIfPresent([Int].self, forKey: .change) ?? []
        things = try c.decodeIfPresent([Thing].self, forKey: .things) ?? []
        dots = try c.decodeIfPresent([String].self, forKey: .dots) ?? []
    }

    static let total = 10

    func templates(_ rule: Generator) -> [String] { dots + things.flatMap { $0.some + $0.more + $0.away + [$0.ask] } }

    func questions(_ rule: Generator, activity: String, context: Generator.Context) -> Result<[Question], Generator.Problem> {
        (Generator.mode(mode, of: "add 'mode'") as Result<Mode, Generator.Problem>).flatMap { mode in
            NumberFacts.range(numbers, "numbers").flatMap { start in
                guard start.lowerBound >= 0, start.upperBound <= Self.total else {
                    return .failure(Generator.Problem("'numbers' are 0 to \(Self.total), not \(numbers)"))
                }
                guard mode != .ten else {
                    guard dots.count == 2 else { return .failure(Generator.Problem("ten needs 'dots': two sentences (one dot, {n} dots)")) }
                    return .success(tens(rule, activity: activity, start))
                }
                guard !things.isEmpty, things.allSatisfy({ [$0.some, $0.more, $0.away].allSatisfy { $0.count == 2 } }) else {
                    return .failure(Generator.Problem("\(mode.rawValue) needs 'things', each with 'some', 'more' and 'away' of two sentences (one, many)"))
                }
                return NumberFacts.range(change, "change").flatMap { change in
                    guard change.lowerBound >= 1, change.upperBound <= Self.total else {
                        return .failure(Generator.Problem("'change' is 1 to \(Self.total), not \(self.change)"))
                    }
                    let sums = start.flatMap { a in change.compactMap { b in mode == .add ? (a + b <= Self.total ? (a, b) : nil) : (b < a ? (a, b) : nil) } }
                    guard !sums.isEmpty else { return .failure(Generator.Problem("no \(mode.rawValue) of \(numbers) and \(self.change) stays within 0 to \(Self.total)")) }
                    var random = SeededGenerator(seed: UInt64(start.lowerBound * 1000 + start.upperBound * 100 + change.upperBound * 10 + (mode == .add ? 1 : 2)))
                    return .success(sums.shuffledStably(&random).enumerated().map { n, sum in
                        story(rule, activity: activity, mode: mode, sum, thing: things[n % things.count], variant: n, pictures: context.pictures)
                    })
                }
            }
        }
    }

    /// "How many more to make 10?": every number of dots on the frame.
    func tens(_ rule: Generator, activity: String, _ filled: ClosedRange<Int>) -> [Question] {
        var random = SeededGenerator(seed: UInt64(filled.lowerBound * 100 + filled.upperBound))
        return Array(filled).shuffledStably(&random).enumerated().map { n, filled in
            let values = ["n": "\(filled)", "some": Thing.said(dots, filled)]
            return Question(id: "\(activity).\(Self.kind).ten.\(filled)", text: Words.fill(rule.text, values), spoken: Words.fill(rule.sentence, values),
                            picture: QuestionPicture(name: ""),
                            answers: NumberFacts.tiles(around: Self.total - filled, count: rule.answers, variant: n, within: 0...Self.total),
                            correct: "\(Self.total - filled)", level: rule.level)
        }
    }

    /// "3 ducks on the pond. 2 more come. How many ducks now?", the picture of the ducks at the start.
    func story(_ rule: Generator, activity: String, mode: Mode, _ sum: (Int, Int), thing: Thing, variant: Int,
               pictures: [String: Picture]) -> Question {
        let (a, b) = sum
        let now = mode == .add ? a + b : a - b
        let values = ["some": Thing.said(thing.some, a), "change": Thing.said(mode == .add ? thing.more : thing.away, b), "ask": thing.ask]
        let sign = mode == .add ? "+" : "-"
        return Question(id: "\(activity).\(Self.kind).\(thing.picture).\(a)\(sign)\(b)", text: Words.fill(rule.text, values),
                        spoken: Words.fill(rule.sentence, values), picture: QuestionPicture(name: thing.picture, count: a, label: pictures[thing.picture]?.label ?? ""),
                        answers: NumberFacts.tiles(around: now, count: rule.answers, variant: variant, within: 0...Self.total),
                        correct: "\(now)", level: rule.level)
    }

    /// What a question's ID names: the mode, and the numbers (ten: the dots; add, take: the start and the change).
    static func sum(_ id: String) -> (mode: Mode, numbers: [Int], answer: Int)? {
        let numbers = NumberFacts.numbers(in: id), last = NumberFacts.word(in: id, part: 0)
        if NumberFacts.word(in: id, part: 1) == Mode.ten.rawValue, numbers.count == 1, (0...total).contains(numbers[0]) {
            return (.ten, numbers, total - numbers[0])
        }
        guard numbers.count == 2 else { return nil }
        if last.contains("+") { return (.add, numbers, numbers[0] + numbers[1]) }
        if last.contains("-"), numbers[1] <= numbers[0] { return (.take, numbers, numbers[0] - numbers[1]) }
        return nil
    }

    /// The things it shows, as their pictures name them: words it teaches, checked for pronunciation like counting's.
    func taughtWords(_ context: Generator.Context) -> [TaughtWord.Given] {
        things.map { TaughtWord.Given(.countedThing, context.pictures[$0.picture]?.label ?? $0.picture) }
    }

    static let rules: [ContentProblem.Rule] = [.sum]

    /// The right answer is the sum, the difference, or what makes ten, of the ID's numbers.
    static func problems(_ q: Question, pictures: [String: Picture]) -> [(rule: ContentProblem.Rule, detail: String)] {
        guard let (mode, numbers, answer) = sum(q.id) else {
            return [(.sum, "'\(q.id)' does not name a sum (numbers.add.ten.N, THING.A+B, THING.A-B)")]
        }
        guard q.correct == "\(answer)" else {
            return [(.sum, "\(mode.rawValue) of \(numbers.map(String.init).joined(separator: " and ")) is \(answer), and the right answer is \(q.correct)")]
        }
        return []
    }

    /// The picture of the start, and under it the change drawn: the ten-frame, or the dots that come (○) or go (×).
    static func describe(_ model: inout ScreenModel, _ lesson: Lesson, _ app: AppState) {
        model.look = .lesson
        model.lesson(lesson, app)
        guard let (mode, numbers, _) = sum(app.question(of: lesson).id) else { return }
        switch mode {
        case .ten: model.picture?.figure = NumberFacts.frame(numbers[0])
        case .add: model.picture?.figure = [NumberFacts.dots(numbers[0]) + "   +   " + NumberFacts.dots(numbers[1]).replacing("●", with: "○")]
        case .take: model.picture?.figure = [NumberFacts.dots(numbers[0] - numbers[1]) + "  " + NumberFacts.dots(numbers[1]).replacing("●", with: "×")]
        }
    }
}

extension ContentProblem.Rule {
    /// A sum whose right answer is not what its numbers make.
    static let sum = Self(rawValue: "sum")
}
