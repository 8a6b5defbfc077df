import Foundation
import KidsModel
import Testing
import TestSupport

/// Sound leaving the program for real: PortAudio into ALSA's `file` plugin, chosen with `ALSA_CONFIG_PATH`
/// (these machines have no sound card).
@Suite("Speech through PortAudio and ALSA", .tags(.slow))
struct SpeechEndToEndTests {
    /// An ALSA configuration whose default device writes a WAV file (through a `null` slave, so it is not
    /// paced in real time). The name "null" is not defined when this file replaces alsa.conf, hence inline.
    static func fileDevice(in folder: String) throws -> (config: String, wav: String) {
        let wav = folder + "/alsa-out.wav"
        let config = folder + "/asound.conf"
        try """
        pcm.!default {
            type file
            slave { pcm { type null } }
            file "\(wav)"
            format "wav"
        }
        """.write(toFile: config, atomically: true, encoding: .utf8)
        return (config, wav)
    }

    /// Runs kids on the first counting question until it has said it, then quits with Ctrl-C.
    func sayFirstQuestion(_ arguments: [String], environment: [String: String], folder: String) throws -> Tmux {
        let t = try Tmux(arguments: ["--open", "counting", "--question", "counting.sun.1"] + arguments,
                         folder: folder, environment: environment)
        try t.waitForState("speaking") { $0.speech == .speaking }
        try t.waitForState("said") { $0.speech == .idle }
        t.press("C-c")
        try t.waitForScreen(containing: "[exit=0]")
        return t
    }

