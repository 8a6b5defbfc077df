/// A shape's name, the shape with a name, or the shape with so many sides (`Generator.shapes`).
struct Shapes: QuestionMaker {
    static let kind = "shapes"
    static let placeholders: Set<String> = ["the", "word", "description", "n"]
    static let asksAboutItsPicture = true

    init(from decoder: any Decoder) throws {}

    func questions(_ rule: Generator, activity: String, context: Generator.Context) -> Result<[Question], Generator.Problem> {
        rule.shapes(activity, library: context.shapes)
    }

    static func problems(_ q: Question, pictures: [String: Picture]) -> [(rule: ContentProblem.Rule, detail: String)] {
        ContentChecker.shapesProblems(q, pictures: pictures)
    }
}

extension Activity.Kind {
    public static let shapes = Self(rawValue: Shapes.kind)
}
