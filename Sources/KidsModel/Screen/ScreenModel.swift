/// What is on screen, described once: a pure function of the app's state, made by the screen that can be seen
/// (`ScreenUnit.describe`). The full screen draws it, line mode reads it as lines, the state log and where-am-I name
/// from it and the layout places its controls. Every sentence it holds is made here, in the pack's words, so
/// the renderings cannot say different things.
public struct ScreenModel: Hashable, Sendable {
    /// Which screen.
    public var screen: ScreenID
    /// How it is laid out and drawn.
    public var look: Look
    /// The header's title ("Counting · 3 of 10").
    public var title: String
    /// The header's stars ("★ 3 of 10").
    public var stars: String?
    /// Said in the header when speech cannot be heard ("no sound").
    public var notice: String?
    /// What the screen tells, in order, each with its role.
    public var parts: [Part]
    /// The question's picture, on a lesson.
    public var picture: PictureModel?
    /// The keyboard drawn on the keyboard's screens.
    public var keyboard: KeyboardModel?
    /// The screen's controls, in the order the layout places them.
    public var controls: [ControlModel]
    /// The grown-ups' settings, a line each.
    public var settings: [SettingLine]
    /// The grown-ups' view of progress, an activity each.
    public var summary: [ActivitySummary]
    /// The focused control, if any.
    public var focus: Control?
    /// The keys that work here and what they do, for the footer.
    public var hints: [Hint]
    /// A text screen's page shown (grown-ups, children, a report, their questions); nil on other screens.
    public var page: PanelPage?
    /// The word being heard, as shown, when it is shown here (read-along).
    public var reading: String?
    /// What a braille display shows of a screen that says it itself (a braille letter's cell), not its question and
    /// tiles (`BrailleLine`).
    public var braille: String?

    /// A piece of what the screen tells.
    public struct Part: Hashable, Sendable {
        public enum Role: Hashable, Sendable {
            /// The kind word, praise or notice just said: the full screen keeps it in view.
            case caption
            /// The home screen's welcome.
            case welcome
            /// The full screen's line for a screen-reader user: how to reach line mode.
            case readerHint
            /// The first line of a screen in line mode ("Counting, question 3 of 10.", "All done!").
            case heading
            /// The stars shown, with their words for a listener (`spoken`).
            case stars
            /// A sentence the app says on this screen (the gate's).
            case sentence
            /// The question's text (a lesson), or the gate's multiplication.
            case prompt
            /// The picture in words (never giving the answer away).
            case description
            /// A number question's answers in words, in counting order.
            case choices
            /// What to type, in line mode.
            case instructions
            /// What has been typed into the gate.
            case entry
            /// What the grown-ups are told: their data, the policy, a sound problem, a notice.
            case information
            /// An activity's progress, in line mode (the full screen draws `summary`).
            case progress
        }

        public var role: Role
        public var text: String
        /// The name an utterance reads it by (`Utterance.reads`): the screen's sentence, the caption; nil for a part
        /// nothing reads.
        public var id: PartID?
        /// The word being heard (from 0, split at spaces), while it is read aloud.
        public var lit: Int?
        /// The words for a listener, when they differ from what is shown ("3 of 10 stars" for "★ 3 of 10").
        public var spoken: String?
        /// A shorter form, for a window with no room for `text` (a question's short line).
        public var short: String?

        public init(_ role: Role, _ text: String, id: PartID? = nil, lit: Int? = nil, spoken: String? = nil, short: String? = nil) {
            self.role = role
            self.text = text
            self.id = id
            self.lit = lit
            self.spoken = spoken
            self.short = short
        }
    }

    /// A text for a listener when it holds the speaker mark of a sound or word only heard (`((•))`, a picture on
    /// the full screen, which a screen reader reads as "bullet"): the mark named in words, "(listen)". Nil without one.
    public static func heard(_ text: String, words: Words) -> String? {
        text.contains(Generator.soundMark) ? text.replacing(Generator.soundMark, with: words("(listen)")) : nil
    }

    /// A control as the screen shows it.
    public struct ControlModel: Hashable, Sendable {
        public enum Mark: Hashable, Sendable { case normal, focused, setAside, right }

        public var control: Control
        /// The key shown on it ("1", "r"), or none.
        public var key: String
        /// Its words on screen ("Counting", "r Reset", "Next ▶").
        public var label: String
        /// How line mode lists it ("1. Counting, 0 of 80 stars, level 1"); nil when line mode does not.
        public var line: String?
        /// A card's note, widest first: the view takes the first that fits.
        public var notes: [String] = []
        /// A picture drawn in it: an answer's (by name) or an activity's symbol.
        public var picture: String?
        public var mark: Mark
        /// When not, it does nothing and is drawn so.
        public var enabled = true
        /// Its answer is being read aloud.
        public var lit = false
        /// Drawn only when true (Next before the answer is found is placed but not drawn).
        public var drawn = true
    }

    /// One line of the grown-ups' settings: the settings its keys change, and what it says.
    public struct SettingLine: Hashable, Sendable {
        public var settings: [Setting]
        /// Their keys as line mode names them ("-/+").
        public var keys: String
        public var text: String
    }

    /// An activity's progress, for grown-ups: each piece in the pack's words; the views only join them.
    public struct ActivitySummary: Hashable, Sendable {
        public var title: String
        public var stars: Int
        public var total: Int
        /// "3 of 10 stars".
        public var starsSpoken: String
        /// "level 1 of 4"; empty when the activity has one level.
        public var level: String
        /// "up to 5"; empty when the level has no name.
        public var levelName: String
        /// "2 in review: …"; nil when none is.
        public var review: String?
        /// "0 in review"/"2 in review: …", as line mode says it.
        public var reviewSpoken: String
        /// "Hardest: How many apples? (3 set aside)", the hardest first.
        public var hardest: [String]
    }

    /// A key and what it does, for the footer.
    public struct Hint: Hashable, Sendable {
        public var keys: String
        public var words: String
    }

    /// The question's picture: the pack's art (by name) and how many, or a letter or word drawn large.
    public struct PictureModel: Hashable, Sendable {
        public var name: String
        public var count: Int
        public var letter: String?
        /// Whether its objects are counted (a counting question: they are lit and numbered as they are tapped).
        public var counts: Bool
        /// The object lit by the counting tap being heard, from 1.
        public var lit: Int?
        /// How many objects have been counted so far: each has its number under it.
        public var counted: Int
        /// A word drawn large a grapheme at a time (a word to read, the letters spelled so far), and the grapheme lit.
        public var letters: [String]? = nil
        public var litLetter: Int? = nil
        /// A figure drawn in text under the picture (a number track, a die's face, a ten-frame), a line each,
        /// centred; its words are in the question (the full screen alone draws it).
        public var figure: [String]? = nil
    }

    /// The parts with this role.
    public func parts(_ role: Part.Role) -> [Part] { parts.filter { $0.role == role } }

    /// The text of the first part with this role.
    public func text(_ role: Part.Role) -> String? { parts.first { $0.role == role }?.text }

    /// The model of a control, if the screen has it.
    public func control(_ control: Control) -> ControlModel? { controls.first { $0.control == control } }

    /// Where its controls go at `size`; nil below the minimum size.
    public func layout(_ size: Size) -> Layout? {
        let widest = look == .panel ? controls.filter(\.drawn).map { CellWidth.of($0.label) }.max() ?? 0 : 0
        return Layout.make(look, controls: controls.map(\.control), keyboard: keyboard, page: text(.prompt), widest: widest, size: size)
    }
}
