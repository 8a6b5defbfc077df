/// A kind of rule that makes questions (a `generate` rule's `kind`): its name in a pack, the placeholders its
/// sentences may use, its own settings read from the rule, and the questions it makes. A new kind is a type in
/// its activity's folder (`Sources/KidsModel/Activities/<Name>/`) and a line in `Activities.makers`.
public protocol QuestionMaker: ActivityKind, Hashable, Sendable {
    /// The `{name}` placeholders its sentences (`text`, `spoken`, and its `templates`) may use.
    static var placeholders: Set<String> { get }
    /// The placeholders its sentences (`text`, and `spoken` when it has one) must use: a game that never said its
    /// word, or its sounds, could not be played.
    static var required: Set<String> { get }
    /// Its sentences besides the rule's shared ones (a letter's tile, a thing's question), checked for placeholders
    /// like them.
    func templates(_ rule: Generator) -> [String]
    /// Reads its own settings from the rule (the rule's shared ones are the `Generator`'s); keys of other kinds are
    /// not its business.
    init(from decoder: any Decoder) throws
    /// The questions `rule` makes for `activity`, or why it cannot.
    func questions(_ rule: Generator, activity: String, context: Generator.Context) -> Result<[Question], Generator.Problem>
    /// The words of its own settings it teaches, in order, for the pronunciation checks (`ContentPack.taughtWords`):
    /// letter names and sounds, first-letter words, counted things, colours. The pack finds no word in a rule itself.
    func taughtWords(_ context: Generator.Context) -> [TaughtWord.Given]
    /// The sounds it says alone (a blend's), each by its IPA and eSpeak's mnemonics: another game's model holds a
    /// word's first sound as the pack says it.
    var soundsAlone: [(ipa: String, sound: String)] { get }
    /// The problems of its settings that the pack's language shows (a letter eSpeak names wrongly in Spanish).
    func ruleProblems(language code: String) -> [(rule: ContentProblem.Rule, detail: String)]
    /// The problems of its settings that its activity and pack show (a word offered before its letters are taught).
    func ruleProblems(_ rule: Generator, context: Generator.Context) -> [(rule: ContentProblem.Rule, detail: String)]
}

extension QuestionMaker {
    public static var required: Set<String> { [] }
    public func templates(_ rule: Generator) -> [String] { [] }
    public func taughtWords(_ context: Generator.Context) -> [TaughtWord.Given] { [] }
    public var soundsAlone: [(ipa: String, sound: String)] { [] }
    public func ruleProblems(language code: String) -> [(rule: ContentProblem.Rule, detail: String)] { [] }
    public func ruleProblems(_ rule: Generator, context: Generator.Context) -> [(rule: ContentProblem.Rule, detail: String)] { [] }
}

extension Generator {
    /// What a rule needs of its activity (the shapes it describes) and of its pack (the names of keys, the pictures)
    /// besides its own settings.
    public struct Context: Sendable {
        /// The activity's shapes, each described once (shapes).
        public var shapes: [Shape] = []
        /// The pack's names for keys (keyboard).
        public var keyNames: [String: String] = [:]
        /// The pack's pictures: a game's words are its pictures' labels, said as their `ipa` writes.
        public var pictures: [String: Picture] = [:]
        /// The activity's taught order for reading (the Words card's games), if it has one.
        public var phonics: Phonics? = nil
        /// The app's own words in the pack's language (a braille cell's dots, named in them).
        public var words = Words()
    }

    /// A rule's maker, kept with it (`Hashable` through the maker's own equality).
    public struct Maker: Hashable, Sendable {
        public let maker: any QuestionMaker

        public static func == (a: Maker, b: Maker) -> Bool { AnyHashable(a.maker) == AnyHashable(b.maker) }
        public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(maker)) }
    }
}
