/// How a word eSpeak says is compared with a pronunciation dictionary's (WikiPron's Wiktionary rows): both are
/// brought to one notation first, so that a difference left is a difference a listener hears. The rules, and
/// why each is notation and not sound, are in docs/DECISIONS.md ("Heard right").
///
/// What counts: every sound, its vowel quality and its length (but in American English, whose dictionary
/// writes no length). What does not: stress marks and syllable dots (WikiPron's rows have none), ties, the
/// segment spaces, eSpeak's own spellings of one sound (German `ɜ` for `ɐ`, French `y` for `ɥ`), and the
/// allophones a broad transcription does not write (an American flap, Spanish `β ð ɣ`).
public struct PhoneticForm: Hashable, Sendable {
    /// The language's rules ("en-gb", "en-us", "fr", "es", "de"; another language gets only the common ones).
    public var variety: String

    public init(variety: String) {
        self.variety = variety.lowercased()
    }

    /// Whether what eSpeak says (`spoken`, its IPA) is one of the dictionary's `references` (each its IPA).
    public func matches(_ spoken: String, _ references: [String]) -> Bool {
        let said = Array(normalised(spoken, espeak: true).unicodeScalars)
        return references.contains { reference in
            let heard = Array(normalised(reference, espeak: false).unicodeScalars)
            guard said.count == heard.count else { return false }
            return zip(said, heard).allSatisfy { $0 == $1 || (alternatives[$0]?.contains($1) ?? false) }
        }
    }

    /// `ipa` in the comparison's notation: one string of sounds, no spaces or marks that are not sounds.
    public func normalised(_ ipa: String, espeak: Bool) -> String {
        var text = Self.marksRemoved(ipa)
        for (from, to) in rewrites(espeak: espeak) { text = text.replacing(from, with: to) }
        return regexRewrites(text, espeak: espeak)
    }

    /// `ipa` without what is not a sound, scalar by scalar (a tie or a diacritic is part of its letter's
    /// character, so a text replacement would not find it): stress, syllable dots, ties, non-syllabic and
    /// aspiration marks, brackets, spaces; a syllabic consonant as a schwa and the consonant ("l̩" as eSpeak's
    /// "əl"); one letter for one sound (ɡ g, ɫ l, ʧ tʃ, ʤ dʒ).
    static func marksRemoved(_ ipa: String) -> String {
        var scalars: [Unicode.Scalar] = []
        for scalar in ipa.unicodeScalars {
            switch scalar {
            case "ˈ", "ˌ", ".", "\u{0361}", "\u{035C}", "‿", "-", "\u{032F}", "ʰ", "(", ")", " ", "\t", "\n": continue
            case "\u{0329}", "\u{030D}":
                if let consonant = scalars.popLast() { scalars += ["ə", consonant] }
            case "ɡ": scalars.append("g")
            case "ɫ": scalars.append("l")
            case "ʧ": scalars += ["t", "ʃ"]
            case "ʤ": scalars += ["d", "ʒ"]
            default: scalars.append(scalar)
            }
        }
        return String(String.UnicodeScalarView(scalars))
    }

