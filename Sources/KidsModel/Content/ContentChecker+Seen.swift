/// What the child sees must not contradict what it hears: a picture is what its word says (`picture-reference`), a
/// colour said of a picture is one its image shows (`colour-word`), and a question about what is shown shows something
/// (`picture-missing`).
extension ContentChecker {
    /// Work started on another thread (KidsStore's, which end with it), and how to wait for its problems: where a first
    /// start's check runs its checks of what is seen beside the rest. Without one, they run where they are asked for.
    public typealias Elsewhere = @Sendable (@escaping @Sendable () -> [ContentProblem]) -> () -> [ContentProblem]

    /// What is seen against what is said: each picture's reference names it, and a colour said of a picture is one its
    /// image shows (reading the images a colour is said of).
    static func seenProblems(language: String, pictures: [String: Picture], activities: [(file: String, activity: Activity)]) -> [ContentProblem] {
        referenceProblems(pictures: pictures) + colourProblems(language: language, pictures: pictures, activities: activities)
    }

    /// `picture-reference`: a picture with an image says where its image comes from, in words (OpenMoji's name and
    /// tags, or a drawing's description), and those words name what the picture stands for: its label, in the pack's
    /// language, or its key, in English ("duck" is no "baby chick"), each word whole or as the start of one ("key" in
    /// "keycap").
    static func referenceProblems(pictures: [String: Picture]) -> [ContentProblem] {
        pictures.keys.sorted().compactMap { name -> ContentProblem? in
            guard let picture = pictures[name], picture.imageFile != nil else { return nil }
            let problem = { (detail: String) in ContentProblem(file: "pictures.json", question: name, rule: .pictureReference, detail: detail) }
            guard let reference = picture.reference, !reference.isBlank else {
                return problem("an image needs a 'reference': its source's name and tags, or what a drawing of one's own shows")
            }
            let said = Set(words(of: reference).flatMap { [$0, singular($0)] })
            let named = [picture.label, name].contains { word in
                let parts = words(of: word)
                return !parts.isEmpty && parts.allSatisfy { part in
                    said.contains(part) || said.contains(singular(part)) || (part.count >= 3 && said.contains { $0.hasPrefix(part) })
                }
            }
            return named ? nil : problem("its reference '\(reference)' does not name '\(picture.label)' (or '\(name)')")
        }
    }

    /// `colour-word`: a colour word in what describes a picture (a question's or a page's picture label, a tile's
    /// words for its picture), or next to the picture's own word in a page's text ("Dog has a blue ball"), is a colour
    /// the picture's image shows (`Bitmap.colourShares`, at least `Bitmap.colourShare` of it). Languages whose colour
    /// words this program knows (`ColourWords`); pictures with an image.
    static func colourProblems(language: String, pictures: [String: Picture], activities: [(file: String, activity: Activity)]) -> [ContentProblem] {
        guard ColourWords.knows(language) else { return [] }
        var shares: [String: [Picture.Colour: Double]] = [:]
        func shown(_ name: String) -> [Picture.Colour: Double]? {
            if let known = shares[name] { return known }
            guard let image = try? pictures[name]?.image?.colourShares() else { return nil }
            shares[name] = image
            return shares[name]
        }
        var found: [ContentProblem] = []
        func check(_ text: String, picture name: String, near noun: Bool, file: String, question: String?, field: String) {
            // The image is measured only when a colour is said of it (most labels say none).
            let tokens = words(of: text)
            guard tokens.contains(where: { ColourWords.colour(of: $0, language: language) != nil }), let colours = shown(name) else { return }
            var said: [String] = []
            if noun {
                let own = words(of: pictures[name]?.label ?? "").last ?? name
                for (at, token) in tokens.enumerated() where token == own || (token.hasPrefix(own) && token.count <= own.count + 2) {
                    said += tokens[max(0, at - 2)..<min(tokens.count, at + 3)]
                }
            } else {
                said = tokens
            }
            for word in Set(said).sorted() {
                guard let colour = ColourWords.colour(of: word, language: language), (colours[colour] ?? 0) < Bitmap.colourShare else { continue }
                let seen = colours.filter { $0.value >= Bitmap.colourShare }.sorted { $0.value > $1.value }
                    .map { "\($0.key.rawValue) \(Int(($0.value * 100).rounded()))%" }.joined(separator: ", ")
                found.append(ContentProblem(file: file, question: question, rule: .colourWord,
                                            detail: "\(field) says '\(word)' of '\(name)', whose image is \(seen)"))
            }
        }
        for (file, activity) in activities {
            for q in activity.questions {
                check(q.picture.label, picture: q.picture.name, near: false, file: file, question: q.id, field: "the picture's label")
                for answer in q.answers {
                    guard let name = answer.picture else { continue }
                    check(answer.label + " " + answer.spoken, picture: name, near: false, file: file, question: q.id, field: "answer '\(answer.id)'")
                }
            }
            for story in activity.stories {
                check(story.cover.label, picture: story.cover.name, near: false, file: file, question: story.id, field: "the cover's label")
                for page in story.pages {
                    check(page.picture.label, picture: page.picture.name, near: false, file: file, question: story.id, field: "page '\(page.id)''s picture label")
                    check(page.text, picture: page.picture.name, near: true, file: file, question: story.id, field: "page '\(page.id)''s text")
                }
            }
        }
        // A question shown with its picture's label in several places says the same thing once.
        var seen = Set<String>()
        return found.filter { seen.insert("\($0.file) \($0.question ?? "") \($0.detail)").inserted }
    }

    /// `picture-missing`: a question of a kind that asks about what it shows (counting, shapes) shows a picture, or
    /// its tiles do ("Where is the circle?").
    static func pictureMissing(_ q: Question, kind: any ActivityKind.Type) -> (rule: ContentProblem.Rule, detail: String)? {
        guard kind.asksAboutItsPicture, q.picture.isEmpty, !q.answers.contains(where: { $0.picture != nil }) else { return nil }
        return (.pictureMissing, "a \(kind.kind) question asks about a picture, and this one has none")
    }

    /// A text's words, lower case, split at anything that is not a letter or a digit.
    static func words(of text: String) -> [String] {
        letterRuns(text.lowercased())
    }

    /// `text` split at each character that is neither a letter nor a digit, as `split(whereSeparator:)` splits it (no
    /// empty parts). A text all in ASCII (most of a pack's) is split byte by byte, which needs no Unicode table: a first
    /// start's check splits thousands of texts.
    static func letterRuns(_ text: String) -> [String] {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            return text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        }
        func isWordByte(_ byte: UInt8) -> Bool {
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        }
        let bytes = Array(text.utf8)
        var parts: [String] = []
        var start = 0
        while start < bytes.count {
            guard isWordByte(bytes[start]) else {
                start += 1
                continue
            }
            var end = start + 1
            while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
            parts.append(String(decoding: bytes[start..<end], as: UTF8.self))
            start = end
        }
        return parts
    }

    /// An English plural made singular, roughly ("balls" → "ball"): enough to match a tag to a word.
    static func singular(_ word: String) -> String {
        word.count > 3 && word.hasSuffix("s") && !word.hasSuffix("ss") ? String(word.dropLast()) : word
    }
}
