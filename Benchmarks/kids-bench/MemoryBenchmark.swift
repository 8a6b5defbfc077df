import Foundation

/// Memory: the peak of a whole session with speech, and thirty sessions at once, each still answering a key.
enum MemoryBenchmark {
    /// Each build's peak in turn, `sessions` times (one session's peak moves from run to run), then each build's thirty.
    static func run(_ builds: [Build], spoken: Int = 5, sessions: Int = 30) {
        say("memory")
        var peaks = builds.map { _ in [Double]() }
        var asBefore = builds.map { _ in [Double]() }
        for _ in 0..<spoken {
            for (index, build) in builds.enumerated() {
                if let (peak, maxRSS) = spokenSessionPeak(build.machine) {
                    peaks[index].append(peak)
                    asBefore[index].append(maxRSS)
                }
            }
        }
        for (index, build) in builds.enumerated() {
            func list(_ values: [Double]) -> String { values.sorted().map { String(format: "%.1f", $0) }.joined(separator: ", ") }
            say(String(format: "  peak RSS (VmHWM), a whole session with speech%@: median %.1f MB (%@; goal ≤ 24 MB)",
                       builds.count > 1 ? ", \(build.name)" : "", Statistics(values: peaks[index]).median, list(peaks[index])))
            say(String(format: "    wait4's ru_maxrss, as measured before issue 52 (never below this benchmark's own %.1f MB): median %.1f MB",
                       peakRSSMegabytes(), Statistics(values: asBefore[index]).median))
        }
        for build in builds {
            if builds.count > 1 { say("  \(build.name):") }
            thirty(build.machine, sessions: sessions)
        }
    }

    /// The peak resident memory of a whole session with speech (every activity, `--plain`), in MB: the program's own
    /// high-water mark (`VmHWM`, sampled from /proc while it runs, the last sample just before it ends). Not `wait4`'s
    /// `ru_maxrss`: a child started by `posix_spawn` (a vfork) shares this benchmark's memory until it execs, and the
    /// kernel keeps that memory's peak as the child's, so `ru_maxrss` was never below this benchmark's own (about 25 MB).
    static func spokenSessionPeak(_ machine: Machine) -> (peak: Double, maxRSS: Double)? {
        guard let child = try? Child.withPipes(machine.kids, ["--plain", "--state-dir", machine.stateFolder()],
                                               environment: machine.soundDevice()) else { return nil }
        child.write(machine.wholeSessionInput())
        child.closeInput()
        var peak = 0
        child.readToEnd { peak = max(peak, child.statusKilobytes("VmHWM")) }
        peak = max(peak, child.statusKilobytes("VmHWM"))
        child.wait()
        return (Double(peak) / 1024, Double(child.peakKilobytes) / 1024)
    }

    /// `sessions` full screens at once: their memory, and a key's answer in each.
    static func thirty(_ machine: Machine, sessions: Int) {
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
