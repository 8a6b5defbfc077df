import FoundationEssentials

/// A loaded and checked content pack: the app's sentences, the pictures, and the activities in order.
public struct ContentPack: Hashable, Sendable {
    /// BCP 47-ish language tag of the pack ("en").
    public var language: String
    /// The eSpeak NG voice that reads it ("en-us").
    public var voice: String
    public var sentences: Sentences
    public var pictures: [String: Picture]
    public var activities: [Activity]
    /// The app's own words in the pack's language (English when the pack gives none).
    public var words: Words
    /// The keyboard a child of the pack's language has, and the keys' names where eSpeak says a letter wrongly.
    public var keyboard: KeyboardWords

    public init(language: String, voice: String, sentences: Sentences, pictures: [String: Picture],
                activities: [Activity], words: Words = Words(), keyboard: KeyboardWords = KeyboardWords()) {
        self.keyboard = keyboard
        self.language = language
        self.voice = voice
        self.sentences = sentences
        self.pictures = pictures
        self.activities = activities
        self.words = words
    }

    /// The activity with `id`, if the pack has one.
    public func activityIndex(id: String) -> Int? { activities.firstIndex { $0.id == id } }
}

/// The sentences the app itself says, from `pack.json`, in the pack's language.
public struct Sentences: Hashable, Sendable, Decodable {
    /// Said once per launch on the home screen.
    public var welcome: String
    /// Kind words for an answer set aside; said in turn.
    public var wrong: [String]
    /// Praise for a right answer; said in turn.
    public var right: [String]
    /// Said when the parental gate opens ("This part is for grown-ups").
    public var gate: String
    /// Said on the "All done!" screen.
    public var done: String

    public init(welcome: String, wrong: [String], right: [String], gate: String, done: String) {
        self.welcome = welcome
        self.wrong = wrong
        self.right = right
        self.gate = gate
        self.done = done
    }

    private enum CodingKeys: String, CodingKey { case welcome, wrong, right, gate, done }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        welcome = try c.decodeIfPresent(String.self, forKey: .welcome) ?? ""
        wrong = try c.decodeIfPresent([String].self, forKey: .wrong) ?? []
        right = try c.decodeIfPresent([String].self, forKey: .right) ?? []
        gate = try c.decodeIfPresent(String.self, forKey: .gate) ?? ""
        done = try c.decodeIfPresent(String.self, forKey: .done) ?? ""
    }
}

/// What a pack's voice needs, read from `pack.json` alone before the whole pack is loaded: the program can
/// start its voice while the rest loads (the first sentence waits for both).
public struct PackHead: Hashable, Sendable, Decodable {
    public var language: String
    public var voice: String

    public init(language: String, voice: String) {
        self.language = language
        self.voice = voice
    }

    /// The head of a `pack.json`, or nil when it has none (the whole pack's load then says why).
    public static func of(_ data: Data) -> PackHead? {
        try? JSONDecoder().decode(PackHead.self, from: data)
    }
}

/// The top of `pack.json`: which activity files to read and the sentences.
struct PackManifest: Decodable {
    var format: Int
    var language: String
    var voice: String
    var activities: [String]
    var sentences: Sentences
    var words: [String: String]
    var keyboard: KeyboardWords

    private enum CodingKeys: String, CodingKey { case format, language, voice, activities, sentences, words, keyboard }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        format = try c.decodeIfPresent(Int.self, forKey: .format) ?? 1
        language = try c.decodeIfPresent(String.self, forKey: .language) ?? ""
        voice = try c.decodeIfPresent(String.self, forKey: .voice) ?? ""
        activities = try c.decodeIfPresent([String].self, forKey: .activities) ?? []
        sentences = try c.decodeIfPresent(Sentences.self, forKey: .sentences)
            ?? Sentences(welcome: "", wrong: [], right: [], gate: "", done: "")
        words = try c.decodeIfPresent([String: String].self, forKey: .words) ?? [:]
        keyboard = try c.decodeIfPresent(KeyboardWords.self, forKey: .keyboard) ?? KeyboardWords()
    }
}

/// `pack.json`'s `keyboard`: the layout its children have, and what the voice says for a letter's key when
/// eSpeak would say it otherwise (Spanish "Y": "ye"); the screen still shows the letter.
public struct KeyboardWords: Hashable, Sendable, Decodable {
    public var layout: KeyboardLayout
    /// A capital letter → its name as the voice says it.
    public var names: [String: String]

    public init(layout: KeyboardLayout = .qwerty, names: [String: String] = [:]) {
        self.layout = layout
        self.names = names
    }

    private enum CodingKeys: String, CodingKey { case layout, names }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        layout = try c.decodeIfPresent(KeyboardLayout.self, forKey: .layout) ?? .qwerty
        names = try c.decodeIfPresent([String: String].self, forKey: .names) ?? [:]
    }
}

extension ContentPack {
    /// Whether a count takes the singular in the pack's language: one in English, zero and one in French.
    public func isSingular(_ count: Int) -> Bool {
        language.hasPrefix("fr") ? count <= 1 : count == 1
    }

    /// "3 stars", "1 star", in the pack's words.
    public func stars(_ count: Int) -> String {
        isSingular(count) ? words("{n} star", ["n": "\(count)"]) : words("{n} stars", ["n": "\(count)"])
    }

    /// "3 of 10 stars", "1 star of 10": the stars of an activity in words, for speech synthesisers that read
    /// "★ 3/10" as "three slash ten".
    public func stars(_ count: Int, of total: Int) -> String {
        isSingular(count) ? words("{stars} star of {total}", ["stars": "\(count)", "total": "\(total)"])
            : words("{stars} of {total} stars", ["stars": "\(count)", "total": "\(total)"])
    }
}
