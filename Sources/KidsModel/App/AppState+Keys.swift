/// The keyboard's activities: a key pressed in `keyboard` answers its question, and in `keys` is named.
extension AppState {
    /// A showing of "Try the keys"; `then` is the keyboard activity it was offered before.
    mutating func makeExplore(activity: Int, then: Int? = nil) -> Explore {
        showings += 1
        return Explore(activity: activity, pressed: nil, then: then, showing: showings)
    }

    /// Whether the child has answered any question of the activity at `index` (its reviews are kept until Reset).
    func hasPlayed(_ index: Int) -> Bool {
        content.activities[index].questions.contains { progress.reviews[$0.id] != nil }
    }

    /// A key pressed in a `keyboard` question. Its question's key earns the star and is said back ("B! Well done.");
    /// another key is named kindly and the same key asked for again ("That's X. Press the letter B."). Once the
    /// question is answered, a key is only named.
    mutating func press(_ pressed: Key, in lesson: Lesson) -> [Effect] {
        let key = keyboardLayout.key(pressed)
        let name = content.keyName(key)
        let words = content.words
        var lesson = lesson
        guard lesson.byKey(self) else { return [] }
        lesson.pressed = key
        screen = .lesson(lesson)
        let q = question(of: lesson)
        guard !lesson.answered else {
            let next = pressEnterForNext
            return [shown(named(.key, name.shown + ". " + next, voiced: name.voiced.map { $0 + ". " + next }, subject: KeyName.id(key)))]
        }
        let scored = settle(lesson, q, chosen: KeyName.id(key))
        if scored.right {
            let said = { (key: String) in words("{key}! {praise}", ["key": key, "praise": scored.word]) }
            return scored.saves + [shown(named(.right, said(name.shown), voiced: name.voiced.map(said), subject: q.id))]
        }
        let that = { (key: String) in words("That's {key}.", ["key": key]) }
        let voiced = name.voiced != nil || q.voiced != nil ? that(name.said) + " " + (q.voiced ?? q.spoken) : nil
        return scored.saves + [shown(named(.wrong, that(name.shown) + " " + q.spoken, voiced: voiced, subject: q.id))]
    }

    /// An utterance whose voice is given `voiced`, word for word, when a key's name is said otherwise than shown.
    func named(_ kind: Utterance.Kind, _ text: String, voiced: String?, subject: String?) -> Utterance {
        var said = utterance(kind, text, subject: subject)
        said.voiced = voiced
        return said
    }

    /// "Try the keys"' sentence, said: when it is shown (`question`), and again (`again`).
    func exploreSaid(_ explore: Explore, kind: Utterance.Kind) -> [Effect] {
        [.speak(utterance(kind, exploreSentence(explore), subject: content.activities[explore.activity].id))]
    }

    /// What to do once a question is answered.
    var pressEnterForNext: String { content.words("Press Enter for the next question.") }

    /// The sentence of "Try the keys", said once each time it is shown.
    func exploreSentence(_ explore: Explore) -> String {
        let words = content.words
        // Esc, said as its name: eSpeak reads "Esc" as a word.
        let back = words("Escape")
        return explore.then == nil
            ? words("Press any key to hear its name. {back} goes home.", ["back": back])
            : words("Try the keys first! Press any key to hear its name. {back} starts the game.", ["back": back])
    }
}
