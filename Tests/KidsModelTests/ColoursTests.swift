import FoundationEssentials
import KidsStore
import Testing
@testable import KidsModel

/// The `colours` rule (`Activities/Colours/`), the proof that a new kind of activity is its own folder and one line
/// in the registry: "What colour is the sun?", a thing everyone knows the colour of, and colours as tiles.
@Suite("Colours: a kind of activity in its own folder")
struct ColoursTests {
    static let examplePack = Fixtures.root.appendingPathComponent("docs/example-pack").path

    func pack() throws -> ContentPack { try PackFolder.load(folder: Self.examplePack).get() }

    /// A rule read from JSON as a pack writes it.
    func rule(_ json: String) throws -> Generator {
        try JSON.decode(Generator.self, from: Array(json.utf8))
    }

    static let colours = """
        "colours": [{ "id": "red", "word": "red", "picture": "colour-red" }, { "id": "yellow", "word": "yellow" },
                    { "id": "green", "word": "green" }, { "id": "white", "word": "white" }]
        """

    @Test("the example pack asks the colour of each thing: the right colour and two it is not, never one that could be right too")
    func examplePack() throws {
        let made = try #require(try pack().activities.first { $0.id == "colours-2" }).questions
        #expect(made.map(\.id) == ["colours-2.sun", "colours-2.star", "colours-2.frog", "colours-2.apple", "colours-2.egg",
                                   "colours-2.elephant", "colours-2.mouse"])
        let sun = try #require(made.first)
        #expect(sun.text == "What colour is the sun?" && sun.spoken == sun.text)
        #expect(sun.picture == QuestionPicture(name: "sun", count: 1, label: "the sun"))
        #expect(sun.correct == "yellow" && sun.answers.count == 3 && sun.answers[0] == Answer(id: "yellow", label: "yellow", picture: "colour-yellow"))
        #expect(!sun.answers.contains { $0.id == "white" }, "a sun may look white: never offered beside it")
        let apple = try #require(made.first { $0.id == "colours-2.apple" })
        #expect(apple.correct == "red" && Set(apple.answers.map(\.id)).isDisjoint(with: ["green", "yellow"]), "\(apple.answers)")
        let grey = try #require(made.first { $0.id == "colours-2.elephant" }?.correctAnswer)
        #expect(grey.label == "grey" && grey.spoken == "grey", "the tile's word, British, for the id 'gray' (the pictures' colour)")
    }

    @Test("each thing meets other wrong colours in turn, and the rule's words are taught words, checked by ear")
    func variety() throws {
        let made = try rule("""
            { "kind": "colours", "text": "What colour is {the}?", \(Self.colours),
              "pictures": [{ "picture": "sun", "the": "the sun", "colour": "yellow" },
                           { "picture": "frog", "the": "the frog", "colour": "green" }] }
            """).questions(activity: "colours").get()
        #expect(made.map { $0.answers.map(\.id) } == [["yellow", "red", "green"], ["green", "yellow", "white"]])
        let words = try pack().taughtWords(voice: "en").filter { $0.place == "colours-2.json" }.map(\.word)
        #expect(Set(["red", "yellow", "green", "white", "grey"]).isSubset(of: Set(words)), "\(words)")
    }

    @Test("a colour it does not list, too few wrong colours, nothing to ask about, or a placeholder it does not fill is a problem")
    func problems() throws {
        func problem(_ pictures: String, text: String = "What colour is {the}?") throws -> String? {
            let made = try rule("{ \"kind\": \"colours\", \"text\": \"\(text)\", \(Self.colours), \"pictures\": [\(pictures)] }").questions(activity: "c")
            guard case .failure(let problem) = made else { return nil }
            return problem.detail
        }
        #expect(try problem(#"{ "picture": "sky", "the": "the sky", "colour": "blue" }"#) == "colour 'blue' is not one of the rule's 'colours'")
        #expect(try problem(#"{ "picture": "apple", "the": "the apple", "colour": "red", "notWith": ["green", "yellow"] }"#)
                == "'apple' needs 2 colours it is not, and has 1")
        #expect(try problem("") == "'pictures' lists nothing to ask the colour of")
        #expect(try problem(#"{ "picture": "sun", "the": "the sun", "colour": "yellow" }"#, text: "What colour is {word}?")?
            .hasPrefix("'{word}' is not filled in by colours generators") == true)
        #expect(try problem(#"{ "picture": "sun", "the": "the sun", "colour": "yellow" }"#) == nil)
    }
}
