/// A rule in an activity file that makes questions, so that a pack need not write them one by one
/// (DESIGN §3, docs/CONTENT.md). What it makes is checked like any written question.
///
/// Each kind makes readable, stable IDs from what the question is about, so stars and reviews stay attached
/// when a pack grows: `counting.apple.7`, `letters.upper.B`, `letters.match.b`, `shapes.circle`,
/// `shapes.find.circle`, `shapes.sides.pentagon`.
public struct Generator: Hashable, Sendable, Decodable {
    /// Something to count: its picture, the question about it, and a description that never says how many.
    public struct Thing: Hashable, Sendable, Decodable {
        public var picture: String
        public var text: String
        public var spoken: String?
        public var label: String
    }

    /// A shape: its picture, its name on a tile, how it is read among the answers ("a circle"), with its
    /// article in a sentence ("the circle"), its description by sides and corners, its number of sides, and the
    /// shapes never shown beside it as wrong answers (a square is a rectangle too: "Where is the rectangle?" beside
    /// a square has two right answers).
    public struct Shape: Hashable, Sendable, Decodable {
        public var picture: String
        public var word: String
        public var spoken: String?
        public var the: String?
        public var description: String
        public var sides: Int?
        public var notWith: [String]?
    }

    /// Which kind of rule it is (`QuestionMaker.kind`: counting, letters, shapes, keyboard, …).
    public var kind: String
    /// The maker of its kind, with its own settings; nil when the kind is none the app knows.
    public var maker: Maker?
    public var mode: String
    public var level: Int
    /// How many answer tiles each question has.
    public var answers: Int
    /// The question's text and spoken templates, with `{letter}`, `{the}`, `{n}` or `{description}`.
    public var text: String
    public var spoken: String
    /// The description of the question's picture for letters (`{letter}`).
    public var label: String
    /// Letters: how each answer is read among the answers ("the letter {name}": `{name}` is the capital,
    /// which speech synthesisers read as a letter, where a small "a" may be read as a word).
    public var answer: String
    /// Counting: the lowest and highest number, both included.
    public var numbers: [Int]
    public var things: [Thing]
    /// Letters: the letters to ask about, in order.
    public var letters: String
    /// Shapes: the pictures of the shapes to ask about, each described in the activity's `shapes`.
    public var shapes: [String]
    /// Letters: the name the voice says for a letter that eSpeak reads as a word or wrongly (Spanish "Y": "ye");
    /// the screen still shows the letter.
    public var names: [String: String]
    /// Keyboard: the group of keys asked for (`name`: "home", "vowels"), which names their questions' IDs.
    public var name: String
    /// Keyboard: the keys to ask for by name, in order.
    public var keys: String
    /// Keyboard: the keys to ask for by their sound, each with the sound in eSpeak's phoneme mnemonics.
    public var sounds: [Sound]
    /// Keyboard: the words whose first letter's key is asked for.
    public var words: [String]

    /// A key and its sound ("m", said `[[m]]`).
    public struct Sound: Hashable, Sendable, Decodable {
        public var key: String
        public var sound: String
    }

    private enum CodingKeys: String, CodingKey {
        case kind, mode, level, answers, text, spoken, label, answer, numbers, things, letters, shapes, names, name, keys, sounds, words
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        kind = try c.decodeIfPresent(String.self, forKey: .kind) ?? ""
        mode = try c.decodeIfPresent(String.self, forKey: .mode) ?? ""
        level = try c.decodeIfPresent(Int.self, forKey: .level) ?? 1
        answers = try c.decodeIfPresent(Int.self, forKey: .answers) ?? 3
        text = try c.decodeIfPresent(String.self, forKey: .text) ?? ""
        spoken = try c.decodeIfPresent(String.self, forKey: .spoken) ?? ""
        label = try c.decodeIfPresent(String.self, forKey: .label) ?? ""
        answer = try c.decodeIfPresent(String.self, forKey: .answer) ?? "{letter}"
        numbers = try c.decodeIfPresent([Int].self, forKey: .numbers) ?? []
        things = try c.decodeIfPresent([Thing].self, forKey: .things) ?? []
        letters = try c.decodeIfPresent(String.self, forKey: .letters) ?? ""
        shapes = try c.decodeIfPresent([String].self, forKey: .shapes) ?? []
        names = try c.decodeIfPresent([String: String].self, forKey: .names) ?? [:]
        name = try c.decodeIfPresent(String.self, forKey: .name) ?? ""
        keys = try c.decodeIfPresent(String.self, forKey: .keys) ?? ""
        sounds = try c.decodeIfPresent([Sound].self, forKey: .sounds) ?? []
        words = try c.decodeIfPresent([String].self, forKey: .words) ?? []
        maker = try Activities.maker(kind).map { Maker(maker: try $0.init(from: decoder)) }
    }

