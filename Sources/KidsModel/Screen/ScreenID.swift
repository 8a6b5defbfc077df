/// Which screen is shown: the one name for it in the whole app. The command table's keys, the layout's
/// placing of controls, the state log's `screen`, where-am-I and the views all go by it (`ScreenModel.screen`).
public enum ScreenID: String, Hashable, Sendable, CaseIterable, Codable {
    case home, lesson, done, gate
    /// A `keyboard` question: every letter and digit key is an answer, so the commands use other keys. The state
    /// log calls it a lesson.
    case typing
    /// A syllables question: Space claps (each clap moves to the tile of the claps so far), `h` hears it again.
    /// The state log calls it a lesson.
    case clapping
    /// "Try the keys": every key says its name.
    case explore
    /// "Who is playing?": the children, each an animal.
    case who
    /// The stories' shelf.
    case shelf
    /// A page of a story, read aloud: the arrows turn the pages, Tab goes from word to word.
    case story
    /// The grown-ups' "Children": add one, or open one's report.
    case children
    /// A child's report, for grown-ups.
    case report
    /// A child's report while removing the child waits for yes or no.
    case confirmRemove = "confirm-remove"
    case grownUps = "grown-ups"
    /// The grown-ups' area while Reset Progress waits for yes or no.
    case confirmReset = "confirm-reset"
    /// The window is below the minimum size; shown over everything.
    case tooSmall = "too-small"

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
    /// The screens a question is asked on with tiles (`lesson`, `clapping`): their keys are the lesson's.
    public static let asking = allCases.filter { $0.traits.asking }

    /// What a screen is, each said once in one exhaustive switch: a new screen does not compile until it says
    /// which of the lists above it is in (they were hand-kept lists, and a screen left out of `focusing` silently
    /// lost Enter and Tab). `TraitsTests` checks them against what each screen does.
    public struct Traits: Hashable, Sendable {
        /// Its name in `--help`'s list of keys (nil: not listed there, as too small is not).
        public var help: String?
        public var focusing = false, paged = false, child = false, lettered = false, keyed = false
        /// A question with tiles is asked on it: the lesson's keys (digits, Esc, `n`, Enter) are its.
        public var asking = false
    }

    public var traits: Traits {
        switch self {
        case .home, .done, .who, .shelf: return Traits(help: rawValue, focusing: true, child: true, lettered: true)
        case .lesson: return Traits(help: rawValue, focusing: true, child: true, lettered: true, asking: true)
        case .clapping: return Traits(help: "claps", focusing: true, child: true, lettered: true, asking: true)
        case .story: return Traits(help: rawValue, child: true, lettered: true)
        case .typing: return Traits(help: "keyboard", child: true, keyed: true)
        case .explore: return Traits(help: "keys", child: true, keyed: true)
        case .grownUps, .children, .report: return Traits(help: rawValue, focusing: true, paged: true)
        case .confirmReset: return Traits(help: "reset?", focusing: true, paged: true)
        case .confirmRemove: return Traits(help: "remove?", focusing: true, paged: true)
        case .gate: return Traits(help: rawValue)
        case .tooSmall: return Traits()
        }
    }

    /// The name the state log gives it: the grown-ups' area is one screen there, `confirming` says the rest; a
    /// keyboard question is a lesson.
    public var logName: String {
        switch self {
        case .confirmReset: return ScreenID.grownUps.rawValue
        case .confirmRemove: return ScreenID.report.rawValue
        case .typing, .clapping: return ScreenID.lesson.rawValue
        case .home, .lesson, .done, .gate, .explore, .who, .shelf, .story, .children, .report, .grownUps, .tooSmall: return rawValue
        }
    }

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
