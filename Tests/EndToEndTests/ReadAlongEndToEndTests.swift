import Foundation
import KidsModel
import Testing
import TestSupport

/// Read-along with the real binary in a real terminal: the state log's `reading` names the word being heard,
/// in step with the audio's timeline (a WAV file written at a device's pace, or PortAudio into ALSA's `file`
/// plugin), and a hush takes it away at once.
@Suite("Read-along in a real terminal")
struct ReadAlongEndToEndTests {
    /// shapes.circle: "What shape is this?" on screen; its prompt says more ("It is a blue shape, …").
    static let arguments = ["--open", "shapes", "--seed", "1"]
    static let questionWords = ["What", "shape", "is", "this"]

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
        // The question's words, in the order of its text, before anything else is read.
        #expect(Array(named.prefix(4)) == Self.questionWords, "\(words)")
        #expect(Set(named.prefix(4)).count == 4, "four different words")
        // The words of the prompt beyond the text ("It is a blue shape …") highlight nothing.
        #expect(words.dropFirst(4).first == .some(nil), "\(words)")
        // Then the answers, each tile as its words are heard; at the end nothing is read.
        #expect(Set(named).isSuperset(of: tiles), "\(named)")
        #expect(states.last?.reading == nil)
    }

    @Test("with --speech-out, the question's words are read along in the order of its text, then nothing")
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
