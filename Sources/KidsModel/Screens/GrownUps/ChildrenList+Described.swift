/// The grown-ups' "Children": what it shows, described once for every view.
extension ScreenModel {
    /// The page's children's animals (the one playing marked), to open a report (line mode lists them all); the page
    /// buttons when they are more than a page; Add and Back.
    mutating func children(_ state: AppState, page: Int) {
        let words = state.content.words
        let pages = state.childPages
        title = words("Children")
        parts.append(Part(.heading, title))
        if pages.paged { parts.append(Part(.progress, state.pageWords(page))) }
        let range = pages.indices(on: page)
        var named: [String] = []
        for index in range {
            let animal = state.children[index]
            let n = index - range.lowerBound
            let name = state.animalName(animal)
            named.append("\(n + 1). \(name)" + (animal == state.child ? " " + words("(playing now)") : ""))
            let control = Control.child(animal)
            controls.append(ControlModel(control: control, key: "\(n + 1)", label: "\(n + 1) " + name,
                                         mark: focus == control ? .focused : .normal))
        }
        // A line a child in the full screen's panel; a line for each nine in line mode (a screen reader reads each whole).
        let lines = state.lineMode ? stride(from: 0, to: named.count, by: ChildPages.size).map { named[$0..<min(named.count, $0 + ChildPages.size)].joined(separator: ", ") } : named
        parts += lines.map { Part(.choices, $0) }
        for command in CommandTable.buttons(on: .children, state) {
            var control = button(command, state)
            // No page before the first, nor after the last.
            if command == .children(.previousPage) { control.enabled = page > 0 }
            if command == .children(.nextPage) { control.enabled = page < pages.pages - 1 }
            controls.append(control)
            parts.append(Part(.choices, "\(CommandTable.word(command, in: .children)). " + words(CommandTable.row(command).hint)))
        }
        pageHints(page, of: pages.pages, before: .children(.previousPage), next: .children(.nextPage), words: words)
        parts.append(Part(.instructions, words("Type a child's number for the report.")))
    }
}
