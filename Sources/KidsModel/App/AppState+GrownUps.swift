/// The parental gate and the grown-ups' area behind it: opening and answering the gate, Reset Progress (asked
/// first), and the settings, each applied and saved.
extension AppState {
    mutating func openGate() -> [Effect] {
        guard overlays.isEmpty else { return [] }
        if !gate.isLocked(at: now) { gate.open() }
        push(.gate(GateScreen()))
        return [.speak(utterance(.gate, content.sentences.gate))]
    }

    mutating func submitGate() {
        guard !gate.isLocked(at: now) else { return }
        switch gate.submit(at: now) {
        case .opened: show(GrownUps())
        case .wrong, .lockedOut: pop()
        }
    }

    /// The grown-ups' area as it is now, if it is open.
    var grownUps: GrownUps? {
        if case .grownUps(let g) = overlay { return g }
        return nil
    }

    /// Changes what the grown-ups' area shows (nothing when it is not open).
    mutating func setGrownUps(_ g: GrownUps) {
        guard grownUps != nil else { return }
        show(g)
    }

    /// Reset Progress asks first: yes or no, with No focused.
    mutating func askToReset() {
        guard grownUps?.confirming == false else { return }
        setGrownUps(GrownUps(confirming: true, focus: .button(.grownUps(.cancelReset))))
    }

    /// No to Reset Progress: back to the settings.
    mutating func cancelReset() {
        guard grownUps?.confirming == true else { return }
        setGrownUps(GrownUps(confirming: false, focus: .button(.grownUps(.reset))))
    }

    /// Done: the area closes and is locked again.
    mutating func leaveGrownUps() {
        guard grownUps?.confirming == false else { return }
        popAll()
    }

    /// Yes to Reset Progress: every star goes, saved at once.
    mutating func confirmReset() -> [Effect] {
        guard grownUps?.confirming == true else { return [] }
        progress.reset(at: now)
        setGrownUps(GrownUps(confirming: false, focus: .button(.grownUps(.reset))))
        return [.save(progress)]
    }

    /// One press of a setting's key: applied to the speech and saved when it changed something.
    mutating func change(_ setting: Setting) -> [Effect] {
        guard grownUps?.confirming == false else { return [] }
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
