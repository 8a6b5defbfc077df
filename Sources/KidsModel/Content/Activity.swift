/// One activity of a pack (counting, letters, shapes, or a teacher's own) and its questions in order.
public struct Activity: Hashable, Sendable, Decodable {
    public var id: String
    /// The card's title; it must fit the smallest tile.
    public var title: String
    /// Which sense checks apply to its questions.
    public var kind: Kind
    /// The picture on its card.
    public var picture: String
    public var questions: [Question]

    /// The kinds of activity the checks know. `general` gets only the rules every question follows.
    public enum Kind: String, Hashable, Sendable, Decodable, CaseIterable {
        case counting, letters, shapes, general
    }

    public init(id: String, title: String, kind: Kind, picture: String, questions: [Question]) {
        self.id = id
        self.title = title
        self.kind = kind
        self.picture = picture
        self.questions = questions
    }

    private enum CodingKeys: String, CodingKey { case id, title, kind, picture, questions }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decodeIfPresent(String.self, forKey: .id) ?? ""
        title = try c.decodeIfPresent(String.self, forKey: .title) ?? ""
        kind = try c.decodeIfPresent(Kind.self, forKey: .kind) ?? .general
        picture = try c.decodeIfPresent(String.self, forKey: .picture) ?? ""
        questions = try c.decodeIfPresent([Question].self, forKey: .questions) ?? []
    }
}
