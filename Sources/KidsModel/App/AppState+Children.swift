/// "Who is playing?": each child is an animal, with progress of its own.
extension AppState {
    /// A showing of "Who is playing?", the focus on the child playing (or the first).
    mutating func makeWho() -> Who {
        showings += 1
        let focus = child.flatMap { children.contains($0) ? Control.child($0) : nil } ?? children.first.map(Control.child)
        return Who(focus: focus ?? .button(.openGate), showing: showings)
    }

    /// What a child is called: its animal's name in the pack's language ("renard"), else its key.
    public func animalName(_ animal: String) -> String {
        content.pictures[animal].map(\.label) ?? animal
    }

    /// "Who is playing?", then the children with their keys ("1: fox; 2: owl."), so a child who cannot see the
    /// tiles hears which key is theirs.
    func askWho(kind: Utterance.Kind) -> [Effect] {
        let said = SaidList.keyed(children.enumerated().map { ($0.offset + 1, .tile(.child($0.element)), animalName($0.element)) }, words: content.words)
        var options = utterance(.options, said.text, subject: "who")
        options.queued = true
        options.reads = said.reads
        var question = utterance(kind, content.words("Who is playing?"), subject: "who")
        question.reads = .whole(.sentence)
        return [.speak(question), .speak(options)]
    }

    /// The chosen child's progress has been read: that child plays, from home, with its own voice settings, and
    /// is welcomed.
    mutating func play(as name: String, _ loaded: Progress) -> [Effect] {
        child = name
        // The computer's settings stay as they are: a child chosen cannot turn kiosk mode off.
        var loaded = loaded
        loaded.settings.takeComputerWide(from: progress.settings)
        progress = loaded
        // Stars earned under a question's former ID count for it now, for this child too.
        let adopted = content.activities.reduce(false) { progress.adoptFormerIDs(of: $1) || $0 }
        welcomed = false
        screen = .home(Home(focus: content.activities.first.map { .activity($0.id) } ?? .button(.openGate)))
        return [.applySettings(progress.settings)] + (adopted ? [.save(progress)] : [])
    }
}
