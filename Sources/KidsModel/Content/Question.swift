/// One question of an activity. Its `id` is stable across versions of a pack: stars are keyed by it.
public struct Question: Hashable, Sendable, Decodable {
    public var id: String
    /// The line shown on screen.
    public var text: String
    /// What eSpeak reads aloud; may differ from `text` ("the letter B" rather than "B"). Shown on screen too.
    public var spoken: String
    /// What the voice is given for `spoken` when a word of it must be said otherwise than it is written (a
    /// letter's name: "¿Dónde está la letra ye?" for "… la letra Y?"), word for word; nil when it is `spoken`.
    public var voiced: String?
    public var picture: QuestionPicture
    public var answers: [Answer]
    /// The `id` of the right answer.
    public var correct: String
    /// For the letters activity: the word whose first letter is asked for.
    public var word: String?
    /// The activity's level the question belongs to, from 1 (DESIGN §3: rounds take new questions at the
    /// child's level).
    public var level: Int
    /// The kind of rule that made it, or that a written question says it is asked as (`rhymes`): how it is asked and
    /// checked (`Activities.kind(of:in:)`); nil for a written question asked as its activity's kind.
    public var game: String?
    /// What a game says one piece at a time: a word's syllables (`syllables`), a blend's sounds in IPA (`blending`).
    public var pieces: [String] = []

    public init(id: String, text: String, spoken: String, picture: QuestionPicture, answers: [Answer],
                correct: String, word: String? = nil, level: Int = 1) {
        self.id = id
        self.text = text
        self.spoken = spoken
        self.picture = picture
        self.answers = answers
        self.correct = correct
        self.word = word
        self.level = level
    }

    private enum CodingKeys: String, CodingKey { case id, text, spoken, picture, answers, correct, word, level, game, pieces }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decodeIfPresent(String.self, forKey: .id) ?? ""
        text = try c.decodeIfPresent(String.self, forKey: .text) ?? ""
        spoken = try c.decodeIfPresent(String.self, forKey: .spoken) ?? ""
        picture = try c.decodeIfPresent(QuestionPicture.self, forKey: .picture) ?? QuestionPicture(name: "")
        answers = try c.decodeIfPresent([Answer].self, forKey: .answers) ?? []
        correct = try c.decodeIfPresent(String.self, forKey: .correct) ?? ""
        word = try c.decodeIfPresent(String.self, forKey: .word)
        level = try c.decodeIfPresent(Int.self, forKey: .level) ?? 1
        game = try c.decodeIfPresent(String.self, forKey: .game)
        pieces = try c.decodeIfPresent([String].self, forKey: .pieces) ?? []
    }

    /// The right answer, if the pack names one that exists (the checks make sure it does).
    public var correctAnswer: Answer? { answers.first { $0.id == correct } }

    /// The question as a grown-up's list names it: its text, and the right answer when the text does not say it,
    /// since many questions share a text ("How many apples? (7)", "What shape is this? (hexagon)", but "Press F.");
    /// a word or a sound the child only hears is written out ("Which key says this sound: /m/?").
    public var teacherText: String {
        // A sound or a word heard: the word, a blend's sounds, or the key's.
        let heard = word ?? (pieces.isEmpty || game == nil ? "/\(correct)/" : "/" + pieces.joined(separator: "/ /") + "/")
        let written = text.replacing(Generator.soundMark, with: heard)
        let answer = correctAnswer?.label ?? (answers.isEmpty ? correct.uppercased() : "")
        let said = Set(written.split(separator: " ").map { Lexicon.fold(Lexicon.core(of: $0).core) })
        guard !answer.isEmpty, !said.contains(Lexicon.fold(answer)) else { return written }
        return written + " (" + answer + ")"
    }
}

/// What a question shows: a named picture, drawn `count` times (counting), or a letter drawn large, with a
/// label for screen readers. A question may show nothing (no name and no letter): "Find the letter B".
public struct QuestionPicture: Hashable, Sendable, Decodable {
    public var name: String
    public var count: Int
    /// Words for what is shown ("red apples"); the line view reads it instead of the drawing.
    public var label: String
    /// A letter shown in block glyphs instead of a picture ("Which small letter goes with B?").
    public var letter: String?

    public init(name: String, count: Int = 1, label: String = "", letter: String? = nil) {
        self.name = name
        self.count = count
        self.label = label
        self.letter = letter
    }

    /// Whether the question shows anything above its text.
    public var isEmpty: Bool { name.isEmpty && letter == nil }

    private enum CodingKeys: String, CodingKey { case name, count, label, letter }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decodeIfPresent(String.self, forKey: .name) ?? ""
        count = try c.decodeIfPresent(Int.self, forKey: .count) ?? 1
        label = try c.decodeIfPresent(String.self, forKey: .label) ?? ""
        letter = try c.decodeIfPresent(String.self, forKey: .letter)
    }
}

/// One answer tile: a short label (it must fit the smallest tile), what to say for it, an optional picture
/// drawn in the tile. A tile with a picture may have no label ("Where is the circle?": the name is the answer).
public struct Answer: Hashable, Sendable, Decodable {
    public var id: String
    public var label: String
    /// Read aloud in place of the label when they differ ("the letter B"); `label` when absent.
    public var spoken: String
    /// What the voice is given for `spoken`, word for word, when a word is said otherwise than written.
    public var voiced: String?
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
