/// One thing wrong with a content pack: which file, which question (when there is one), which rule, and why.
public struct ContentProblem: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var question: String?
    public var rule: Rule
    public var detail: String

    public init(file: String, question: String? = nil, rule: Rule, detail: String) {
        self.file = file
        self.question = question
        self.rule = rule
        self.detail = detail
    }

    /// `counting.json: counting.3: count-mismatch: the picture shows 4 but the right answer says 3`
    public var description: String {
        [file, question, rule.rawValue, detail].compactMap { $0 }.joined(separator: ": ")
    }

    /// The rules a pack must follow. The raw values are printed and are stable: teachers may search for them.
    /// A game's own rules are declared in its folder (`ActivityKind.rules`), as `static let`s of an extension.
    public struct Rule: Hashable, Sendable, RawRepresentable, CaseIterable {
        public let rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }

        /// Every rule: the ones below, then each kind's own (`ActivityKind.rules`). `RuleListTests` fails when a rule
        /// declared below is not in `builtIn`.
        public static var allCases: [Rule] { builtIn + Activities.kinds.flatMap { $0.rules } }

        static let builtIn: [Rule] = [
            .missingFile, .jsonSyntax, .jsonType, .packFormat, .emptyField, .activityCount, .activityID, .noQuestions,
            .generator, .level, .formerly, .answerCount, .correctMissing, .duplicateQuestionID, .duplicateAnswerID,
            .unknownPicture, .emptyText, .emptySpoken, .emptyLabel, .descriptionGivesAway, .labelTooLong, .countRange,
            .countLabel, .countMismatch, .letterLabel, .labelGlyph, .frenchElision, .letterWord, .unknownShape,
            .shapeMismatch, .pictureRows, .pictureGlyph, .pictureSymbol, .pictureColor, .pictureCategory, .pictureImage,
            .pictureContrast, .pictureReference, .colourWord, .pictureMissing, .wordPlaceholders, .wordPlural,
            .numberAgreement, .lexicon, .labelCut, .letterDigraph, .distractorSound, .mixedApostrophes, .orRule,
            .letterName, .keyAnswer, .keyLayout, .exploreQuestions, .story, .storyPage,
        ]

        public static let missingFile = Rule(rawValue: "missing-file")
        public static let jsonSyntax = Rule(rawValue: "json-syntax")
        public static let jsonType = Rule(rawValue: "json-type")
        public static let packFormat = Rule(rawValue: "pack-format")
        public static let emptyField = Rule(rawValue: "empty-field")
        public static let activityCount = Rule(rawValue: "activity-count")
        public static let activityID = Rule(rawValue: "activity-id")
        public static let noQuestions = Rule(rawValue: "no-questions")
        public static let generator = Rule(rawValue: "generator")
        public static let level = Rule(rawValue: "level")
        public static let formerly = Rule(rawValue: "formerly")
        public static let answerCount = Rule(rawValue: "answer-count")
        public static let correctMissing = Rule(rawValue: "correct-missing")
        public static let duplicateQuestionID = Rule(rawValue: "duplicate-question-id")
        public static let duplicateAnswerID = Rule(rawValue: "duplicate-answer-id")
        public static let unknownPicture = Rule(rawValue: "unknown-picture")
        public static let emptyText = Rule(rawValue: "empty-text")
        public static let emptySpoken = Rule(rawValue: "empty-spoken")
        public static let emptyLabel = Rule(rawValue: "empty-label")
        public static let descriptionGivesAway = Rule(rawValue: "description-gives-away")
        public static let labelTooLong = Rule(rawValue: "label-too-long")
        public static let countRange = Rule(rawValue: "count-range")
        public static let countLabel = Rule(rawValue: "count-label")
        public static let countMismatch = Rule(rawValue: "count-mismatch")
        public static let letterLabel = Rule(rawValue: "letter-label")
        public static let labelGlyph = Rule(rawValue: "label-glyph")
        /// A warning only: French "de" before a vowel.
        public static let frenchElision = Rule(rawValue: "french-elision")
        public static let letterWord = Rule(rawValue: "letter-word")
        public static let unknownShape = Rule(rawValue: "unknown-shape")
        public static let shapeMismatch = Rule(rawValue: "shape-mismatch")
        public static let pictureRows = Rule(rawValue: "picture-rows")
        public static let pictureGlyph = Rule(rawValue: "picture-glyph")
        public static let pictureSymbol = Rule(rawValue: "picture-symbol")
        public static let pictureColor = Rule(rawValue: "picture-color")
        public static let pictureCategory = Rule(rawValue: "picture-category")
        public static let pictureImage = Rule(rawValue: "picture-image")
        public static let pictureContrast = Rule(rawValue: "picture-contrast")
        /// A picture's image whose reference (its source's name and tags) does not name what it stands for.
        public static let pictureReference = Rule(rawValue: "picture-reference")
        /// A colour said of a picture that its image does not show ("a blue ball" of a black-and-white one).
        public static let colourWord = Rule(rawValue: "colour-word")
        /// A counting or shapes question with no picture to ask about.
        public static let pictureMissing = Rule(rawValue: "picture-missing")
        public static let wordPlaceholders = Rule(rawValue: "word-placeholders")
        /// A count's sentence translated in one form (one or other) but not the other.
        public static let wordPlural = Rule(rawValue: "word-plural")
        /// A count's one form that puts the bare number before its noun in a language whose "one" agrees with it.
        public static let numberAgreement = Rule(rawValue: "number-agreement")
        /// A pack lexicon entry eSpeak cannot read, or one that changes nothing.
        public static let lexicon = Rule(rawValue: "lexicon")
        /// A tile's word cut short ("rectáng.").
        public static let labelCut = Rule(rawValue: "label-cut")
        /// A first-letters word that begins with letters sounding otherwise (ch, sh, th…).
        public static let letterDigraph = Rule(rawValue: "letter-digraph")
        /// A first-letters distractor that can make the right word's first sound.
        public static let distractorSound = Rule(rawValue: "distractor-sound")
        /// Straight and typographic apostrophes in one pack.
        public static let mixedApostrophes = Rule(rawValue: "mixed-apostrophes")
        /// Spanish "o"/"y" where "u"/"e" is due.
        public static let orRule = Rule(rawValue: "or-rule")
        /// A letter eSpeak says wrong in the pack's language, with no name for the voice to say.
        public static let letterName = Rule(rawValue: "letter-name")
        /// A keyboard question whose answer is not one key of a keyboard, or that has tiles.
        public static let keyAnswer = Rule(rawValue: "key-answer")
        /// A keyboard question whose key the pack's own keyboard layout does not have.
        public static let keyLayout = Rule(rawValue: "key-layout")
        /// An explore activity with questions (every key is its own answer there).
        public static let exploreQuestions = Rule(rawValue: "explore-questions")
        /// A story's ID, title, number of pages or questions.
        public static let story = Rule(rawValue: "story")
        /// A story's page: its ID, its text, its voice's words.
        public static let storyPage = Rule(rawValue: "story-page")
    }
}

/// Why a pack could not be used: the folder is not there (exit 66), or it breaks rules (exit 65).
public enum ContentError: Error, Hashable, Sendable {
    case folderMissing(String)
    case invalid([ContentProblem])
}
