/// "Which one rhymes with cat?": the word's picture, three or four pictures as tiles, one of which rhymes with it
/// (`groups` of words that rhyme, `WordGroups`). Rhyming is computed from the pictures' IPA: the last stressed vowel
/// and what follows (`Phonemes.rhyme`); the check fails on a right answer that does not rhyme or a wrong one that
/// does. IDs: `listen.rhymes.cat`.
struct Rhymes: QuestionMaker {
    static let kind = "rhymes"
    /// `{word}`: the word asked about ("cat").
    static let placeholders: Set<String> = ["word"]
    static let saysItsPictures = true
    static let required: Set<String> = ["word"]

    var groups: WordGroups

    init(from decoder: any Decoder) throws { groups = try WordGroups(from: decoder) }

    func questions(_ rule: Generator, activity: String, context: Generator.Context) -> Result<[Question], Generator.Problem> {
        groups.questions(rule, game: Self.kind, activity: activity, pictures: context.pictures)
    }

    static let rules: [ContentProblem.Rule] = [.rhyme, .ipaMissing]

    static func problems(_ q: Question, pictures: [String: Picture]) -> [(rule: ContentProblem.Rule, detail: String)] {
        WordGroups.problems(q, pictures: pictures, rule: .rhyme, what: "the rhyme") { $0.rhyme.isEmpty ? nil : $0.rhyme }
    }
}

extension ContentProblem.Rule {
    /// A right answer that does not rhyme with its word, or a wrong one that does (`Phonemes.rhyme`).
    static let rhyme = Self(rawValue: "rhyme")
}
