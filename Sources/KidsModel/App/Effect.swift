/// What the app asks the executable to do. Data only, so tests compare them exactly.
public enum Effect: Hashable, Sendable {
    /// Say this (or only log it, when muted). A new utterance cuts the one before.
    case speak(Utterance)
    /// Cut whatever is being said.
    case stopSpeech
    /// Save this progress (the store merges it with what is on disk).
    case save(Progress)
    /// The grown-ups changed speech on/off, the rate or the voice.
    case applySettings(Settings)
    /// A typed line meant nothing on this screen: line mode prints how to type instead.
    case hint(String)
    case quit
}

/// One thing said aloud, and why.
public struct Utterance: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, Codable {
        case welcome, question, again, wrong, right, done, gate, notice
    }

    public var kind: Kind
    /// The question's ID for `question` and `again`.
    public var id: String?
    /// Numbers the utterances of a run from 1, so that the news of one names which it was. Given by `reduce`.
    public var serial: Int
    public var text: String
    /// Logged but not played (`--mute`, or speech turned off by grown-ups).
    public var muted: Bool

    public init(kind: Kind, id: String? = nil, text: String, muted: Bool, serial: Int = 0) {
        self.kind = kind
        self.serial = serial
        self.id = id
        self.text = text
        self.muted = muted
    }
}
