/// Progress at a glance, for grown-ups: per activity, the stars out of the total and the questions that
/// took the most tries before their star. Made from what is stored locally; nothing more is kept for it.
public struct ProgressSummary: Hashable, Sendable {
    public struct Line: Hashable, Sendable {
        public var title: String
        public var stars: Int
        public var total: Int
        /// The hardest questions first: their text as a teacher names them, and how many times they were missed
        /// before the star (or so far).
        public var hardest: [(text: String, misses: Int)]
        /// The child's level, how many there are, and the level's name ("up to 10"; empty when it has none).
        public var level: Int
        public var levels: Int
        public var levelName: String
        /// Questions missed at their last first try, which come back for review.
        public var inReview: Int
        /// The texts of the first of them to come back (at most `hardest`).
        public var reviewing: [String]

        public static func == (a: Line, b: Line) -> Bool {
            a.title == b.title && a.stars == b.stars && a.total == b.total && a.level == b.level && a.inReview == b.inReview && a.reviewing == b.reviewing
                && a.hardest.map(\.text) == b.hardest.map(\.text) && a.hardest.map(\.misses) == b.hardest.map(\.misses)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(title)
            hasher.combine(stars)
        }
    }

    public var lines: [Line]

    /// The summary of `progress` for `content`, with at most `hardest` questions an activity.
    public init(content: ContentPack, progress: Progress, hardest: Int = 2) {
        // Exploring the keys keeps no score: there is nothing to tell of it.
        lines = content.activities.filter { $0.kind.type.scored }.map { activity in
            let missed = activity.questions.compactMap { q in progress.misses[q.id].map { (q, $0) } }
                .filter { $0.1 > 0 }
                .sorted { $0.1 > $1.1 }
            let level = progress.level(in: activity)
            return Line(title: activity.title, stars: progress.starCount(in: activity), total: activity.questions.count,
                        hardest: missed.prefix(hardest).map { (text: $0.0.teacherText, misses: $0.1) },
                        level: level, levels: activity.levelCount,
                        levelName: activity.levels.indices.contains(level - 1) ? activity.levels[level - 1] : "",
                        inReview: progress.inReview(activity).count,
                        reviewing: progress.inReview(activity)
                            .sorted { (progress.reviews[$0.id]?.due ?? 0, $0.id) < (progress.reviews[$1.id]?.due ?? 0, $1.id) }
                            .prefix(hardest).map(\.teacherText))
        }
    }
}
