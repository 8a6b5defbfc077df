/// How a screen is laid out and drawn: a screen chooses one (`ScreenModel.look`), and the layout and the full
/// screen's painter go by it, as ratatui's screens choose their widgets. A new screen that looks like one of these
/// needs no layout or drawing of its own.
public enum Look: Hashable, Sendable, CaseIterable {
    /// Cards, an activity each, under the welcome.
    case home
    /// A question: its picture and text, answer tiles, Next.
    case lesson
    /// A question answered by a key: the question above the drawn keyboard.
    case typing
    /// The drawn keyboard under a sentence and the key named last.
    case explore
    /// Big tiles, a child each.
    case who
    /// A tile a story.
    case shelf
    /// A story's page: its picture, its text, the buttons.
    case story
    /// The stars and two buttons.
    case done
    /// A keypad.
    case gate
    /// A text screen, paged when it does not fit, and its buttons (the grown-ups' screens).
    case panel
    /// A request for a bigger window, alone.
    case tooSmall
}
