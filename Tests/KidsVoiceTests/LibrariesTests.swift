import Foundation
import KidsModel
import Testing
@testable import KidsVoice

@Suite("KidsVoice: the C libraries and the speech log")
struct LibrariesTests {
    @Test("the real eSpeak NG and PortAudio libraries are opened and answer")
    func opened() {
        #expect(Libraries.espeak.hasPrefix("1."), "eSpeak NG version: \(Libraries.espeak)")
        #expect(Libraries.portAudio.contains("PortAudio"), "PortAudio version: \(Libraries.portAudio)")
    }

    @Test("a library or a function that is not there is a typed error naming the library")
    func missing() throws {
        #expect(throws: SpeechError.self) { try SharedLibrary("libkids-no-such-library.so.7") }
        do {
            _ = try SharedLibrary("libkids-no-such-library.so.7")
        } catch {
            #expect(error.description.hasPrefix("the library libkids-no-such-library.so.7 could not be opened ("), "\(error)")
        }
        let espeak = try SharedLibrary("libespeak-ng.so.1")
        typealias Version = @convention(c) (UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> UnsafePointer<CChar>?
        let info: Version = try espeak.function("espeak_Info")
        #expect(info(nil).map { String(cString: $0) } == Libraries.espeak)
        #expect(throws: SpeechError.self) { try espeak.function("espeak_NoSuchFunction", as: Version.self) }
    }

    @Test("a speech log line has the keys of DESIGN §5")
    func speechLogLine() {
        let line = SpeechLog.line(Utterance(kind: .question, subject: "counting.3", text: "How many apples can you see?", muted: true))
        #expect(line == #"{"id":"counting.3","kind":"question","muted":true,"text":"How many apples can you see?"}"#)
        let welcome = SpeechLog.line(Utterance(kind: .welcome, text: "Hello!", muted: false))
        #expect(welcome == #"{"kind":"welcome","muted":false,"text":"Hello!"}"#)
    }
}
