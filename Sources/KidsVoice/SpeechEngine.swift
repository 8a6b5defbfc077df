import Foundation
import KidsModel
import KidsSystem
import Synchronization

/// The live voice: eSpeak NG on a dedicated speech thread (eSpeak is not thread-safe), into a sink.
///
/// `speak` and `stop` return at once. Each bumps a generation counter that the synthesis callback checks
/// between pieces of at most 256 frames, so the sentence being said stops within a few milliseconds and the
/// next one can start at once. Problems (no eSpeak data, an unknown voice, no sound device, a device that
/// fails) are reported once through `onEvent`; the engine then stays silent and the app goes on.
public final class SpeechEngine: @unchecked Sendable {
    public enum Output: Hashable, Sendable {
        /// The default sound device, through PortAudio.
        case device
        /// A WAV file (`--speech-out`).
        case file(String)
        /// Nowhere, at once or at the pace of a real device: for measuring the engine itself.
        case discard(paced: Bool)
    }

    public struct Configuration: Hashable, Sendable {
        public var dataPath: String?
        public var voice: String
        public var rate: Int
        public var output: Output

        /// The language whose voices grown-ups may choose from ("en").
        public var language: String
        /// The saved pitch and gaps between words (`Settings`), applied before the first sentence.
        public var pitch = Settings.defaultPitch
        public var wordGap = 0

        public init(dataPath: String? = nil, voice: String, rate: Int, output: Output = .device, language: String = "en") {
            self.dataPath = dataPath
            self.voice = voice
            self.rate = rate
            self.output = output
            self.language = language
        }
    }

    public enum Event: Hashable, Sendable {
        /// The first samples of an utterance went to the sink, `latency` seconds after `speak` was called.
        case started(Utterance, latency: Double)
        /// An utterance ended (`cut`: it was stopped before its end).
        case finished(Utterance, cut: Bool)
        /// A word of an utterance will be heard at `at` (on the engine's `clock`): its place in the text, in
        /// Unicode scalars. After its last word, one with no place: when the utterance's last sample is heard.
        case word(Utterance, characters: Range<Int>?, at: Double)
        /// Speech cannot be heard; nothing more will be said.
        case failed(SpeechError)
        /// The voices of the pack's language that really speak here (found once, when first idle).
        case voices([String])
    }

    /// How long the device keeps running after an utterance before it rests.
    static let idleAfter = 0.5
    /// Samples handed to the sink at a time; the stop flag is checked between them.
    static let piece = 256

    private let configuration: Configuration
    /// The program's clock: the times of words and the device's rests are on it.
    let clock: Clock
    private let onEvent: @Sendable (Event) -> Void
    /// Makes the sink on the speech thread; tests give their own.
    private let makeSink: @Sendable (Output, Int) throws(SpeechError) -> AudioSink
    private let generation = Atomic<Int>(0)
    private let condition = NSCondition()
    // Guarded by `condition`:
    /// What waits to be said, in order: a cut empties it, a queued utterance joins its end.
    private var pending: [(utterance: Utterance, requested: Double)] = []
    private var pendingSettings: Settings?
    private var running = true
    private var ready = false
    private var finishedThread = false

    /// `standardError` is the program's one owner of fd 2: opening the sound device points it at /dev/null
    /// for a moment, through it.
    public convenience init(configuration: Configuration, clock: Clock, standardError: StandardError,
                            onEvent: @escaping @Sendable (Event) -> Void) {
        self.init(configuration: configuration, clock: clock, onEvent: onEvent) { (output, sampleRate) throws(SpeechError) -> AudioSink in
            switch output {
            case .device: return try PortAudioSink(sampleRate: sampleRate, clock: clock, standardError: standardError)
            case .file(let path): return try WavFileSink(path: path, sampleRate: sampleRate, clock: clock)
            case .discard(let paced): return NullSink(pacedRate: paced ? sampleRate : nil, clock: clock)
            }
        }
    }

    init(configuration: Configuration, clock: Clock, onEvent: @escaping @Sendable (Event) -> Void,
         makeSink: @escaping @Sendable (Output, Int) throws(SpeechError) -> AudioSink) {
        self.configuration = configuration
        self.clock = clock
        self.onEvent = onEvent
        self.makeSink = makeSink
    }

    /// Starts the speech thread; it loads eSpeak's data and the voice before anything is asked of it.
    public func start() {
        let thread = Thread { [self] in run() }
        thread.name = "kids.speech"
        thread.start()
    }

    /// Says `utterance`, cutting what is being said; or, when it is `queued`, after what is being said.
    public func speak(_ utterance: Utterance) {
        condition.lock()
        if utterance.queued {
            pending.append((utterance, clock.now()))
        } else {
            generation.add(1, ordering: .sequentiallyConsistent)
            pending = [(utterance, clock.now())]
        }
        condition.signal()
        condition.unlock()
    }

    /// Cuts what is being said, and what waits to be said.
    public func stop() {
        condition.lock()
        generation.add(1, ordering: .sequentiallyConsistent)
        pending = []
        condition.signal()
        condition.unlock()
    }

    /// Takes a new rate or voice for the next utterance.
    public func configure(_ settings: Settings) {
        condition.lock()
        pendingSettings = settings
        condition.signal()
        condition.unlock()
    }

    /// Waits until the voice is loaded and the device opened (or found missing), at most `timeout` seconds.
    public func waitUntilReady(timeout: Double) {
        condition.lock()
        condition.wait(atMost: timeout) { !ready }
        condition.unlock()
    }

    /// Stops speaking, lets the device play what it holds, closes it, and ends the thread (waiting at most
    /// `timeout` seconds).
    public func shutdown(timeout: Double = 2) {
        stop()
        condition.lock()
        running = false
        condition.broadcast()
        condition.wait(atMost: timeout) { !finishedThread }
        condition.unlock()
    }

