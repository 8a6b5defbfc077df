/// How this run was started: the command line's wishes and what was found at start. Set at start; the grown-ups'
/// area changes the few that a run can change (line mode, the voice, the screen reader's choice).
public struct RunOptions: Hashable, Sendable {
    /// `--mute`: nothing is played this run; the settings are not changed.
    public var muted: Bool
    /// `--kiosk` for this run: quitting needs a grown-up, whatever the saved setting says.
    public var kioskOption: Bool
    /// `--keyboard` for this run: the layout drawn and asked about, whatever the setting and the pack say.
    public var keyboardOption: KeyboardLayout?
    /// `--voice`: the voice of this run, over the grown-ups' saved one until they choose another.
    public var voiceOption: String?
    /// Where progress is kept on this computer (nil: nowhere), and where its privacy policy can be read: the
    /// grown-ups' "Your data" says them, and the pages of that screen are counted with them.
    public var dataPath: String?
    /// Whether `dataPath` is in a class folder on a school's network share (grown-ups are told where their data is).
    public var dataShared: Bool
    public var privacyPolicy: String
    /// The screen reader found at start, by name ("Fenrir"); nil when none was.
    public var screenReader: String?
    /// The app's voice leaves the lines to that screen reader: only what the voice alone can say is heard (a
    /// letter's sound, a word to find the first letter of), never two voices at once.
    public var readerSpeaks: Bool
    /// This run shows plain numbered lines (`--plain`, or a screen reader's line mode), not the full screen: the
    /// children are one numbered list, not pages of nine keys.
    public var lineMode: Bool
    /// This run's name in the child's days (`PlayDays`): random at each start, so that two computers' counts add up.
    public var run: String
    /// `--braille` for this run: braille letters and the display in braille, whatever the child's setting says.
    public var braille: Bool = false
    /// The seed of the answer tiles' order (`--seed`): each showing's order follows from it and the showing.
    public var seed: UInt64
    /// The child's time zone, as seconds east of UTC: a child's days are its own (a first try at 00:30 in Paris is on
    /// that day, not the one before).
    public var utcOffset = 0
    /// The class's plan (`Plan`), read from the class folder at start; empty when there is none, or it is not trusted.
    public var plan = Plan()
}
