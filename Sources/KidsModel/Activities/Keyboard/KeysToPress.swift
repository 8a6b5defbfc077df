/// A key to press, named, by its sound or as a word's first letter (`KeysToPress+Questions`): no tiles, the key is
/// the answer, every letter and digit key an answer on its screen (`typing`).
struct KeysToPress: QuestionMaker {
    static let kind = "keyboard"
    /// A key by its name ("keyboard m"), or a letter's sound, heard alone or at a word's start ("sound m").
    static func skill(of q: Question) -> String {
        "\(q.id.contains(".sound.") || q.id.contains(".word.") ? "sound" : kind) \(q.correct.lowercased())"
    }
    static let placeholders: Set<String> = ["key", "sound", "word"]
    static let hasTiles = false
    static let screen = ScreenID.typing

    /// How the key is asked for: by its name, by its sound, or as the first letter of a word heard.
    enum Mode: String, CaseIterable, Hashable, Sendable {
        case keys, sounds, words
    }

    /// A key and its sound in eSpeak's phoneme mnemonics ("m", said `[[m]]`).
    struct Sound: Hashable, Sendable, Decodable {
        var key: String
        var sound: String
    }

    var mode: Result<Mode, Generator.Problem>
    /// The group of keys asked for by name ("home", "vowels"), which names their questions' IDs.
    var name: String
    /// The keys to ask for by name, in order.
    var keys: String
    /// The keys to ask for by their sound.
    var sounds: [Sound]
    /// The words whose first letter's key is asked for.
    var words: [String]

    private enum CodingKeys: String, CodingKey { case mode, name, keys, sounds, words }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        mode = Generator.mode(try c.decodeIfPresent(String.self, forKey: .mode), of: Self.kind)
        name = try c.decodeIfPresent(String.self, forKey: .name) ?? ""
        keys = try c.decodeIfPresent(String.self, forKey: .keys) ?? ""
        sounds = try c.decodeIfPresent([Sound].self, forKey: .sounds) ?? []
        words = try c.decodeIfPresent([String].self, forKey: .words) ?? []
    }

    /// A child who has not played the keyboard yet tries the keys first; leaving them goes on to the game.
    static func open(_ index: Int, _ app: inout AppState) -> [Effect] {
        guard !app.progress.hasPlayed(app.content.activities[index]), let keys = app.content.activities.firstIndex(where: { $0.kind == .explore }) else {
            return launch(index, &app, question: nil, story: nil)
        }
        app.show(Explore.make(activity: keys, then: index, &app))
        return []
    }

    /// The key asked for drawn large, the question, the keyboard.
    static func describe(_ model: inout ScreenModel, _ lesson: Lesson, _ app: AppState) {
        model.look = .typing
        model.typing(lesson, app)
    }

    static func problems(_ q: Question, pictures: [String: Picture]) -> [(rule: ContentProblem.Rule, detail: String)] {
        ContentChecker.keyboardProblems(q)
    }
}

extension Activity.Kind {
    public static let keyboard = Self(rawValue: KeysToPress.kind)
}

extension ScreenID {
    /// A `keyboard` question: every letter and digit key is an answer, so the commands use other keys. The state
    /// log calls it a lesson.
    public static let typing = ScreenID("typing", Traits(help: "keyboard", child: true, keyed: true, question: true), logName: "lesson")
}
