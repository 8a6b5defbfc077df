import Testing
@testable import KidsModel

/// What the listening games compute from a word's IPA, from eSpeak NG's own (`espeak-ng -q --ipa`) in each language.
@Suite("A word's sounds, from its IPA")
struct PhonemesTests {
    @Test("rhymes: the last stressed vowel and what follows", arguments: [
        ("kˈat", "at"), ("hˈat", "at"), ("stˈɑː", "ɑː"), ("bˈʌtəflˌaɪ", "ʌtəflaɪ"), ("ʃˈa", "a"), ("papijˈɔ̃", "ɔ̃"),
        ("mˈaʊs", "aʊs"), ("ratˈon", "on"), ("kamjˈon", "on"), ("tsɪtɾˈoːnə", "oːnə"),
        // With no stress written (a dictionary's row): the last vowel but a schwa.
        ("k a t", "at"), ("b ʌ t ə", "ʌtə"),
    ])
    func rhyme(_ ipa: String, _ rhyme: String) {
        #expect(Phonemes(ipa: ipa).rhyme == rhyme)
    }

    @Test("the first sound is a sound, not a letter", arguments: [
        ("sˈɪti", "s"), ("sˈʌn", "s"), ("kˈat", "k"), ("tʃˈɪk", "tʃ"), ("tsɪtɾˈoːnə", "ts"), ("pfˈeːɾt", "pf"), ("ˈɛɡ", "ɛ"),
        ("ʃˈuː", "ʃ"), ("wazˈo", "w"),
    ])
    func first(_ ipa: String, _ sound: String) {
        #expect(Phonemes(ipa: ipa).first == sound)
    }

    @Test("syllables: one a vowel sound, a diphthong one, a hiatus two", arguments: [
        ("kˈat", 1), ("bˈʌtəflˌaɪ", 3), ("wˈɔːtəmˌɛlən", 4), ("kˈatəpˌɪlə", 4), ("pˈaɪnapəl", 3), ("hˈiə", 1),
        ("papijˈɔ̃", 3), ("kɔksinˈɛl", 3), ("mˌaɾipˈosa", 4), ("dˈia", 2), ("ˈaɪɾe", 2), ("rˈeɪna", 2),
        ("ʃmˈɛtɜlˌɪŋ", 3), ("fˈɔøɜ", 2), ("mˈɑrɪˌɛnkɛːfɜ", 5), ("leˈon", 2),
        // A glide: an unstressed i beside a vowel (Spanish "reina" as eSpeak could write it); a syllable break keeps
        // them apart ("pi.a.no"); a syllabic consonant is a syllable ("button").
        ("rˈeina", 2), ("pi.ˈa.no", 3), ("bˈʌtn̩", 2), ("t͡ʃˈiz", 1),
    ])
    func syllables(_ ipa: String, _ count: Int) {
        #expect(Phonemes(ipa: ipa).syllables == count)
    }

    @Test("a blend's sounds: one a phoneme, long vowels and diphthongs one", arguments: [
        ("kˈat", ["k", "a", "t"]), ("bˈiː", ["b", "iː"]), ("pˈaɪ", ["p", "aɪ"]), ("tˈɛnt", ["t", "ɛ", "n", "t"]),
        ("ʃˈɪp", ["ʃ", "ɪ", "p"]), ("ˈɛɡ", ["ɛ", "g"]), ("mˈɔ̃", ["m", "ɔ̃"]),
    ])
    func segments(_ ipa: String, _ sounds: [String]) {
        #expect(Phonemes(ipa: ipa).segments == sounds)
    }
}
