/// How a child is doing at one skill (a letter, a number, a shape, a listening game's level: `ActivityKind.skill`),
/// from its first tries (DESIGN §12).
///
/// A skill is **known** once its last k first tries were right, the first of them on an earlier day than the last:
/// k is 5 when a question of the run had two or three tiles (a guess is right one time in two or three), 4 when every
/// one had four or more, or none (a key or a cell, among dozens). A miss makes it **learning** again. More than
/// `needsHelpAfter` misses since it was last known, or since a teacher's plan assigned it, and it **needs help**: for
/// grown-ups only. `ease` is the estimate rounds choose by, so that a child is right about three times in four.
/// Only the times and days given are used: the model reads no clock.
public struct Mastery: Hashable, Sendable, Codable {
    /// Right first tries in a row: the last ones.
    public var streak = 0
    /// The local day (days since 1970-01-01 in the child's time zone) of the streak's first try.
    public var since = 0
    /// The fewest tiles among the streak's questions; 0 while the streak is empty, `manyTiles` for none (a key).
    public var fewest = 0
    /// Whether it is known now: the streak reached its length over two days.
    public var known = false
    /// When it last became known (seconds since 1970; 0: never).
    public var knownAt: Double = 0
    /// When the first tries missed since it was last known were asked: the last `needsHelpAfter + 1` of them.
    public var misses: [Double] = []
    /// The chance of a first try right, as an average of the first tries that weighs each new one `easeStep`
    /// (an exponentially weighted moving average), from `newEase`.
    public var ease = Mastery.newEase
    /// When it was last tried (a merge keeps the later).
    public var seen: Double = 0

    public init() {}

    public enum State: String, Hashable, Sendable, CaseIterable {
        case new, learning, known

        /// As the CSV writes it: 0 new, 1 learning, 2 known.
        public var number: Int { Self.allCases.firstIndex(of: self) ?? 0 }
    }

    /// The share of right first tries a round aims at.
    public static let target = 0.75
    /// Misses since a skill was last known (or assigned) that make it need help when there are more.
    public static let needsHelpAfter = 3
    /// The estimate of a skill never tried, and how much each first try moves it.
    public static let newEase = 0.5
    public static let easeStep = 0.25
    /// What a question without tiles counts as: a key or a cell is one of dozens, never a guess among a few.
    public static let manyTiles = 64

    /// Right first tries in a row that make a skill known, with `tiles` the fewest tiles among them.
    public static func runNeeded(tiles: Int) -> Int { tiles <= 3 ? 5 : 4 }

    public var state: State { known ? .known : .learning }

    /// Whether it needs help: more than `needsHelpAfter` misses since it was last known and since `assigned` (when a
    /// teacher's plan gave it; 0: never).
    public func needsHelp(assigned: Double = 0) -> Bool { misses.filter { $0 >= assigned }.count > Self.needsHelpAfter }

    /// After a first try at a question of the skill with `tiles` tiles (0: none), at `now`, on local day `day`.
    public mutating func tried(right: Bool, tiles: Int, at now: Double, day: Int) {
        let tiles = tiles == 0 ? Self.manyTiles : tiles
        if right {
            if streak == 0 { since = day }
            fewest = streak == 0 ? tiles : min(fewest, tiles)
            streak += 1
            if !known, streak >= Self.runNeeded(tiles: fewest), day > since {
                known = true
                knownAt = now
                misses = []
            }
        } else {
            streak = 0
            fewest = 0
            known = false
            misses = Array((misses + [now]).suffix(Self.needsHelpAfter + 1))
        }
        ease += ((right ? 1 : 0) - ease) * Self.easeStep
        seen = max(seen, now)
    }
}
