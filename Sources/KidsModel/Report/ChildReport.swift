/// What a teacher reads of a child: for each activity, the level, the stars of the total, how many questions the
/// child has met, the share right at their last first try, the questions most often missed, and the last day
/// played. Made from the child's progress file alone; nothing more is kept for it, and nothing names the child
/// but the animal.
public struct ChildReport: Hashable, Sendable {
    public struct Row: Hashable, Sendable {
        public var activity: String
        public var level: Int
        public var levels: Int
        public var stars: Int
        public var total: Int
        /// Questions asked at least once (they have a review).
        public var seen: Int
        /// Of those, how many were right at their last first try.
        public var rightFirst: Int
        /// That share, from 0 to 1; nil when none was asked.
        public var firstTryRight: Double? { seen == 0 ? nil : Double(rightFirst) / Double(seen) }
        /// That share as a whole percent (what the CSV and the page show); nil when none was asked.
        public var firstTryPercent: Int? { ChildReport.percent(rightFirst, of: seen) }

        /// Where the child is, in a plain word: not started (nothing asked yet); secure (the top level, four in five
        /// right at the first try); starting (the first level, fewer than four in five right, or fewer than five
        /// questions met); else practising.
        public var stage: Stage {
            guard seen > 0 else { return .notStarted }
            let mostlyRight = rightFirst * 5 >= seen * 4
            if level >= levels && mostlyRight { return .secure }
            if level <= 1 && (!mostlyRight || seen < 5) { return .starting }
            return .practising
        }
        /// The IDs of the questions with the most answers set aside, the most first (at most five).
        public var mostMissed: [String]
        /// The last day a question was asked, `2026-12-01` (UTC); nil when never.
        public var lastPlayed: String?
    }

    /// Where a child is in an activity, in a plain word (the CSV's English word; the page's in the pack's language).
    public enum Stage: String, Hashable, Sendable, CaseIterable {
        case notStarted = "not started", starting, practising, secure
    }

    public var child: String
    public var rows: [Row]

    /// `part` of `whole` as a whole percent, rounded down (so that 79.5% is never shown as the 80% that makes a child
    /// secure); nil when `whole` is 0.
    public static func percent(_ part: Int, of whole: Int) -> Int? {
        whole <= 0 ? nil : part * 100 / whole
    }

    public init(child: String, progress: Progress, content: ContentPack) {
        self.child = child
        rows = content.activities.filter { $0.kind.type.scored }.map { activity in
            let reviews = activity.questions.compactMap { progress.reviews[$0.id] }
            let missed = activity.questions.compactMap { q in progress.misses[q.id].map { (q.id, $0) } }.filter { $0.1 > 0 }
                .sorted { ($1.1, $0.0) < ($0.1, $1.0) }
            return Row(activity: activity.id, level: progress.level(in: activity), levels: activity.levelCount,
                       stars: progress.starCount(in: activity), total: activity.questions.count, seen: reviews.count,
                       rightFirst: reviews.filter(\.isMastered).count,
                       mostMissed: missed.prefix(5).map(\.0), lastPlayed: reviews.map(\.seen).max().map(Self.day))
        }
    }

    /// The calendar day (UTC) of a moment in seconds since 1970, as `YYYY-MM-DD`. A moment outside the progress
    /// file's bounds (which reading holds it to) is taken as the nearest within them.
    static func day(_ seconds: Double) -> String {
        UTC.day(seconds.isNaN ? 0 : min(max(seconds, ProgressFile.Bounds.time.lowerBound), ProgressFile.Bounds.time.upperBound))
    }
}

extension ChildReport {
    /// The report's columns, as the CSV header names them.
    /// Numbers are bare numbers (a whole percent, never a decimal point a French or German spreadsheet reads as text).
    public static let columns = ["folder", "child", "activity", "level", "levels", "stage", "stars", "total", "seen",
                                 "first_try_percent", "most_missed", "last_played"]

    /// One CSV record (RFC 4180) per activity, fields in `columns`' order; `folder` is where the child's file is.
    public func csv(folder: String) -> [String] {
        rows.map { row in
            [folder, child, row.activity, "\(row.level)", "\(row.levels)", row.stage.rawValue, "\(row.stars)", "\(row.total)", "\(row.seen)",
             row.firstTryPercent.map(String.init) ?? "", row.mostMissed.joined(separator: " "), row.lastPlayed ?? ""]
                .map(Self.field).joined(separator: ",")
        }
    }

    /// A CSV field. A text a spreadsheet would run as a formula (one that begins with `=`, `+`, `-`, `@`, a tab or a
    /// carriage return: a roster's name, a folder's) gets a leading `'`, as OWASP advises for CSV injection; the
    /// report's numbers never begin so (none is negative), so they stay numbers. Then it is quoted, its quotes
    /// doubled, when it holds a comma, a quote, a line break, or a semicolon or a tab (a spreadsheet set to French or
    /// German splits at those).
    public static func field(_ text: String) -> String {
        let safe = text.first.map { "=+-@\t\r".contains($0) } == true ? "'" + text : text
        guard safe.contains(where: { ",\"\n\r;\t".contains($0) }) else { return safe }
        return "\"" + safe.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }
}