    /// The `Speaker` the app talks to.
    public var speaker: Speaker {
        Speaker(speak: { [self] in speak($0) }, stop: { [self] in stop() }, configure: { [self] in configure($0) })
    }

    // MARK: - The speech thread

    private func run() {
        defer {
            condition.lock()
            finishedThread = true
            condition.broadcast()
            condition.unlock()
        }
        var synthesizer: Synthesizer?
        var sink: AudioSink?
        // The sound device opens on a thread of its own while eSpeak loads its data and the voice: neither
        // waits for the other. It is opened at eSpeak NG's sample rate, and again if eSpeak says otherwise.
        let opening = SinkOpening(output: configuration.output, sampleRate: Self.espeakSampleRate, make: makeSink)
        do {
            let made = try Synthesizer(dataPath: configuration.dataPath, voice: configuration.voice, rate: configuration.rate)
            if configuration.pitch != Settings.defaultPitch { try made.set(pitch: configuration.pitch) }
            if configuration.wordGap != 0 { try made.set(wordGap: configuration.wordGap) }
            synthesizer = made
            let opened = try opening.result().get()
            if made.sampleRate == Self.espeakSampleRate {
                sink = opened
            } else {
                opened.close()
                sink = try makeSink(configuration.output, made.sampleRate)
            }
        } catch {
            if case .success(let opened) = opening.result() { opened.close() }
            onEvent(.failed(error))
        }
        condition.lock()
        ready = true
        condition.broadcast()
        condition.unlock()
        // Loaded at the program's own priority (the first sentence waits for it), the speech then gives way to
        // the frames: on a busy machine the answer's frame comes first and the speech after it.
        ThreadPriority.giveWay()
        var broken = synthesizer == nil || sink == nil
        var lastEnd: Double?
        // The voices grown-ups may choose from are found once the engine has been idle for a second, so the
        // search never delays the first words.
        var voicesAfter: Double? = clock.now() + 1
        while true {
            condition.lock()
            var timedOut = false
            while running && pending.isEmpty && pendingSettings == nil {
                // First let the device rest after an utterance; then, once, look for the voices.
                let wake = lastEnd.map { $0 + Self.idleAfter } ?? voicesAfter
                guard let wake else {
                    condition.wait()
                    continue
                }
                if !condition.wait(seconds: max(0, wake - clock.now())) {
                    timedOut = true
                    break
                }
            }
            if timedOut {
                condition.unlock()
                let now = clock.now()
                if let end = lastEnd, now >= end + Self.idleAfter {
                    sink?.idle()  // let the device rest
                    lastEnd = nil
                }
                if let after = voicesAfter, now >= after, lastEnd == nil {
                    voicesAfter = nil
                    if let synthesizer, !broken { onEvent(.voices(voices(of: synthesizer))) }
                }
                continue
            }
            let request = pending.isEmpty ? nil : pending.removeFirst()
            let settings = pendingSettings
            pendingSettings = nil
            let stillRunning = running
            let wanted = generation.load(ordering: .sequentiallyConsistent)
            condition.unlock()

            if let settings, let synthesizer, !broken {
                do {
                    try synthesizer.set(rate: settings.rate)
                    try synthesizer.set(pitch: settings.pitch)
                    try synthesizer.set(wordGap: settings.wordGap)
                    if let voice = settings.voice, voice != synthesizer.voice { try synthesizer.set(voice: voice) }
                } catch {
                    broken = true
                    onEvent(.failed(error))
                }
            }
            guard stillRunning else { break }
            guard let request else { continue }
            guard !broken, let synthesizer, let sink else {
                onEvent(.finished(request.utterance, cut: false))
                continue
            }
            do {
                let whole = try say(request, generation: wanted, synthesizer: synthesizer, sink: sink)
                onEvent(.finished(request.utterance, cut: !whole))
                lastEnd = clock.now()
            } catch {
                broken = true
                sink.end(cut: true)
                onEvent(.failed(error))
                onEvent(.finished(request.utterance, cut: true))
            }
        }
        sink?.close()
    }

    /// eSpeak NG's sample rate (`espeak_ng_GetSampleRate` once it is loaded), to open the device at while it loads.
    static let espeakSampleRate = 22050

    /// A sink being made on a thread of its own.
    private final class SinkOpening: @unchecked Sendable {
        private let condition = NSCondition()
        private var made: Result<AudioSink, SpeechError>?

        init(output: Output, sampleRate: Int, make: @escaping @Sendable (Output, Int) throws(SpeechError) -> AudioSink) {
            // At the program's own priority, like the voice's loading: the first sentence waits for both.
            let thread = Thread { [self] in
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
            thread.name = "kids.sound-device"
            thread.start()
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
        let normalRate = synthesizer.rate
        if utterance.slower { try synthesizer.set(rate: Int(Double(normalRate) * Settings.slowerRepeatFactor)) }
        defer { if utterance.slower { try? synthesizer.set(rate: normalRate) } }
        try sink.begin()
        let produce: ((UnsafeBufferPointer<Int16>) -> Bool) throws(SpeechError) -> Bool = { receive throws(SpeechError) in
            guard utterance.kind == .tap else {
                return try synthesizer.synthesize(utterance.text, onWord: { words.append($0) }, onSamples: receive)
            }
            return Tap.samples(sampleRate: synthesizer.sampleRate).withUnsafeBufferPointer { receive($0) }
        }
        let whole = try produce { chunk in
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
        if let failure { throw failure }
        if whole && utterance.kind != .tap { onEvent(.word(utterance, characters: nil, at: heardEnd)) }
        sink.end(cut: !whole)
        return whole
    }
}