    @Test("after kids says a question, the sound device's file holds it: as long as the speech, and loud")
    func soundLeavesTheProgram() throws {
        let folder = try Binary.temporaryFolder("alsa")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let device = try Self.fileDevice(in: folder)
        _ = try sayFirstQuestion([], environment: ["ALSA_CONFIG_PATH": device.config], folder: folder)
        let played = try #require(WavFile(path: device.wav), "ALSA's file plugin wrote no WAV")

        // The same question synthesised straight into a WAV file, for its length.
        let reference = folder + "/reference.wav"
        let refFolder = try Binary.temporaryFolder("alsa-ref")
        defer { try? FileManager.default.removeItem(atPath: refFolder) }
        _ = try sayFirstQuestion(["--speech-out", reference], environment: [:], folder: refFolder)
        let synthesized = try #require(WavFile(path: reference))

        #expect(synthesized.seconds > 1.5, "the question takes \(synthesized.seconds) s")
        #expect(abs(played.seconds - synthesized.seconds) < 0.2 * synthesized.seconds,
                "played \(played.seconds) s, synthesised \(synthesized.seconds) s")
        #expect(played.rms > 300, "RMS \(played.rms): speech, not silence")
    }

    @Test("each language's pack speaks its own language into the sound device", arguments: [
        ("es", "¿Cuántos soles ves?"), ("de", "Wie viele Sonnen siehst du?"), ("fr", "Combien de soleils vois-tu ?"),
    ])
    func languages(_ language: String, _ question: String) throws {
        let folder = try Binary.temporaryFolder("alsa-" + language)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let device = try Self.fileDevice(in: folder)
        let t = try sayFirstQuestion(["--lang", language], environment: ["ALSA_CONFIG_PATH": device.config],
                                     folder: folder)
        let said = t.utterances().first { $0["kind"] as? String == "question" }?["text"] as? String ?? ""
        #expect(said.hasPrefix(question), "\(language): \(said)")
        let played = try #require(WavFile(path: device.wav), "ALSA's file plugin wrote no WAV")
        #expect(played.seconds > 1 && played.rms > 300, "\(language): \(played.seconds) s, RMS \(played.rms)")
    }

    @Test("with --mute the sound device gets nothing")
    func muted() throws {
        let folder = try Binary.temporaryFolder("alsa")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let device = try Self.fileDevice(in: folder)
        let t = try Tmux(arguments: ["--open", "counting", "--mute"], folder: folder,
                         environment: ["ALSA_CONFIG_PATH": device.config])
        try t.waitForState("lesson") { $0.screen == .lesson && $0.speech == .muted }
        t.press("Space")
        try t.waitForUtterances(2)
        t.press("C-c")
        try t.waitForScreen(containing: "[exit=0]")
        let samples = WavFile(path: device.wav)?.samples ?? []
        #expect(samples.allSatisfy { $0 == 0 }, "\(samples.count) samples")
    }

    @Test("with no sound device kids runs, tells it once, and no ALSA or JACK text shows")
    func noDevice() throws {
        let folder = try Binary.temporaryFolder("alsa")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let config = folder + "/asound.conf"
        try "# no devices at all\n".write(toFile: config, atomically: true, encoding: .utf8)
        let t = try Tmux(arguments: ["--open", "shapes"], folder: folder, environment: ["ALSA_CONFIG_PATH": config])
        try t.waitForState("unavailable") { $0.speech == .unavailable && $0.screen == .lesson }
        t.press("Space")
        t.type(try #require(t.states().last).key(of: "circle"))
        try t.waitForState("answered") { $0.answered == true }
        let screen = t.screen()
        #expect(screen.contains("no sound"))
        for word in ["ALSA", "alsa", "JACK", "jack", "Jack", "snd_", "pcm"] {
            #expect(!screen.contains(word), "the screen shows \(word)")
        }
        let notices = t.utterances().filter { $0["kind"] as? String == "notice" }
        #expect(notices.count == 1)
        t.press("C-c")
        try t.waitForScreen(containing: "[exit=0]")
        let log = (try? String(contentsOfFile: t.stateDir + "/kids.log", encoding: .utf8)) ?? ""
        #expect(!log.contains("ALSA") && !log.contains("jack"), "\(log)")

        // In line mode, through pipes: standard error stays empty.
        let plain = try Binary.run(["--plain", "--state-dir", folder + "/plain"], input: "1\n1\nq\n",
                                   environment: ["ALSA_CONFIG_PATH": config])
        #expect(plain.status == 0)
        #expect(plain.errors.isEmpty, "stderr: \(plain.errors)")
        #expect(plain.output.components(separatedBy: "No sound: there is no sound device.").count == 2)
    }

    @Test("with eSpeak's data missing kids runs silently and says so once")
    func noSpeechData() throws {
        let folder = try Binary.temporaryFolder("espeak")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let plain = try Binary.run(["--plain", "--state-dir", folder], input: "1\nq\n", environment: ["ESPEAK_DATA_PATH": folder])
        #expect(plain.status == 0)
        #expect(plain.errors.isEmpty, "stderr: \(plain.errors)")
        #expect(plain.output.contains("No sound: the speech data could not be loaded"))
        #expect(plain.output.contains("Counting, question 1 of 10."))
    }

    /// eSpeak NG and PortAudio are opened at run time (docs/DECISIONS.md): a library that is there but broken
    /// (here a file that is not a library, found first through LD_LIBRARY_PATH) must not stop the program.
    @Test("with a broken eSpeak or PortAudio library kids runs silently and names the library once", arguments: ["libespeak-ng.so.1", "libportaudio.so.2"])
    func brokenLibrary(soname: String) throws {
        let folder = try Binary.temporaryFolder("library")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "not a library\n".write(toFile: folder + "/" + soname, atomically: true, encoding: .utf8)
        let plain = try Binary.run(["--plain", "--state-dir", folder + "/state"], input: "1\nq\n",
                                   environment: ["LD_LIBRARY_PATH": folder, "ALSA_CONFIG_PATH": try Self.fileDevice(in: folder).config])
        #expect(plain.status == 0)
        #expect(plain.errors.isEmpty, "stderr: \(plain.errors)")
        let notice = "No sound: the library \(soname) could not be opened"
        #expect(plain.output.components(separatedBy: notice).count == 2, "\(plain.output)")
        #expect(plain.output.contains("Counting, question 1 of 10."))
    }
}

