#if canImport(Glibc)
import Glibc
#endif
import KidsConsole
import KidsModel
import KidsSystem
import KidsVoice

/// News from other threads (the speech engine, the saver), kept until the run loop asks; posting wakes the
/// full-screen loop's `poll`.
final class Mailbox: @unchecked Sendable {
    private let lock = Lock()
    private var events: [Event] = []
    private var wakePipe: WakePipe?

    /// Set by the full-screen loop.
    func wake(with pipe: WakePipe?) {
        lock.withLock { wakePipe = pipe }
    }

    /// An event for the app.
    func post(_ event: Event) {
        let pipe = lock.withLock {
            events.append(event)
            return wakePipe
        }
        pipe?.wake()
    }

    /// The speech engine's news, as the app's events. A `finished` names its utterance, so the app can tell
    /// the end of an older one (cut by a newer one) from the end of the one playing. The engine keeps time on
    /// the program's one clock, so a word's time is the app's as it is.
    func post(_ news: SpeechEngine.Event) {
        switch news {
        case .started(let utterance, _): post(.speechStarted(utterance.serial))
        case .finished(let utterance, _): post(.speechFinished(utterance.serial))
        case .failed(let error): post(.speechFailed(error.description))
        case .voices(let names): post(.voicesFound(names))
        case .word(let utterance, let characters, let at): post(.wordHeard(utterance.serial, characters: characters, at: at))
        case .late: break  // for the log only (LiveSpeech), nothing the app shows
        }
    }

    /// The news since the last call.
    func drain() -> [Event] {
        lock.withLock {
            defer { events = [] }
            return events
        }
    }
}
