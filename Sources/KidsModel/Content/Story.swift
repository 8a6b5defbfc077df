/// A picture story of a `stories` activity: its pages, read aloud one at a time with every word lit as it is
/// heard, then one or two gentle questions about it. Its ID and its pages' IDs are stable across versions of a
/// pack: a child's place in it is kept by them.
public struct Story: Hashable, Sendable, Decodable {
    public var id: String
    /// Said and shown on the shelf, and in the header while it is read.
    public var title: String
    /// The picture on its tile of the shelf.
    public var cover: QuestionPicture
    public var pages: [Page]
    /// Asked when the last page is read, each answered like a quiz's question for a star. The loader adds them
    /// to the activity's questions, so stars, review and reports treat them as any other.
    public var questions: [Question]

    /// One page: one to three short sentences, said exactly as shown, and a picture drawn as the quiz's are.
    public struct Page: Hashable, Sendable, Decodable {
        public var id: String
        public var text: String
        /// What the voice is given when a word must be said otherwise than written, word for word; nil when it
        /// says `text`.
        public var voiced: String?
        public var picture: QuestionPicture

        public init(id: String, text: String, voiced: String? = nil, picture: QuestionPicture) {
            self.id = id
            self.text = text
            self.voiced = voiced
            self.picture = picture
        }

        private enum CodingKeys: String, CodingKey { case id, text, voiced, picture }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            id = try c.decodeIfPresent(String.self, forKey: .id) ?? ""
            text = try c.decodeIfPresent(String.self, forKey: .text) ?? ""
            voiced = try c.decodeIfPresent(String.self, forKey: .voiced)
            picture = try c.decodeIfPresent(QuestionPicture.self, forKey: .picture) ?? QuestionPicture(name: "")
        }
    }

    public init(id: String, title: String, cover: QuestionPicture, pages: [Page], questions: [Question] = []) {
        self.id = id
        self.title = title
        self.cover = cover
        self.pages = pages
        self.questions = questions
    }

    private enum CodingKeys: String, CodingKey { case id, title, cover, pages, questions }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decodeIfPresent(String.self, forKey: .id) ?? ""
        title = try c.decodeIfPresent(String.self, forKey: .title) ?? ""
        cover = try c.decodeIfPresent(QuestionPicture.self, forKey: .cover) ?? QuestionPicture(name: "")
        pages = try c.decodeIfPresent([Page].self, forKey: .pages) ?? []
        questions = try c.decodeIfPresent([Question].self, forKey: .questions) ?? []
    }

    /// The page with this ID, if the story has it.
    public func page(id: String) -> Int? { pages.firstIndex { $0.id == id } }
}
