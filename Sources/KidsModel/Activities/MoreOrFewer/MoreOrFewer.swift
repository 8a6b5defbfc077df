/// "Which has more?" / "Which has fewer?" (The Number Race): two groups, each a tile, graded by the distance between
/// their numbers, far apart first, then near. Shown as dots (`shown: dots`), each group also heard as a run of taps,
/// since a child who cannot see compares by ear; or as digits (`shown: digits`). The pairs are drawn from a seed
/// round the rule's distances, each distance at least once (check-content proves it), so IDs stay:
/// `numbers.more.dots.more.3-7` (dots, which has more, 3 and 7). The right answer is proved from the ID.
struct MoreOrFewer: QuestionMaker {
    static let kind = "more"
    static let reportTitle: String? = "More or fewer"
    /// `{first}` and `{second}` name the groups (dots: their things, "the apples"; digits: the numbers).
    static let placeholders: Set<String> = ["first", "second"]
    static let required: Set<String> = ["first", "second"]

    enum Shown: String, CaseIterable, Hashable, Sendable { case dots, digits }
    enum Asked: String, CaseIterable, Hashable, Sendable { case more, fewer }

    /// The smallest and largest number of a group, and the distances between the two (far: `[4, 9]`; near: `[1, 2]`).
    var numbers: [Int]
    var distance: [Int]
    var shown: String?
    var ask: String?
    /// How many questions it makes.
    var count: Int
    /// The things of the groups shown as dots, each a picture and its words ("the apples"), two to a question.
    var things: [Thing]

    struct Thing: Hashable, Sendable, Decodable {
        var picture: String
        var name: String
    }

