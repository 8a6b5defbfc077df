import Foundation
import Testing
@testable import KidsModel

/// The stories' checks, on a pack with one good story broken on purpose: each problem names the file, the story
/// and the field.
@Suite("Story checks")
struct StoryCheckTests {
    @Test("a good story passes; a planted bad page is reported with its file, its story and its field")
    func storyChecks() throws {
        var good = try Fixtures.packFiles()
        try Fixtures.addStory(&good)
        #expect(ContentTests.problems(good).isEmpty, "\(ContentTests.problems(good))")
        var files = try Fixtures.packFiles()
        try Fixtures.addStory(&files) {
            var pages = $0["pages"] as? [[String: Any]] ?? []
            pages[2]["text"] = "One. Two. Three. Four sentences is too many for a page."
            pages[0]["picture"] = ["name": "unicorn", "label": "a unicorn"]
            $0["pages"] = pages
        }
        #expect(ContentTests.problems(files).map(\.description) == [
            "stories.json: apples: story-page: pages[2] 'eat': 'text' has 4 sentences; a page has one to three",
            "stories.json: apples: unknown-picture: pages[0] 'one': 'picture.name' 'unicorn' is not in pictures.json",
        ].sorted { $0.contains("unknown") && !$1.contains("unknown") })
        // What is shown is what is read: no digits, no brackets; a page's ID given twice names the first.
        var unread = try Fixtures.packFiles()
        try Fixtures.addStory(&unread) {
            var pages = $0["pages"] as? [[String: Any]] ?? []
            pages[0]["text"] = "There are 5 apples (red ones)."
            pages[2]["id"] = "one"
            $0["pages"] = pages
        }
        #expect(ContentTests.problems(unread).map(\.description) == [
            "stories.json: apples: story-page: pages[0] 'one': 'text' has the digit '5': write the number as a word, as it is read",
            "stories.json: apples: story-page: pages[0] 'one': 'text' has '(': a page is read aloud, and brackets are not heard",
            "stories.json: apples: story-page: pages[2] 'one': pages[0] has this ID too",
        ])
    }

    /// The problems of the classic pack with one story, changed by `change`.
    func problems(_ change: (inout [String: Any]) -> Void) throws -> [String] {
        var files = try Fixtures.packFiles()
        try Fixtures.addStory(&files, change)
        return ContentTests.problems(files).map(\.description)
    }

    /// Changes the story's pages.
    func pages(_ change: @escaping (inout [[String: Any]]) -> Void) -> (inout [String: Any]) -> Void {
        { story in
            var pages = story["pages"] as? [[String: Any]] ?? []
            change(&pages)
            story["pages"] = pages
        }
    }

    @Test("a story with no pages, four questions, a page too long for the smallest window, or a voice not word for word is refused")
    func refused() throws {
        #expect(try problems { $0["pages"] = [] } == ["stories.json: apples: story: a story has 1 to 12 pages, this one 0"])
        #expect(try problems { story in
            let q = (story["questions"] as? [[String: Any]] ?? [])[0]
            story["questions"] = (1...4).map { n in q.merging(["id": "stories.apples.q\(n)"]) { $1 } }
        } == ["stories.json: apples: story: a story has 3 questions at most, this one 4"])
        let long = Array(repeating: "Crunchy", count: 28).joined(separator: " ") + "."
        #expect(try problems(pages { $0[1]["text"] = long }) == [
            "stories.json: apples: story-page: pages[1] 'two': 'text' takes 7 lines on the smallest window; a page has 5 at most: shorten it",
        ])
        #expect(try problems(pages { $0[0]["voiced"] = "One red" }) == [
            "stories.json: apples: story-page: pages[0] 'one': 'voiced' has 2 words and 'text' 3: it must say 'text' word for word",
        ])
    }

    @Test("a shelf holds nine stories at most (a key each), and a stories activity asks only its stories' questions")
    func shelf() throws {
        var files = try Fixtures.packFiles()
        let story = { (n: Int) -> [String: Any] in
            ["id": "s\(n)", "title": "Story \(n)", "cover": ["name": "apple", "label": "an apple"],
             "pages": [["id": "p", "text": "An apple.", "picture": ["name": "apple", "label": "an apple"]]]]
        }
        try Fixtures.add(&files, "stories", ["kind": "stories", "stories": (1...10).map(story)])
        #expect(ContentTests.problems(files).map(\.description) == ["stories.json: story: a shelf has 9 stories at most (a key each), this one 10"])
        var stray = try Fixtures.packFiles()
        try Fixtures.add(&stray, "stories", ["kind": "stories", "stories": [story(1)], "questions": [
            ["id": "stories.lost", "text": "Which?", "spoken": "Which?", "answers": [["id": "a", "label": "A"], ["id": "b", "label": "B"]], "correct": "a"],
        ]])
        #expect(ContentTests.problems(stray).map(\.description) == [
            "stories.json: stories.lost: story: a stories activity asks only its stories' questions: put it in a story's 'questions'",
        ])
        var elsewhere = try Fixtures.packFiles()
        try Fixtures.add(&elsewhere, "extra", ["kind": "general", "stories": [story(1)], "questions": [
            ["id": "extra.q", "text": "Which?", "spoken": "Which?", "answers": [["id": "a", "label": "A"], ["id": "b", "label": "B"]], "correct": "a"],
        ]])
        #expect(ContentTests.problems(elsewhere).map(\.description) == ["extra.json: story: only an activity of kind 'stories' has 'stories'"])
    }
}
