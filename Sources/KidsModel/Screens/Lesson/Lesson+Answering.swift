/// Answering a question: a tile chosen, a number typed, a key pressed; Next.
extension Lesson {
    /// A number typed: the answer at that place; or, when the answers are numbers, the digits of one. A digit
    /// that begins a longer answer waits for the next (said and shown, never timed); a number that is none of
    /// them is no place either, and the child hears the choices again instead of an answer not picked.
    func answer(number: Int, _ app: inout AppState) -> [Effect] {
        var lesson = self
        let q = app.question(of: lesson)
        guard q.saidAsNumbers else { return answer(at: number - 1, &app) }
        let typed = lesson.typed + String(number)
        lesson.typed = q.answers.contains { $0.label != typed && $0.label.hasPrefix(typed) }
            && !q.answers.contains { $0.label == typed } ? typed : ""
        app.screen = .lesson(lesson)
        if let labelled = q.answers.firstIndex(where: { $0.label == typed }) { return lesson.answer(at: labelled, &app) }
        guard lesson.typed.isEmpty else {
            return [app.captioned(app.utterance(.notice, typed, subject: q.id))]
        }
        var options = lesson.options(app)
        options.voiced = nil
        return [.speak(options)]
    }

    /// The answer at `index` chosen: a star and praise, or set aside with a kind word.
    func answer(at index: Int, _ app: inout AppState) -> [Effect] {
        guard !answered else { return [] }
        let q = app.question(of: self)
        guard q.answers.indices.contains(index) else { return [] }
        let chosen = q.answers[index]
        guard !setAside.contains(chosen.id) else { return [] }
        let scored = settle(q, chosen: chosen.id, &app)
        let after = scored.right ? [] : app.lesson.map { kind(app).afterWrong($0, app) } ?? []
        let said = app.captioned(app.utterance(scored.right ? .right : .wrong, scored.word, subject: q.id))
        return scored.saves + [said] + after + modelled(q, after: scored.word, &app)
    }

    /// A key pressed in a `keyboard` question. Its question's key earns the star and is said back ("B! Well done.");
    /// another key is named kindly and the same key asked for again ("That's X. Press the letter B."). Once the
    /// question is answered, a key is only named.
    func press(_ pressed: Key, _ app: inout AppState) -> [Effect] {
        guard byKey(app) else { return [] }
        let key = app.keyboardLayout.key(pressed)
        let name = app.content.keyName(key)
        let words = app.content.words
        var lesson = self
        lesson.pressed = key
        app.screen = .lesson(lesson)
        let q = app.question(of: lesson)
        guard !lesson.answered else {
            let next = app.content.pressEnterForNext
            return [app.captioned(app.named(.key, name.shown + ". " + next, voiced: name.voiced.map { $0 + ". " + next }, subject: KeyName.id(key)))]
        }
        let scored = lesson.settle(q, chosen: KeyName.id(key), &app)
        if scored.right {
            let said = { (key: String) in words("{key}! {praise}", ["key": key, "praise": scored.word]) }
            return scored.saves + [app.captioned(app.named(.right, said(name.shown), voiced: name.voiced.map(said), subject: q.id))]
        }
        let that = { (key: String) in words("That's {key}.", ["key": key]) }
        let voiced = name.voiced != nil || q.voiced != nil ? that(name.said) + " " + (q.voiced ?? q.spoken) : nil
        return scored.saves + [app.captioned(app.named(.wrong, that(name.shown) + " " + q.spoken, voiced: voiced, subject: q.id))]
    }

    /// Scores the answer `chosen` to the question: a star and praise (and a new level, when it rises) for the right
    /// one; else it is set aside with a kind word, and the question comes back later in the round. Returns the
    /// save, whether it was right, and the praise or kind word whose turn it is, for the caller to say.
    func settle(_ q: Question, chosen: String, _ app: inout AppState) -> (saves: [Effect], right: Bool, word: String) {
        var lesson = self
        let saved = app.progress
        let levelBefore = app.level(of: activity)
        // The first try of a question's first showing in the round is what spaced review and levels go by.
        let firstTry = setAside.isEmpty && !round.isRetry
        let right = chosen == q.correct
        if firstTry { app.progress.review(q, of: app.content.activities[activity], right: right, at: app.now, day: app.today) }
        let word: String
        if right {
            lesson.answered = true
            lesson.focus = .button(.lesson(.next))
            let star = app.progress.earnStar(q.id, at: app.now)
            app.progress.noteDay(run: app.run, at: app.now, day: app.today, firstTry: firstTry ? true : nil, star: star)
            var praise = AppState.take(app.content.sentences.right, turn: app.rightTurn)
            let levelNow = app.level(of: activity)
            if levelNow > levelBefore { praise += " " + app.content.words("On to level {n}!", ["n": "\(levelNow)"]) }
            app.rightTurn += 1
            word = praise
        } else {
            // A key pressed wrong again is named again, but is one miss (a tile set aside cannot be chosen twice).
            // The game is told (claps counted toward a wrong answer start again).
            lesson.game = lesson.game.map { state in Activities.game(state.game)?.tell(.wrongAnswer, state) ?? state }
            if !lesson.setAside.contains(chosen) {
                lesson.setAside.append(chosen)
                app.progress.noteMiss(q.id)
            }
            if firstTry {
                lesson.round.retry(fillers: fillers(app))
                app.progress.noteDay(run: app.run, at: app.now, day: app.today, firstTry: false, star: false)
            }
            if lesson.focus == .answer(chosen) { lesson.focus = lesson.focusOrder(in: app).first ?? .button(.hearAgain) }
            word = AppState.take(app.content.sentences.wrong, turn: app.wrongTurn)
            app.wrongTurn += 1
        }
        app.screen = .lesson(lesson)
        return (app.progress != saved ? [.save(app.progress)] : [], right, word)
    }

    /// Questions that may pad a round so that a missed one comes back after others: what a new round would
    /// take next.
    func fillers(_ app: AppState) -> [Int] {
        let activityValue = app.content.activities[activity]
        // A story's questions are asked alone: a missed one comes back after the others.
        guard story == nil else { return [] }
        return Round.candidates(activityValue, progress: app.progress, now: app.now, level: app.progress.level(in: activityValue),
                                askable: app.askable)
    }

    /// Next: the round's next question, or all done.
    func next(_ app: inout AppState) -> [Effect] {
        if app.introducing && !answered { return skipIntroduction(&app) }
        guard answered else { return [] }
        if round.hasNext {
            var round = round
            round.advance()
            var following = app.makeLesson(activity: activity, round: round)
            following.story = story
            app.screen = .lesson(following)
            return []
        }
        return Done.show(activity, story: story, &app)
    }
}
