extension ScreenModel {
    /// The model of what `state` shows. `dataPath` and `privacyPolicy` are the computer's, the state's unless
    /// given: where progress is kept (nil: nowhere) and where the policy can be read, for the grown-ups' "Your data".
    public init(_ state: AppState, dataPath: String? = nil, privacyPolicy: String? = nil) {
        let dataPath = dataPath ?? state.dataPath, privacyPolicy = privacyPolicy ?? state.privacyPolicy
        let screen = state.screenID
        self.init(screen: screen, title: "", stars: nil, notice: nil, parts: [], picture: nil, keyboard: nil, controls: [], settings: [],
                  summary: [], focus: state.isTooSmall ? nil : state.focus, hints: [])
        let words = state.content.words
        if state.soundProblem != nil { notice = words("no sound") }
        hints = CommandTable.hints(in: screen, kiosk: state.kiosk, state: state)
            .map { Hint(keys: $0.keys, words: words($0.hint)) }
        let reading = state.highlight?.place
        switch screen {
        case .tooSmall: tooSmall(state)
        case .gate: gate(state)
        case .grownUps: grownUps(state, dataPath: dataPath, privacyPolicy: privacyPolicy)
        case .confirmReset: confirmReset(state)
        case .home: home(state, reading: reading)
        case .lesson: if let lesson = state.lesson { self.lesson(lesson, state, reading: reading) }
        case .typing: if let lesson = state.lesson { typing(lesson, state, reading: reading) }
        case .done: if case .done(let done) = state.screen { self.done(done, state) }
        case .explore: if case .explore(let explore) = state.screen { self.explore(explore, state, reading: reading) }
        case .who: who(state, reading: reading)
        case .shelf: if case .shelf(let shelf) = state.screen { self.shelf(shelf, state, reading: reading) }
        case .story: if let page = state.reading { story(page, state, reading: reading) }
        case .children: children(state)
        case .report, .confirmRemove: if let page = state.childPage { report(page, state) }
        }
        if ScreenID.paged.contains(screen), let layout = Layout.make(screen, controls: controls.map(\.control), keyboard: keyboard,
                                                                      page: text(.prompt), size: state.size) {
            let pane = PanelText.pane(layout)
            page = PanelText(self, width: pane.width).page(state.scroll, in: pane, words: words)
        }
    }

    /// "★ 3 of 10": the star for the eye; a screen reader gets the words of `ContentPack.stars`.
    static func starNote(_ stars: Int, of total: Int, words: Words) -> String {
        "★ " + words("{n} of {count}", ["n": "\(stars)", "count": "\(total)"])
    }

    /// The whole pack's stars in the header (the gate, the grown-ups' area and home).
    mutating func wholePackStars(_ state: AppState) {
        let content = state.content
        let stars = content.activities.reduce(0) { $0 + state.progress.starCount(in: $1) }
        let total = content.activities.reduce(0) { $0 + $1.questions.count }
        self.stars = Self.starNote(stars, of: total, words: content.words)
    }

    /// The caption (the kind word, praise or notice just said), so that what is heard is also seen.
    mutating func caption(_ state: AppState, reading: ReadingPlace?) {
        guard let caption = state.caption else { return }
        let lit: Int? = if case .caption(let word)? = reading { word } else { nil }
        parts.append(Part(.caption, caption, lit: lit))
    }

    /// A button of the command table: its label on this screen, enabled and focused as the state says.
    func button(_ command: Command, _ state: AppState, label: String? = nil, key: String = "", shown: Bool = true) -> ControlModel {
        let control = Control.button(command)
        let row = CommandTable.row(command)
        return ControlModel(control: control, key: key, label: label ?? row.buttonLabel(in: screen, words: state.content.words),
                            mark: focus == control ? .focused : .normal, enabled: row.enabled(state), shown: shown)
    }

    /// "Make this window bigger", and in kiosk mode no offer to quit: the window's size is the only way on.
    mutating func tooSmall(_ state: AppState) {
        let words = state.content.words
        parts.append(Part(.heading, words("Make this window bigger: at least {width} × {height}.",
                                          ["width": "\(Layout.minimumSize.width)", "height": "\(Layout.minimumSize.height)"])))
        if !state.kiosk {
            parts.append(Part(.instructions, words("({key} quits)", ["key": CommandTable.keyLabel(.quit, in: .tooSmall) ?? ""])))
        }
    }

    /// Where the child is, in one sentence (the `w` key): the screen, the question, the stars and the focus. Made
    /// when asked for, not with every frame. `voiced`: as the voice is given it (a keyboard question's sound, `[[m]]`).
    static func whereAmI(_ state: AppState, voiced: Bool = false) -> String {
        let on = state.focus.map(state.spokenName) ?? ""
        let words = state.content.words
        let content = state.content
        switch state.screen {
        case .home:
            let stars = content.activities.reduce(0) { $0 + state.progress.starCount(in: $1) }
            return words("Home, {stars}; on: {focus}.", ["stars": content.stars(stars), "focus": on])
        case .lesson(let lesson):
            let activity = content.activities[lesson.activity]
            var values = ["activity": activity.title, "n": "\(lesson.round.numbered.n)", "count": "\(lesson.round.numbered.count)",
                          "stars": content.stars(state.progress.starCount(in: activity)), "focus": on]
            // A keyboard question: nothing takes focus; the question is what the child is on.
            guard activity.kind == .keyboard else { return words("{activity}, question {n} of {count}, {stars}; on: {focus}.", values) }
            let q = state.question(of: lesson)
            values["question"] = voiced ? q.voiced ?? q.spoken : q.spoken
            return words("{activity}, question {n} of {count}, {stars}: {question}", values)
        case .done(let done):
            let activity = content.activities[done.activity]
            return words("{activity}, all done, {stars}; on: {focus}.",
                         ["activity": activity.title, "stars": content.stars(state.progress.starCount(in: activity)), "focus": on])
        case .explore(let explore):
            return content.activities[explore.activity].title + ". " + state.exploreSentence(explore)
        case .who:
            return words("Who is playing? On: {focus}.", ["focus": on])
        case .shelf(let shelf):
            let activity = content.activities[shelf.activity]
            return words("{activity}, {stars}; on: {focus}.",
                         ["activity": activity.title, "stars": content.stars(state.progress.starCount(in: activity)), "focus": on])
        case .story(let reading):
            let story = state.story(of: reading)
            return words("{story}, page {n} of {count}.", ["story": story.title, "n": "\(reading.page + 1)", "count": "\(story.pages.count)"])
        }
    }

    /// Where-am-I with the child named first, when there are children to tell apart ("owl: Home, 2 stars; …").
    static func whereAmINamed(_ state: AppState, voiced: Bool = false) -> String {
        let place = whereAmI(state, voiced: voiced)
        guard state.children.count > 1, let child = state.child, state.screenID != .who else { return place }
        return state.content.words("{child}: {place}", ["child": state.animalName(child), "place": place])
    }
}
