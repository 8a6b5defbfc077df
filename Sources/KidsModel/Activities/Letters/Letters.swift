/// Capital letters, small letters, or the small letter that goes with a capital (`Generator.letters`).
struct Letters: QuestionMaker {
    static let kind = "letters"
    static let placeholders: Set<String> = ["letter", "name"]

    init(from decoder: any Decoder) throws {}

    /// How each tile is read (`answer`, "the letter {name}").
    func templates(_ rule: Generator) -> [String] { [rule.answer] }

    func questions(_ rule: Generator, activity: String, context: Generator.Context) -> Result<[Question], Generator.Problem> {
        rule.letters(activity)
    }

    static func problems(_ q: Question, pictures: [String: Picture]) -> [(rule: ContentProblem.Rule, detail: String)] {
        ContentChecker.lettersProblems(q)
    }

    /// A word whose first letter sounds otherwise in the language, a wrong letter that can make its first sound.
    static func problems(_ q: Question, language: String) -> [(rule: ContentProblem.Rule, detail: String)] {
        ContentChecker.letterProblems(q, language: language)
    }
}

extension Activity.Kind {
    public static let letters = Self(rawValue: Letters.kind)
}
