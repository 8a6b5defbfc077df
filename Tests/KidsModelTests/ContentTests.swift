import Foundation
import KidsStore
import Testing
@testable import KidsModel

@Suite("Content pack and its checks")
struct ContentTests {
    @Test("the shipped English pack passes every check and has the promised questions")
    func shippedPack() throws {
        let pack = try Fixtures.english()
        #expect(pack.activities.map(\.id) == ["counting", "letters", "shapes"])
        let counts = Dictionary(uniqueKeysWithValues: pack.activities.map { ($0.id, $0.questions.count) })
        #expect(counts["counting"]! >= 10)
        #expect(counts["letters"]! >= 12)
        #expect(counts["shapes"]! >= 8)
        #expect(pack.sentences.wrong.count >= 3)
        #expect(pack.sentences.right.count >= 3)
        // Counting shows 1 to 10 things, with several kinds of thing.
        let counting = pack.activities[0].questions
        #expect(Set(counting.map(\.picture.count)) == Set(1...10))
        #expect(Set(counting.map(\.picture.name)).count >= 5)
        // Letters: the answers say "the letter …" so eSpeak says the letter's name, not the article "a"; the
        // prompt does not list them, since the app reads them in the order of the tiles.
        for q in pack.activities[1].questions {
            #expect(!q.spoken.contains("the letter"), "\(q.id)")
            #expect(q.answers.allSatisfy { $0.spoken.hasPrefix("the letter ") }, "\(q.id)")
        }
        // Shapes: the prompt describes the shape and names none of the answers.
        for q in pack.activities[2].questions {
            #expect(q.answers.allSatisfy { !q.spoken.lowercased().contains($0.label) }, "\(q.id)")
        }
        // Shapes: all eight, each the right answer once.
        let shapes = pack.activities[2].questions.compactMap { $0.correctAnswer?.label }
        #expect(Set(shapes) == ["circle", "square", "triangle", "rectangle", "star", "heart", "diamond", "oval"])
        // Every picture has a symbol for small spaces and a drawing of several rows.
        for (name, picture) in pack.pictures {
            #expect(picture.rows.count >= 2, "\(name)")
            #expect(CellWidth.of(picture.symbol) == 1, "\(name)")
        }
    }

    @Test("the French pack passes every check and is as complete as the English one")
    func frenchPack() throws {
        let french = try PackFolder.load(folder: Fixtures.root.appendingPathComponent("Content/fr").path).get()
        let english = try Fixtures.english()
        #expect(french.language == "fr" && french.voice == "fr")
        #expect(french.activities.map(\.id) == english.activities.map(\.id))
        #expect(french.activities.map(\.questions.count) == english.activities.map(\.questions.count))
        for q in french.activities[1].questions {
            #expect(!q.spoken.contains("la lettre"), "\(q.id)")
            #expect(q.answers.allSatisfy { $0.spoken.hasPrefix("la lettre ") }, "\(q.id)")
        }
        #expect(french.sentences.right.count >= 3 && french.sentences.wrong.count >= 3)
    }

