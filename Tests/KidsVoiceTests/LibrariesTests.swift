import Foundation
import KidsModel
import Testing
@testable import KidsVoice

@Suite("KidsVoice: the C libraries and the speech log")
struct LibrariesTests {
    @Test("the real eSpeak NG and PortAudio libraries are linked and answer")
    func linked() {
        #expect(Libraries.espeak.hasPrefix("1."), "eSpeak NG version: \(Libraries.espeak)")
        #expect(Libraries.portAudio.contains("PortAudio"), "PortAudio version: \(Libraries.portAudio)")
    }

    @Test("a speech log line has the keys of DESIGN §5")
    func speechLogLine() {
        let line = SpeechLog.line(Utterance(kind: .question, id: "counting.3", text: "How many apples can you see?", muted: true))
        #expect(line == #"{"id":"counting.3","kind":"question","muted":true,"text":"How many apples can you see?"}"#)
        let welcome = SpeechLog.line(Utterance(kind: .welcome, text: "Hello!", muted: false))
        #expect(welcome == #"{"kind":"welcome","muted":false,"text":"Hello!"}"#)
    }

    @Test("lines from two writers never interleave")
    func appendsWholeLines() async throws {
        let path = NSTemporaryDirectory() + "speech-\(UUID().uuidString).log"
        defer { try? FileManager.default.removeItem(atPath: path) }
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<2 {
                group.addTask {
                    let log = SpeechLog(path: path)
                    for n in 0..<200 {
                        log.record(Utterance(kind: .again, id: "w\(writer)", text: String(repeating: "x", count: n), muted: true))
                    }
                }
            }
        }
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 400)
        #expect(lines.allSatisfy { $0.hasPrefix("{") && $0.hasSuffix("}") })
    }
}
