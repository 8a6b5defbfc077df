import KidsModel

/// How the app is heard: a small value of closures, so the app never knows what is behind it (after TCA's
/// `AudioPlayerClient`). The live value is `SpeechEngine.speaker` (eSpeak NG); `--mute` uses `silent`; the
/// effect runner's tests give closures that record what they are asked.
public struct Speaker: Sendable {
    /// Says an utterance: it cuts whatever was being said, unless it is `queued` (then it waits for what is being
    /// said to end, as the answers after a prompt and the counting taps do).
    public var speak: @Sendable (Utterance) -> Void
    /// Cuts whatever is being said.
    public var stop: @Sendable () -> Void
    /// Takes new settings (rate, voice).
    public var configure: @Sendable (Settings) -> Void

    public init(speak: @escaping @Sendable (Utterance) -> Void, stop: @escaping @Sendable () -> Void,
                configure: @escaping @Sendable (Settings) -> Void) {
        self.speak = speak
        self.stop = stop
        self.configure = configure
    }

    /// Says nothing.
    public static let silent = Speaker(speak: { _ in }, stop: {}, configure: { _ in })
}
