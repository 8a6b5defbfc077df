
/// What `check-content` points out without refusing the pack: slips a teacher will want to fix, that do not
/// stop a child playing.
extension ContentChecker {
    /// French elision: "de" before a vowel is written "d'" ("Combien d'étoiles", never "Combien de étoiles").
    public static func warnings(_ pack: ContentPack) -> [ContentProblem] {
        guard pack.language.hasPrefix("fr") else { return [] }
        var found: [ContentProblem] = []
        for activity in pack.activities {
            for q in activity.questions {
                for text in [q.text, q.spoken, q.picture.label] + q.answers.map(\.spoken) {
                    guard let slip = elisionSlip(in: text) else { continue }
                    found.append(ContentProblem(file: "\(activity.id).json", question: q.id, rule: .frenchElision,
                                                detail: "'\(slip)' is written d' before a vowel"))
                }
            }
        }
        return found
    }

    /// The first "de" followed by a word that starts with a vowel, if any ("de étoiles").
    static func elisionSlip(in text: String) -> String? {
        let words = text.split(separator: " ").map(String.init)
        for (word, next) in zip(words, words.dropFirst()) where word.lowercased() == "de" {
            guard let first = next.lowercased().first, "aeiouyéèêëàâîïôûù".contains(first) else { continue }
            return "\(word) \(next)"
        }
        return nil
    }
}
