/// The grown-ups' "Children": what it shows, described once for every view.
extension ScreenModel {
    /// Each child's animal (the one playing marked), to open its report; Add and Back.
    mutating func children(_ state: AppState) {
        let words = state.content.words
        title = words("Children")
        parts.append(Part(.heading, title))
        for (n, animal) in state.children.enumerated() {
            let name = state.animalName(animal)
            parts.append(Part(.choices, "\(n + 1). \(name)" + (animal == state.child ? " " + words("(playing now)") : "")))
            let control = Control.child(animal)
            controls.append(ControlModel(control: control, key: "\(n + 1)", label: "\(n + 1) " + name,
                                         mark: focus == control ? .focused : .normal))
        }
        for command in CommandTable.buttons(on: .children) {
            controls.append(button(command, state))
            parts.append(Part(.choices, "\(CommandTable.word(command, in: .children)). " + words(CommandTable.row(command).hint)))
        }
        parts.append(Part(.instructions, words("Type a child's number for the report.")))
    }
}
