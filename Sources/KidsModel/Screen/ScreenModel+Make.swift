extension ScreenModel {
    /// The model of what `state` shows: the screen that can be seen describes itself.
    public init(_ state: AppState) {
        let unit = state.visible
        let screen = unit.id(in: state)
        self.init(screen: screen, look: .tooSmall, title: "", stars: nil, notice: nil, parts: [], picture: nil, keyboard: nil, controls: [],
                  settings: [], summary: [], focus: state.isTooSmall ? nil : state.focus, hints: [], page: nil, reading: nil)
        let words = state.content.words
        if state.soundProblem != nil { notice = words("no sound") }
        hints = CommandTable.hints(in: screen, kiosk: state.kiosk, state: state)
            .map { Hint(keys: state.content.keyShown($0.keys, on: screen), words: words($0.hint)) }
        unit.describe(&self, state)
        if let heard = state.highlight { light(heard) }
        if look == .panel, let layout = layout(state.size) {
            let pane = PanelText.pane(layout)
            page = PanelText(self, width: pane.width).page(state.scroll, in: pane, words: words)
        }
    }

    /// Lights where the word heard is shown: the part it names, at the word's place, or the tile, whole. A
    /// word of a part this screen does not show is not lit.
    mutating func light(_ heard: Highlight) {
        for n in parts.indices where parts[n].id == heard.part {
            parts[n].lit = heard.index
            reading = heard.word
        }
        for n in controls.indices where PartID.tile(controls[n].control) == heard.part {
            controls[n].lit = true
            reading = heard.word
        }
    }

    /// "★ 3 of 10": the star for the eye; a screen reader gets the words of `ContentPack.stars`.
    static func starNote(_ stars: Int, of total: Int, words: Words) -> String {
        "★ " + words("{n} of {count}", ["n": "\(stars)", "count": "\(total)"])
    }

    /// The whole pack's stars in the header (the gate, the grown-ups' area and home): its cards' that home shows (a
    /// teacher's plan's, else every one), so that a child is not told of stars in cards it cannot open.
    mutating func wholePackStars(_ state: AppState) {
        let shown = state.homeCards.map { state.content.activities[$0] }
        let stars = shown.reduce(0) { $0 + state.progress.starCount(in: $1) }
        let total = shown.reduce(0) { $0 + $1.questions.count }
        self.stars = Self.starNote(stars, of: total, words: state.content.words)
    }

    /// The caption (the kind word, praise or notice just said), so that what is heard is also seen.
    mutating func caption(_ state: AppState) {
        guard let caption = state.caption else { return }
        parts.append(Part(.caption, caption, id: .caption, spoken: Self.heard(caption, words: state.content.words)))
    }

    /// A button of the command table: its label on this screen, enabled and focused as the state says.
    func button(_ command: Command, _ state: AppState, label: String? = nil, key: String = "", drawn: Bool = true) -> ControlModel {
        let control = Control.button(command)
        let row = CommandTable.row(command)
        let shown = row.buttonLabel(in: screen, words: state.content.words)
        return ControlModel(control: control, key: key, label: label ?? state.content.keyShown(shown, on: screen),
                            mark: focus == control ? .focused : .normal, enabled: row.enabled(state), drawn: drawn)
    }

    /// Where-am-I with the child named first, when there are children to tell apart ("owl: Home, 2 stars; …").
    static func whereAmINamed(_ state: AppState, voiced: Bool = false) -> String {
        let place = state.top.whereAmI(state, voiced: voiced)
        guard state.children.count > 1, let child = state.child, state.screenID != .who else { return place }
        return state.content.words("{child}: {place}", ["child": state.animalName(child), "place": place])
    }
}
