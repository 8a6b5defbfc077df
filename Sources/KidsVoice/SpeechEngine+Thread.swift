import KidsModel
import KidsSystem

/// The speech thread: everything the engine does on it.
extension SpeechEngine {
    /// The speech thread: loads the voice and the device, then says what is asked, in order, until shut down.
    func run() {
        defer {
            condition.lock()
            finishedThread = true
            condition.broadcast()
            condition.unlock()
        }
        let (synthesizer, sink) = load()
        condition.lock()
        ready = true
        condition.broadcast()
        condition.unlock()
        // Loaded at the program's own priority (the first sentence waits for it), the speech then gives way to
        // the frames: on a busy machine the answer's frame comes first and the speech after it.
        ThreadPriority.giveWay()
        var idle = Idle(lastEnd: nil, voicesAfter: clock.now() + 1)
        var broken = synthesizer == nil || sink == nil
        while true {
            guard let work = nextWork(idle) else {
                rest(&idle, sink: sink, voices: broken ? nil : synthesizer)
                continue
            }
            if let settings = work.settings, let synthesizer, !broken {
                do {
                    try apply(settings, to: synthesizer)
                } catch {
                    broken = true
                    onEvent(.failed(error))
                }
            }
            guard work.running else { break }
            guard let request = work.request else { continue }
            guard !broken, let synthesizer, let sink else {
                onEvent(.finished(request.utterance, cut: false))
                continue
            }
            do {
                let whole = try say(request, generation: work.generation, synthesizer: synthesizer, sink: sink)
                onEvent(.finished(request.utterance, cut: !whole))
                idle.lastEnd = clock.now()
            } catch {
                broken = true
                sink.end(cut: true)
                onEvent(.failed(error))
                onEvent(.finished(request.utterance, cut: true))
            }
        }
        sink?.close()
    }

    /// eSpeak NG and the sound device, loaded side by side; nil for what failed (told through `onEvent`).
    private func load() -> (Synthesizer?, AudioSink?) {
        // The sound device opens on a thread of its own while eSpeak loads its data and the voice. It is
        // opened at eSpeak NG's sample rate, and again if eSpeak says otherwise. `dlopen` holds one lock for
        // the whole process, and a thread cannot even be made while another `dlopen` runs: so the device's
        // thread is made first, it opens PortAudio's library (about 1 ms) before eSpeak's (2.5 ms) is opened
        // here, and PortAudio's start (3–5 ms, mostly JACK sleeping) then runs beside eSpeak's loading instead
        // of after it (docs/BENCHMARKS.md, third round).
        let opening = SinkOpening(output: configuration.output, sampleRate: Self.espeakSampleRate, make: makeSink)
        opening.awaitLibrary()
        do {
            let made = try Synthesizer(dataPath: configuration.dataPath, voice: configuration.voice, rate: configuration.rate)
            if configuration.pitch != Settings.defaultPitch { try made.set(pitch: configuration.pitch) }
            if configuration.wordGap != 0 { try made.set(wordGap: configuration.wordGap) }
            let opened = try opening.result().get()
            if made.sampleRate == Self.espeakSampleRate { return (made, opened) }
            opened.close()
            return (made, try makeSink(configuration.output, made.sampleRate))
        } catch {
            if case .success(let opened) = opening.result() { opened.close() }
            onEvent(.failed(error))
            return (nil, nil)
        }
    }

    /// What the thread waits on when nothing is asked: the device's rest after an utterance, then, once, the
    /// search for the voices grown-ups may choose from (so it never delays the first words).
    struct Idle {
        var lastEnd: Double?
        var voicesAfter: Double?

        /// When the thread wakes by itself next, if it does.
        var wake: Double? { lastEnd.map { $0 + SpeechEngine.idleAfter } ?? voicesAfter }
    }

    /// What was asked, taken under the lock.
    struct Work {
        var request: (utterance: Utterance, requested: Double)?
        var settings: Settings?
        var running: Bool
        var generation: Int
    }

    /// Waits for something asked; nil when the idle wait ran out first.
    private func nextWork(_ idle: Idle) -> Work? {
        condition.lock()
        defer { condition.unlock() }
        while running && pending.isEmpty && pendingSettings == nil {
            guard let wake = idle.wake else {
                condition.wait()
                continue
            }
            if !condition.wait(seconds: max(0, wake - clock.now())) { return nil }
        }
        let work = Work(request: pending.isEmpty ? nil : pending.removeFirst(), settings: pendingSettings, running: running,
                        generation: generation.load(ordering: .sequentiallyConsistent))
        pendingSettings = nil
        return work
    }

    /// The idle wait ran out: the device rests, or the voices are looked for.
    private func rest(_ idle: inout Idle, sink: AudioSink?, voices synthesizer: Synthesizer?) {
        let now = clock.now()
        if let end = idle.lastEnd, now >= end + Self.idleAfter {
            sink?.idle()  // let the device rest
            idle.lastEnd = nil
        }
        if let after = idle.voicesAfter, now >= after, idle.lastEnd == nil {
            idle.voicesAfter = nil
            if let synthesizer { onEvent(.voices(voices(of: synthesizer))) }
        }
    }

    /// The grown-ups' new rate, pitch, gaps and voice, for the next utterance.
    private func apply(_ settings: Settings, to synthesizer: Synthesizer) throws(SpeechError) {
        try synthesizer.set(rate: settings.rate)
        try synthesizer.set(pitch: settings.pitch)
        try synthesizer.set(wordGap: settings.wordGap)
        if let voice = settings.voice, voice != synthesizer.voice { try synthesizer.set(voice: voice) }
    }

