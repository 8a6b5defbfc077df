/// Everything the app is showing and knows, as one value. Changed only by `reduce`.
public struct AppState: Hashable, Sendable {
    public var content: ContentPack
    public var progress: Progress
    public var size: Size
    /// Seconds since 1970, as last told by a `tick`.
    public var now: Double
    /// `--mute`: nothing is played this run; the settings are not changed.
    public var muted: Bool
    /// Voices grown-ups may choose from (those that synthesise here).
    public var voices: [String]
    public var screen: Screen
    public var overlay: Overlay?
    public var gate: Gate
    /// What grown-ups should be told (a progress file kept aside, a failed save, no sound).
    public var notices: [String]
    /// Why speech cannot be heard here, if it cannot.
    public var soundProblem: String?
    /// Whether an utterance is playing.
    public var speaking = false

    /// The counter that numbers showings of questions.
    var showings = 0
    /// The showing whose prompt was last spoken.
    var spokenShowing: Int?
    var welcomed = false
    /// How many kind words and praises were said, to take the next one in turn.
    var wrongTurn = 0
    var rightTurn = 0

    public init(content: ContentPack, progress: Progress = Progress(), size: Size, now: Double, gateSeed: UInt64,
                muted: Bool = false, voices: [String] = [], notices: [String] = []) {
        self.content = content
        self.progress = progress
        self.size = size
        self.now = now
        self.muted = muted
        self.voices = voices
        self.gate = Gate(seed: gateSeed)
        self.notices = notices
        self.screen = .home(focus: content.activities.first.map { .activity($0.id) } ?? .grownUps)
    }

    /// Why `--open` could not be followed.
    public enum OpenError: Error, Hashable, Sendable, CustomStringConvertible {
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

    /// Starts in an activity, at `question` or at its first question without a star (`--open`, `--question`).
    public mutating func open(activity id: String, question questionID: String? = nil) throws(OpenError) {
        guard let index = content.activityIndex(id: id) else {
            throw .unknownActivity(id, known: content.activities.map(\.id))
        }
        var position = firstUnstarred(in: index)
        if let questionID {
            guard let found = content.activities[index].questions.firstIndex(where: { $0.id == questionID }) else {
                throw .unknownQuestion(questionID, activity: id)
            }
            position = found
        }
        screen = .lesson(makeLesson(activity: index, question: position))
        overlay = nil
    }

    // MARK: - Derived

    /// Whether the window is below the minimum size (the too-small screen is shown over everything).
    public var isTooSmall: Bool { !size.fits(Layout.minimumSize) }

    /// The voice that speaks: the grown-ups' choice when it is of this pack's language, else the pack's.
    public var voice: String {
        progress.settings.voice.flatMap { $0.hasPrefix(content.language) ? $0 : nil } ?? content.voice
    }

    /// Muted this run or speech turned off by grown-ups.
    public var isSilent: Bool { muted || !progress.settings.speechOn }

    /// The screen in key-table terms.
    public var context: KeyTable.Context {
        if isTooSmall { return .tooSmall }
        switch overlay {
        case .gate: return .gate
        case .grownUps(let g): return g.confirming ? .confirmReset : .grownUps
        case nil: break
        }
        switch screen {
        case .home: return .home
        case .lesson: return .lesson
        case .done: return .done
        }
    }

    /// The layout of what is shown; nil when the window is too small.
    public var layout: Layout? { Layout.make(plan, size: size) }

    var plan: Layout.Plan {
        switch overlay {
        case .gate: return .gate
        case .grownUps(let g): return .grownUps(confirming: g.confirming)
        case nil: break
        }
        switch screen {
        case .home: return .home(activities: content.activities.map(\.id))
        case .lesson(let lesson): return .lesson(answers: question(of: lesson).answers.map(\.id))
        case .done: return .done
        }
    }

    public func question(of lesson: Lesson) -> Question {
        content.activities[lesson.activity].questions[lesson.question]
    }

    /// The controls that can take focus now, in order.
    public var focusOrder: [Control] {
        switch overlay {
        case .gate: return []
        case .grownUps(let g):
            return g.confirming ? [.confirmReset, .cancelReset] : [.reset, .speech, .slower, .faster, .voice, .done]
        case nil: break
        }
        switch screen {
        case .home: return content.activities.map { .activity($0.id) } + [.grownUps]
        case .lesson(let lesson):
            let answers = question(of: lesson).answers.filter { !lesson.setAside.contains($0.id) }.map { Control.answer($0.id) }
            return answers + (lesson.answered ? [.next] : []) + [.hearAgain]
        case .done: return [.playAgain, .home]
        }
    }

    /// The focused control, if any.
    public var focus: Control? {
        switch overlay {
        case .gate: return nil
        case .grownUps(let g): return g.focus
        case nil: break
        }
        switch screen {
        case .home(let focus): return focus
        case .lesson(let lesson): return lesson.focus
        case .done(let done): return done.focus
        }
    }

    /// What identifies the view for speech: a change of it cuts speech. A resize never changes it.
    var viewKey: String {
        switch overlay {
        case .gate: return "gate"
        case .grownUps: return "grown-ups"
        case nil: break
        }
        switch screen {
        case .home: return "home"
        case .lesson(let lesson): return "lesson-\(lesson.showing)"
        case .done: return "done"
        }
    }

    // MARK: - Helpers for the reducer

    /// The first question of an activity without a star, or the first when all have one.
    func firstUnstarred(in activity: Int) -> Int {
        content.activities[activity].questions.firstIndex { !progress.hasStar($0.id) } ?? 0
    }

    mutating func makeLesson(activity: Int, question: Int) -> Lesson {
        showings += 1
        let first = content.activities[activity].questions[question].answers.first.map { Control.answer($0.id) }
        return Lesson(activity: activity, question: question, focus: first ?? .hearAgain, showing: showings)
    }

    func utterance(_ kind: Utterance.Kind, _ text: String, id: String? = nil) -> Utterance {
        Utterance(kind: kind, id: id, text: text, muted: isSilent)
    }
}
