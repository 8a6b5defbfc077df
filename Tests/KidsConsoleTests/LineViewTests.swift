import Foundation
import KidsModel
import KidsStore
import Testing
@testable import KidsConsole

@Suite("Line mode: the plain view and its input")
struct LineViewTests {
    static let pack: ContentPack? = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try? PackFolder.load(folder: root.appendingPathComponent("Content/en").path).get()
    }()

    func state(progress: KidsModel.Progress = KidsModel.Progress()) throws -> AppState {
        AppState(content: try #require(Self.pack), progress: progress, size: Size(width: 80, height: 24), now: 0, gateSeed: 1, muted: true)
    }

    @Test("home lists the activities with their stars, in words a speech synthesiser reads well")
    func home() throws {
        let s = try state(progress: KidsModel.Progress(stars: ["letters.a": 1]))
        #expect(LineView.lines(s) == [
            "Hello! Let's play and learn. Pick a game.",
            "Type a number to play, g for grown-ups, q to quit.",
            "1. Counting, 0 stars, level 1",
            "2. Letters, 1 star, level 1",
            "3. Shapes, 0 stars, level 1",
            "4. Try keys",
            "5. Keyboard, 0 stars, level 1",
            "6. Stories, 0 stars",
            "7. Listen, 0 stars, level 1",
            "8. Words, 0 stars, level 1",
            "9. Numbers, 0 stars, level 1",
        ])
    }

    @Test("a counting picture is read as things to count, and number answers without places that could be taken for them")
    func countingLesson() throws {
        var s = try state()
        _ = reduce(&s, .started(try Launch(activity: "counting", question: "counting.apple.3", in: s.content)))
        let numbers = try #require(s.lesson.map { s.question(of: $0).answers.map(\.label) })
        let wrong = try #require(numbers.first { $0 != "3" })
        _ = reduce(&s, .lineTyped(wrong))
        let said = numbers.sorted().map { $0 == wrong ? "\($0) (set aside)" : $0 }
        #expect(LineView.lines(s) == [
            "Counting, question 1 of 10.",  // the miss comes back later in the round, not counted as one more
            "Picture: apple, apple, apple.",
            "How many apples can you see?",  // the sentence heard
            "Answers: \(said[0]), \(said[1]) or \(said[2]). Type the number.",
            "h hears it again, b goes back.",
        ])
        for line in LineView.lines(s) {
            #expect(!line.unicodeScalars.contains { (0x2500...0x259F).contains($0.value) || $0 == "★" }, "no box-drawing or star: \(line)")
        }
    }

    @Test("a question missed comes back as its own number, again: the round stays 10 questions long")
    func missedComesBack() throws {
        var s = try state()
        _ = reduce(&s, .started(try Launch(activity: "counting", question: "counting.apple.3", in: s.content)))
        _ = reduce(&s, .lineTyped("1"))
        var headings: [String] = []
        for _ in 0..<4 {
            let right = try #require(s.lesson.flatMap { s.question(of: $0).correctAnswer?.label })
            _ = reduce(&s, .lineTyped(right))
            _ = reduce(&s, .lineTyped(""))
            headings.append(LineView.lines(s)[0])
        }
        #expect(headings == ["Counting, question 2 of 10.", "Counting, question 3 of 10.", "Counting, question 1 of 10, again.",
                             "Counting, question 4 of 10."])
    }

    @Test("a shape is described without being named, and its answers keep their numbers")
    func shapesLesson() throws {
        var s = try state()
        _ = reduce(&s, .started(try Launch(activity: "shapes", in: s.content)))
        let tiles = try #require(s.lesson.map { s.question(of: $0).answers.map(\.label) })
        let spoken = try #require(s.lesson.map { s.question(of: $0).spoken })
        #expect(Set(tiles) == ["circle", "triangle", "rectangle"])
        #expect(spoken.hasPrefix("What shape is this?"))
        #expect(LineView.lines(s) == [
            "Shapes, question 1 of 8.",
            spoken,  // it describes the shape: no "Picture:" line to hear it twice
            "1. \(tiles[0])",
            "2. \(tiles[1])",
            "3. \(tiles[2])",
            "Type an answer's number. h hears it again, b goes back.",
        ])
    }

    @Test("picture answers are read by their description, never by the name that is the answer")
    func pictureAnswers() throws {
        var s = try state()
        _ = reduce(&s, .started(try Launch(activity: "shapes", question: "shapes.find.triangle", in: s.content)))
        let lines = LineView.lines(s)
        #expect(lines.prefix(2) == ["Shapes, question 1 of 8.", "Where is the triangle?"], "no picture line: the question shows none")
        let answers = lines.filter { $0.first?.isNumber == true }
        #expect(answers.count == 3 && answers.allSatisfy { $0.contains("shape") && !$0.contains("triangle") && !$0.contains("circle") })
    }

    @Test("the gate shows the question and never the answer")
    func gate() throws {
        var s = AppState(content: try #require(Self.pack), size: Size(width: 80, height: 24), now: 0, gateSeed: 1, muted: true,
                         dataPath: "/home/ada/.local/share/kids/progress.json", privacyPolicy: "/usr/share/doc/kids/PRIVACY.md")
        _ = reduce(&s, .keyPressed(.character("g")))
        let lines = LineView.lines(s).joined(separator: "\n")
        #expect(lines.contains("\(s.gate.question.a) × \(s.gate.question.b)"))
        #expect(!lines.contains(String(s.gate.question.answer)))
    }
}

