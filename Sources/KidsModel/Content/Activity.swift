/// One activity of a pack (counting, letters, shapes, or a teacher's own): its questions, written and
/// generated, each at one of its levels.
public struct Activity: Hashable, Sendable, Decodable {
    public var id: String
    /// The card's title; it must fit the smallest tile.
    public var title: String
    /// Which sense checks apply to its questions.
    public var kind: Kind
    /// The picture on its card.
    public var picture: String
    /// The written questions, then (once loaded) those its generators made.
    public var questions: [Question]
    /// The levels' names for grown-ups ("1 to 5"); a level without one is called by its number.
    public var levels: [String]
    /// Rules that make more questions; the loader adds what they make to `questions`. (Not kept in a start's archive of
    /// the pack, `ContentPack.archived`: only the checks and `kids check-content` read them.)
    public var generate: [Generator]
    /// The shapes the generators of a shapes activity ask about, each described once (the activity's key, given
    /// to its rules through `Generator.Context`).
    public var shapes: [Shape]
    /// The taught order for reading that the Words card's rules read (`Phonics`), given to them like `shapes`.
    public var phonics: Phonics?
    /// A `stories` activity's stories; their questions are in `questions` too (after the written ones).
    public var stories: [Story]
    /// Question IDs this activity used to have → the ID of the same question now, so that stars earned under
    /// the old ID count for the new one.
    public var formerly: [String: String]

    /// The activity's kind, by its name in the pack: a type in its folder (`ActivityKind`) says how it opens, asks
    /// and is checked. `general` gets only the rules every question follows. A name no kind has is an error.
    public struct Kind: Hashable, Sendable, Decodable, RawRepresentable {
        public var rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }

        public init(from decoder: any Decoder) throws {
            let name = try decoder.singleValueContainer().decode(String.self)
            guard Activities.kind(name) != nil else {
                let known = Activities.kinds.map { $0.kind }.joined(separator: ", ")
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "kind '\(name)' is not one of \(known)"))
            }
            rawValue = name
        }

        /// The kind's type, which says how its activity behaves.
        public var type: any ActivityKind.Type { Activities.type(of: self) }
    }

    public init(id: String, title: String, kind: Kind, picture: String, questions: [Question], levels: [String] = [],
                generate: [Generator] = [], formerly: [String: String] = [:], stories: [Story] = []) {
        self.id = id
        self.title = title
        self.kind = kind
        self.picture = picture
        self.questions = questions
        self.levels = levels
        self.generate = generate
        self.formerly = formerly
        self.stories = stories
        shapes = []
        phonics = nil
        gatherStoryQuestions()
    }

    private enum CodingKeys: String, CodingKey { case id, title, kind, picture, questions, levels, generate, formerly, shapes, phonics, stories }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decodeIfPresent(String.self, forKey: .id) ?? ""
        title = try c.decodeIfPresent(String.self, forKey: .title) ?? ""
        kind = try c.decodeIfPresent(Kind.self, forKey: .kind) ?? .general
        picture = try c.decodeIfPresent(String.self, forKey: .picture) ?? ""
        questions = try c.decodeIfPresent([Question].self, forKey: .questions) ?? []
        levels = try c.decodeIfPresent([String].self, forKey: .levels) ?? []
        generate = try c.decodeIfPresent([Generator].self, forKey: .generate) ?? []
        formerly = try c.decodeIfPresent([String: String].self, forKey: .formerly) ?? [:]
        shapes = try c.decodeIfPresent([Shape].self, forKey: .shapes) ?? []
        phonics = try c.decodeIfPresent(Phonics.self, forKey: .phonics)
        stories = try c.decodeIfPresent([Story].self, forKey: .stories) ?? []
        gatherStoryQuestions()
    }

    /// Adds the stories' questions to the activity's, so that stars, review and reports count them.
    private mutating func gatherStoryQuestions() {
        questions += stories.flatMap(\.questions)
    }

    /// The positions in `questions` of the story's questions, in the story's order.
    public func questions(of story: Int) -> [Int] {
        guard stories.indices.contains(story) else { return [] }
        return stories[story].questions.compactMap { q in questions.firstIndex { $0.id == q.id } }
    }

    /// The story whose question is at `position`, if it is a story's.
    public func story(asking position: Int) -> Int? {
        guard questions.indices.contains(position) else { return nil }
        let id = questions[position].id
        return stories.firstIndex { $0.questions.contains { $0.id == id } }
    }

    /// The most levels an activity may have (the checks refuse more).
    public static let levelLimit = 20

    /// How many levels the activity has: as many as it names, or its questions use (at most `levelLimit`, so
    /// that a level of a billion in a broken pack is a problem to report, not a loop of a billion).
    public var levelCount: Int { min(Self.levelLimit, max(levels.count, questions.map(\.level).max() ?? 1, 1)) }

    /// The positions of the questions at `level`, in pack order.
    public func questions(at level: Int) -> [Int] { questions.indices.filter { questions[$0].level == level } }

    /// Adds what the generators make to the written questions; the generators' problems are returned.
    mutating func generateQuestions(keyNames: [String: String] = [:], pictures: [String: Picture] = [:], words: Words = Words())
        -> [(generator: Int, detail: String)] {
        var problems: [(generator: Int, detail: String)] = []
        // Each rule's questions, or none when it cannot make them.
        var made: [[Question]] = []
        let context = Generator.Context(shapes: shapes, keyNames: keyNames, pictures: pictures, phonics: phonics, words: words)
        for (n, generator) in generate.enumerated() {
            switch generator.questions(activity: id, context: context) {
            case .success(let questions): made.append(questions)
            case .failure(let problem):
                made.append([])
                problems.append((n, problem.detail))
            }
        }
        // Rules of one kind follow each other; rules of several kinds (the listening games) are dealt in turn, a
        // question of each, so that a round (new questions in this order) changes game as it goes. A kind of a deck of
        // its own (`ActivityKind.deck`: braille letters beside print ones) is dealt apart, after.
        let decks = generate.map { Activities.kind($0.kind)?.deck ?? "" }
        for deck in decks.reduce(into: [String](), { if !$0.contains($1) { $0.append($1) } }) {
            let rules = generate.indices.filter { decks[$0] == deck }
            let dealt = rules.map { made[$0] }
            if Set(rules.map { generate[$0].kind }).count > 1 {
                for turn in 0..<(dealt.map(\.count).max() ?? 0) { questions += dealt.compactMap { $0.indices.contains(turn) ? $0[turn] : nil } }
            } else {
                questions += dealt.joined()
            }
        }
        return problems
    }
}
