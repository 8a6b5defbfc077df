/// A keyboard's layout, as the `keyboard` and `keys` activities draw it and name its keys: the digit row, the
/// three rows of letters, then the space bar and the arrows. The pack's language chooses one (`pack.json`'s
/// `keyboard.layout`); `--keyboard` and the grown-ups' setting override it.
public enum KeyboardLayout: String, Hashable, Sendable, CaseIterable, Codable {
    case qwerty, azerty, qwertz
    /// Spanish: QWERTY with Ñ beside L.
    case es

    /// The rows of character keys, top to bottom, as a child sees them (small letters: the keys' own).
    public var rows: [[Character]] {
        switch self {
        case .qwerty: return Self.split(["1234567890", "qwertyuiop", "asdfghjkl", "zxcvbnm"])
        case .azerty: return Self.split(["1234567890", "azertyuiop", "qsdfghjklm", "wxcvbn"])
        case .qwertz: return Self.split(["1234567890", "qwertzuiopü", "asdfghjklöä", "yxcvbnm"])
        case .es: return Self.split(["1234567890", "qwertyuiop", "asdfghjklñ", "zxcvbnm"])
        }
    }

    /// How grown-ups and `--help` name it.
    public var title: String {
        switch self {
        case .qwerty: return "QWERTY"
        case .azerty: return "AZERTY"
        case .qwertz: return "QWERTZ"
        case .es: return "QWERTY (Ñ)"
        }
    }

    /// The layout after this one, for the grown-ups' key that steps through them.
    public var next: KeyboardLayout {
        let all = Self.allCases
        return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
    }

    /// Whether a character has a key of its own on this layout.
    public func has(_ character: Character) -> Bool { rows.contains { $0.contains(character) } }

    private static func split(_ rows: [String]) -> [[Character]] { rows.map(Array.init) }
}

/// The keys the `keyboard` and `keys` activities take as answers and to explore: every layout's letters and
/// digits, and the keys a child finds around them. A press of any other key is no answer at all.
public enum KeyboardKeys {
    /// Every character key of every layout, small letters first, then digits.
    public static let characters: [Key] = {
        var seen: [Character] = []
        for layout in KeyboardLayout.allCases {
            for row in layout.rows {
                for c in row where !seen.contains(c) { seen.append(c) }
            }
        }
        return (seen.filter(\.isLetter).sorted() + seen.filter(\.isNumber).sorted()).map(Key.character)
    }()

    /// The keys around the letters that are answers too (wrong ones, named) in `keyboard`.
    public static let around: [Key] = [.backspace, .up, .down, .left, .right]

    /// What a `keyboard` question takes as an answer: a character key, or a key around them (a wrong one).
    public static let answers: [Key] = characters + around

    /// What `keys` names: every answer key, and Space and Enter too (there, no key is a command but Esc, Home and Tab).
    public static let explored: [Key] = characters + [.character(" "), .enter] + around

    /// The key a press stands for: a capital is its small letter (Shift or Caps Lock held).
    public static func normalized(_ key: Key) -> Key {
        guard case .character(let c) = key, c.isUppercase, let small = c.lowercased().first, c.lowercased().count == 1 else { return key }
        return .character(small)
    }
}
