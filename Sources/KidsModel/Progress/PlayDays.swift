/// What a child did on each day, for the teacher's report: first tries, how many were right, and stars earned.
///
/// Each run of kids keeps its own count of a day (`run`, a random name it takes at start), so that what two copies
/// saved merges as stars do: the larger count of each run, the runs added up (a grow-only counter). A count
/// remembers when it last grew, so that Reset Progress removes the days before it. The last `keptDays` days are
/// kept, and the `runsADay` busiest runs of a day.
public struct PlayDays: Hashable, Sendable {
    /// One run's play on one day.
    public struct Count: Hashable, Sendable, Codable {
        /// First tries at a question (what levels and review go by), and how many of them were right.
        public var tries = 0
        public var right = 0
        /// Stars earned.
        public var stars = 0
        /// When it last grew (seconds since 1970).
        public var at: Double = 0

        public init(tries: Int = 0, right: Int = 0, stars: Int = 0, at: Double = 0) {
            self.tries = tries
            self.right = right
            self.stars = stars
            self.at = at
        }

        /// Two counts of one run: the larger of each.
        static func larger(_ a: Count, _ b: Count) -> Count {
            Count(tries: max(a.tries, b.tries), right: max(a.right, b.right), stars: max(a.stars, b.stars), at: max(a.at, b.at))
        }

        /// Counts added up (the day's whole, over its runs).
        public static func + (a: Count, b: Count) -> Count {
            Count(tries: a.tries + b.tries, right: a.right + b.right, stars: a.stars + b.stars, at: max(a.at, b.at))
        }
    }

    /// How many days are kept: about four months, a school term and more.
    public static let keptDays = 120
    /// How many runs of a day are kept (a child starts kids a few times a day).
    public static let runsADay = 24

    /// Day (days since 1970-01-01 in the child's time zone) → run → its count.
    public var days: [Int: [String: Count]]

    public init(_ days: [Int: [String: Count]] = [:]) { self.days = days }

    public var isEmpty: Bool { days.isEmpty }

    /// Notes a first try (right or not) and a star earned, in this run, at `now`, on the child's `day` (local: days since
    /// 1970-01-01 in its time zone; UTC's unless told).
    public mutating func note(run: String, at now: Double, day: Int? = nil, firstTry right: Bool?, star: Bool) {
        guard right != nil || star else { return }
        let day = day ?? UTC.dayNumber(now)
        var count = days[day, default: [:]][run, default: Count()]
        if let right {
            count.tries += 1
            if right { count.right += 1 }
        }
        if star { count.stars += 1 }
        count.at = max(count.at, now)
        days[day, default: [:]][run] = count
        self = bounded()
    }

    /// Without the days after the day of `now` and the next (a computer a little ahead): days from a clock set years
    /// ahead, or planted in a class folder, would otherwise keep the places of the real ones for good. Each save does it
    /// (`ProgressStore`), with the clock of the save.
    public func until(_ now: Double) -> PlayDays {
        let last = UTC.dayNumber(now) + 1
        guard days.keys.contains(where: { $0 > last }) else { return self }
        return PlayDays(days.filter { $0.key <= last })
    }

    /// Each day's whole, over its runs.
    public var totals: [Int: Count] { days.mapValues { $0.values.reduce(Count(), +) } }

    /// The last `keptDays` days, each with its `runsADay` busiest runs.
    func bounded() -> PlayDays {
        guard days.count > Self.keptDays || days.values.contains(where: { $0.count > Self.runsADay }) else { return self }
        let kept = days.keys.sorted(by: >).prefix(Self.keptDays)
        return PlayDays(Dictionary(uniqueKeysWithValues: kept.map { day in
            let runs = days[day] ?? [:]
            guard runs.count > Self.runsADay else { return (day, runs) }
            let busiest = runs.sorted { ($1.value.tries, $1.key) < ($0.value.tries, $0.key) }.prefix(Self.runsADay)
            return (day, Dictionary(uniqueKeysWithValues: busiest.map { ($0.key, $0.value) }))
        }))
    }

    /// What two copies saved, together: each run's larger count; none from before `resetAt`.
    static func merged(_ a: PlayDays, _ b: PlayDays, resetAt: Double) -> PlayDays {
        let days = a.days.merging(b.days) { $0.merging($1, uniquingKeysWith: Count.larger) }
        return PlayDays(days.compactMapValues { runs in
            let kept = runs.filter { $0.value.at >= resetAt }
            return kept.isEmpty ? nil : kept
        }).bounded()
    }
}
