/// A question being shown, in its round: its tiles (or, in `keyboard`, the keys), what is set aside, whether it
/// is answered. Its prompt and answers are said once a showing.
public struct Lesson: Hashable, Sendable, ScreenUnit {
    /// Position of the activity in the pack.
    public var activity: Int
    /// The round the question is asked in.
    public var round: Round
    /// Position of the question in the activity.
    public var question: Int { round.question }
    /// The question's answers in tile order (positions in the pack's list), shuffled for each showing.
    public var order: [Int]
    /// Answer IDs set aside, in the order they were chosen.
    public var setAside: [String] = []
    /// Whether the right answer has been chosen (Next is shown).
    public var answered = false
    /// Number answers: the digits typed so far of a number of more than one digit ("1" on the way to 13).
    public var typed = ""
    /// A keyboard question: the key pressed last, lit on the drawn keyboard.
    public var pressed: Key?
    /// The state of its question's game, when that is a game with state of its own (`Game`): held, never read, here.
    public var game: GameState?
    /// A story's questions, asked after its last page: the story's position (the round is its questions alone).
    public var story: Int?
    public var focus: Control
    /// Which showing of a question this is; the prompt is spoken once per showing.
    public var showing: Int

    public var route: Route { .child(.lesson(self)) }
    public var showingNumber: Int? { showing }

    /// The kind its question is asked as (its rule's, or its activity's): what it shows and says, and its screen.
    func kind(_ app: AppState) -> any ActivityKind.Type {
        Activities.kind(of: app.question(of: self), in: app.content.activities[activity])
    }

    /// Whether its question is answered by a key (`keyboard`): nothing on screen takes focus then.
    func byKey(_ app: AppState) -> Bool { !kind(app).hasTiles }

    /// As its kind says: a keyboard question is `typing` (every letter and digit key is an answer, so the commands
    /// use other keys), a syllables question `clapping` (Space claps); else `lesson`.
    public func id(in app: AppState) -> ScreenID { kind(app).screen }
    public func shown(in app: AppState) -> Shown { Shown(screen: .lesson, showing: showing) }
    public func focus(in app: AppState) -> Control? { byKey(app) ? nil : focus }

    public func focused(on control: Control) -> Lesson {
        var lesson = self
        lesson.focus = control
        return lesson
    }

    public func focusOrder(in app: AppState) -> [Control] {
        guard !byKey(app) else { return [] }
        let answers = app.question(of: self).answers.filter { !setAside.contains($0.id) }.map { Control.answer($0.id) }
        return answers + (answered ? [.button(.lesson(.next))] : []) + [.button(.hearAgain)]
    }

    public func spokenName(of control: Control, _ app: AppState) -> String? {
        guard case .answer(let id) = control else { return nil }
        return app.question(of: self).answers.first { $0.id == id }?.spoken
    }

    /// Asked again while it is being repeated: once more, slower ("slower, please").
    public func hearAgain(_ app: AppState) -> [Effect] {
        let repeating = app.progress.settings.slowerRepeat
            && app.speaking.map { playing in app.againSerial.map { playing >= $0 } ?? false } ?? false
        return ask(app, kind: .again, slower: repeating)
    }

    public func whereAmI(_ app: AppState, voiced: Bool) -> String {
        let content = app.content
        let activity = content.activities[self.activity]
        var values = ["activity": activity.title, "n": "\(round.numbered.n)", "count": "\(round.numbered.count)",
                      "stars": content.stars(app.progress.starCount(in: activity), voiced: voiced), "focus": app.focus.map(app.spokenName) ?? ""]
        // A keyboard question: nothing takes focus; the question is what the child is on.
        guard byKey(app) else { return content.words("{activity}, question {n} of {count}, {stars}; on: {focus}.", values) }
        let q = app.question(of: self)
        values["question"] = voiced ? q.voiced ?? q.spoken : q.spoken
        return content.words("{activity}, question {n} of {count}, {stars}: {question}", values)
    }

    public func describe(_ model: inout ScreenModel, _ app: AppState) { kind(app).describe(&model, self, app) }

    public func log(_ snapshot: inout Snapshot, _ app: AppState) {
        let activityValue = app.content.activities[activity]
        let q = app.question(of: self)
        snapshot.activity = activityValue.id
        snapshot.question = q.id
        snapshot.index = question + 1
        snapshot.count = activityValue.questions.count
        snapshot.stars = app.progress.starCount(in: activityValue)
        snapshot.answered = answered
        snapshot.setAside = setAside
        // A keyboard question has no tiles to order.
        snapshot.order = q.answers.isEmpty ? nil : q.answers.map(\.id)
        snapshot.level = app.level(of: activity)
        snapshot.round = "\(round.position + 1)/\(round.queue.count)"
        snapshot.pressed = pressed.map(KeyName.id)
        snapshot.play = game.flatMap { state in Activities.game(state.game)?.logged(state) }
        snapshot.story = story.map { activityValue.stories[$0].id }
    }
}
