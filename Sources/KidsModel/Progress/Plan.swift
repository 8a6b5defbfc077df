/// A teacher's plan for a class (`kids plan`, the class folder's `plan.json`): the activities and skills the class
/// works on, for every child or for one. A pupil's home shows only the planned cards, those with planned skills first,
/// and rounds ask the planned skills' questions first (`Round.make`). The folder's owner or root writes it; a plan
/// anyone else wrote is never read (`PlanFile`).
public struct Plan: Hashable, Sendable, Codable {
    /// What is planned, and since when.
    public struct Item: Hashable, Sendable, Codable {
        /// Activity identifiers (`counting`); none: the activities that practise a planned skill.
        public var activities: [String]
        /// Skills as `kids plan --skills` names them: a whole skill (`sound s`) or its last word (`s`: every skill of
        /// that letter, sound or number).
        public var skills: [String]
        /// When it was planned (seconds since 1970): misses before it do not make a skill need help.
        public var at: Double

        public init(activities: [String] = [], skills: [String] = [], at: Double) {
            self.activities = activities
            self.skills = skills
            self.at = at
        }

        /// Whether the skill `name` ("sound s") is planned: named whole, or by its last word.
        public func plans(skill name: String) -> Bool {
            skills.contains(name) || name.split(separator: " ").last.map { skills.contains(String($0)) } == true
        }

        /// Whether `activity` is planned: named, or (with no activity named) practising a planned skill.
        public func includes(_ activity: Activity) -> Bool {
            activities.isEmpty ? activity.skills.contains(where: plans) : activities.contains(activity.id)
        }

        /// The positions of the cards a home shows in `content`: the planned activities (or, with none named, those
        /// that practise a planned skill), the ones with a planned skill first, in the pack's order. When nothing
        /// planned is in this pack, every card: a home is never empty.
        public func cards(in content: ContentPack) -> [Int] {
            let planned = content.activities.indices.filter { includes(content.activities[$0]) }
            guard !planned.isEmpty else { return Array(content.activities.indices) }
            let withSkills = skills.isEmpty ? [] : planned.filter { content.activities[$0].skills.contains(where: plans) }
            return withSkills + planned.filter { !withSkills.contains($0) }
        }
    }

    public var version = 1
    /// The plan for every child of the class (`"class"` in the file).
    public var everyone: Item?
    /// One child's own plan (`--child`), over the class's.
    public var children: [String: Item] = [:]

    public init(everyone: Item? = nil, children: [String: Item] = [:]) {
        self.everyone = everyone
        self.children = children
    }

    enum CodingKeys: String, CodingKey {
        case version, everyone = "class", children
    }

    public var isEmpty: Bool { everyone == nil && children.isEmpty }

    /// The plan `child` follows: its own, else the class's; nil when there is none.
    public func item(for child: String?) -> Item? { child.flatMap { children[$0] } ?? everyone }

    /// The cards a home shows for `child`: every one without a plan.
    public func cards(for child: String?, in content: ContentPack) -> [Int] {
        item(for: child)?.cards(in: content) ?? Array(content.activities.indices)
    }

    /// The planned skills of `activity` for `child`, which its rounds ask first.
    public func skills(of activity: Activity, for child: String?) -> Set<String> {
        guard let item = item(for: child) else { return [] }
        return Set(activity.skills.filter(item.plans))
    }

    /// The most a plan file may hold, and what a plan read from one may name: a file outside them is no plan.
    public static let largest = 64 * 1024
    public static let most = 200

    /// Whether a plan read from a file is one `kids plan` could have written: names of a sane length and number,
    /// a time in range.
    public var isSane: Bool {
        let items = [everyone].compactMap { $0 } + Array(children.values)
        return version == 1 && children.count <= Self.most && children.keys.allSatisfy(Progress.isChildName)
            && items.allSatisfy { item in
                item.activities.count + item.skills.count <= Self.most && (item.activities + item.skills).allSatisfy { (1...64).contains($0.count) }
                    && ProgressFile.Bounds.time.contains(item.at)
            }
    }
}
