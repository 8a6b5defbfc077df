/// Beside a screen reader: one voice at a time, and one line at the start that says what was found.
extension AppState {
    /// While the screen reader speaks the lines, the app's voice says only what no line can: the sound or the
    /// word a listening question hides behind its mark (`((•))`), alone, after the sentence (logged, not played).
    /// So are the counting taps: the line names each thing to count. A game's slow syllables and claps are app
    /// sounds (`sound`, and an `AppSound` heard beside a screen reader) and play.
    func leaveToScreenReader(_ effects: inout [Effect]) {
        guard readerSpeaks else { return }
        effects = effects.flatMap { effect -> [Effect] in
            guard case .speak(var utterance) = effect, !utterance.muted else { return [effect] }
            // The app's own sounds (a syllable said slowly, a clap) are what no line can say: they play.
            guard utterance.kind != .sound && utterance.sound?.besideScreenReader != true else { return [effect] }
            utterance.muted = true
            let words = utterance.text.split(separator: " ", omittingEmptySubsequences: false)
            let heard = (utterance.voiced ?? utterance.text).split(separator: " ", omittingEmptySubsequences: false)
            guard let place = words.firstIndex(where: { $0.contains(Generator.soundMark) }), heard.indices.contains(place) else {
                return [.speak(utterance)]
            }
            // The word alone, without the sentence's punctuation after it ("[[_:_:m-:]]?", "ball.").
            let word = heard[place].hasPrefix("[[") ? heard[place].prefix { $0 != "]" } + "]]"
                : heard[place].prefix { $0.isLetter || $0 == "-" || $0 == "'" || $0 == "’" }
            var sound = Utterance(kind: .sound, subject: utterance.subject, text: Generator.soundMark, muted: false, queued: true)
            sound.voiced = String(word)
            return [.speak(utterance), .speak(sound)]
        }
    }

    /// The first line of line mode, for grown-ups: a screen reader found and how to change what it does; or,
    /// with none found and the voice heard, that a screen reader would hear two voices and how to avoid it.
    public var lineModeGreeting: String? {
        let words = content.words
        let gate = CommandTable.word(.openGate, in: .home)
        if let reader = screenReader {
            let said = isSilent ? words("kids does not speak") : readerSpeaks ? words("kids speaks only the sounds") : words("kids speaks too")
            return words("Screen reader found ({reader}): line mode, and {said}. To change it: {gate}, then {key}; or start kids --full.",
                         ["reader": reader, "said": said, "gate": gate, "key": CommandTable.word(.grownUps(.setting(.screenReader)), in: .grownUps)])
        }
        guard !isSilent, soundProblem == nil else { return nil }
        return words("Grown-ups: kids speaks too. If a screen reader reads these lines, turn the voice off: {gate}, then {speech}.",
                     ["gate": gate, "speech": CommandTable.word(.grownUps(.setting(.speech)), in: .grownUps)])
    }
}

/// Braille: whether it is on for the child playing, the pack as such a child plays it, and what a braille display's
/// keys ask for.
extension AppState {
    /// Braille this run: `--braille`, or the child's setting.
    public var brailleOn: Bool { options.braille || progress.settings.braille }

    /// What a braille display shows now (the runner writes it in the pack's braille); nil while braille is off, when
    /// the display is left to the screen reader.
    public var brailleLine: BrailleLine? { brailleOn ? BrailleLine(ScreenModel(self)) : nil }

    /// The pack seen anew after braille was turned on or off: a question of the pack seen before is no longer where
    /// it was, so the child's screen goes home.
    mutating func seeBraille() {
        let seen = pack.seen(braille: brailleOn)
        guard seen.activities != content.activities else { return }
        content = seen
        screen = .home(Home(focus: Home.firstFocus(content, cards: homeCards)))
    }

    /// A display's news: a routing key over a control chooses it, as a click does; a failure is told to grown-ups.
    mutating func braille(_ event: Event) -> [Effect] {
        switch event {
        case .brailleRouted(let place):
            guard let control = brailleLine?.control(at: place) else { return [] }
            if focusOrder.contains(control) { setFocus(control) }
            return top.command(for: control, self).map { run($0) } ?? []
        case .brailleFailed(let reason):
            brailleTrouble = reason
            return []
        default:
            return []
        }
    }

    /// What a cell typed on a display's braille keys asks for where cells mean nothing themselves: the letter that
    /// cell is in the pack's braille (a blank cell is Space).
    func brailleTyped(_ key: Key) -> Command? {
        guard case .character(let typed) = key, let cell = BrailleCell(typed) else { return nil }
        let letter = cell == .blank ? " " : content.brailleLetters[cell]
        return letter.flatMap(\.first).flatMap { CommandTable.command(for: .character($0), in: screenID, kiosk: kiosk) }
    }
}
