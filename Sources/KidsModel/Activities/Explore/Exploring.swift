/// "Try the keys": no questions; every key says its name, on its own screen (`Explore`). No stars, no levels.
enum Exploring: ActivityKind {
    static let kind = "explore"
    static let scored = false
    static let asksQuestions = false

    static func launch(_ index: Int, _ app: inout AppState, question: Int?, story: Int?) -> [Effect] {
        app.show(Explore.make(activity: index, &app))
        return []
    }

    static func summary(_ activity: Activity, in pack: ContentPack) -> String? {
        "every key says its name (\(pack.keyboard.layout.explored) keys of \(pack.keyboard.layout.title))"
    }
}

extension Activity.Kind {
    public static let explore = Self(rawValue: Exploring.kind)
}
