/// What a teacher's report shows of a class: each child's report (`ChildReport`), where each child is in each
/// activity (`Stage`), each child's weeks, the questions the class misses most, and the class's days. Made from the
/// children's progress files alone, as of `today`; the CSV, the JSON and the HTML page are its figures written out.
public struct ClassReport: Sendable {
    /// One child: where its file is, its animal, its name from the teacher's roster (if given), and its progress.
    public struct Child: Sendable {
        public var folder: String
        public var report: ChildReport
        public var name: String?
        /// Day → what the child did (over every run).
        public var days: [Int: PlayDays.Count]
        /// Why the child's days could not be read, when they could not: they are left out.
        public var daysDamaged: String?

        /// The roster's name, else the animal's name in the pack's language.
        public func shown(_ content: ContentPack) -> String {
            name ?? content.pictures[report.child].map(\.label) ?? report.child
        }
    }

    /// A week of a child's play: from Monday `start` (a day number) to Sunday.
    public struct Week: Hashable, Sendable {
        public var start: Int
        public var count: PlayDays.Count
        /// The share right at the first try, as a whole percent; nil when nothing was tried.
        public var percent: Int? { ChildReport.percent(count.right, of: count.tries) }
    }

    /// A question the class misses: how many answers were set aside before its stars, by how many children.
    public struct Missed: Hashable, Sendable {
        public var question: Question
        public var activity: String
        public var misses: Int
        public var children: Int
    }

    /// A day of the class's play: how many children played, and what they did together.
    public struct Day: Hashable, Sendable {
        public var day: Int
        public var children: Int
        public var count: PlayDays.Count
    }

    public var content: ContentPack
    public var children: [Child]
    /// The day the report is made (days since 1970, in the computer's time zone).
    public var today: Int
    /// Weeks shown for each child, and days shown for the class.
    public static let weeks = 8
    public static let dayCount = 28

    /// The class from `children` (folder, animal, roster name, progress), as of the moment `now`, with each class
    /// folder's plan in `plans` (folder → plan); today is the day of `now` in the time zone `utcOffset` seconds east
    /// of UTC, as the children's days are theirs.
    public init(content: ContentPack, children: [(folder: String, animal: String, name: String?, progress: Progress)], now: Double,
                plans: [String: Plan] = [:], utcOffset: Int = 0) {
        self.content = content
        today = UTC.dayNumber(now + Double(utcOffset))
        self.children = children.map { child in
            let plan = plans[child.folder]?.item(for: child.animal)
            return Child(folder: child.folder, report: ChildReport(child: child.animal, progress: child.progress, content: content, plan: plan),
                  name: child.name, days: child.progress.days.totals, daysDamaged: child.progress.daysDamaged)
        }
        missedMost = Self.missed(children.map(\.progress), content: content)
    }

    /// The questions with the most answers set aside over the class, the most first (at most ten).
    public private(set) var missedMost: [Missed] = []

    static func missed(_ progress: [Progress], content: ContentPack) -> [Missed] {
        let all = content.activities.filter { $0.kind.type.scored }.flatMap { activity in
            activity.questions.compactMap { question -> Missed? in
                let counts = progress.compactMap { $0.misses[question.id] }.filter { $0 > 0 }
                return counts.isEmpty ? nil : Missed(question: question, activity: activity.id, misses: counts.reduce(0, +), children: counts.count)
            }
        }
        return Array(all.sorted { ($1.misses, $1.children, $0.question.id) < ($0.misses, $0.children, $1.question.id) }.prefix(10))
    }

    /// The Monday of the week of `day`.
    static func monday(_ day: Int) -> Int { day - UTC.weekday(day) }

    /// A child's last `weeks` weeks, the oldest first, this week last.
    public func weeks(of child: Child) -> [Week] {
        let thisWeek = Self.monday(today)
        return (0..<Self.weeks).reversed().map { back in
            let start = thisWeek - 7 * back
            return Week(start: start, count: (start..<start + 7).compactMap { child.days[$0] }.reduce(PlayDays.Count(), +))
        }
    }

    /// The class's last `dayCount` days, the oldest first, today last.
    public var days: [Day] {
        (0..<Self.dayCount).reversed().map { back in
            let day = today - back
            let played = children.compactMap { $0.days[day] }.filter { $0.tries > 0 || $0.stars > 0 }
            return Day(day: day, children: played.count, count: played.reduce(PlayDays.Count(), +))
        }
    }

    /// The games' titles on the page, in English: the pack's words translate them.
    public static var gameTitles: [String] { Activities.kinds.compactMap { $0.reportTitle } }

    /// The activities reported, in the pack's order.
    public var activities: [Activity] { content.activities.filter { $0.kind.type.scored } }
}
