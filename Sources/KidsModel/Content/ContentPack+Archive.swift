/// A checked pack as a start keeps it (`ArchiveWriter`): its questions made, its images named but not held (each is
/// read when drawn). A start that finds the pack it checked reads this back instead of decoding the JSON and making
/// the questions again, which were most of a start's work (docs/BENCHMARKS.md, issue 52).
///
/// Not kept: the activities' `generate` and `shapes`, the rules that made the questions (which are kept). Only the
/// checks and `kids check-content` read them, and neither reads an archive.
extension ContentPack {
    /// Changed whenever what is written changes; an archive of another format is not read.
    public static let archiveFormat = 3

    /// The pack in the archive's form.
    public var archived: [UInt8] {
        var out = ArchiveWriter()
        out.put(Self.archiveFormat)
        out.put(language)
        out.put(voice)
        out.put(voices)
        sentences.archive(into: &out)
        out.put(pictures.keys.sorted()) { out, name in
            out.put(name)
            pictures[name]?.archive(into: &out)
        }
        out.put(activities) { out, activity in activity.archive(into: &out) }
        out.put(words.translations)
        out.put(keyboard.layout.rawValue)
        out.put(keyboard.names)
        pronunciation.lexicon.archive(into: &out)
        out.put(pronunciation.lexicons.keys.sorted()) { out, voice in
            out.put(voice)
            pronunciation.lexicons[voice]?.archive(into: &out)
        }
        out.put(pronunciation.reviewed)
        out.put(brailleTable)
        return out.bytes
    }

    /// The pack `archived` gave, its pictures' images those of `images` (by file name, each to be read when drawn), as
    /// `ContentLoader` gives a pack checked before; throws when the bytes are not such an archive, whole.
    public init(archive bytes: [UInt8], images: [String: PictureImage]) throws(ArchiveReader.Damaged) {
        var reader = ArchiveReader(bytes)
        guard try reader.int() == Self.archiveFormat else { throw ArchiveReader.Damaged() }
        let language = try reader.string()
        let voice = try reader.string()
        let voices = try reader.dictionary()
        let sentences = try Sentences(archive: &reader)
        var pictures: [String: Picture] = [:]
        for _ in 0..<(try reader.count()) {
            let name = try reader.string()
            var picture = try Picture(archive: &reader)
            // The images are the pack's own, found as it was checked: one gone is a pack to load again from its files.
            if let file = picture.imageFile {
                guard let image = images[file] else { throw ArchiveReader.Damaged() }
                picture.image = image
            }
            pictures[name] = picture
        }
        let activities = try reader.array { reader throws(ArchiveReader.Damaged) in try Activity(archive: &reader) }
        let words = Words(try reader.dictionary())
        guard let layout = KeyboardLayout(rawValue: try reader.string()) else { throw ArchiveReader.Damaged() }
        let keyboard = KeyboardWords(layout: layout, names: try reader.dictionary())
        var pronunciation = Pronunciation(lexicon: try Lexicon(archive: &reader))
        for _ in 0..<(try reader.count()) {
            let voice = try reader.string()
            pronunciation.lexicons[voice] = try Lexicon(archive: &reader)
        }
        pronunciation.reviewed = try reader.dictionary()
        let braille = try reader.optionalString()
        guard reader.isAtEnd else { throw ArchiveReader.Damaged() }
        self.init(language: language, voice: voice, sentences: sentences, pictures: pictures, activities: activities, words: words,
                  keyboard: keyboard, pronunciation: pronunciation, voices: voices)
        brailleTable = braille
    }
}

extension Sentences {
    func archive(into out: inout ArchiveWriter) {
        out.put(welcome)
        out.put(wrong)
        out.put(right)
        out.put(gate)
        out.put(done)
    }

    init(archive reader: inout ArchiveReader) throws(ArchiveReader.Damaged) {
        self.init(welcome: try reader.string(), wrong: try reader.strings(), right: try reader.strings(), gate: try reader.string(),
                  done: try reader.string())
    }
}

extension Picture {
    func archive(into out: inout ArchiveWriter) {
        out.put(label)
        out.put(writtenCategory)
        out.put(writtenColor)
        out.put(symbol)
        out.put(rows)
        out.put(imageFile)
        out.put(reference)
        out.put(ipa)
    }

    /// The picture without its image (the caller gives it the image to be read).
    init(archive reader: inout ArchiveReader) throws(ArchiveReader.Damaged) {
        label = try reader.string()
        writtenCategory = try reader.string()
        writtenColor = try reader.string()
        category = Category(rawValue: writtenCategory)
        color = Colour(rawValue: writtenColor)
        symbol = try reader.string()
        rows = try reader.strings()
        imageFile = try reader.optionalString()
        image = nil
        reference = try reader.optionalString()
        ipa = try reader.optionalString()
    }
}