    /// The questions this generator makes for activity `activity`, whose shapes are `library`, or why it
    /// cannot make them.
    public func questions(activity: String, shapes library: [Shape] = [], names keyNames: [String: String] = [:],
                          pictures: [String: Picture] = [:]) -> Result<[Question], Problem> {
        // Each kind's name by a closure: a key path to a static member through an existential metatype
        // (`\.kind`) crashes this compiler (Swift 6.3.1) as it lowers the function.
        guard let maker = maker?.maker else {
            return .failure(Problem("kind '\(kind)' is not one of \(Activities.makers.map { $0.kind }.joined(separator: ", "))"))
        }
        return questions(by: maker, activity: activity, context: Context(shapes: library, keyNames: keyNames, pictures: pictures))
    }

    /// The questions `maker` makes of this rule, once the rule's shared settings are checked.
    private func questions<Kind: QuestionMaker>(by maker: Kind, activity: String, context: Context) -> Result<[Question], Problem> {
        let placeholders = Kind.placeholders
        guard (1...Activity.levelLimit).contains(level) else {
            return .failure(Problem("'level' is 1 to \(Activity.levelLimit), not \(level)"))
        }
        guard !Kind.hasTiles || ContentChecker.answerLimit.contains(answers) else {
            return .failure(Problem("'answers' is \(ContentChecker.answerLimit.lowerBound) to \(ContentChecker.answerLimit.upperBound), not \(answers)"))
        }
        // A placeholder the kind does not fill would be shown to the child as it is written.
        let templates = [text, spoken, label] + maker.templates(self) + things.flatMap { [$0.text, $0.spoken ?? "", $0.label] }
        let unknown = templates.flatMap { Words.placeholders($0) }.filter { !placeholders.contains($0) }
        if let first = unknown.sorted().first {
            let known = placeholders.sorted().map { "{\($0)}" }
            return .failure(Problem("'{\(first)}' is not filled in by \(kind) generators"
                                    + (known.isEmpty ? " (they have no placeholders)" : " (they fill \(known.joined(separator: ", ")))")))
        }
        for sentence in [text, spoken] where !sentence.isEmpty {
            if let missing = Kind.required.subtracting(Words.placeholders(sentence)).sorted().first {
                return .failure(Problem("'\(sentence)' does not say {\(missing)}: a \(kind) question says it"))
            }
        }
        // Each question knows the kind of rule that made it: the Lesson screen asks that kind how to ask it.
        return maker.questions(self, activity: activity, context: context).map { made in
            made.map { q in
                var q = q
                q.game = kind
                return q
            }
        }
    }

    /// Why a generator makes nothing; reported like a question's problem, with rule `generator`.
    public struct Problem: Error, Hashable, Sendable {
        public var detail: String
        init(_ detail: String) { self.detail = detail }
    }

    // MARK: - Counting

    /// Every thing at every number, in an order that changes both from one question to the next: the first
    /// pass gives the first number to the first thing, the second to the second, and so on.
    func counting(_ activity: String) -> Result<[Question], Problem> {
        guard numbers.count == 2, numbers[0] >= 1, numbers[0] <= numbers[1] else {
            return .failure(Problem("'numbers' must be [lowest, highest], from 1, not \(numbers)"))
        }
        guard numbers[1] <= ContentChecker.countLimit.upperBound else {
            return .failure(Problem("'numbers' go up to \(ContentChecker.countLimit.upperBound), not \(numbers[1])"))
        }
        guard !things.isEmpty else { return .failure(Problem("'things' lists nothing to count")) }
        let range = Array(numbers[0]...numbers[1])
        var made: [Question] = []
        for pass in things.indices {
            for (i, n) in range.enumerated() {
                let thing = things[(i + pass) % things.count]
                let tiles = Self.window(around: n, count: answers, variant: n + pass, within: 1...Int.max)
                made.append(Question(id: "\(activity).\(thing.picture).\(n)", text: thing.text, spoken: thing.spoken ?? thing.text,
                                     picture: QuestionPicture(name: thing.picture, count: n, label: thing.label),
                                     answers: tiles.map { Answer(id: "\($0)", label: "\($0)") }, correct: "\(n)", level: level))
            }
        }
        return .success(made)
    }

    // MARK: - Letters

    func letters(_ activity: String) -> Result<[Question], Problem> {
        let list = Array(letters)
        guard list.count >= answers else {
            return .failure(Problem("'letters' needs at least \(answers) letters for \(answers) answers"))
        }
        guard ["upper", "lower", "match"].contains(mode) else {
            return .failure(Problem("letters 'mode' is upper, lower or match, not '\(mode)'"))
        }
        let shown: (Character) -> String = { mode == "lower" ? $0.lowercased() : $0.uppercased() }
        let tile: (Character) -> String = { mode == "upper" ? $0.uppercased() : $0.lowercased() }
        return .success(list.indices.map { i in
            let letter = list[i]
            let others = Self.window(around: i, count: answers, variant: i, within: Int.min...Int.max)
                .map { list[(($0 % list.count) + list.count) % list.count] }
            let fill = { (template: String) in Words.fill(template, ["letter": shown(letter), "name": letter.uppercased()]) }
            let picture = mode == "match"
                ? QuestionPicture(name: "", label: fill(label), letter: shown(letter))
                : QuestionPicture(name: "", label: "")
            let sentence = spoken.isEmpty ? text : spoken
            var question = Question(id: "\(activity).\(mode).\(tile(letter))", text: fill(text), spoken: fill(sentence),
                                    picture: picture,
                                    answers: others.map { other in
                                        var tileAnswer = Answer(id: tile(other), label: tile(other),
                                                                spoken: Words.fill(answer, ["letter": tile(other), "name": other.uppercased()]))
                                        tileAnswer.voiced = voiced(answer, other, shown: tileAnswer.spoken, letter: tile(other))
                                        return tileAnswer
                                    },
                                    correct: tile(letter), level: level)
            question.voiced = voiced(sentence, letter, shown: question.spoken, letter: shown(letter))
            return question
        })
    }

