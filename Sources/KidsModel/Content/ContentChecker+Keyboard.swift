/// The keyboard's sense checks.
extension ContentChecker {
    /// A keyboard question is answered by one key of a keyboard (a letter or a digit), never by tiles; a word's
    /// question by the key of its first letter.
    static func keyboardProblems(_ q: Question) -> [(rule: ContentProblem.Rule, detail: String)] {
        var found: [(rule: ContentProblem.Rule, detail: String)] = []
        if !q.answers.isEmpty { found.append((.keyAnswer, "a keyboard question is answered by a key: it has no 'answers'")) }
        if q.correct.count != 1 || !KeyboardKeys.characters.contains(.character(Character(q.correct))) {
            found.append((.keyAnswer, "the right answer '\(q.correct)' is not a letter or digit key of a keyboard"))
        } else if let word = q.word, Generator.firstKey(of: word) != Character(q.correct) {
            found.append((.letterWord, "'\(word)' does not start with the key '\(q.correct)'"))
        }
        return found
    }
}
