/// A child's stars and the grown-ups' settings: what `progress.json` holds.
///
/// Stars only grow, except by Reset Progress. Each star remembers when it was earned and the progress
/// remembers when it was last reset, so that two running copies can merge what each saved: a star earned in
/// either copy after the last reset survives, and a reset in either copy removes the stars from before it.
/// Each question asked also has a `Review`: when it comes back (spaced review), from which the child's level
/// in each activity follows.
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
    /// Question ID → how its first tries went and when it comes back.
    public var reviews: [String: Review]
    /// Skill (`ActivityKind.skill`) → how its first tries went: new, learning or known, and whether it needs help.
    public var skills: [String: Mastery]
    /// Story ID → the page the child reached, so that reopening the story goes on from there.
    public var places: [String: Place]
    /// What the child did each day (first tries, right, stars), for the teacher's report over time.
    public var days: PlayDays
    /// Why the days saved could not be read, when they could not (they are left out, and the report says so); the
    /// stars and reviews are read all the same. Not saved.
    public var daysDamaged: String?

    /// A page reached in a story, by its stable ID, and when (a merge keeps the later).
    public struct Place: Hashable, Sendable, Codable {
        public var page: String
        public var at: Double

        public init(page: String, at: Double) {
            self.page = page
            self.at = at
        }
    }

    public init(stars: [String: Double] = [:], misses: [String: Int] = [:], resetAt: Double = 0,
                settings: Settings = Settings(), settingsChangedAt: Double = 0, reviews: [String: Review] = [:],
                places: [String: Place] = [:], days: PlayDays = PlayDays(), skills: [String: Mastery] = [:]) {
        self.skills = skills
        self.places = places
        self.days = days
        self.stars = stars
        self.misses = misses
        self.reviews = reviews
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

    /// Notes how the first try at a question went, asked at `now`: when it comes back follows from it. With its
    /// `skill`, its number of `tiles` and the child's local `day`, the skill's mastery too.
    public mutating func review(_ questionID: String, right: Bool, at now: Double, skill: String? = nil, tiles: Int = 0, day: Int = 0) {
        reviews[questionID] = Review.after(reviews[questionID], right: right, at: now)
        if let skill { skills[skill, default: Mastery()].tried(right: right, tiles: tiles, at: now, day: day) }
    }

    /// Notes the first try at question `q` of `activity`, with its skill and tiles, on the child's local `day`.
    public mutating func review(_ q: Question, of activity: Activity, right: Bool, at now: Double, day: Int) {
        review(q.id, right: right, at: now, skill: activity.skill(of: q), tiles: q.answers.count, day: day)
    }

    /// Keeps the page reached in a story.
    public mutating func keepPlace(story: String, page: String, at now: Double) {
        places[story] = Place(page: page, at: now)
    }

    /// Notes a first try and a star in the day's count of this run (`run`), for the report.
    public mutating func noteDay(run: String, at now: Double, day: Int? = nil, firstTry right: Bool?, star: Bool) {
        days.note(run: run, at: now, day: day, firstTry: right, star: star)
    }

    /// Removes every star, miss, review, skill, kept place and day (Reset Progress). Settings stay.
    public mutating func reset(at now: Double) {
        days = PlayDays()
        places = [:]
        stars = [:]
        misses = [:]
        reviews = [:]
        skills = [:]
        resetAt = max(resetAt, now)
    }

    public mutating func changeSettings(_ change: (inout Settings) -> Void, at now: Double) {
        change(&settings)
        settingsChangedAt = max(settingsChangedAt, now)
    }

    /// What two copies saved, together: the later reset, every star earned since it (the later time when both
    /// have one), the larger miss count, the later review of each question since the reset, and the newer
    /// settings, the later place in each story since the reset, each run's days since it, and the later try at each skill.
    public static func merged(_ a: Progress, _ b: Progress) -> Progress {
        let resetAt = max(a.resetAt, b.resetAt)
        let stars = a.stars.merging(b.stars, uniquingKeysWith: max).filter { $0.value >= resetAt }
        let resetMisses = { (p: Progress) in p.resetAt < resetAt ? [:] : p.misses }
        let misses = resetMisses(a).merging(resetMisses(b), uniquingKeysWith: max)
        let reviews = a.reviews.merging(b.reviews) { $1.seen >= $0.seen ? $1 : $0 }.filter { $0.value.seen >= resetAt }
        let skills = a.skills.merging(b.skills) { $1.seen >= $0.seen ? $1 : $0 }.filter { $0.value.seen >= resetAt }
        let places = a.places.merging(b.places) { $1.at >= $0.at ? $1 : $0 }.filter { $0.value.at >= resetAt }
        let newer = b.settingsChangedAt >= a.settingsChangedAt ? b : a
        // A copy's days from before it knew of the reset are dropped whole, as its misses are: a run's count there
        // adds up tries on both sides of the reset, and would bring the old ones back.
        var merged = Progress(stars: stars, misses: misses, resetAt: resetAt, settings: newer.settings,
                              settingsChangedAt: newer.settingsChangedAt, reviews: reviews, places: places,
                              days: PlayDays.merged(a.resetAt < resetAt ? PlayDays() : a.days, b.resetAt < resetAt ? PlayDays() : b.days, resetAt: resetAt),
                              skills: skills)
        merged.daysDamaged = a.daysDamaged ?? b.daysDamaged
        return merged
    }
}

extension Progress {
    /// The child's level in `activity`: the first level whose questions are not mostly (four in five) right at
    /// their last first try, or the top one. It rises as questions are mastered and never falls below what is.
    public func level(in activity: Activity) -> Int {
        for level in 1..<max(1, activity.levelCount) {
            let positions = activity.questions(at: level)
            let mastered = positions.filter { reviews[activity.questions[$0].id]?.isMastered == true }.count
            if mastered * 5 < positions.count * 4 { return level }
        }
        return activity.levelCount
    }

    /// The questions of `activity` missed at their last first try: they are in review.
    public func inReview(_ activity: Activity) -> [Question] {
        activity.questions.filter { reviews[$0.id]?.isMastered == false }
    }

    /// Gives the questions of `activity` the stars and reviews earned under their former IDs (its `formerly`).
    /// Returns whether anything changed.
    public mutating func adoptFormerIDs(of activity: Activity) -> Bool {
        var changed = false
        for (old, new) in activity.formerly.sorted(by: { $0.key < $1.key }) {
            if let earned = stars[old], stars[new] == nil {
                stars[new] = earned
                changed = true
            }
            if let review = reviews[old], reviews[new] == nil {
                reviews[new] = review
                changed = true
            }
        }
        return changed
    }
}

extension Progress {
    /// Whether the child has answered any question of `activity` (its reviews are kept until Reset).
    func hasPlayed(_ activity: Activity) -> Bool { activity.questions.contains { reviews[$0.id] != nil } }

    /// Whether a name can be a child's, and so a progress file's: small letters and hyphens (an animal's key in
    /// `pictures.json`), and not `progress` (the one file of before there were children), `computer` (the
    /// settings every child shares) nor `plan` (a teacher's plan in a class folder, `Plan`).
    public static func isChildName(_ name: String) -> Bool {
        !name.isEmpty && !["progress", "computer", "plan"].contains(name) && name.first != "-" && name.allSatisfy { ("a"..."z").contains($0) || $0 == "-" }
    }
}
