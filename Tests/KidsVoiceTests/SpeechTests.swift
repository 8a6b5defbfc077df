import Foundation
import KidsModel
import KidsStore
import KidsSystem
import Synchronization
import Testing
@testable import KidsVoice

/// eSpeak NG for real. eSpeak has one global state, so these run one at a time.
@Suite("Speech with the real eSpeak NG", .serialized, .tags(.slow))
struct SpeechTests {
    /// The program's clock, as the engine and the sinks of these tests keep time on it.
    static let clock = Clock.live()

    func seconds(_ samples: [Int16], _ rate: Int) -> Double { Double(samples.count) / Double(rate) }

    @Test("a sentence synthesises to a plausible duration; longer text gives longer audio")
    func durations() throws {
        let synth = try Synthesizer(voice: "en-us", rate: 140)
        #expect(synth.sampleRate == 22_050)
        let short = try synth.samples(of: "Yes!")
        let long = try synth.samples(of: "How many apples can you see? Count them with me, one by one.")
        #expect(seconds(short, synth.sampleRate) > 0.2 && seconds(short, synth.sampleRate) < 1.5)
        #expect(seconds(long, synth.sampleRate) > 2.5 && seconds(long, synth.sampleRate) < 8)
        #expect(long.count > 3 * short.count)
        let rms = (long.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(long.count)).squareRoot()
        #expect(rms > 500, "speech, not silence: RMS \(rms)")
    }

    @Test("eSpeak's phoneme input reaches the voice: [[h@l'oU]] is said as 'hello', not read out sign by sign")
    func phonemeInput() throws {
        let synth = try Synthesizer(voice: "en-us", rate: 140)
        let phonemes = try synth.samples(of: "[[h@l'oU]]").count
        let hello = try synth.samples(of: "hello").count
        let signs = try synth.samples(of: "h@l'oU").count
        #expect(Double(phonemes) < Double(hello) * 1.3 && phonemes * 2 < signs, "[[h@l'oU]] \(phonemes), hello \(hello), read out \(signs) samples")
    }

    @Test("a faster rate makes shorter audio")
    func rate() throws {
        let synth = try Synthesizer(voice: "en-us", rate: 100)
        let text = "Which letter does apple start with? Is it the letter A, the letter M, or the letter S?"
        let slow = try synth.samples(of: text)
        try synth.set(rate: 200)
        let fast = try synth.samples(of: text)
        #expect(Double(fast.count) < Double(slow.count) * 0.7, "\(fast.count) vs \(slow.count)")
    }

    @Test("an unknown voice and a missing data path are typed errors, not a crash")
    func errors() throws {
        #expect(throws: SpeechError.self) { try Synthesizer(voice: "xx-nonexistent", rate: 140) }
        // A path that does not exist makes eSpeak fall back to its own data; a folder without data fails.
        let empty = NSTemporaryDirectory() + "no-espeak-data-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: empty) }
        do {
            _ = try Synthesizer(dataPath: empty, voice: "en-us", rate: 140)
            Issue.record("a missing data path must fail")
        } catch {
            guard case .espeakData(let message) = error else {
                Issue.record("expected espeakData, got \(error)")
                return
            }
            #expect(!message.isEmpty)
        }
        // eSpeak works again afterwards with its real data.
        #expect(try !Synthesizer(voice: "en-us", rate: 140).samples(of: "ok").isEmpty)
    }

    @Test("stopping mid-sentence in synthesis returns at once")
    func stopInSynthesis() throws {
        let synth = try Synthesizer(voice: "en-us", rate: 140)
        var chunks = 0
        let finished = try synth.synthesize("One two three four five six seven eight nine ten eleven twelve.") { _ in
            chunks += 1
            return chunks < 3
        }
        #expect(!finished)
        #expect(chunks == 3)
        #expect(try !synth.samples(of: "Next.").isEmpty, "the next sentence plays in full")
    }

    @Test("the voices offered are ones that speak")
    func voices() throws {
        let synth = try Synthesizer(voice: "en-us", rate: 140)
        let voices = synth.workingVoices()
        #expect(voices.contains { $0.identifier.hasSuffix("en-US") || $0.identifier.contains("en-us") || $0.language == "en-us" })
        #expect(!voices.contains { $0.identifier.hasPrefix("mb/") }, "MBROLA is not installed here")
        #expect(try !synth.samples(of: "still en-us").isEmpty)
    }

