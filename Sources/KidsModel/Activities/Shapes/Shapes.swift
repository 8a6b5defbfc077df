/// A shape's name, the shape with a name, or the shape with so many sides. The rule names its shapes by picture
/// (`shapes`), each described in the activity's `shapes` (`Shape`). IDs: `shapes.circle`, `shapes.find.circle`,
/// `shapes.sides.pentagon`.
struct Shapes: QuestionMaker {
    static let kind = "shapes"
    /// A shape, by name or by its sides.
    static func skill(of q: Question) -> String { "\(kind) \(q.correct)" }
    static let placeholders: Set<String> = ["the", "word", "description", "n"]
    static let asksAboutItsPicture = true

    /// What is asked: the shape's name (word tiles), the shape with a name, or with so many sides (picture tiles).
    enum Mode: String, CaseIterable, Hashable, Sendable {
        case name, find, sides
    }

    var mode: Result<Mode, Generator.Problem>
    /// The pictures of the shapes to ask about, in order.
    var shapes: [String]

    private enum CodingKeys: String, CodingKey { case mode, shapes }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        mode = Generator.mode(try c.decodeIfPresent(String.self, forKey: .mode), of: Self.kind)
        shapes = try c.decodeIfPresent([String].self, forKey: .shapes) ?? []
    }

    func questions(_ rule: Generator, activity: String, context: Generator.Context) -> Result<[Question], Generator.Problem> {
        mode.flatMap { mode in
            var named: [Shape] = []
            for name in shapes {
                guard let shape = context.shapes.first(where: { $0.picture == name }) else {
                    return .failure(Generator.Problem("shape '\(name)' is not described in the activity's 'shapes'"))
                }
                named.append(shape)
            }
            let list = mode == .sides ? named.filter { ($0.sides ?? 0) >= 3 } : named
            guard list.count >= rule.answers else {
                let sideless = mode == .sides ? named.filter { ($0.sides ?? 0) < 3 }.map(\.picture) : []
                return .failure(Generator.Problem("'shapes' needs at least \(rule.answers) shapes\(mode == .sides ? " with sides" : "") for \(rule.answers) answers"
                                                  + (sideless.isEmpty ? "" : " (\(sideless.joined(separator: ", ")) \(sideless.count == 1 ? "has" : "have") no 'sides')")))
            }
            return .success(list.indices.map { question(list, at: $0, mode: mode, rule, activity: activity) })
        }
    }

    /// The question about the shape at `i` of `list`, the next shapes of the list its wrong answers.
    private func question(_ list: [Shape], at i: Int, mode: Mode, _ rule: Generator, activity: String) -> Question {
        let shape = list[i]
        let others = Shape.apart(Generator.around(i, count: rule.answers, in: list), right: shape, from: list)
        let fill = { (template: String) in
            Words.fill(template, ["the": shape.the ?? shape.word, "word": shape.word, "description": shape.description,
                                  "n": "\(shape.sides ?? 0)"])
        }
        let text = fill(rule.text), spoken = fill(rule.sentence)
        switch mode {
        case .name:
            return Question(id: "\(activity).\(shape.picture)", text: text, spoken: spoken,
                            picture: QuestionPicture(name: shape.picture, label: shape.description),
                            answers: others.map { Answer(id: $0.picture, label: $0.word, spoken: $0.spoken) },
                            correct: shape.picture, level: rule.level)
        case .find, .sides:
            // Picture tiles. Found by name: each is read by its description, never its name, which is the answer.
            // Found by sides: each is read by its name, never its description, which counts its sides.
            return Question(id: "\(activity).\(mode.rawValue).\(shape.picture)", text: text, spoken: spoken,
                            picture: QuestionPicture(name: "", label: ""),
                            answers: others.map {
                                Answer(id: $0.picture, label: "", spoken: mode == .sides ? $0.spoken : $0.description, picture: $0.picture)
                            },
                            correct: shape.picture, level: rule.level)
        }
    }

    static func problems(_ q: Question, pictures: [String: Picture]) -> [(rule: ContentProblem.Rule, detail: String)] {
        ContentChecker.shapesProblems(q, pictures: pictures)
    }
}

extension Activity.Kind {
    public static let shapes = Self(rawValue: Shapes.kind)
}
