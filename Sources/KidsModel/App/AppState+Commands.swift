/// The commands: the ones many screens take, carried out here, and what a lesson's do.
extension AppState {
    // MARK: - Commands

    /// Carries out a command, if the table says it can be used now. A screen's own command goes to the screen on
    /// top (a command of a screen not on top does nothing); the others are carried out here, each once.
    mutating func run(_ command: Command) -> [Effect] {
        guard CommandTable.row(command).enabled(self) else { return [] }
        switch command {
        case .home, .who, .lesson, .explore, .done, .shelf, .page, .gate, .grownUps, .children, .report:
            return send(command, to: top)
        case .choose:
            guard let focus, let chosen = top.command(for: focus, self) else { return [] }
            return run(chosen)
        case .focusNext: return moveFocus(by: 1)
        case .focusPrevious: return moveFocus(by: -1)
        case .focusFirst: return focusOrder.first.map { moveFocus(to: $0) } ?? []
        case .focusLast: return focusOrder.last.map { moveFocus(to: $0) } ?? []
        case .scrollDown: scroll = min(scroll + 1, panelPages - 1)
        case .scrollUp: scroll = max(0, scroll - 1)
        case .hearAgain:
            caption = nil
            return top.hearAgain(self)
        case .goHome: return top.back(&self)
        // Logged only: what was being said stops, and nothing new is said.
        case .hush: return [.stopSpeech, .speak(Utterance(kind: .hush, text: "", muted: true))]
        case .whereAmI:
            let said = ScreenModel.whereAmINamed(self)
            let voiced = ScreenModel.whereAmINamed(self, voiced: true)
            return [shown(named(.whereami, said, voiced: voiced == said ? nil : voiced, subject: nil))]
        case .openGate: return openGate()
        case .quit: return [.quit]
        }
        return []
    }

    /// A screen's own command, carried out by `unit` when it is one of its own.
    private mutating func send<Unit: ScreenUnit>(_ command: Command, to unit: Unit) -> [Effect] {
        Unit.own(command).map { unit.run($0, &self) } ?? []
    }

    /// What line mode prints for a line that means nothing here: the words this screen takes, from the table.
    var lineHint: String {
        let words = content.words
        let taken = CommandTable.lineWords(in: screenID, kiosk: kiosk, state: self)
        let keys = list(taken.words)
        return taken.number ? words("(Type a number, or {keys}.)", ["keys": keys]) : words("(Type {keys}.)", ["keys": keys])
    }

    // MARK: - Lesson

    mutating func open(activity index: Int) -> [Effect] {
        guard content.activities.indices.contains(index) else { return [] }
        switch content.activities[index].kind {
        case .explore: screen = .explore(makeExplore(activity: index))
        case .stories: screen = .shelf(makeShelf(activity: index))
        // A child who has not played the keyboard yet tries the keys first; leaving them goes on to the game.
        case .keyboard where !hasPlayed(index):
            if let keys = content.activities.firstIndex(where: { $0.kind == .explore }) {
                screen = .explore(makeExplore(activity: keys, then: index))
            } else {
                screen = .lesson(makeLesson(activity: index, round: newRound(of: index)))
            }
        default: screen = .lesson(makeLesson(activity: index, round: newRound(of: index)))
        }
        return []
    }

    /// A number typed in a lesson: the answer at that place; or, when the answers are numbers, the digits of one.
    /// A digit that begins a longer answer waits for the next (said and shown, never timed); a number that is
    /// none of them is no place either, and the child hears the choices again instead of an answer not picked.
    mutating func answer(number: Int) -> [Effect] {
        guard var lesson else { return [] }
        let q = question(of: lesson)
        guard Self.saidAsNumbers(q) else { return answer(at: number - 1) }
        let typed = lesson.typed + String(number)
        lesson.typed = q.answers.contains { $0.label != typed && $0.label.hasPrefix(typed) }
            && !q.answers.contains { $0.label == typed } ? typed : ""
        screen = .lesson(lesson)
        if let labelled = q.answers.firstIndex(where: { $0.label == typed }) { return answer(at: labelled) }
        guard lesson.typed.isEmpty else {
            caption = typed
            return [.speak(utterance(.notice, typed, subject: q.id))]
        }
        return [.speak(utterance(.options, optionsText(q, setAside: lesson.setAside), subject: q.id))]
    }

