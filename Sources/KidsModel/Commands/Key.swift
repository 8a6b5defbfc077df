/// A key as the app understands it, after the terminal's bytes (or a line of `--plain` input) are decoded.
public enum Key: Hashable, Sendable {
    /// A printable character: letters, digits, space, `+`.
    case character(Character)
    case enter
    case escape
    case backspace
    case tab
    case backTab
    case up
    case down
    case left
    case right
    case home
    case end
    case pageUp
    case pageDown
    /// Ctrl-C: in raw mode it arrives as a byte, not a signal. Quits from anywhere.
    case interrupt

    /// How the key is written in hints and help ("Esc", "Enter", "g").
    public var label: String {
        switch self {
        case .character(" "): return "Space"
        case .character(let c): return String(c)
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .backspace: return "Backspace"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .interrupt: return "Ctrl-C"
        }
    }
}
