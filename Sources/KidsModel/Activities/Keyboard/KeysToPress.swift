/// A key to press, named, by its sound or as a word's first letter (`Generator.keyboard`): no tiles, the key is the
/// answer, every letter and digit key an answer on its screen (`typing`).
struct KeysToPress: QuestionMaker {
    static let kind = "keyboard"
    static let placeholders: Set<String> = ["key", "sound", "word"]
    static let hasTiles = false
    static let screen = ScreenID.typing

    init(from decoder: any Decoder) throws {}

    func questions(_ rule: Generator, activity: String, context: Generator.Context) -> Result<[Question], Generator.Problem> {
        rule.keyboard(activity, names: context.keyNames)
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
