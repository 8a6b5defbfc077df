/// What grown-ups set: speech on or off, how fast and how high it speaks, the gaps between words, which voice,
/// whether a question asked again while it is being repeated is said slower, and whether quitting needs a
/// grown-up. Saved with the progress.
public struct Settings: Hashable, Sendable, Codable {
    public var speechOn: Bool
    /// Words per minute. Children get less than eSpeak's 175 by default.
    public var rate: Int
    /// An eSpeak voice name; nil means the content pack's voice.
    public var voice: String?
    /// Start in line mode (for a screen-reader user), as `--plain` does.
    public var lineMode: Bool
    /// eSpeak's base pitch, 0–100 (50 is the voice's own).
    public var pitch: Int
    /// A pause added between words, in eSpeak's units of 10 ms: words a child can follow one by one.
    public var wordGap: Int
    /// Space pressed again while a question is being repeated says it once more at three quarters of the rate.
    public var slowerRepeat: Bool
    /// Kiosk mode, saved ("Quitting needs a grown-up"): `q`, Esc on home and Ctrl-C do not quit; the grown-ups'
    /// Quit does (as `--kiosk`). The progress file calls it `quitNeedsGrownUp`.
    public var kiosk: Bool
    /// The keyboard the `keyboard` and `keys` activities draw and ask about; nil: the pack's language's.
    public var keyboard: KeyboardLayout?
    /// What a screen reader found at start does (the computer's, as kiosk mode and line mode are).
    public var screenReader: ScreenReaderChoice
    /// Braille for this child: its letters dealt in Letters, and the display written in the pack's braille (as
    /// `--braille` for one run). The child's own, not the computer's.
    public var braille: Bool

    public static let defaultRate = 140
    public static let rateLimit = 80...220
    public static let rateStep = 10
    public static let defaultPitch = 50
    /// The pitches grown-ups step through with one key, from the voice's own.
    public static let pitches = [50, 60, 70, 30, 40]
    /// The gaps between words grown-ups step through, in 10 ms: none, 100 ms, 200 ms, 400 ms.
    public static let wordGaps = [0, 10, 20, 40]
    /// How much slower a question asked again while it is being repeated is said.
    public static let slowerRepeatFactor = 0.75

    public init(speechOn: Bool = true, rate: Int = Settings.defaultRate, voice: String? = nil, lineMode: Bool = false,
                pitch: Int = Settings.defaultPitch, wordGap: Int = 0, slowerRepeat: Bool = true, kiosk: Bool = false,
                keyboard: KeyboardLayout? = nil, screenReader: ScreenReaderChoice = .lineMode, braille: Bool = false) {
        self.braille = braille
        self.keyboard = keyboard
        self.screenReader = screenReader
        self.speechOn = speechOn
        self.rate = Settings.clampRate(rate)
        self.voice = voice
        self.lineMode = lineMode
        self.pitch = min(max(pitch, 0), 100)
        self.wordGap = min(max(wordGap, 0), 100)
        self.slowerRepeat = slowerRepeat
        self.kiosk = kiosk
    }

    /// The settings every child of this computer shares, taken from `shared`: kiosk mode, line mode, and what a
    /// screen reader does.
    public mutating func takeComputerWide(from shared: Settings) {
        kiosk = shared.kiosk
        lineMode = shared.lineMode
        screenReader = shared.screenReader
    }

    /// Whether a setting every child shares differs from `other`'s.
    public func computerWideDiffers(from other: Settings) -> Bool {
        kiosk != other.kiosk || lineMode != other.lineMode || screenReader != other.screenReader
    }

    public static func clampRate(_ rate: Int) -> Int {
        min(max(rate, rateLimit.lowerBound), rateLimit.upperBound)
    }

    /// The choice after `current` in `choices`, round and round (the first when `current` is none of them).
    static func next(after current: Int, in choices: [Int]) -> Int {
        choices[((choices.firstIndex(of: current) ?? -1) + 1) % choices.count]
    }
}