extension Activity {
    func archive(into out: inout ArchiveWriter) {
        out.put(id)
        out.put(title)
        out.put(kind.rawValue)
        out.put(picture)
        out.put(questions) { out, question in question.archive(into: &out) }
        out.put(levels)
        out.put(stories) { out, story in story.archive(into: &out) }
        out.put(formerly)
        out.put(phonics != nil)
        phonics?.archive(into: &out)
    }

    /// The activity as archived, with no rules (`generate`, `shapes`) but its taught order, which its games read as they are played: its questions are made already. Its stories'
    /// questions are in `questions` already, as they were kept.
    init(archive reader: inout ArchiveReader) throws(ArchiveReader.Damaged) {
        id = try reader.string()
        title = try reader.string()
        let kind = try reader.string()
        // A kind this program does not know is no archive it wrote.
        guard Activities.kind(kind) != nil else { throw ArchiveReader.Damaged() }
        self.kind = Kind(rawValue: kind)
        picture = try reader.string()
        questions = try reader.array { reader throws(ArchiveReader.Damaged) in try Question(archive: &reader) }
        levels = try reader.strings()
        stories = try reader.array { reader throws(ArchiveReader.Damaged) in try Story(archive: &reader) }
        formerly = try reader.dictionary()
        phonics = try reader.bool() ? try Phonics(archive: &reader) : nil
        generate = []
        shapes = []
    }
}

extension Question {
    func archive(into out: inout ArchiveWriter) {
        out.put(id)
        out.put(text)
        out.put(spoken)
        out.put(voiced)
        picture.archive(into: &out)
        out.put(answers) { out, answer in answer.archive(into: &out) }
        out.put(correct)
        out.put(word)
        out.put(level)
        out.put(game)
        out.put(pieces)
    }

    init(archive reader: inout ArchiveReader) throws(ArchiveReader.Damaged) {
        id = try reader.string()
        text = try reader.string()
        spoken = try reader.string()
        voiced = try reader.optionalString()
        picture = try QuestionPicture(archive: &reader)
        answers = try reader.array { reader throws(ArchiveReader.Damaged) in try Answer(archive: &reader) }
        correct = try reader.string()
        word = try reader.optionalString()
        level = try reader.int()
        game = try reader.optionalString()
        pieces = try reader.strings()
    }
}

extension QuestionPicture {
    func archive(into out: inout ArchiveWriter) {
        out.put(name)
        out.put(count)
        out.put(label)
        out.put(letter)
    }

    init(archive reader: inout ArchiveReader) throws(ArchiveReader.Damaged) {
        self.init(name: try reader.string(), count: try reader.int(), label: try reader.string(), letter: try reader.optionalString())
    }
}

extension Answer {
    func archive(into out: inout ArchiveWriter) {
        out.put(id)
        out.put(label)
        out.put(spoken)
        out.put(voiced)
        out.put(picture)
    }

    init(archive reader: inout ArchiveReader) throws(ArchiveReader.Damaged) {
        id = try reader.string()
        label = try reader.string()
        spoken = try reader.string()
        voiced = try reader.optionalString()
        picture = try reader.optionalString()
    }
}

extension Story {
    func archive(into out: inout ArchiveWriter) {
        out.put(id)
        out.put(title)
        cover.archive(into: &out)
        out.put(pages) { out, page in
            out.put(page.id)
            out.put(page.text)
            out.put(page.voiced)
            page.picture.archive(into: &out)
        }
        out.put(questions) { out, question in question.archive(into: &out) }
    }

    init(archive reader: inout ArchiveReader) throws(ArchiveReader.Damaged) {
        id = try reader.string()
        title = try reader.string()
        cover = try QuestionPicture(archive: &reader)
        pages = try reader.array { reader throws(ArchiveReader.Damaged) in
            Page(id: try reader.string(), text: try reader.string(), voiced: try reader.optionalString(), picture: try QuestionPicture(archive: &reader))
        }
        questions = try reader.array { reader throws(ArchiveReader.Damaged) in try Question(archive: &reader) }
    }
}

extension Phonics {
    func archive(into out: inout ArchiveWriter) {
        out.put(gpcs) { out, gpc in
            out.put(gpc.grapheme)
            out.put(gpc.ipa)
            out.put(gpc.also)
            out.put(gpc.sound)
            out.put(gpc.level)
        }
        out.put(tricky)
        out.put(words) { out, word in
            out.put(word.picture)
            out.put(word.graphemes)
        }
    }

    init(archive reader: inout ArchiveReader) throws(ArchiveReader.Damaged) {
        gpcs = try reader.array { reader throws(ArchiveReader.Damaged) in
            GPC(grapheme: try reader.string(), ipa: try reader.string(), also: try reader.strings(), sound: try reader.string(), level: try reader.int())
        }
        tricky = try reader.strings()
        words = try reader.array { reader throws(ArchiveReader.Damaged) in Word(picture: try reader.string(), graphemes: try reader.strings()) }
    }
}
