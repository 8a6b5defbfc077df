import Foundation
import KidsModel
import Testing
import TestSupport

/// The real `kids` binary, run as a user or a script would run it.
@Suite("The kids binary", .tags(.slow))
struct BinaryTests {
    let pack = Binary.root.appendingPathComponent("Content/en").path

    @Test("check-content accepts the shipped pack")
    func checkGoodPack() throws {
        let result = try Binary.run(["check-content", pack])
        #expect(result.status == 0)
        #expect(result.output.contains("lexicon: 6 words, each read by eSpeak NG and said otherwise than it would\n"))
        #expect(result.output.contains("ipa: 81 pictures' words, each as eSpeak NG says it\n"))
        #expect(result.output.contains("good (9 activities, 729 questions"))
        // One summary line an activity, with its generated questions and levels; exploring the keys has none.
        #expect(result.output.hasPrefix("counting: 80 questions, 4 levels\nletters: 142 questions, 4 levels\nshapes: 31 questions, 3 levels\n"
                                        + "keys: every key says its name (43 keys of QWERTY)\nkeyboard: 71 questions, 6 levels\n"
                                        + "stories: 8 stories, 51 pages, 16 questions\nlisten: 126 questions, 3 levels\nwords: 98 questions, 3 levels\n"
                                        + "numbers: 165 questions, 3 levels\n"))
    }

    @Test("check-content lists every problem of a broken copy and exits 65")
    func checkBrokenPack() throws {
        let copy = try Binary.temporaryFolder("pack")
        defer { try? FileManager.default.removeItem(atPath: copy) }
        try Binary.copyPack(pack, to: copy)
        func replace(_ file: String, _ old: String, _ new: String) throws {
            // The first occurrence only: each change breaks one rule in one place.
            let path = copy + "/" + file
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let range = try #require(text.range(of: old))
            try text.replacingCharacters(in: range, with: new).write(toFile: path, atomically: true, encoding: .utf8)
        }
        try replace("counting.json", "\"numbers\": [\n        1,\n        5\n      ]", "\"numbers\": [5, 1]")
        try replace("letters.json", "\"correct\": \"a\"", "\"correct\": \"q\"")
        try replace("shapes.json", "\"picture\": \"circle\"", "\"picture\": \"circel\"")
        try replace("pictures.json", "\"color\": \"cyan\"", "\"color\": \"sky\"")
        let result = try Binary.run(["check-content", copy])
        #expect(result.status == 65)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("\(copy)/counting.json: generator: generate[0]: 'numbers' must be [lowest, highest], from 1, not [5, 1]"))
        #expect(lines.contains { $0.hasPrefix("\(copy)/letters.json: letters.a: correct-missing:") })
        #expect(lines.filter { $0.hasPrefix("\(copy)/shapes.json: generator: ") && $0.hasSuffix("shape 'circle' is not described in the activity's 'shapes'") }.count == 2,
                "the name and find generators of level 1 both ask about the circle")
        #expect(lines.filter { $0.contains("picture-color") }.count == 1)
        #expect(lines.last == "5 problems in \(copy)")
    }

    @Test("check-content on a missing folder exits 66")
    func checkMissingFolder() throws {
        let result = try Binary.run(["check-content", "/nonexistent/pack"])
        #expect(result.status == 66)
        #expect(result.errors.contains("does not exist"))
    }

    @Test("a bad command line exits 64 with a reason and the usage")
    func badArguments() throws {
        let result = try Binary.run(["--loud"])
        #expect(result.status == 64)
        #expect(result.errors.hasPrefix("kids: unknown switch '--loud'\nusage: kids"))
        let unknown = try Binary.run(["--open", "colours", "--plain", "--mute"])
        #expect(unknown.status == 64)
        #expect(unknown.errors.contains("there is no activity 'colours' (there are: counting, letters, shapes, keys, keyboard, stories, listen, words, numbers)"))
    }

    @Test("--help and --version")
    func helpAndVersion() throws {
        let help = try Binary.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("--state-log FILE"))
        let version = try Binary.run(["--version"])
        #expect(version.status == 0)
        #expect(version.output.hasPrefix("kids "))
        #expect(version.output.contains("eSpeak NG 1."))
    }

    /// The answers of a fresh child's first round of counting, as the child types them (one line each: the
    /// number itself), with an empty line (Enter) for Next after each. The first round takes level 1's
    /// questions in pack order: each thing at each number, the pass giving the first number to the next thing.
    static let countingAnswers = ["1", "2", "3", "4", "5", "1", "2", "3", "4", "5"]

    @Test("--plain with answers piped completes an activity, logs what it said, and prints no escape byte")
    func plainSession() throws {
        let folder = try Binary.temporaryFolder("state")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let input = Self.countingAnswers.map { "\($0)\n\n" }.joined() + "q\n"
        let result = try Binary.run(["--plain", "--mute", "--open", "counting", "--state-dir", folder,
                                     "--speech-log", folder + "/speech.log", "--state-log", folder + "/state.log"],
                                    input: input)
        #expect(result.status == 0)
        #expect(!result.output.utf8.contains(0x1B), "no escape bytes in plain mode")
        #expect(result.output.contains("All done! You did it! 10 stars."))
        let speech = try String(contentsOfFile: folder + "/speech.log", encoding: .utf8).split(separator: "\n")
        #expect(speech.filter { $0.contains("\"kind\":\"question\"") }.count == 10)
        #expect(speech.filter { $0.contains("\"kind\":\"right\"") }.count == 10)
        #expect(speech.allSatisfy { $0.contains("\"muted\":true") })
        let states = try String(contentsOfFile: folder + "/state.log", encoding: .utf8).split(separator: "\n")
        #expect(states.last?.contains("\"screen\":\"done\"") == true)
        #expect(states.last?.contains("\"stars\":10") == true)
        // Relaunched, the stars are still there.
        let again = try Binary.run(["--plain", "--mute", "--state-dir", folder], input: "q\n")
        #expect(again.output.contains("1. Counting, 10 stars, level 1"))
        // --reset-state starts with none.
        let reset = try Binary.run(["--plain", "--mute", "--state-dir", folder, "--reset-state"], input: "")
        #expect(reset.status == 0)
        #expect(reset.output.contains("1. Counting, 0 stars"))
    }

    @Test("line mode prints its prompt before it waits for input, even into a pipe")
    func plainFlushes() throws {
        let path = try #require(Binary.path)
        let folder = try Binary.temporaryFolder("state")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--plain", "--mute", "--state-dir", folder]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        let seen = Mailbox()
        output.fileHandleForReading.readabilityHandler = { handle in seen.append(handle.availableData) }
        try process.run()
        // Standard input stays open: the prompt must arrive while kids is waiting for a line.
        let deadline = Date().addingTimeInterval(10)
        while !seen.text.contains("Type a number to play") && Date() < deadline { usleep(5_000) }
        #expect(seen.text.contains("Type a number to play"), "nothing printed while waiting: \(seen.text)")
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        output.fileHandleForReading.readabilityHandler = nil
        #expect(process.terminationStatus == 0)
    }

    /// Bytes gathered from another thread.
    final class Mailbox: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func append(_ more: Data) { lock.withLock { data.append(more) } }
        var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
    }

    @Test("a line that means nothing gets a hint, and the end of input quits cleanly")
    func plainGarbage() throws {
        let folder = try Binary.temporaryFolder("state")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try Binary.run(["--plain", "--mute", "--state-dir", folder], input: "banana\n\u{1B}[A\n")
        #expect(result.status == 0)
        #expect(result.output.contains("(Type a number, or h, b, g, s, w or q.)"))
    }

    @Test("a corrupt progress file is kept aside and the app starts")
    func corruptProgress() throws {
        let folder = try Binary.temporaryFolder("state")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("{\"version\":2,\"st".utf8).write(to: URL(fileURLWithPath: folder + "/progress.json"))
        let answer = Binary.gateAnswer(seed: 5)
        let result = try Binary.run(["--plain", "--mute", "--state-dir", folder, "--gate-seed", "5"],
                                    input: "g\n\(answer)\nq\n")
        #expect(result.status == 0)
        #expect(result.output.contains("The progress file could not be used because it is not valid JSON"), "told to grown-ups")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        // The file of before became the first child's, and was kept aside as that.
        #expect(names.contains { $0.hasPrefix("fox.json.corrupt-") }, "\(names)")
    }
}