extension LineViewTests {
    @Test("the grown-ups' lines say what is stored, where, that nothing leaves, and the policy's address")
    func grownUpsData() throws {
        var s = AppState(content: try #require(Self.pack), size: Size(width: 80, height: 24), now: 0, gateSeed: 1, muted: true,
                         dataPath: "/home/ada/.local/share/kids/progress.json", privacyPolicy: "/usr/share/doc/kids/PRIVACY.md")
        _ = reduce(&s, .keyPressed(.character("g")))
        for c in String(s.gate.question.answer) { _ = reduce(&s, .keyPressed(.character(c))) }
        _ = reduce(&s, .keyPressed(.enter))
        let lines = LineView.lines(s)
        #expect(lines.first == "Grown-ups")
        #expect(lines.contains("Counting: 0 of 80 stars, level 1 of 4 (up to 5), 0 to practise again."))
        #expect(lines.contains { $0.contains("/home/ada/.local/share/kids/progress.json") && $0.contains("no networking") })
        #expect(lines.contains("Privacy policy: /usr/share/doc/kids/PRIVACY.md"))
    }
}

extension LineViewTests {
    @Test("counting 11 to 20 is shown and read in counting order, in every language", arguments: ["en", "fr", "es", "de"])
    func teens(language: String) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let content = try PackFolder.load(folder: root.appendingPathComponent("Content/" + language).path).get()
        let counting = try #require(content.activities.first { $0.id == "counting" })
        let teens = counting.questions.filter { ($0.correctAnswer.flatMap { Int($0.label) } ?? 0) >= 11 }
        #expect(teens.count >= 10)
        for question in teens {
            var s = AppState(content: content, size: Size(width: 80, height: 24), now: 0, gateSeed: 1, seed: 7, muted: true)
            let effects = reduce(&s, .started(try Launch(activity: "counting", question: question.id, in: content)))
            let q = try #require(s.lesson.map { s.question(of: $0) })
            let numbers = q.answers.compactMap { Int($0.label) }
            #expect(numbers == numbers.sorted() && numbers.count == q.answers.count, "\(question.id): tiles \(numbers)")
            let said = effects.compactMap { effect -> String? in
                if case .speak(let utterance) = effect, utterance.kind == .options { return utterance.text }
                return nil
            }.first ?? ""
            let positions = numbers.compactMap { said.range(of: "\($0)")?.lowerBound }
            #expect(positions == positions.sorted() && positions.count == numbers.count, "\(question.id): said '\(said)'")
        }
    }
}
