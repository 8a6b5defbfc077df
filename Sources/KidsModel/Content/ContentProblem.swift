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
    public enum Rule: String, Hashable, Sendable, CaseIterable {
        case missingFile = "missing-file"
        case jsonSyntax = "json-syntax"
        case jsonType = "json-type"
        case packFormat = "pack-format"
        case emptyField = "empty-field"
        case activityCount = "activity-count"
        case activityID = "activity-id"
        case noQuestions = "no-questions"
        case generator = "generator"
        case level = "level"
        case formerly = "formerly"
        case answerCount = "answer-count"
        case correctMissing = "correct-missing"
        case duplicateQuestionID = "duplicate-question-id"
        case duplicateAnswerID = "duplicate-answer-id"
        case unknownPicture = "unknown-picture"
        case emptyText = "empty-text"
        case emptySpoken = "empty-spoken"
        case emptyLabel = "empty-label"
        case descriptionGivesAway = "description-gives-away"
        case labelTooLong = "label-too-long"
        case countRange = "count-range"
        case countLabel = "count-label"
        case countMismatch = "count-mismatch"
        case letterLabel = "letter-label"
        case labelGlyph = "label-glyph"
        /// A warning only: French "de" before a vowel.
        case frenchElision = "french-elision"
        case letterWord = "letter-word"
        case unknownShape = "unknown-shape"
        case shapeMismatch = "shape-mismatch"
        case pictureRows = "picture-rows"
        case pictureGlyph = "picture-glyph"
        case pictureSymbol = "picture-symbol"
        case pictureColor = "picture-color"
        case pictureCategory = "picture-category"
        case pictureImage = "picture-image"
        case pictureContrast = "picture-contrast"
        /// A picture's image whose reference (its source's name and tags) does not name what it stands for.
        case pictureReference = "picture-reference"
        /// A colour said of a picture that its image does not show ("a blue ball" of a black-and-white one).
        case colourWord = "colour-word"
        /// A counting or shapes question with no picture to ask about.
        case pictureMissing = "picture-missing"
        /// A listening game's word whose picture has no `ipa` to compute its sounds from.
        case ipaMissing = "ipa-missing"
        /// Rhymes: a right answer that does not rhyme, or a wrong one that does (`Phonemes.rhyme`).
        case rhyme = "rhyme"
        /// Same first sound: a right answer that starts with another sound, or a wrong one with the same (`Phonemes.first`).
        case firstSound = "first-sound"
        /// Blending: sounds that are not the word's, one by one (`Phonemes.segments`).
        case blend = "blend"
        /// Syllables: a count or syllables that are not the word's vowels (`Phonemes.syllables`).
        case syllableCount = "syllable-count"
        case wordPlaceholders = "word-placeholders"
        /// A count's sentence translated in one form (one or other) but not the other.
        case wordPlural = "word-plural"
        /// A count's one form that puts the bare number before its noun in a language whose "one" agrees with it.
        case numberAgreement = "number-agreement"
        /// A pack lexicon entry eSpeak cannot read, or one that changes nothing.
        case lexicon = "lexicon"
        /// A tile's word cut short ("rectáng.").
        case labelCut = "label-cut"
        /// A first-letters word that begins with letters sounding otherwise (ch, sh, th…).
        case letterDigraph = "letter-digraph"
        /// A first-letters distractor that can make the right word's first sound.
        case distractorSound = "distractor-sound"
        /// Straight and typographic apostrophes in one pack.
        case mixedApostrophes = "mixed-apostrophes"
        /// Spanish "o"/"y" where "u"/"e" is due.
        case orRule = "or-rule"
        /// A letter eSpeak says wrong in the pack's language, with no name for the voice to say.
        case letterName = "letter-name"
        /// A keyboard question whose answer is not one key of a keyboard, or that has tiles.
        case keyAnswer = "key-answer"
        /// A keyboard question whose key the pack's own keyboard layout does not have.
        case keyLayout = "key-layout"
        /// An explore activity with questions (every key is its own answer there).
        case exploreQuestions = "explore-questions"
        /// A story's ID, title, number of pages or questions.
        case story = "story"
        /// A story's page: its ID, its text, its voice's words.
        case storyPage = "story-page"
    }
}

/// Why a pack could not be used: the folder is not there (exit 66), or it breaks rules (exit 65).
public enum ContentError: Error, Hashable, Sendable {
    case folderMissing(String)
    case invalid([ContentProblem])
}
