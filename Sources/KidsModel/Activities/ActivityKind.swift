/// What kind of activity or game a question belongs to, as its folder says: how the activity opens, which screen
/// shows its questions, what a question says when it is shown and asked again, and the checks of its own. The
/// Lesson screen, home, the reports and the checks ask the kind; none of them asks which kind it is. Each kind is a
/// type in its folder (`Sources/KidsModel/Activities/<Name>/`) and a line in `Activities.kinds`; every requirement
/// has a default, that of a question answered by a tile.
public protocol ActivityKind: Sendable {
    /// The kind's name in a pack: an activity's `kind`, or a `generate` rule's.
    static var kind: String { get }
    /// Whether its questions have tiles (2 to 4 `answers`); a key to press has none.
    static var hasTiles: Bool { get }
    /// Whether a question of it without tiles is answered by one key of the keyboard (which the pack's layout must
    /// have); a braille letter is answered by a cell.
    static var answeredByAKey: Bool { get }
    /// Whether it earns stars (trying the keys does not), and whether it has levels (stories do not).
    static var scored: Bool { get }
    static var levelled: Bool { get }
    /// Whether its questions ask about the picture they show (so a question without one is a problem), and whether
    /// that picture is counted, one tap a thing.
    static var asksAboutItsPicture: Bool { get }
    static var countsPicture: Bool { get }
    /// The screen its questions are shown on: `lesson`, `typing` (a key is the answer), `clapping` (Space claps).
    static var screen: ScreenID { get }
    /// Opens activity `index` from home's card.
    static func open(_ index: Int, _ app: inout AppState) -> [Effect]
    /// Opens activity `index` at start (`--open`, with `--question` and `--story`).
    static func launch(_ index: Int, _ app: inout AppState, question: Int?, story: Int?) -> [Effect]
    /// What a question says when it is shown (`question`) or asked again (`again`).
    static func ask(_ lesson: Lesson, _ app: AppState, kind: Utterance.Kind, slower: Bool) -> [Effect]
    /// What follows the kind word after a wrong answer (a word read: sounded out, as a teacher shows how).
    static func afterWrong(_ lesson: Lesson, _ app: AppState) -> [Effect]
    /// How a teacher shows a question's answer, said after the praise and after the kind word alike ("cat, hat:
    /// they rhyme"), and as the example of its game's introduction; none for a kind that models nothing.
    static func model(_ q: Question, _ app: AppState) -> [Utterance]
    /// What the game is, said before its first question of the day, then an example of it played (`model`):
    /// "Rhymes sound the same at the end. Listen:"; nil for a kind that is not introduced.
    static func introduction(_ app: AppState) -> String?
    /// What a question shows, and how it looks.
    static func describe(_ model: inout ScreenModel, _ lesson: Lesson, _ app: AppState)
    /// Its own checks of one of its questions, beyond the ones every question has.
    static func problems(_ q: Question, pictures: [String: Picture]) -> [(rule: ContentProblem.Rule, detail: String)]
    /// `check-content`'s line for an activity of this kind, when it is not "N questions, L levels".
    static func summary(_ activity: Activity, in pack: ContentPack) -> String?
    /// Whether it asks questions (trying the keys does not: every key is its own answer), and whether they are its
    /// stories' (a shelf of stories).
    static var asksQuestions: Bool { get }
    static var hasStories: Bool { get }
    /// The checks of one of its questions that need the pack's language (a letter's sound in that language).
    static func problems(_ q: Question, language: String) -> [(rule: ContentProblem.Rule, detail: String)]
    /// Whether its questions' pictures are words it says (a listening game's): taught words, checked for pronunciation.
    static var saysItsPictures: Bool { get }
    /// The rules of its own that `problems` names (`ContentProblem.Rule`, declared in its folder): listed with every
    /// rule, so that the test of broken packs asks for one of each.
    static var rules: [ContentProblem.Rule] { get }
    /// What the report groups its questions by besides the game, in the CSV's words (a comparison's "distance"), and
    /// a question's value of it; nil for a kind grouped by the game alone.
    static var facet: String? { get }
    static func facet(of q: Question) -> Int?
    /// Its name on the teacher's page, in English (the pack's words translate it), where an activity of several
    /// games reports each; nil for a kind not reported apart.
    static var reportTitle: String? { get }
    /// The deck its rules are dealt in: rules of one deck and several kinds are dealt in turn, a deck apart after the
    /// one before (braille letters after print letters, never between them).
    static var deck: String { get }
    /// The skill a question practises, which mastery is kept by (`Mastery`): "KIND VALUE", the value a letter, a
    /// number, a shape, a key or a level ("letters c", "counting 7", "rhymes level 2"). A teacher's plan names skills
    /// by their value (`--skills s,a,t,p`).
    static func skill(of q: Question) -> String
}

extension ActivityKind {
    public static var hasTiles: Bool { true }
    public static var answeredByAKey: Bool { !hasTiles }
    public static var scored: Bool { true }
    public static var levelled: Bool { scored }
    public static var asksAboutItsPicture: Bool { false }
    public static var countsPicture: Bool { false }
    public static var screen: ScreenID { .lesson }

    public static func open(_ index: Int, _ app: inout AppState) -> [Effect] { launch(index, &app, question: nil, story: nil) }

    public static func launch(_ index: Int, _ app: inout AppState, question: Int?, story: Int?) -> [Effect] {
        app.screen = .lesson(app.makeLesson(activity: index, round: app.newRound(of: index, first: question)))
        return []
    }

    /// The prompt (cutting what was said), then the answers with their keys and, where the picture is counted,
    /// one tap a thing, each waiting for the one before.
    public static func ask(_ lesson: Lesson, _ app: AppState, kind: Utterance.Kind, slower: Bool) -> [Effect] {
        var said = [Effect.speak(lesson.prompt(app, kind: kind, slower: slower))]
        guard hasTiles else { return said }
        said.append(lesson.optionsAfter(app, slower: slower))
        if countsPicture { said += app.taps(app.question(of: lesson).id, count: app.question(of: lesson).picture.count) }
        return said
    }

    public static func afterWrong(_ lesson: Lesson, _ app: AppState) -> [Effect] { [] }
    public static func model(_ q: Question, _ app: AppState) -> [Utterance] { [] }
    public static func introduction(_ app: AppState) -> String? { nil }

    public static func describe(_ model: inout ScreenModel, _ lesson: Lesson, _ app: AppState) {
        model.look = .lesson
        model.lesson(lesson, app)
    }

    public static func problems(_ q: Question, pictures: [String: Picture]) -> [(rule: ContentProblem.Rule, detail: String)] { [] }
    public static func summary(_ activity: Activity, in pack: ContentPack) -> String? { nil }
    public static var rules: [ContentProblem.Rule] { [] }
    public static var facet: String? { nil }
    public static func facet(of q: Question) -> Int? { nil }
    public static var reportTitle: String? { nil }
    public static var deck: String { "" }
    /// Its facet's group when the kind has one ("more distance 3"), else its level ("rhymes level 2").
    public static func skill(of q: Question) -> String {
        if let name = facet, let value = facet(of: q) { return "\(kind) \(name) \(value)" }
        return "\(kind) level \(q.level)"
    }
    public static var asksQuestions: Bool { true }
    public static var saysItsPictures: Bool { false }
    public static var hasStories: Bool { false }
    public static func problems(_ q: Question, language: String) -> [(rule: ContentProblem.Rule, detail: String)] { [] }
}
