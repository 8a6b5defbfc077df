/// Something the child or a grown-up asks for, with a key, a click or a typed line. Each one is a row of
/// `CommandTable` and is handled once, in `AppState.run(_:)`.
public enum Command: Hashable, Sendable {
    /// Opens the activity at this position (0 is the first).
    case openActivity(Int)
    /// Chooses the answer at this position (0 is the first): a click or Enter on a tile.
    case answer(Int)
    /// A number typed in a lesson: the answer labelled with it (a child who counts seven presses 7), else the
    /// answer at that place (1 is the first).
    case answerNumber(Int)
    /// Types a digit into the gate.
    case typeDigit(Int)
    /// Does what the focused control does (Enter).
    case choose
    case focusNext
    case focusPrevious
    case focusFirst
    case focusLast
    case hearAgain
    case next
    case playAgain
    /// Leaves a lesson or the done screen for home.
    case home
    /// "Back" on the home screen, where there is nothing to go back to: says so, and stays.
    case backAtHome
    case grownUps
    /// Cuts whatever is being said, and says nothing.
    case hush
    /// Says where the child is: the screen, the question, the stars, the focus.
    case whereAmI
    /// The child's way out (`q`, Esc on home, Ctrl-C); in kiosk mode it does nothing, and a typed `q` in line
    /// mode opens the gate.
    case quit
    /// The grown-ups' Quit: ends the app, kiosk mode or not.
    case quitApp
    case deleteDigit
    case submit
    /// Closes the gate without an answer.
    case close
    case reset
    case confirmReset
    case cancelReset
    case toggleSpeech
    case slower
    case faster
    case nextVoice
    /// Starts in line mode from the next launch on (a saved setting).
    case toggleLineMode
    /// The next pitch of `Settings.pitches`.
    case nextPitch
    /// The next gap between words of `Settings.wordGaps`.
    case nextWordGap
    /// Whether a question asked again while it is being repeated is said slower.
    case toggleSlowerRepeat
    /// Kiosk mode as a saved setting: "Quitting needs a grown-up".
    case toggleKiosk
    /// Leaves the grown-ups' area and locks it again.
    case leaveGrownUps

    /// The command with its number filled in, for a digit key or a typed number (keys `1`–`9` open the
    /// activity `n - 1`).
    func with(number n: Int) -> Command {
        switch self {
        case .openActivity: return .openActivity(n - 1)
        case .answer: return .answer(n - 1)
        case .answerNumber: return .answerNumber(n)
        case .typeDigit: return .typeDigit(n)
        default: return self
        }
    }

    /// The command with its number cleared: the form a table row is written in.
    var row: Command {
        switch self {
        case .openActivity: return .openActivity(0)
        case .answer: return .answer(0)
        case .answerNumber: return .answerNumber(0)
        case .typeDigit: return .typeDigit(0)
        default: return self
        }
    }
}
