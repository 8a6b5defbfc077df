/// The parental gate and the grown-ups' area behind it: opening and answering the gate, and the settings, each
/// applied and saved.
extension AppState {
    mutating func openGate() -> [Effect] {
        guard overlays.isEmpty else { return [] }
        if !gate.isLocked(at: now) { gate.open() }
        push(.gate(GateScreen()))
        var said = utterance(.gate, content.sentences.gate)
        said.reads = .whole(.sentence)
        return [.speak(said)]
    }

    mutating func submitGate() {
        guard !gate.isLocked(at: now) else { return }
        switch gate.submit(at: now) {
        case .opened: show(GrownUps())
        case .wrong, .lockedOut: pop()
        }
    }

    /// One press of a setting's key: applied to the speech and saved when it changed something.
    mutating func change(_ setting: Setting) -> [Effect] {
        let old = progress.settings
        let new = setting.changed(old, in: self)
        progress.changeSettings({ $0 = new }, at: now)
        guard progress.settings != old else { return [] }
        // A voice chosen here speaks from now on, over `--voice` (the speech applies the settings' voice too).
        if setting == .voice { voiceOption = nil }
        // Kiosk mode, line mode and what a screen reader does are the computer's: every child, and the picker, follow them.
        let shared = progress.settings.computerWideDiffers(from: old)
        return [.applySettings(progress.settings), .save(progress)] + (shared ? [.saveComputer(progress.settings)] : [])
    }
}
