/// A child's stars and the grown-ups' settings: what `progress.json` holds.
///
/// Stars only grow, except by Reset Progress. Each star remembers when it was earned and the progress
/// remembers when it was last reset, so that two running copies can merge what each saved: a star earned in
/// either copy after the last reset survives, and a reset in either copy removes the stars from before it.
public struct Progress: Hashable, Sendable {
    /// Question ID → when its star was earned (seconds since 1970).
    public var stars: [String: Double]
    /// Question ID → how many answers were set aside before its star (for grown-ups: the hardest questions).
    public var misses: [String: Int]
    /// When Reset Progress was last used (0: never).
    public var resetAt: Double
    public var settings: Settings
    /// When the settings were last changed, so that a merge keeps the newer ones.
    public var settingsChangedAt: Double

    public init(stars: [String: Double] = [:], misses: [String: Int] = [:], resetAt: Double = 0,
                settings: Settings = Settings(), settingsChangedAt: Double = 0) {
        self.stars = stars
        self.misses = misses
        self.resetAt = resetAt
        self.settings = settings
        self.settingsChangedAt = settingsChangedAt
    }

    public func hasStar(_ questionID: String) -> Bool { stars[questionID] != nil }

    /// Stars earned in `activity`; stars of questions no longer in it are kept but not counted.
    public func starCount(in activity: Activity) -> Int {
        activity.questions.reduce(0) { $0 + (hasStar($1.id) ? 1 : 0) }
    }

    /// Gives the question its star, once. Returns whether it is new.
    @discardableResult
    public mutating func earnStar(_ questionID: String, at now: Double) -> Bool {
        guard stars[questionID] == nil else { return false }
        stars[questionID] = now
        return true
    }

    /// Counts an answer set aside on a question that has no star yet.
    public mutating func noteMiss(_ questionID: String) {
        guard stars[questionID] == nil else { return }
        misses[questionID, default: 0] += 1
    }

    /// Removes every star and miss (Reset Progress). Settings stay.
    public mutating func reset(at now: Double) {
        stars = [:]
        misses = [:]
        resetAt = max(resetAt, now)
    }

    public mutating func changeSettings(_ change: (inout Settings) -> Void, at now: Double) {
        change(&settings)
        settingsChangedAt = max(settingsChangedAt, now)
    }

    /// What two copies saved, together: the later reset, every star earned since it (the later time when both
    /// have one), the larger miss count, and the newer settings.
    public static func merged(_ a: Progress, _ b: Progress) -> Progress {
        let resetAt = max(a.resetAt, b.resetAt)
        let stars = a.stars.merging(b.stars, uniquingKeysWith: max).filter { $0.value >= resetAt }
        let resetMisses = { (p: Progress) in p.resetAt < resetAt ? [:] : p.misses }
        let misses = resetMisses(a).merging(resetMisses(b), uniquingKeysWith: max)
        let newer = b.settingsChangedAt >= a.settingsChangedAt ? b : a
        return Progress(stars: stars, misses: misses, resetAt: resetAt, settings: newer.settings,
                        settingsChangedAt: newer.settingsChangedAt)
    }
}
