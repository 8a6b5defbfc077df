#if canImport(Glibc)
import Glibc
#endif
import KidsModel
import KidsVoice

/// The one way events reach the app's state, and the one place its effects are carried out, for both front
/// ends (full screen and plain lines). What it talks to — the speaker, the progress store, the clock and the
/// logs — is injected as `Clients`, so tests run it with fakes.
struct EffectRunner {
    /// The world as the runner sees it (after TCA's dependency clients).
    struct Clients {
        var speaker: Speaker
        /// Saves progress merged with what is on disk. Returns what is on disk now, or nil when the save goes
        /// on elsewhere (the live `Saver`: its news comes back as `progressSaved` or `saveFailed`). The
        /// client is nil when there is nowhere to keep progress (it then lasts until the app closes).
        /// `child`: whose progress it is (the child playing; nil when there are no children).
        var save: ((Progress, _ child: String?, _ now: Double) throws -> Progress?)?
        /// Reads a child's progress, when "Who is playing?" chose it or grown-ups open its report; nil when progress
        /// is kept nowhere.
        var loadChild: ((String) -> Progress)?
        /// Says that a child now plays here; the other computer of the class playing it too, if one is.
        var arrive: (String) -> Elsewhere? = { _ in nil }
        /// Reads a child's progress for its report, changing nothing (a damaged file reads as none).
        var readChild: ((String) -> Progress)?
        /// Adds a child (its file) or removes one (its file kept aside), as grown-ups asked.
        var addChild: (String) throws -> Void = { _ in }
        var removeChild: (String) -> Void = { _ in }
        /// Keeps the settings every child shares.
        var saveComputer: (Settings) throws -> Void = { _ in }
        /// Seconds since 1970.
        var now: () -> Double
        /// `--speech-log`: every utterance, spoken or muted; what one event said comes together.
        var speechLog: ([Utterance]) -> Void = { _ in }
        /// `--state-log`: one JSON line per change of what is shown; nil without one, and then no snapshot is
        /// made at all.
        var stateLog: ((String) -> Void)?
        /// The diagnostics log beside the progress file.
        var note: (String) -> Void = { _ in }
        /// Shows a line on the braille display (and in `--braille-log`), in the pack's braille table.
        var braille: (BrailleLine, _ table: String?) -> Void = { _, _ in }
    }

    private(set) var state: AppState
    private let clients: Clients
    private(set) var quitting = false
    private var lastSnapshot: Snapshot?
    /// The line last given to the braille display.
    private var lastBraille: BrailleLine?
    /// Whether the progress in memory has changes not yet known to be on disk (state-log key `saving`).
    private(set) var unsaved = false
    /// What the event being carried out said, for the speech log.
    private var said: [Utterance] = []
    /// Events that effects answered with (a child read from its file, a save's result), reduced in turn once the
    /// effects of the event before are all carried out: never from inside them (bubbletea and TCA queue too).
    private var queued: [Event] = []
    private var sending = false
    /// Each utterance as it is said (line mode prints it).
    var onSpeak: (Utterance) -> Void = { _ in }
    /// What to tell a line-mode user whose line meant nothing.
    var onHint: (String) -> Void = { _ in }

    init(state: AppState, clients: Clients) {
        self.state = state
        self.clients = clients
    }

    /// The time on the program's clock.
    var now: Double { clients.now() }

    /// Reduces one event and carries out its effects; then the events those effects answered with, in order.
    mutating func send(_ event: Event) {
        queued.append(event)
        guard !sending else { return }
        sending = true
        defer { sending = false }
        while !queued.isEmpty { process(queued.removeFirst()) }
    }

    /// One event: noted when it is news of a failure, reduced, its effects carried out, what it said logged together.
    private mutating func process(_ event: Event) {
        switch event {
        case .speechFailed(let reason): clients.note("speech: \(reason)")
        case .saveFailed(let reason): clients.note("save failed: \(reason)")
        // Saved: all is on disk unless the app has changed its progress since that save was asked for.
        case .progressSaved(let saved, let child) where child == nil || child == state.child:
            unsaved = Progress.merged(state.progress, saved) != saved
        // A child just read from its file has nothing unsaved (the one before may still be saving: its own file).
        case .childLoaded: unsaved = false
        default: break
        }
        carryOut(reduce(&state, event))
        clients.speechLog(said)
        said = []
    }

    /// Input from the child or a grown-up: the time is told first, so that stars and the gate see it.
    mutating func input(_ event: Event) {
        send(.tick(clients.now()))
        send(event)
    }

    /// Called by a front end once what the state says is on the screen: writes a `--state-log` line when
    /// it changed. Writing it only after the frame means a test that reads the line can read the screen too.
    /// `model` is what the front end drew, when it has it at hand.
    mutating func logState(_ model: ScreenModel? = nil, pictures: String? = nil) {
        // The braille display shows the same screen, while braille is on.
        if state.brailleOn {
            let line = BrailleLine(model ?? ScreenModel(state))
            if line != lastBraille { clients.braille(line, state.content.brailleTable) }
            lastBraille = line
        }
        guard let stateLog = clients.stateLog else { return }
        var snapshot = Snapshot(state, model: model ?? ScreenModel(state))
        snapshot.saving = unsaved ? true : nil
        snapshot.pictures = pictures
        if snapshot != lastSnapshot { stateLog(snapshot.jsonLine) }
        lastSnapshot = snapshot
    }

    private mutating func carryOut(_ effects: [Effect]) {
        for effect in effects {
            switch effect {
            case .speak(let utterance):
                said.append(utterance)
                onSpeak(utterance)
                if !utterance.muted { clients.speaker.speak(utterance) }
            case .stopSpeech:
                clients.speaker.stop()
            case .applySettings(let settings):
                clients.speaker.configure(settings)
            case .save(let progress):
                save(progress)
            case .loadChild(let name):
                send(.childLoaded(name, clients.loadChild?(name) ?? Progress()))
                if let elsewhere = clients.arrive(name) { send(.alsoPlaying(name, elsewhere)) }
            case .readChild(let name):
                send(.childRead(name, clients.readChild?(name) ?? Progress()))
            case .addChild(let name):
                // A child that could not be kept is told to grown-ups as a save that failed.
                do { try clients.addChild(name) } catch { send(.saveFailed("\(error)")) }
            case .removeChild(let name):
                clients.removeChild(name)
            case .saveComputer(let settings):
                do { try clients.saveComputer(settings) } catch { send(.saveFailed("\(error)")) }
            case .hint(let text):
                onHint(text)
            case .quit:
                quitting = true
            }
        }
    }

    /// Saves; what is on disk now (merged with other copies), or that saving failed, is told to the app now
    /// or, from the live saver, when it comes.
    private mutating func save(_ progress: Progress) {
        guard let save = clients.save else { return }
        unsaved = true
        do {
            guard let saved = try save(progress, state.child, clients.now()) else { return }
            send(.progressSaved(saved, child: state.child))
        } catch {
            send(.saveFailed("\(error)"))
        }
    }
}
