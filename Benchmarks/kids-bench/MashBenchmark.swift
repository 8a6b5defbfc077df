import Foundation
import KidsModel
import TestSupport

/// A million random keys, clicks, resizes and ticks against the state machine, per seed: the grown-ups' area
/// must never open while the gate is shut, and no rule may break.
enum MashBenchmark {
    static func run(content: ContentPack, events: Int = 1_000_000, seeds: [UInt64] = [1, 2, 3]) {
        say("key mashing: \(events) events a seed against the state machine")
        for seed in seeds {
            var state = AppState(content: content, size: Size(width: 80, height: 24), now: 1000, gateSeed: seed)
            _ = reduce(&state, .started(Launch()))
            let start = now()
            let report = MashingReport.run(&state, count: events, seed: seed)
            say(String(format: "  seed %d: %@ (%.1f s)", seed, report.description, now() - start))
            for problem in report.problems.prefix(3) { say("    " + problem) }
        }
    }
}
