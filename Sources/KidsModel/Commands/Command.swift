/// Something the child or a grown-up asks for, with a key, a click or a typed line. A screen's own commands
/// are one case here, holding its type's `Command` (after TCA's scoped actions): the screen gives their rows of
/// `CommandTable` and carries them out, each in one exhaustive switch. The others are asked for on many screens
/// and answered by the app or by the screen on top (`ScreenUnit`): moving the focus, hearing again, going back.
public enum Command: Hashable, Sendable {
    case home(Home.Command)
    case who(Who.Command)
    case lesson(Lesson.Command)
    case explore(Explore.Command)
    case done(Done.Command)
    case shelf(Shelf.Command)
    case page(Reading.Command)
    case gate(GateScreen.Command)
    case grownUps(GrownUps.Command)
    case children(ChildrenList.Command)
    case report(ChildPage.Command)
    /// Does what the focused control does (Enter).
    case choose
    case focusNext, focusPrevious, focusFirst, focusLast
    /// A text screen's next page, and the page before, when its lines do not fit (`PanelText`).
    case scrollDown, scrollUp
    /// Says again what the screen said when it came into view.
    case hearAgain
    /// Back: the screen on top says where to (`ScreenUnit.back`); home, mostly.
    case back
    /// Opens the gate in front of the grown-ups' area.
    case openGate
    /// Cuts whatever is being said, and says nothing.
    case hush
    /// Says where the child is: the screen, the question, the stars, the focus.
    case whereAmI
    /// The child's way out (`q`, Esc on home, Ctrl-C); not offered in kiosk mode (`CommandTable.Row.kiosk`).
    case quit

    /// Every command, in the table's order (hints, help and buttons follow it), numbers as 0 and every setting. A
    /// command left out of this list has no row in `CommandTable.rows`, so no key, hint or button: a new command is
    /// added here as well as in its screen's `row`; a game's actions come from the registry (`Activities.games`).
    public static let all: [Command] = [
        .home(.openActivity(0)), .who(.chooseChild(0)), .who(.previousPage), .who(.nextPage), .shelf(.openStory(0)), .lesson(.answerNumber(0)), .lesson(.answer(0)),
        .lesson(.press(.character("a")))] + Activities.games.flatMap { $0.commands } + [.explore(.press(.character("a"))),
        .gate(.typeDigit(0)), .gate(.deleteDigit), .gate(.submit), .gate(.close), .choose, .hearAgain, .lesson(.next), .done(.playAgain),
        .back, .home(.backAtHome), .page(.nextPage), .page(.previousPage), .page(.firstPage), .page(.toShelf), .page(.sayWord(0)),
        .home(.whoIsPlaying), .openGate, .hush, .grownUps(.showChildren), .children(.childReport(0)), .children(.previousPage),
        .children(.nextPage), .children(.addChild),
        .report(.removeChild), .report(.confirmRemove), .report(.cancelRemove), .children(.leaveChildren), .report(.leaveChildPage),
        .whereAmI, .grownUps(.reset), .grownUps(.confirmReset), .grownUps(.cancelReset),
    ] + Setting.allCases.map { .grownUps(.setting($0)) } + [
        .grownUps(.quitApp), .grownUps(.leaveGrownUps), .quit, .focusNext, .focusPrevious, .focusFirst, .focusLast, .scrollDown, .scrollUp,
    ]

    /// The command with its number filled in, for a digit key or a typed number (keys `1`–`9` open the
    /// activity `n - 1`); a command without a number is itself.
    func with(number n: Int) -> Command {
        switch self {
        case .home(.openActivity): return .home(.openActivity(n - 1))
        case .who(.chooseChild): return .who(.chooseChild(n - 1))
        case .shelf(.openStory): return .shelf(.openStory(n - 1))
        case .children(.childReport): return .children(.childReport(n - 1))
        case .lesson(.answer): return .lesson(.answer(n - 1))
        case .lesson(.answerNumber): return .lesson(.answerNumber(n))
        case .gate(.typeDigit): return .gate(.typeDigit(n))
        case .home(.backAtHome), .home(.whoIsPlaying), .who(.nextPage), .who(.previousPage), .children(.nextPage),
             .children(.previousPage), .lesson(.press), .lesson(.game), .lesson(.next), .explore(.press), .done(.playAgain),
             .page(.nextPage), .page(.previousPage), .page(.firstPage), .page(.toShelf), .page(.sayWord), .gate(.deleteDigit),
             .gate(.submit), .gate(.close), .grownUps(.showChildren), .grownUps(.reset), .grownUps(.confirmReset),
             .grownUps(.cancelReset), .grownUps(.setting), .grownUps(.quitApp), .grownUps(.leaveGrownUps), .children(.addChild),
             .children(.leaveChildren), .report(.removeChild), .report(.confirmRemove), .report(.cancelRemove),
             .report(.leaveChildPage), .choose, .focusNext, .focusPrevious, .focusFirst, .focusLast, .scrollDown, .scrollUp,
             .hearAgain, .back, .openGate, .hush, .whereAmI, .quit:
            return self
        }
    }

    /// Whether it is a key pressed where every key is an answer or is explored: the key is passed on.
    var takesKey: Bool { with(key: .enter) != nil }

    /// The command with the key pressed filled in, for a trigger that passes its key on (`CommandTable.Trigger.pressed`);
    /// nil for a command that takes no key.
    func with(key: Key) -> Command? {
        switch self {
        case .lesson(.press): return .lesson(.press(key))
        case .lesson(.game(let game)): return game.pressing(key).map { .lesson(.game($0)) }
        case .explore(.press): return .explore(.press(key))
        case .home, .who, .lesson, .done, .shelf, .page, .gate, .grownUps, .children, .report, .choose, .focusNext, .focusPrevious,
             .focusFirst, .focusLast, .scrollDown, .scrollUp, .hearAgain, .back, .openGate, .hush, .whereAmI, .quit:
            return nil
        }
    }
}

/// The app's command, by a name that a screen's own `Command` (`Lesson.Command`) does not hide inside the screen.
public typealias AppCommand = Command
