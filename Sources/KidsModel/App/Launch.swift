/// What the command line asks of the first moments, checked against the pack before anything starts, and
/// applied by the reducer on `started` in this order: `--reset-state` first, then `--open` (so an activity
/// opens a round chosen from the progress *after* the reset).
public struct Launch: Hashable, Sendable {
    /// Where `--open` and `--question` point: the activity's position, and the question's if one was named.
    public struct Place: Hashable, Sendable {
        public var activity: Int
        public var question: Int?
        /// `--story`: the story's position in a `stories` activity.
        public var story: Int?
    }

    /// `--reset-state`: start with no stars (saved at once).
    public var resetProgress: Bool
    /// `--open`, with `--question`: where to start; nil for home.
    public var place: Place?
    /// Two or more children and none named (`--child`): "Who is playing?" comes first.
    public var pickChild = false

    /// Home, with the progress as it is.
    public init() {
        resetProgress = false
        place = nil
    }

    /// The launch the command line asks for, with `activity` and `question` looked up in `content`.
    public init(resetProgress: Bool = false, activity: String?, question: String? = nil, story: String? = nil,
                in content: ContentPack) throws(Problem) {
        self.resetProgress = resetProgress
        guard let activity else {
            place = nil
            return
        }
        guard let index = content.activityIndex(id: activity) else {
            throw .unknownActivity(activity, known: content.activities.map(\.id))
        }
        if let story {
            let stories = content.activities[index].stories
            guard let position = stories.firstIndex(where: { $0.id == story }) else {
                throw .unknownStory(story, activity: activity, known: stories.map(\.id))
            }
            place = Place(activity: index, question: nil, story: position)
            return
        }
        guard let question else {
            place = Place(activity: index, question: nil)
            return
        }
        guard let position = content.activities[index].questions.firstIndex(where: { $0.id == question }) else {
            throw .unknownQuestion(question, activity: activity)
        }
        place = Place(activity: index, question: position)
    }

    /// Why `--open` or `--question` cannot be followed.
    public enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        case unknownActivity(String, known: [String])
        case unknownQuestion(String, activity: String)
        case unknownStory(String, activity: String, known: [String])

        public var description: String {
            switch self {
            case .unknownActivity(let id, let known):
                return "there is no activity '\(id)' (there are: \(known.joined(separator: ", ")))"
            case .unknownQuestion(let id, let activity):
                return "activity '\(activity)' has no question '\(id)'"
            case .unknownStory(let id, let activity, let known):
                return known.isEmpty ? "activity '\(activity)' has no stories"
                    : "activity '\(activity)' has no story '\(id)' (there are: \(known.joined(separator: ", ")))"
            }
        }
    }
}
