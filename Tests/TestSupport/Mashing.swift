import KidsModel

/// A seeded stream of random input for the state machine: keys, clicks, resizes and the passing of time, as a
/// child (or a cat) on the keyboard would give it. Used by the tests and by `kids-bench mash`.
public struct Mashing: Sendable {
    private var generator: SeededGenerator
    public private(set) var now: Double

    public init(seed: UInt64, start: Double) {
        generator = SeededGenerator(seed: seed)
        now = start
    }

    static let keys: [Key] = [.enter, .escape, .backspace, .tab, .backTab, .up, .down, .left, .right, .home, .end]
        + "0123456789abcdefghijklmnopqrstuvwxyz +-=".map { Key.character($0) }

    /// The next event; time moves on by up to two seconds now and then.
    public mutating func next() -> Event {
        switch Int.random(in: 0..<100, using: &generator) {
        case 0..<8:
            now += Double.random(in: 0...2, using: &generator)
            return .tick(now)
        case 8..<18:
            return .clicked(column: Int.random(in: -2...220, using: &generator), row: Int.random(in: -2...70, using: &generator))
        case 18..<20:
            return .resized(Size(width: Int.random(in: 1...220, using: &generator), height: Int.random(in: 1...70, using: &generator)))
        default:
            return .keyPressed(Mashing.keys.randomElement(using: &generator) ?? .enter)
        }
    }
}

/// What a mashing run found: how often the grown-ups' area opened, and whether it ever did while the gate was
/// shut, and every broken rule.
public struct MashingReport: Sendable, CustomStringConvertible {
    public var events = 0
    public var gateOpenings = 0
    public var openedWhileShut = 0
    public var lockouts = 0
    public var resets = 0
    public var problems: [String] = []

    public var description: String {
        "\(events) events: the grown-ups' area opened \(gateOpenings) times (\(openedWhileShut) while the gate was shut), "
            + "\(lockouts) lockouts, \(resets) resets, \(problems.count) broken rules"
    }

    /// Sends `count` random events to `state` and checks after each that: the grown-ups' area never opens
    /// while the gate is shut, the focus is one of the screen's controls, and stars only go away by Reset.
    public static func run(_ state: inout AppState, count: Int, seed: UInt64) -> MashingReport {
        var report = MashingReport()
        var mashing = Mashing(seed: seed, start: state.now)
        for _ in 0..<count {
            let event = mashing.next()
            let wasGrownUps: Bool
            if case .grownUps? = state.overlay { wasGrownUps = true } else { wasGrownUps = false }
            let confirming = state.screenID == .confirmReset
            let shut = state.gate.isLocked(at: state.now)
            let stars = state.progress.stars.count
            _ = reduce(&state, event)
            report.events += 1
            if case .grownUps? = state.overlay, !wasGrownUps {
                report.gateOpenings += 1
                if shut { report.openedWhileShut += 1 }
            }
            if !shut && state.gate.isLocked(at: state.now) { report.lockouts += 1 }
            if state.progress.stars.count < stars {
                if confirming { report.resets += 1 } else { report.problems.append("stars went from \(stars) to \(state.progress.stars.count) on \(event)") }
            }
            if let focus = state.focus, !state.focusOrder.contains(focus) {
                report.problems.append("focus \(focus.name) is not a control of \(state.screenID) after \(event)")
            }
            if report.problems.count > 10 { break }
        }
        return report
    }
}