    mutating func answer(at index: Int) -> [Effect] {
        guard overlay == nil, case .lesson(let lesson) = screen, !lesson.answered else { return [] }
        let q = question(of: lesson)
        guard q.answers.indices.contains(index) else { return [] }
        let chosen = q.answers[index]
        guard !lesson.setAside.contains(chosen.id) else { return [] }
        let scored = settle(lesson, q, chosen: chosen.id)
        return scored.saves + [shown(utterance(scored.right ? .right : .wrong, scored.word, subject: q.id))]
    }

    /// Says an utterance on the child's screen and keeps it there as the caption, so that what is heard is seen.
    mutating func shown(_ said: Utterance) -> Effect {
        caption = said.text
        return .speak(said)
    }

    /// Scores the answer `chosen` to the lesson's question: a star and praise (and a new level, when it rises) for
    /// the right one; else it is set aside with a kind word, and the question comes back later in the round.
    /// Returns the save, whether it was right, and the praise or kind word whose turn it is, for the caller to say.
    mutating func settle(_ lesson: Lesson, _ q: Question, chosen: String) -> (saves: [Effect], right: Bool, word: String) {
        var lesson = lesson
        let saved = progress
        let levelBefore = level(of: lesson.activity)
        // The first try of a question's first showing in the round is what spaced review and levels go by.
        let firstTry = lesson.setAside.isEmpty && !lesson.round.isRetry
        let right = chosen == q.correct
        if firstTry {
            progress.review(q.id, right: right, at: now)
        }
        let word: String
        if right {
            lesson.answered = true
            lesson.focus = .button(.lesson(.next))
            progress.earnStar(q.id, at: now)
            var praise = Self.take(content.sentences.right, turn: rightTurn)
            let levelNow = level(of: lesson.activity)
            if levelNow > levelBefore { praise += " " + content.words("On to level {n}!", ["n": "\(levelNow)"]) }
            rightTurn += 1
            word = praise
        } else {
            // A key pressed wrong again is named again, but is one miss (a tile set aside cannot be chosen twice).
            if !lesson.setAside.contains(chosen) {
                lesson.setAside.append(chosen)
                progress.noteMiss(q.id)
            }
            if firstTry { lesson.round.retry(fillers: fillers(for: lesson)) }
            screen = .lesson(lesson)
            if lesson.focus == .answer(chosen) { lesson.focus = focusOrder.first ?? .button(.hearAgain) }
            word = Self.take(content.sentences.wrong, turn: wrongTurn)
            wrongTurn += 1
        }
        screen = .lesson(lesson)
        return (progress != saved ? [.save(progress)] : [], right, word)
    }

    /// Questions that may pad a round so that a missed one comes back after others: what a new round would
    /// take next.
    func fillers(for lesson: Lesson) -> [Int] {
        let activity = content.activities[lesson.activity]
        // A story's questions are asked alone: a missed one comes back after the others.
        guard lesson.story == nil else { return [] }
        return Round.candidates(activity, progress: progress, now: now, level: progress.level(in: activity), askable: askable)
    }

    /// The sentence whose turn it is; the pack's checks make sure there is one.
    static func take(_ sentences: [String], turn: Int) -> String {
        sentences.isEmpty ? "" : sentences[turn % sentences.count]
    }

    mutating func next() -> [Effect] {
        guard let lesson, lesson.answered else { return [] }
        if lesson.round.hasNext {
            var round = lesson.round
            round.advance()
            var following = makeLesson(activity: lesson.activity, round: round)
            following.story = lesson.story
            screen = .lesson(following)
            return []
        }
        return allDone(lesson.activity, story: lesson.story)
    }

    /// "All done!" for the activity (after a story's questions: the story's), said and shown.
    mutating func allDone(_ activity: Int, story: Int? = nil) -> [Effect] {
        screen = .done(Done(activity: activity, story: story))
        let done = content.activities[activity]
        return [.speak(utterance(.done, doneSentence(done), subject: done.id))]
    }

    /// "All done! 3 of 10 stars.": said, and shown, when a round ends. After a sentence's end the stars begin one
    /// ("Une étoile sur 80."); after a colon they do not ("Deine Sterne: ein Stern von 16.").
    func doneSentence(_ activity: Activity) -> String {
        let stars = content.stars(progress.starCount(in: activity), of: activity.questions.count)
        let ended = content.sentences.done.last.map { ".!?".contains($0) } ?? false
        return content.sentences.done + " " + (ended ? stars.prefix(1).uppercased() + stars.dropFirst() : stars) + "."
    }
}
