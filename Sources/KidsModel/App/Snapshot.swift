
/// What is shown, as one `--state-log` line: the keys of DESIGN §5. Tests read these instead of the screen.
///
/// Keys may be added, never renamed. Keys that do not apply to a screen are left out.
public struct Snapshot: Hashable, Sendable, Codable {
    /// Whether speech can be heard, and whether it is heard now.
    public enum Speech: String, Hashable, Sendable, Codable {
        case idle, speaking
        /// `--mute`.
        case muted
        /// Grown-ups turned it off.
        case off
        /// No sound device, or eSpeak's data is missing.
        case unavailable
    }

    /// The screen, as the log names it (the grown-ups' Reset question is `grown-ups` with `confirming`).
    public var screen: ScreenID
    public var activity: String?
    public var question: String?
    /// The question's position in its activity, from 1.
    public var index: Int?
    /// How many questions the activity has.
    public var count: Int?
    /// Stars in the activity (home: in the whole pack).
    public var stars: Int?
    public var answered: Bool?
    public var setAside: [String]?
    /// The focused control's name (`Control.name`).
    public var focus: String?
    /// Absent on the too-small screen.
    public var layout: Layout.Arrangement?
    /// `80x24`.
    public var size: String
    public var speech: Speech
    /// Gate: how many digits are typed (never the digits: the log is not for children, but still).
    public var typed: Int?
    /// Gate: shut for a while after three wrong answers.
    public var locked: Bool?
    /// Grown-ups: waiting for yes or no to Reset Progress.
    public var confirming: Bool?
    /// The kind word, praise or notice shown under what was said, on a child's screen.
    public var caption: String?
    /// The answer IDs in tile order (shuffled for each showing).
    public var order: [String]?
    /// The child's level in the activity.
    public var level: Int?
    /// The question's place in its round and the round's length: `3/10`.
    public var round: String?
    /// The word being heard, highlighted on screen (read-along); absent when nothing is read.
    public var reading: String?
    /// True while the progress shown has changes not yet on disk (saves go on in the background); absent once
    /// everything shown is saved. Set by the front end, which carries out the saves.
    public var saving: Bool?
    /// Kiosk mode (`--kiosk` or the saved setting): quitting needs a grown-up. On every line.
    public var kiosk: Bool
    /// The child playing (an animal: `fox`); absent when progress is kept nowhere.
    public var child: String?
    /// The grown-ups' report: whose it is.
    public var reportOf: String?
    /// The keyboard's screens: the key pressed last (`KeyName.id`: "b", "space", "up"), lit on the drawn keyboard.
    public var pressed: String?
    /// A question's game's own state, as the game writes it: the claps or taps so far ("2"), the letters spelled ("ca").
    public var play: String?
    /// A story being read (or whose questions are asked): its ID.
    public var story: String?
    /// A story's page being read, and how many it has: `3/6`.
    public var page: String?
    /// The keyboard's screens: the layout drawn (`qwerty`, `azerty`, `qwertz`, `es`).
    public var keyboard: KeyboardLayout?
    /// Full screen: how pictures are drawn, once chosen from the terminal's answers (`blocks`, `symbols (256
    /// colours)`, `pixels (sixel, cells of 10x20)`), and `choosing` until then (a frame drawn before the terminal
    /// answered, in block art, whose pictures are drawn again). Absent in line mode. Set by the front end.
    public var pictures: String?

    /// The line for what `state` shows.
    public init(_ state: AppState) {
        self.init(state, model: ScreenModel(state))
    }

    /// The line for what `model` (of `state`) shows.
    public init(_ state: AppState, model: ScreenModel) {
        size = state.size.description
        kiosk = state.kiosk
        child = state.child
        layout = model.layout(state.size)?.arrangement
        focus = model.focus?.name
        speech = state.soundProblem != nil ? .unavailable : state.muted ? .muted
            : !state.progress.settings.speechOn ? .off : state.speaking != nil ? .speaking : .idle
        // As the log names it: the questions asked first are their screens' (`confirming` says the rest).
        screen = model.screen == .confirmReset ? .grownUps : model.screen == .confirmRemove ? .report : model.screen
        // Where the child is, whatever lies over it; then what the screen shown adds.
        state.screen.unit.log(&self, state)
        guard !state.isTooSmall else { return }
        reading = model.reading
        if let over = state.overlay {
            over.unit.log(&self, state)
        } else {
            caption = model.text(.caption)
            keyboard = model.keyboard?.layout
        }
    }

    /// One JSON line, keys sorted, no trailing newline.
    public var jsonLine: String {
        // Strings, numbers and flat lists always encode; "{}" would show in a test as a line with no screen.
        JSON.line(self) ?? "{}"
    }
}
