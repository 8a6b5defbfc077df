/// A word's sounds, read from its IPA (as eSpeak NG writes it with `--ipa`, or as a dictionary does): what the
/// listening games ask about, computed, never written by hand. A primary stress mark (before the stressed vowel or
/// before its syllable) marks the next vowel; a syllable break (".", a secondary stress, a space) keeps two vowels
/// apart; a syllabic consonant is a nucleus; a long mark, a nasal tilde or another diacritic belongs to the sound before;
/// a diphthong is one vowel ("aɪ", "aʊ", "ɔʏ", a Spanish "ei" whose i is not stressed); "tʃ", "dʒ", "ts" and "pf"
/// are one consonant.
public struct Phonemes: Hashable, Sendable {
    /// One sound: its letters in IPA (length and diacritics included) and whether it is a stressed vowel.
    public struct Sound: Hashable, Sendable {
        public var ipa: String
        public var vowel: Bool
        public var stressed: Bool
    }

    public var sounds: [Sound]

    public init(ipa: String) {
        var sounds: [Sound] = []
        var stress = false, tied = false, apart = false
        for scalar in ipa.unicodeScalars {
            switch scalar {
            case "ˈ": stress = true
            // A syllable break written (a dictionary's "pi.a.no") keeps two vowels apart.
            case ".", "ˌ", "-", " ": apart = true
            case "\t", "\n", "'", ",", "(", ")", "/", "[", "]": continue
            // A syllabic consonant ("l̩") is a syllable's nucleus.
            case "\u{0329}", "\u{030D}":
                if !sounds.isEmpty { sounds[sounds.count - 1].vowel = true }
            case "\u{0361}", "\u{035C}", "‿": tied = true
            case "ː", "ˑ", "ʰ", "ʲ", "ʷ", "ʼ", "\u{0300}"..."\u{036F}":
                if !sounds.isEmpty { sounds[sounds.count - 1].ipa.unicodeScalars.append(scalar) }
            default:
                let letter = scalar == "ɡ" ? "g" : String(scalar)
                let vowel = Self.vowels.contains(scalar)
                if let last = sounds.last, tied || (!apart && Self.joins(last, letter, vowel: vowel, stressed: stress)) {
                    sounds[sounds.count - 1].ipa += letter
                    sounds[sounds.count - 1].stressed = last.stressed || (vowel && stress)
                    if vowel { stress = false }
                } else {
                    sounds.append(Sound(ipa: letter, vowel: vowel, stressed: vowel && stress))
                    if vowel { stress = false }
                }
                tied = false
                apart = false
            }
        }
        self.sounds = sounds
    }

    static let vowels: Set<Unicode.Scalar> = Set("aeiouyæɑɒɔəɛɜɪʊʌøœɐɘɵɤɯʉɨɞɶᵻɚɝ".unicodeScalars)
    /// Two vowels said as one (English, German, French and Spanish diphthongs as eSpeak writes them).
    static let diphthongs: Set<String> = ["aɪ", "aʊ", "eɪ", "əʊ", "oʊ", "ɔɪ", "ɪə", "eə", "ʊə", "ɛə", "iə", "ɔʏ", "ɔø", "ɑɪ", "ɑʊ"]
    static let affricates: Set<String> = ["tʃ", "dʒ", "ts", "pf"]

    /// Whether `letter` is part of the sound before: a diphthong's second vowel, an affricate's second consonant, or a
    /// glide (an unstressed i or u beside another vowel, as Spanish says "aire" in two syllables). A vowel marked long
    /// or nasal ends its sound.
    static func joins(_ last: Sound, _ letter: String, vowel: Bool, stressed: Bool) -> Bool {
        guard vowel == last.vowel, last.ipa.unicodeScalars.count == 1 else { return false }
        guard vowel else { return affricates.contains(last.ipa + letter) }
        let weak: Set<String> = ["i", "u"]
        return diphthongs.contains(last.ipa + letter) || (weak.contains(letter) && !stressed) || (weak.contains(last.ipa) && !last.stressed)
    }

    /// The sounds' IPA, one a sound, without stress: what a blend says one by one.
    public var segments: [String] { sounds.map(\.ipa) }

    /// The first sound.
    public var first: String? { sounds.first?.ipa }

    /// The syllables: one a vowel (a diphthong is one).
    public var syllables: Int { sounds.filter(\.vowel).count }

    /// What rhymes: the last stressed vowel and everything after it (the last vowel but a schwa when no stress is
    /// marked, the last vowel when all are schwas).
    public var rhyme: String {
        let vowels = sounds.indices.filter { sounds[$0].vowel }
        guard let start = vowels.last(where: { sounds[$0].stressed }) ?? vowels.last(where: { sounds[$0].ipa != "ə" }) ?? vowels.last else {
            return ""
        }
        return sounds[start...].map(\.ipa).joined()
    }
}
