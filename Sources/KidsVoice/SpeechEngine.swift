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
        /// Pieces of an utterance reached the sink after the samples before them had all been heard: `pieces`
        /// gaps the child heard, `seconds` of silence in all (an underrun: the machine did not keep up).
        case late(Utterance, pieces: Int, seconds: Double)
    }

    /// How long the device keeps running after an utterance before it rests.
    static let idleAfter = 0.5
    /// Samples handed to the sink at a time; the stop flag is checked between them.
    static let piece = 256
    /// The least silence between two pieces counted as a gap (an underrun): a millisecond, well under what
    /// an ear hears, well over the clock's jitter.
    static let gapHeard = 0.001

    let configuration: Configuration
    /// The program's clock: the times of words and the device's rests are on it.
    let clock: Clock
    let onEvent: @Sendable (Event) -> Void
    /// Makes the sink on the speech thread; tests give their own.
    let makeSink: @Sendable (Output, Int) throws(SpeechError) -> AudioSink
    let generation = Atomic<Int>(0)
    let condition = Condition()
    // Guarded by `condition`:
    /// What waits to be said, in order: a cut empties it, a queued utterance joins its end.
    var pending: [(utterance: Utterance, requested: Double)] = []
    var pendingSettings: Settings?
    var running = true
    var ready = false
    var finishedThread = false

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
        SystemThread.start(name: "kids.speech") { [self] in run() }
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
}
