import Foundation
import KidsModel
import KidsStore
#if canImport(Glibc)
import Glibc
#endif

/// Many children at once on one machine (a school's terminal server), playing as children play: `sessions`
/// real processes, each in its own 80×24 terminal with speech into its own WAV file written at a sound
/// device's pace, all at once, each pressing a key a second, the sessions spread evenly over each second.
/// Each child in turn answers (the right answer when it is one key, else a wrong one: praise or a kind word,
/// said aloud; a star saved), goes on to the next question (said aloud, with counting's taps and read-along's
/// highlighted words: frames the child did not ask for), asks where it is (a caption, said aloud), and moves
/// the focus.
///
/// Measured: key to frame (from a key's bytes written to the first byte back) and the sound's gaps: each
/// session's speech engine counts a piece of sound written after the samples before it had all been heard
/// (an underrun) and notes it in its `kids.log`. Afterwards every session quits, and its progress file must
/// hold every star it earned: the bench's own copy of the app's model, fed the same keys, knows them (no
/// `--state-log`: a school's sessions write none, and its snapshots were a sixth of the frames' work).
enum BusyBenchmark {
    /// What a run found.
    struct Outcome {
        var sessions: Int
        var latencies: Statistics
        var unanswered: Int
        /// Gaps in the sound (underruns) over all sessions, and the silence they made.
        var gaps: Int
        var gapSeconds: Double
        var lost: Int
        var stars: Int
        /// Proportional and resident memory over all sessions, in KB, while they played.
        var proportional: Int
        var resident: Int
        var busy: Double
        /// CPU seconds the sessions used in all, start to end (from `wait4`): the work, whatever else the
        /// machine did meanwhile.
        var cpuSeconds = 0.0

        var p99: Double { latencies.percentile(0.99) }
        /// The capacity test: no gap a child hears, and every key answered within 50 ms at p99.
        var keepsUp: Bool { gaps == 0 && p99 <= 0.050 && lost == 0 }
    }

    /// One child: the process, and the app's own model fed the same keys, which knows each question's answer.
    struct Player {
        let child: Child
        let folder: String
        var model: AppState
        var presses = 0
        var sentAt: Double?
        var lastKey = ""
    }

    /// The cycle every child plays, a key a second.
    enum Step: CaseIterable {
        case answer, next, whereAmI, focus

        var name: String {
            switch self {
            case .answer: "answer"
            case .next: "next question"
            case .whereAmI: "where am I"
            case .focus: "Tab"
            }
        }
    }

    static func run(_ machine: Machine, sessions: Int = 300, seconds: Int = 20, quiet: Bool = false) -> Outcome? {
        if !quiet {
            say("\(sessions) busy sessions playing as children play: each in its own terminal, speech into a WAV file at a device's pace, "
                + "a key a second each (answer, next question, where am I, Tab), for \(seconds) s")
        }
        guard let launch = try? Launch(activity: "counting", in: machine.content) else { return nil }
        var players: [Player] = []
        for n in 0..<sessions {
            let folder = machine.stateFolder()
            guard let child = try? Child.inTerminal(machine.kids, ["--open", "counting", "--state-dir", folder,
                                                                   "--speech-out", folder + "/speech.wav", "--seed", "\(n)"],
                                                    columns: 80, rows: 24, environment: Machine.terminal) else { continue }
            _ = child.read(until: StartupBenchmark.frameEnd, timeout: 10)
            var model = AppState(content: machine.content, size: Size(width: 80, height: 24), now: 0, gateSeed: 0, seed: UInt64(n), muted: true)
            _ = reduce(&model, .started(launch))
            players.append(Player(child: child, folder: folder, model: model))
        }
        if !quiet { say("  \(players.count) of \(sessions) started") }
        guard !players.isEmpty else { return nil }
        let proportional = players.reduce(0) { $0 + $1.child.proportionalKilobytes }
        let resident = players.reduce(0) { $0 + $1.child.statusKilobytes("VmRSS") }
        var latencies: [Double] = []
        var byStep: [String: [Double]] = [:]
        var unanswered = 0
        let start = now() + 0.5
        let end = start + Double(seconds)
        let before = BusyBenchmark.cpuTimes()
        var buffer = [UInt8](repeating: 0, count: 65536)
        let spacing = 1.0 / Double(players.count)
        var next = 0  // the next key to press, counted over all sessions
        while now() < end + 2 {
            let due = start + Double(next) * spacing
            if now() >= due && due < end {
                let index = next % players.count
                if players[index].sentAt != nil { unanswered += 1 }  // the last key got no answer within a second
                let (bytes, key, name) = press(&players[index].model, step: Step.allCases[players[index].presses % Step.allCases.count])
                players[index].sentAt = now()
                players[index].lastKey = name
                players[index].child.write(bytes)
                _ = reduce(&players[index].model, .keyPressed(key))
                players[index].presses += 1
                next += 1
                continue
            }
            var fds = players.map { pollfd(fd: $0.child.output, events: Int16(POLLIN), revents: 0) }
            let wait = max(0, min(due, end + 2) - now())
            guard poll(&fds, nfds_t(fds.count), Int32((wait * 1000).rounded(.up))) > 0 else { continue }
            let arrived = now()
            for (index, fd) in fds.enumerated() where fd.revents != 0 {
                if let sent = players[index].sentAt {
                    latencies.append(arrived - sent)
                    byStep[players[index].lastKey, default: []].append(arrived - sent)
                    players[index].sentAt = nil
                }
                while read(fd.fd, &buffer, buffer.count) == buffer.count {}
            }
        }
        let after = BusyBenchmark.cpuTimes()
        let busy = Double(after.busy - before.busy) / Double(max(1, after.total - before.total))
        // Quit each, then read what it said of its sound, and check that nothing shown as saved is missing.
        var outcome = Outcome(sessions: players.count, latencies: Statistics(values: latencies), unanswered: unanswered, gaps: 0, gapSeconds: 0,
                              lost: 0, stars: 0, proportional: proportional, resident: resident, busy: busy)
        for player in players {
            player.child.write("\u{03}")
            _ = player.child.read(until: StartupBenchmark.leave, timeout: 10)
            player.child.wait()
            outcome.cpuSeconds += player.child.totalCPUSeconds
            let gaps = underruns(in: player.folder + "/kids.log")
            outcome.gaps += gaps.pieces
            outcome.gapSeconds += gaps.seconds
            let shown = player.model.progress.stars.count
            let saved = ChildFolder(folder: player.folder).store(ChildFolder.firstAnimal).load(now: 0).progress.stars.count
            outcome.stars += saved
            if saved < shown { outcome.lost += 1 }
        }
        if !quiet { report(outcome, byStep: byStep, seconds: seconds) }
        return outcome
    }

