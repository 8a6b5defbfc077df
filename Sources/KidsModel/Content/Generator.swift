/// A rule in an activity file that makes questions, so that a pack need not write them one by one
/// (DESIGN §3, docs/CONTENT.md). What it makes is checked like any written question.
///
/// The rule is an envelope: the settings every kind has (`kind`, `level`, `answers`, `text`, `spoken`) and the
/// maker of its kind, which reads its own settings from the same JSON object (`QuestionMaker`, in its activity's
/// folder). A key no part reads is ignored, as anywhere in a pack (docs/DECISIONS.md, issue 52). Each kind makes
/// readable, stable IDs from what the question is about, so stars and reviews stay attached when a pack grows:
/// `counting.apple.7`, `letters.upper.B`, `letters.match.b`, `shapes.circle`, `shapes.find.circle`.
public struct Generator: Hashable, Sendable, Decodable {
    /// Which kind of rule it is (`QuestionMaker.kind`: counting, letters, shapes, keyboard, …).
    public var kind: String
    /// The maker of its kind, with its own settings; nil when the kind is none the app knows.
    public var maker: Maker?
    public var level: Int
    /// How many answer tiles each question has.
    public var answers: Int
    /// The question's text and spoken templates, with the placeholders its kind fills (`{letter}`, `{the}`, …).
    public var text: String
    public var spoken: String

    private enum CodingKeys: String, CodingKey {
        case kind, level, answers, text, spoken
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        kind = try c.decodeIfPresent(String.self, forKey: .kind) ?? ""
        level = try c.decodeIfPresent(Int.self, forKey: .level) ?? 1
        answers = try c.decodeIfPresent(Int.self, forKey: .answers) ?? 3
        text = try c.decodeIfPresent(String.self, forKey: .text) ?? ""
        spoken = try c.decodeIfPresent(String.self, forKey: .spoken) ?? ""
        maker = try Activities.maker(kind).map { Maker(maker: try $0.init(from: decoder)) }
    }

    /// The questions this rule makes for activity `activity`, with what it needs of the activity and the pack, or
    /// why it cannot make them.
    func questions(activity: String, context: Context = Context()) -> Result<[Question], Problem> {
        // Each kind's name by a closure: a key path to a static member through an existential metatype
        // (`\.kind`) crashes this compiler (Swift 6.3.1) as it lowers the function.
        guard let maker = maker?.maker else {
            return .failure(Problem("kind '\(kind)' is not one of \(Activities.makers.map { $0.kind }.joined(separator: ", "))"))
        }
        return questions(by: maker, activity: activity, context: context)
    }

    /// The questions `maker` makes of this rule, once the rule's shared settings are checked.
    private func questions<Kind: QuestionMaker>(by maker: Kind, activity: String, context: Context) -> Result<[Question], Problem> {
        let placeholders = Kind.placeholders
        guard (1...Activity.levelLimit).contains(level) else {
            return .failure(Problem("'level' is 1 to \(Activity.levelLimit), not \(level)"))
        }
        guard !Kind.hasTiles || ContentChecker.answerLimit.contains(answers) else {
            return .failure(Problem("'answers' is \(ContentChecker.answerLimit.lowerBound) to \(ContentChecker.answerLimit.upperBound), not \(answers)"))
        }
        // A placeholder the kind does not fill would be shown to the child as it is written.
        let templates = [text, spoken] + maker.templates(self)
        let unknown = templates.flatMap { Words.placeholders($0) }.filter { !placeholders.contains($0) }
        if let first = unknown.sorted().first {
            let known = placeholders.sorted().map { "{\($0)}" }
            return .failure(Problem("'{\(first)}' is not filled in by \(kind) generators"
                                    + (known.isEmpty ? " (they have no placeholders)" : " (they fill \(known.joined(separator: ", ")))")))
        }
        for sentence in [text, spoken] where !sentence.isEmpty {
            if let missing = Kind.required.subtracting(Words.placeholders(sentence)).sorted().first {
                return .failure(Problem("'\(sentence)' does not say {\(missing)}: a \(kind) question says it"))
            }
        }
        // Each question knows the kind of rule that made it: the Lesson screen asks that kind how to ask it.
        return maker.questions(self, activity: activity, context: context).map { made in
            made.map { q in
                var q = q
                q.game = kind
                return q
            }
        }
    }

    /// Why a generator makes nothing; reported like a question's problem, with rule `generator`.
    public struct Problem: Error, Hashable, Sendable {
        public var detail: String
        init(_ detail: String) { self.detail = detail }
    }

    /// The spoken sentence: `spoken`, or the text when the rule gives none.
    var sentence: String { spoken.isEmpty ? text : spoken }

    /// What stands for a sound on screen (a letter's, a blend's): a speaker, never the letter (that would give the
    /// answer away). Read-along lights it while the sound is heard: it is the sound's word in the sentence shown.
    public static let soundMark = "((•))"
}

extension Generator {
    /// A rule's `mode`, one of its kind's (`Mode`'s cases, in order). When it is none, the problem names them all;
    /// it is reported when the rule makes its questions, like every problem of a rule, not as a file that cannot be read.
    static func mode<Mode: CaseIterable & RawRepresentable>(_ written: String?, of kind: String) -> Result<Mode, Problem>
    where Mode.RawValue == String {
        if let mode = written.flatMap({ Mode(rawValue: $0) }) { return .success(mode) }
        let names = Mode.allCases.map { $0.rawValue }
        return .failure(Problem("\(kind) 'mode' is \(names.dropLast().joined(separator: ", ")) or \(names.last ?? ""), not '\(written ?? "")'"))
    }

    /// `count` consecutive whole numbers in `within` that include `n`; `variant` chooses which of them, so
    /// that the right one is not always in the middle (nor the smallest) of its answers.
    static func window(around n: Int, count: Int, variant: Int, within: ClosedRange<Int>) -> [Int] {
        let starts = (n - count + 1...n).filter { within.contains($0) && within.contains($0 + count - 1) }
        guard !starts.isEmpty else { return [n] }
        let start = starts[((variant % starts.count) + starts.count) % starts.count]
        return Array(start..<start + count)
    }

    /// The `count` items of `list` around position `i`, going round its end (`window` on the list's positions).
    static func around<Item>(_ i: Int, count: Int, in list: [Item]) -> [Item] {
        window(around: i, count: count, variant: i, within: Int.min...Int.max).map { list[(($0 % list.count) + list.count) % list.count] }
    }
}
