import Foundation
import KidsConsole
import KidsModel
import KidsStore
import KidsVoice

/// The live voice for a run, and the mailbox through which its news reaches the run loop.
struct Voice {
    let engine: SpeechEngine?
    let mailbox = Mailbox()

    /// No engine at all with `--mute`: nothing will be played, and no sound device is opened. Started as early
    /// as the pack's language and voice are known (`PackHead`), so that eSpeak's data, the voice and the sound
    /// device are ready by the time the first question is shown.
    init(options: Options, settings: Settings, pack: PackHead, standardError: StandardError) {
        guard !options.mute else {
            engine = nil
            return
        }
        // A voice grown-ups chose for another language's pack is not used for this one.
        let saved = settings.voice.flatMap { $0.hasPrefix(pack.language) ? $0 : nil }
        var configuration = SpeechEngine.Configuration(
            voice: options.voice ?? saved ?? pack.voice, rate: options.rate ?? settings.rate,
            output: options.speechOut.map(SpeechEngine.Output.file) ?? .device, language: pack.language)
        configuration.pitch = settings.pitch
        configuration.wordGap = settings.wordGap
        let mailbox = self.mailbox
        engine = SpeechEngine(configuration: configuration, standardError: standardError) { mailbox.post($0) }
        engine?.start()
    }

    var speaker: Speaker { engine?.speaker ?? .silent }

    func shutdown() {
        engine?.shutdown()
    }

    /// News from other threads (the speech engine, the saver), kept until the run loop asks; posting wakes the
    /// full-screen loop's `poll`.
    final class Mailbox: @unchecked Sendable {
        private let lock = NSLock()
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
        /// the end of an older one (cut by a newer one) from the end of the one playing.
        func post(_ news: SpeechEngine.Event) {
            switch news {
            case .started(let utterance, _): post(.speechStarted(utterance.serial))
            case .finished(let utterance, _): post(.speechFinished(utterance.serial))
            case .failed(let error): post(.speechFailed(error.description))
            case .voices(let names): post(.voicesFound(names))
            // The engine's clock is the uptime; the app's is the wall clock of its ticks.
            case .word(let utterance, let characters, let at):
                post(.wordHeard(utterance.serial, characters: characters, at: Date().timeIntervalSince1970 + (at - SpeechEngine.now())))
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
}
