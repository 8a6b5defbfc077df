/// A question taught as a teacher teaches it: its game introduced before its first question of the day, with an
/// example played, and its answer modelled after every answer (`ActivityKind.introduction`, `model`).
extension Lesson {
    /// The model of `q`'s answer after the praise or kind word `word`, which the caption then shows with it.
    func modelled(_ q: Question, after word: String, _ app: inout AppState) -> [Effect] {
        let model = kind(app).model(q, app)
        guard !model.isEmpty else { return [] }
        app.caption = ([word] + Self.sentences(model)).joined(separator: " ")
        return model.map(Effect.speak)
    }

    /// The sentences of what a teacher says, for the caption: not the app's sounds (a syllable said slowly is heard,
    /// and shown in the sentence after it), nor the claps.
    static func sentences(_ said: [Utterance]) -> [String] {
        said.filter { $0.kind != .sound && $0.sound == nil && !$0.text.isEmpty }.map(\.text)
    }

    /// What the question's game is called in `SpeechBook.introduced`: its activity and its kind.
    func gameName(_ app: AppState) -> String { "\(activity) \(kind(app).kind)" }

    /// The introduction of the question's game and its example, when the game is introduced and has not been today:
    /// not in this run, and no question of it tried on the child's day. Empty otherwise.
    func introduction(_ app: AppState) -> [Utterance] {
        let kind = self.kind(app)
        guard let sentence = kind.introduction(app), !app.introduced.contains(gameName(app)) else { return [] }
        let activity = app.content.activities[self.activity]
        let games = activity.questions.filter { ObjectIdentifier(Activities.kind(of: $0, in: activity)) == ObjectIdentifier(kind) }
        let today = app.today
        let triedToday = games.contains { app.progress.reviews[$0.id].map { app.day(of: $0.seen) == today } ?? false }
        guard !triedToday else { return [] }
        var introduction = app.utterance(.introduction, sentence, subject: app.question(of: self).id)
        introduction.reads = .whole(.caption)
        return [introduction] + (example(among: games, app).map { kind.model($0, app) } ?? [])
    }

    /// The example an introduction plays: the first question of the game, at the question's level or below, that
    /// says none of the question's words (its word and tiles: an example naming two tiles that rhyme would leave the
    /// answer by elimination); else one whose word and answer are not the question's word and answer, so that the
    /// example never gives the answer away.
    func example(among games: [Question], _ app: AppState) -> Question? {
        let q = app.question(of: self)
        let tiles = { (q: Question) in q.answers.map { $0.picture ?? $0.id } }
        let asked = Set([q.picture.name, q.correct] + tiles(q)), answer: Set<String> = [q.picture.name, q.correct]
        // What a model says: its word and answer, or (a question with no word of its own: odd one out) its tiles.
        let said = { (q: Question) in Set([q.picture.name, q.correct] + (q.picture.name.isEmpty ? tiles(q) : [])).subtracting([""]) }
        let candidates = games.filter { $0.id != q.id && $0.level <= q.level }
        return candidates.first { said($0).isDisjoint(with: asked) }
            ?? candidates.first { answer.isDisjoint(with: [$0.picture.name, $0.correct].filter { !$0.isEmpty }) }
    }

    /// Said once a showing: the game's introduction when it is due (the question's prompt waits for it), then the
    /// question. The caption shows the introduction's words while they are heard.
    public func whenShown(_ app: inout AppState) -> [Effect] {
        // Asked after every event: the introduction is looked for only when the showing is new (`once`).
        var introduced: [Utterance] = []
        let said = once(&app) { app in
            introduced = introduction(app)
            var asked = ask(app, kind: .question)
            if !introduced.isEmpty, case .speak(var prompt)? = asked.first {
                prompt.queued = true
                asked[0] = .speak(prompt)
            }
            return introduced.map(Effect.speak) + asked
        }
        if !said.isEmpty && !introduced.isEmpty {
            app.introduced.insert(gameName(app))
            app.caption = Self.sentences(introduced).joined(separator: " ")
        }
        return said
    }

    /// Next, while a game is being introduced (Enter, or an empty line): the introduction is cut and the question
    /// asked at once.
    func skipIntroduction(_ app: inout AppState) -> [Effect] {
        app.introduction = nil
        app.caption = nil
        return [.stopSpeech] + ask(app, kind: .question)
    }
}
