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

    /// How many keys "Try the keys" names on this keyboard: its character keys, Space, Enter and the keys around.
    public var explored: Int { rows.joined().count + 2 + KeyboardKeys.around.count }

    /// Whether a character has a key of its own on this layout.
    public func has(_ character: Character) -> Bool { rows.contains { $0.contains(character) } }

    /// What the digit keys type without Shift, when that is not their digit: AZERTY's top row types `&é"'(-è_çà`.
    public var unshiftedDigits: [Character: Character] {
        guard self == .azerty else { return [:] }
        return Dictionary(uniqueKeysWithValues: zip("&é\"'(-è_çà", "1234567890"))
    }

    /// The key a press stands for on this keyboard: AZERTY's digit keys without Shift are their digits.
    public func key(_ pressed: Key) -> Key {
        guard case .character(let c) = pressed, let digit = unshiftedDigits[c] else { return pressed }
        return .character(digit)
    }

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

    /// What the digit keys type without Shift on some layouts (AZERTY's `&`, `é`…): answers too, read as their digit.
    public static let unshifted: [Key] = KeyboardLayout.allCases.flatMap { $0.unshiftedDigits.keys.sorted() }
        .filter { !characters.contains(.character($0)) }.map(Key.character)

    /// The keys around the letters that are answers too (wrong ones, named) in `keyboard`.
    public static let around: [Key] = [.backspace, .up, .down, .left, .right]

    /// What a `keyboard` question takes as an answer: a character key, or a key around them (a wrong one).
    public static let answers: [Key] = characters + unshifted + around

    /// What `keys` names: every answer key, and Space and Enter too (there, no key is a command but Esc, Home and Tab).
    public static let explored: [Key] = characters + unshifted + [.character(" "), .enter] + around

    /// The key a press stands for: a capital is its small letter (Shift or Caps Lock held).
    public static func normalized(_ key: Key) -> Key {
        guard case .character(let c) = key, c.isUppercase, let small = c.lowercased().first, c.lowercased().count == 1 else { return key }
        return .character(small)
    }
}
