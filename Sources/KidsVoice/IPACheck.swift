import KidsModel

/// `kids check-content`'s check, with the real eSpeak NG, of the pictures' `ipa`: what the listening games compute
/// rhymes, first sounds, blends and syllables from must be what the child hears, the label as the pack's voice says
/// it (through the pack's lexicon). A lexicon entry added later, or a slip in copying, would otherwise check one word
/// and play another.
public enum IPACheck {
    /// The pictures whose `ipa` is not what `synthesizer` (set to the pack's voice) says for their label.
    public static func problems(in pack: ContentPack, synthesizer: Synthesizer) -> [ContentProblem] {
        let lexicon = pack.pronunciation.lexicon(for: pack.voice)
        return pack.pictures.sorted { $0.key < $1.key }.compactMap { name, picture -> ContentProblem? in
            guard let ipa = picture.ipa else { return nil }
            let given = lexicon.voiced(picture.label) ?? picture.label
            guard let said = try? synthesizer.phonemes(of: given, ipa: true) else {
                return ContentProblem(file: "pictures.json", rule: .ipaHeard, detail: "picture '\(name)': eSpeak NG could not say '\(given)'")
            }
            guard bare(said) != bare(ipa) else { return nil }
            return ContentProblem(file: "pictures.json", rule: .ipaHeard,
                                  detail: "picture '\(name)': 'ipa' is /\(ipa)/, but eSpeak NG (\(pack.voice)) says '\(picture.label)' /\(bare(said))/")
        }
    }

    /// IPA without the spaces and line ends eSpeak puts between words.
    static func bare(_ ipa: String) -> String { String(ipa.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init)) }
}

extension ContentProblem.Rule {
    /// A picture's `ipa` that is not what the pack's voice says for its label (`IPACheck`, with eSpeak NG).
    public static let ipaHeard = Self(rawValue: "ipa-heard")
}
