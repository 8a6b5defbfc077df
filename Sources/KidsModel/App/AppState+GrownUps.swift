/// The parental gate and the grown-ups' area behind it: opening and answering the gate, Reset Progress (asked
/// first), and the settings, each applied and saved.
extension AppState {
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

    /// The grown-ups' commands; Reset asks first, and yes or no answers it.
    mutating func grownUps(_ command: Command) -> [Effect] {
        guard case .grownUps(var g) = overlay else { return [] }
        var effects: [Effect] = []
        switch (command, g.confirming) {
        case (.reset, false):
            g.confirming = true
            g.focus = .button(.cancelReset)
        case (.confirmReset, true):
            progress.reset(at: now)
            g.confirming = false
            g.focus = .button(.reset)
            effects.append(.save(progress))
        case (.cancelReset, true):
            g.confirming = false
            g.focus = .button(.reset)
        case (.toggleSpeech, false):
            effects = changeSettings { $0.speechOn.toggle() }
        case (.slower, false):
            effects = changeSettings { $0.rate = Settings.clampRate($0.rate - Settings.rateStep) }
        case (.faster, false):
            effects = changeSettings { $0.rate = Settings.clampRate($0.rate + Settings.rateStep) }
        case (.nextVoice, false) where !voices.isEmpty:
            let current = voice
            let next = voices[((voices.firstIndex(of: current) ?? -1) + 1) % voices.count]
            effects = changeSettings { $0.voice = next }
        case (.toggleLineMode, false):
            effects = changeSettings { $0.lineMode.toggle() }
        case (.nextPitch, false):
            effects = changeSettings { $0.pitch = Settings.next(after: $0.pitch, in: Settings.pitches) }
        case (.nextWordGap, false):
            effects = changeSettings { $0.wordGap = Settings.next(after: $0.wordGap, in: Settings.wordGaps) }
        case (.toggleSlowerRepeat, false):
            effects = changeSettings { $0.slowerRepeat.toggle() }
        case (.toggleKiosk, false):
            effects = changeSettings { $0.quitNeedsGrownUp.toggle() }
        case (.leaveGrownUps, false):
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
