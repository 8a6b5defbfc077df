/// Something the child or a grown-up asks for, with a key, a click or a typed line. Each one is a row of
/// `CommandTable` (found by an exhaustive switch, so a command without a row does not compile) and is handled
/// once, in the one switch of `AppState.run(_:)`.
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
    /// A key pressed where every letter and digit is an answer (`keyboard`) or is explored (`keys`).
    case press(Key)
    /// Plays as the child at this position of "Who is playing?" (0 is the first).
    case chooseChild(Int)
    /// Goes back to "Who is playing?" (two or more children).
    case whoIsPlaying
    /// The grown-ups' "Children"; a child's report (0 is the first child); a new child; removing the child of
    /// the report (asked first) and the answer; leaving "Children" or a report.
    case showChildren, childReport(Int), addChild, removeChild, confirmRemove, cancelRemove, leaveChildren, leaveChildPage
    /// Opens the story at this position of the shelf (0 is the first), at the page the child reached.
    case openStory(Int)
    /// A story's next page (after the last, its questions); the page before; the first page; the shelf.
    case nextPage, previousPage, firstPage, toShelf
    /// Says the word at this place of the page alone (from 0): a click on it.
    case sayWord(Int)
    /// Does what the focused control does (Enter).
    case choose
    case focusNext, focusPrevious, focusFirst, focusLast
    /// A text screen's next page, and the page before, when its lines do not fit (`PanelText`).
    case scrollDown, scrollUp
    case hearAgain
    case next
    case playAgain
    /// Leaves a lesson or the done screen for home.
    case goHome
    /// "Back" on the home screen, where there is nothing to go back to: says so, and stays.
    case backAtHome
    /// Opens the gate in front of the grown-ups' area.
    case grownUps
    /// Cuts whatever is being said, and says nothing.
    case hush
    /// Says where the child is: the screen, the question, the stars, the focus.
    case whereAmI
    /// The child's way out (`q`, Esc on home, Ctrl-C); not offered in kiosk mode (`CommandTable.Row.kiosk`).
    case quit
    /// The grown-ups' Quit: ends the app, kiosk mode or not.
    case quitApp
    case deleteDigit
    case submit
    /// Closes the gate without an answer.
    case close
    case reset, confirmReset, cancelReset
    /// Changes one of the grown-ups' settings.
    case setting(Setting)
    /// Leaves the grown-ups' area and locks it again.
    case leaveGrownUps

    /// The commands without their numbers, in the table's order (hints, help and buttons follow it).
    public enum Kind: Hashable, Sendable, CaseIterable {
        case openActivity, chooseChild, openStory, answerNumber, answer, press, typeDigit, deleteDigit, submit, close, choose, hearAgain, next, playAgain, goHome,
             backAtHome, nextPage, previousPage, firstPage, toShelf, sayWord, whoIsPlaying, grownUps, hush, showChildren, childReport, addChild, removeChild, confirmRemove, cancelRemove,
             leaveChildren, leaveChildPage, whereAmI, reset, confirmReset, cancelReset, setting, quitApp, leaveGrownUps, quit,
             focusNext, focusPrevious, focusFirst, focusLast, scrollDown, scrollUp

        /// The commands of this kind as the table lists them (numbers as 0; every setting).
        var commands: [Command] {
            switch self {
            case .openActivity: return [.openActivity(0)]
            case .answerNumber: return [.answerNumber(0)]
            case .answer: return [.answer(0)]
            case .press: return [.press(.character("a"))]
            case .chooseChild: return [.chooseChild(0)]
            case .openStory: return [.openStory(0)]
            case .nextPage: return [.nextPage]
            case .previousPage: return [.previousPage]
            case .firstPage: return [.firstPage]
            case .toShelf: return [.toShelf]
            case .sayWord: return [.sayWord(0)]
            case .whoIsPlaying: return [.whoIsPlaying]
            case .showChildren: return [.showChildren]
            case .childReport: return [.childReport(0)]
            case .addChild: return [.addChild]
            case .removeChild: return [.removeChild]
            case .confirmRemove: return [.confirmRemove]
            case .cancelRemove: return [.cancelRemove]
            case .leaveChildren: return [.leaveChildren]
            case .leaveChildPage: return [.leaveChildPage]
            case .typeDigit: return [.typeDigit(0)]
            case .setting: return Setting.allCases.map(Command.setting)
            case .deleteDigit: return [.deleteDigit]
            case .submit: return [.submit]
            case .close: return [.close]
            case .choose: return [.choose]
            case .hearAgain: return [.hearAgain]
            case .next: return [.next]
            case .playAgain: return [.playAgain]
            case .goHome: return [.goHome]
            case .backAtHome: return [.backAtHome]
            case .grownUps: return [.grownUps]
            case .hush: return [.hush]
            case .whereAmI: return [.whereAmI]
            case .reset: return [.reset]
            case .confirmReset: return [.confirmReset]
            case .cancelReset: return [.cancelReset]
            case .quitApp: return [.quitApp]
            case .leaveGrownUps: return [.leaveGrownUps]
            case .quit: return [.quit]
            case .focusNext: return [.focusNext]
            case .focusPrevious: return [.focusPrevious]
            case .focusFirst: return [.focusFirst]
            case .focusLast: return [.focusLast]
            case .scrollDown: return [.scrollDown]
            case .scrollUp: return [.scrollUp]
            }
        }
    }

    /// Its kind: an exhaustive switch, so a new command needs a kind, and so a place in `all`.
    public var kind: Kind {
        switch self {
        case .openActivity: return .openActivity
        case .answer: return .answer
        case .answerNumber: return .answerNumber
        case .press: return .press
        case .chooseChild: return .chooseChild
        case .openStory: return .openStory
        case .nextPage: return .nextPage
        case .previousPage: return .previousPage
        case .firstPage: return .firstPage
        case .toShelf: return .toShelf
        case .sayWord: return .sayWord
        case .whoIsPlaying: return .whoIsPlaying
        case .showChildren: return .showChildren
        case .childReport: return .childReport
        case .addChild: return .addChild
        case .removeChild: return .removeChild
        case .confirmRemove: return .confirmRemove
        case .cancelRemove: return .cancelRemove
        case .leaveChildren: return .leaveChildren
        case .leaveChildPage: return .leaveChildPage
        case .typeDigit: return .typeDigit
        case .setting: return .setting
        case .choose: return .choose
        case .focusNext: return .focusNext
        case .focusPrevious: return .focusPrevious
        case .focusFirst: return .focusFirst
        case .focusLast: return .focusLast
        case .scrollDown: return .scrollDown
        case .scrollUp: return .scrollUp
        case .hearAgain: return .hearAgain
        case .next: return .next
        case .playAgain: return .playAgain
        case .goHome: return .goHome
        case .backAtHome: return .backAtHome
        case .grownUps: return .grownUps
        case .hush: return .hush
        case .whereAmI: return .whereAmI
        case .quit: return .quit
        case .quitApp: return .quitApp
        case .deleteDigit: return .deleteDigit
        case .submit: return .submit
        case .close: return .close
        case .reset: return .reset
        case .confirmReset: return .confirmReset
        case .cancelReset: return .cancelReset
        case .leaveGrownUps: return .leaveGrownUps
        }
    }

    /// Every command, in the table's order.
    public static var all: [Command] { Kind.allCases.flatMap(\.commands) }

    /// The command with its number filled in, for a digit key or a typed number (keys `1`–`9` open the
    /// activity `n - 1`).
    func with(number n: Int) -> Command {
        switch self {
        case .openActivity: return .openActivity(n - 1)
        case .chooseChild: return .chooseChild(n - 1)
        case .openStory: return .openStory(n - 1)
        case .childReport: return .childReport(n - 1)
        case .answer: return .answer(n - 1)
        case .answerNumber: return .answerNumber(n)
        case .typeDigit: return .typeDigit(n)
        default: return self
        }
    }
}
