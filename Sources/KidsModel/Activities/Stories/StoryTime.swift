/// Story time: a shelf of stories (`Shelf`), each read aloud page by page (`Reading`), then its questions. Stars,
/// no levels.
enum StoryTime: ActivityKind {
    static let kind = "stories"
    static let levelled = false
    static let hasStories = true

    static func launch(_ index: Int, _ app: inout AppState, question: Int?, story: Int?) -> [Effect] {
        var effects: [Effect] = []
        app.show(Shelf.make(activity: index, focus: story, &app))
        if let story { effects += Shelf.open(story, activity: index, &app) }
        // `--question`: that question, in its story's round.
        let activity = app.content.activities[index]
        if let question, let story = activity.story(asking: question) {
            let others = activity.questions(of: story).filter { $0 != question }
            var lesson = app.makeLesson(activity: index, round: Round(queue: [question] + others))
            lesson.story = story
            app.screen = .lesson(lesson)
        }
        return effects
    }

    static func summary(_ activity: Activity, in pack: ContentPack) -> String? {
        func count(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }
        return "\(count(activity.stories.count, "story", "stories")), "
            + "\(count(activity.stories.reduce(0) { $0 + $1.pages.count }, "page", "pages")), "
            + count(activity.questions.count, "question", "questions")
    }
}

extension Activity.Kind {
    public static let stories = Self(rawValue: StoryTime.kind)
}
