/// What the command line asks of the first moments, applied by the reducer on `started`, in this order:
/// `--reset-state` first, then `--open` (so an activity opens at its first question without a star after
/// the reset).
public struct Launch: Hashable, Sendable {
    /// `--reset-state`: start with no stars (saved at once).
    public var resetProgress: Bool
    /// `--open`: the activity to start in.
    public var activity: String?
    /// `--question`: with `activity`, the question to start at.
    public var question: String?

    public init(resetProgress: Bool = false, activity: String? = nil, question: String? = nil) {
        self.resetProgress = resetProgress
        self.activity = activity
        self.question = question
    }

    /// Why `--open` or `--question` cannot be followed.
    public enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        case unknownActivity(String, known: [String])
        case unknownQuestion(String, activity: String)

        public var description: String {
            switch self {
            case .unknownActivity(let id, let known):
                return "there is no activity '\(id)' (there are: \(known.joined(separator: ", ")))"
            case .unknownQuestion(let id, let activity):
                return "activity '\(activity)' has no question '\(id)'"
            }
        }
    }

    /// Checks `--open` and `--question` against a pack before anything starts; returns where they point.
    public func place(in content: ContentPack) throws(Problem) -> (activity: Int, question: Int?)? {
        guard let activity else { return nil }
        guard let index = content.activityIndex(id: activity) else {
            throw .unknownActivity(activity, known: content.activities.map(\.id))
        }
        guard let question else { return (index, nil) }
        guard let position = content.activities[index].questions.firstIndex(where: { $0.id == question }) else {
            throw .unknownQuestion(question, activity: activity)
        }
        return (index, position)
    }
}
