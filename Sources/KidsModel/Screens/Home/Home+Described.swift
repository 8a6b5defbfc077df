
/// Home: what it shows, described once for every view.
extension ScreenModel {
    mutating func home(_ state: AppState) {
        let content = state.content
        let words = content.words
        title = "kids · " + words("pick a game")
        wholePackStars(state)
        caption(state)
        // For a screen-reader user, who hears the full screen as fragments: how to get line mode, in one line.
        parts.append(Part(.readerHint, words("Screen reader? Line mode: {gate}, then {line}.",
                                             ["gate": CommandTable.keyLabel(.openGate, in: .home) ?? "",
                                              "line": CommandTable.keyLabel(.grownUps(.setting(.lineMode)), in: .grownUps) ?? ""])))
        parts.append(Part(.welcome, content.sentences.welcome, id: .sentence))
        // The same child on two computers at once: the grown-up beside it is told that both can play.
        switch (state.alsoPlaying, state.child) {
        case (.computer(let computer)?, let child?):
            parts.append(Part(.information, words("{animal}: also playing on another computer right now ({computer}). Playing on both is fine: every star is kept.",
                                                  ["animal": state.animalName(child), "computer": computer])))
        case (.thisComputer?, let child?):
            parts.append(Part(.information, words("{animal}: also playing in another window on this computer right now. Playing on both is fine: every star is kept.",
                                                  ["animal": state.animalName(child)])))
        default: break
        }
        // Stars that could not be saved (a full share): the grown-up hears of it here, not only in their area. The
        // stars stay in the app, and each save is of the whole progress, so the next one that goes through keeps them.
        // (Its own sentence first, ended: the full screen shows that alone where the whole does not fit.)
        if let trouble = state.saveTrouble {
            let ended = trouble.last.map { ".!?".contains($0) } == true ? trouble : trouble + "."
            parts.append(Part(.information, ended + " " + words("Stars earned are kept while kids runs; each new star tries again to save them all.")))
        }
        // Line mode: short, and the choices last: a screen reader that stops at any key has read them by then.
        let grownUps = CommandTable.word(.openGate, in: .home)
        parts.append(Part(.instructions, state.kiosk
            ? words("Type a number to play, {grownUps} for grown-ups.", ["grownUps": grownUps])
            : words("Type a number to play, {grownUps} for grown-ups, {quit} to quit.",
                    ["grownUps": grownUps, "quit": content.lineWord(.quit, in: .home)])))
        if state.children.count > 1, let key = CommandTable.keyLabel(.home(.whoIsPlaying), in: .home) {
            parts.append(Part(.instructions, key + ": " + words("Who is playing?")))
        }
        for (n, position) in state.homeCards.enumerated() {
            let activity = content.activities[position]
            let control = Control.activity(activity.id)
            let stars = state.progress.starCount(in: activity)
            let total = activity.questions.count
            let level = words("level {n}", ["n": "\(state.level(of: position))"])
            // Exploring the keys earns no stars and has no levels: the card says neither. Stories have no levels.
            let scored = activity.kind.type.scored, levelled = scored && activity.kind.type.levelled
            // A child hears its stars, not the total still to earn ("11 stars", never "11 of 116 stars"); a listener
            // (line mode, a screen reader) hears the count agree with "star" ("veintiuna estrellas", not veintiuno).
            let said = { (voiced: Bool) in !scored ? "" : ", " + content.stars(stars, voiced: voiced) + (levelled ? ", " + level : "") }
            let line = "\(n + 1). \(activity.title)"
            parts.append(Part(.choices, line + said(false), spoken: said(true) == said(false) ? nil : line + said(true)))
            // The note beside the star in words for a screen reader ("1 of 10", not "1 slash 10"), when it fits.
            let notes = !scored ? [] : !levelled ? [Self.starNote(stars, of: total, words: words), "★ \(stars)/\(total)"]
                : [Self.starNote(stars, of: total, words: words) + " · " + level, "★ \(stars)/\(total) · \(level)", "★ \(stars)/\(total)"]
            controls.append(ControlModel(control: control, key: "\(n + 1)", label: activity.title, notes: notes,
                                         picture: activity.picture, mark: focus == control ? .focused : .normal))
        }
        controls.append(button(.openGate, state))
    }
}

/// Home: what it says.
extension Home {
    /// The welcome, then the activities with their keys ("1: Counting; 2: Letters; 3: Shapes."), so that a
    /// child who cannot see the cards knows which key opens which.
    static func welcome(_ app: AppState, kind: Utterance.Kind) -> [Effect] {
        let content = app.content
        let cards = app.homeCards.enumerated().map { content.words("{key}: {answer}", ["key": "\($0.offset + 1)", "answer": content.activities[$0.element].title]) }
        var options = app.utterance(.options, cards.joined(separator: content.words("; ")) + ".")
        options.queued = true
        var welcome = app.utterance(kind, content.sentences.welcome)
        welcome.reads = .whole(.sentence)
        return [.speak(welcome), .speak(options)]
    }
}