    /// One broken pack per rule: the change, and the one problem it must give.
    static let brokenPacks: [(rule: ContentProblem.Rule, file: String, change: @Sendable (inout [String: Data]) throws -> Void)] = [
        (.missingFile, "shapes.json", { $0["shapes.json"] = nil }),
        (.jsonSyntax, "counting.json", { $0["counting.json"] = Data("{\n  \"id\": \"counting\",\n  \"title\": \"Counting\"\n  \"kind\": \"counting\"\n}".utf8) }),
        (.jsonType, "counting.json", { try Fixtures.edit(&$0, "counting.json") { $0.question(0) { $0.object("picture") { $0["count"] = "three" } } } }),
        (.packFormat, "pack.json", { try Fixtures.edit(&$0, "pack.json") { $0["format"] = 2 } }),
        (.emptyField, "pack.json", { try Fixtures.edit(&$0, "pack.json") { $0.object("sentences") { $0["welcome"] = "" } } }),
        (.activityCount, "pack.json", { try Fixtures.edit(&$0, "pack.json") { $0["activities"] = [String]() } }),
        (.activityID, "counting.json", { try Fixtures.edit(&$0, "counting.json") { $0["id"] = "counted" } }),
        (.noQuestions, "shapes.json", { try Fixtures.edit(&$0, "shapes.json") { $0["questions"] = [Any]() } }),
        (.answerCount, "counting.json", { try Fixtures.edit(&$0, "counting.json") { $0.question(0) { q in q["answers"] = Array((q["answers"] as! [Any]).prefix(1)) } } }),
        (.correctMissing, "letters.json", { try Fixtures.edit(&$0, "letters.json") { $0.question(0) { $0["correct"] = "z" } } }),
        (.duplicateQuestionID, "shapes.json", { try Fixtures.edit(&$0, "shapes.json") { $0.question(1) { $0["id"] = "shapes.circle" } } }),
        (.duplicateAnswerID, "shapes.json", { try Fixtures.edit(&$0, "shapes.json") { $0.question(0) { $0.answer(1) { $0["id"] = "a" } } } }),
        (.unknownPicture, "counting.json", { try Fixtures.edit(&$0, "counting.json") { $0.question(2) { $0.object("picture") { $0["name"] = "unicorn" } } } }),
        (.emptyText, "letters.json", { try Fixtures.edit(&$0, "letters.json") { $0.question(3) { $0["text"] = "" } } }),
        (.emptySpoken, "letters.json", { try Fixtures.edit(&$0, "letters.json") { $0.question(3) { $0["spoken"] = "   " } } }),
        (.emptyLabel, "shapes.json", { try Fixtures.edit(&$0, "shapes.json") { $0.question(2) { $0.object("picture") { $0["label"] = "" } } } }),
        (.labelTooLong, "counting.json", { try Fixtures.edit(&$0, "counting.json") { $0["title"] = "Counting things" } }),
        (.countRange, "letters.json", { try Fixtures.edit(&$0, "letters.json") { $0.question(0) { $0.object("picture") { $0["count"] = 11 } } } }),
        (.countLabel, "counting.json", { try Fixtures.edit(&$0, "counting.json") { $0.question(0) { $0.answer(1) { $0["label"] = "two" } } } }),
        (.countMismatch, "counting.json", { try Fixtures.edit(&$0, "counting.json") { $0.question(2) { $0.object("picture") { $0["count"] = 4 } } } }),
        (.letterLabel, "letters.json", { try Fixtures.edit(&$0, "letters.json") { $0.question(0) { $0.answer(1) { $0["label"] = "m" } } } }),
        (.letterWord, "letters.json", { try Fixtures.edit(&$0, "letters.json") { $0.question(0) { $0["word"] = "Banana" } } }),
        (.unknownShape, "shapes.json", { try Fixtures.edit(&$0, "shapes.json") { $0.question(0) { $0.answer(1) { $0["label"] = "blob" } } } }),
        (.shapeMismatch, "shapes.json", { try Fixtures.edit(&$0, "shapes.json") { $0.question(0) { $0.object("picture") { $0["name"] = "square" } } } }),
        (.pictureRows, "pictures.json", { try Fixtures.edit(&$0, "pictures.json") { $0.object("apple") { $0["rows"] = ["██", "███"] } } }),
        (.pictureGlyph, "pictures.json", { try Fixtures.edit(&$0, "pictures.json") { $0.object("apple") { $0["rows"] = ["🍎🍎", "████"] } } }),
        (.pictureSymbol, "pictures.json", { try Fixtures.edit(&$0, "pictures.json") { $0.object("apple") { $0["symbol"] = "ab" } } }),
        (.pictureColor, "pictures.json", { try Fixtures.edit(&$0, "pictures.json") { $0.object("apple") { $0["color"] = "rainbow" } } }),
        (.descriptionGivesAway, "shapes.json", { try Fixtures.edit(&$0, "shapes.json") { $0.question(0) { $0.object("picture") { $0["label"] = "two blue circles" } } } }),
        (.labelGlyph, "letters.json", { try Fixtures.edit(&$0, "letters.json") { $0.question(0) { $0.answer(2) { $0["label"] = "Ñ" } } } }),
        (.pictureCategory, "pictures.json", { try Fixtures.edit(&$0, "pictures.json") { $0.object("apple") { $0["category"] = "fruit" } } }),
        (.wordPlaceholders, "pack.json", { try Fixtures.edit(&$0, "pack.json") { $0["words"] = ["{activity}, question {n} of {count}.": "Question {n}."] } }),
    ]

