/// "Who is playing?": what it shows, described once for every view.
extension ScreenModel {
    /// "Who is playing?": the page's animals on big tiles, each with its key (1 to 9), and the page buttons when the
    /// children are more than a page; line mode lists every child, numbered from 1.
    mutating func who(_ state: AppState, page: Int) {
        let words = state.content.words
        let pages = state.childPages
        title = "kids · " + words("Who is playing?")
        parts.append(Part(.prompt, words("Who is playing?"), id: .sentence))
        if pages.paged { parts.append(Part(.progress, state.pageWords(page))) }
        parts.append(Part(.instructions, words("Type a number, then Enter.")))
        let range = pages.indices(on: page)
        for index in range {
            let animal = state.children[index]
            let control = Control.child(animal)
            let name = state.animalName(animal)
            let key = index - range.lowerBound + 1
            if !state.lineMode { parts.append(Part(.choices, "\(key). \(name)")) }
            controls.append(ControlModel(control: control, key: "\(key)", label: name, picture: animal,
                                         mark: focus == control ? .focused : .normal))
        }
        // Line mode: a line for each nine, so that a screen reader has each line whole before the next (36 lines
        // would scroll past a terminal's height before they were read).
        if state.lineMode {
            for group in pages.groups {
                parts.append(Part(.choices, group.map { "\($0 + 1). " + state.animalName(state.children[$0]) }.joined(separator: ", ")))
            }
        }
        if pages.paged {
            var before = button(.who(.previousPage), state, label: "◀ " + words("Page before"))
            var next = button(.who(.nextPage), state, label: words("Next page") + " ▶")
            before.enabled = page > 0
            next.enabled = page < pages.pages - 1
            controls += [before, next]
            pageHints(page, of: pages.pages, before: .who(.previousPage), next: .who(.nextPage), words: words)
        }
    }
}

extension ScreenModel {
    /// The footer without the key of a page there is not: no page before the first, nor after the last.
    mutating func pageHints(_ page: Int, of pages: Int, before: Command, next: Command, words: Words) {
        let gone = (page == 0 ? [before] : []) + (page >= pages - 1 ? [next] : [])
        hints.removeAll { hint in gone.contains { hint.words == words(CommandTable.row($0).hint) } }
    }
}

/// "Who is playing?": what it says, and how it is made and changed.
extension Who {
    /// A showing of "Who is playing?", the focus on the child playing (or the first), on that child's page. At start
    /// (`atStart`) no child has played yet: the focus is on the first, the last to play, on the first page.
    static func make(atStart: Bool = false, _ app: inout AppState) -> Who {
        app.showings += 1
        let children = app.children
        let playing = atStart ? nil : app.child
        let focus = playing.flatMap { children.contains($0) ? Control.child($0) : nil } ?? children.first.map(Control.child)
        let who = Who(focus: focus ?? .button(.openGate), showing: app.showings)
        return Who(focus: who.focus, showing: app.showings, kept: who.page(in: app))
    }

    /// "Who is playing?", then the children with their keys ("1: fox; 2: owl."), so a child who cannot see the
    /// tiles hears which key is theirs: the page shown, after its number ("Page 2 of 4."); in line mode every child,
    /// a group of nine to an utterance, numbered as typed.
    func ask(_ app: AppState, kind: Utterance.Kind) -> [Effect] {
        let (content, children, lineMode) = (app.content, app.children, app.lineMode)
        var question = app.utterance(kind, content.words("Who is playing?"), subject: "who")
        question.reads = .whole(.sentence)
        let pages = app.childPages
        let groups = lineMode ? pages.groups : [pages.indices(on: page(in: app))]
        return [.speak(question)] + groups.map { group in
            var said = SaidList()
            // The full screen's page: its number first, its keys 1 to 9; line mode's groups: every child's number.
            if pages.paged { said.add(app.pageWords(page(in: app)) + ". ") }
            said.add(SaidList.keyed(group.map { index in
                (lineMode ? index + 1 : index - group.lowerBound + 1, .tile(.child(children[index])), app.animalName(children[index]))
            }, words: content.words))
            var options = app.utterance(.options, said.text, subject: "who")
            options.queued = true
            options.reads = said.reads
            return .speak(options)
        }
    }

    /// Turns "Who is playing?" to the next page or the one before (none past the first or the last), says which and
    /// its children; the focus goes to the new page's first child unless it is on a page button.
    func turn(by step: Int, _ app: inout AppState) -> [Effect] {
        guard let next = app.turned(page(in: app), by: step, focus: focus) else { return [] }
        let turned = Who(focus: next.focus, showing: showing, kept: next.page)
        app.show(turned)
        app.caption = nil
        return [.stopSpeech] + turned.ask(app, kind: .again).dropFirst()
    }
}