    @Test("every shipped pack's voice speaks here, by the name it is given")
    func packVoices() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let synth = try Synthesizer(voice: "en", rate: 140)
        let selectors = Set(synth.workingVoices().map(\.selector))
        for pack in ["Content/en", "Content/fr", "Content/es", "Content/de", "docs/example-pack"] {
            let data = try Data(contentsOf: root.appendingPathComponent(pack + "/pack.json"))
            let voice = try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["voice"] as? String)
            #expect(selectors.contains(voice), "\(pack): voice '\(voice)' is not one that speaks (they are \(selectors.sorted()))")
            try synth.set(voice: voice)
            #expect(try !synth.samples(of: "Bonjour, hello").isEmpty, "\(pack)")
        }
        // "fr-fr" and "en-gb" are languages, not voices: eSpeak refuses them by that name.
        #expect(throws: SpeechError.self) { try synth.set(voice: "fr-fr") }
    }

    @Test("a voice is given to eSpeak as its file (\"en-us\" → gmw/en-US), which it loads without reading every voice, and says the same as by its name")
    func voiceByFile() throws {
        let synth = try Synthesizer(voice: "en", rate: 140)
        let languages = try #require(synth.languages)
        let expected = ["en": "gmw/en", "en-us": "gmw/en-US", "fr": "roa/fr", "es": "roa/es", "de": "gmw/de", "en-gb-scotland": "gmw/en-GB-scotland"]
        for (selector, file) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(Synthesizer.file(of: selector, in: languages) == file, "\(selector)")
            // eSpeak's samples differ a little from one call to the next (a sentence said again is up to 1% longer): the
            // same voice says the same phonemes, about as long.
            let sentence = "How many suns? Combien? Wie viele?"
            try Native.setVoice(selector)
            let (byName, heard) = (try synth.samples(of: sentence), try synth.phonemes(of: sentence))
            // By its file, through a descriptor's path, as `set(voice:)` gives it (and not by name, its fallback).
            let descriptor = try FileDescriptor.open(languages + "/" + file, O_RDONLY)
            defer { try? descriptor.close() }
            try Native.setVoice(byFile: "/proc/self/fd/\(descriptor.rawValue)", name: selector)
            let (byFile, said) = (try synth.samples(of: sentence), try synth.phonemes(of: sentence))
            #expect(said == heard && abs(byFile.count - byName.count) < byName.count / 50, "\(selector): \(said) \(heard), \(byFile.count) against \(byName.count) samples")
            try synth.set(voice: selector)
            #expect(try synth.phonemes(of: sentence) == heard, "\(selector) by set(voice:)")
        }
        // Why a descriptor's path: eSpeak lowers the case of the path it is given, and "gmw/en-us" is no file.
        #expect(throws: SpeechError.self) { try Native.setVoice(byFile: languages + "/gmw/en-US", name: "en-us") }
        // A variant, a path, and no such voice are left to eSpeak, which names the problem.
        for selector in ["en+f3", "gmw/en", "no-such-voice", ""] { #expect(Synthesizer.file(of: selector, in: languages) == nil) }
        #expect(throws: SpeechError.self) { try synth.set(voice: "no-such-voice") }
    }

    /// A sink that takes samples at the pace of a real device and remembers them.
    final class PacedSink: AudioSink, @unchecked Sendable {
        let lock = NSLock()
        var utterances: [[Int16]] = []
        var current: [Int16] = []
        let sampleRate: Int

        init(sampleRate: Int) { self.sampleRate = sampleRate }

        func begin() throws(SpeechError) { lock.withLock { current = [] } }
        func write(_ samples: UnsafeBufferPointer<Int16>) throws(SpeechError) -> Double {
            let now = SpeechTests.clock.now()
            lock.withLock { current.append(contentsOf: samples) }
            usleep(UInt32(1_000_000 * samples.count / sampleRate))
            return now
        }
        func end(cut: Bool) { lock.withLock { utterances.append(current) } }
        func idle() {}
        func close() {}
    }

    final class Recorder: @unchecked Sendable {
        let lock = NSLock()
        var events: [(SpeechEngine.Event, Double)] = []
        func add(_ e: SpeechEngine.Event) { lock.withLock { events.append((e, SpeechTests.clock.now())) } }
        func wait(timeout: Double = 10, _ condition: (SpeechEngine.Event) -> Bool) -> (SpeechEngine.Event, Double)? {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                if let found = lock.withLock({ events.first { condition($0.0) } }) { return found }
                usleep(1000)
            }
            return nil
        }
    }

    @Test("the engine cuts a sentence within 50 ms and the next one plays in full")
    func engineStop() throws {
        let recorder = Recorder()
        let sinkBox = Mutex<PacedSink?>(nil)
        let engine = SpeechEngine(configuration: .init(voice: "en-us", rate: 140), clock: SpeechTests.clock, onEvent: { recorder.add($0) }) {
            (_, rate) throws(SpeechError) -> AudioSink in
            let sink = PacedSink(sampleRate: rate)
            sinkBox.withLock { $0 = sink }
            return sink
        }
        engine.start()
        let long = Utterance(kind: .question, subject: "q", text: "How many apples can you see? Count them with me, one by one, slowly.", muted: false)
        engine.speak(long)
        #expect(recorder.wait { if case .started = $0 { return true }; return false } != nil)
        usleep(300_000)
        let stoppedAt = SpeechTests.clock.now()
        engine.stop()
        let cut = try #require(recorder.wait { if case .finished(_, cut: true) = $0 { return true }; return false })
        let latency = cut.1 - stoppedAt
        #expect(latency < 0.05, "stop took \(Int(latency * 1000)) ms")

        let short = Utterance(kind: .right, text: "Well done!", muted: false)
        engine.speak(short)
        #expect(recorder.wait { if case .finished(let u, cut: false) = $0 { return u == short }; return false } != nil)
        engine.shutdown()
        let sink = try #require(sinkBox.withLock { $0 })
        let expected = try Synthesizer(voice: "en-us", rate: 140).samples(of: "Well done!")
        // In full: as long as a fresh synthesis, to within 2% (eSpeak varies a few samples from one run of the
        // same text to the next, so the samples themselves cannot be compared).
        let played = sink.lock.withLock { sink.utterances.last } ?? []
        #expect(abs(played.count - expected.count) < expected.count / 50, "played \(played.count) samples, a fresh synthesis \(expected.count)")
        #expect(sink.lock.withLock { sink.utterances.first?.count ?? 0 } < (try Synthesizer(voice: "en-us", rate: 140).samples(of: long.text)).count / 2)
    }

    @Test("an engine without eSpeak data reports one failure and stays quiet")
    func engineWithoutData() throws {
        let recorder = Recorder()
        let empty = NSTemporaryDirectory() + "no-espeak-data-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let engine = SpeechEngine(configuration: .init(dataPath: empty, voice: "en-us", rate: 140, output: .file(empty + "/out.wav")),
                                  clock: SpeechTests.clock, standardError: StandardError(), onEvent: { recorder.add($0) })
        engine.start()
        engine.speak(Utterance(kind: .welcome, text: "Hello", muted: false))
        engine.speak(Utterance(kind: .welcome, text: "Hello again", muted: false))
        #expect(recorder.wait { if case .finished(let u, _) = $0 { return u.text == "Hello again" }; return false } != nil)
        engine.shutdown()
        let failures = recorder.lock.withLock { recorder.events.filter { if case .failed = $0.0 { return true }; return false } }
        #expect(failures.count == 1)
    }
}


