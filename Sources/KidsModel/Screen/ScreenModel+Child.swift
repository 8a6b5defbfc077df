/// The child's screens: home, a question, all done.
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
        // Line mode: short, and the choices last: a screen reader that stops at any key has read them by then.
        let grownUps = CommandTable.word(.openGate, in: .home)
        parts.append(Part(.instructions, state.kiosk
            ? words("Type a number to play, {grownUps} for grown-ups.", ["grownUps": grownUps])
            : words("Type a number to play, {grownUps} for grown-ups, {quit} to quit.",
                    ["grownUps": grownUps, "quit": CommandTable.word(.quit, in: .home)])))
        if state.children.count > 1, let key = CommandTable.keyLabel(.home(.whoIsPlaying), in: .home) {
            parts.append(Part(.instructions, key + ": " + words("Who is playing?")))
        }
        for (n, activity) in content.activities.enumerated() {
            let control = Control.activity(activity.id)
            let stars = state.progress.starCount(in: activity)
            let total = activity.questions.count
            let level = words("level {n}", ["n": "\(state.level(of: n))"])
            // Exploring the keys earns no stars and has no levels: the card says neither. Stories have no levels.
            let scored = activity.kind != .explore, levelled = scored && activity.kind != .stories
            let said = !scored ? "" : ", " + content.stars(stars, of: total) + (levelled ? ", " + level : "")
            parts.append(Part(.choices, "\(n + 1). \(activity.title)" + said))
            // The note beside the star in words for a screen reader ("1 of 10", not "1 slash 10"), when it fits.
            let notes = !scored ? [] : !levelled ? [Self.starNote(stars, of: total, words: words), "★ \(stars)/\(total)"]
                : [Self.starNote(stars, of: total, words: words) + " · " + level, "★ \(stars)/\(total) · \(level)", "★ \(stars)/\(total)"]
            controls.append(ControlModel(control: control, key: "\(n + 1)", label: activity.title, notes: notes,
                                         picture: activity.picture, mark: focus == control ? .focused : .normal))
        }
        controls.append(button(.openGate, state))
    }

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
        let described = activity.kind == .counting || q.picture.count > 1
            ? Array(repeating: label, count: q.picture.count).joined(separator: ", ") : q.picture.label
        // Not when the question already describes it ("What shape is this? It is a blue shape, round…"): heard once.
        let told = activity.kind != .counting && described.split(separator: " ").count > 2 && q.spoken.contains(described)
        if !q.picture.isEmpty && !told { parts.append(Part(.description, words("Picture: {picture}.", ["picture": described]))) }
        // The sentence heard is the one shown; the short text only where the window has no room for it.
        parts.append(Part(.prompt, q.spoken, id: .sentence, spoken: Self.heard(q.spoken, words: state.content.words), short: q.text))
        // A question with no picture shows its letter or word large rather than an empty pane.
        // (Not a story's question: its answer is in the story, and drawing it would give it away.)
        let drawn = q.picture.letter ?? (q.picture.isEmpty && activity.kind != .stories ? [q.word, q.correctAnswer?.label].compactMap { $0 }.first { !$0.isEmpty } : nil)
        picture = PictureModel(name: q.picture.name, count: q.picture.count, letter: drawn, counts: activity.kind == .counting,
                               lit: state.litObject, counted: state.countedObjects)
        controls.append(button(.hearAgain, state))
        answers(lesson, q, state)
        controls.append(button(.lesson(.next), state, label: CommandTable.row(.lesson(.next)).buttonLabel(in: .lesson, words: words) + " ▶", shown: lesson.answered))
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
        let keys = ["hear": CommandTable.word(.hearAgain, in: .lesson), "back": CommandTable.word(.goHome, in: .lesson)]
        let numbered = AppState.saidAsNumbers(q)
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
        parts.append(Part(.instructions, lesson.answered ? state.pressEnterForNext
            : numbered ? words("{hear} hears it again, {back} goes back.", keys)
            : words("Type an answer's number. {hear} hears it again, {back} goes back.", keys)))
    }

    mutating func done(_ done: Done, _ state: AppState) {
        let content = state.content
        let words = content.words
        let activity = content.activities[done.activity]
        let stars = state.progress.starCount(in: activity)
        title = activity.title + " · " + words("all done")
        self.stars = Self.starNote(stars, of: activity.questions.count, words: words)
        parts.append(Part(.heading, state.doneSentence(activity), id: .sentence))
        parts.append(Part(.stars, Self.starNote(stars, of: activity.questions.count, words: words)))
        // The choices are numbered like every list in line mode; the numbers are the table's.
        for command in CommandTable.buttons(on: .done) {
            let number = CommandTable.words(command, in: .done).first { $0.allSatisfy(\.isNumber) } ?? ""
            parts.append(Part(.choices, "\(number). " + words(CommandTable.row(command).hint)))
            let control = Control.button(command)
            controls.append(ControlModel(control: control, key: CommandTable.keyLabel(command, in: .done) ?? "",
                                         label: CommandTable.row(command).buttonLabel(in: .done, words: words),
                                         mark: focus == control ? .focused : .normal))
        }
    }
}

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
