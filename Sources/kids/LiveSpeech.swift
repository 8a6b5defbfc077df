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
    /// `note`: the diagnostics log, where gaps in the sound (underruns) are written, one line an utterance.
    /// The voice: `--voice`, else the one grown-ups chose, else the pack's voice for the locale's `region`
    /// (`en_GB` British, `en_US` American), else the pack's own.
    init(options: Options, settings: Settings, pack: PackHead, clock: Clock, standardError: StandardError, region: String? = nil,
         note: @escaping @Sendable (String) -> Void = { _ in }) {
        guard !options.mute else {
            engine = nil
            return
        }
        // A voice grown-ups chose for another language's pack is not used for this one.
        let saved = settings.voice.flatMap { $0.hasPrefix(pack.language) ? $0 : nil }
        var configuration = SpeechEngine.Configuration(
            voice: options.voice ?? saved ?? pack.voice(region: region), rate: options.rate ?? settings.rate,
            output: options.speechOut.map(SpeechEngine.Output.file) ?? .device, language: pack.language)
        configuration.pitch = settings.pitch
        configuration.wordGap = settings.wordGap
        let mailbox = self.mailbox
        engine = SpeechEngine(configuration: configuration, clock: clock, standardError: standardError) { event in
            if case .late(let utterance, let pieces, let seconds) = event {
                note("speech: \(pieces) gaps (underruns), \(Int((seconds * 1000).rounded())) ms of silence in all, "
                     + "in \"\(utterance.text.prefix(40))\"")
            }
            mailbox.post(event)
        }
        engine?.start()
    }

    var speaker: Speaker { engine?.speaker ?? .silent }

    func shutdown() {
        engine?.shutdown()
    }
}
