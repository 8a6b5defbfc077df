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
}
