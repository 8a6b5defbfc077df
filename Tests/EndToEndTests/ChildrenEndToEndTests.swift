import Foundation
import KidsModel
import KidsStore
import Testing
import TestSupport

/// Two children on one computer, each an animal with progress of its own, and the report a teacher reads.
@Suite("Children and the teacher's report", .tags(.slow))
struct ChildrenEndToEndTests {
    @Test("a right answer as fox; owl has 0 stars; fox again has its star after a restart")
    func eachTheirOwn() throws {
        let folder = try Binary.temporaryFolder("children")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // One state folder for every run, as one computer account has; each run its own logs.
        var runs = 0
        func play(_ child: String, answer: Bool) throws -> Snapshot {
            runs += 1
            let run = folder + "/run-\(runs)"
            try FileManager.default.createDirectory(atPath: run, withIntermediateDirectories: true)
            let t = try Tmux(arguments: ["--mute", "--child", child, "--open", "counting", "--question", "counting.sun.1", "--seed", "1",
                                         "--state-dir", folder + "/state", "--state-log", run + "/state.log", "--speech-log", run + "/speech.log"],
                             logs: false, folder: run)
            let first = try t.waitForState("the question") { $0.question == "counting.sun.1" }
            #expect(first.child == child)
            guard answer else { return first }
            t.type("1")
            return try t.waitForState("the star, saved") { $0.stars == 1 && $0.saving == nil }
        }
        let fox = try play("fox", answer: true)
        #expect(fox.stars == 1)
        let owl = try play("owl", answer: false)
        #expect(owl.stars == 0 && owl.child == "owl")
        let again = try play("fox", answer: false)
        #expect(again.stars == 1 && again.child == "fox")
    }

    @Test("--child names an animal of the pack; another is a usage error that lists them")
    func unknownAnimal() throws {
        let folder = try Binary.temporaryFolder("children")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try Binary.run(["--plain", "--mute", "--child", "dragon", "--state-dir", folder], input: "q\n")
        #expect(run.status == 64 && run.errors.contains("there is no animal 'dragon' (there are: bear, bee,"), "\(run.errors)")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: folder))?.contains("dragon.json") != true)
    }

    @Test("kiosk mode is the computer's: set as fox, the picker and owl keep it, and a typed quit asks for a grown-up")
    func kioskForEveryone() throws {
        let folder = try Binary.temporaryFolder("kiosk")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.make(["owl"], in: folder + "/state")
        let answer = Binary.gateAnswer(seed: 5)
        let set = try Binary.run(["--plain", "--mute", "--child", "fox", "--gate-seed", "5", "--state-dir", folder + "/state"],
                                 input: "g\n\(answer)\nk\nd\nquit\n")
        #expect(set.status == 0)
        // Two children: the picker first, in kiosk mode; owl chosen; quit asks for a grown-up instead of quitting.
        let run = try Binary.run(["--plain", "--mute", "--state-dir", folder + "/state", "--state-log", folder + "/state.log"],
                                 input: "q\nb\n2\nq\n")
        #expect(run.status == 0)
        let lines = try String(contentsOfFile: folder + "/state.log", encoding: .utf8).split(separator: "\n")
            .compactMap { try? JSONDecoder().decode(Snapshot.self, from: Data($0.utf8)) }
        #expect(lines.first?.screen == .who && lines.first?.kiosk == true, "\(lines.first.map(\.jsonLine) ?? "")")
        #expect(lines.contains { $0.screen == .gate }, "q asked for a grown-up")
        #expect(lines.contains { $0.child == "owl" && $0.kiosk }, "owl plays in kiosk mode")
    }