    /// eSpeak NG's sample rate (`espeak_ng_GetSampleRate` once it is loaded), to open the device at while it loads.
    static let espeakSampleRate = 22050

    /// A sink being made on a thread of its own.
    private final class SinkOpening: @unchecked Sendable {
        private let condition = Condition()
        private var made: Result<AudioSink, SpeechError>?
        private var libraryOpen = false

        init(output: Output, sampleRate: Int, make: @escaping @Sendable (Output, Int) throws(SpeechError) -> AudioSink) {
            // At the program's own priority, like the voice's loading: the first sentence waits for both. If no
            // thread can be made, the sink is made here, before eSpeak loads (nothing then waits for ever).
            let work: @Sendable () -> Void = { [self] in
                if case .device = output { Native.openPortAudio() }
                condition.lock()
                libraryOpen = true
                condition.broadcast()
                condition.unlock()
                let outcome: Result<AudioSink, SpeechError>
                do throws(SpeechError) {
                    outcome = .success(try make(output, sampleRate))
                } catch {
                    outcome = .failure(error)
                }
                condition.lock()
                made = outcome
                condition.broadcast()
                condition.unlock()
            }
            if !SystemThread.start(name: "kids.sound-device", work) { work() }
        }

        /// Waits until the device's library is open (at once for a file or nowhere).
        func awaitLibrary() {
            condition.lock()
            defer { condition.unlock() }
            while !libraryOpen && made == nil { condition.wait() }
        }

        /// Waits for the sink.
        func result() -> Result<AudioSink, SpeechError> {
            condition.lock()
            defer { condition.unlock() }
            while made == nil { condition.wait() }
            return made ?? .failure(.noDevice)
        }

    }

    /// The working voices of the pack's language, with the pack's own voice first.
    private func voices(of synthesizer: Synthesizer) -> [String] {
        let own = configuration.language.lowercased()
        let names = synthesizer.workingVoices(where: { $0.language.lowercased().hasPrefix(own) }).map(\.selector)
        return [synthesizer.voice] + names.filter { $0 != synthesizer.voice }
    }

    /// Synthesises and plays one utterance; returns false when a newer request cut it.
    ///
    /// Each word is told when it will be heard: eSpeak gives the sample it begins at, and the sink says when
    /// the piece holding that sample will be heard (after the device's latency). A word is told once the piece
    /// holding its first sample is written, so its time is the sink's, never a guess.
    private func say(_ request: (utterance: Utterance, requested: Double), generation wanted: Int,
                     synthesizer: Synthesizer, sink: AudioSink) throws(SpeechError) -> Bool {
        var first = true
        var failure: SpeechError?
        let utterance = request.utterance
        let rate = Double(synthesizer.sampleRate)
        // The words waiting for their first sample to be written, and how many samples are written.
        var words: [Synthesizer.Word] = []
        var written = 0
        var heardEnd = clock.now()
        // Underruns: a piece heard later than the end of the one before it is a gap in the sound.
        var late = (pieces: 0, seconds: 0.0)
        let normalRate = synthesizer.rate
        if utterance.slower { try synthesizer.set(rate: Int(Double(normalRate) * Settings.slowerRepeatFactor)) }
        defer { if utterance.slower { try? synthesizer.set(rate: normalRate) } }
        try sink.begin()
        let produce: (@escaping (UnsafeBufferPointer<Int16>) -> Bool) throws(SpeechError) -> Bool = { receive throws(SpeechError) in
            guard let sound = utterance.sound else {
                // The voice says `voiced` where a word is said otherwise than written; the app maps its words back.
                return try synthesizer.synthesize(utterance.voiced ?? utterance.text, onWord: { words.append($0) }, onSamples: receive)
            }
            return Tap.samples(sound, sampleRate: synthesizer.sampleRate).withUnsafeBufferPointer { receive($0) }
        }
        let whole = try produce { [self] chunk in
            var offset = 0
            while offset < chunk.count {
                guard generation.load(ordering: .relaxed) == wanted else { return false }
                let piece = UnsafeBufferPointer(rebasing: chunk[offset..<min(offset + Self.piece, chunk.count)])
                let heard: Double
                do throws(SpeechError) {
                    heard = try sink.write(piece)
                } catch {
                    failure = error
                    return false
                }
                if first {
                    first = false
                    onEvent(.started(utterance, latency: clock.now() - request.requested))
                } else if heard > heardEnd + Self.gapHeard {
                    late.pieces += 1
                    late.seconds += heard - heardEnd
                }
                // Sample n of the utterance is heard at `heard + (n - written) / rate`.
                while let word = words.first, word.sample < written + piece.count {
                    words.removeFirst()
                    onEvent(.word(utterance, characters: word.characters, at: heard + Double(word.sample - written) / rate))
                }
                written += piece.count
                heardEnd = heard + Double(piece.count) / rate
                offset += piece.count
            }
            return generation.load(ordering: .relaxed) == wanted
        }
        if late.pieces > 0 { onEvent(.late(utterance, pieces: late.pieces, seconds: late.seconds)) }
        if let failure { throw failure }
        if whole && utterance.sound == nil { onEvent(.word(utterance, characters: nil, at: heardEnd)) }
        sink.end(cut: !whole)
        return whole
    }
}