extension SpeechTests {
    /// A sink that keeps each utterance's samples and when each piece is played: it takes them at once, as if
    /// into a device's buffer a second long, and plays them one after another at the sample rate.
    final class TimedSink: AudioSink, @unchecked Sendable {
        let lock = NSLock()
        let rate: Double
        var utterances: [[Int16]] = []
        var current: [Int16] = []
        var heardBy = 0.0
        /// (first sample of the piece, counted in the utterance; when it is played).
        var pieces: [(sample: Int, at: Double)] = []

        init(rate: Double) { self.rate = rate }

        func begin() throws(SpeechError) { lock.withLock { current = []; pieces = []; heardBy = 0 } }
        func write(_ samples: UnsafeBufferPointer<Int16>) throws(SpeechError) -> Double {
            lock.withLock {
                let at = max(SpeechTests.clock.now() + 1, heardBy)
                heardBy = at + Double(samples.count) / rate
                pieces.append((current.count, at))
                current.append(contentsOf: samples)
                return at
            }
        }
        func end(cut: Bool) { lock.withLock { utterances.append(current) } }
        func idle() {}
        func close() {}
    }

    @Test("the engine tells each word with the moment the sink plays its first sample, then the end; a slower utterance, pitch and gaps change what is played")
    func engineWords() throws {
        let recorder = Recorder()
        let rate = Double(try Synthesizer(voice: "en-us", rate: 140).sampleRate)  // before the engine's thread uses eSpeak
        let sink = TimedSink(rate: rate)
        let engine = SpeechEngine(configuration: .init(voice: "en-us", rate: 140), clock: SpeechTests.clock, onEvent: { recorder.add($0) }) { _, _ throws(SpeechError) in sink }
        engine.start()
        let text = "Which shape has five sides and five corners?"
        let plain = Utterance(kind: .question, text: text, muted: false, serial: 1)
        engine.speak(plain)
        #expect(recorder.wait { if case .finished(let u, _) = $0 { return u == plain }; return false } != nil)
        let words = recorder.lock.withLock {
            recorder.events.compactMap { event -> (Range<Int>?, Double)? in
                if case .word(let u, let characters, let at) = event.0, u == plain { return (characters, at) }
                return nil
            }
        }
        #expect(words.count == 9, "eight words and the end: \(words.map { "\($0.0.map { String($0.lowerBound) } ?? "end")@\($0.1)" })")
        #expect(words.last?.0 == nil, "the end comes last")
        #expect(zip(words, words.dropFirst()).allSatisfy { $0.1 < $1.1 }, "each later than the one before")
        // Each word's time is its piece's play time plus its place in the piece: after the sink's second of
        // latency, within the audio.
        let pieces = sink.lock.withLock { sink.pieces }
        let played = try #require(pieces.first?.at)
        let length = Double(sink.lock.withLock { sink.utterances[0].count }) / rate
        #expect(words.allSatisfy { $0.1 >= played && $0.1 <= played + length + 0.01 })

        var slower = plain
        slower.serial = 2
        slower.slower = true
        engine.speak(slower)
        #expect(recorder.wait { if case .finished(let u, _) = $0 { return u == slower }; return false } != nil)
        var settings = Settings()
        settings.wordGap = 20
        engine.configure(settings)
        let gapped = Utterance(kind: .question, text: text, muted: false, serial: 3)
        engine.speak(gapped)
        #expect(recorder.wait { if case .finished(let u, _) = $0 { return u == gapped }; return false } != nil)
        engine.shutdown()
        let lengths = sink.lock.withLock { sink.utterances.map(\.count) }
        #expect(lengths.count == 3)
        #expect(Double(lengths[1]) > Double(lengths[0]) * 1.2, "slower: \(lengths)")
        #expect(Double(lengths[2]) > Double(lengths[0]) + rate * 0.8, "gaps of 200 ms: \(lengths)")
    }
}

