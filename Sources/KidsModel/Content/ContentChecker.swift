
/// The rules every pack must follow, checked on a decoded pack; each problem is reported, not just the first.
///
/// Besides the structural rules (2–4 answers, the right one among them, unique IDs, pictures that exist,
/// labels that fit the smallest tile), each kind of activity has sense checks: a counting picture shows as many
/// things as its right answer says, a letters answer is one capital letter, a shapes answer names a shape.
public enum ContentChecker {

    /// Activities a pack may have: the home screen's keys go to 9; at 40 × 12 seven cards fit a line each.
    public static let activityLimit = 1...9
    public static let answerLimit = 2...4
    /// Things a counting picture may show.
    public static let countLimit = 1...20
    /// A picture's largest drawing, in cells.
    public static let pictureLimit = Size(width: 16, height: 8)

    /// Problems with the pack's sentences, pictures and activities, each activity given with the file it
    /// came from. `measures`: what the loader measured of the images, by file ("apple.pam"), asked for once the checks
    /// that need no image are done; an image not measured there is measured here. `elsewhere`: where the checks of what
    /// is seen (`seenProblems`, which read images again) run beside the rest.
    public static func problems(language: String, voice: String, sentences: Sentences, pictures: [String: Picture],
                                activities: [(file: String, activity: Activity)], measures: () -> [String: ImageMeasure] = { [:] },
                                elsewhere: Elsewhere? = nil) -> [ContentProblem] {
        let seen = { @Sendable in seenProblems(language: language, pictures: pictures, activities: activities) }
        let later = elsewhere?(seen)
        var found = packProblems(language: language, voice: voice, sentences: sentences, count: activities.count)
        var questionIDs = Set<String>()
        var activityIDs = Set<String>()
        var ofActivities: [ContentProblem] = []
        for (file, activity) in activities {
            if !activityIDs.insert(activity.id).inserted {
                ofActivities.append(ContentProblem(file: file, rule: .activityID, detail: "activity '\(activity.id)' appears twice"))
            }
            ofActivities += activityProblems(file: file, activity, pictures: pictures, questionIDs: &questionIDs)
        }
        let measured = measures()
        for name in pictures.keys.sorted() {
            if let picture = pictures[name] { found += pictureProblems(name: name, picture, measure: picture.imageFile.flatMap { measured[$0] }) }
        }
        return found + ofActivities + (later?() ?? seen())
    }


    static func packProblems(language: String, voice: String, sentences: Sentences, count: Int) -> [ContentProblem] {
        var found: [ContentProblem] = []
        func empty(_ field: String) {
            found.append(ContentProblem(file: "pack.json", rule: .emptyField, detail: "'\(field)' is missing or empty"))
        }
        if language.isBlank { empty("language") }
        if voice.isBlank { empty("voice") }
        if sentences.welcome.isBlank { empty("sentences.welcome") }
        if sentences.gate.isBlank { empty("sentences.gate") }
        if sentences.done.isBlank { empty("sentences.done") }
        if sentences.wrong.isEmpty || sentences.wrong.contains(where: \.isBlank) { empty("sentences.wrong") }
        if sentences.right.isEmpty || sentences.right.contains(where: \.isBlank) { empty("sentences.right") }
        if !activityLimit.contains(count) {
            found.append(ContentProblem(file: "pack.json", rule: .activityCount,
                                        detail: "a pack has \(activityLimit.lowerBound) to \(activityLimit.upperBound) activities, this one \(count)"))
        }
        return found
    }

    /// A translation of the app's words must keep the `{name}` placeholders of its English text; the one form of
    /// a count may write its number as a word instead of `{n}` ("une seconde": eSpeak reads "1 seconde" as "un").
    static func wordProblems(_ words: [String: String]) -> [ContentProblem] {
        let oneForms = Set(ContentPack.countedWords.map(\.one))
        return words.keys.sorted().compactMap { english in
            guard let translation = words[english] else { return nil }
            let kept = Words.placeholders(translation), asked = Words.placeholders(english)
            let allowed = oneForms.contains(english) ? kept.isSubset(of: asked) && asked.subtracting(kept).isSubset(of: ["n"]) : kept == asked
            guard !allowed || translation.isBlank else { return nil }
            return ContentProblem(file: "pack.json", rule: .wordPlaceholders,
                                  detail: "the words for '\(english)' must be given and keep its placeholders \(Words.placeholders(english).sorted())")
        }
    }

