
/// A question: what it shows, described once for every view.
extension ScreenModel {
    mutating func lesson(_ lesson: Lesson, _ state: AppState) {
        let content = state.content
        let words = content.words
        let q = state.question(of: lesson)
        let activity = content.activities[lesson.activity]
        let place = ["activity": activity.title, "n": "\(lesson.round.numbered.n)", "count": "\(lesson.round.numbered.count)"]
        header(lesson, state)
        caption(state)
        parts.append(Part(.heading, lesson.round.isRetry ? words("{activity}, question {n} of {count}, again.", place)
                                                         : words("{activity}, question {n} of {count}.", place)))
        // Counting: the picture's name once per thing, so a listener counts them; else its description.
        let label = content.pictures[q.picture.name]?.label ?? q.picture.label
        let counted = lesson.kind(state).countsPicture
        let described = counted || q.picture.count > 1
            ? Array(repeating: label, count: q.picture.count).joined(separator: ", ") : q.picture.label
        // Not when the question already describes it ("What shape is this? It is a blue shape, round…"): heard once.
        let told = !counted && described.split(separator: " ").count > 2 && q.spoken.contains(described)
        if !q.picture.isEmpty && !told { parts.append(Part(.description, words("Picture: {picture}.", ["picture": described]))) }
        // The sentence heard is the one shown; the short text only where the window has no room for it.
        parts.append(Part(.prompt, q.spoken, id: .sentence, spoken: Self.heard(q.spoken, words: state.content.words), short: q.text))
        // A question with neither a picture nor a letter shows only its text (docs/CONTENT.md): drawing its word or its
        // right answer large in the picture's place gave the answer away ("Kite starts with which letter?" under KITE).
        picture = PictureModel(name: q.picture.name, count: q.picture.count, letter: q.picture.letter, counts: counted,
                               lit: state.litObject, counted: state.countedObjects)
        controls.append(button(.hearAgain, state))
        answers(lesson, q, state)
        controls.append(button(.lesson(.next), state, label: CommandTable.row(.lesson(.next)).buttonLabel(in: .lesson, words: words) + " ▶", drawn: lesson.answered))
    }

    /// A question's title and stars: "Counting · 3 of 10", "★ 2 of 80".
    mutating func header(_ lesson: Lesson, _ state: AppState) {
        let words = state.content.words
        let activity = state.content.activities[lesson.activity]
        title = activity.title + " · " + words("{n} of {count}", ["n": "\(lesson.round.numbered.n)", "count": "\(lesson.round.numbered.count)"])
        stars = Self.starNote(state.progress.starCount(in: activity), of: activity.questions.count, words: words)
    }

    /// The answer tiles, and the answers as line mode lists them.
    private mutating func answers(_ lesson: Lesson, _ q: Question, _ state: AppState) {
        let words = state.content.words
        func mark(_ answer: Answer) -> String {
            lesson.setAside.contains(answer.id) ? " " + words("(set aside)") : lesson.answered && answer.id == q.correct ? " " + words("(right!)") : ""
        }
        let keys = ["hear": state.content.lineWord(.hearAgain, in: .lesson), "back": state.content.lineWord(.back, in: .lesson)]
        let numbered = q.saidAsNumbers
        if numbered {
            // Numbers are listed without places, which a listener could take for the numbers themselves.
            let numbers = q.answers.sorted { Int($0.label) ?? 0 < Int($1.label) ?? 0 }
            parts.append(Part(.choices, words("Answers: {choices}. Type the number.", ["choices": state.list(numbers.map { $0.label + mark($0) })])))
        }
        for (n, answer) in q.answers.enumerated() {
            let control = Control.answer(answer.id)
            // A picture tile is read by its description: its name would be the answer.
            if !numbered { parts.append(Part(.choices, "\(n + 1). \(answer.label.isEmpty ? answer.spoken : answer.label)\(mark(answer))")) }
            let tileMark: ControlModel.Mark = lesson.setAside.contains(answer.id) ? .setAside
                : lesson.answered && answer.id == q.correct ? .right : focus == control ? .focused : .normal
            // A one-digit number is its own key; other answers are chosen by their place.
            controls.append(ControlModel(control: control, key: numbered ? answer.label : "\(n + 1)", label: answer.label,
                                         picture: answer.picture, mark: tileMark))
        }
        parts.append(Part(.instructions, lesson.answered ? state.content.pressEnterForNext
            : numbered ? words("{hear} hears it again, {back} goes back.", keys)
            : words("Type an answer's number. {hear} hears it again, {back} goes back.", keys)))
    }

