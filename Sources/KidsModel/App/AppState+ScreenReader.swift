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
