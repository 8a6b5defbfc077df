/// The commands many screens take, carried out here; opening an activity; the caption.
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
        // The last child, not the page buttons after them ("Who is playing?", the grown-ups' list of children).
        case .focusLast: return (focusOrder.last(where: \.isChild) ?? focusOrder.last).map { moveFocus(to: $0) } ?? []
        case .scrollDown: scroll = min(scroll + 1, panelPages - 1)
        case .scrollUp: scroll = max(0, scroll - 1)
        case .hearAgain:
            caption = nil
            return top.hearAgain(self)
        case .back: return top.back(&self)
        // Logged only: what was being said stops, and nothing new is said.
        case .hush: return [.stopSpeech, .speak(Utterance(kind: .hush, text: "", muted: true))]
        case .whereAmI:
            let said = ScreenModel.whereAmINamed(self)
            let voiced = ScreenModel.whereAmINamed(self, voiced: true)
            return [captioned(named(.whereami, said, voiced: voiced == said ? nil : voiced, subject: nil))]
        case .openGate: return GateScreen.open(&self)
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
        // Each in the pack's words where it has one ("retour" for b).
        let keys = list(taken.words.map { word in
            CommandTable.commands(forLine: word, in: screenID)?.first.map { content.lineWord($0, in: screenID) } ?? word
        })
        return taken.number ? words("(Type a number, or {keys}.)", ["keys": keys]) : words("(Type {keys}.)", ["keys": keys])
    }

    // MARK: - Activities
    /// Opens an activity as its kind does: its shelf, its keys, or a question.
    mutating func open(activity index: Int) -> [Effect] {
        guard content.activities.indices.contains(index) else { return [] }
        return content.activities[index].kind.type.open(index, &self)
    }

    /// Says an utterance on the child's screen and keeps it there as the caption, so that what is heard is seen.
    mutating func captioned(_ said: Utterance) -> Effect {
        caption = said.text
        var said = said
        said.reads = .whole(.caption)
        return .speak(said)
    }

    /// The sentence whose turn it is; the pack's checks make sure there is one.
    static func take(_ sentences: [String], turn: Int) -> String {
        sentences.isEmpty ? "" : sentences[turn % sentences.count]
    }
}
