
/// Decodes and checks a content pack from the bytes of its files: `pack.json`, `pictures.json`, and one file
/// per activity.
///
/// Pure: the files come in as a dictionary from file name to contents, and a name that is not in it is a
/// missing file. KidsStore's `PackFolder` reads a folder's JSON files into one; tests build or edit one in
/// memory. Every file that can be decoded is, so that a broken pack is reported whole.
public enum ContentLoader {
    /// The checked pack made of `files` (file name → contents), or every problem it has. Never
    /// `.folderMissing`: there is no folder here.
    ///
    /// `checkedBefore`: these very bytes passed every check of this very program before (their `fingerprint`
    /// was recorded then), so the checks of sense (`ContentChecker`, about two thirds of a start's work) are
    /// not run again: the same input gives the same answer. Decoding, the generators and what they report
    /// still run, since the pack is made by them.
    ///
    /// `images`: the images of `images/` not in `files`, by file name ("apple.pam"), to be read when first drawn
    /// (a pack checked before: its images are not read at a start).
    ///
    /// `fingerprint`: what names these files on the disk (`CheckedPacks`), given to the images decoded here
    /// (`PictureImage.pack`).
    ///
    /// Checked whole, each image of `images` is read, decoded and measured once (`ImageMeasure`) and left to be read
    /// again when drawn: by `measured` (what was measured, by file, the images read on other threads while this one
    /// decodes; called once, when the measures are needed), else here, one image at a time. `elsewhere`: where the
    /// checks of what is seen (`ContentChecker.seenProblems`) run beside the rest, on another thread.
    public static func load(files: [String: [UInt8]], images: [String: PictureImage] = [:], checkedBefore: Bool = false,
                            fingerprint: UInt64? = nil, measured: (() -> [String: ImageMeasure])? = nil,
                            elsewhere: ContentChecker.Elsewhere? = nil) -> Result<ContentPack, ContentError> {
        var problems: [ContentProblem] = []
        let manifest: PackManifest? = read("pack.json", in: files, problems: &problems)
        var toMeasure: [(picture: String, file: String)] = []
        let pictures = read("pictures.json", in: files, problems: &problems)
            .map { (pictures: [String: Picture]) in
                withImages(pictures, from: files, unread: images, measuring: !checkedBefore, pack: fingerprint, toMeasure: &toMeasure,
                           problems: &problems)
            }
        // Where the images' problems go, in the pictures' order among the rest, once they are measured.
        let imageProblemsAt = problems.count
        if let manifest, manifest.format != 1 {
            problems.append(ContentProblem(file: "pack.json", rule: .packFormat,
                                           detail: "format \(manifest.format) is not known to this version (1 is)"))
        }
        let activities = readActivities(manifest, pictures: pictures, files: files, problems: &problems)
        let measuring = ImageChecks(toMeasure: toMeasure, images: images, measured: measured)
        guard let manifest, let pictures else {
            problems.insert(contentsOf: measuring.problems(), at: imageProblemsAt)
            return .failure(.invalid(problems))
        }
        if !checkedBefore {
            let found = check(manifest, pictures: pictures, activities: activities, measures: measuring.measures, elsewhere: elsewhere,
                              problems: problems)
            problems.insert(contentsOf: measuring.problems(), at: imageProblemsAt)
            problems += found
        }
        guard problems.isEmpty else { return .failure(.invalid(problems)) }
        var pack = ContentPack(language: manifest.language, voice: manifest.voice, sentences: manifest.sentences,
                               pictures: pictures, activities: activities.map(\.activity), words: Words(manifest.words),
                               keyboard: manifest.keyboard, pronunciation: manifest.pronunciation, voices: manifest.voices)
        pack.brailleTable = manifest.braille
        return .success(pack)
    }

