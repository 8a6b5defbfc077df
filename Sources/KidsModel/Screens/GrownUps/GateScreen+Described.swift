/// The parental gate: what it shows, described once for every view.
extension ScreenModel {
    mutating func gate(_ state: AppState) {
        let words = state.content.words
        title = words("For grown-ups")
        wholePackStars(state)
        parts.append(Part(.heading, title))
        parts.append(Part(.sentence, state.content.sentences.gate, id: .sentence))
        let back = ["back": state.content.lineWord(.gate(.close), in: .gate)]
        if state.gate.isLocked(at: state.now) {
            parts.append(Part(.information, state.content.counted(state.gate.secondsLeft(at: state.now),
                                                                  one: "Closed for now: try again in {n} second.",
                                                                  other: "Closed for now: try again in {n} seconds.")))
            parts.append(Part(.instructions, words("{back} goes back.", back)))
        } else {
            let q = state.gate.question
            parts.append(Part(.prompt, words("What is {a} × {b}?", ["a": "\(q.a)", "b": "\(q.b)"])))
            parts.append(Part(.entry, words("Answer:") + " [" + state.gate.typed + String(repeating: "_", count: max(0, Gate.maximumDigits - state.gate.typed.count)) + "]"))
            parts.append(Part(.instructions, words("Type the answer and press Enter; {back} goes back.", back)))
        }
        // A telephone's keypad: 1–9, then delete, 0 and check; the gate's other button (Close) below it.
        let keys: [Command] = (1...9).map { .gate(.typeDigit($0)) } + [.gate(.deleteDigit), .gate(.typeDigit(0)), .gate(.submit)]
        controls = keys.map { command in
            if case .gate(.typeDigit(let d)) = command { return button(command, state, label: "\(d)") }
            return button(command, state)
        } + [button(.gate(.close), state)]
    }
}

/// The parental gate: how it opens, what it says, and its answer.
extension GateScreen {
    /// Pushed over the child's screen (never over another gated one), a new question unless it is locked.
    static func open(_ app: inout AppState) -> [Effect] {
        guard app.overlays.isEmpty else { return [] }
        if !app.gate.isLocked(at: app.now) { app.gate.open() }
        app.push(.gate(GateScreen()))
        var said = app.utterance(.gate, app.content.sentences.gate)
        said.reads = .whole(.sentence)
        return [.speak(said)]
    }

    /// The answer typed: the grown-ups' area when it is right, else the gate closes.
    static func submit(_ app: inout AppState) {
        guard !app.gate.isLocked(at: app.now) else { return }
        switch app.gate.submit(at: app.now) {
        case .opened: app.show(GrownUps())
        case .wrong, .lockedOut: app.pop()
        }
    }
}
