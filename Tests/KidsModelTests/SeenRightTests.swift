import Foundation
import KidsStore
import Testing
@testable import KidsModel

/// What a child sees agrees with what it hears: the cases a panel of teachers found, put back into the shipped packs
/// with their real images, each found by its rule (`picture-reference`, `colour-word`); and the shipped packs as they
/// are now, which pass.
@Suite("Pictures seen right")
struct SeenRightTests {
    func pack(_ language: String) throws -> ContentPack {
        try PackFolder.load(folder: Fixtures.root.appendingPathComponent("Content/" + language).path).get()
    }

    func activities(_ pack: ContentPack) -> [(file: String, activity: Activity)] {
        pack.activities.map { ($0.id + ".json", $0) }
    }

    @Test("the duck that was OpenMoji's baby chick is found by its reference; the real duck passes")
    func duckReference() throws {
        var pictures = try pack("en").pictures
        #expect(ContentChecker.referenceProblems(pictures: pictures).isEmpty)
        pictures["duck"]?.reference = "baby chick; baby, bird, chick, chicken (OpenMoji 1F424)"
        let found = ContentChecker.referenceProblems(pictures: pictures)
        #expect(found.map(\.question) == ["duck"] && found.map(\.rule) == [.pictureReference], "\(found)")
    }

    /// The shipped pack with one picture label (the first question showing `picture`) said as `label`.
    func colourProblems(_ language: String, picture: String, label: String) throws -> [ContentProblem] {
        let pack = try pack(language)
        var all = activities(pack)
        guard let a = all.firstIndex(where: { $0.activity.questions.contains { $0.picture.name == picture } }),
              let q = all[a].activity.questions.firstIndex(where: { $0.picture.name == picture }) else {
            Issue.record("no question shows \(picture)")
            return []
        }
        all[a].activity.questions[q].picture.label = label
        return ContentChecker.colourProblems(language: pack.language, pictures: pack.pictures, activities: all)
    }

    @Test("a colour said of a picture that its image does not show is found, in each language",
          arguments: [("en", "ball", "a blue ball", "blue"), ("fr", "kite", "un cerf-volant violet", "violet"),
                      ("es", "kite", "una cometa morada", "morada"), ("de", "pentagon", "eine braune Form", "braune"),
                      ("de", "duck", "gelbe Enten", "gelbe"), ("en", "duck", "a yellow duck", "yellow")])
    func wrongColour(language: String, picture: String, label: String, word: String) throws {
        let found = try colourProblems(language, picture: picture, label: label)
        #expect(found.count == 1 && found.allSatisfy { $0.rule == .colourWord && $0.detail.contains("'\(word)' of '\(picture)'") }, "\(found)")
    }

    @Test("a colour the image does show passes: the kite is pink, the bear brown, the pentagon orange, the ball white",
          arguments: [("en", "kite", "a pink kite"), ("de", "bear", "ein brauner Bär"), ("de", "pentagon", "eine orange Form"),
                      ("fr", "ball", "un ballon blanc et noir"), ("es", "apple", "manzanas rojas")])
    func rightColour(language: String, picture: String, label: String) throws {
        #expect(try colourProblems(language, picture: picture, label: label).isEmpty)
    }

    @Test("a page's text that gives its picture a wrong colour is found next to the picture's word, not elsewhere")
    func pageText() throws {
        let pack = try pack("en")
        var all = activities(pack)
        let s = try #require(all.firstIndex { $0.activity.kind == .stories })
        let story = try #require(all[s].activity.stories.firstIndex { $0.pages.contains { $0.picture.name == "ball" } })
        let page = try #require(all[s].activity.stories[story].pages.firstIndex { $0.picture.name == "ball" })
        all[s].activity.stories[story].pages[page].text = "The sky is blue. Bear kicks the ball."
        #expect(ContentChecker.colourProblems(language: "en", pictures: pack.pictures, activities: all).isEmpty, "blue is the sky's")
        all[s].activity.stories[story].pages[page].text = "Bear kicks the big blue ball."
        let found = ContentChecker.colourProblems(language: "en", pictures: pack.pictures, activities: all)
        #expect(found.count == 1 && found.first?.detail.contains("text says 'blue'") == true, "\(found)")
    }

    @Test("the colours measured: the sticker's border is left out, brown is a dark orange, pink a light red")
    func measured() throws {
        let pictures = try pack("en").pictures
        func shares(_ name: String) throws -> [Picture.Colour: Double] {
            let image = try #require(pictures[name]?.image)
            return try image.bitmap().colourShares()
        }
        #expect(try shares("ball")[.white] ?? 0 > 0.5 && shares("ball")[.blue] == nil)
        #expect(try shares("bear")[.brown] ?? 0 > 0.5)
        #expect(try shares("pentagon")[.orange] ?? 0 > 0.8 && shares("pentagon")[.brown] ?? 0 < 0.05)
        #expect(try shares("kite")[.pink] ?? 0 > 0.5 && shares("kite")[.purple] == nil)
        #expect(try shares("circle")[.white] == nil, "no white border counted")
    }
}
