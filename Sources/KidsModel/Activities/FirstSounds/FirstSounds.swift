/// "Which one starts like moon?": by the first sound, never the first letter ("city" starts like "sun", not like
/// "cat"). The first sound is computed from the pictures' IPA (`Phonemes.first`); the check fails on a right answer
/// that starts otherwise or a wrong one that starts alike. IDs: `listen.first-sounds.moon`.
struct FirstSounds: WordGroupGame {
    static let kind = "first-sounds"
    static let rule = ContentProblem.Rule.firstSound
    static let what = "the first sound"
    var groups: WordGroups

    static func key(_ sounds: Phonemes) -> String? { sounds.first }
}

extension ContentProblem.Rule {
    /// A right answer that starts with another sound than its word, or a wrong one that starts alike (`Phonemes.first`).
    static let firstSound = Self(rawValue: "first-sound")
}
