/// The Lesson as host of its question's game (`Game`), as a TCA parent scopes a child: it forwards the game's
/// actions with what the game may read of the question, keeps the state the game returns, and carries out what
/// the game asks for. Only the host writes the screen.
extension Lesson {
    /// One of the game's actions: the game's new state kept, the focus put where it asks, what it says said.
    func play(_ command: GameCommand, _ app: inout AppState) -> [Effect] {
        guard let state = game, let kind = Activities.game(command.game) else { return [] }
        let view = GamePlay(question: app.question(of: self), setAside: setAside, answered: answered, key: command.key,
                            phonics: app.content.activities[activity].phonics, app: app)
        guard let (next, asked) = kind.run(command, on: state, view) else { return [] }
        var lesson = self
        lesson.game = next
        var effects: [Effect] = []
        for effect in asked {
            switch effect {
            case .speak(let said): effects.append(.speak(said))
            case .focus(let control): lesson.focus = control
            case .answer(let chosen):
                // Scored as a tile is; the game's state, as the scoring leaves it, is the lesson's from here on.
                app.show(lesson)
                let q = app.question(of: lesson)
                let scored = lesson.settle(q, chosen: chosen, &app)
                if let settled = app.lesson { lesson = settled }
                effects += scored.saves + [app.captioned(app.utterance(scored.right ? .right : .wrong, scored.word, subject: q.id))]
            case .next:
                app.show(lesson)
                return effects + lesson.next(&app)
            }
        }
        app.show(lesson)
        return effects
    }
}