    /// The bytes of the step's key, the key itself, and the step's name. An answer is the right one when it
    /// is a single digit, else a wrong one (a child types one key).
    static func press(_ model: inout AppState, step: Step) -> (String, Key, String) {
        switch step {
        case .answer:
            guard let lesson = model.lesson, !lesson.answered else { return ("w", .character("w"), Step.whereAmI.name) }
            let q = model.question(of: lesson)
            let right = q.answers.first { $0.id == q.correct }.map(\.label) ?? ""
            let typed = right.count == 1 ? right : (q.answers.map(\.label).first { $0.count == 1 } ?? "1")
            return (typed, .character(Character(typed)), step.name)
        case .next:
            guard model.lesson?.answered == true else { return ("w", .character("w"), Step.whereAmI.name) }
            return ("n", .character("n"), step.name)
        case .whereAmI: return ("w", .character("w"), step.name)
        case .focus: return ("\t", .tab, step.name)
        }
    }

    static func report(_ outcome: Outcome, byStep: [String: [Double]], seconds: Int) {
        say("  key to frame: " + outcome.latencies.milliseconds() + String(format: ", p99 %.2f ms (goal ≤ 30 ms); %d keys unanswered within a second",
                                                                           outcome.p99 * 1000, outcome.unanswered))
        for (name, values) in byStep.sorted(by: { $0.key < $1.key }) {
            say("    \(name): " + Statistics(values: values).milliseconds())
        }
        say(String(format: "  sound: %d gaps (underruns) in all, %.0f ms of silence heard", outcome.gaps, outcome.gapSeconds * 1000))
        say(String(format: "  the machine's CPUs were %.0f %% busy while they played; the sessions used %.1f CPU s in all, "
                       + "%.1f ms a second each (start and quit included)", outcome.busy * 100, outcome.cpuSeconds,
                       outcome.cpuSeconds * 1000 / Double(outcome.sessions) / Double(seconds)))
        say(String(format: "  memory: total PSS %.0f MB (%.1f MB a session), total RSS %.0f MB", Double(outcome.proportional) / 1024,
                   Double(outcome.proportional) / 1024 / Double(outcome.sessions), Double(outcome.resident) / 1024))
        say("  stars earned: \(outcome.stars) (\(String(format: "%.1f", Double(outcome.stars) / Double(outcome.sessions))) a session in \(seconds) s); "
            + "sessions that lost a star shown: \(outcome.lost) of \(outcome.sessions)")
    }

    /// The machine's capacity: the most sessions that keep up (no gap heard, key to frame p99 ≤ 50 ms,
    /// nothing lost), found by doubling from `from` until a run fails, then halving the gap between the
    /// last that kept up and the first that did not, to within `step` sessions.
    static func capacity(_ machine: Machine, from: Int = 100, step: Int = 25, seconds: Int = 15) {
        say("capacity: the most sessions with no gap in the sound and key to frame p99 ≤ 50 ms (each run \(seconds) s of play)")
        var good = 0
        var bad: Int?
        var size = from
        while true {
            guard let outcome = run(machine, sessions: size, seconds: seconds, quiet: true) else { return }
            say(String(format: "  %4d sessions: p99 %6.2f ms, %d gaps (%.0f ms), CPUs %.0f %% busy, %.1f MB PSS a session: %@", outcome.sessions,
                       outcome.p99 * 1000, outcome.gaps, outcome.gapSeconds * 1000, outcome.busy * 100,
                       Double(outcome.proportional) / 1024 / Double(outcome.sessions), outcome.keepsUp ? "keeps up" : "does not"))
            if outcome.keepsUp { good = size } else { bad = size }
            guard let failed = bad else {
                size *= 2
                continue
            }
            if failed - good <= step { break }
            size = good + (failed - good) / 2
        }
        say("  capacity of this machine (\(ProcessInfo.processInfo.activeProcessorCount) cores): \(good) sessions (goal ≥ 300)")
    }

    /// Gaps in the sound a session's log tells of: "speech: N gaps (underruns), M ms of silence in all, …".
    static func underruns(in log: String) -> (pieces: Int, seconds: Double) {
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        var found = (pieces: 0, seconds: 0.0)
        for line in text.split(separator: "\n") where line.contains("gaps (underruns)") {
            let words = line.split(separator: " ")
            guard let at = words.firstIndex(of: "gaps"), at > 0, let pieces = Int(words[at - 1]),
                  let ms = words.firstIndex(of: "ms"), ms > 0, let silence = Double(words[ms - 1]) else { continue }
            found.pieces += pieces
            found.seconds += silence / 1000
        }
        return found
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
