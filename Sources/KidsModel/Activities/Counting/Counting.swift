/// "How many apples?": every thing at every number (`Generator.counting`).
struct Counting: QuestionMaker {
    static let kind = "counting"
    static let placeholders: Set<String> = []

    init(from decoder: any Decoder) throws {}

    func questions(_ rule: Generator, activity: String, context: Generator.Context) -> Result<[Question], Generator.Problem> {
        rule.counting(activity)
    }
}