    /// The activities `manifest` names, decoded from their files, with the questions their rules make; what is wrong
    /// with any is added to `problems`.
    private static func readActivities(_ manifest: PackManifest?, pictures: [String: Picture]?, files: [String: [UInt8]],
                                       problems: inout [ContentProblem]) -> [(file: String, activity: Activity)] {
        var activities: [(file: String, activity: Activity)] = []
        for id in manifest?.activities ?? [] {
            let file = "\(id).json"
            guard !id.isBlank, !id.contains("/") else {
                problems.append(ContentProblem(file: "pack.json", rule: .activityID, detail: "'\(id)' is not an activity ID"))
                continue
            }
            guard var activity: Activity = read(file, in: files, problems: &problems) else { continue }
            for failed in activity.generateQuestions(keyNames: manifest?.keyboard.names ?? [:], pictures: pictures ?? [:],
                                                          words: Words(manifest?.words ?? [:])) {
                problems.append(ContentProblem(file: file, rule: .generator, detail: "generate[\(failed.generator)]: \(failed.detail)"))
            }
            if activity.id != id {
                problems.append(ContentProblem(file: file, rule: .activityID,
                                               detail: "the file says its ID is '\(activity.id)', pack.json says '\(id)'"))
            }
            activities.append((file, activity))
        }
        return activities
    }

    /// The measures of the images a check reads (`toMeasure`, by picture and file), waited for only when first asked
    /// (the checks that need no image go on meanwhile): `measured`'s, and any it lacks measured here.
    private final class ImageChecks {
        let toMeasure: [(picture: String, file: String)]
        let images: [String: PictureImage]
        let measured: (() -> [String: ImageMeasure])?
        private var found: [String: ImageMeasure]?

        init(toMeasure: [(picture: String, file: String)], images: [String: PictureImage], measured: (() -> [String: ImageMeasure])?) {
            self.toMeasure = toMeasure
            self.images = images
            self.measured = measured
        }

        func measures() -> [String: ImageMeasure] {
            if let found { return found }
            var measures = toMeasure.isEmpty ? [:] : measured?() ?? [:]
            for (_, file) in toMeasure where measures[file] == nil {
                measures[file] = ImageMeasure.of(file) { [images] in try images[file]?.bytes() ?? [] }
            }
            found = measures
            return measures
        }

        /// The images that could not be read or are not images, each named as the picture's problem.
        func problems() -> [ContentProblem] {
            let measures = measures()
            return toMeasure.compactMap { picture, file in
                let problem = { (detail: String) in
                    ContentProblem(file: "pictures.json", rule: .pictureImage, detail: "picture '\(picture)': \(detail)")
                }
                switch measures[file] {
                case .unreadable?: return problem("there is no file '\(file)' in the pack's \(imagesFolder) folder")
                case .invalid(let error)?: return problem("\(imagesFolder)\(file): \(error)")
                default: return nil
                }
            }
        }
    }

    /// `pictures` with the images they name decoded from `files` ("images/apple.pam"), or else as they are to be
    /// read (`unread`); a missing or unreadable one in `files` is a problem. `measuring`: each image to be read is
    /// added to `toMeasure` (by picture and file), for the check to read and measure once.
    private static func withImages(_ pictures: [String: Picture], from files: [String: [UInt8]], unread: [String: PictureImage],
                                   measuring: Bool, pack: UInt64?, toMeasure: inout [(picture: String, file: String)],
                                   problems: inout [ContentProblem]) -> [String: Picture] {
        var pictures = pictures
        for name in pictures.keys.sorted() {
            guard let file = pictures[name]?.imageFile else { continue }
            func problem(_ detail: String) {
                problems.append(ContentProblem(file: "pictures.json", rule: .pictureImage, detail: "picture '\(name)': \(detail)"))
            }
            if !file.contains("/"), files[imagesFolder + file] == nil, let later = unread[file] {
                pictures[name]?.image = later
                if measuring { toMeasure.append((name, file)) }
                continue
            }
            guard !file.contains("/"), let bytes = files[imagesFolder + file] else {
                problem("there is no file '\(file)' in the pack's \(imagesFolder) folder")
                continue
            }
            do {
                pictures[name]?.image = PictureImage(try Bitmap(name: file, pam: bytes), pack: pack)
            } catch {
                problem("\(imagesFolder)\(file): \(error)")
            }
        }
        return pictures
    }

    /// Where a pack keeps its pictures' images, as the keys of `files` name them.
    public static let imagesFolder = "images/"

