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

    /// The sounds of the blends (a question whose sounds are behind the speaker mark, with their IPA as `pieces`) that
    /// eSpeak does not say as their IPA writes: `{"key": "p", "sound": "khh", "ipa": "p"}` would check one sound and
    /// play another. Each sound once, compared as a listener hears it (`heard`).
    public static func blendProblems(in pack: ContentPack, synthesizer: Synthesizer) -> [ContentProblem] {
        var found: [ContentProblem] = []
        var seen = Set<String>()
        for activity in pack.activities {
            for q in activity.questions {
                guard let blended = q.blended else { continue }
                for (sound, ipa) in blended where seen.insert(sound + " " + ipa).inserted {
                    guard let said = try? synthesizer.phonemes(of: "[[" + sound + "]]", ipa: true), heard(said) != heard(ipa) else { continue }
                    found.append(ContentProblem(file: activity.id + ".json", question: q.id, rule: ContentProblem.Rule(rawValue: "blend"),
                                                detail: "the sound [[\(sound)]] is heard /\(heard(said))/, not /\(ipa)/"))
                }
            }
        }
        return found
    }

    /// A sound as a listener keeps it: its phonemes each once, without stress, length, aspiration or pauses (a held
    /// "ssss" is one s).
    static func heard(_ ipa: String) -> String {
        var text = bare(ipa).replacing("hh", with: "").replacing(/([tkp])h/) { $0.output.1 }
        // (IPA's marks are combining scalars of their own, never precomposed with a letter.)
        text = String(String.UnicodeScalarView(text.unicodeScalars.filter { !"ˈˌːˑ_-\u{0329}\u{030D}".unicodeScalars.contains($0) }))
            .replacing("ɡ", with: "g")
        text = text.replacing(/(tʃ)+/, with: "tʃ").replacing(/(ts)+/, with: "ts")
        return text.replacing(/(.)\1+/) { String($0.output.1) }
    }

    /// IPA without the spaces and line ends eSpeak puts between words.
    static func bare(_ ipa: String) -> String { String(ipa.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init)) }
}

extension ContentProblem.Rule {
    /// A picture's `ipa` that is not what the pack's voice says for its label (`IPACheck`, with eSpeak NG).
    public static let ipaHeard = Self(rawValue: "ipa-heard")
}
