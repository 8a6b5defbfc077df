/// How a question's first tries went, and when it comes back (spaced review, DESIGN §3).
///
/// A question missed at the first try comes back the next day; each time it is then right at the first try
/// the wait doubles (2, 4, 8, … days). A new question right at once comes back after 2 days, as one right once: a
/// guess must be right again before it counts for much (its skill's `Mastery` says when it is known).
/// Only the time of a `tick` is used: the model reads no clock.
public struct Review: Hashable, Sendable, Codable {
    /// 0: missed at the last first try; more: right at the first try so many times since (a new question
    /// right at once starts at `rightAtOnce`).
    public var box: Int
    /// When it is due again (seconds since 1970).
    public var due: Double
    /// When it was last asked; a merge keeps the later review.
    public var seen: Double

    public init(box: Int, due: Double, seen: Double) {
        self.box = box
        self.due = due
        self.seen = seen
    }

    public static let day = 86_400.0
    /// Where a question right at its very first try starts: it comes back after 2 days.
    public static let rightAtOnce = 1
    public static let topBox = 6

    /// Right at the last first try.
    public var isMastered: Bool { box > 0 }

    public func isDue(at now: Double) -> Bool { due <= now }

    /// Days until a question in `box` comes back: 1 when it was missed, then 2, 4, 8, …
    public static func days(_ box: Int) -> Double { box == 0 ? 1 : Double(1 << min(box, topBox)) }

    /// The review after a first try at `now`, given the one before (nil: never asked).
    public static func after(_ old: Review?, right: Bool, at now: Double) -> Review {
        let box = right ? min(topBox, old.map { $0.box + 1 } ?? rightAtOnce) : 0
        return Review(box: box, due: now + days(box) * day, seen: now)
    }
}
