import Foundation
import KidsModel
import KidsStore
#if canImport(Glibc)
import Glibc
#endif

/// Many children at once on one machine (a school's terminal server): `sessions` real processes, each in its
/// own 80×24 terminal, each playing counting with speech into its own WAV file, all at once, each pressing a
/// key a second (focus moves, where-am-I, answers that save, new questions, each said aloud). Key to frame is from a key's bytes written to the first byte back; the sessions are spread
/// evenly over each second. Afterwards every session quits and its progress file must hold every star its state
/// log showed.
enum BusyBenchmark {
    /// Keys that each change what is shown (a key that changes nothing gets no frame to time): Tab moves the
    /// focus, `w` says where the child is (a caption that names the focus), Enter chooses what is focused (an
    /// answer that saves, Next, or Hear again, which clears the caption).
    static let cycle = ["\t", "w", "\t", "\r", "w"]

    static func run(_ machine: Machine, sessions: Int = 300, seconds: Int = 20) -> Double? {
        say("\(sessions) busy sessions: each in its own terminal, speech into a WAV file, a key a second each, for \(seconds) s")
        var children: [Child] = []
        var folders: [String] = []
        for n in 0..<sessions {
            let folder = machine.stateFolder()
            guard let child = try? Child.inTerminal(machine.kids, ["--open", "counting", "--state-dir", folder, "--state-log", folder + "/state.log",
                                                                   "--speech-out", folder + "/speech.wav", "--seed", "\(n)"],
                                                    columns: 80, rows: 24, environment: Machine.terminal) else { continue }
            children.append(child)
            folders.append(folder)
            _ = child.read(until: StartupBenchmark.frameEnd, timeout: 10)
        }
        say("  \(children.count) of \(sessions) started")
        let proportional = children.reduce(0) { $0 + $1.proportionalKilobytes }
        let resident = children.reduce(0) { $0 + $1.statusKilobytes("VmRSS") }
        // Each session presses a key once a second, at its own offset in the second.
        var sentAt = [Double?](repeating: nil, count: children.count)
        var presses = [Int](repeating: 0, count: children.count)
        var latencies: [Double] = []
        var byKey: [String: [Double]] = [:]
        var missed = 0
        let start = now() + 0.5
        let end = start + Double(seconds)
        let before = cpuTimes()
        var buffer = [UInt8](repeating: 0, count: 65536)
        let spacing = 1.0 / Double(max(1, children.count))
        var next = 0  // the next key to press, counted over all sessions
        while now() < end + 2 {
            let due = start + Double(next) * spacing
            let clock = now()
            if clock >= due && due < end {
                let index = next % children.count
                if sentAt[index] != nil { missed += 1 }  // the last key got no answer within a second
                sentAt[index] = now()
                children[index].write(cycle[presses[index] % cycle.count])
                presses[index] += 1
                next += 1
                continue
            }
            var fds = children.map { pollfd(fd: $0.output, events: Int16(POLLIN), revents: 0) }
            let wait = max(0, min(due, end + 2) - now())
            guard poll(&fds, nfds_t(fds.count), Int32((wait * 1000).rounded(.up))) > 0 else { continue }
            let arrived = now()
            for (index, fd) in fds.enumerated() where fd.revents != 0 {
                if let sent = sentAt[index] {
                    latencies.append(arrived - sent)
                    byKey[cycle[(presses[index] - 1) % cycle.count], default: []].append(arrived - sent)
                    sentAt[index] = nil
                }
                while read(fd.fd, &buffer, buffer.count) == buffer.count {}
            }
        }
        let after = cpuTimes()
        let busy = Double(after.busy - before.busy) / Double(max(1, after.total - before.total))
        // Quit each, then check that nothing shown as saved is missing.
        var lost = 0
        for (index, child) in children.enumerated() {
            child.write("\u{03}")
            _ = child.read(until: StartupBenchmark.leave, timeout: 10)
            child.wait()
            let shown = ((try? String(contentsOfFile: folders[index] + "/state.log", encoding: .utf8)) ?? "")
                .split(separator: "\n").compactMap { try? JSONDecoder().decode(Snapshot.self, from: Data($0.utf8)) }
                .filter { $0.activity == "counting" }.compactMap(\.stars).max() ?? 0
            let saved = ChildFolder(folder: folders[index]).store(ChildFolder.firstAnimal).load(now: 0).progress.stars.count
            if saved < shown { lost += 1 }
        }
        let stats = Statistics(values: latencies)
        say("  key to frame: " + stats.milliseconds() + String(format: ", p99 %.2f ms; %d keys unanswered within a second",
                                                                stats.percentile(0.99) * 1000, missed))
        say(String(format: "  the machine's CPUs were %.0f %% busy while they played", busy * 100))
        say(String(format: "  memory: total PSS %.0f MB (%.1f MB a session), total RSS %.0f MB", Double(proportional) / 1024,
                   Double(proportional) / 1024 / Double(max(1, children.count)), Double(resident) / 1024))
        say("  sessions that lost a star shown: \(lost) of \(children.count)")
        for (key, values) in byKey.sorted(by: { $0.key < $1.key }) {
            say("  key \(key.debugDescription): " + Statistics(values: values).milliseconds())
        }
        return stats.percentile(0.99)
    }

    /// The machine's CPU time so far, from /proc/stat, in clock ticks: busy (not idle, not waiting) and total.
    static func cpuTimes() -> (busy: Int, total: Int) {
        let line = (try? String(contentsOfFile: "/proc/stat", encoding: .utf8))?.split(separator: "\n").first ?? ""
        let fields = line.split(separator: " ").dropFirst().compactMap { Int($0) }
        guard fields.count >= 5 else { return (0, 0) }
        let total = fields.reduce(0, +)
        return (total - fields[3] - fields[4], total)
    }
}
