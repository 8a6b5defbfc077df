/// The keyboard's sense checks.
extension ContentChecker {
    /// A keyboard question's key must be on the keyboard of the pack's language (`pack.json`'s `keyboard.layout`):
    /// a child with that keyboard could not answer it.
    static func layoutProblems(_ activities: [(file: String, activity: Activity)], layout: KeyboardLayout) -> [ContentProblem] {
        activities.flatMap { file, activity in
            activity.questions.filter { q in
                Activities.kind(of: q, in: activity).answeredByAKey && q.correct.count == 1 && !(q.correct.first.map(layout.has) ?? false)
            }.map {
                ContentProblem(file: file, question: $0.id, rule: .keyLayout,
                               detail: "the key '\($0.correct)' is not on the pack's \(layout.title) keyboard (pack.json's keyboard.layout)")
            }
        }
    }

    /// A keyboard question is answered by one key of a keyboard (a letter or a digit), never by tiles; a word's
    /// question by the key of its first letter.
    static func keyboardProblems(_ q: Question) -> [(rule: ContentProblem.Rule, detail: String)] {
        var found: [(rule: ContentProblem.Rule, detail: String)] = []
        if !q.answers.isEmpty { found.append((.keyAnswer, "a keyboard question is answered by a key: it has no 'answers'")) }
        if q.correct.count != 1 || !KeyboardKeys.characters.contains(.character(q.correct.first ?? " ")) {
            found.append((.keyAnswer, "the right answer '\(q.correct)' is not a letter or digit key of a keyboard"))
        } else if let word = q.word, firstKey(of: word) != q.correct.first {
            found.append((.letterWord, "'\(word)' does not start with the key '\(q.correct)'"))
        }
        return found
    }

    /// The key of a word's first letter: its own key when it is a letter of its own (Spanish Ñ, German Ä, Ö, Ü),
    /// else the key of the letter without its accent (French "école" begins with E).
    /// Nil when it is no one key ("ß" is "SS" in capitals).
    static func firstKey(of word: String) -> Character? {
        guard let small = word.first.map({ $0.lowercased() }), small.count == 1, let first = small.first else { return nil }
        if "ñäöü".contains(first) { return first }
        let base = baseLetter(first).lowercased()
        return base.count == 1 ? base.first : nil
    }
}
