
/// The app's own words (hints, headers, line mode, the grown-ups' screen) in the pack's language. English is
/// built in; a pack's `words` in pack.json translate them, keyed by the English text (as gettext does), with
/// `{name}` placeholders filled in when they are shown.
public struct Words: Hashable, Sendable {
    public var translations: [String: String]

    public init(_ translations: [String: String] = [:]) {
        self.translations = translations
    }

    /// The words for `english` in the pack's language, placeholders filled: `words("{n} of {count}", ["n": "3", …])`.
    public func callAsFunction(_ english: String, _ values: [String: String] = [:]) -> String {
        Self.fill(translations[english] ?? english, values)
    }

    /// `template` with its `{name}` placeholders filled in from `values` (one pass; a name with no value, or
    /// a brace that starts none, stays as written). `{n:une}` is `n`, but the word "une" when `n` is 1: the number
    /// one agreeing with its noun ("une étoile", "ein Stern"), where a digit would be read "un", "eins".
    public static func fill(_ template: String, _ values: [String: String]) -> String {
        // Over the UTF-8 bytes: braces are ASCII, so a byte index is always a character boundary here, and no
        // grapheme is worked out (a pack's generators fill thousands of texts at every start).
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        let bytes = template.utf8
        guard var brace = bytes.firstIndex(of: open) else { return template }
        var text = ""
        var done = bytes.startIndex
        while true {
            let name = bytes.index(after: brace)
            if let end = bytes[name...].firstIndex(of: close), let value = Self.value(of: template[name..<end], in: values) {
                text += template[done..<brace]
                text += value
                done = bytes.index(after: end)
            }
            // From after a placeholder filled in, else from after this brace (never back into a filled one).
            guard let next = bytes[max(done, bytes.index(after: brace))...].firstIndex(of: open) else { break }
            brace = next
        }
        return text + template[done...]
    }

    /// The value of the placeholder `name` ("n", or "n:une": the word for exactly one), or nil.
    private static func value(of name: Substring, in values: [String: String]) -> String? {
        guard let colon = name.firstIndex(of: ":") else { return values[String(name)] }
        guard let value = values[String(name[..<colon])] else { return nil }
        return value == "1" ? String(name[name.index(after: colon)...]) : value
    }

    /// The `{name}` placeholders of a text (names of small letters a–z). Scanned by hand: this runs for every
    /// word of a pack when it loads, before the first sound, where a regex would be compiled each time.
    static func placeholders(_ text: String) -> Set<String> {
        var found = Set<String>()
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}") else { break }
            // `{n:une}` is the placeholder `n`.
            let name = after[..<close].prefix { $0 != ":" }
            if !name.isEmpty, name.allSatisfy({ ("a"..."z").contains($0) }) {
                found.insert(String(name))
                rest = after[after.index(after: close)...]
            } else {
                rest = after
            }
        }
        return found
    }
}

extension Words {
    /// Each sentence with its first letter a capital ("That says “p”. cat starts…" → "… Cat starts…"); a sentence
    /// that begins with phoneme input or a sound's speaker mark (`[[…]]`, `((•))`) has begun.
    public static func capitalised(_ text: String) -> String {
        var out = ""
        var start = true
        for character in text {
            out += start && character.isLetter ? character.uppercased() : String(character)
            if character.isLetter || character == "[" || character == "•" { start = false } else if ".!?".contains(character) { start = true }
        }
        return out
    }
}
