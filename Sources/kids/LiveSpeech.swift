import KidsModel
import KidsStore
import KidsSystem
import KidsVoice

/// The speech of a run: the engine (none with `--mute`), and the mailbox through which its news reaches the
/// run loop.
struct LiveSpeech {
    let engine: SpeechEngine?
    let mailbox = Mailbox()

    /// No engine at all with `--mute`: nothing will be played, and no sound device is opened. Started as early
    /// as the pack's language and voice are known (`PackHead`), so that eSpeak's data, the voice and the sound
    /// device are ready by the time the first question is shown.
    init(options: Options, settings: Settings, pack: PackHead, clock: Clock, standardError: StandardError) {
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
        engine = SpeechEngine(configuration: configuration, clock: clock, standardError: standardError) { mailbox.post($0) }
        engine?.start()
    }

    var speaker: Speaker { engine?.speaker ?? .silent }

    func shutdown() {
        engine?.shutdown()
    }
}
