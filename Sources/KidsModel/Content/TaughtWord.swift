/// A word a pack teaches a child, or calls the child by: as shown, and as the voice is given it. The
/// pronunciation check compares what eSpeak makes of `voiced` with a pronunciation dictionary.
public struct TaughtWord: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case letterName = "letter name"
        case letterSound = "letter sound"
        case firstLetter = "first-letter word"
        case number
        case shape
        case animal
        case storyTitle = "story title"
        case storyAnswer = "story answer"
        case countedThing = "counted thing"
        case describing = "description"
        /// A picture's word a listening game says: rhymed, blended, clapped.
        case listened = "word listened to"
    }

    public var kind: Kind
    /// As shown: "B", "7", "Pinguin"; for a letter sound, its key ("m").
    public var word: String
    /// As the voice is given it: the word, a letter's name for the voice ("erre"), or phonemes (`[[m::]]`).
    public var voiced: String
    /// Where the pack has it: "letters.json", "stories.json: rabbit-moon".
    public var place: String

    public init(kind: Kind, word: String, voiced: String, place: String) {
        self.kind = kind
        self.word = word
        self.voiced = voiced
        self.place = place
    }

    /// What a rule teaches, as its kind gives it (`QuestionMaker.taughtWords`): the text, which the pack takes word by
    /// word, and how the voice is given it when the rule knows better than the pack's lexicon (a letter's sound).
    public struct Given: Hashable, Sendable {
        public var kind: Kind
        public var text: String
        public var voiced: String?

        public init(_ kind: Kind, _ text: String, voiced: String? = nil) {
            self.kind = kind
            self.text = text
            self.voiced = voiced
        }
    }
}

extension ContentPack {
    /// Every word the pack teaches or calls a child by, once each (where it is first found): letter names and
    /// sounds, first-letter words, the numbers 0 to 20, shape words, the animals a child can be, story titles,
    /// the answers of story questions, what counting counts, and the words of shape descriptions (where colours
    /// are named). A word of the lexicon is voiced as `voice`'s lexicon says.
    public func taughtWords(voice: String) -> [TaughtWord] {
        let lexicon = pronunciation.lexicon(for: voice)
        var found: [TaughtWord] = []
        var seen = Set<String>()
        func add(_ kind: TaughtWord.Kind, _ text: String, place: String, voiced: String? = nil) {
            for word in text.split(separator: " ") {
                let core = Lexicon.core(of: word).core
                guard !core.isEmpty else { continue }
                let shown = String(core)
                // A letter alone is said by its name, a number by its word, wherever they are (a letter's sound is its own).
                let kind: TaughtWord.Kind = kind == .letterSound ? kind
                    : shown.count == 1 && shown.first?.isLetter == true ? .letterName : shown.allSatisfy(\.isNumber) ? .number : kind
                guard seen.insert((kind == .letterSound ? "sound " : "") + Lexicon.fold(shown)).inserted else { continue }
                // A letter by its capital; ß, whose capital is two letters ("SS"), as itself.
                let letter = shown.uppercased().count == 1 ? shown.uppercased() : shown
                let named = kind == .letterName ? keyboard.names[letter] : nil
                let said = voiced ?? named ?? lexicon.phonemes(of: shown).map { "[[" + $0 + "]]" } ?? shown
                found.append(TaughtWord(kind: kind, word: kind == .letterName ? letter : shown, voiced: said, place: place))
            }
        }
        for n in 0...20 { add(.number, "\(n)", place: "numbers") }
        for activity in activities {
            let file = activity.id + ".json"
            // Each rule's kind says what its own settings teach (a blend's sounds are not the keyboard's letter sounds).
            let context = Generator.Context(shapes: activity.shapes, keyNames: keyboard.names, pictures: pictures, phonics: activity.phonics)
            for generator in activity.generate {
                for given in generator.maker?.maker.taughtWords(context) ?? [] { add(given.kind, given.text, place: file, voiced: given.voiced) }
            }
            for question in activity.questions {
                if let word = question.word { add(.firstLetter, word, place: file) }
                // A game's pictures are its words: the one asked about and those on the tiles.
                guard Activities.kind(of: question, in: activity).saysItsPictures else { continue }
                for name in [question.picture.name] + question.answers.compactMap(\.picture) where !name.isEmpty {
                    add(.listened, pictures[name]?.label ?? name, place: file + ": " + question.id)
                }
            }
            for shape in activity.shapes { add(.shape, shape.word, place: file) }
            for story in activity.stories {
                add(.storyTitle, story.title, place: file + ": " + story.id)
                for question in story.questions {
                    for answer in question.answers { add(.storyAnswer, answer.label, place: file + ": " + question.id) }
                }
            }
        }
        for (_, picture) in pictures.sorted(by: { $0.key < $1.key }) where picture.category == .animal {
            add(.animal, picture.label, place: "pictures.json")
        }
        // Last, so that a word of a title or an answer is found as that first.
        for activity in activities {
            for shape in activity.shapes { add(.describing, shape.description, place: activity.id + ".json") }
        }
        return found
    }
}
