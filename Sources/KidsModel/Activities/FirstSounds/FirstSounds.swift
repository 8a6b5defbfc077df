/// "Which one starts like moon?": by the first sound, never the first letter ("city" starts like "sun", not like
/// "cat"). The first sound is computed from the pictures' IPA (`Phonemes.first`); the check fails on a right answer
/// that starts otherwise or a wrong one that starts alike. IDs: `listen.first-sounds.moon`.
struct FirstSounds: QuestionMaker {
    static let kind = "first-sounds"
    /// `{word}`: the word asked about ("moon").
    static let placeholders: Set<String> = ["word"]
    static let saysItsPictures = true
    static let required: Set<String> = ["word"]

    var groups: WordGroups

    init(from decoder: any Decoder) throws { groups = try WordGroups(from: decoder) }

    func questions(_ rule: Generator, activity: String, context: Generator.Context) -> Result<[Question], Generator.Problem> {
        groups.questions(rule, game: Self.kind, activity: activity, pictures: context.pictures)
    }

    static let rules: [ContentProblem.Rule] = [.firstSound, .ipaMissing]

    static func problems(_ q: Question, pictures: [String: Picture]) -> [(rule: ContentProblem.Rule, detail: String)] {
        WordGroups.problems(q, pictures: pictures, rule: .firstSound, what: "the first sound") { $0.first }
    }
}

extension ContentProblem.Rule {
    /// A right answer that starts with another sound than its word, or a wrong one that starts alike (`Phonemes.first`).
    static let firstSound = Self(rawValue: "first-sound")
}
