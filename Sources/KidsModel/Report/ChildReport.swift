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
        /// The activity's games, each with its figures, and the groups a game's kind reports by (a comparison's
        /// distance); empty for an activity of one game or of games without a title.
        public var parts: [Part] = []
        /// Its skills, in the order its questions first practise them, each with where the child is.
        public var skills: [SkillRow] = []
        /// Where the child is in it, when a teacher's plan gives it (`ChildReport+Plan`).
        public var planned: Planned?
    }

    /// A skill of an activity, as a teacher reads it: new, learning or known, the day its first question comes back
    /// (nil when new), and whether it needs help.
    public struct SkillRow: Hashable, Sendable {
        public var skill: String
        public var state: Mastery.State
        public var due: String?
        public var needsHelp: Bool
        /// Whether a teacher's plan gives it.
        public var planned = false
    }

    /// The skills of `activity`, with what `progress` holds of them; a skill `plan` gives needs help only for the misses
    /// since it was planned.
    static func skills(of activity: Activity, progress: Progress, plan: Plan.Item?) -> [SkillRow] {
        let questions = Dictionary(grouping: activity.questions, by: activity.skill)
        return activity.skills.map { skill in
            let mastery = progress.skills[skill], planned = plan?.plans(skill: skill) == true
            let due = (questions[skill] ?? []).compactMap { progress.reviews[$0.id]?.due }.min()
            return SkillRow(skill: skill, state: mastery?.state ?? .new, due: mastery == nil ? nil : due.map(Self.day),
                            needsHelp: mastery?.needsHelp(assigned: planned ? plan?.at ?? 0 : 0) ?? false, planned: planned)
        }
    }

    /// A part of an activity: one of its games, or a group of a game's questions (those 3 apart).
    public struct Part: Hashable, Sendable {
        /// The game's kind ("more"), and the group's value of its kind's `facet` (3), if it is a group.
        public var game: String
        public var facet: Int?
        /// The CSV's name for it: "more", "more distance 3".
        public var name: String
        public var total: Int
        public var seen: Int
        public var rightFirst: Int
        public var firstTryPercent: Int? { ChildReport.percent(rightFirst, of: seen) }
    }

    /// The parts of `activity` (its games that have a title, in the order its rules name them; then each game's
    /// groups, the smallest value first), with what `progress` holds of them.
    static func parts(of activity: Activity, progress: Progress) -> [Part] {
        var games: [String] = []
        for game in activity.questions.compactMap(\.game) where !games.contains(game) { games.append(game) }
        guard games.count > 1 else { return [] }
        func part(_ game: String, facet: Int?, name: String, _ questions: [Question]) -> Part {
            let reviews = questions.compactMap { progress.reviews[$0.id] }
            return Part(game: game, facet: facet, name: name, total: questions.count, seen: reviews.count, rightFirst: reviews.filter(\.isMastered).count)
        }
        return games.compactMap { game -> [Part]? in
            guard let kind = Activities.kind(game), kind.reportTitle != nil else { return nil }
            let questions = activity.questions.filter { $0.game == game }
            var parts = [part(game, facet: nil, name: game, questions)]
            if let facet = kind.facet {
                let groups = Dictionary(grouping: questions) { kind.facet(of: $0) }
                for value in groups.keys.compactMap({ $0 }).sorted() {
                    parts.append(part(game, facet: value, name: "\(game) \(facet) \(value)", groups[value] ?? []))
                }
            }
            return parts
        }.flatMap { $0 }
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

    /// Its rows over the pack as the child plays it: a child with braille on, over the braille letters of Letters.
    /// `plan`: what a teacher's plan gives this child (each planned activity and skill is reported as planned; a
    /// planned skill needs help only for the misses since it was planned).
    public init(child: String, progress: Progress, content whole: ContentPack, plan: Plan.Item? = nil) {
        self.child = child
        let content = whole.seen(braille: progress.settings.braille)
        rows = content.activities.filter { $0.kind.type.scored }.map { activity in
            let reviews = activity.questions.compactMap { progress.reviews[$0.id] }
            let missed = activity.questions.compactMap { q in progress.misses[q.id].map { (q.id, $0) } }.filter { $0.1 > 0 }
                .sorted { ($1.1, $0.0) < ($0.1, $1.0) }
            return Row(activity: activity.id, level: progress.level(in: activity), levels: activity.levelCount,
                       stars: progress.starCount(in: activity), total: activity.questions.count, seen: reviews.count,
                       rightFirst: reviews.filter(\.isMastered).count,
                       mostMissed: missed.prefix(5).map(\.0), lastPlayed: reviews.map(\.seen).max().map(Self.day),
                       parts: Self.parts(of: activity, progress: progress),
                       skills: Self.skills(of: activity, progress: progress, plan: plan),
                       planned: plan.flatMap { Self.planned(activity, progress: progress, plan: $0) })
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
                                 "first_try_percent", "most_missed", "last_played", "part", "skill", "state", "due", "needs_help",
                                 "plan", "plan_needs_help"]

    /// One CSV record (RFC 4180) per activity, fields in `columns`' order, then one per part of it (`part` names it,
    /// "more distance 3": its questions, those met and the share right at the first try; the activity's own fields
    /// are left empty), then one per skill (`skill` names it; `state` 0 new, 1 learning, 2 known; its `due` day;
    /// `needs_help` 1 or 0; the other fields empty); `folder` is where the child's file is. A teacher's plan fills
    /// `plan` (not started, started, done) and `plan_needs_help` (1 or 0) of a planned activity's and skill's records.
    public func csv(folder: String) -> [String] {
        var records: [[String]] = []
        for row in rows {
            let percent: String = row.firstTryPercent.map(String.init) ?? ""
            let own: [String] = [row.activity, "\(row.level)", "\(row.levels)", row.stage.rawValue, "\(row.stars)", "\(row.total)", "\(row.seen)",
                                 percent, row.mostMissed.joined(separator: " "), row.lastPlayed ?? "", ""]
            let plan = row.planned.map { [$0.state.rawValue, $0.needsHelp ? "1" : "0"] } ?? ["", ""]
            records.append([folder, child] + own + ["", "", "", ""] + plan)
            for part in row.parts {
                let share: String = part.firstTryPercent.map(String.init) ?? ""
                let figures: [String] = [row.activity, "", "", "", "", "\(part.total)", "\(part.seen)", share, "", "", part.name]
                records.append([folder, child] + figures + ["", "", "", "", "", ""])
            }
            for skill in row.skills {
                let blank = [String](repeating: "", count: 10)
                let plan = skill.planned ? [Planned.State(skill.state).rawValue, skill.needsHelp ? "1" : "0"] : ["", ""]
                records.append([folder, child, row.activity] + blank + [skill.skill, "\(skill.state.number)", skill.due ?? "", skill.needsHelp ? "1" : "0"] + plan)
            }
        }
        return records.map { $0.map(Self.field).joined(separator: ",") }
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