    /// What `ContentChecker` finds in a decoded pack, beside the `problems` found while decoding it. The checks that
    /// need no image run first; the images' measures are waited for last.
    private static func check(_ manifest: PackManifest, pictures: [String: Picture], activities: [(file: String, activity: Activity)],
                              measures: () -> [String: ImageMeasure], elsewhere: ContentChecker.Elsewhere?,
                              problems: [ContentProblem]) -> [ContentProblem] {
        // The language's rules, a sixth of a first start's checks, run beside the rest too (as what is seen does).
        let language = { @Sendable in
            ContentChecker.languageProblems(language: manifest.language, sentences: manifest.sentences, words: manifest.words,
                                            activities: activities)
        }
        let languageLater = elsewhere?(language)
        // A generator that made nothing leaves its levels empty and its former IDs pointing nowhere: those are
        // its consequences, not more problems for a teacher to look for.
        let failed = Set(problems.filter { $0.rule == .generator }.map(\.file))
        let words = ContentChecker.wordProblems(manifest.words)
        let lexicon = ContentChecker.lexiconProblems(manifest.lexiconEntries, byVoice: manifest.lexiconByVoice)
        let layout = ContentChecker.layoutProblems(activities, layout: manifest.keyboard.layout)
        let found = ContentChecker.problems(language: manifest.language, voice: manifest.voice,
                                            sentences: manifest.sentences, pictures: pictures, activities: activities, measures: measures,
                                            elsewhere: elsewhere)
            .filter { !(failed.contains($0.file) && [.level, .formerly].contains($0.rule)) }
        return found + words + lexicon + layout + (languageLater?() ?? language())
    }

    /// A 64-bit FNV-1a hash of the files' names and bytes, in name order, started from `salt` (what names
    /// the program that checks them): equal for equal packs checked by one program, and different, but for a
    /// one-in-2⁶⁴ chance, when a byte, a name or the program changed. Not a defence against a forged pack:
    /// who can write the pack or the state folder can change what the child sees anyway. The bytes are taken
    /// eight at a time (FNV-1a over 64-bit words, the rest byte by byte): a pack's images are megabytes, read at
    /// every start.
    public static func fingerprint(of files: [String: [UInt8]], salt: UInt64) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ salt
        let prime: UInt64 = 0x0000_0100_0000_01b3
        func mix<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* prime }
        }
        func mixWords(_ bytes: UnsafeRawBufferPointer) {
            let words = bytes.count / 8
            for i in 0..<words {
                hash = (hash ^ bytes.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self).littleEndian) &* prime
                hash ^= hash >> 32  // the word's high bytes reach the low bits too, as a byte's do in FNV-1a
            }
            mix(bytes[(words * 8)...])
        }
        for name in files.keys.sorted() {
            let data = files[name] ?? []
            mix(name.utf8)
            mix(withUnsafeBytes(of: UInt64(data.count).littleEndian) { Array($0) })
            data.withUnsafeBytes(mixWords)
        }
        return hash
    }

    /// Decodes one file of the pack, or notes why it could not: a syntax error by its line and column.
    private static func read<T: Decodable>(_ file: String, in files: [String: [UInt8]], problems: inout [ContentProblem]) -> T? {
        guard let data = files[file] else {
            problems.append(ContentProblem(file: file, rule: .missingFile, detail: "the file is missing or cannot be read"))
            return nil
        }
        do {
            return try JSON.decode(T.self, from: data)
        } catch let error as JSONSyntaxError {
            problems.append(ContentProblem(file: file, rule: .jsonSyntax, detail: error.description))
        } catch let error as DecodingError {
            problems.append(ContentProblem(file: file, rule: .jsonType, detail: describe(error)))
        } catch {
            problems.append(ContentProblem(file: file, rule: .jsonType, detail: "\(error)"))
        }
        return nil
    }

    /// "at questions[2].answers: expected a list" from a decoding error.
    static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            let text = keys.reduce("") { text, key in
                if let index = key.intValue { return text + "[\(index)]" }
                return text.isEmpty ? key.stringValue : text + "." + key.stringValue
            }
            return text.isEmpty ? "the top level" : text
        }
        switch error {
        case .typeMismatch(let type, let context):
            return "at \(path(context.codingPath)): expected \(kindName(type))"
        case .valueNotFound(let type, let context):
            return "at \(path(context.codingPath)): expected \(kindName(type)), found null"
        case .keyNotFound(let key, let context):
            return "at \(path(context.codingPath)): '\(key.stringValue)' is missing"
        case .dataCorrupted(let context):
            return "at \(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    private static func kindName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "text in quotes"
        case is Int.Type: return "a whole number"
        case is Bool.Type: return "true or false"
        default:
            let name = "\(type)"
            if name.hasPrefix("Array") { return "a list [ … ]" }
            if name.hasPrefix("Dictionary") { return "an object { … }" }
            return "an object { … }"
        }
    }
}