    @Test("after an upgrade, the kiosk mode of the one file of before holds for a child added later, and --reset-state names its child")
    func upgradeKeepsKiosk() throws {
        let folder = try Binary.temporaryFolder("upgrade")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/state", withIntermediateDirectories: true)
        var before = Progress(settings: Settings(kiosk: true))
        before.earnStar("counting.sun.1", at: 1)
        try Data(ProgressFile.encode(before)).write(to: URL(fileURLWithPath: folder + "/state/progress.json"))
        // A grown-up adds bear (first in the picker's order); then the app starts on the picker.
        _ = try Binary.run(["--plain", "--mute", "--child", "bear", "--state-dir", folder + "/state"], input: "")
        let run = try Binary.run(["--plain", "--mute", "--state-dir", folder + "/state", "--state-log", folder + "/state.log"], input: "q\n")
        #expect(run.status == 0)
        let first = try String(contentsOfFile: folder + "/state.log", encoding: .utf8).split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.contains(#""screen":"who""#) && first.contains(#""kiosk":true"#), "\(first)")
        #expect(ProgressStore(folder: folder + "/state", name: "fox").load(now: 2).progress.hasStar("counting.sun.1"))
        let reset = try Binary.run(["--plain", "--mute", "--reset-state", "--state-dir", folder + "/state"], input: "")
        #expect(reset.status == 64 && reset.errors.contains("--reset-state needs --child"), "\(reset.errors)")
    }

    /// An RFC 4180 reader: records of fields, a quoted field may hold commas, doubled quotes and line breaks;
    /// records end with CRLF.
    static func records(_ text: String) -> [[String]] {
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var quoted = false
        var characters = Array(text)[...]
        while let c = characters.popFirst() {
            if quoted {
                if c == "\"" {
                    if characters.first == "\"" { field.append("\""); characters.removeFirst() } else { quoted = false }
                } else {
                    field.append(c)
                }
            } else if c == "\"" && field.isEmpty {
                quoted = true
            } else if c == "," {
                record.append(field)
                field = ""
            } else if c == "\r\n" || c == "\n" {
                record.append(field)
                records.append(record)
                record = []
                field = ""
            } else {
                field.append(c)
            }
        }
        return records
    }

    @Test("kids report: a CSV a standard reader parses, one row per child and activity, its stars those the state logs showed; a corrupt child is named, the rest reported, exit 65")
    func report() throws {
        let folder = try Binary.temporaryFolder("report")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let classA = folder + "/ada", classB = folder + "/bob"
        // Fox answers two counting questions right; owl one letter wrong then right, in another home folder.
        for (state, child, open, input) in [(classA, "fox", "counting", "1\n\n2\n"), (classB, "owl", "letters", "1\n2\n3\n")] {
            let run = try Binary.run(["--plain", "--mute", "--child", child, "--open", open, "--seed", "4", "--state-dir", state,
                                      "--state-log", state + "-state.log"], input: input)
            #expect(run.status == 0)
        }
        func shown(_ log: String) throws -> Int {
            try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
                .compactMap { try? JSONDecoder().decode(Snapshot.self, from: Data($0.utf8)) }.compactMap(\.stars).max() ?? -1
        }
        let report = try Binary.run(["report", "--state-dir", classA, "--state-dir", classB])
        #expect(report.status == 0, "\(report.errors)")
        let records = Self.records(report.output)
        let header = try #require(records.first)
        #expect(header.starts(with: ["folder", "child", "activity", "level"]) && header.contains("stars"))
        #expect(records.dropFirst().allSatisfy { $0.count == header.count })
        func row(_ child: String, _ activity: String) -> [String: String] {
            let found = records.dropFirst().first { $0[1] == child && $0[2] == activity && $0.last == "" } ?? []
            return Dictionary(uniqueKeysWithValues: zip(header, found))
        }
        let part = try #require(header.firstIndex(of: "part")), skill = try #require(header.firstIndex(of: "skill"))
        #expect(records.dropFirst().filter { $0[part].isEmpty && $0[skill].isEmpty }.count == 2 * 8, "two children, eight activities with a score each")
        #expect(records.dropFirst().filter { !$0[skill].isEmpty }.contains { $0[1] == "fox" && $0[2] == "counting" && $0[skill].hasPrefix("counting ") })
        #expect(records.dropFirst().filter { !$0[part].isEmpty }.map { $0[2] } == Array(repeating: "numbers", count: 2 * 14),
                "and the Numbers card's five games and nine distances, each child")
        #expect(row("fox", "counting")["stars"] == "\(try shown(classA + "-state.log"))" && row("fox", "counting")["stars"] != "0")
        #expect(row("owl", "letters")["stars"] == "\(try shown(classB + "-state.log"))")
        #expect(row("owl", "counting")["stars"] == "0" && row("fox", "counting")["folder"] == classA)
        #expect(row("fox", "counting")["last_played"]?.count == 10)
        // A child whose file is damaged: named on standard error, left out, the others reported; exit 65.
        try Data("{\"version\":3,\"st".utf8).write(to: URL(fileURLWithPath: classB + "/bear.json"))
        let damaged = try Binary.run(["report", "--state-dir", classA, "--state-dir", classB, "--format", "csv"])
        #expect(damaged.status == 65)
        #expect(damaged.errors.contains("'bear'") && damaged.errors.contains(classB), "\(damaged.errors)")
        #expect(Self.records(damaged.output).count == records.count)
        #expect(FileManager.default.fileExists(atPath: classB + "/bear.json"), "a report changes nothing")
        let json = try Binary.run(["report", "--state-dir", classA, "--format", "json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        #expect(rows.count == 8 && rows.allSatisfy { $0["child"] as? String == "fox" })
        // Its skills: the counting it played has some tried (learning or known, with the day they come back), the rest new.
        let skills = (rows.first?["skills"] as? [[String: Any]]) ?? []
        let tried = skills.filter { $0["state"] as? String != "new" }
        #expect(!tried.isEmpty && tried.allSatisfy { ($0["due"] as? String)?.count == 10 && $0["needsHelp"] is Bool }, "\(skills.prefix(3))")
        #expect(skills.contains { $0["state"] as? String == "new" && $0["due"] is NSNull })
        #expect((rows.last?["parts"] as? [[String: Any]])?.map { $0["part"] as? String ?? "" }.prefix(3) == ["track", "more", "more distance 1"])
    }

    /// Makes children in a state folder: each plays once and leaves.
    static func make(_ children: [String], in state: String) throws {
        for child in children {
            let run = try Binary.run(["--plain", "--mute", "--child", child, "--state-dir", state], input: "q\n")
            #expect(run.status == 0)
        }
    }

    @Test("a by-ear child picks owl from what the picker says, in full screen and in line mode", arguments: [false, true])
    func pickerByEar(_ lineMode: Bool) throws {
        let folder = try Binary.temporaryFolder("picker")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.make(["fox", "owl", "bear"], in: folder + "/state")
        let t = try Tmux(arguments: ["--mute"] + (lineMode ? ["--plain"] : []), folder: folder)
        // Only the speech log: "1: bear; 2: fox; 3: owl." — the key said before owl.
        var options: String?
        let deadline = Date().addingTimeInterval(15)
        while options == nil && Date() < deadline {
            options = t.utterances().first { $0["kind"] as? String == "options" && $0["id"] as? String == "who" }?["text"] as? String
            usleep(5_000)
        }
        let said = try #require(options, "the picker's choices were never said")
        let key = try #require(said.split(separator: ";").first { $0.hasSuffix(": owl") || $0.hasSuffix(": owl.") }?
            .split(separator: ":").first?.trimmingCharacters(in: .whitespaces), "no key said for owl in '\(said)'")
        t.type(key)
        if lineMode { t.press("Enter") }
        let home = try t.waitForState("home as owl") { $0.screen == .home && $0.child == "owl" }
        #expect(home.stars == 0)
    }

    @Test("kill -9 while two children save at once, 40 times (KIDS_KILL_RUNS): each file is whole and keeps every star its child saw saved")
    func killTwoChildren() throws {
        let runs = (Int(ProcessInfo.processInfo.environment["KIDS_KILL_RUNS"] ?? "") ?? 200) / 5
        signal(SIGPIPE, SIG_IGN)
        _ = try #require(Binary.path)
        let folder = try Binary.temporaryFolder("kill-children")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var generator = SeededGenerator(seed: 7)
        var lost = 0
        var midway = 0
        for run in 0..<runs {
            try? FileManager.default.removeItem(atPath: folder + "/state")
            var processes: [(child: String, process: Process, log: String)] = []
            for child in ["fox", "owl"] {
                let log = folder + "/\(child)-\(run).log"
                let process = try Binary.feeding(["--plain", "--mute", "--child", child, "--open", "counting", "--state-dir", folder + "/state",
                                                  "--state-log", log], input: ReliabilityTests.countingAnswers)
                processes.append((child, process, log))
            }
            let started = Date()
            while !processes.allSatisfy({ FileManager.default.fileExists(atPath: $0.log) }) && Date().timeIntervalSince(started) < 5 { usleep(500) }
            usleep(UInt32.random(in: 0...45_000, using: &generator))
            for (_, process, _) in processes { kill(process.processIdentifier, SIGKILL) }
            for (child, process, log) in processes {
                process.waitUntilExit()
                let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
                let lines: [Snapshot] = text.split(separator: "\n").compactMap { try? JSONDecoder().decode(Snapshot.self, from: Data($0.utf8)) }
                let savedLines = lines.filter { $0.activity == "counting" && $0.saving == nil && $0.child == child }
                let logged: Int = savedLines.compactMap(\.stars).max() ?? 0
                if (1..<10).contains(logged) { midway += 1 }
                let saved = ChildFolder(folder: folder + "/state").store(child).read()
                guard case .success(let progress) = saved else {
                    Issue.record("run \(run): \(child)'s file is damaged: \(saved)")
                    continue
                }
                let counted: Int = progress?.stars.keys.filter { $0.hasPrefix("counting.") }.count ?? 0
                if counted < logged { lost += logged - counted }
            }
        }
        #expect(lost == 0, "stars shown as saved but not on disk: \(lost)")
        #expect(midway > runs / 3, "many kills must fall between a child's first save and its last: \(midway) of \(2 * runs)")
        print("killTwoChildren: \(midway) of \(2 * runs) children killed between their first save and their last, \(lost) stars lost")
    }
}