    private enum CodingKeys: String, CodingKey { case numbers, distance, shown, ask, count, things }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        numbers = try c.decodeIfPresent([Int].self, forKey: .numbers) ?? []
        distance = try c.decodeIfPresent([Int].self, forKey: .distance) ?? []
        shown = try c.decodeIfPresent(String.self, forKey: .shown)
        ask = try c.decodeIfPresent(String.self, forKey: .ask)
        count = try c.decodeIfPresent(Int.self, forKey: .count) ?? 12
        things = try c.decodeIfPresent([Thing].self, forKey: .things) ?? []
    }

    /// The most dots a tile shows.
    static let mostDots = 10

    func questions(_ rule: Generator, activity: String, context: Generator.Context) -> Result<[Question], Generator.Problem> {
        let settings = Generator.mode(shown, of: "more 'shown'") as Result<Shown, Generator.Problem>
        return settings.flatMap { shown in (Generator.mode(ask, of: "more 'ask'") as Result<Asked, Generator.Problem>).flatMap { asked in
            NumberFacts.range(numbers, "numbers").flatMap { numbers in NumberFacts.range(distance, "distance").flatMap { distance in
                guard numbers.lowerBound >= 1, numbers.upperBound <= 100, distance.lowerBound >= 1, distance.upperBound <= 99 else {
                    return .failure(Generator.Problem("'numbers' are 1 to 100 and 'distance' 1 to 99, not \(self.numbers) and \(self.distance)"))
                }
                guard (1...100).contains(count) else { return .failure(Generator.Problem("'count' is 1 to 100, not \(count)")) }
                guard shown == .digits || numbers.upperBound <= Self.mostDots else {
                    return .failure(Generator.Problem("dots are at most \(Self.mostDots) to a group, not \(numbers.upperBound)"))
                }
                guard shown == .digits || things.count >= 2 else { return .failure(Generator.Problem("dots need two 'things' or more")) }
                let pairs = Self.pairs(numbers, distance: distance, count: count)
                guard !pairs.isEmpty else {
                    return .failure(Generator.Problem("no two numbers of \(numbers.lowerBound) to \(numbers.upperBound) are \(distance.lowerBound) to \(distance.upperBound) apart"))
                }
                return .success(pairs.enumerated().map { n, pair in
                    question(rule, activity: activity, shown: shown, asked: asked, pair: pair, things: (things.isEmpty ? [] : [things[n % things.count], things[(n + 1) % things.count]]))
                })
            } }
        } }
    }

    /// `count` pairs of different numbers of `numbers`, `distance` apart: the distances taken in turn (so each is
    /// there once `count` reaches their number), each pair drawn from a seed, the larger first as often as second.
    static func pairs(_ numbers: ClosedRange<Int>, distance: ClosedRange<Int>, count: Int) -> [(Int, Int)] {
        var random = SeededGenerator(seed: UInt64(numbers.lowerBound * 10_000 + numbers.upperBound * 100 + distance.lowerBound * 10 + distance.upperBound))
        let apart = distance.filter { $0 <= numbers.count - 1 }
        var made: [(Int, Int)] = [], seen: Set<[Int]> = []
        var tries = 0
        while made.count < count, !apart.isEmpty, tries < count * 20 {
            let d = apart[made.count % apart.count]
            tries += 1
            let small = NumberFacts.draw(numbers.lowerBound...(numbers.upperBound - d), &random)
            let pair = made.count % 2 == 0 ? (small, small + d) : (small + d, small)
            guard seen.insert([pair.0, pair.1]).inserted else { continue }
            made.append(pair)
        }
        return made
    }

    func question(_ rule: Generator, activity: String, shown: Shown, asked: Asked, pair: (Int, Int), things: [Thing]) -> Question {
        let (a, b) = pair
        let right = asked == .more ? max(a, b) : min(a, b)
        let answers: [Answer]
        let names: [String]
        switch shown {
        case .digits:
            answers = [Answer(id: "\(a)", label: "\(a)"), Answer(id: "\(b)", label: "\(b)")]
            names = ["\(a)", "\(b)"]
        case .dots:
            answers = zip([a, b], things).map { n, thing in
                Answer(id: "\(n)", label: NumberFacts.dots(n), spoken: thing.name, picture: thing.picture)
            }
            names = things.map(\.name)
        }
        let values = ["first": names[0], "second": names[1]]
        return Question(id: "\(activity).\(Self.kind).\(shown.rawValue).\(asked.rawValue).\(a)-\(b)", text: Words.fill(rule.text, values),
                        spoken: Words.fill(rule.sentence, values), picture: QuestionPicture(name: ""), answers: answers,
                        correct: "\(right)", level: rule.level)
    }

    /// The things it shows, as their pictures name them: words it teaches, checked for pronunciation like counting's.
    func taughtWords(_ context: Generator.Context) -> [TaughtWord.Given] {
        things.map { TaughtWord.Given(.countedThing, context.pictures[$0.picture]?.label ?? $0.picture) }
    }

    static let rules: [ContentProblem.Rule] = [.comparison, .distances]

    /// Each distance the rule claims is asked, and none other.
    func ruleProblems(_ rule: Generator, context: Generator.Context) -> [(rule: ContentProblem.Rule, detail: String)] {
        guard case .success(let numbers) = NumberFacts.range(numbers, "numbers"),
              case .success(let distance) = NumberFacts.range(distance, "distance"),
              numbers.lowerBound >= 1, numbers.upperBound <= 100, distance.lowerBound >= 1, distance.upperBound <= 99,
              (1...100).contains(count) else { return [] }
        let asked = Set(Self.pairs(numbers, distance: distance, count: count).map { abs($0.0 - $0.1) })
        let missing = distance.filter { !asked.contains($0) }
        guard missing.isEmpty else {
            return [(.distances, "level \(rule.level) claims distances \(distance.lowerBound) to \(distance.upperBound), and asks none \(missing.map(String.init).joined(separator: ", ")) apart")]
        }
        return []
    }

    /// The right answer is the group with more (or fewer), from the numbers of the ID, and the two differ.
    static func problems(_ q: Question, pictures: [String: Picture]) -> [(rule: ContentProblem.Rule, detail: String)] {
        let pair = NumberFacts.numbers(in: q.id), asked = Asked(rawValue: NumberFacts.word(in: q.id, part: 1))
        guard pair.count == 2, let asked, pair[0] != pair[1] else {
            return [(.comparison, "'\(q.id)' does not name two different numbers to compare (numbers.more.SHOWN.more|fewer.A-B)")]
        }
        let right = asked == .more ? pair.max() ?? 0 : pair.min() ?? 0
        guard q.correct == "\(right)", Set(q.answers.map(\.id)) == Set(pair.map(String.init)) else {
            return [(.comparison, "of \(pair[0]) and \(pair[1]), \(right) has \(asked.rawValue), and the right answer is \(q.correct)")]
        }
        return []
    }

    /// The report groups these questions by the distance between the two numbers.
    static let facet: String? = "distance"
    static func facet(of q: Question) -> Int? {
        let pair = NumberFacts.numbers(in: q.id)
        return pair.count == 2 ? abs(pair[0] - pair[1]) : nil
    }

    /// The question; for dots, each group named then heard as a run of taps, one a dot; then the tiles.
    static func ask(_ lesson: Lesson, _ app: AppState, kind: Utterance.Kind, slower: Bool) -> [Effect] {
        let q = app.question(of: lesson)
        var said = [Effect.speak(lesson.prompt(app, kind: kind, slower: slower))]
        if NumberFacts.word(in: q.id, part: 2) == Shown.dots.rawValue {
            let groups = app.content.activities[lesson.activity].questions[lesson.question].answers
            for group in groups {
                var name = app.utterance(.notice, group.spoken, subject: q.id)
                name.queued = true
                said.append(.speak(name))
                said += NumberFacts.taps(app, q.id, count: Int(group.id) ?? 0)
            }
        }
        return said + [lesson.optionsAfter(app, slower: slower)]
    }

    /// The tiles show the dots; line mode lists each group by its name, then its dots.
    static func describe(_ model: inout ScreenModel, _ lesson: Lesson, _ app: AppState) {
        model.look = .lesson
        model.lesson(lesson, app)
        let q = app.question(of: lesson)
        guard NumberFacts.word(in: q.id, part: 2) == Shown.dots.rawValue else { return }
        var n = 0
        for place in model.parts.indices where model.parts[place].role == .choices && q.answers.indices.contains(n) {
            let number = "\(n + 1). "
            model.parts[place].text = number + q.answers[n].spoken + ": " + model.parts[place].text.dropFirst(number.count)
            n += 1
        }
    }
}

extension ContentProblem.Rule {
    /// A comparison whose right answer is not the group with more (or fewer).
    static let comparison = Self(rawValue: "comparison")
    /// A comparison level that does not ask every distance it claims.
    static let distances = Self(rawValue: "distances")
}
