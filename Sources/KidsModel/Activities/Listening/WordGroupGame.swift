/// A game of words that go together by one thing about their sounds (rhymes, first sounds): its `groups` setting,
/// its questions and its check come from here (`WordGroups`); the game says what that thing is (`key`) and names the
/// rule a wrong pair breaks.
protocol WordGroupGame: QuestionMaker {
    var groups: WordGroups { get }
    init(groups: WordGroups)
    /// The rule a wrong pair breaks, and what the key is called in its messages ("the rhyme").
    static var rule: ContentProblem.Rule { get }
    static var what: String { get }
    /// What the words of a group share, computed from a word's sounds; nil when it has none.
    static func key(_ sounds: Phonemes) -> String?
}

extension WordGroupGame {
    /// `{word}`: the word asked about ("cat"), which every question says.
    static var placeholders: Set<String> { ["word"] }
    static var required: Set<String> { ["word"] }
    static var saysItsPictures: Bool { true }
    static var rules: [ContentProblem.Rule] { [rule, .ipaMissing] }

    init(from decoder: any Decoder) throws { self.init(groups: try WordGroups(from: decoder)) }

    func questions(_ rule: Generator, activity: String, context: Generator.Context) -> Result<[Question], Generator.Problem> {
        groups.questions(rule, game: Self.kind, activity: activity, pictures: context.pictures)
    }

    static func problems(_ q: Question, pictures: [String: Picture]) -> [(rule: ContentProblem.Rule, detail: String)] {
        WordGroups.problems(q, pictures: pictures, rule: rule, what: what, key: key)
    }
}