    static func pictureProblems(name: String, _ picture: Picture, measure: ImageMeasure? = nil) -> [ContentProblem] {
        var found: [ContentProblem] = []
        let file = "pictures.json"
        func add(_ rule: ContentProblem.Rule, _ detail: String) {
            found.append(ContentProblem(file: file, rule: rule, detail: "picture '\(name)': \(detail)"))
        }
        if picture.label.isBlank { add(.emptyLabel, "it has no label for screen readers") }
        if picture.rows.isEmpty {
            add(.pictureRows, "it has no rows")
        } else if Set(picture.rows.map(CellWidth.of)).count > 1 {
            add(.pictureRows, "its rows differ in width (\(picture.rows.map(CellWidth.of)))")
        } else if picture.width > pictureLimit.width || picture.height > pictureLimit.height {
            add(.pictureRows, "it is \(picture.width)x\(picture.height), larger than \(pictureLimit)")
        }
        let bad = picture.rows.joined().unicodeScalars.filter { !CellWidth.isPictureGlyph($0) }
        if let first = bad.first {
            add(.pictureGlyph, "U+\(String(first.value, radix: 16, uppercase: true)) may be wide or missing in a terminal; use block, box or geometric characters")
        }
        let symbol = Array(picture.symbol.unicodeScalars)
        if symbol.count != 1 || !symbol.allSatisfy(CellWidth.isPictureGlyph) || CellWidth.of(picture.symbol) != 1 {
            add(.pictureSymbol, "the symbol must be one cell-wide character, not '\(picture.symbol)'")
        }
        if picture.color == nil {
            add(.pictureColor, "'\(picture.writtenColor)' is not one of \(Picture.Colour.allCases.map(\.rawValue).sorted().joined(separator: ", "))")
        }
        if picture.category == nil {
            add(.pictureCategory, "'\(picture.writtenCategory)' is not one of \(Picture.Category.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        // Measured by the loader (each image read once, then let go), else now.
        if let image = picture.image, case .measured(let edges)? = measure ?? (try? image.bitmap()).map(ImageMeasure.of) {
            for ((background, _), shown) in zip(ImageMeasure.backgrounds, edges) where shown < Bitmap.edgeShown {
                add(.pictureContrast, "\(image.name): only \(Int(shown * 100))% of its outline shows on a \(background) background "
                    + "(\(Int(Bitmap.edgeShown * 100))% must, at \(Int(Bitmap.edgeContrast)):1); give it a dark outline and a pale border")
            }
        }
        return found
    }

    static func activityProblems(file: String, _ activity: Activity, pictures: [String: Picture],
                                 questionIDs: inout Set<String>) -> [ContentProblem] {
        var found: [ContentProblem] = []
        if activity.title.isBlank {
            found.append(ContentProblem(file: file, rule: .emptyField, detail: "'title' is missing or empty"))
        } else if CellWidth.of(activity.title) > Layout.labelWidth {
            found.append(ContentProblem(file: file, rule: .labelTooLong,
                                        detail: "title '\(activity.title)' is longer than \(Layout.labelWidth) cells"))
        }
        if pictures[activity.picture] == nil {
            found.append(ContentProblem(file: file, rule: .unknownPicture, detail: "card picture '\(activity.picture)' is not in pictures.json"))
        }
        if !activity.kind.type.asksQuestions {
            if !activity.questions.isEmpty || !activity.generate.isEmpty {
                found.append(ContentProblem(file: file, rule: .exploreQuestions, detail: "an explore activity has no questions: every key is its own answer"))
            }
        } else if activity.questions.isEmpty && !activity.kind.type.hasStories {
            found.append(ContentProblem(file: file, rule: .noQuestions, detail: "the activity has no questions"))
        }
        found += storiesProblems(file: file, activity, pictures: pictures)
        // A taught order's own problems, then each rule's in its activity (a word offered before its letters are taught).
        found += (activity.phonics?.problems(pictures: pictures) ?? []).map { ContentProblem(file: file, rule: $0.rule, detail: "phonics: " + $0.detail) }
        let context = Generator.Context(shapes: activity.shapes, pictures: pictures, phonics: activity.phonics)
        for (n, generator) in activity.generate.enumerated() {
            for problem in generator.maker?.maker.ruleProblems(generator, context: context) ?? [] {
                found.append(ContentProblem(file: file, rule: problem.rule, detail: "generate[\(n)]: \(problem.detail)"))
            }
        }
        let ids = Set(activity.questions.map(\.id))
        for (old, new) in activity.formerly.sorted(by: { $0.key < $1.key }) where !ids.contains(new) {
            found.append(ContentProblem(file: file, rule: .formerly, detail: "'\(old)' is now '\(new)', which is not a question of the activity"))
        }
        for level in 1...activity.levelCount where !activity.questions.isEmpty && activity.questions(at: level).isEmpty {
            found.append(ContentProblem(file: file, rule: .level, detail: "level \(level) has no questions"))
        }
        for question in activity.questions {
            if !questionIDs.insert(question.id).inserted {
                found.append(ContentProblem(file: file, question: question.id, rule: .duplicateQuestionID,
                                            detail: "another question of the pack has this ID"))
            }
            if question.level < 1 || question.level > Activity.levelLimit
                || (!activity.levels.isEmpty && question.level > activity.levels.count) {
                found.append(ContentProblem(file: file, question: question.id, rule: .level,
                                            detail: "level \(question.level) is not one of the activity's levels (1 to \(activity.levelCount))"))
            }
            found += questionProblems(question, kind: Activities.kind(of: question, in: activity), pictures: pictures).map {
                ContentProblem(file: file, question: question.id.isBlank ? nil : question.id, rule: $0.rule, detail: $0.detail)
            }
        }
        return found
    }

    /// What in a picture's description gives the answer away, if anything: the right answer's label (a
    /// single letter only in its own case, since "a" is not "A"), its spoken words (but "a"/"un" for one
    /// object), or the number of objects.
    static func giveaway(in description: String, of q: Question) -> String? {
        let words = letterRuns(description)
        if let answer = q.correctAnswer {
            let label = answer.label
            // A one-letter label only in its own case and only a capital ("a red apple" does not say "A"); a
            // word also in the plural ("blue circles" says "circle").
            func names(_ word: String) -> Bool {
                let word = word.lowercased(), name = label.lowercased()
                return word == name || word == name + "s" || word == name + "es" || word == name + "x"
            }
            let saysLabel = label.count == 1 ? label.uppercased() == label && words.contains(label) : words.contains(where: names)
            if !label.isBlank && saysLabel { return "'\(label)'" }
            let spoken = letterRuns(answer.spoken.lowercased())
            let said = words.map { $0.lowercased() }
            // One object is "a sun" or "un soleil": the article is the number, and says nothing a child counting to one needs.
            let oneObject = Int(label) == 1
            if !spoken.isEmpty && !oneObject && said.containsRun(spoken) { return "'\(answer.spoken)'" }
        }
        if q.picture.count > 1 && words.contains("\(q.picture.count)") { return "how many there are" }
        return nil
    }

    /// One question's problems, as (rule, detail) pairs; the caller adds the file and the ID.
    static func questionProblems(_ q: Question, kind: any ActivityKind.Type,
                                 pictures: [String: Picture]) -> [(rule: ContentProblem.Rule, detail: String)] {
        var found: [(rule: ContentProblem.Rule, detail: String)] = []
        func add(_ rule: ContentProblem.Rule, _ detail: String) { found.append((rule, detail)) }

        if q.id.isBlank { add(.emptyField, "a question has no 'id'") }
        if q.text.isBlank { add(.emptyText, "'text' is missing or empty") }
        if q.spoken.isBlank { add(.emptySpoken, "'spoken' is missing or empty") }
        if !q.picture.isEmpty && q.picture.label.isBlank { add(.emptyLabel, "the picture has no 'label' for screen readers") }
        if let giveaway = giveaway(in: q.picture.label, of: q) {
            add(.descriptionGivesAway, "the picture's label '\(q.picture.label)' says \(giveaway); describe it without the answer")
        }
        if let said = numberSaid(by: q) {
            add(.descriptionGivesAway, "answer '\(said.answer)' is read as '\(said.spoken)', which says the number the question asks about")
        }
        if let game = q.game, Activities.kind(game) == nil { add(.generator, "'game' is '\(game)', which is no kind of question: a slip would skip its checks") }
        if !q.picture.name.isEmpty && pictures[q.picture.name] == nil {
            add(.unknownPicture, "picture '\(q.picture.name)' is not in pictures.json")
        }
        if let letter = q.picture.letter, !BlockFont.covers(letter) {
            add(.labelGlyph, "the picture's letter '\(letter)' has no large glyph")
        }
        if !countLimit.contains(q.picture.count) {
            add(.countRange, "a picture is shown \(countLimit.lowerBound) to \(countLimit.upperBound) times, not \(q.picture.count)")
        }
        if kind.hasTiles {
            if !answerLimit.contains(q.answers.count) {
                add(.answerCount, "a question has \(answerLimit.lowerBound) to \(answerLimit.upperBound) answers, this one \(q.answers.count)")
            }
            if q.correctAnswer == nil { add(.correctMissing, "the right answer '\(q.correct)' is not among the answers") }
        }
        var answerIDs = Set<String>()
        for answer in q.answers {
            if answer.id.isBlank { add(.emptyField, "an answer has no 'id'") }
            if !answerIDs.insert(answer.id).inserted { add(.duplicateAnswerID, "answer ID '\(answer.id)' is used twice") }
            if answer.label.isBlank && answer.picture == nil {
                add(.emptyLabel, "answer '\(answer.id)' has no label (and no picture)")
            } else if answer.label.isBlank && answer.spoken.isBlank {
                add(.emptySpoken, "picture answer '\(answer.id)' has no 'spoken' description for listeners")
            } else if CellWidth.of(answer.label) > Layout.labelWidth {
                add(.labelTooLong, "answer label '\(answer.label)' is longer than \(Layout.labelWidth) cells, the smallest tile")
            }
            if let name = answer.picture, pictures[name] == nil {
                add(.unknownPicture, "answer '\(answer.id)' shows picture '\(name)', which is not in pictures.json")
            }
        }
        if let missing = pictureMissing(q, kind: kind) { found.append(missing) }
        found += kind.problems(q, pictures: pictures)
        return found
    }

}
