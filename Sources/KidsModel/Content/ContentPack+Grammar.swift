/// The little grammar the app's own words need in each language: a count's singular or plural, and the word
/// "or" before the last of a list.
extension ContentPack {
    /// The app's sentences that count something, each as (singular, plural) English text and the name of the
    /// placeholder that counts; a pack translates both. The checks report a pack that translates one form and not
    /// the other, and a one form in a language whose "one" agrees with its noun that puts the bare number before it.
    public static let countedWords: [(one: String, other: String, count: String)] = [
        ("{n} star", "{n} stars", "n"),
        ("{stars} star of {total}", "{stars} of {total} stars", "stars"),
        ("Closed for now: try again in {n} second.", "Closed for now: try again in {n} seconds.", "n"),
        ("Hardest: {text}, missed {n} time", "Hardest: {text}, missed {n} times", "n"),
        ("{n} question seen", "{n} questions seen", "n"),
        ("{n} question tried", "{n} questions tried", "n"),
        ("{n} question met, {right} right at the first try.", "{n} questions met, {right} right at the first try.", "n"),
        ("{n} day", "{n} days", "n"),
        ("{class}, {date}: {n} child.", "{class}, {date}: {n} children.", "n"),
        ("{word}: {n} clap!", "{word}: {n} claps!", "n"),
    ]

    /// A sentence that counts `n` things, in the form the pack's language takes for it (one and other; French
    /// takes the singular for 0 and 1), with `{n}` filled in.
    public func counted(_ n: Int, one: String, other: String, _ values: [String: String] = [:]) -> String {
        words(isSingular(n) ? one : other, values.merging(["n": number(n)]) { _, new in new })
    }

    /// "a, b or c", in the pack's words. Spanish says "u" for "o" before a word that begins with an o sound ("7
    /// u 8", "10 u 11").
    public func list(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        return items.dropLast().joined(separator: ", ") + " " + or(before: last) + " " + last
    }

    /// The pack's "or" before the last of a list: Spanish "u" before an o sound.
    func or(before last: String) -> String {
        let or = words("or")
        return language.hasPrefix("es") && or == "o" && Self.beginsWithOSound(last) ? "u" : or
    }

    /// Whether a Spanish word or number begins with an o sound: o, ho (but not "hue"), 8 (ocho), 11 (once),
    /// 80–89 (ochenta…), 800–899 (ochocientos…).
    static func beginsWithOSound(_ text: String) -> Bool {
        let word = text.drop { !$0.isLetter && !$0.isNumber }
        if let number = Int(word.prefix { $0.isNumber }), word.first?.isNumber == true {
            return number == 8 || number == 11 || (80...89).contains(number) || (800...899).contains(number)
        }
        let base = ContentChecker.unaccented(word)
        return base.hasPrefix("o") || base.hasPrefix("ho")
    }
}
