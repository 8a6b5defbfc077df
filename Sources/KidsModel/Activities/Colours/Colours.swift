/// "What colour is the sun?": a thing everyone knows the colour of, drawn, and colours as answers, each a tile with
/// its word and a patch of its colour. A child who cannot see the picture knows the answer too: the things are
/// chosen so (the sun, a leaf, an elephant), never a ball or a car, which can be any colour. IDs: `colours.sun`.
struct Colours: QuestionMaker {
    static let kind = "colours"
    /// A colour.
    static func skill(of q: Question) -> String { "\(kind) \(q.correct)" }
    /// `{the}`: the thing with its article ("the sun", "le soleil").
    static let placeholders: Set<String> = ["the"]

    /// A colour: its ID (a picture's colour, `red`), its word on the tile and aloud, and the picture of its patch.
    struct Colour: Hashable, Sendable, Decodable {
        var id: String
        var word: String
        var picture: String?
    }

    /// A thing asked about: its picture, its name with its article, its colour, and the colours never offered
    /// beside it as wrong answers because they could be right too (an apple may be green).
    struct Thing: Hashable, Sendable, Decodable {
        var picture: String
        var the: String
        var colour: String
        var notWith: [String]?
    }

    var colours: [Colour]
    var things: [Thing]

    private enum CodingKeys: String, CodingKey { case colours, pictures }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        colours = try c.decodeIfPresent([Colour].self, forKey: .colours) ?? []
        things = try c.decodeIfPresent([Thing].self, forKey: .pictures) ?? []
    }

    func questions(_ rule: Generator, activity: String, context: Generator.Context) -> Result<[Question], Generator.Problem> {
        guard !things.isEmpty else { return .failure(Generator.Problem("'pictures' lists nothing to ask the colour of")) }
        if let unknown = things.flatMap({ [$0.colour] + ($0.notWith ?? []) }).first(where: { id in !colours.contains { $0.id == id } }) {
            return .failure(Generator.Problem("colour '\(unknown)' is not one of the rule's 'colours'"))
        }
        var made: [Question] = []
        for (n, thing) in things.enumerated() {
            let wrong = colours.filter { $0.id != thing.colour && !(thing.notWith ?? []).contains($0.id) }
            guard wrong.count >= rule.answers - 1, let right = colours.first(where: { $0.id == thing.colour }) else {
                return .failure(Generator.Problem("'\(thing.picture)' needs \(rule.answers - 1) colours it is not, and has \(wrong.count)"))
            }
            // The wrong colours go round, so that each thing meets others.
            let others = (0..<rule.answers - 1).map { wrong[(n + $0) % wrong.count] }
            let fill = { (template: String) in Words.fill(template, ["the": thing.the]) }
            made.append(Question(id: "\(activity).\(thing.picture)", text: fill(rule.text), spoken: fill(rule.spoken.isEmpty ? rule.text : rule.spoken),
                                 picture: QuestionPicture(name: thing.picture, count: 1, label: thing.the),
                                 answers: ([right] + others).map { Answer(id: $0.id, label: $0.word, picture: $0.picture) },
                                 correct: right.id, level: rule.level))
        }
        return .success(made)
    }

    /// The colours' words, said on the tiles: checked against the pronunciation dictionary like a shape's.
    func taughtWords(_ context: Generator.Context) -> [TaughtWord.Given] { colours.map { TaughtWord.Given(.describing, $0.word) } }
}
