/// A key to press, named, by its sound or as a word's first letter (`Generator.keyboard`): no tiles, the key is the answer.
struct KeysToPress: QuestionMaker {
    static let kind = "keyboard"
    static let placeholders: Set<String> = ["key", "sound", "word"]
    static let hasTiles = false

    init(from decoder: any Decoder) throws {}

    func questions(_ rule: Generator, activity: String, context: Generator.Context) -> Result<[Question], Generator.Problem> {
        rule.keyboard(activity, names: context.keyNames)
    }
}
