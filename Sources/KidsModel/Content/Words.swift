import Foundation

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

    /// `template` with its `{name}` placeholders filled in from `values`.
    public static func fill(_ template: String, _ values: [String: String]) -> String {
        var text = template
        for (name, value) in values { text = text.replacingOccurrences(of: "{\(name)}", with: value) }
        return text
    }

    /// The `{name}` placeholders of a text.
    static func placeholders(_ text: String) -> Set<String> {
        Set(text.matches(of: /\{([a-z]+)\}/).map { String($0.1) })
    }
}