extension BinaryTests {
    @Test("the teachers' example pack in docs/ passes the checks and plays")
    func examplePack() throws {
        let pack = Binary.root.appendingPathComponent("docs/example-pack").path
        let check = try Binary.run(["check-content", pack])
        #expect(check.status == 0, "\(check.output)")
        #expect(check.output.contains("good (2 activities, 9 questions, 14 pictures)"))
        let folder = try Binary.temporaryFolder("state")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The tiles are shuffled for each showing; with a seed, the order of each is known: the keys of the
        // right answers (red, then green) follow from it.
        let red = AppState.tileOrder(count: 2, seed: 3, showing: 1).firstIndex(of: 0).map { $0 + 1 } ?? 0
        let green = AppState.tileOrder(count: 3, seed: 3, showing: 2).firstIndex(of: 1).map { $0 + 1 } ?? 0
        let play = try Binary.run(["--plain", "--mute", "--content", pack, "--state-dir", folder, "--seed", "3"],
                                  input: "1\n\(red)\n\n\(green)\n\nq\n")
        #expect(play.output.contains("Hello from Class Two!"))
        #expect(play.output.contains("All done! Great work. 2 stars."))
    }

    @Test("--lang fr plays the French pack")
    func french() throws {
        let folder = try Binary.temporaryFolder("state")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let play = try Binary.run(["--plain", "--mute", "--lang", "fr", "--state-dir", folder], input: "1\nq\n")
        #expect(play.output.contains("Bonjour !"))
        #expect(play.output.contains("Combien de soleils vois-tu ?"))
        let bad = try Binary.run(["--lang", "xx", "--plain"])
        #expect(bad.status == 64 && bad.errors.contains("there is no pack for language 'xx' (there are: de, en, es, fr)"))
    }
}