    /// The language's rewrites, in order, of eSpeak's IPA (`espeak`) or of the dictionary's.
    private func rewrites(espeak: Bool) -> [(String, String)] {
        switch variety {
        case "en-gb", "en":
            return espeak ? [("ɹ", "r"), ("ɐ", "ə"), ("æ", "a"), ("iə", "ɪə"), ("aʊə", "aʊ")]
                : [("ɹ", "r"), ("æ", "a"), ("ɛə", "eə"), ("ɛː", "eə"), ("aʊə", "aʊ"), ("aɪɪ", "aɪə"), ("ɚ", "ə")]
        case "en-us":
            return espeak ? [("ɹ", "r"), ("ɐ", "ə"), ("ɚr", "ər"), ("ɚ", "ər"), ("ɝ", "ɜ"), ("ɜr", "ɜ"), ("ː", ""), ("or", "ɔr"),
                             ("iər", "ir"), ("aʊər", "aʊr")]
                : [("ɹ", "r"), ("ɚ", "ər"), ("ɝ", "ɜ"), ("ɜr", "ɜ"), ("ː", ""), ("ɛər", "ɛr"), ("ɪər", "ɪr"),
                   ("aʊə", "aʊ"), ("aɪɪ", "aɪə"), ("or", "ɔr")]
        case "fr":
            return [("ː", ""), ("r", "ʁ"), ("œ̃", "ɛ̃"), ("ɥ", "y"), ("ɔ", "o"), ("ɛ", "e"), ("œ", "ø")]
        case "es":
            return [("β", "b"), ("ð", "d"), ("ɣ", "g"), ("ŋ", "n"), ("ʎ", "ʝ"), ("ɛ", "e"), ("ɔ", "o"), ("ɪ", "i"),
                    ("ʊ", "u"), ("w̝", "w"), ("χ", "x"), ("j", "ʝ")]
        case "de":
            return espeak ? [("ʁ", "r"), ("ɾ", "r"), ("ɑ", "a"), ("ɜ", "ɐ"), ("ɔø", "ɔʏ"), ("χ", "x"), ("ɑ", "a")]
                : [("ʔ", ""), ("ʁ", "r"), ("ɾ", "r"), ("χ", "x"), ("ä", "a")]
        default:
            return []
        }
    }

    /// Rewrites that depend on what is around a sound.
    private func regexRewrites(_ ipa: String, espeak: Bool) -> String {
        var text = ipa
        switch variety {
        case "en-gb", "en":
            // British English says no r before a consonant or at the end (Wiktionary writes a linking r); a
            // final unstressed i is written ɪ by eSpeak and i by the dictionary (happY).
            text = text.replacing(#/r(?![aeiouɑɒɔəɛɪʊʌɜ])/#.matchingSemantics(.unicodeScalar), with: "")
            if espeak { text = text.replacing(#/([^aeoɔəʊ])ɪ$/#.matchingSemantics(.unicodeScalar)) { $0.output.1 + "i" } }
        case "fr":
            // A glide heard between i and a vowel is written by the dictionary only (tʁijɑ̃gl).
            if !espeak { text = text.replacing(#/ij(?=[aeiouyøəɑɛɔœ])/#.matchingSemantics(.unicodeScalar), with: "i") }
        case "es":
            // A k closing a syllable is said as g (ɣ). (A u or i said apart before a vowel, "pin-gu-i-no", is heard:
            // it is a syllable more than the glide of "pin-gwi-no".)
            text = text.replacing(#/k(?![aeiouwʝ])/#.matchingSemantics(.unicodeScalar), with: "g")
        case "de":
            // After a vowel, r is said as ɐ: the dictionary writes ɐ, eSpeak r.
            text = text.replacing(#/([aeiouyøɛɪʊʏœɔː])r(?![aeiouyøɛɪʊʏœɔ])/#.matchingSemantics(.unicodeScalar)) { $0.output.1 + "ɐ" }
            // eSpeak writes short ü as y; the dictionary ʏ.
            if espeak { text = text.replacing(#/y(?!ː)/#.matchingSemantics(.unicodeScalar), with: "ʏ") }
        default:
            break
        }
        return text
    }

    /// eSpeak sounds that stand for more than one sound of the dictionary's notation.
    private var alternatives: [Unicode.Scalar: Set<Unicode.Scalar>] {
        switch variety {
        // An ɪ where the dictionary writes ə: the weak vowels are written either way. Stress cannot be told here (the
        // dictionary has none), so a stressed ɪ passes too; the by-ear reviews hear that.
        case "en-us": return ["ɾ": ["t", "d"], "ᵻ": ["ɪ", "ə", "i"], "ɪ": ["ə"]]
        case "en-gb", "en": return ["ᵻ": ["ɪ", "ə", "i"], "ɪ": ["ə"]]
        default: return [:]
        }
    }
}
