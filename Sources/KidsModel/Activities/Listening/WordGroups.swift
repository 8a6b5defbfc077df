/// The words of a listening game that go together (rhyme, or start alike), each group a list of pictures, and the
/// questions they make: "Which one rhymes with cat?", the next word of its group the right answer, words of the
/// other groups the wrong ones (in turn, so that each word meets others). Whether they really go together is the
/// game's check (`problems`), computed from the pictures' IPA; the maker does not choose by it, so a pack whose
/// groups are wrong is told, not mended.
struct WordGroups: Hashable, Sendable, Decodable {
    var groups: [[String]]

    private enum CodingKeys: String, CodingKey { case groups }

    init(from decoder: any Decoder) throws {
        groups = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent([[String]].self, forKey: .groups) ?? []
    }

    /// One question a word of a group of two or more, IDs `<activity>.<game>.<picture>`; `{word}` is the word.
    func questions(_ rule: Generator, game: String, activity: String, pictures: [String: Picture]) -> Result<[Question], Generator.Problem> {
        guard groups.count >= rule.answers else {
            return .failure(Generator.Problem("'groups' has \(groups.count) groups; \(rule.answers) answers need as many"))
        }
        if let alone = groups.first(where: { $0.count < 2 }) {
            return .failure(Generator.Problem("a group of one word (\(alone.first ?? "none")) has no other to go with"))
        }
        if let unknown = groups.joined().first(where: { pictures[$0] == nil }) {
            return .failure(Generator.Problem("'\(unknown)' is not a picture of pictures.json"))
        }
        var made: [Question] = []
        for (g, group) in groups.enumerated() {
            let others = groups.indices.filter { $0 != g }.flatMap { groups[$0] }
            for (n, word) in group.enumerated() {
                let right = group[(n + 1) % group.count]
                let offset = (made.count * (rule.answers - 1)) % others.count
                let wrong = (0..<rule.answers - 1).map { others[(offset + $0) % others.count] }
                made.append(Self.question(rule, id: "\(activity).\(game).\(word)", about: word, right: right, wrong: wrong, pictures: pictures))
            }
        }
        return .success(made)
    }

    /// A question about the word of picture `word`, its picture shown, the pictures as tiles.
    static func question(_ rule: Generator, id: String, about word: String, right: String, wrong: [String],
                         pictures: [String: Picture]) -> Question {
        let label = pictures[word]?.label ?? word
        let fill = { (template: String) in Words.fill(template, ["word": label]) }
        let tiles = ([right] + wrong).map { Answer(id: $0, label: pictures[$0]?.label ?? $0, picture: $0) }
        return Question(id: id, text: fill(rule.text), spoken: fill(rule.spoken.isEmpty ? rule.text : rule.spoken),
                        picture: QuestionPicture(name: word, count: 1, label: label), answers: tiles, correct: right, level: rule.level)
    }

    /// The problems of a question that asks which tile goes with its picture's word by `key` (its rhyme, its first
    /// sound): the right tile's key is the word's, no wrong tile's is. `what` names the key in the messages.
    static func problems(_ q: Question, pictures: [String: Picture], rule: ContentProblem.Rule, what: String,
                         key: (Phonemes) -> String?) -> [(rule: ContentProblem.Rule, detail: String)] {
        let words = [q.picture.name] + q.answers.map { $0.picture ?? $0.id }
        let missing = words.filter { pictures[$0]?.ipa?.isEmpty ?? true }
        guard missing.isEmpty else {
            return missing.map { (.ipaMissing, "picture '\($0)' has no 'ipa' to hear its sounds by") }
        }
        func sound(_ name: String) -> (said: String, key: String?) {
            let ipa = pictures[name]?.ipa ?? ""
            return (ipa, key(Phonemes(ipa: ipa)))
        }
        let asked = sound(q.picture.name)
        var found: [(rule: ContentProblem.Rule, detail: String)] = []
        for answer in q.answers {
            let name = answer.picture ?? answer.id
            let heard = sound(name)
            let same = heard.key != nil && heard.key == asked.key
            if answer.id == q.correct && !same {
                found.append((rule, "the right answer '\(name)' /\(heard.said)/ has \(what) '\(heard.key ?? "")', '\(q.picture.name)' /\(asked.said)/ has '\(asked.key ?? "")'"))
            } else if answer.id != q.correct && same {
                found.append((rule, "the wrong answer '\(name)' /\(heard.said)/ has the same \(what) as '\(q.picture.name)' /\(asked.said)/: '\(asked.key ?? "")'"))
            }
        }
        return found
    }
}

extension ContentProblem.Rule {
    /// A listening game's word whose picture has no `ipa` to hear its sounds by.
    static let ipaMissing = Self(rawValue: "ipa-missing")
}
