import Testing
import TestSupport
@testable import KidsModel

@Suite("Key mashing against the state machine")
struct MashingTests {
    @Test("100,000 random keys, clicks, resizes and ticks: the gate holds while shut, no rule breaks", arguments: [1, 2, 3] as [UInt64])
    func mash(_ seed: UInt64) throws {
        var state = AppState(content: try Fixtures.english(), size: Size(width: 80, height: 24), now: 1000, gateSeed: seed)
        _ = reduce(&state, .started(Launch()))
        let report = MashingReport.run(&state, count: 100_000, seed: seed)
        #expect(report.openedWhileShut == 0, "\(report)")
        #expect(report.problems.isEmpty, "\(report.problems)")
        // The run must have reached what it checks: lockouts happened, and the gate was tried while shut.
        #expect(report.lockouts > 0, "\(report)")
        #expect(report.events == 100_000)
    }
}
