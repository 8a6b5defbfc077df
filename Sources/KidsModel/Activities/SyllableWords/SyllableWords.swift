/// Syllables into words, the syllabic method's first reading (es, fr, de): "Put the syllables together: la – pin.
/// Which picture is it?", the syllables shown and said one by one, pictures as tiles. The check fails when the
/// syllables, joined, are not the picture's label, or are not as many as its IPA's vowels (`Phonemes.syllables`).
/// IDs: `words.syllable-words.rabbit`.
struct SyllableWords: QuestionMaker {
    static let kind = "syllable-words"
    /// `{syllables}`: the syllables, apart.
    static let placeholders: Set<String> = ["syllables"]
    static let required: Set<String> = ["syllables"]
    static let saysItsPictures = true

    /// A word and its syllables, as written ("la", "pin"), and, where a syllable read alone is not said as in its word
    /// (German "Ha-se": "se" alone is /zeː/), how each is said, in eSpeak NG's phoneme mnemonics ("ha:", "z@").
    struct Word: Hashable, Sendable, Decodable {
        var picture: String
        var syllables: [String]
        var said: [String]?
    }

    var words: [Word]

    private enum CodingKeys: String, CodingKey { case words }

    init(from decoder: any Decoder) throws {
        words = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent([Word].self, forKey: .words) ?? []
    }

    /// What stands between two syllables shown ("la – pin"), and said: a pause.
    static let shownGap = " – "
    static let saidGap = " … "

    func questions(_ rule: Generator, activity: String, context: Generator.Context) -> Result<[Question], Generator.Problem> {
        guard words.count >= rule.answers else {
            return .failure(Generator.Problem("'words' has \(words.count) words; \(rule.answers) answers need as many"))
        }
        var made: [Question] = []
        for (n, word) in words.enumerated() {
            guard context.pictures[word.picture] != nil else {
                return .failure(Generator.Problem("'\(word.picture)' is not a picture of pictures.json"))
            }
            let wrong = (1..<rule.answers).map { words[(n + $0) % words.count].picture }
            var q = WordGroups.question(rule, id: "\(activity).\(Self.kind).\(word.picture)", about: word.picture, right: word.picture,
                                        wrong: wrong, pictures: context.pictures)
            let fill = { (template: String, gap: String) in Words.fill(template, ["syllables": word.syllables.joined(separator: gap)]) }
            q.text = fill(rule.text, Self.shownGap)
            q.spoken = fill(rule.sentence, Self.shownGap)
            if let said = word.said {
                guard said.count == word.syllables.count, !said.contains(where: { $0.isEmpty || $0.contains("]") }) else {
                    return .failure(Generator.Problem("'\(word.picture)': 'said' gives each of its \(word.syllables.count) syllables in eSpeak's mnemonics"))
                }
                q.voiced = Words.fill(rule.sentence, ["syllables": said.map { "[[" + $0 + "]]" }.joined(separator: Self.saidGap)])
            } else {
                q.voiced = fill(rule.sentence, Self.saidGap)
            }
            // The picture would be the answer: the question shows only its sentence.
            q.picture = QuestionPicture(name: "")
            q.pieces = word.syllables
            made.append(q)
        }
        return .success(made)
    }

    static let rules: [ContentProblem.Rule] = [.syllableWord, .ipaMissing]

    /// The syllables, joined, are the right picture's label, and as many as its vowels; no wrong picture is that word.
    static func problems(_ q: Question, pictures: [String: Picture]) -> [(rule: ContentProblem.Rule, detail: String)] {
        guard let picture = pictures[q.correct] else { return [] }
        guard let ipa = picture.ipa, !ipa.isEmpty else { return [(.ipaMissing, "picture '\(q.correct)' has no 'ipa' to hear its syllables by")] }
        var found: [(rule: ContentProblem.Rule, detail: String)] = []
        let joined = q.pieces.joined()
        if joined.lowercased() != picture.label.lowercased() {
            found.append((.syllableWord, "the syllables \(q.pieces.joined(separator: "-")) make '\(joined)', not '\(picture.label)'"))
        }
        let heard = Phonemes(ipa: ipa).syllables
        if heard != q.pieces.count {
            found.append((.syllableWord, "'\(picture.label)' /\(ipa)/ has \(heard) syllables, not \(q.pieces.count) (\(q.pieces.joined(separator: "-")))"))
        }
        for answer in q.answers where answer.id != q.correct && pictures[answer.id]?.label.lowercased() == picture.label.lowercased() {
            found.append((.syllableWord, "the wrong answer '\(answer.id)' is the same word"))
        }
        return found
    }
}

extension ContentProblem.Rule {
    /// Syllables that, joined, are not their word, or not as many as its vowel sounds.
    static let syllableWord = Self(rawValue: "syllable-word")
}
