import KidsModel

/// `kids check-content`'s check of a pack's lexicon with the real eSpeak NG, in each voice it applies to: an entry
/// eSpeak cannot read (it drops or changes a phoneme of it: a mnemonic of another language, a typing slip), and an
/// entry that changes nothing (eSpeak says the word so already).
public enum LexiconCheck {
    /// The problems of `pack`'s lexicon, said by `synthesizer` (whose voice is changed, and put back).
    public static func problems(in pack: ContentPack, synthesizer: Synthesizer) -> [ContentProblem] {
        let own = synthesizer.voice
        defer { try? synthesizer.set(voice: own) }
        let voices = pack.allVoices + pack.pronunciation.lexicons.keys.sorted().filter { !pack.allVoices.contains($0) }
        var found: [ContentProblem] = []
        var unchanged: [String: Int] = [:]
        var checked: [String: Int] = [:]
        for voice in voices {
            do {
                try synthesizer.set(voice: voice)
            } catch {
                found.append(ContentProblem(file: "pack.json", rule: .lexicon, detail: "the voice '\(voice)' cannot be checked: \(error)"))
                continue
            }
            for (word, phonemes) in pack.pronunciation.lexicon(for: voice).entries.sorted(by: { $0.key < $1.key }) {
                let entry = "lexicon[\"\(word)\"] = \"\(phonemes)\""
                guard let read = try? synthesizer.phonemes(of: "[[" + phonemes + "]]", ipa: false),
                      let said = try? synthesizer.phonemes(of: "[[" + phonemes + "]]", ipa: true),
                      let own = try? synthesizer.phonemes(of: word, ipa: true) else {
                    found.append(ContentProblem(file: "pack.json", rule: .lexicon, detail: "\(entry): eSpeak NG (\(voice)) could not say it"))
                    continue
                }
                if mnemonics(read) != mnemonics(phonemes) {
                    found.append(ContentProblem(file: "pack.json", rule: .lexicon,
                                                detail: "\(entry): eSpeak NG (\(voice)) reads it as [[\(read.trimmed)]]: a phoneme it does not know"))
                }
                checked[entry, default: 0] += 1
                if said.filter({ !$0.isWhitespace }) == own.filter({ !$0.isWhitespace }) { unchanged[entry, default: 0] += 1 }
            }
        }
        // Changing nothing in every voice it applies to: the entry is not needed.
        for (entry, count) in unchanged.sorted(by: { $0.key < $1.key }) where count == checked[entry] {
            found.append(ContentProblem(file: "pack.json", rule: .lexicon, detail: "\(entry): changes nothing, eSpeak NG says the word so already"))
        }
        return found
    }

    /// Mnemonics as written and as eSpeak echoes them, compared without what it may move or merge: stress marks,
    /// pauses, spaces, and a length mark said twice.
    static func mnemonics(_ text: String) -> String {
        var kept: [Character] = []
        for character in text where !["'", ",", "_", " ", "\n", "\t", "="].contains(character) {
            if character == ":" && kept.last == ":" { continue }
            kept.append(character)
        }
        return String(kept)
    }
}

private extension String {
    var trimmed: String { split(whereSeparator: \.isWhitespace).joined(separator: " ") }
}