    // MARK: - Shapes

    func shapes(_ activity: String, library: [Shape]) -> Result<[Question], Problem> {
        guard ["name", "find", "sides"].contains(mode) else {
            return .failure(Problem("shapes 'mode' is name, find or sides, not '\(mode)'"))
        }
        var named: [Shape] = []
        for name in shapes {
            guard let shape = library.first(where: { $0.picture == name }) else {
                return .failure(Problem("shape '\(name)' is not described in the activity's 'shapes'"))
            }
            named.append(shape)
        }
        let list = mode == "sides" ? named.filter { ($0.sides ?? 0) >= 3 } : named
        guard list.count >= answers else {
            let sideless = named.filter { ($0.sides ?? 0) < 3 }.map(\.picture)
            return .failure(Problem("'shapes' needs at least \(answers) shapes\(mode == "sides" ? " with sides" : "") for \(answers) answers"
                                    + (mode == "sides" && !sideless.isEmpty ? " (\(sideless.joined(separator: ", ")) \(sideless.count == 1 ? "has" : "have") no 'sides')" : "")))
        }
        return .success(list.indices.map { i in
            let shape = list[i]
            let others = Self.apart(Self.window(around: i, count: answers, variant: i, within: Int.min...Int.max)
                .map { list[(($0 % list.count) + list.count) % list.count] }, right: shape, from: list)
            let fill = { (template: String) in
                Words.fill(template, ["the": shape.the ?? shape.word, "word": shape.word, "description": shape.description,
                                      "n": "\(shape.sides ?? 0)"])
            }
            let text = fill(text), spoken = fill(spoken.isEmpty ? self.text : spoken)
            switch mode {
            case "name":
                return Question(id: "\(activity).\(shape.picture)", text: text, spoken: spoken,
                                picture: QuestionPicture(name: shape.picture, label: shape.description),
                                answers: others.map { Answer(id: $0.picture, label: $0.word, spoken: $0.spoken) },
                                correct: shape.picture, level: level)
            default:
                // Picture tiles. Found by name: each is read by its description, never its name, which is the answer.
                // Found by sides: each is read by its name, never its description, which counts its sides.
                return Question(id: "\(activity).\(mode).\(shape.picture)", text: text, spoken: spoken,
                                picture: QuestionPicture(name: "", label: ""),
                                answers: others.map {
                                    Answer(id: $0.picture, label: "", spoken: mode == "sides" ? $0.spoken : $0.description, picture: $0.picture)
                                },
                                correct: shape.picture, level: level)
            }
        })
    }

    /// A letters template as the voice says it, when a letter has a name of its own (`names`): nil when that is
    /// what is shown.
    private func voiced(_ template: String, _ letter: Character, shown: String, letter written: String) -> String? {
        guard let name = names[letter.uppercased()] else { return nil }
        let said = Words.fill(template, ["letter": name, "name": name])
        return said == shown ? nil : said
    }

    /// The answers with any shape the right one must not be shown beside (its `notWith`, either way round) put back
    /// by the next shape of the list that may be, in the same place.
    static func apart(_ answers: [Shape], right: Shape, from list: [Shape]) -> [Shape] {
        func clash(_ a: Shape, _ b: Shape) -> Bool {
            (a.notWith ?? []).contains(b.picture) || (b.notWith ?? []).contains(a.picture)
        }
        var chosen = answers
        for (index, answer) in answers.enumerated() where answer != right && clash(answer, right) {
            if let other = list.first(where: { candidate in candidate != right && !chosen.contains(candidate) && !clash(candidate, right) }) {
                chosen[index] = other
            }
        }
        return chosen
    }

    /// `count` consecutive whole numbers in `within` that include `n`; `variant` chooses which of them, so
    /// that the right one is not always in the middle (nor the smallest) of its answers.
    static func window(around n: Int, count: Int, variant: Int, within: ClosedRange<Int>) -> [Int] {
        let starts = (n - count + 1...n).filter { within.contains($0) && within.contains($0 + count - 1) }
        guard !starts.isEmpty else { return [n] }
        let start = starts[((variant % starts.count) + starts.count) % starts.count]
        return Array(start..<start + count)
    }
}
