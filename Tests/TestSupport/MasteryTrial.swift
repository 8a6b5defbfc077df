import KidsModel

/// A seeded simulation of children meeting one skill, through the app's own rules (`Progress.review` and `Mastery`):
/// `kids-bench mastery` prints it, and a test holds it to its goals. Each child has `questions` first tries at the
/// skill, `aDay` of them a day (a round a day meets a skill a few times), each among `tiles` tiles.
public struct MasteryTrial: Sendable {
    public var children = 1_000
    public var questions = 20
    public var aDay = 4
    public var tiles = 3
    public var seed: UInt64 = 2026

    public init(children: Int = 1_000, questions: Int = 20, aDay: Int = 4, tiles: Int = 3, seed: UInt64 = 2026) {
        self.children = children
        self.questions = questions
        self.aDay = aDay
        self.tiles = tiles
        self.seed = seed
    }

    /// How a simulated child answers its first tries: right with this chance, given what it has learned.
    public enum Child: Sendable {
        /// Only guesses: right one time in `tiles`.
        case guesser
        /// Learns with chance `learn` at each question (Bayesian knowledge tracing's P(T)), right one time in `tiles`
        /// before, and `afterwards` after.
        case learner(learn: Double, afterwards: Double)
    }

    /// For each child, the first try after which the skill was known (1-based), or nil when it never was.
    public func knownAfter(_ child: Child) -> [Int?] {
        var random = SeededGenerator(seed: seed)
        let start = 1_764_590_400.0  // 2025-12-01, a school morning
        return (0..<children).map { _ in
            var progress = Progress()
            var learned = false
            for n in 0..<questions {
                let chance: Double
                switch child {
                case .guesser: chance = 1 / Double(tiles)
                case .learner(_, let afterwards): chance = learned ? afterwards : 1 / Double(tiles)
                }
                let right = Double.random(in: 0..<1, using: &random) < chance
                let day = n / aDay
                let now = start + Double(day) * 86_400 + Double(n % aDay) * 300
                progress.review("skill.q\(n % 3)", right: right, at: now, skill: "trial 1", tiles: tiles, day: 20_423 + day)
                if case .learner(let learn, _) = child, !learned { learned = Double.random(in: 0..<1, using: &random) < learn }
                if progress.skills["trial 1"]?.state == .known { return n + 1 }
            }
            return nil
        }
    }

    /// The share of children, in percent, for whom the skill became known.
    public static func percentKnown(_ results: [Int?]) -> Double {
        results.isEmpty ? 0 : Double(results.compactMap { $0 }.count) * 100 / Double(results.count)
    }

    /// The median number of first tries to known, a child who never got there counting as more than any (nil when
    /// more than half never did).
    public static func median(_ results: [Int?]) -> Int? {
        let sorted = results.map { $0 ?? Int.max }.sorted()
        guard !sorted.isEmpty else { return nil }
        let middle = sorted[(sorted.count - 1) / 2]
        return middle == Int.max ? nil : middle
    }
}
