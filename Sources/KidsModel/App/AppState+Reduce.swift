/// The app: `reduce(&state, event) -> [Effect]`. Pure: no terminal, no sound, no clock, no files.
///
/// After every event two rules of DESIGN §4 are applied in one place, so no transition can forget them:
/// when the view changes (another screen, another showing of a question) speech is cut first; and a
/// question's prompt is spoken once per showing, when it is actually visible (not under the gate, not while
/// the window is too small). A resize changes neither, so it never repeats or cuts speech.
public func reduce(_ state: inout AppState, _ event: Event) -> [Effect] {
    let before = state.viewKey
    var effects = state.handle(event)
    if state.viewKey != before {
        effects.insert(.stopSpeech, at: 0)
    }
    effects += state.speakWhatIsNew()
    for effect in effects {
        switch effect {
        case .speak(let utterance) where !utterance.muted: state.speaking = true
        case .stopSpeech: state.speaking = false
        default: break
        }
    }
    return effects
}

extension AppState {
    mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .started, .resized:
            if case .resized(let size) = event { self.size = size }
            return []
        case .tick(let now):
            self.now = now
            return []
        case .keyPressed(let key):
            guard let action = KeyTable.action(for: key, in: context) else { return [] }
            return perform(action)
        case .clicked(let column, let row):
            guard let control = layout?.control(atColumn: column, row: row) else { return [] }
            if focusOrder.contains(control) { setFocus(control) }
            return activate(control)
        case .speechFinished:
            speaking = false
            return []
        case .speechFailed(let message):
            speaking = false
            guard soundProblem == nil else { return [] }
            soundProblem = message
            // Said once, into the log only: there is no sound to say it with.
            return [.speak(Utterance(kind: .notice, text: "No sound: \(message).", muted: true))]
        case .voicesFound(let found):
            voices = found
            return []
        case .progressSaved(let merged):
            progress = merged
            return []
        case .saveFailed(let message):
            let notice = "Progress could not be saved: \(message)"
            if !notices.contains(notice) { notices.append(notice) }
            return []
        }
    }

    /// The prompt of a newly shown question, or the welcome the first time home is seen.
    mutating func speakWhatIsNew() -> [Effect] {
        guard !isTooSmall, overlay == nil else { return [] }
        switch screen {
        case .lesson(let lesson) where spokenShowing != lesson.showing:
            spokenShowing = lesson.showing
            let q = question(of: lesson)
            return [.speak(utterance(.question, q.spoken, id: q.id))]
        case .home where !welcomed:
            welcomed = true
            return [.speak(utterance(.welcome, content.sentences.welcome))]
        default:
            return []
        }
    }

    // MARK: - Actions

    mutating func perform(_ action: Action) -> [Effect] {
        switch action {
        case .quit: return [.quit]
        case .focusNext: moveFocus(by: 1)
        case .focusPrevious: moveFocus(by: -1)
        case .focusFirst: if let first = focusOrder.first { setFocus(first) }
        case .focusLast: if let last = focusOrder.last { setFocus(last) }
        case .activate:
            guard let focus else { return [] }
            return activate(focus)
        case .openActivity(let index):
            guard content.activities.indices.contains(index) else { return [] }
            screen = .lesson(makeLesson(activity: index, question: firstUnstarred(in: index)))
        case .answer(let index): return answer(at: index)
        case .answerKey(let digit):
            guard case .lesson(let lesson) = screen else { return [] }
            let answers = question(of: lesson).answers
            return answer(at: answers.firstIndex { $0.label == String(digit) } ?? digit - 1)
        case .hearAgain: return hearAgain()
        case .next: return next()
        case .back, .home: goHome()
        case .playAgain:
            guard case .done(let done) = screen else { return [] }
            screen = .lesson(makeLesson(activity: done.activity, question: firstUnstarred(in: done.activity)))
        case .grownUps: return openGate()
        case .digit(let d): if !gate.isLocked(at: now) { gate.type(d) }
        case .deleteDigit: gate.deleteDigit()
        case .submit: submitGate()
        case .close: overlay = nil
        default: return grownUpsAction(action)
        }
        return []
    }

    /// What clicking a control, or pressing Enter on it, does.
    mutating func activate(_ control: Control) -> [Effect] {
        switch control {
        case .activity(let id): return content.activityIndex(id: id).map { perform(.openActivity($0)) } ?? []
        case .answer(let id):
            guard case .lesson(let lesson) = screen,
                  let index = question(of: lesson).answers.firstIndex(where: { $0.id == id }) else { return [] }
            return answer(at: index)
        case .grownUps: return perform(.grownUps)
        case .next: return perform(.next)
        case .hearAgain: return perform(.hearAgain)
        case .playAgain: return perform(.playAgain)
        case .home: return perform(.home)
        case .digit(let d): return perform(.digit(d))
        case .deleteDigit: return perform(.deleteDigit)
        case .submit: return perform(.submit)
        case .close: return perform(.close)
        case .reset: return perform(.reset)
        case .confirmReset: return perform(.confirmReset)
        case .cancelReset: return perform(.cancelReset)
        case .speech: return perform(.toggleSpeech)
        case .slower: return perform(.slower)
        case .faster: return perform(.faster)
        case .voice: return perform(.nextVoice)
        case .done: return perform(.done)
        }
    }

    // MARK: - Lesson

    mutating func answer(at index: Int) -> [Effect] {
        guard overlay == nil, case .lesson(var lesson) = screen, !lesson.answered else { return [] }
        let q = question(of: lesson)
        guard q.answers.indices.contains(index) else { return [] }
        let chosen = q.answers[index]
        guard !lesson.setAside.contains(chosen.id) else { return [] }
        var effects: [Effect] = []
        if chosen.id == q.correct {
            lesson.answered = true
            lesson.focus = .next
            if progress.earnStar(q.id, at: now) { effects.append(.save(progress)) }
            let praise = Self.take(content.sentences.right, turn: rightTurn)
            rightTurn += 1
            effects.append(.speak(utterance(.right, praise, id: q.id)))
        } else {
            lesson.setAside.append(chosen.id)
            let wasStarred = progress.hasStar(q.id)
            progress.noteMiss(q.id)
            if !wasStarred { effects.append(.save(progress)) }
            screen = .lesson(lesson)
            if lesson.focus == .answer(chosen.id) { lesson.focus = focusOrder.first ?? .hearAgain }
            let kind = Self.take(content.sentences.wrong, turn: wrongTurn)
            wrongTurn += 1
            effects.append(.speak(utterance(.wrong, kind, id: q.id)))
        }
        screen = .lesson(lesson)
        return effects
    }

    /// The sentence whose turn it is; the pack's checks make sure there is one.
    static func take(_ sentences: [String], turn: Int) -> String {
        sentences.isEmpty ? "" : sentences[turn % sentences.count]
    }

    mutating func hearAgain() -> [Effect] {
        switch screen {
        case .lesson(let lesson):
            let q = question(of: lesson)
            return [.speak(utterance(.again, q.spoken, id: q.id))]
        case .home:
            return [.speak(utterance(.again, content.sentences.welcome))]
        case .done:
            return []
        }
    }

    mutating func next() -> [Effect] {
        guard case .lesson(let lesson) = screen, lesson.answered else { return [] }
        let activity = content.activities[lesson.activity]
        if lesson.question + 1 < activity.questions.count {
            screen = .lesson(makeLesson(activity: lesson.activity, question: lesson.question + 1))
            return []
        }
        screen = .done(Done(activity: lesson.activity))
        let stars = progress.starCount(in: activity)
        let text = "\(content.sentences.done) ★ \(stars)/\(activity.questions.count)"
        return [.speak(utterance(.done, text, id: activity.id))]
    }

    mutating func goHome() {
        switch screen {
        case .lesson(let lesson): screen = .home(focus: .activity(content.activities[lesson.activity].id))
        case .done(let done): screen = .home(focus: .activity(content.activities[done.activity].id))
        case .home: break
        }
    }

    // MARK: - Focus

    mutating func moveFocus(by step: Int) {
        let order = focusOrder
        guard !order.isEmpty else { return }
        let current = focus.flatMap { order.firstIndex(of: $0) } ?? (step > 0 ? -1 : 0)
        setFocus(order[((current + step) % order.count + order.count) % order.count])
    }

    mutating func setFocus(_ control: Control) {
        switch overlay {
        case .gate: return
        case .grownUps(var g):
            g.focus = control
            overlay = .grownUps(g)
            return
        case nil: break
        }
        switch screen {
        case .home: screen = .home(focus: control)
        case .lesson(var lesson):
            lesson.focus = control
            screen = .lesson(lesson)
        case .done(var done):
            done.focus = control
            screen = .done(done)
        }
    }

    // MARK: - Gate and grown-ups

    mutating func openGate() -> [Effect] {
        guard overlay == nil else { return [] }
        if !gate.isLocked(at: now) { gate.open() }
        overlay = .gate
        return [.speak(utterance(.gate, content.sentences.gate))]
    }

    mutating func submitGate() {
        guard overlay == .gate, !gate.isLocked(at: now) else { return }
        switch gate.submit(at: now) {
        case .opened: overlay = .grownUps(GrownUps())
        case .wrong, .lockedOut: overlay = nil
        }
    }

    mutating func grownUpsAction(_ action: Action) -> [Effect] {
        guard case .grownUps(var g) = overlay else { return [] }
        var effects: [Effect] = []
        switch action {
        case .reset where !g.confirming:
            g.confirming = true
            g.focus = .cancelReset
        case .confirmReset where g.confirming:
            progress.reset(at: now)
            g.confirming = false
            g.focus = .reset
            effects.append(.save(progress))
        case .cancelReset where g.confirming:
            g.confirming = false
            g.focus = .reset
        case .toggleSpeech where !g.confirming:
            effects = changeSettings { $0.speechOn.toggle() }
        case .slower where !g.confirming:
            effects = changeSettings { $0.rate = Settings.clampRate($0.rate - Settings.rateStep) }
        case .faster where !g.confirming:
            effects = changeSettings { $0.rate = Settings.clampRate($0.rate + Settings.rateStep) }
        case .nextVoice where !g.confirming && !voices.isEmpty:
            let current = voice
            let next = voices[((voices.firstIndex(of: current) ?? -1) + 1) % voices.count]
            effects = changeSettings { $0.voice = next }
        case .done where !g.confirming:
            overlay = nil
            return []
        default:
            return []
        }
        overlay = .grownUps(g)
        return effects
    }

    mutating func changeSettings(_ change: (inout Settings) -> Void) -> [Effect] {
        let old = progress.settings
        progress.changeSettings(change, at: now)
        guard progress.settings != old else { return [] }
        return [.applySettings(progress.settings), .save(progress)]
    }
}
