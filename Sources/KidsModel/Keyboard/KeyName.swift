/// A key as the child sees it named and hears it: "B", "7", "Space", "up arrow"; and what the voice is given
/// when a letter is said otherwise than written (`KeyboardWords.names`).
public struct KeyName: Hashable, Sendable {
    public var shown: String
    public var voiced: String?

    /// The name as the voice says it.
    public var said: String { voiced ?? shown }
}

extension ContentPack {
    /// The name of a key in the pack's words: a letter is its capital, a digit itself, the keys around them
    /// their words ("Space", "Enter").
    public func keyName(_ key: Key) -> KeyName {
        switch key {
        case .character(" "): return KeyName(shown: words("Space"))
        case .character(let c):
            let shown = c.isLetter ? c.uppercased() : String(c)
            return KeyName(shown: shown, voiced: keyboard.names[shown])
        case .enter: return KeyName(shown: words("Enter"))
        case .backspace: return KeyName(shown: words("Backspace"))
        case .up: return KeyName(shown: words("up arrow"))
        case .down: return KeyName(shown: words("down arrow"))
        case .left: return KeyName(shown: words("left arrow"))
        case .right: return KeyName(shown: words("right arrow"))
        case .pageUp: return KeyName(shown: words("PgUp"))
        case .pageDown: return KeyName(shown: words("PgDn"))
        case .tab, .backTab, .escape, .home, .end, .interrupt: return KeyName(shown: key.label)
        }
    }
}

extension KeyName {
    /// A key's name in the logs and the progress file: its character ("b", "7"), else a word ("space", "up").
    public static func id(_ key: Key) -> String {
        switch key {
        case .character(" "): return "space"
        case .character(let c): return String(c)
        case .enter: return "enter"
        case .backspace: return "backspace"
        case .up: return "up"
        case .down: return "down"
        case .left: return "left"
        case .right: return "right"
        case .tab: return "tab"
        case .backTab: return "back-tab"
        case .escape: return "escape"
        case .home: return "home"
        case .end: return "end"
        case .pageUp: return "page-up"
        case .pageDown: return "page-down"
        case .interrupt: return "interrupt"
        }
    }
}
