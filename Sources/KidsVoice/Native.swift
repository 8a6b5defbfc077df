import CEspeak
import CPortAudio

/// The one file that calls eSpeak NG and PortAudio: thin wrappers, each naming the C function it calls.
enum Native {
    /// `espeak_Info`: the library's version, e.g. "1.51". Safe before initialization.
    static func espeakVersion() -> String {
        guard let text = espeak_Info(nil) else { return "unknown" }
        return String(cString: text)
    }

    /// `Pa_GetVersionText`: PortAudio's version text. Safe before `Pa_Initialize`.
    static func portAudioVersion() -> String {
        guard let text = Pa_GetVersionText() else { return "unknown" }
        return String(cString: text)
    }
}
