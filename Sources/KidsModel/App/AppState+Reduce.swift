/// The app: `reduce(&state, event) -> [Effect]`. Pure: no terminal, no sound, no clock, no files.
///
/// After every event the rules of DESIGN §4 are applied in one place, so no transition can forget them:
/// when the view changes (another screen, another showing of a question) speech is cut first (except at the
/// start, when nothing has been said); a question's prompt is spoken once per showing, when it is actually
/// visible (not under the gate, not while the window is too small); and every utterance gets its serial
/// number. A resize changes no view, so it never repeats or cuts speech.
public func reduce(_ state: inout AppState, _ event: Event) -> [Effect] {
    let before = state.view
    let childBefore = state.childView
    var effects = state.handle(event)
    if state.childView != childBefore { state.caption = nil }
    if state.view != before, !event.isStart {
        effects.insert(.stopSpeech, at: 0)
    }
    effects += state.speakWhatIsNew()
    state.number(&effects)
    return effects
}

extension Event {
    var isStart: Bool {
        if case .started = self { return true }
        return false
    }
}

extension AppState {
    mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .started(let launch):
            return start(launch)
        case .resized(let size):
            self.size = size
            return []
        case .tick(let now):
            self.now = now
            return []
        case .keyPressed(let key):
            guard let command = CommandTable.command(for: key, in: context) else { return [] }
            return run(command)
        case .lineTyped(let line):
            guard let commands = CommandTable.commands(forLine: line, in: context) else { return [.hint(lineHint)] }
            // In kiosk mode a typed "q" asks for a grown-up: the gate, behind which Quit is.
            if kiosk && commands == [.quit] { return overlay == nil ? openGate() : [.hint(lineHint)] }
            return commands.flatMap { run($0) }
        case .clicked(let column, let row):
            guard let control = layout?.control(atColumn: column, row: row) else { return [] }
            if focusOrder.contains(control) { setFocus(control) }
            return command(for: control).map { run($0) } ?? []
        case .speechStarted(let serial):
            // Each tap the device starts sets the clock again, so the light keeps in step with the sound.
            if let taps = tapping, (taps.firstSerial..<taps.firstSerial + taps.count).contains(serial) {
                tapping?.start = now - Double(serial - taps.firstSerial) * Utterance.tapSeconds
            }
            return []
        case .speechFinished(let serial):
            if speaking == serial { speaking = nil }
            return []
        case .wordHeard(let serial, let characters, let at):
            // Only words of what is still being said (news of a cut utterance may come late).
            guard voiced.contains(where: { $0.serial == serial }) else { return [] }
            readAlong.marks.append(ReadAlong.Mark(serial: serial, characters: characters, at: at))
            return []
        case .speechFailed(let message):
            speaking = nil
            guard soundProblem == nil else { return [] }
            soundProblem = message
            // Taps waiting for a device that failed light up now.
            if tapping != nil && tapping?.start == nil { tapping?.start = now }
            // Said once, into the log only: there is no sound to say it with.
            return [.speak(Utterance(kind: .notice, text: content.words("No sound: {problem}.", ["problem": message]), muted: true))]
        case .voicesFound(let found):
            voices = found
            return []
        case .progressSaved(let saved):
            // What is on disk now, with what changed here while it was being saved (saves go on elsewhere).
            progress = Progress.merged(progress, saved)
            return []
        case .saveFailed(let message):
            let notice = content.words("Progress could not be saved: {reason}", ["reason": message])
            if !notices.contains(notice) { notices.append(notice) }
            return []
        }
    }

    /// Applies the command line's wishes in their stated order: the reset, then the activity to open.
    mutating func start(_ launch: Launch) -> [Effect] {
        var effects: [Effect] = []
        started = true
        if launch.resetProgress {
            progress.reset(at: now)
            effects.append(.save(progress))
        }
        // Stars earned under a question's former ID count for it now.
        if content.activities.reduce(false, { progress.adoptFormerIDs(of: $1) || $0 }) {
            effects.append(.save(progress))
        }
        if let place = launch.place, content.activities.indices.contains(place.activity) {
            let questions = content.activities[place.activity].questions.indices
            let first = place.question.flatMap { questions.contains($0) ? $0 : nil }
            screen = .lesson(makeLesson(activity: place.activity, round: newRound(of: place.activity, first: first)))
        }
        return effects
    }

    /// The prompt of a newly shown question, or the welcome the first time home is seen.
    mutating func speakWhatIsNew() -> [Effect] {
        guard started, !isTooSmall, overlay == nil else { return [] }
        switch screen {
        case .lesson(let lesson) where spokenShowing != lesson.showing:
            spokenShowing = lesson.showing
            return ask(lesson, kind: .question)
        case .home where !welcomed:
            welcomed = true
            return welcome(kind: .welcome)
        default:
            return []
        }
    }

    /// Gives each utterance its serial number, and notes the one that plays.
    mutating func number(_ effects: inout [Effect]) {
        for index in effects.indices {
            switch effects[index] {
            case .speak(var utterance):
                utterances += 1
                utterance.serial = utterances
                effects[index] = .speak(utterance)
                if !utterance.muted { speaking = utterance.serial }
                if utterance.kind == .again { againSerial = utterance.serial }
                if !utterance.queued && utterance.kind != .again { againSerial = nil }
                // What cuts speech cuts the taps and their lighting; new taps light up as the sound device
                // starts the first (muted ones at once).
                if !utterance.queued {
                    tapping = nil
                    readAlong = ReadAlong()
                    voiced = []
                }
                if !utterance.muted && utterance.kind != .tap { voiced.append(utterance) }
                if utterance.kind == .tap, utterance.index == 1, let lesson {
                    // With no sound to wait for, the lighting runs at once.
                    tapping = Tapping(showing: lesson.showing, count: question(of: lesson).picture.count,
                                      firstSerial: utterance.serial, start: utterance.muted || soundProblem != nil ? now : nil)
                }
            case .stopSpeech:
                speaking = nil
                tapping = nil
                againSerial = nil
                readAlong = ReadAlong()
                voiced = []
            default:
                break
            }
        }
    }

    // MARK: - Commands

    /// The command a control carries out when it is clicked or chosen.
    func command(for control: Control) -> Command? {
        switch control {
        case .activity(let id): return content.activityIndex(id: id).map(Command.openActivity)
        case .answer(let id):
            guard let lesson, let index = question(of: lesson).answers.firstIndex(where: { $0.id == id }) else { return nil }
            return .answer(index)
        case .button(let command): return command
        }
    }

    /// Carries out a command, if the table says it can be used now.
    mutating func run(_ command: Command) -> [Effect] {
        guard CommandTable.row(command).enabled(self) else { return [] }
        switch command {
        case .openActivity(let index):
            guard content.activities.indices.contains(index) else { return [] }
            screen = .lesson(makeLesson(activity: index, round: newRound(of: index)))
        case .answer(let index): return answer(at: index)
        case .answerNumber(let number):
            guard let lesson else { return [] }
            let q = question(of: lesson)
            if let labelled = q.answers.firstIndex(where: { $0.label == String(number) }) { return answer(at: labelled) }
            // Answers said as bare numbers have no places: a number that is none of them is not a place either,
            // and the child hears the choices again instead of an answer they did not pick.
            guard !Self.saidAsNumbers(q) else { return [.speak(utterance(.options, optionsText(q, setAside: lesson.setAside), id: q.id))] }
            return answer(at: number - 1)
        case .typeDigit(let digit): if !gate.isLocked(at: now) { gate.type(digit) }
        case .choose:
            guard let focus, let chosen = self.command(for: focus) else { return [] }
            return run(chosen)
        case .focusNext: return moveFocus(by: 1)
        case .focusPrevious: return moveFocus(by: -1)
        case .focusFirst: return focusOrder.first.map { moveFocus(to: $0) } ?? []
        case .focusLast: return focusOrder.last.map { moveFocus(to: $0) } ?? []
        case .hearAgain:
            caption = nil
            return hearAgain()
        case .next: return next()
        case .playAgain:
            guard case .done(let done) = screen else { return [] }
            screen = .lesson(makeLesson(activity: done.activity, round: newRound(of: done.activity)))
        case .home: goHome()
        case .backAtHome:
            caption = content.words("This is home.")
            return [.speak(utterance(.notice, content.words("This is home.")))]
        case .hush:
            // Logged only: what was being said stops, and nothing new is said.
            return [.stopSpeech, .speak(Utterance(kind: .hush, text: "", muted: true))]
        case .whereAmI:
            caption = whereAmI
            return [.speak(utterance(.whereami, whereAmI))]
        case .grownUps: return openGate()
        case .quit, .quitApp: return [.quit]
        case .deleteDigit: gate.deleteDigit()
        case .submit: submitGate()
        case .close: if overlay == .gate { overlay = nil }
        case .reset, .confirmReset, .cancelReset, .toggleSpeech, .slower, .faster, .nextVoice, .toggleLineMode, .nextPitch, .nextWordGap,
             .toggleSlowerRepeat, .toggleKiosk, .leaveGrownUps:
            return grownUps(command)
        }
        return []
    }

    /// What line mode prints for a line that means nothing here: the words this screen takes, from the table.
    var lineHint: String {
        let words = content.words
        let taken = CommandTable.lineWords(in: context, kiosk: kiosk)
        let keys = list(taken.words)
        return taken.number ? words("(Type a number, or {keys}.)", ["keys": keys]) : words("(Type {keys}.)", ["keys": keys])
    }

    // MARK: - Lesson

    mutating func answer(at index: Int) -> [Effect] {
        guard overlay == nil, case .lesson(var lesson) = screen, !lesson.answered else { return [] }
        let q = question(of: lesson)
        guard q.answers.indices.contains(index) else { return [] }
        let chosen = q.answers[index]
        guard !lesson.setAside.contains(chosen.id) else { return [] }
        var effects: [Effect] = []
        let saved = progress
        let levelBefore = level(of: lesson.activity)
        // The first try of a question's first showing in the round is what spaced review and levels go by.
        let firstTry = lesson.setAside.isEmpty && !lesson.round.isRetry
        if firstTry {
            progress.review(q.id, right: chosen.id == q.correct, at: now)
        }
        if chosen.id == q.correct {
            lesson.answered = true
            lesson.focus = .button(.next)
            progress.earnStar(q.id, at: now)
            var praise = Self.take(content.sentences.right, turn: rightTurn)
            let levelNow = level(of: lesson.activity)
            if levelNow > levelBefore { praise += " " + content.words("On to level {n}!", ["n": "\(levelNow)"]) }
            rightTurn += 1
            caption = praise
            effects.append(.speak(utterance(.right, praise, id: q.id)))
        } else {
            lesson.setAside.append(chosen.id)
            progress.noteMiss(q.id)
            if firstTry { lesson.round.retry(fillers: fillers(for: lesson)) }
            screen = .lesson(lesson)
            if lesson.focus == .answer(chosen.id) { lesson.focus = focusOrder.first ?? .button(.hearAgain) }
            let kind = Self.take(content.sentences.wrong, turn: wrongTurn)
            wrongTurn += 1
            caption = kind
            effects.append(.speak(utterance(.wrong, kind, id: q.id)))
        }
        screen = .lesson(lesson)
        if progress != saved { effects.insert(.save(progress), at: 0) }
        return effects
    }

    /// Questions that may pad a round so that a missed one comes back after others: what a new round would
    /// take next.
    func fillers(for lesson: Lesson) -> [Int] {
        let activity = content.activities[lesson.activity]
        return Round.candidates(activity, progress: progress, now: now, level: progress.level(in: activity))
    }

    /// The sentence whose turn it is; the pack's checks make sure there is one.
    static func take(_ sentences: [String], turn: Int) -> String {
        sentences.isEmpty ? "" : sentences[turn % sentences.count]
    }

    func hearAgain() -> [Effect] {
        switch screen {
        case .lesson(let lesson):
            // Asked again while it is being repeated: once more, slower ("slower, please").
            let repeating = progress.settings.slowerRepeat && speaking.map { playing in againSerial.map { playing >= $0 } ?? false } ?? false
            return ask(lesson, kind: .again, slower: repeating)
        case .home:
            return welcome(kind: .again)
        case .done:
            return []
        }
    }

    mutating func next() -> [Effect] {
        guard let lesson, lesson.answered else { return [] }
        let activity = content.activities[lesson.activity]
        if lesson.round.hasNext {
            var round = lesson.round
            round.advance()
            screen = .lesson(makeLesson(activity: lesson.activity, round: round))
            return []
        }
        screen = .done(Done(activity: lesson.activity))
        let stars = progress.starCount(in: activity)
        let text = content.sentences.done + " "
            + content.stars(stars, of: activity.questions.count) + "."
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

    mutating func moveFocus(by step: Int) -> [Effect] {
        let order = focusOrder
        guard !order.isEmpty else { return [] }
        let current = focus.flatMap { order.firstIndex(of: $0) } ?? (step > 0 ? -1 : 0)
        return moveFocus(to: order[((current + step) % order.count + order.count) % order.count])
    }

    /// A keyboard focus move: the focus goes there and says what it is on (a click focuses silently).
    mutating func moveFocus(to control: Control) -> [Effect] {
        setFocus(control)
        return [.speak(utterance(.focus, spokenName(of: control)))]
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
}
