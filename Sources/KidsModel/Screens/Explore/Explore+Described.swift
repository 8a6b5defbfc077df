/// "Try the keys": what it shows, described once for every view.
extension ScreenModel {
    /// "Try the keys": its sentence, the key named last, the keyboard.
    mutating func explore(_ explore: Explore, _ state: AppState) {
        let content = state.content
        let words = content.words
        let title = content.activities[explore.activity].title
        self.title = title
        caption(state)
        parts.append(Part(.heading, title + "."))
        parts.append(Part(.prompt, explore.sentence(state), id: .sentence))
        // Offered before the game, Esc goes on to it: the footer says so.
        if explore.then != nil { hints = hints.map { $0.words == words("Home") ? Hint(keys: $0.keys, words: words("Play")) : $0 } }
        let back = ["back": state.content.lineWord(.back, in: .explore)]
        parts.append(Part(.instructions, explore.then == nil ? words("Type a key, then Enter, to hear its name. Type {back} to leave.", back)
            : words("Type a key, then Enter, to hear its name. Type {back} to start the game.", back)))
        keyboard = KeyboardModel(state.keyboardLayout, pressed: explore.pressed, words: words)
    }
}

/// "Try the keys": what it says, and how it is made.
extension Explore {
    /// A showing of "Try the keys"; `then` is the keyboard activity it was offered before.
    static func make(activity: Int, then: Int? = nil, _ app: inout AppState) -> Explore {
        app.showings += 1
        return Explore(activity: activity, pressed: nil, then: then, showing: app.showings)
    }

    /// Its sentence, said: when it is shown (`question`), and again (`again`).
    func said(_ app: AppState, kind: Utterance.Kind) -> [Effect] {
        var said = app.utterance(kind, sentence(app), subject: app.content.activities[activity].id)
        said.reads = .whole(.sentence)
        return [.speak(said)]
    }

    /// The sentence of "Try the keys", said once each time it is shown.
    func sentence(_ app: AppState) -> String {
        let words = app.content.words
        // Esc, said as its name: eSpeak reads "Esc" as a word.
        let back = words("Escape")
        return then == nil
            ? words("Press any key to hear its name. {back} goes home.", ["back": back])
            : words("Try the keys first! Press any key to hear its name. {back} starts the game.", ["back": back])
    }
}
