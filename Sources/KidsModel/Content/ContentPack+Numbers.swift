/// Numbers and days as the pack's language writes them, for the teacher's page (the CSV and the JSON keep plain
/// numbers and ISO days, for programs): CLDR's grouping of digits (data under the Unicode licence) and a long date in
/// the pack's words.
extension ContentPack {
    /// A language's group separator, and the fewest digits before the first group that make it grouped (CLDR's
    /// `minimumGroupingDigits`: Spanish and Polish write 1234 and 12 345).
    static let grouping: [String: (separator: String, least: Int)] = [
        "en": (",", 1), "de": (".", 1), "es": (".", 2), "fr": ("\u{202F}", 1), "it": (".", 1), "nl": (".", 1), "pt": (".", 2),
        "da": (".", 1), "nb": ("\u{00A0}", 1), "sv": ("\u{00A0}", 1), "fi": ("\u{00A0}", 1), "ru": ("\u{00A0}", 1), "pl": ("\u{00A0}", 2),
    ]

    /// A whole number as the pack's language writes it: 12,345 in English, 12.345 in German, 12 345 in French (with
    /// a narrow no-break space), 1234 but 12.345 in Spanish.
    public func number(_ n: Int) -> String {
        let (separator, least) = Self.grouping[Plural.base(of: language)] ?? (",", 1)
        let digits = String(n.magnitude)
        guard digits.count > 3 + least - 1 else { return n < 0 ? "-" + digits : digits }
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return (n < 0 ? "-" : "") + groups.joined(separator: separator)
    }

    /// A day (days since 1970-01-01) as the pack's language writes it: "7 December 2026", "7 décembre 2026",
    /// "7 de diciembre de 2026", "7. Dezember 2026".
    public func date(day: Int) -> String {
        let (year, month, dayOfMonth) = UTC.civil(days: day)
        let months = [words("January"), words("February"), words("March"), words("April"), words("May"), words("June"), words("July"),
                      words("August"), words("September"), words("October"), words("November"), words("December")]
        return words("{day} {month} {year}", ["day": "\(dayOfMonth)", "month": months[max(0, min(11, month - 1))], "year": "\(year)"])
    }
}
