import Foundation
import KidsModel
import Testing
import TestSupport

/// The blends the teachers measured, in the app's own WAV (`--speech-out`): the sounds found as a listener finds them,
/// the runs of sound after the first words, each parted from the next by a pause (`SoundsHeard.runs`), and each
/// within 12 dB of the loudest 10 ms of the words around them, heard 60 ms, in one burst.
@Suite("Blends heard in the app's own sound", .tags(.slow))
struct SoundLoudnessEndToEndTests {
    @Test("the teachers' blends, each sound as loud as the sentence in the WAV the app writes", arguments: [
        ("en", "listen.blending.cat", 3), ("fr", "listen.blending.tent", 3), ("de", "listen.blending.car", 3), ("es", "listen.blending.bread", 3),
    ])
    func blendInTheWAV(language: String, question: String, sounds: Int) throws {
        let folder = try Binary.temporaryFolder("blend-" + language)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let wav = folder + "/speech.wav"
        // The blend tried once today first, so that the game is not introduced again: the WAV holds the question alone.
        let tried = try Binary.run(["--lang", language, "--open", "listen", "--question", question, "--plain", "--mute", "--state-dir", folder + "/state"],
                                   input: "1\n2\n3\nq\n")
        #expect(tried.status == 0, "\(tried.output)")
        let t = try Tmux(arguments: ["--lang", language, "--open", "listen", "--question", question, "--speech-out", wav], folder: folder)
        try t.waitForState("speaking") { $0.speech == .speaking }
        try t.waitForState("said") { $0.speech == .idle }
        t.press("C-c")
        try t.waitForScreen(containing: "[exit=0]")
        let heard = try #require(WavFile(path: wav), "the app wrote no WAV")
        let runs = SoundsHeard.runs(in: heard.samples, sampleRate: heard.sampleRate)
        try #require(runs.count > sounds + 1, "\(question): \(runs.count) runs of sound in the WAV: \(runs)")
        let found = runs[1...sounds].enumerated().map { (name: "sound \($0.offset + 1)", range: $0.element) }
        let measured = SoundsHeard(samples: heard.samples, sampleRate: heard.sampleRate, sounds: found)
        print("blend \(language) \(question): \(measured.sounds)")
        for sound in measured.sounds {
            #expect(sound.peak >= SoundsHeard.leastPeak && sound.milliseconds >= SoundsHeard.leastHeard && sound.bursts == 1, "\(question): \(sound)")
        }
    }
}
