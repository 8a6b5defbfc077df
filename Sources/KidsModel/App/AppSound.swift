/// A sound the app makes itself, no words: a counting tap, a clap. Data, as effects are: the model says what the
/// sound is, the voice (`KidsVoice.Tap`) makes its samples, so a game declares a sound of its own in its folder and
/// nothing else changes. Every app sound lasts `Utterance.tapSeconds`, quiet first, so that sounds in a row are
/// heard one by one and can be counted.
public struct AppSound: Hashable, Sendable {
    /// What it sounds like: a decaying tone (a wooden "tock", with its overtone an octave up) or a burst of noise
    /// (a clap: the noise is the same every time, so a clap sounds alike wherever it is heard).
    public enum Timbre: Hashable, Sendable {
        case tone(hertz: Double)
        case noise
    }

    public var timbre: Timbre
    /// How long the sound itself lasts, after `leadSeconds` of quiet.
    public var seconds: Double
    /// How fast it dies away: its loudness is multiplied by e^(−decay × t).
    public var decay: Double
    /// Its loudness at the start, of full scale.
    public var loudness: Double
    /// Whether it plays beside a screen reader: a clap is what no line can say; a counting tap is not, since the
    /// line names each thing to count.
    public var besideScreenReader: Bool

    public init(_ timbre: Timbre, seconds: Double, decay: Double, loudness: Double, besideScreenReader: Bool) {
        self.timbre = timbre
        self.seconds = seconds
        self.decay = decay
        self.loudness = loudness
        self.besideScreenReader = besideScreenReader
    }

    /// The quiet before every app sound.
    public static let leadSeconds = 0.2

    /// The counting tap: a short 900 Hz "tock".
    public static let tap = AppSound(.tone(hertz: 900), seconds: 0.04, decay: 90, loudness: 0.45, besideScreenReader: false)
}
