/// What grown-ups set: speech on or off, how fast it speaks, and which voice. Saved with the progress.
public struct Settings: Hashable, Sendable, Codable {
    public var speechOn: Bool
    /// Words per minute. Children get less than eSpeak's 175 by default.
    public var rate: Int
    /// An eSpeak voice name; nil means the content pack's voice.
    public var voice: String?
    /// Start in line mode (for a screen-reader user), as `--plain` does.
    public var lineMode: Bool

    public static let defaultRate = 140
    public static let rateLimit = 80...220
    public static let rateStep = 10

    public init(speechOn: Bool = true, rate: Int = Settings.defaultRate, voice: String? = nil, lineMode: Bool = false) {
        self.speechOn = speechOn
        self.rate = Settings.clampRate(rate)
        self.voice = voice
        self.lineMode = lineMode
    }

    public static func clampRate(_ rate: Int) -> Int {
        min(max(rate, rateLimit.lowerBound), rateLimit.upperBound)
    }
}
