/// "Which one rhymes with cat?": the word's picture, three or four pictures as tiles, one of which rhymes with it
/// (`groups` of words that rhyme, `WordGroups`). Rhyming is computed from the pictures' IPA: the last stressed vowel
/// and what follows (`Phonemes.rhyme`); the check fails on a right answer that does not rhyme or a wrong one that
/// does. IDs: `listen.rhymes.cat`.
struct Rhymes: WordGroupGame {
    static let kind = "rhymes"
    static let rule = ContentProblem.Rule.rhyme
    static let what = "the rhyme"
    var groups: WordGroups

    static func key(_ sounds: Phonemes) -> String? { sounds.rhyme.isEmpty ? nil : sounds.rhyme }

    static func introduction(_ app: AppState) -> String? { app.content.words("Rhymes sound the same at the end. Listen:") }

    /// "Cat, hat: they rhyme."
    static func model(_ q: Question, _ app: AppState) -> [Utterance] {
        guard let right = q.correctAnswer else { return [] }
        return [TeacherModel.said(about: q, app, ["word": q.picture.label, "rhyme": right.label]) { words, values in
            words("{word}, {rhyme}: they rhyme.", values)
        }]
    }
}

extension ContentProblem.Rule {
    /// A right answer that does not rhyme with its word, or a wrong one that does (`Phonemes.rhyme`).
    static let rhyme = Self(rawValue: "rhyme")
}
