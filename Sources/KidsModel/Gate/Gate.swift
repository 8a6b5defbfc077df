/// The parental gate: a multiplication a young child cannot answer, typed on a keypad.
///
/// `a` is 6…9 and `b` 4…9, drawn from a seeded generator; each opening asks for an answer different from the one
/// before. A wrong answer closes the gate; three wrong answers in a row keep it shut for a minute, measured
/// with the time the caller passes in. The answer is never spoken or shown.
public struct Gate: Hashable, Sendable {
    public static let firstFactors = 6...9
    public static let secondFactors = 4...9
    /// Digits that can be typed: enough for the largest answer, 81.
    public static let maximumDigits = 2
    public static let wrongLimit = 3
    public static let lockSeconds = 60.0

    public struct Question: Hashable, Sendable {
        public var a: Int
        public var b: Int
        public var answer: Int { a * b }
    }

    public enum Outcome: Hashable, Sendable {
        case opened
        case wrong
        /// The third wrong answer in a row: the gate is now shut until `until`.
        case lockedOut(until: Double)
    }

    private var generator: SeededGenerator
    /// The question being asked (also the last one asked, while the gate is closed).
    public private(set) var question: Question
    /// The digits typed so far.
    public private(set) var typed: String = ""
    public private(set) var wrongInARow = 0
    /// The gate refuses to open before this time.
    public private(set) var lockedUntil: Double?

    public init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
        question = Question(a: 0, b: 0)
        question = draw()
    }

    public func isLocked(at now: Double) -> Bool {
        guard let lockedUntil else { return false }
        return now < lockedUntil
    }

    /// Seconds left before the gate opens again, rounded up.
    public func secondsLeft(at now: Double) -> Int {
        guard let lockedUntil, now < lockedUntil else { return 0 }
        return Int((lockedUntil - now).rounded(.up))
    }

    /// Starts an opening: a new question (never the last one again) and nothing typed.
    public mutating func open() {
        question = draw()
        typed = ""
    }

    /// Adds a digit, unless it is not one or the answer is already as long as it can be.
    public mutating func type(_ digit: Int) {
        guard (0...9).contains(digit), typed.count < Gate.maximumDigits else { return }
        typed.append(String(digit))
    }

    public mutating func deleteDigit() {
        if !typed.isEmpty { typed.removeLast() }
    }

    /// Checks what was typed. Every attempt ends the opening: the next one asks something else.
    public mutating func submit(at now: Double) -> Outcome {
        let right = Int(typed) == question.answer
        typed = ""
        if right {
            wrongInARow = 0
            lockedUntil = nil
            return .opened
        }
        wrongInARow += 1
        guard wrongInARow >= Gate.wrongLimit else { return .wrong }
        wrongInARow = 0
        let until = now + Gate.lockSeconds
        lockedUntil = until
        return .lockedOut(until: until)
    }

    private mutating func draw() -> Question {
        let previous = question
        while true {
            let next = Question(a: Int.random(in: Gate.firstFactors, using: &generator),
                                b: Int.random(in: Gate.secondFactors, using: &generator))
            if next.answer != previous.answer { return next }
        }
    }
}