extension SpeechTests {
    /// A sink that plays each piece right after the one before, except that every `lateEvery`-th piece comes
    /// `late` seconds after the one before it has ended, as a device's buffer that ran dry would.
    final class GappySink: AudioSink, @unchecked Sendable {
        let lock = NSLock()
        let rate: Double
        let lateEvery: Int
        let late: Double
        var heardBy = 0.0
        var written = 0
        var gaps = 0

        init(rate: Double, lateEvery: Int, late: Double) {
            self.rate = rate
            self.lateEvery = lateEvery
            self.late = late
        }

        func begin() throws(SpeechError) { lock.withLock { heardBy = SpeechTests.clock.now() + 0.1; written = 0 } }
        func write(_ samples: UnsafeBufferPointer<Int16>) throws(SpeechError) -> Double {
            lock.withLock {
                written += 1
                var at = heardBy
                if lateEvery > 0 && written > 1 && written % lateEvery == 0 {
                    at += late
                    gaps += 1
                }
                heardBy = at + Double(samples.count) / rate
                return at
            }
        }
        func end(cut: Bool) {}
        func idle() {}
        func close() {}
    }

    @Test("a piece heard after the ones before it have ended is a gap: the engine tells how many and how long, once an utterance, and none when the sound keeps up")
    func gapsTold() throws {
        let rate = Double(try Synthesizer(voice: "en-us", rate: 140).sampleRate)
        for (every, late) in [(0, 0.0), (5, 0.02)] {
            let recorder = Recorder()
            let sink = GappySink(rate: rate, lateEvery: every, late: late)
            let engine = SpeechEngine(configuration: .init(voice: "en-us", rate: 140), clock: SpeechTests.clock,
                                      onEvent: { recorder.add($0) }) { _, _ throws(SpeechError) in sink }
            engine.start()
            let said = Utterance(kind: .question, text: "How many suns can you see?", muted: false, serial: 1)
            engine.speak(said)
            #expect(recorder.wait { if case .finished(let u, _) = $0 { return u == said }; return false } != nil)
            engine.shutdown()
            let told = recorder.lock.withLock {
                recorder.events.compactMap { event -> (Int, Double)? in
                    if case .late(let u, let pieces, let seconds) = event.0, u == said { return (pieces, seconds) }
                    return nil
                }
            }
            let made = sink.lock.withLock { sink.gaps }
            if every == 0 {
                #expect(told.isEmpty, "no gap, nothing told: \(told)")
            } else {
                #expect(made > 3)
                #expect(told.count == 1, "told once for the utterance")
                #expect(told.first?.0 == made)
                #expect(abs((told.first?.1 ?? 0) - Double(made) * late) < 0.001)
            }
        }
    }
}