    /// A keyboard question: the key asked for drawn large (not when it is asked by its sound or a word, which it
    /// would give away), the question, the keyboard; line mode hears the question and what to type, once a round.
    mutating func typing(_ lesson: Lesson, _ state: AppState) {
        let content = state.content
        let words = content.words
        let q = state.question(of: lesson)
        header(lesson, state)
        caption(state)
        parts.append(Part(.prompt, q.spoken, id: .sentence, spoken: Self.heard(q.spoken, words: state.content.words), short: q.text))
        if lesson.answered {
            parts.append(Part(.instructions, state.content.pressEnterForNext))
        } else if lesson.round.position == 0 && lesson.setAside.isEmpty {
            // Said once a round: no single letter is a command here, so commands are whole words (in kiosk mode
            // `quit` only asks for a grown-up: it is not offered).
            let word = { (command: Command) in state.content.lineWord(command, in: .typing) }
            let values = ["again": word(.hearAgain), "where": word(.whereAmI), "back": word(.back), "quit": word(.quit)]
            parts.append(Part(.instructions, state.kiosk ? words("Type the key, then Enter. Type {again}, {where} or {back}.", values)
                : words("Type the key, then Enter. Type {again}, {where}, {back} or {quit}.", values)))
        }
        picture = PictureModel(name: "", count: 1, letter: q.picture.letter, counts: false, lit: nil, counted: 0)
        keyboard = KeyboardModel(state.keyboardLayout, pressed: lesson.pressed, words: words)
        controls.append(button(.hearAgain, state))
        controls.append(button(.lesson(.next), state, label: CommandTable.row(.lesson(.next)).buttonLabel(in: .typing, words: words) + " ▶", drawn: lesson.answered))
    }
}

/// A question: what it says.
extension Lesson {
    /// Its question as a listener needs it, as its kind says (`ActivityKind.ask`): mostly the prompt, then the
    /// answers with their keys. `slower`: at three quarters of the rate (asked again while being repeated).
    func ask(_ app: AppState, kind: Utterance.Kind, slower: Bool = false) -> [Effect] {
        self.kind(app).ask(self, app, kind: kind, slower: slower)
    }

    /// Its question's prompt, said first (it cuts what was being said) and lit as it is heard.
    public func prompt(_ app: AppState, kind: Utterance.Kind, slower: Bool) -> Utterance {
        let q = app.question(of: self)
        var prompt = app.utterance(kind, q.spoken, subject: q.id)
        prompt.voiced = q.voiced
        prompt.reads = .whole(.sentence)
        prompt.slower = slower
        return prompt
    }

    /// Its answers still choosable (`options`), said after what comes before them, slower when asked so: how every
    /// kind ends a question's asking.
    func optionsAfter(_ app: AppState, slower: Bool) -> Effect {
        var options = options(app)
        options.queued = true
        options.slower = slower
        return .speak(options)
    }

    /// Its answers still choosable, each read as its tile (`optionsSaid`), with their voice when one is said
    /// otherwise than written.
    func options(_ app: AppState) -> Utterance {
        let q = app.question(of: self)
        let said = app.content.optionsSaid(q, setAside: setAside)
        var options = app.utterance(.options, said.text, subject: q.id)
        options.reads = said.reads
        if q.answers.contains(where: { $0.voiced != nil }) { options.voiced = app.content.optionsSaid(q, setAside: setAside, voiced: true).text }
        return options
    }
}

extension Question {
    /// Whether its answers are numbers: their tiles are in counting order, they are said as bare numbers ("11, 12,
    /// 13 or 14?"), and a child types the number itself, a digit at a time (1, then 3, for 13), never a tile's place.
    public var saidAsNumbers: Bool {
        !answers.isEmpty && answers.allSatisfy { !$0.label.isEmpty && $0.label.allSatisfy { $0.isASCII && $0.isNumber } }
    }
}

extension ContentPack {
    /// What to do once a question is answered.
    var pressEnterForNext: String { words("Press Enter for the next question.") }

    /// The answers still choosable, in tile order: "1: a circle; 2: a square"; or, when the answers are
    /// numbers, just the numbers in counting order ("2, 3 or 4?"), since a child types the number itself.
    func optionsSaid(_ q: Question, setAside: [String], voiced: Bool = false) -> SaidList {
        // Each tile keeps its key (its place) when others are set aside.
        let choosable = q.answers.enumerated().filter { !setAside.contains($0.element.id) }
        guard q.saidAsNumbers else {
            return SaidList.keyed(choosable.map { ($0.offset + 1, .tile(.answer($0.element.id)), voiced ? $0.element.voiced ?? $0.element.spoken : $0.element.spoken) },
                                  words: words)
        }
        // Each number is its own key, so they are said in counting order, whatever the tiles' order.
        let numbers = choosable.map(\.element).sorted { Int($0.label) ?? 0 < Int($1.label) ?? 0 }
        // The pack's sentence around the list ("{choices}?"), split where the list goes.
        let around = words("{choices}?", ["choices": "\u{0}"]).split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
        var said = SaidList()
        said.add(around.first ?? "")
        for (n, answer) in numbers.enumerated() {
            if n > 0 { said.add(n == numbers.count - 1 ? " " + or(before: answer.label) + " " : ", ") }
            said.add(answer.label, tile: .tile(.answer(answer.id)))
        }
        said.add(around.dropFirst().joined())
        return said
    }
}
