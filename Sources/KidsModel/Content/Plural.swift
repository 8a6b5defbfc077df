/// CLDR's plural rules (Unicode CLDR, `common/supplemental/plurals.xml`, data under the Unicode licence) for whole
/// numbers, reduced to the two forms a pack writes: whether a count takes the "one" form.
///
/// French and the languages like it take "one" for 0 and 1 (`i = 0,1`: "0 étoile"); English, German, Spanish and most
/// others for 1 alone (`n = 1`, `i = 1 and v = 0`); Russian and its neighbours for 1, 21, 31… but not 11
/// (`v = 0 and i % 10 = 1 and i % 100 != 11`); Japanese, Chinese and the others without plurals never (their packs write
/// one form twice). A language of more forms (few, many) takes its "other" for them: a pack has two.
public enum Plural {
    /// A BCP 47 tag's language, in small letters: "de" of "de-CH", "es" of "es_419".
    public static func base(of language: String) -> String { String(language.lowercased().prefix { $0 != "-" && $0 != "_" }) }

    /// `i = 0,1` (or `i = 0 or n = 1`, `n = 0..1`: the same for whole numbers).
    static let zeroAndOne: Set<String> = ["fr", "pt", "hy", "kab", "ff", "ak", "am", "as", "bn", "fa", "gu", "hi", "kn", "zu", "ln", "pa", "ti", "wa", "si"]
    /// `i % 10 = 1 and i % 100 != 11`.
    static let endsInOne: Set<String> = ["ru", "uk", "be", "hr", "sr", "bs", "lv", "lt"]
    /// No plural forms: only "other".
    static let none: Set<String> = ["ja", "zh", "ko", "th", "vi", "id", "ms", "lo", "my", "km", "yue", "jv", "ii", "bo", "dz", "ig", "yo"]

    /// Whether `count` takes the "one" form in `language` (a BCP 47 tag: `fr`, `pt-BR`, `es-419`).
    public static func isOne(_ count: Int, language: String) -> Bool {
        let base = base(of: language)
        if zeroAndOne.contains(base) { return count == 0 || count == 1 }
        if endsInOne.contains(base) { return count % 10 == 1 && count % 100 != 11 }
        if none.contains(base) { return false }
        return count == 1
    }
}
