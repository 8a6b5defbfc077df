/// A round of an activity: about ten questions, chosen when it starts from the progress and the time
/// (DESIGN §3). In order: the questions due for review, then new ones at the child's level, then (when the
/// level has nothing new left) the ones due soonest. A question missed at its first try comes back later in the
/// same round, after at least two others; its second try does not count as a first try.
public struct Round: Hashable, Sendable {
    public static let length = 10
    /// How many other questions come between a miss and its second try, at least.
    public static let retryGap = 2

    /// Positions of questions in the activity, in the order they are asked.
    public internal(set) var queue: [Int]
    /// Which entry of `queue` is being asked.
    public internal(set) var position = 0
    /// Entries of `queue` that are second tries.
    public internal(set) var retries: Set<Int> = []

    /// The question being asked (its position in the activity).
    public var question: Int { queue[position] }
    /// Whether the question being asked is a second try in this round.
    public var isRetry: Bool { retries.contains(position) }
    /// The question's number as the child hears it, and how many the round has. Second tries are not counted,
    /// so a miss never turns "2 of 10" into "2 of 11"; a second try has the number of its first ("1 of 10, again").
    public var numbered: (n: Int, count: Int) {
        let firsts = queue.indices.filter { !retries.contains($0) }
        let first = isRetry ? queue.indices.first { $0 < position && queue[$0] == question && !retries.contains($0) } ?? position : position
        return ((firsts.firstIndex(of: first) ?? firsts.filter { $0 < first }.count) + 1, firsts.count)
    }

    /// Whether there is another question after this one.
    public var hasNext: Bool { position + 1 < queue.count }

    init(queue: [Int], position: Int = 0, retries: Set<Int> = []) {
        self.queue = queue
        self.position = position
        self.retries = retries
    }

    /// A new round of `activity` at `now`; it starts with `first` when given (`--question`), and never with
    /// `last`, the question asked just before, unless there is no other.
    /// Only questions `askable` allows are taken (a keyboard question whose key the keyboard in use lacks is not).
    /// The round's first `length` ready ones (due or new; those of the skills in `planned`, a teacher's plan, first) are
    /// asked in the order that keeps the child nearest to right three times in four (`aimed`).
    static func make(_ activity: Activity, progress: Progress, now: Double, first: Int? = nil, last: Int? = nil,
                     askable: (Question) -> Bool = { _ in true }, planned: Set<String> = []) -> Round {
        let level = progress.level(in: activity)
        var queue: [Int] = first.map { [$0] } ?? []
        let skill = { (position: Int) in activity.skill(of: activity.questions[position]) }
        let ease = { (position: Int) in progress.skills[skill(position)]?.ease ?? Mastery.newEase }
        let groups = Self.groups(activity, progress: progress, now: now, level: level, askable: askable)
        let plannedFirst = { (positions: [Int]) in positions.filter { planned.contains(skill($0)) } + positions.filter { !planned.contains(skill($0)) } }
        // Who is asked is as before (due first: a hard question is never left out for easier ones); the order aims.
        let ready = plannedFirst(groups.ready)
        for position in aimed(Array(ready.prefix(length)), count: length, ease: ease) + ready.dropFirst(length) + groups.rest where queue.count < length {
            if !queue.contains(position) { queue.append(position) }
        }
        if queue.isEmpty { queue = [0] }
        if first == nil, queue.count > 1, queue[0] == last { queue.swapAt(0, 1) }
        return Round(queue: queue)
    }

    /// Every question of the activity up to `level`, in the order a round takes them: due for review (the
    /// longest due first), new at the level (pack order), new below it, then the rest by when they are due.
    static func candidates(_ activity: Activity, progress: Progress, now: Double, level: Int,
                           askable: (Question) -> Bool = { _ in true }) -> [Int] {
        let groups = Self.groups(activity, progress: progress, now: now, level: level, askable: askable)
        return groups.ready + groups.rest
    }

    /// The candidates in two: those ready (due for review, then new at the level, then new below it) and the rest.
    static func groups(_ activity: Activity, progress: Progress, now: Double, level: Int,
                       askable: (Question) -> Bool) -> (ready: [Int], rest: [Int]) {
        let open = activity.questions.indices.filter { activity.questions[$0].level <= level && askable(activity.questions[$0]) }
        let review = { (position: Int) in progress.reviews[activity.questions[position].id] }
        // By when they are due, and in pack order when that is the same.
        let byDue = { (a: Int, b: Int) in (review(a)?.due ?? 0, a) < (review(b)?.due ?? 0, b) }
        let due = open.filter { review($0)?.isDue(at: now) == true }.sorted(by: byDue)
        let fresh = open.filter { review($0) == nil }
        let atLevel = fresh.filter { activity.questions[$0].level == level }
        let below = fresh.filter { activity.questions[$0].level < level }
        let rest = open.filter { review($0).map { !$0.isDue(at: now) } ?? false }.sorted(by: byDue)
        return (due + atLevel + below, rest)
    }

    /// `count` of `pool`, each next one the one whose skill's `ease` brings the round's expected share of right first
    /// tries nearest `Mastery.target` (three in four); among equals the earlier in `pool`. Then the rest of `pool`.
    static func aimed(_ pool: [Int], count: Int, ease: (Int) -> Double) -> [Int] {
        var left = pool
        var chosen: [Int] = []
        var expected = 0.0
        while chosen.count < count, !left.isEmpty {
            let n = Double(chosen.count + 1)
            let misses = left.map { abs((expected + ease($0)) / n - Mastery.target) }
            var best = 0
            for index in misses.indices.dropFirst() where misses[index] < misses[best] { best = index }
            expected += ease(left[best])
            chosen.append(left.remove(at: best))
        }
        return chosen + left
    }

    /// The question at `position` was missed at its first try: it comes again after at least two others,
    /// taking more questions from `fillers` (in order) when the round has too few left. Never twice in a row.
    mutating func retry(fillers: [Int]) {
        let missed = question
        let target = position + Self.retryGap + 1
        var extra = fillers.filter { $0 != missed && !queue[(position + 1)...].contains($0) }.makeIterator()
        while queue.count < target, let filler = extra.next() { queue.append(filler) }
        let at = min(target, queue.count)
        guard at > position + 1 else { return }
        queue.insert(missed, at: at)
        retries = Set(retries.map { $0 >= at ? $0 + 1 : $0 })
        retries.insert(at)
    }

    mutating func advance() {
        position = min(position + 1, queue.count - 1)
    }
}
