import Foundation
import KidsModel
import KidsStore
import KidsSystem
import KidsVoice

/// `kids-bench speech`: how fast the voice loads, how soon the first sample reaches the sink, how much faster
/// than real time eSpeak makes speech, how fast a sentence is cut, and the memory all that takes.
enum SpeechBenchmark {
    /// `device`: the first-sample measurement goes through PortAudio to the default device (point
    /// `ALSA_CONFIG_PATH` at a `file` plugin on a machine without a sound card) instead of a null sink.
    static func run(content: ContentPack, utterances count: Int, device: Bool) -> Int32 {
        let texts = content.activities.flatMap(\.questions).map(\.spoken)
        say("speech benchmark: eSpeak NG \(Libraries.espeak), voice \(content.voice), \(Settings.defaultRate) wpm")

        // Voice load: eSpeak's data and the voice, as the speech thread does at start.
        var loads: [Double] = []
        var synthesizer: Synthesizer?
        for _ in 0..<5 {
            let start = now()
            synthesizer = try? Synthesizer(voice: content.voice, rate: Settings.defaultRate)
            loads.append(now() - start)
        }
        guard let synthesizer else {
            say("eSpeak NG could not start")
            return 1
        }
        say(String(format: "voice load:            first %.2f ms (cold), then ", loads[0] * 1000)
              + Statistics(values: Array(loads.dropFirst())).milliseconds())

        // Real-time factor: seconds of speech made per second of work, over every question of the pack.
        var audio = 0
        let start = now()
        for text in texts { audio += (try? synthesizer.samples(of: text).count) ?? 0 }
        let work = now() - start
        let audioSeconds = Double(audio) / Double(synthesizer.sampleRate)
        say(String(format: "synthesis:             %.1f s of speech in %.3f s: %.0fx real time", audioSeconds, work, audioSeconds / work))

        // First sample: from speak() to the first samples handed to the sink, through the speech thread.
        let firsts = engineRun(voice: content.voice, output: device ? .device : .discard(paced: false), texts: texts, count: count) { engine, events, text in
            engine.speak(Utterance(kind: .question, text: text, muted: false))
            return events.wait { if case .finished = $0 { return true }; return false }.flatMap { _ in
                events.all.compactMap { if case .started(_, let latency) = $0 { return latency }; return nil }.last
            }
        }
        say("speak to first sample: " + Statistics(values: firsts).milliseconds() + (device ? " into PortAudio" : " into a null sink"))

        // The floor to compare with: a new espeak-ng process, from its start to its first byte of audio.
        var cli: [Double] = []
        for n in 0..<20 {
            guard let child = try? Child.withPipes("/usr/bin/espeak-ng", ["--stdout", texts[n % texts.count]]) else { break }
            let start = now()
            if !child.read(until: Array("RIFF".utf8)).bytes.isEmpty { cli.append(now() - start) }
            child.readToEnd()
            child.wait()
        }
        say("espeak-ng --stdout, start to first byte: " + (cli.isEmpty ? "espeak-ng is not installed" : Statistics(values: cli).milliseconds()))

        // Stop: a sentence playing at the pace of a real device is cut; time until the engine reports it.
        let stops = engineRun(voice: content.voice, output: .discard(paced: true), texts: texts, count: 20) { engine, events, text in
            engine.speak(Utterance(kind: .question, text: text + " " + text, muted: false))
            guard events.wait({ if case .started = $0 { return true }; return false }) != nil else { return nil }
            usleep(100_000)
            let stopAt = now()
            engine.stop()
            guard events.wait({ if case .finished(_, cut: true) = $0 { return true }; return false }) != nil else { return nil }
            return events.lastTime - stopAt
        }
        say("stop latency:          " + Statistics(values: stops).milliseconds())
        say(String(format: "peak RSS:              %.1f MB", peakRSSMegabytes()))
        return 0
    }

    /// Runs `count` measurements on one engine, each given a fresh event record; nil results are dropped.
    static func engineRun(voice: String, output: SpeechEngine.Output, texts: [String], count: Int,
                          _ measure: (SpeechEngine, EventRecord, String) -> Double?) -> [Double] {
        let events = EventRecord()
        let engine = SpeechEngine(configuration: .init(voice: voice, rate: Settings.defaultRate, output: output),
                                  clock: Clock.live(), standardError: StandardError()) { events.add($0) }
        engine.start()
        engine.waitUntilReady(timeout: 5)
        var results: [Double] = []
        for n in 0..<count {
            events.clear()
            if let value = measure(engine, events, texts[n % texts.count]) { results.append(value) }
        }
        engine.shutdown()
        return results
    }

    /// The engine's events as they arrive, with the time of the last one.
    final class EventRecord: @unchecked Sendable {
        private let condition = NSCondition()
        private(set) var all: [SpeechEngine.Event] = []
        private(set) var lastTime = 0.0

        func add(_ event: SpeechEngine.Event) {
            condition.lock()
            all.append(event)
            lastTime = now()
            condition.broadcast()
            condition.unlock()
        }

        func clear() {
            condition.lock()
            all = []
            condition.unlock()
        }

        /// Waits (at most 10 s) for an event that satisfies `condition`.
        func wait(_ matches: (SpeechEngine.Event) -> Bool) -> SpeechEngine.Event? {
            condition.lock()
            defer { condition.unlock() }
            let deadline = Date().addingTimeInterval(10)
            while true {
                if let found = all.first(where: matches) { return found }
                guard condition.wait(until: deadline) else { return nil }
            }
        }
    }
}
