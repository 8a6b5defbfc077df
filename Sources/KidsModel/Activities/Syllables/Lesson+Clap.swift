/// Clapping a syllables question (`Syllables`, on the `clapping` screen).
extension Lesson {
    /// Space in a syllables question: one clap more, heard as a soft clap, and the focus on the tile of the claps so
    /// far, its number said; past the last tile, counting starts again at one. Enter answers the tile in focus. A
    /// number set aside is said so, and the focus goes to Hear again, so that Enter never answers a number not heard.
    func clap(_ app: inout AppState) -> [Effect] {
        let q = app.question(of: self)
        var lesson = self
        guard !answered, !q.answers.isEmpty else { return [] }
        lesson.claps = claps % q.answers.count + 1
        let count = "\(lesson.claps)"
        let tile = q.answers.first { $0.label == count }
        let open = tile.map { !setAside.contains($0.id) } ?? false
        lesson.focus = open ? .answer(tile?.id ?? count) : .button(.hearAgain)
        app.screen = .lesson(lesson)
        var number = app.utterance(.focus, open ? count : count + " " + app.content.words("(set aside)"), subject: q.id)
        number.queued = true
        return [app.clap(q.id, index: lesson.claps, queued: false), .speak(number)]
    }
}

extension AppState {
    /// A soft clap (an app sound, `Utterance.Kind.clap`), the `index`th.
    func clap(_ subject: String, index: Int, queued: Bool) -> Effect {
        .speak(Utterance(kind: .clap, subject: subject, text: "", muted: isSilent, queued: queued, index: index, sound: .clap))
    }
}

extension Utterance.Kind {
    /// A soft clap: a syllable clapped (asked again, or Space), no words (`index`: which clap, from 1).
    static let clap = Self(rawValue: "clap")
}

extension AppSound {
    /// A soft clap: as long as a tap, a short burst of noise, not a tone, so that it is heard as a clap and never
    /// taken for a counting tap; heard beside a screen reader, since no line can say it.
    static let clap = AppSound(.noise, seconds: 0.06, decay: 70, loudness: 0.4, besideScreenReader: true)
}
