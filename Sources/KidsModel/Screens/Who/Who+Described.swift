/// "Who is playing?": what it shows, described once for every view.
extension ScreenModel {
    /// "Who is playing?": each child's animal on a big tile, with its key; line mode lists them numbered.
    mutating func who(_ state: AppState) {
        let words = state.content.words
        title = "kids · " + words("Who is playing?")
        parts.append(Part(.prompt, words("Who is playing?"), id: .sentence))
        parts.append(Part(.instructions, words("Type a number, then Enter.")))
        for (n, animal) in state.children.enumerated() {
            let control = Control.child(animal)
            let name = state.animalName(animal)
            parts.append(Part(.choices, "\(n + 1). \(name)"))
            controls.append(ControlModel(control: control, key: "\(n + 1)", label: name, picture: animal,
                                         mark: focus == control ? .focused : .normal))
        }
    }
}

/// "Who is playing?": what it says, and how it is made and changed.
extension AppState {
    /// A showing of "Who is playing?", the focus on the child playing (or the first).
    mutating func makeWho() -> Who {
        showings += 1
        let focus = child.flatMap { children.contains($0) ? Control.child($0) : nil } ?? children.first.map(Control.child)
        return Who(focus: focus ?? .button(.openGate), showing: showings)
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
}
