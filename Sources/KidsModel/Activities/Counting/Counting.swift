/// "How many apples?": every thing at every number (`Generator.counting`).
struct Counting: QuestionMaker {
    static let kind = "counting"
    static let placeholders: Set<String> = []
    static let asksAboutItsPicture = true
    /// The picture is heard too: a tap a thing, each lit as it is heard.
    static let countsPicture = true

    init(from decoder: any Decoder) throws {}

    func questions(_ rule: Generator, activity: String, context: Generator.Context) -> Result<[Question], Generator.Problem> {
        rule.counting(activity)
    }

    static func problems(_ q: Question, pictures: [String: Picture]) -> [(rule: ContentProblem.Rule, detail: String)] {
        ContentChecker.countingProblems(q)
    }
}

extension Activity.Kind {
    public static let counting = Self(rawValue: Counting.kind)
}
