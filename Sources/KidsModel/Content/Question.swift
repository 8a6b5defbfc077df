/// One question of an activity. Its `id` is stable across versions of a pack: stars are keyed by it.
public struct Question: Hashable, Sendable, Decodable {
    public var id: String
    /// The line shown on screen.
    public var text: String
    /// What eSpeak reads aloud; may differ from `text` ("the letter B" rather than "B").
    public var spoken: String
    public var picture: QuestionPicture
    public var answers: [Answer]
    /// The `id` of the right answer.
    public var correct: String
    /// For the letters activity: the word whose first letter is asked for.
    public var word: String?

    public init(id: String, text: String, spoken: String, picture: QuestionPicture, answers: [Answer],
                correct: String, word: String? = nil) {
        self.id = id
        self.text = text
        self.spoken = spoken
        self.picture = picture
        self.answers = answers
        self.correct = correct
        self.word = word
    }

    private enum CodingKeys: String, CodingKey { case id, text, spoken, picture, answers, correct, word }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decodeIfPresent(String.self, forKey: .id) ?? ""
        text = try c.decodeIfPresent(String.self, forKey: .text) ?? ""
        spoken = try c.decodeIfPresent(String.self, forKey: .spoken) ?? ""
        picture = try c.decodeIfPresent(QuestionPicture.self, forKey: .picture) ?? QuestionPicture(name: "")
        answers = try c.decodeIfPresent([Answer].self, forKey: .answers) ?? []
        correct = try c.decodeIfPresent(String.self, forKey: .correct) ?? ""
        word = try c.decodeIfPresent(String.self, forKey: .word)
    }

    /// The right answer, if the pack names one that exists (the checks make sure it does).
    public var correctAnswer: Answer? { answers.first { $0.id == correct } }
}

/// What a question shows: a named picture, drawn `count` times (counting), with a label for screen readers.
public struct QuestionPicture: Hashable, Sendable, Decodable {
    public var name: String
    public var count: Int
    /// Words for what is shown ("red apples"); the line view reads it instead of the drawing.
    public var label: String

    public init(name: String, count: Int = 1, label: String = "") {
        self.name = name
        self.count = count
        self.label = label
    }

    private enum CodingKeys: String, CodingKey { case name, count, label }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decodeIfPresent(String.self, forKey: .name) ?? ""
        count = try c.decodeIfPresent(Int.self, forKey: .count) ?? 1
        label = try c.decodeIfPresent(String.self, forKey: .label) ?? ""
    }
}

/// One answer tile: a short label (it must fit the smallest tile), what to say for it, an optional picture.
public struct Answer: Hashable, Sendable, Decodable {
    public var id: String
    public var label: String
    /// Read aloud in place of the label when they differ ("the letter B"); `label` when absent.
    public var spoken: String
    public var picture: String?

    public init(id: String, label: String, spoken: String? = nil, picture: String? = nil) {
        self.id = id
        self.label = label
        self.spoken = spoken ?? label
        self.picture = picture
    }

    private enum CodingKeys: String, CodingKey { case id, label, spoken, picture }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decodeIfPresent(String.self, forKey: .id) ?? ""
        label = try c.decodeIfPresent(String.self, forKey: .label) ?? ""
        spoken = try c.decodeIfPresent(String.self, forKey: .spoken) ?? label
        picture = try c.decodeIfPresent(String.self, forKey: .picture)
    }
}