extension SpeechEndToEndTests {
    /// The taps in a recording: short sounds (at most 60 ms) with at least 180 ms of quiet before and after them.
    static func taps(in wav: WavFile) -> Int {
        let window = max(1, wav.sampleRate / 100)  // 10 ms
        let loud = stride(from: 0, to: wav.samples.count, by: window).map { start -> Bool in
            let part = wav.samples[start..<min(start + window, wav.samples.count)]
            let rms = (part.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(part.count)).squareRoot()
            return rms > 500
        }
        var taps = 0
        var quiet = 0
        var index = 0
        while index < loud.count {
            guard loud[index] else {
                quiet += 1
                index += 1
                continue
            }
            var length = 0
            while index < loud.count && loud[index] {
                length += 1
                index += 1
            }
            let after = loud[index...].prefix { !$0 }.count
            if quiet >= 18 && length <= 6 && (after >= 18 || index + after == loud.count) { taps += 1 }
            quiet = 0
        }
        return taps
    }

    @Test("a counting question is heard: its speech, then exactly one tap per thing to count, from the sound device's file")
    func tapsAreHeard() throws {
        let folder = try Binary.temporaryFolder("alsa")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let device = try Self.fileDevice(in: folder)
        let t = try Tmux(arguments: ["--open", "counting", "--question", "counting.apple.3"], folder: folder,
                         environment: ["ALSA_CONFIG_PATH": device.config])
        try t.waitForState("speaking") { $0.speech == .speaking }
        try t.waitForState("said, taps and all") { $0.speech == .idle }
        t.press("C-c")
        try t.waitForScreen(containing: "[exit=0]")
        let played = try #require(WavFile(path: device.wav), "ALSA's file plugin wrote no WAV")
        #expect(played.seconds > 3, "the prompt, the answers and three taps take \(played.seconds) s")
        #expect(Self.taps(in: played) == 3, "three apples, three taps")
        let logged = t.utterances().filter { $0["kind"] as? String == "tap" }.compactMap { $0["index"] as? Int }
        #expect(logged == [1, 2, 3])
    }

    @Test("s hushes a real utterance: the speech file stops growing within 50 ms of the app taking the key")
    func hushCuts() throws {
        let folder = try Binary.temporaryFolder("hush")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let wav = folder + "/speech.wav"
        let t = try Tmux(arguments: ["--open", "shapes", "--speech-out", wav], folder: folder)
        try t.waitForState("speaking") { $0.speech == .speaking }
        func size() -> Int { (try? FileManager.default.attributesOfItem(atPath: wav)[.size] as? Int) ?? 0 }
        let started = Date()
        while size() < 44 + 22_050 && Date().timeIntervalSince(started) < 10 { usleep(2_000) }  // half a second heard
        let sent = Date()
        let atKey = size()
        t.type("s")
        try t.waitForState("hushed") { $0.speech == .idle }
        let taken = Date().timeIntervalSince(sent)
        // Wait until the file has stopped growing (unchanged for a quarter of a second, within 5 s).
        var last = size(), still = Date()
        while Date().timeIntervalSince(still) < 0.25 && Date().timeIntervalSince(sent) < 5 {
            usleep(5_000)
            if size() != last { last = size(); still = Date() }
        }
        // What was written after the key: at most the time the app took to see it, 50 ms to stop, and the
        // 50 ms the file is written ahead of the listener, with one piece of 256 frames.
        let after = Double(last - atKey) / 2 / 22_050
        #expect(after <= taken + 0.05 + 0.05 + 0.012, "\(after) s written after the key; the app took \(taken) s to see it")
        let heard = try #require(WavFile(path: wav))
        #expect(heard.seconds < 3, "cut early: \(heard.seconds) s of a prompt and answers that take far longer")
        #expect(t.utterances().last?["kind"] as? String == "hush")
    }
}
