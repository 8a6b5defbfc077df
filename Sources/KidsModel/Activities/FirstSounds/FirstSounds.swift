/// "Which one starts like moon?": by the first sound, never the first letter ("city" starts like "sun", not like
/// "cat"). The first sound is computed from the pictures' IPA (`Phonemes.first`); the check fails on a right answer
/// that starts otherwise or a wrong one that starts alike. IDs: `listen.first-sounds.moon`.
struct FirstSounds: WordGroupGame {
    static let kind = "first-sounds"
    static let rule = ContentProblem.Rule.firstSound
    static let what = "the first sound"
    var groups: WordGroups

    static func key(_ sounds: Phonemes) -> String? { sounds.first }

    static func introduction(_ app: AppState) -> String? { app.content.words("Some words start with the same sound. Listen:") }

    /// "Moon, mouse: they both start with mmm.", the sound held as the pack says it alone; without one the pack
    /// says, "Moon, mouse: they start with the same sound."
    static func model(_ q: Question, _ app: AppState) -> [Utterance] {
        guard let right = q.correctAnswer else { return [] }
        let values = ["word": q.picture.label, "other": right.label]
        guard let sound = TeacherModel.firstSound(of: q.picture.name, in: app.content) else {
            return [TeacherModel.said(about: q, app, values) { words, values in words("{word}, {other}: they start with the same sound.", values) }]
        }
        return [TeacherModel.said(about: q, app, values, sounds: [sound]) { words, values in words("{word}, {other}: they both start with {sound}.", values) }]
    }
}

extension ContentProblem.Rule {
    /// A right answer that starts with another sound than its word, or a wrong one that starts alike (`Phonemes.first`).
    static let firstSound = Self(rawValue: "first-sound")
}
