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

    /// An utterance whose voice is given `voiced`, word for word, when a key's name is said otherwise than shown.
    func named(_ kind: Utterance.Kind, _ text: String, voiced: String?, subject: String?) -> Utterance {
        var said = utterance(kind, text, subject: subject)
        said.voiced = voiced
        return said
    }

    /// "Try the keys"' sentence, said: when it is shown (`question`), and again (`again`).
    func exploreSaid(_ explore: Explore, kind: Utterance.Kind) -> [Effect] {
        var said = utterance(kind, exploreSentence(explore), subject: content.activities[explore.activity].id)
        said.reads = .whole(.sentence)
        return [.speak(said)]
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
