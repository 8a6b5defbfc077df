/// What the app asks the executable to do. Data only, so tests compare them exactly.
public enum Effect: Hashable, Sendable {
    /// Say this (or only log it, when muted). A new utterance cuts the one before, unless it is `queued`.
    case speak(Utterance)
    /// Cut whatever is being said.
    case stopSpeech
    /// Save this progress (the store merges it with what is on disk), the child playing's.
    case save(Progress)
    /// Read the progress of this child (an animal), chosen in "Who is playing?"; it comes back as `childLoaded`.
    case loadChild(String)
    /// Read a child's progress for its report; it comes back as `childRead`.
    case readChild(String)
    /// Add a child with no stars yet (its file), chosen by grown-ups.
    case addChild(String)
    /// Remove a child (its file is kept aside, not deleted), after grown-ups said yes.
    case removeChild(String)
    /// Keep the settings every child shares (kiosk mode, line mode) for the whole computer, not only this child.
    case saveComputer(Settings)
    /// The grown-ups changed speech on/off, the rate, the voice, the pitch or the gaps between words.
    case applySettings(Settings)
    /// A typed line meant nothing on this screen: line mode prints how to type instead.
    case hint(String)
    case quit
}

/// One thing said aloud, and why: a sentence, or one counting tap.
public struct Utterance: Hashable, Sendable {
    /// How long one counting tap lasts, its quiet included: the sound's maker and the lighting agree on it.
    public static let tapSeconds = 0.45

    /// Why it is said: its name in the speech log (`kind`). Open, like `ContentProblem.Rule`: a game declares the kinds
    /// of its own (`clap`) in its folder.
    public struct Kind: RawRepresentable, Hashable, Sendable, Codable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(from decoder: any Decoder) throws { rawValue = try decoder.singleValueContainer().decode(String.self) }
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }

        public static let welcome = Self(rawValue: "welcome"), question = Self(rawValue: "question"), again = Self(rawValue: "again"),
            wrong = Self(rawValue: "wrong"), right = Self(rawValue: "right"), done = Self(rawValue: "done"), gate = Self(rawValue: "gate"),
            notice = Self(rawValue: "notice")
        /// The answers with their keys, after a question's prompt.
        public static let options = Self(rawValue: "options")
        /// What a keyboard focus move lands on.
        public static let focus = Self(rawValue: "focus")
        /// One counting tap: a short sound, no words (`index` says which object, from 1; `sound` is `AppSound.tap`).
        public static let tap = Self(rawValue: "tap")
        /// Where the child is (`w`).
        public static let whereami = Self(rawValue: "whereami")
        /// Speech cut by `s`; empty, logged only.
        public static let hush = Self(rawValue: "hush")
        /// A key named: in `keys` each key pressed, in `keyboard` a key pressed after the answer.
        public static let key = Self(rawValue: "key")
        /// A story's page, read aloud when it is shown.
        public static let page = Self(rawValue: "page")
        /// One word of a story's page said alone (reached with Tab, or clicked); `index` is its place, from 0.
        public static let word = Self(rawValue: "word")
        /// Beside a screen reader, the sound or word a listening question hides behind its mark, said alone: the
        /// screen reader reads the line, the app's voice says only this. A syllable said slowly (`syllables`) too.
        public static let sound = Self(rawValue: "sound")
        /// A game introduced before its first question of the day, and the example played with it.
        public static let introduction = Self(rawValue: "introduction")
        /// A teacher's model of the answer ("cat, hat: they rhyme"), after the praise or the kind word.
        public static let model = Self(rawValue: "model")
    }

    public var kind: Kind
    /// What it is about: the ID of the question asked, answered or tapped (or of the activity all done). Not the
    /// utterance's own number, which is `serial`. The speech log calls it `id`.
    public var subject: String?
    /// Numbers the utterances of a run from 1, so that the news of one names which it was. Given by `reduce`.
    public var serial: Int
    public var text: String
    /// What the voice is given when a word of `text` is said otherwise than written (a letter's name), word for
    /// word; nil when it says `text`. Read-along maps each word heard back to `text` by its place.
    public var voiced: String?
    /// Logged but not played (`--mute`, or speech turned off by grown-ups).
    public var muted: Bool
    /// Waits for what is being said to end instead of cutting it (the answers after the prompt, the taps).
    public var queued: Bool
    /// For a tap: which object of the picture, from 1. For a word of a page: its place in the page, from 0.
    public var index: Int?
    /// Said at `Settings.slowerRepeatFactor` of the rate: a question asked again while it was being repeated.
    public var slower: Bool
    /// What of the screen it reads: read-along lights the word heard there.
    public var reads: Reads
    /// An app sound instead of words (a counting tap, a clap): the voice makes it from this description.
    public var sound: AppSound?

    public init(kind: Kind, subject: String? = nil, text: String, muted: Bool, serial: Int = 0, queued: Bool = false,
                index: Int? = nil, slower: Bool = false, reads: Reads = .nothing, sound: AppSound? = nil) {
        self.sound = sound
        self.reads = reads
        self.slower = slower
        self.kind = kind
        self.serial = serial
        self.subject = subject
        self.text = text
        self.muted = muted
        self.queued = queued
        self.index = index
    }
}

extension Utterance {
    /// The place in `text` of the word heard at `range` of what the voice was given: the same place when it said
    /// `text`; else the word at the same count from the start (`voiced` says `text` word for word).
    public func textRange(ofVoiced range: Range<Int>) -> Range<Int> {
        guard let voiced else { return range }
        let index = AppState.wordIndex(in: voiced, at: range.lowerBound)
        let words = Self.wordRanges(text)
        return words.indices.contains(index) ? words[index] : range
    }

    /// The Unicode-scalar ranges of a text's words, split at spaces.
    static func wordRanges(_ text: String) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start: Int?
        for (n, scalar) in text.unicodeScalars.enumerated() {
            if scalar == " " {
                if let begun = start { ranges.append(begun..<n) }
                start = nil
            } else if start == nil {
                start = n
            }
        }
        if let begun = start { ranges.append(begun..<text.unicodeScalars.count) }
        return ranges
    }
}