    @Test("the table has a broken pack for every rule")
    func everyRuleHasABrokenPack() {
        #expect(Set(Self.brokenPacks.map(\.rule)) == Set(ContentProblem.Rule.allCases).subtracting([.frenchElision]),
                "every rule that refuses a pack has its broken pack; french-elision only warns")
    }

    /// Every problem of the pack made of `files`; empty when it is good.
    static func problems(_ files: [String: Data]) -> [ContentProblem] {
        switch ContentLoader.load(files: files) {
        case .success: return []
        case .failure(.invalid(let problems)): return problems
        case .failure(.folderMissing(let path)):
            Issue.record("a pack made of files cannot miss its folder (\(path))")
            return []
        }
    }

    @Test("each broken pack yields exactly its problem", arguments: brokenPacks.indices)
    func brokenPack(_ index: Int) throws {
        let (rule, file, change) = Self.brokenPacks[index]
        var files = try Fixtures.packFiles()
        try change(&files)
        let problems = Self.problems(files)
        #expect(problems.map(\.rule) == [rule], "\(problems)")
        #expect(problems.first?.file == file)
    }

    @Test("a syntax error names its line and column")
    func syntaxErrorLine() throws {
        var files = try Fixtures.packFiles()
        try Self.brokenPacks.first { $0.rule == .jsonSyntax }!.change(&files)
        let problem = try #require(Self.problems(files).first)
        #expect(problem.description == "counting.json: json-syntax: line 4, column 3: ',' or '}' was expected")
    }

    @Test("a problem names the question it is in")
    func problemNamesQuestion() throws {
        var files = try Fixtures.packFiles()
        try Self.brokenPacks.first { $0.rule == .countMismatch }!.change(&files)
        let problem = try #require(Self.problems(files).first)
        #expect(problem.question == "counting.3")
        #expect(problem.description == "counting.json: counting.3: count-mismatch: the picture shows 4 but the right answer says 3")
    }

    @Test("every problem is reported, not only the first")
    func everyProblem() throws {
        var files = try Fixtures.packFiles()
        for rule in [ContentProblem.Rule.countMismatch, .letterWord, .shapeMismatch, .pictureColor, .emptyField] {
            try Self.brokenPacks.first { $0.rule == rule }!.change(&files)
        }
        let rules = Self.problems(files).map(\.rule)
        #expect(Set(rules) == [.countMismatch, .letterWord, .shapeMismatch, .pictureColor, .emptyField])
        #expect(rules.count == 5)
    }

    @Test("a type error names where it is")
    func typeErrorPath() throws {
        var files = try Fixtures.packFiles()
        try Self.brokenPacks.first { $0.rule == .jsonType }!.change(&files)
        let problem = try #require(Self.problems(files).first)
        #expect(problem.detail == "at questions[0].picture.count: expected a whole number")
    }
}

@Suite("Warnings that do not refuse a pack")
struct ContentWarningTests {
    @Test("French 'de' before a vowel is pointed out, with its file and question; the pack still loads")
    func frenchElision() throws {
        var files = try PackFolder.files(in: Fixtures.root.appendingPathComponent("Content/fr").path)
        let good = try ContentLoader.load(files: files).get()
        #expect(ContentChecker.warnings(good).isEmpty, "the shipped French pack writes d' before vowels")
        let text = String(decoding: try #require(files["counting.json"]), as: UTF8.self)
        files["counting.json"] = Data(text.replacingOccurrences(of: "Combien d'étoiles", with: "Combien de étoiles").utf8)
        let slipped = try ContentLoader.load(files: files).get()
        let warnings = ContentChecker.warnings(slipped)
        #expect(warnings.count >= 1)
        #expect(warnings.allSatisfy { $0.rule == .frenchElision && $0.file == "counting.json" && $0.question != nil })
        #expect(warnings.first?.detail == "'de étoiles' is written d' before a vowel")
        #expect(ContentChecker.warnings(try Fixtures.english()).isEmpty, "English has no such rule")
    }
}