extension BinaryTests {
    @Test("line mode: b on the home screen says this is home and goes on; 1 then opens the first activity")
    func backAtHome() throws {
        let folder = try Binary.temporaryFolder("state")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try Binary.run(["--plain", "--mute", "--state-dir", folder, "--state-log", folder + "/state.log"], input: "b\n1\n")
        #expect(result.status == 0)
        #expect(result.output.contains("This is home."))
        #expect(result.output.contains("Counting, question 1 of 10."))
        let states = try String(contentsOfFile: folder + "/state.log", encoding: .utf8)
        #expect(states.contains(#""question":"counting.sun.1","round":"1/10","screen":"lesson""#))
    }

    @Test("--open with --reset-state opens the first question after the reset, not the first without a star before it")
    func openAfterReset() throws {
        let folder = try Binary.temporaryFolder("state")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let starred = try Binary.run(["--plain", "--mute", "--open", "counting", "--state-dir", folder], input: "1\nq\n")
        #expect(starred.status == 0)
        let reset = try Binary.run(["--plain", "--mute", "--open", "counting", "--reset-state", "--state-dir", folder,
                                    "--state-log", folder + "/state.log"], input: "")
        #expect(reset.status == 0)
        #expect(reset.output.contains("Counting, question 1 of 10."))
        let states = try String(contentsOfFile: folder + "/state.log", encoding: .utf8)
        #expect(states.hasPrefix(#"{"activity":"counting","answered":false,"child":"fox","count":80,"#), "\(states)")
        #expect(states.contains(#""question":"counting.sun.1""#), "\(states)")
        #expect(states.contains(#""stars":0"#))
    }

    /// Recorded with c525486 (before the command table); re-recorded when the answers, taps and the `caption`
    /// key were added (the state log only gained that key), and when an empty line in an unanswered lesson
    /// stopped choosing the first tile (the session's "1, empty line" on letters.b now chooses nothing); and
    /// re-recorded for rounds, levels and shuffled tiles (with `--seed 5`), which changed what is asked; and when
    /// every line gained `kiosk` (false here: nothing else changed); and when the home screen's cards gained the
    /// keyboard's two (the welcome's list of cards only: the state log is unchanged); and when every state-log line
    /// gained `child` ("fox", the first animal: nothing else changed); and when the home screen gained the stories'
    /// card (the welcome's list of cards only); and when the English kind words became one for British and American
    /// children ("Almost!" for "Nearly!": that caption and that utterance only); and when the home screen gained the
    /// listening card, and then the Words card (the welcome's list of cards only).
    @Test("a recorded line-mode session writes the same state and speech logs, byte for byte, as when it was recorded")
    func recordedSession() throws {
        let fixture = Binary.root.appendingPathComponent("Tests/EndToEndTests/Fixtures/plain-session")
        let folder = try Binary.temporaryFolder("state")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let input = try String(contentsOf: fixture.appendingPathComponent("input.txt"), encoding: .utf8)
        let result = try Binary.run(["--plain", "--mute", "--state-dir", folder + "/state", "--gate-seed", "5", "--seed", "5",
                                     "--state-log", folder + "/state.log", "--speech-log", folder + "/speech.log"], input: input)
        #expect(result.status == 0)
        for log in ["state.log", "speech.log"] {
            let expected = try String(contentsOf: fixture.appendingPathComponent(log), encoding: .utf8)
            let actual = try String(contentsOfFile: folder + "/" + log, encoding: .utf8)
            #expect(actual == expected, "\(log) differs")
        }
    }
}

extension BinaryTests {
    @Test("the locale's region chooses the English voice: British for en_GB and no region, American for en_US; --lang keeps it",
          arguments: [("en_GB.UTF-8", "en"), ("en_US.UTF-8", "en-us"), ("C.UTF-8", "en")])
    func voiceByRegion(locale: String, voice: String) throws {
        let folder = try Binary.temporaryFolder("region")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let input = "g\n\(Binary.gateAnswer(seed: 5))\nd\nq\n"
        let result = try Binary.run(["--plain", "--mute", "--lang", "en", "--state-dir", folder, "--gate-seed", "5"], input: input,
                                    environment: ["LANG": locale, "LC_ALL": "", "LC_MESSAGES": ""])
        #expect(result.status == 0)
        #expect(result.output.contains("Voice: \(voice)\n"), "\(result.output)")
    }
}
