/// A kind of rule that makes questions (a `generate` rule's `kind`): its name in a pack, the placeholders its
/// sentences may use, its own settings read from the rule, and the questions it makes. A new kind is a type in
/// its activity's folder (`Sources/KidsModel/Activities/<Name>/`) and a line in `Activities.makers`.
public protocol QuestionMaker: Hashable, Sendable {
    /// The rule's `kind` in a pack ("counting").
    static var kind: String { get }
    /// The `{name}` placeholders its sentences (`text`, `spoken`, `label`, and its `templates`) may use.
    static var placeholders: Set<String> { get }
    /// Whether its questions have tiles (2 to 4 `answers`); a key to press has none.
    static var hasTiles: Bool { get }
    /// Its sentences besides the rule's shared ones, checked for placeholders like them.
    func templates(_ rule: Generator) -> [String]
    /// Reads its own settings from the rule (the rule's shared ones are the `Generator`'s).
    init(from decoder: any Decoder) throws
    /// The questions `rule` makes for `activity`, or why it cannot.
    func questions(_ rule: Generator, activity: String, context: Generator.Context) -> Result<[Question], Generator.Problem>
    /// The words of its own settings it teaches, for the pronunciation checks (`ContentPack.taughtWords`); the
    /// shared settings' words (letters, keys, sounds, words, things) are found by the pack.
    func taughtWords() -> [TaughtWord.Kind: [String]]
}

extension QuestionMaker {
    public static var hasTiles: Bool { true }
    public func templates(_ rule: Generator) -> [String] { [] }
    public func taughtWords() -> [TaughtWord.Kind: [String]] { [:] }
}

extension Generator {
    /// What a rule may need of its pack besides its own settings.
    public struct Context: Sendable {
        /// The activity's shapes, each described once (shapes).
        public var shapes: [Shape] = []
        /// The pack's names for keys (keyboard).
        public var keyNames: [String: String] = [:]
    }

    /// A rule's maker, kept with it (`Hashable` through the maker's own equality).
    public struct Maker: Hashable, Sendable {
        public let maker: any QuestionMaker

        public static func == (a: Maker, b: Maker) -> Bool { AnyHashable(a.maker) == AnyHashable(b.maker) }
        public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(maker)) }
    }
}
