/// The child's screens. The gate and the grown-ups area lie over one of them (`Overlay`), so that closing
/// them returns to exactly where the child was.
public enum Screen: Hashable, Sendable {
    case home(focus: Control)
    case lesson(Lesson)
    case done(Done)
    /// "Try the keys": every key says its name.
    case explore(Explore)
    /// "Who is playing?": each child an animal, on a big tile.
    case who(Who)
    /// The stories' shelf: each story a tile with its cover.
    case shelf(Shelf)
    /// A page of a story, read aloud.
    case story(Reading)
}

/// The shelf of a `stories` activity: a tile a story, the focus, and which showing (said once each).
public struct Shelf: Hashable, Sendable {
    /// Position of the activity in the pack.
    public var activity: Int
    public var focus: Control
    public var showing: Int
}

/// A story being read: which page, the word reached with Tab (said alone), and which showing of the page (each
/// page is read aloud once a showing).
public struct Reading: Hashable, Sendable {
    /// Position of the activity in the pack.
    public var activity: Int
    /// Position of the story in the activity.
    public var story: Int
    /// Position of the page in the story.
    public var page: Int
    /// The word reached with Tab or a click (from 0, split at spaces), said alone; nil until one is.
    public var word: Int?
    /// Whether line mode says the keys on this page: on the first page shown after the story is opened.
    public var tellKeys: Bool
    public var showing: Int
}

/// "Who is playing?": the children as tiles, the focus, and which showing (said once each).
public struct Who: Hashable, Sendable {
    public var focus: Control
    public var showing: Int
}

/// The `keys` activity's screen: each key pressed is named and lit on the drawn keyboard. No stars, no score.
public struct Explore: Hashable, Sendable {
    /// Position of the activity in the pack.
    public var activity: Int
    /// The key pressed last, lit on the keyboard.
    public var pressed: Key?
    /// The `keyboard` activity it was offered before (a child who has not played it yet): leaving goes on to it.
    public var then: Int?
    /// Which showing this is; its sentence is said once per showing.
    public var showing: Int
}

/// A question being shown, in its round.
public struct Lesson: Hashable, Sendable {
    /// Position of the activity in the pack.
    public var activity: Int
    /// The round the question is asked in.
    public var round: Round
    /// Position of the question in the activity.
    public var question: Int { round.question }
    /// The question's answers in tile order (positions in the pack's list), shuffled for each showing.
    public var order: [Int]
    /// Answer IDs set aside, in the order they were chosen.
    public var setAside: [String] = []
    /// Whether the right answer has been chosen (Next is shown).
    public var answered = false
    /// Number answers: the digits typed so far of a number of more than one digit ("1" on the way to 13).
    public var typed = ""
    /// A keyboard question: the key pressed last, lit on the drawn keyboard.
    public var pressed: Key?
    /// A story's questions, asked after its last page: the story's position (the round is its questions alone).
    public var story: Int?
    public var focus: Control
    /// Which showing of a question this is; the prompt is spoken once per showing.
    public var showing: Int
}

/// The "All done!" screen of an activity.
public struct Done: Hashable, Sendable {
    public var activity: Int
    /// After a story's questions: the story, read again from its first page by Play again.
    public var story: Int?
    public var focus: Control = .button(.playAgain)
}

/// The gated screens over the child's screen.
public enum Overlay: Hashable, Sendable {
    /// The parental gate; the typed digits and the question live in `AppState.gate`.
    case gate
    case grownUps(GrownUps)
    /// The grown-ups' "Children": each child's animal, to add one or open one's report.
    case children(focus: Control)
    /// One child's report, read from its file; removing the child is asked first.
    case report(ChildPage)
}

/// A child's report in the grown-ups' area: whose, what its file holds (nil until it is read), and whether
/// removing it waits for yes or no.
public struct ChildPage: Hashable, Sendable {
    public var child: String
    public var progress: Progress?
    public var confirming = false
    public var focus: Control = .button(.leaveChildPage)
}

public struct GrownUps: Hashable, Sendable {
    /// Reset Progress was chosen and waits for yes or no.
    public var confirming = false
    public var focus: Control = .button(.reset)

    /// The area's buttons, in focus order: the settings, or yes and no while Reset waits for an answer.
    public static func buttons(confirming: Bool) -> [Command] {
        CommandTable.buttons(on: confirming ? .confirmReset : .grownUps)
    }
}
