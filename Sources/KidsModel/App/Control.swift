/// Something on screen that can take focus and be clicked: a tile, a card, a button, a key of the keypad.
public enum Control: Hashable, Sendable {
    case activity(String)
    case grownUps
    case answer(String)
    case next
    case hearAgain
    case playAgain
    case home
    case digit(Int)
    case deleteDigit
    case submit
    case close
    case reset
    case confirmReset
    case cancelReset
    case speech
    case slower
    case faster
    case voice
    case done

    /// The name used in `--state-log`: an answer's or activity's own ID, else a fixed word.
    public var name: String {
        switch self {
        case .activity(let id), .answer(let id): return id
        case .grownUps: return "grown-ups"
        case .next: return "next"
        case .hearAgain: return "hear-again"
        case .playAgain: return "play-again"
        case .home: return "home"
        case .digit(let d): return "key-\(d)"
        case .deleteDigit: return "delete"
        case .submit: return "enter"
        case .close: return "close"
        case .reset: return "reset"
        case .confirmReset: return "yes"
        case .cancelReset: return "no"
        case .speech: return "speech"
        case .slower: return "slower"
        case .faster: return "faster"
        case .voice: return "voice"
        case .done: return "done"
        }
    }
}
