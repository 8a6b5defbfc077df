import Foundation
import KidsModel
import KidsStore
import KidsVoice

/// The app's state and the things that carry out its effects: the progress store, the logs and the speaker.
/// Both front ends (full screen and plain lines) drive it with events.
struct App {
    var state: AppState
    let store: ProgressStore?
    let speechLog: SpeechLog?
    let stateLog: String?
    var speaker: Speaker = .silent
    /// The last utterance handed to the speaker, to tell its end from an older one's.
    private(set) var lastSpoken: Utterance?
    /// Called with each utterance (the plain front end prints it).
    var onSpeak: (Utterance) -> Void = { _ in }
    private(set) var quitting = false
    private var lastSnapshot: Snapshot?

    init(state: AppState, store: ProgressStore?, speechLog: SpeechLog?, stateLog: String?) {
        self.state = state
        self.store = store
        self.speechLog = speechLog
        self.stateLog = stateLog
    }

    /// Reduces one event and carries out its effects.
    mutating func send(_ event: Event) {
        if case .speechFailed(let reason) = event { Diagnostics.note("speech: \(reason)", in: store?.folder) }
        carryOut(reduce(&state, event))
    }

    /// Called by a front end once what the state says is on the screen: writes a `--state-log` line when
    /// it changed. Writing it only after the frame means a test that reads the line can read the screen too.
    mutating func shown() {
        let snapshot = Snapshot(state)
        if snapshot != lastSnapshot, let stateLog {
            LineAppender.append(snapshot.jsonLine, to: stateLog)
        }
        lastSnapshot = snapshot
    }

    mutating func carryOut(_ effects: [Effect]) {
        for effect in effects {
            switch effect {
            case .speak(let utterance):
                speechLog?.record(utterance)
                onSpeak(utterance)
                if !utterance.muted {
                    lastSpoken = utterance
                    speaker.speak(utterance)
                }
            case .stopSpeech:
                speaker.stop()
            case .applySettings(let settings):
                speaker.configure(settings)
            case .save(let progress):
                save(progress)
            case .quit:
                quitting = true
            }
        }
    }

    /// Saves, then tells the app what is on disk now (merged with other copies), or that saving failed.
    private mutating func save(_ progress: KidsModel.Progress) {
        guard let store else { return }
        do {
            carryOut(reduce(&state, .progressSaved(try store.save(progress, now: state.now))))
        } catch {
            Diagnostics.note("save failed: \(error)", in: store.folder)
            carryOut(reduce(&state, .saveFailed("\(error)")))
        }
    }
}

/// The diagnostics log beside the progress file: where problems go while the full screen is up (anything
/// written to the terminal then would garble the child's screen).
enum Diagnostics {
    static func note(_ message: String, in folder: String?) {
        guard let folder else { return }
        let stamp = ISO8601DateFormatter().string(from: Date())
        LineAppender.append("\(stamp) \(message)", to: folder + "/kids.log")
    }
}
