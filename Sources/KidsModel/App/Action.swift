/// What a key or click asks the app to do, once the key table has been read for the screen shown.
public enum Action: Hashable, Sendable {
    /// Opens the activity at this position (0 is the first).
    case openActivity(Int)
    /// Chooses the answer at this position (0 is the first).
    case answer(Int)
    /// A digit typed in a lesson: the answer labelled with it (a child who counts seven presses 7), else the
    /// answer at that position (1 is the first).
    case answerKey(Int)
    /// Types a digit into the gate.
    case digit(Int)
    case focusNext
    case focusPrevious
    case focusFirst
    case focusLast
    /// Does what the focused control does.
    case activate
    case hearAgain
    case next
    case back
    case grownUps
    case quit
    case playAgain
    case home
    case deleteDigit
    case submit
    case close
    case reset
    case confirmReset
    case cancelReset
    case toggleSpeech
    case slower
    case faster
    case nextVoice
    case done

    /// This action with the digit that triggered it filled in (keys `1`–`9` open the activity `digit - 1`).
    func with(digit: Int) -> Action {
        switch self {
        case .openActivity: return .openActivity(digit - 1)
        case .answerKey: return .answerKey(digit)
        case .digit: return .digit(digit)
        default: return self
        }
    }
}
