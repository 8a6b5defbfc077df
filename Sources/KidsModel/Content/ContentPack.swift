
/// A loaded and checked content pack: the app's sentences, the pictures, and the activities in order.
public struct ContentPack: Hashable, Sendable {
    /// BCP 47-ish language tag of the pack ("en").
    public var language: String
    /// The eSpeak NG voice that reads it ("en-us").
    public var voice: String
    /// Voices by the locale's region ("GB": "en", "US": "en-us"), when the pack names them.
    public var voices: [String: String]
    public var sentences: Sentences
    public var pictures: [String: Picture]
    public var activities: [Activity]
    /// The app's own words in the pack's language (English when the pack gives none).
    public var words: Words
    /// The keyboard a child of the pack's language has, and the keys' names where eSpeak says a letter wrongly.
    public var keyboard: KeyboardWords
    /// How the voice must say a word wherever it is said (eSpeak phonemes), and the reviewed differences between
    /// eSpeak and the pronunciation reference.
    public var pronunciation: Pronunciation
    /// The liblouis table of its braille, uncontracted, as a child learns it first ("en-ueb-g1.ctb"); nil when the
    /// pack has none (a display is then left to the screen reader).
    public var brailleTable: String?

    public init(language: String, voice: String, sentences: Sentences, pictures: [String: Picture],
                activities: [Activity], words: Words = Words(), keyboard: KeyboardWords = KeyboardWords(),
                pronunciation: Pronunciation = Pronunciation(), voices: [String: String] = [:]) {
        self.keyboard = keyboard
        self.voices = voices
        self.pronunciation = pronunciation
        self.language = language
        self.voice = voice
        self.sentences = sentences
        self.pictures = pictures
        self.activities = activities
        self.words = words
    }

    /// The voice for a region ("US", from `en_US.UTF-8`): the pack's voice for it, else its own.
    public func voice(region: String?) -> String {
        region.flatMap { voices[$0.uppercased()] } ?? voice
    }

    /// The pack's voice, then each region's, once each: every voice the pack may speak with.
    public var allVoices: [String] {
        voices.values.sorted().reduce(into: [voice]) { if !$0.contains($1) { $0.append($1) } }
    }

    /// Voices by region, the regions in capitals ("gb" is "GB").
    static func regions(_ voices: [String: String]) -> [String: String] {
        Dictionary(voices.sorted { $0.key < $1.key }.map { ($0.key.uppercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
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
    /// Voices by region ("GB": "en", "US": "en-us"): the locale's region chooses among them.
    public var voices: [String: String]

    public init(language: String, voice: String, voices: [String: String] = [:]) {
        self.language = language
        self.voice = voice
        self.voices = voices
    }

    private enum CodingKeys: String, CodingKey { case language, voice, voices }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        language = try c.decode(String.self, forKey: .language)
        voice = try c.decode(String.self, forKey: .voice)
        voices = ContentPack.regions(try c.decodeIfPresent([String: String].self, forKey: .voices) ?? [:])
    }

    /// The voice for a region ("US", from `en_US.UTF-8`): the pack's voice for it, else its own.
    public func voice(region: String?) -> String {
        region.flatMap { voices[$0.uppercased()] } ?? voice
    }

    /// The head of a `pack.json`, or nil when it has none (the whole pack's load then says why).
    public static func of(_ data: [UInt8]) -> PackHead? {
        try? JSON.decode(PackHead.self, from: data)
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
    var voices: [String: String]
    var pronunciation: Pronunciation
    /// The liblouis table of the pack's braille.
    var braille: String?
    /// The lexicon as written, for the checks.
    var lexiconEntries: [String: String]
    var lexiconByVoice: [String: [String: String]]

    private enum CodingKeys: String, CodingKey {
        case format, language, voice, voices, activities, sentences, words, keyboard, lexicon, lexiconByVoice, reviewed, braille
    }

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
        voices = ContentPack.regions(try c.decodeIfPresent([String: String].self, forKey: .voices) ?? [:])
        braille = try c.decodeIfPresent(String.self, forKey: .braille)
        lexiconEntries = try c.decodeIfPresent([String: String].self, forKey: .lexicon) ?? [:]
        lexiconByVoice = try c.decodeIfPresent([String: [String: String]].self, forKey: .lexiconByVoice) ?? [:]
        pronunciation = Pronunciation(lexicon: Lexicon(lexiconEntries), byVoice: lexiconByVoice,
                                      reviewed: try c.decodeIfPresent([String: String].self, forKey: .reviewed) ?? [:])
    }
}

/// How a pack is heard: its `lexicon` (how eSpeak must say a word, for every voice, with `lexiconByVoice` over it
/// for one voice) and `reviewed` (a word whose eSpeak pronunciation differs from the reference and is right all
/// the same → why).
public struct Pronunciation: Hashable, Sendable {
    /// The entries for every voice.
    public var lexicon: Lexicon
    /// A voice's own entries over `lexicon`, merged once.
    public var lexicons: [String: Lexicon]
    public var reviewed: [String: String]

    /// `byVoice`'s voices are matched in small letters, as voices are named ("en-us").
    public init(lexicon: Lexicon = Lexicon(), byVoice: [String: [String: String]] = [:], reviewed: [String: String] = [:]) {
        self.lexicon = lexicon
        lexicons = Dictionary(byVoice.sorted { $0.key < $1.key }.map { ($0.key.lowercased(), lexicon.merging(Lexicon($0.value))) },
                              uniquingKeysWith: { first, _ in first })
        self.reviewed = reviewed
    }

    /// The lexicon of a voice ("en-us"): its own entries over the pack's.
    public func lexicon(for voice: String) -> Lexicon {
        lexicons[voice.lowercased()] ?? lexicon
    }

    /// Why a word said otherwise than the reference says is right, when a reviewer said so.
    public func review(of word: String) -> String? {
        reviewed[word] ?? reviewed[word.lowercased()]
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
    /// Whether a count takes the singular in the pack's language, by CLDR's rule (`Plural`): one in English, zero
    /// and one in French.
    public func isSingular(_ count: Int) -> Bool { Plural.isOne(count, language: language) }

    /// "3 stars", "1 star", in the pack's words.
    /// `voiced`: as the voice is given it, the number agreeing with "star" where the language makes it
    /// (`FeminineNumbers`: "veintiuna estrellas", "vingt et une étoiles"); the screen keeps the digits.
    public func stars(_ count: Int, voiced: Bool = false) -> String {
        let said = voiced && !isSingular(count) ? FeminineNumbers.said(count, language: language) : nil
        return said.map { words("{n} stars", ["n": $0]) } ?? counted(count, one: "{n} star", other: "{n} stars")
    }

    /// "3 of 10 stars", "1 of 10 stars": the stars of an activity in words, for speech synthesisers that read
    /// "★ 3/10" as "three slash ten".
    public func stars(_ count: Int, of total: Int) -> String {
        isSingular(count) ? words("{stars} star of {total}", ["stars": "\(count)", "total": "\(total)"])
            : words("{stars} of {total} stars", ["stars": "\(count)", "total": "\(total)"])
    }
}
