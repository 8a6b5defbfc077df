/// A count tapped out with Space, once a part (the claps of a word's syllables, the taps of its sounds): each tap
/// heard as the game's sound, the focus on the tile of the count so far, its number said; past the last tile,
/// counting starts again at one. Enter answers the tile in focus. A number set aside is said so, and the focus goes
/// to Hear again, so that Enter never answers a number not heard.
enum TapCount {
    static func tap(_ count: inout Int, _ play: GamePlay, sound: (Int) -> Utterance) -> [GameEffect] {
        let q = play.question
        guard !play.answered, !q.answers.isEmpty else { return [] }
        count = count % q.answers.count + 1
        let said = "\(count)"
        let tile = q.answers.first { $0.label == said }
        let open = tile.map { !play.setAside.contains($0.id) } ?? false
        var number = play.utterance(.focus, open ? said : said + " " + play.words("(set aside)"))
        number.queued = true
        return [.focus(open ? .answer(tile?.id ?? said) : .button(.hearAgain)), .speak(sound(count)), .speak(number)]
    }

    /// The numbers 1 to as many as the rule's answers (or the parts, if more: the check says so), as tiles.
    static func numbers(_ rule: Generator, parts: Int) -> [Answer] {
        (1...max(rule.answers, parts)).map { Answer(id: "\($0)", label: "\($0)") }
    }
}
