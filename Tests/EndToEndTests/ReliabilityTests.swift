import Foundation
import KidsModel
import KidsStore
import Testing
import TestSupport

/// Faults that must lose nothing: a kill in the middle of saving, two copies at once, a closed terminal, a
/// storm of resizes, and a poor environment.
@Suite("Reliability of the real binary", .tags(.slow))
struct ReliabilityTests {
    /// Lines that answer every question of a fresh first round of counting right, with Enter for Next after each.
    static let countingAnswers = BinaryTests.countingAnswers.map { "\($0)\n\n" }.joined()

    @Test("SIGKILL in the middle of saving, 200 times (KIDS_KILL_RUNS): the file is always whole and keeps every saved star")
    func killWhileSaving() throws {
        let runs = Int(ProcessInfo.processInfo.environment["KIDS_KILL_RUNS"] ?? "") ?? 200
        signal(SIGPIPE, SIG_IGN)
        _ = try #require(Binary.path)
        let folder = try Binary.temporaryFolder("kill")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var generator = SeededGenerator(seed: 42)
        var midway = 0  // runs killed after their first save and before their last
        for run in 0..<runs {
            // Every run starts with no file, so its saves are the ones the kill falls among.
            try? FileManager.default.removeItem(atPath: folder + "/state")
            let stateLog = folder + "/state-\(run).log"
            // The answers come a line at a time, 2 ms apart, as keys would: the saves spread out, and the kill
            // falls among them.
            let process = try Binary.feeding(["--plain", "--mute", "--open", "counting", "--state-dir", folder + "/state", "--state-log", stateLog],
                                             input: Self.countingAnswers)
            // Kill once the first question is up (the state log has begun), somewhere in the next 45 ms.
            let started = Date()
            while !FileManager.default.fileExists(atPath: stateLog) && Date().timeIntervalSince(started) < 5 { usleep(500) }
            usleep(UInt32.random(in: 0...45_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()

            // Every star of a state-log line that says nothing is left to save (no `saving`) is on disk. (Line
            // mode saves before it goes on; full screen saves beside its frames and says `saving` meanwhile.)
            let logged = ((try? String(contentsOfFile: stateLog, encoding: .utf8)) ?? "").split(separator: "\n")
                .compactMap { try? JSONDecoder().decode(Snapshot.self, from: Data($0.utf8)) }
                .filter { $0.activity == "counting" && $0.saving == nil }.compactMap(\.stars).max() ?? 0
            if (1..<10).contains(logged) { midway += 1 }
            // The folder's one child is the first animal.
            let data = FileManager.default.contents(atPath: folder + "/state/fox.json")
            if logged > 0 || data != nil {
                let saved = try ProgressFile.decode(Array(try #require(data)))
                let counted = saved.stars.keys.filter { $0.hasPrefix("counting.") }.count
                #expect(counted >= logged, "run \(run): the file has \(counted) stars, \(logged) were saved")
            }
        }
        #expect(midway > runs / 3, "many kills must fall between the first save and the last: \(midway) of \(runs)")
        print("killWhileSaving: \(midway) of \(runs) runs killed between their first save and their last")
        // A normal run afterwards cleans the temporary file a killed save may have left.
        _ = try Binary.run(["--plain", "--mute", "--reset-state", "--state-dir", folder + "/state"], input: "q\n")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/state")) ?? []
        #expect(!names.contains { $0.hasPrefix("fox.json.tmp") }, "\(names)")
    }

    @Test("two copies at once, on different activities: afterwards both sets of stars are there")
    func twoCopies() async throws {
        let folder = try Binary.temporaryFolder("two")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The right letter of each question of the first round, by its tile's place with this seed.
        let letters = try Binary.roundLines(activity: "letters", seed: 4).map { $0 + "\n" }.joined()
        async let first = Binary.run(["--plain", "--mute", "--open", "counting", "--state-dir", folder], input: Self.countingAnswers + "q\n")
        async let second = Binary.run(["--plain", "--mute", "--open", "letters", "--seed", "4", "--state-dir", folder], input: letters + "q\n")
        let results = try await [first, second]
        #expect(results.allSatisfy { $0.status == 0 })
        let progress = ProgressStore(folder: folder, name: "fox").load(now: 0).progress
        #expect(progress.stars.keys.filter { $0.hasPrefix("counting.") }.count == 10)
        #expect(progress.stars.keys.filter { $0.hasPrefix("letters.") }.count == 10, "\(progress.stars.keys.sorted())")
    }

    @Test("SIGINT leaves the terminal as it was")
    func interruptSignal() throws {
        let t = try Tmux(arguments: ["--open", "counting", "--mute"])
        try t.waitForState("lesson") { $0.screen == .lesson }
        kill(try #require(t.kidsPID()), SIGINT)
        let (before, after) = try t.sttyBeforeAndAfter()
        #expect(before == after)
        #expect(t.screen().contains("[exit=130]"))
    }

    @Test("a killed pane (a closed terminal) never leaves kids running")
    func closedTerminal() throws {
        let t = try Tmux(arguments: ["--open", "counting", "--mute"])
        try t.waitForState("lesson") { $0.screen == .lesson }
        let pid = try #require(t.kidsPID())
        t.killPane()
        let deadline = Date().addingTimeInterval(5)
        while kill(pid, 0) == 0 && Date() < deadline { usleep(10_000) }
        #expect(kill(pid, 0) != 0, "kids \(pid) still runs after its terminal closed")
    }

    @Test("200 resizes in 2 seconds: no repeated question, and kids still answers")
    func resizeStorm() throws {
        let t = try Tmux(arguments: ["--open", "shapes", "--mute"])
        try t.waitForState("lesson") { $0.screen == .lesson }
        var generator = SeededGenerator(seed: 5)
        for _ in 0..<200 {
            t.resize(width: Int.random(in: 20...160, using: &generator), height: Int.random(in: 8...50, using: &generator))
            usleep(10_000)
        }
        t.resize(width: 80, height: 24)
        try t.waitForState("back at 80x24") { $0.size == "80x24" }
        t.type(try #require(t.states().last).key(of: "circle"))
        try t.waitForState("answered after the storm") { $0.answered == true }
        let questions = t.utterances().filter { $0["kind"] as? String == "question" }
        #expect(questions.count == 1)
        #expect(t.states().allSatisfy { $0.question == "shapes.circle" })
    }

    @Test("a poor environment: no HOME, TERM unset, stdin closed, a state folder that cannot be made")
    func poorEnvironment() throws {
        let path = try #require(Binary.path)
        // No HOME and no XDG_DATA_HOME: stars last until the app closes, and it says so to grown-ups.
        // The first question the gate asks with --gate-seed 5, to reach the grown-ups' notices.
        let answer = Binary.gateAnswer(seed: 5)
        let noHome = try Spawn.run(["env", "-i", "PATH=/usr/bin:/bin", path, "--open", "counting", "--mute", "--gate-seed", "5"],
                                   input: "1\ng\n\(answer)\nq\n")
        #expect(noHome.status == 0, "\(noHome.output)")
        #expect(noHome.output.contains("Answers: 1 (right!), 2 or 3."), "TERM unset and a pipe: line mode")
        #expect(noHome.output.contains("No place to keep progress was found"), "\(noHome.output)")
        // Standard input closed: line mode ends at once, cleanly.
        let closed = Spawn.run(["sh", "-c", "\(path) --mute --state-dir /tmp/kids-closed-$$ <&-; echo \"[exit=$?]\""])
        #expect(closed.output.contains("[exit=0]"), "\(closed.output)")
        // A state folder that cannot be made (inside /proc, a read-only file system), or is a file: the app
        // runs, and tells grown-ups that it cannot save.
        for folder in ["/proc/kids-cannot-be-here", "/etc/hostname"] {
            let unwritable = try Binary.run(["--plain", "--mute", "--open", "counting", "--state-dir", folder, "--gate-seed", "5"],
                                            input: "1\ng\n\(answer)\nq\n")
            #expect(unwritable.status == 0)
            #expect(unwritable.output.contains("Answers: 1 (right!), 2 or 3."))
            #expect(unwritable.output.contains("Progress could not be saved"), "\(unwritable.output)")
        }
        // A content pack that is missing, or broken: the exit codes of DESIGN §5, with the reason.
        let missing = try Binary.run(["--plain", "--mute", "--content", "/nonexistent/pack"])
        #expect(missing.status == 66 && missing.errors.contains("does not exist"))
        let broken = try Binary.temporaryFolder("broken")
        defer { try? FileManager.default.removeItem(atPath: broken) }
        try Data("{".utf8).write(to: URL(fileURLWithPath: broken + "/pack.json"))
        let invalid = try Binary.run(["--plain", "--mute", "--content", broken])
        #expect(invalid.status == 65 && invalid.errors.contains("pack.json: json-syntax"))
    }
}

extension ReliabilityTests {
    /// Random input as a terminal would send it: printable keys, Enter, Tab, Backspace, arrows in both forms,
    /// mouse clicks anywhere, a paste. Never Ctrl-C, a lone Esc or `q`, which quit on purpose.
    static func mashBytes(_ generator: inout SeededGenerator) -> [UInt8] {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0..<6:
            let keys = Array("0123456789abcdefghijklmnoprstuvwxyz +-=\r\t\u{7F}".utf8)
            return [keys.randomElement(using: &generator) ?? 0x20]
        case 6, 7:
            let sequences = ["\u{1B}[A", "\u{1B}[B", "\u{1B}[C", "\u{1B}[D", "\u{1B}OA", "\u{1B}[H", "\u{1B}[4~", "\u{1B}[Z"]
            return Array((sequences.randomElement(using: &generator) ?? "").utf8)
        case 8:
            let x = Int.random(in: 1...80, using: &generator)
            let y = Int.random(in: 1...24, using: &generator)
            return Array("\u{1B}[<0;\(x);\(y)M".utf8)
        default:
            return Array("\u{1B}[200~12g\r\u{1B}[201~".utf8)
        }
    }

    @Test("mashing the keyboard in a real terminal (KIDS_MASH_SECONDS, 5 by default): kids keeps answering")
    func terminalMashing() throws {
        let seconds = Double(ProcessInfo.processInfo.environment["KIDS_MASH_SECONDS"] ?? "") ?? 5
        let t = try Tmux(arguments: ["--mute", "--gate-seed", "9"])
        try t.waitForState("home") { $0.screen == .home }
        let pid = try #require(t.kidsPID())
        var generator = SeededGenerator(seed: 77)
        let end = Date().addingTimeInterval(seconds)
        var sent = 0
        while Date() < end {
            var burst: [UInt8] = []
            for _ in 0..<20 { burst += Self.mashBytes(&generator) }
            t.send(bytes: burst)
            sent += burst.count
            #expect(kill(pid, 0) == 0, "kids ended while being mashed")
        }
        // Still answering: the size changes and the state log says so.
        t.resize(width: 100, height: 30)
        try t.waitForState("answers after mashing") { $0.size == "100x30" }
        t.press("C-c")
        let (before, after) = try t.sttyBeforeAndAfter()
        #expect(before == after)
        #expect(t.screen().contains("[exit=0]"))
        #expect(sent > 1000)
    }
}

extension ReliabilityTests {
    /// Runs the binary as `nobody`: root reads every file, so unreadable files are tried as a user would meet them.
    static func asNobody(_ arguments: [String], input: String = "") throws -> Spawn.Result {
        let path = try #require(Binary.path)
        return try Spawn.run(["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", path] + arguments, input: input)
    }

    @Test("as an unprivileged user: a progress file that cannot be read is never saved over, and grown-ups are told",
          .enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "needs root to become nobody"))
    func unreadableAsUser() throws {
        let folder = try Binary.temporaryFolder("nobody")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let state = folder + "/state"
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: false)
        let original = Data("{\"version\":1,\"stars\":[\"counting.1\"]}\n".utf8)
        try original.write(to: URL(fileURLWithPath: state + "/progress.json"))
        for path in [folder, state, state + "/progress.json"] { chown(path, 65534, 65534) }
        chmod(folder, 0o755)
        chmod(state + "/progress.json", 0o200)
        let answer = Binary.gateAnswer(seed: 5)
        let run = try Self.asNobody(["--plain", "--mute", "--open", "counting", "--state-dir", state, "--gate-seed", "5"],
                                    input: "1\ng\n\(answer)\nq\n")
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("Answers: 1 (right!), 2 or 3."), "the child plays on")
        #expect(run.output.contains("The progress file could not be read (Permission denied)"), "\(run.output)")
        // The file of before is the first child's now (renamed, which its folder allows), and never saved over.
        chmod(state + "/fox.json", 0o600)
        #expect(FileManager.default.contents(atPath: state + "/fox.json") == original, "never saved over")

        // A pack file that cannot be read is named, with the rule, and the exit code of invalid content.
        let pack = folder + "/pack"
        try Binary.copyPack(Binary.root.appendingPathComponent("Content/en").path, to: pack)
        chmod(pack + "/counting.json", 0o200)
        let check = try Self.asNobody(["check-content", pack])
        #expect(check.status == 65, "\(check.output)")
        #expect(check.output.contains("counting.json: missing-file"), "\(check.output)")
        // A pack folder that cannot be listed is said so, not called missing.
        chmod(pack, 0o300)
        let closed = try Self.asNobody(["check-content", pack])
        #expect(closed.status == 65, "\(closed.output)")
        #expect(closed.output.contains("pack.json: missing-file: the folder cannot be read (Permission denied)"), "\(closed.output)")
    }
}
