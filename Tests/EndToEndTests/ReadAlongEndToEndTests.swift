import Foundation
import KidsModel
import KidsStore
import Testing
import TestSupport

/// Read-along with the real binary in a real terminal: the state log's `reading` names the word being heard,
/// in step with the audio's timeline (a WAV file written at a device's pace, or PortAudio into ALSA's `file`
/// plugin), and a hush takes it away at once.
@Suite("Read-along in a real terminal", .tags(.slow))
struct ReadAlongEndToEndTests {
    /// shapes.circle: "What shape is this? It is a blue shape, …", on screen as it is said.
    static let arguments = ["--open", "shapes", "--seed", "1"]

    /// The words the state log named in turn, each once for a run of lines naming it.
    static func readings(_ states: [Snapshot]) -> [String?] {
        var said: [String?] = []
        for state in states where state.screen == .lesson && said.last != .some(state.reading) {
            said.append(state.reading)
        }
        return Array(said.drop { $0 == nil })
    }

    /// Waits until the question and its answers have been heard, then checks what was read along.
    func readAlong(_ t: Tmux) throws {
        // The words come at the pace of the audio's timeline, which may run on after the engine has handed its
        // last samples over: wait for the last tile's words, then for the end.
        let tiles = ["circle", "triangle", "rectangle"]
        try t.waitForState(timeout: 30, "the answers read") { _ in Set(t.states().compactMap(\.reading)).isSuperset(of: tiles) }
        try t.waitForState(timeout: 10, "the end") { $0.reading == nil && $0.speech == .idle }
        let states = t.states()
        let words = Self.readings(states)
        let named = words.compactMap { $0 }
        // Every word of the question, in the order it is said (and shown), before anything else is read.
        let prompt = try Self.spokenWords("en", "shapes.circle")
        #expect(Array(named.prefix(prompt.count)).map(AppState.plain) == prompt, "\(words)")
        // Then the answers, each tile as its words are heard; at the end nothing is read.
        #expect(Set(named).isSuperset(of: tiles), "\(named)")
        #expect(states.last?.reading == nil)
    }

    /// The words of a question's spoken sentence, as compared ("suns?" → "suns").
    static func spokenWords(_ language: String, _ id: String) throws -> [String] {
        let content = try PackFolder.load(folder: Binary.root.appendingPathComponent("Content/" + language).path).get()
        let question = try #require(content.activities.flatMap(\.questions).first { $0.id == id })
        return question.spoken.split(separator: " ").map { AppState.plain(String($0)) }.filter { !$0.isEmpty }
    }

    @Test("with --speech-out, every word of the spoken question is read along in order, in each activity and language",
          arguments: ["en", "fr", "es", "de"], ["counting.sun.1", "letters.a", "shapes.circle"])
    func everyWord(language: String, question: String) throws {
        let folder = try Binary.temporaryFolder("read-along-\(language)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let activity = String(question.prefix { $0 != "." })
        // At the slowest rate each word lasts long enough for its frame even on a machine busy with other tests
        // (a word shorter than the run loop's lateness would be lit between two frames and never logged).
        let t = try Tmux(arguments: ["--lang", language, "--open", activity, "--question", question, "--seed", "1", "--rate", "80",
                                     "--speech-out", folder + "/speech.wav"], folder: folder)
        let prompt = try Self.spokenWords(language, question)
        try t.waitForState(timeout: 30, "the question read") { _ in
            Self.readings(t.states()).compactMap { $0 }.count >= prompt.count
        }
        let named = Self.readings(t.states()).compactMap { $0 }.map(AppState.plain)
        #expect(Array(named.prefix(prompt.count)) == prompt, "\(language) \(question): \(named)")
        t.press("C-c")
        try t.waitForScreen(containing: "[exit=0]")
    }

    @Test("a letter said by its name (Spanish Y: \"ye\") is read along as the letter shown, in the question and its answers")
    func letterName() throws {
        let folder = try Binary.temporaryFolder("read-along-name")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let t = try Tmux(arguments: ["--lang", "es", "--open", "letters", "--question", "letters.upper.Y", "--seed", "1", "--rate", "80",
                                     "--speech-out", folder + "/speech.wav", "--speech-log", folder + "/speech.log"], folder: folder)
        let prompt = try Self.spokenWords("es", "letters.upper.Y")
        #expect(prompt.last == "y")
        try t.waitForState(timeout: 30, "the answer Y read") { _ in
            Self.readings(t.states()).compactMap { $0 }.map(AppState.plain).dropFirst(prompt.count).contains("y")
        }
        let named = Self.readings(t.states()).compactMap { $0 }.map(AppState.plain)
        #expect(Array(named.prefix(prompt.count)) == prompt, "\(named)")
        #expect(named.dropFirst(prompt.count).contains("y"), "the tile Y is lit as its name is heard: \(named)")
        let log = try String(contentsOfFile: folder + "/speech.log", encoding: .utf8)
        #expect(log.contains(#""voiced":"¿Dónde está la letra ye?""#), "\(log)")
        t.press("C-c")
        try t.waitForScreen(containing: "[exit=0]")
    }

    @Test("with --speech-out, the question's words are read along in the order it is said, then the answers, then nothing")
    func speechOut() throws {
        let folder = try Binary.temporaryFolder("read-along")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let t = try Tmux(arguments: Self.arguments + ["--speech-out", folder + "/speech.wav"], folder: folder)
        try readAlong(t)
        t.press("C-c")
        try t.waitForScreen(containing: "[exit=0]")
    }

    @Test("through PortAudio into ALSA's file plugin, the same")
    func portAudio() throws {
        let folder = try Binary.temporaryFolder("read-along-alsa")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let device = try SpeechEndToEndTests.fileDevice(in: folder)
        let t = try Tmux(arguments: Self.arguments, folder: folder, environment: ["ALSA_CONFIG_PATH": device.config])
        try readAlong(t)
        #expect((WavFile(path: device.wav)?.seconds ?? 0) > 2, "the speech reached ALSA")
        t.press("C-c")
        try t.waitForScreen(containing: "[exit=0]")
    }

    @Test("a hush mid-sentence removes the highlight at once, and nothing is read after it")
    func hush() throws {
        let folder = try Binary.temporaryFolder("read-along-hush")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let t = try Tmux(arguments: Self.arguments + ["--speech-out", folder + "/speech.wav"], folder: folder)
        try t.waitForState("reading") { $0.reading == "shape" }
        let before = t.states().count
        t.type("s")
        let after = try t.waitForState("hushed") { $0.speech == .idle }
        #expect(after.reading == nil)
        let lines = t.states()
        let since = Array(lines[before...])
        // The first line after the key has no highlight; no line after it has one.
        #expect(since.allSatisfy { $0.reading == nil }, "\(since.map(\.reading))")
        usleep(500_000)
        #expect(t.states().dropFirst(before).allSatisfy { $0.reading == nil })
        t.press("C-c")
        try t.waitForScreen(containing: "[exit=0]")
    }
}
