/// Why speech cannot be heard. Each case carries eSpeak's or PortAudio's own message. The app goes on
/// silently and tells grown-ups once.
public enum SpeechError: Error, Hashable, Sendable, CustomStringConvertible {
    /// eSpeak NG could not start: its data is missing or unreadable.
    case espeakData(String)
    /// The voice is not installed, or cannot synthesise (an MBROLA voice without MBROLA).
    case voice(name: String, message: String)
    case synthesis(String)
    /// There is no sound device.
    case noDevice
    /// The sound device failed (at start or mid-way).
    case device(String)
    /// eSpeak NG's or PortAudio's library (or a function in it) could not be opened.
    case library(name: String, message: String)

    public var description: String {
        switch self {
        case .espeakData(let message): return "the speech data could not be loaded (eSpeak NG: \(message))"
        case .voice(let name, let message): return "the voice '\(name)' cannot speak here (eSpeak NG: \(message))"
        case .synthesis(let message): return "speech could not be made (eSpeak NG: \(message))"
        case .noDevice: return "there is no sound device"
        case .device(let message): return "the sound device failed (PortAudio: \(message))"
        case .library(let name, let message): return "the library \(name) could not be opened (\(message))"
        }
    }
}
