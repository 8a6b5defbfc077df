/// Which screen is shown: the one name for it in the whole app. The command table's keys, the layout's
/// placing of controls, the state log's `screen`, where-am-I and the views all go by it (`ScreenModel.screen`).
///
/// Open, like `ContentProblem.Rule`: the app's screens are declared here, a game's own screen (the syllables game's
/// `clapping`, the keyboard's `typing`) in its folder as its kind's `screen`, and `allCases` gathers them from the
/// registry. Each says what it is (`traits`) where it is declared, so a new screen does not exist without saying
/// which of the lists below it is in (they were hand-kept lists, and a screen left out of `focusing` silently lost
/// Enter and Tab). `TraitsTests` checks them against what each screen does.
public struct ScreenID: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Its name in the command table and `--help`'s keys ("confirm-reset").
    public let rawValue: String
    public let traits: Traits
    /// The name the state log gives it: the grown-ups' area is one screen there, `confirming` says the rest; a
    /// game's question is a lesson.
    public let logName: String

    public init(_ rawValue: String, _ traits: Traits, logName: String? = nil) {
        self.rawValue = rawValue
        self.traits = traits
        self.logName = logName ?? rawValue
    }

    /// What a screen is.
    public struct Traits: Hashable, Sendable {
        /// Its name in `--help`'s list of keys (nil: not listed there, as too small is not).
        public var help: String?
        public var focusing = false, paged = false, child = false, lettered = false, keyed = false
        /// A question is asked on it (the lesson, or a game's screen of its own): Next, Hear again and Back are there.
        public var question = false
        /// A question with tiles is asked on it: the lesson's keys (digits, Esc, `n`, Enter) are its.
        public var asking = false
        /// Keys its game takes for itself (Space claps), which the shared rows leave to it.
        public var taken: [Key] = []

        public init(help: String? = nil, focusing: Bool = false, paged: Bool = false, child: Bool = false, lettered: Bool = false,
                    keyed: Bool = false, question: Bool = false, asking: Bool = false, taken: [Key] = []) {
            self.help = help
            self.focusing = focusing
            self.paged = paged
            self.child = child
            self.lettered = lettered
            self.keyed = keyed
            self.question = question || asking
            self.asking = asking
            self.taken = taken
        }
    }

    public var description: String { rawValue }
    /// Equal by name: a name is one screen.
    public static func == (a: ScreenID, b: ScreenID) -> Bool { a.rawValue == b.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    public static let home = ScreenID("home", Traits(help: "home", focusing: true, child: true, lettered: true))
    public static let lesson = ScreenID("lesson", Traits(help: "lesson", focusing: true, child: true, lettered: true, asking: true))
    public static let done = ScreenID("done", Traits(help: "done", focusing: true, child: true, lettered: true))
    public static let gate = ScreenID("gate", Traits(help: "gate"))
    /// "Try the keys": every key says its name.
    public static let explore = ScreenID("explore", Traits(help: "keys", child: true, keyed: true))
    /// "Who is playing?": the children, each an animal.
    public static let who = ScreenID("who", Traits(help: "who", focusing: true, child: true, lettered: true))
    /// The stories' shelf.
    public static let shelf = ScreenID("shelf", Traits(help: "shelf", focusing: true, child: true, lettered: true))
    /// A page of a story, read aloud: the arrows turn the pages, Tab goes from word to word.
    public static let story = ScreenID("story", Traits(help: "story", child: true, lettered: true))
    /// The grown-ups' "Children": add one, or open one's report.
    public static let children = ScreenID("children", Traits(help: "children", focusing: true, paged: true))
    /// A child's report, for grown-ups.
    public static let report = ScreenID("report", Traits(help: "report", focusing: true, paged: true))
    /// A child's report while removing the child waits for yes or no.
    public static let confirmRemove = ScreenID("confirm-remove", Traits(help: "remove?", focusing: true, paged: true), logName: "report")
    public static let grownUps = ScreenID("grown-ups", Traits(help: "grown-ups", focusing: true, paged: true))
    /// The grown-ups' area while Reset Progress waits for yes or no.
    public static let confirmReset = ScreenID("confirm-reset", Traits(help: "reset?", focusing: true, paged: true), logName: "grown-ups")
    /// The window is below the minimum size; shown over everything.
    public static let tooSmall = ScreenID("too-small", Traits())

    /// Every screen: the app's, then each kind's own (`ActivityKind.screen`), in the registry's order.
    public static let allCases: [ScreenID] = {
        var all = [home, lesson, done, gate, explore, who, shelf, story, children, report, confirmRemove, grownUps, confirmReset, tooSmall]
        for screen in Activities.kinds.map({ $0.screen }) where !all.contains(screen) { all.append(screen) }
        return all
    }()

    /// The screen called `name`, if there is one.
    public init?(rawValue name: String) {
        guard let screen = Self.allCases.first(where: { $0.rawValue == name }) else { return nil }
        self = screen
    }

    /// The text screens, paged when their lines do not fit (`PanelText`).
    public static let paged = allCases.filter { $0.traits.paged }
    /// The screens where focus moves and Enter chooses.
    public static let focusing = allCases.filter { $0.traits.focusing }
    /// The child's screens (the gate and the grown-ups' area lie over one of them).
    public static let child = allCases.filter { $0.traits.child }
    /// The child's screens where the letter keys are commands (`s` hushes, `w` says where the child is).
    public static let lettered = allCases.filter { $0.traits.lettered }
    /// The screens where every letter and digit key is an answer or a key to explore.
    public static let keyed = allCases.filter { $0.traits.keyed }
    /// The screens a question is asked on, with tiles or not.
    public static let questions = allCases.filter { $0.traits.question }
    /// The screens a question is asked on with tiles (`lesson`, `clapping`): their keys are the lesson's.
    public static let asking = allCases.filter { $0.traits.asking }
    /// The screens a question is answered on by a key (`typing`).
    public static let keyedQuestions = questions.filter { $0.traits.keyed }
    /// The screens a question is answered on by one key, which is the answer (`typing`); not those whose game takes the
    /// keys and Enter for itself (spelling: letters are typed, then Enter checks).
    public static let oneKeyQuestions = keyedQuestions.filter { !$0.traits.taken.contains(.enter) }

    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let screen = ScreenID(rawValue: name) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no screen '\(name)'"))
        }
        self = screen
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(logName)
    }
}
