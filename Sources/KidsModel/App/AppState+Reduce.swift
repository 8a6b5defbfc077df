/// The app: `reduce(&state, event) -> [Effect]`. Pure: no terminal, no sound, no clock, no files.
///
/// After every event the rules of DESIGN §4 are applied in one place, so no transition can forget them:
/// when the view changes (another screen, another showing of a question) speech is cut first (except at the
/// start, when nothing has been said); a question's prompt is spoken once per showing, when it is actually
/// visible (not under the gate, not while the window is too small); every utterance's words are voiced as the
/// pack's lexicon says; beside a screen reader only what the voice alone can say is heard; and every utterance
/// gets its serial number. A text screen opens at its first page. A resize changes no view, so it never repeats
/// or cuts speech.
public func reduce(_ state: inout AppState, _ event: Event) -> [Effect] {
    let before = state.shown
    let childBefore = state.childShown
    let screenBefore = state.screenID
    var effects = state.handle(event)
    if state.screenID != screenBefore { state.scroll = 0 }
    if state.childShown != childBefore { state.caption = nil }
    if state.shown != before, !event.isStart {
        effects.insert(.stopSpeech, at: 0)
    }
    effects += state.speakWhatIsNew()
    state.content.pronunciation.lexicon(for: state.voiceName).voice(&effects)
    state.leaveToScreenReader(&effects)
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
            guard let command = CommandTable.command(for: key, in: screenID, kiosk: kiosk) ?? brailleTyped(key)
                    ?? content.command(forTranslatedKey: key, in: screenID, kiosk: kiosk) else { return [] }
            return run(command)
        case .lineTyped(let line):
            guard let commands = CommandTable.commands(forLine: line, in: screenID, kiosk: kiosk)
                    ?? content.commands(forTranslatedLine: line, in: screenID, kiosk: kiosk) else { return [.hint(lineHint)] }
            return commands.flatMap { run($0) }
        case .clicked(let column, let row):
            guard let control = layout?.control(atColumn: column, row: row) else { return [] }
            if focusOrder.contains(control) { setFocus(control) }
            return top.command(for: control, self).map { run($0) } ?? []
        case .speechStarted, .speechFinished, .wordHeard, .speechFailed:
            return heard(event)
        case .voicesFound(let found):
            voices = found
            return []
        case .progressSaved(let saved, let owner):
            // What is on disk now, with what changed here while it was being saved (saves go on elsewhere); a save
            // of the child who played before is that child's alone.
            saveTrouble = nil
            guard owner == nil || owner == child else { return [] }
            progress = Progress.merged(progress, saved)
            return []
        case .childLoaded(let name, let loaded):
            return play(as: name, loaded)
        case .childRead(let name, let read):
            childRead(name, read)
            return []
        case .alsoPlaying(let name, let elsewhere):
            if name == child { alsoPlaying = elsewhere }
            return []
        case .saveFailed(let message):
            let notice = content.words("Progress could not be saved: {reason}", ["reason": message])
            if !notices.contains(notice) { notices.append(notice) }
            saveTrouble = notice
            return []
        case .brailleRouted, .brailleFailed:
            return braille(event)
        case .leftAlone(let folder, let name):
            let notice = content.words("{name} in {folder} was not made by kids, so kids left it alone. The command kids check-class {folder} tells the school's technician what is in the folder.",
                                       ["name": name, "folder": folder])
            if !notices.contains(notice) { notices.append(notice) }
            return []
        }
    }

    /// News of the speech: what began and ended, each word heard, and that nothing can be heard.
    mutating func heard(_ event: Event) -> [Effect] {
        switch event {
        case .speechStarted(let serial):
            // Each tap the device starts sets the clock again, so the light keeps in step with the sound.
            if let taps = tapping, (taps.firstSerial..<taps.firstSerial + taps.count).contains(serial) {
                tapping?.start = now - Double(serial - taps.firstSerial) * Utterance.tapSeconds
            }
            return []
        case .speechFinished(let serial):
            if speaking == serial { speaking = nil }
            if let heard = introduction, serial >= heard.upperBound - 1 { introduction = nil }
            return []
        case .wordHeard(let serial, let characters, let at):
            // Only words of what is still being said (news of a cut utterance may come late).
            guard let said = voiced.first(where: { $0.serial == serial }) else { return [] }
            readAlong.tell(serial: serial, characters, at: at, of: said, now: now)
            return []
        case .speechFailed(let message):
            speaking = nil
            guard soundProblem == nil else { return [] }
            soundProblem = message
            // Taps waiting for a device that failed light up now.
            if tapping != nil && tapping?.start == nil { tapping?.start = now }
            // Said once, into the log only: there is no sound to say it with.
            return [.speak(Utterance(kind: .notice, text: content.words("No sound: {problem}.", ["problem": message]), muted: true))]
        default:
            return []
        }
    }

    /// Applies the command line's wishes in their stated order: the reset, then the activity to open.
    mutating func start(_ launch: Launch) -> [Effect] {
        var effects: [Effect] = []
        started = true
        if launch.pickChild && children.count > 1 { show(Who.make(atStart: true, &self)) }
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
            // As its kind opens it: exploring the keys has no questions, stories have a shelf (`--story` opens one).
            effects += content.activities[place.activity].kind.type.launch(place.activity, &self, question: first, story: place.story)
        }
        return effects
    }

    /// The prompt of a newly shown question, or the welcome the first time home is seen.
    mutating func speakWhatIsNew() -> [Effect] {
        guard started, !isTooSmall else { return [] }
        return top.whenShown(&self)
    }

    /// Notes a game's introduction as it is given: from its first utterance (heard, cutting what was said) to the
    /// question's prompt that waits for it; anything else that cuts ends it.
    mutating func noteIntroduction(_ utterance: Utterance) {
        if utterance.kind == .introduction && !utterance.queued {
            introduction = utterance.muted ? nil : utterance.serial..<Int.max
        } else if utterance.kind == .question, utterance.queued, let open = introduction, open.upperBound == .max {
            introduction = open.lowerBound..<utterance.serial
        } else if !utterance.queued {
            introduction = nil
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
                noteIntroduction(utterance)
                // What cuts speech cuts the taps and their lighting; new taps light up as the sound device
                // starts the first (muted ones at once).
                if !utterance.queued {
                    tapping = nil
                    readAlong = ReadAlong()
                    voiced = []
                }
                if !utterance.muted && utterance.sound == nil { voiced.append(utterance) }
                if utterance.kind == .tap, utterance.index == 1, let lesson {
                    // With no sound to wait for, the lighting runs at once.
                    tapping = Tapping(showing: lesson.showing, count: question(of: lesson).picture.count, firstSerial: utterance.serial,
                                      start: utterance.muted || soundProblem != nil ? now : nil)
                }
            case .stopSpeech:
                speaking = nil
                introduction = nil
                tapping = nil
                againSerial = nil
                readAlong = ReadAlong()
                voiced = []
            default:
                break
            }
        }
    }
}
