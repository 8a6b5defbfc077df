/// "Which one does not rhyme?": no picture of its own, the words of a set as picture tiles, all of which rhyme but one;
/// that one is the right answer. Each of `sets` is the words that rhyme, then the odd one, as many as the rule's
/// `answers` (3: two that rhyme and the odd one; 4: three and the odd one). Rhyming is computed from the pictures' IPA
/// (`Phonemes.rhyme`); the check fails when the words that should rhyme do not, or the odd one rhymes with them. IDs:
/// `listen.odd-one-out.dog`, after the odd word, so a word is the odd one of one set only.
struct OddOneOut: QuestionMaker {
    static let kind = "odd-one-out"
    /// The sentence says no word: the words are the tiles, read with their keys after it.
    static let placeholders: Set<String> = []
    static let saysItsPictures = true
    var sets: [[String]]

    private enum CodingKeys: String, CodingKey { case sets }

    init(from decoder: any Decoder) throws {
        sets = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent([[String]].self, forKey: .sets) ?? []
    }

    func questions(_ rule: Generator, activity: String, context: Generator.Context) -> Result<[Question], Generator.Problem> {
        guard rule.answers >= 3 else {
            return .failure(Generator.Problem("'answers' is 3 or 4 (words that rhyme, then the odd one), not \(rule.answers)"))
        }
        guard !sets.isEmpty else { return .failure(Generator.Problem("'sets' lists no words")) }
        if let wrong = sets.first(where: { $0.count != rule.answers || Set($0).count != $0.count }) {
            return .failure(Generator.Problem("the set \(wrong) is not \(rule.answers) different words ('answers' is \(rule.answers)): the words that rhyme, then the odd one"))
        }
        if let unknown = sets.joined().first(where: { context.pictures[$0] == nil }) {
            return .failure(Generator.Problem("'\(unknown)' is not a picture of pictures.json"))
        }
        return .success(sets.compactMap { set in
            guard let odd = set.last else { return nil }
            var q = WordGroups.question(rule, id: "\(activity).\(Self.kind).\(odd)", about: odd, right: odd, wrong: Array(set.dropLast()),
                                        pictures: context.pictures)
            // The tiles are the words: the question shows only its sentence.
            q.picture = QuestionPicture(name: "")
            return q
        })
    }

    static let rules: [ContentProblem.Rule] = [.oddOneOut, .ipaMissing]

    static func introduction(_ app: AppState) -> String? { app.content.words("All the words rhyme but one. Listen:") }

    /// "Cat, hat: they rhyme. Dog does not rhyme."
    static func model(_ q: Question, _ app: AppState) -> [Utterance] {
        guard let odd = q.correctAnswer else { return [] }
        let rhyming = q.answers.filter { $0.id != q.correct }.map(\.label).joined(separator: ", ")
        return [TeacherModel.said(about: q, app, ["rhyming": rhyming, "odd": odd.label]) { words, values in
            words("{rhyming}: they rhyme. {odd} does not rhyme.", values)
        }]
    }

    /// The wrong answers all rhyme with each other, and the right one, the odd one, does not rhyme with them.
    static func problems(_ q: Question, pictures: [String: Picture]) -> [(rule: ContentProblem.Rule, detail: String)] {
        let names = q.answers.map { $0.picture ?? $0.id }
        let missing = names.filter { pictures[$0]?.ipa?.isEmpty ?? true }
        guard missing.isEmpty else { return missing.map { (.ipaMissing, "picture '\($0)' has no 'ipa' to hear its sounds by") } }
        guard let odd = q.correctAnswer.map({ $0.picture ?? $0.id }) else { return [] }
        func rhyme(_ name: String) -> String { Phonemes(ipa: pictures[name]?.ipa ?? "").rhyme }
        func heard(_ name: String) -> String { "'\(name)' /\(pictures[name]?.ipa ?? "")/ ('\(rhyme(name))')" }
        let rhyming = q.answers.filter { $0.id != q.correct }.map { $0.picture ?? $0.id }
        guard rhyming.count >= 2 else {
            return [(.oddOneOut, "besides the odd one '\(odd)', two or three words that rhyme are needed, not \(rhyming.count)")]
        }
        let rhymes = Set(rhyming.map(rhyme))
        guard rhymes.count == 1, let shared = rhymes.first, !shared.isEmpty else {
            return [(.oddOneOut, "the words that should rhyme, besides the odd one '\(odd)', do not: \(rhyming.map(heard).joined(separator: ", "))")]
        }
        guard rhyme(odd) != shared else {
            return [(.oddOneOut, "the odd one \(heard(odd)) rhymes with \(rhyming.map { "'\($0)'" }.joined(separator: ", ")): it must not")]
        }
        return []
    }
}

extension ContentProblem.Rule {
    /// An odd one out whose other words do not all rhyme, or whose odd word rhymes with them (`Phonemes.rhyme`).
    static let oddOneOut = Self(rawValue: "odd-one-out")
}
