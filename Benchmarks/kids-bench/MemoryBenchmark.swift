import Foundation

/// Memory: the peak of a whole session with speech, and thirty sessions at once, each still answering a key.
enum MemoryBenchmark {
    static func run(_ machine: Machine, sessions: Int = 30) {
        say("memory")
        if let child = try? Child.withPipes(machine.kids, ["--plain", "--state-dir", machine.stateFolder()],
                                            environment: machine.soundDevice()) {
            child.write(machine.wholeSessionInput())
            child.closeInput()
            child.readToEnd()
            child.wait()
            say(String(format: "  peak RSS, a whole session with speech: %.1f MB", Double(child.peakKilobytes) / 1024))
        }

        var children: [Child] = []
        for _ in 0..<sessions {
            if let child = try? Child.inTerminal(machine.kids, ["--open", "counting", "--mute", "--state-dir", machine.stateFolder()],
                                                 columns: 80, rows: 24, environment: Machine.terminal) {
                children.append(child)
            }
        }
        let started = children.filter { $0.read(until: StartupBenchmark.frameEnd).found }.count
        let total = children.reduce(0) { $0 + $1.statusKilobytes("VmRSS") }
        // Proportional set size: shared libraries counted once across the thirty, which is what they cost.
        let proportional = children.reduce(0) { $0 + $1.proportionalKilobytes }
        var answers: [Double] = []
        for child in children {
            child.drain()
            let start = now()
            child.write("\t")
            if child.read(until: StartupBenchmark.frameEnd, timeout: 2).found { answers.append(now() - start) }
        }
        let quick = answers.filter { $0 <= 0.05 }.count
        say(String(format: "  %d sessions at once (%d started): total RSS %.0f MB (%.1f MB each), total PSS %.0f MB", sessions, started,
                     Double(total) / 1024, Double(total) / 1024 / Double(max(1, children.count)), Double(proportional) / 1024))
        say("  a key in each: " + Statistics(values: answers).milliseconds() + ", \(quick) of \(children.count) within 50 ms")
        for child in children {
            child.write("\u{03}")
            _ = child.read(until: StartupBenchmark.leave, timeout: 5)
            child.wait()
        }
    }
}
