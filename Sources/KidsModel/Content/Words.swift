import FoundationEssentials

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
    /// a brace that starts none, stays as written).
    public static func fill(_ template: String, _ values: [String: String]) -> String {
        // Byte by byte: `contains("{")` would be Foundation's search through NSString (a tenth of a pack's load).
        guard template.utf8.contains(UInt8(ascii: "{")) else { return template }
        var text = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            text += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if let close = after.firstIndex(of: "}"), let value = values[String(after[..<close])] {
                text += value
                rest = after[after.index(after: close)...]
            } else {
                text += "{"
                rest = after
            }
        }
        return text + rest
    }

    /// The `{name}` placeholders of a text (names of small letters a–z). Scanned by hand: this runs for every
    /// word of a pack when it loads, before the first sound, where a regex would be compiled each time.
    static func placeholders(_ text: String) -> Set<String> {
        var found = Set<String>()
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}") else { break }
            let name = after[..<close]
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
