/// The written form of a pack's lexicon: what `check-content` can tell without eSpeak (it hears the entries too, in
/// KidsVoice's `LexiconCheck`).
extension ContentChecker {
    /// An entry's word is one word as written, without marks (it is matched so); its phonemes are one word of
    /// eSpeak mnemonics (the voice is given `[[phonemes]]` in the word's place, word for word); two words that are one
    /// word letter case aside would leave which is meant to chance.
    static func lexiconProblems(_ entries: [String: String], byVoice: [String: [String: String]]) -> [ContentProblem] {
        var found: [ContentProblem] = []
        let blocks = [("lexicon", entries)] + byVoice.sorted { $0.key < $1.key }.map { ("lexiconByVoice[\"\($0.key)\"]", $0.value) }
        for (name, block) in blocks {
            var seen: [String: String] = [:]
            for (word, phonemes) in block.sorted(by: { $0.key < $1.key }) {
                let entry = "\(name)[\"\(word)\"]"
                func add(_ detail: String) { found.append(ContentProblem(file: "pack.json", rule: .lexicon, detail: "\(entry): \(detail)")) }
                if word.isEmpty || word.contains(where: \.isWhitespace) || Lexicon.core(of: Substring(word)).core != Substring(word) {
                    add("a word of the lexicon is one word as written, without marks or spaces")
                }
                if phonemes.isEmpty || phonemes.contains(where: \.isWhitespace) || phonemes.contains("[") || phonemes.contains("]") {
                    add("'\(phonemes)': the phonemes are one word of eSpeak mnemonics, without spaces or brackets")
                }
                if let other = seen.updateValue(word, forKey: Lexicon.fold(word)) {
                    add("'\(other)' is the same word: keep one")
                }
            }
        }
        return found
    }
}
