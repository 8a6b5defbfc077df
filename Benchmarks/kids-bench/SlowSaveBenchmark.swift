import Foundation
import KidsModel

/// Key to frame when answers save on a slow disk: the real binary in an 80×24 terminal under strace's fault
/// injection, every `fsync` 50 ms longer (an SD card, a busy school server), from a key's bytes written to the
/// first byte of the frame that answers it. Answers that save (a wrong one, then the right one) beside Tab (which
/// saves nothing), in the same run.
enum SlowSaveBenchmark {
    static let strace = "/usr/bin/strace"

    static func run(_ machine: Machine, questions: Int = 10) -> Double? {
        say("key to frame with slow saves: every fsync 50 ms longer (strace --seccomp-bpf -e inject=fsync:delay_exit=50000), \(questions) questions")
        guard FileManager.default.isExecutableFile(atPath: strace) else {
            say("  skipped: strace is not installed")
            return nil
        }
        let folder = machine.stateFolder()
        let log = folder + "/state.log"
        guard let child = try? Child.inTerminal(strace, ["--seccomp-bpf", "-f", "-e", "trace=fsync", "-e", "inject=fsync:delay_exit=50000",
                                                         "-o", "/dev/null", machine.kids, "--open", "counting", "--mute",
                                                         "--state-dir", folder, "--state-log", log],
                                                columns: 80, rows: 24, environment: Machine.terminal) else { return nil }
        defer {
            child.write("\u{03}")
            _ = child.read(until: StartupBenchmark.leave, timeout: 10)
            child.wait()
        }
        _ = child.read(until: StartupBenchmark.frameEnd)
        var saving: [Double] = []
        var tab: [Double] = []
        /// Writes a key and times the first byte of what comes back; then lets the whole frame arrive.
        func time(_ key: String) -> Double? {
            child.drain()
            let start = now()
            child.write(key)
            guard child.waitForOutput(timeout: 2) else { return nil }
            let elapsed = now() - start
            _ = child.read(until: StartupBenchmark.frameEnd, timeout: 2)
            return elapsed
        }
        for _ in 0..<questions {
            usleep(100_000)
            let question = (try? String(contentsOfFile: log, encoding: .utf8))?.split(separator: "\n").last
                .flatMap { try? JSONDecoder().decode(Snapshot.self, from: Data($0.utf8)) }?.question ?? ""
            // counting.sun.3 shows three: its answers are numbers next to it, each typed as itself.
            guard let count = Int(question.split(separator: ".").last ?? "") else { break }
            if let t = time("\t") { tab.append(t) }
            if let t = time(count == 1 ? "2" : "\(count - 1)") { saving.append(t) }  // wrong: set aside, saved
            if let t = time("\(count)") { saving.append(t) }                           // right: a star, saved
            _ = time("\r")                                                            // Next
        }
        let median = Statistics(values: saving).median
        say("  an answer that saves: " + Statistics(values: saving).milliseconds() + " (goal: median ≤ 1 ms)")
        say("  Tab (saves nothing):  " + Statistics(values: tab).milliseconds())
        return median
    }
}
