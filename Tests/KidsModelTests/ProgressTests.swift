import Foundation
import Testing
@testable import KidsModel

@Suite("Progress: stars, settings, the file format and merging")
struct ProgressTests {
    @Test("a star is earned once and only Reset takes it away")
    func starsOnlyGrow() {
        var p = Progress()
        let first = p.earnStar("counting.1", at: 10)
        let second = p.earnStar("counting.1", at: 20)
        #expect(first)
        #expect(!second)
        #expect(p.stars == ["counting.1": 10])
        p.noteMiss("counting.1")
        #expect(p.misses.isEmpty, "a miss after the star does not count")
        p.reset(at: 30)
        #expect(p.stars.isEmpty)
        #expect(p.resetAt == 30)
    }

    @Test("the file round-trips")
    func roundTrip() throws {
        let p = Progress(stars: ["counting.1": 1_700_000_000.25, "shapes.star": 1_700_000_100],
                         misses: ["counting.1": 2], resetAt: 1_600_000_000,
                         settings: Settings(speechOn: false, rate: 110, voice: "en-gb"), settingsChangedAt: 5)
        #expect(try ProgressFile.decode(ProgressFile.encode(p)) == p)
        #expect(try ProgressFile.decode(ProgressFile.encode(Progress())) == Progress())
    }

    @Test("a story's place round-trips and merges by the later; a place that cannot be read is dropped and the stars stay")
    func places() throws {
        var p = Progress(stars: ["counting.1": 10])
        p.keepPlace(story: "lost-ball", page: "gone", at: 20)
        #expect(try ProgressFile.decode(ProgressFile.encode(p)) == p)
        #expect(!String(decoding: ProgressFile.encode(Progress()), as: UTF8.self).contains("places"), "no places: the file is as before")
        var later = p
        later.keepPlace(story: "lost-ball", page: "found", at: 30)
        #expect(Progress.merged(p, later).places["lost-ball"]?.page == "found" && Progress.merged(later, p).places["lost-ball"]?.page == "found")
        p.reset(at: 40)
        #expect(Progress.merged(p, later).places.isEmpty, "a reset takes the places too")
        let damaged = #"{"version":3,"stars":{"counting.1":10},"misses":{},"resetAt":0,"settings":{"speech":true,"rate":140},"#
            + #""settingsChangedAt":0,"reviews":{},"places":{"lost-ball":{"page":5},"frog-log":{"page":"pond","at":7}}}"#
        let read = try ProgressFile.decode(Array(damaged.utf8))
        #expect(read.hasStar("counting.1") && read.places == ["frog-log": Progress.Place(page: "pond", at: 7)])
    }

    @Test("a version-1 file migrates: stars kept, settings carried over")
    func migratesVersion1() throws {
        // The bytes of a version-1 file (KidsStoreTests loads the same file from disk).
        let data = Array("""
        {
          "version": 1,
          "stars": ["counting.1", "counting.2", "letters.a", "retired.question"],
          "speech": false,
          "rate": 120,
          "voice": "en-gb"
        }

        """.utf8)
        let p = try ProgressFile.decode(data)
        #expect(Set(p.stars.keys) == ["counting.1", "counting.2", "letters.a", "retired.question"])
        #expect(p.settings == Settings(speechOn: false, rate: 120, voice: "en-gb"))
        #expect(p.resetAt == 0)
        #expect(Set(p.reviews.keys) == Set(p.stars.keys), "each star is a question right once")
        // Saved again, it is version 3.
        let again = String(decoding: ProgressFile.encode(p), as: UTF8.self)
        #expect(again.contains("\"version\" : 3"))
    }

    @Test("stars of questions no longer in the content are kept but not counted")
    func retiredStars() throws {
        let pack = try Fixtures.english()
        let p = Progress(stars: ["counting.sun.1": 1, "counting.99": 1, "retired.question": 1])
        #expect(p.starCount(in: pack.activities[0]) == 1)
        #expect(p.stars.count == 3)
    }

    @Test("damaged files are refused with a reason", arguments: [
        "", "{", "[]", "null", "{\"version\":3,\"stars\":{}}", "{\"version\":4,\"stars\":{}}", "{\"stars\":{}}",
        "{\"version\":2,\"stars\":[\"a\"],\"misses\":{},\"resetAt\":0,\"settings\":{\"speech\":true,\"rate\":140},\"settingsChangedAt\":0}",
        "{\"version\":2,\"stars\":{},\"misses\":{\"a\":-1},\"resetAt\":0,\"settings\":{\"speech\":true,\"rate\":140},\"settingsChangedAt\":0}",
        "{\"version\":1,\"stars\":\"counting.1\"}",
        "\u{00}\u{01}binary",
    ])
    func damaged(_ text: String) {
        #expect(throws: ProgressFile.DecodeError.self) { try ProgressFile.decode(Array(text.utf8)) }
    }

    /// A version-3 file with one field replaced: what another pupil could write into a class folder.
    static func hostile(_ field: String) -> String {
        var fields = ["\"version\":3", "\"stars\":{\"counting.1\":1800000000}", "\"misses\":{\"counting.2\":1}", "\"resetAt\":0",
                      "\"settings\":{\"speech\":true,\"rate\":140}", "\"settingsChangedAt\":0",
                      "\"reviews\":{\"counting.1\":{\"box\":4,\"due\":1800000000,\"seen\":1800000000}}"]
        let key = field.split(separator: ":").first.map(String.init) ?? ""
        if let at = fields.firstIndex(where: { $0.hasPrefix(key + ":") }) { fields[at] = field } else { fields.append(field) }
        return "{" + fields.joined(separator: ",") + "}"
    }

    @Test("every number of a child's file is bounded where it is read: out of range is damage, named, never a trap", arguments: [
        "\"reviews\":{\"counting.1\":{\"box\":4,\"due\":1800000000,\"seen\":1e300}}",
        "\"reviews\":{\"counting.1\":{\"box\":4,\"due\":-1e300,\"seen\":1800000000}}",
        "\"reviews\":{\"counting.1\":{\"box\":9223372036854775807,\"due\":1800000000,\"seen\":1800000000}}",
        "\"reviews\":{\"counting.1\":{\"box\":-1,\"due\":1800000000,\"seen\":1800000000}}",
        "\"stars\":{\"counting.1\":1e300}", "\"stars\":{\"counting.1\":-5}", "\"resetAt\":1e20", "\"settingsChangedAt\":-1",
        "\"misses\":{\"counting.2\":9223372036854775807}", "\"misses\":{\"counting.2\":1e300}",
    ])
    func outOfRange(_ field: String) throws {
        #expect(try ProgressFile.decode(Array(Self.hostile("\"version\":3").utf8)).stars.count == 1, "the file before the change is good")
        #expect(throws: ProgressFile.DecodeError.self) { try ProgressFile.decode(Array(Self.hostile(field).utf8)) }
        // A story's place out of range is dropped, as any place that cannot be read; the rest stands.
        let placed = try ProgressFile.decode(Array(Self.hostile("\"places\":{\"s\":{\"page\":\"p\",\"at\":1e300}}").utf8))
        #expect(placed.places.isEmpty && placed.stars.count == 1)
    }

    @Test("merging keeps both copies' stars")
    func mergeUnion() {
        let a = Progress(stars: ["counting.1": 10, "counting.2": 11])
        let b = Progress(stars: ["letters.a": 12, "counting.2": 15])
        let m = Progress.merged(a, b)
        #expect(m.stars == ["counting.1": 10, "counting.2": 15, "letters.a": 12])
    }

    @Test("a reset in one copy removes older stars of the other, but not newer ones")
    func mergeAfterReset() {
        var a = Progress(stars: ["counting.1": 10, "counting.2": 11])
        a.reset(at: 20)
        let b = Progress(stars: ["counting.1": 10, "letters.a": 25], misses: ["letters.b": 3])
        let m = Progress.merged(b, a)
        #expect(m.stars == ["letters.a": 25])
        #expect(m.resetAt == 20)
        #expect(m.misses.isEmpty, "misses from before the reset go with it")
        #expect(Progress.merged(a, b) == m, "the order of the copies does not matter")
    }

    @Test("merging keeps the newer settings")
    func mergeSettings() {
        var a = Progress()
        a.changeSettings({ $0.rate = 100 }, at: 50)
        var b = Progress()
        b.changeSettings({ $0.speechOn = false }, at: 40)
        #expect(Progress.merged(a, b).settings == a.settings)
        #expect(Progress.merged(b, a).settings == a.settings)
    }

    @Test("rate stays within limits")
    func rateLimits() {
        #expect(Settings(rate: 10).rate == 80)
        #expect(Settings(rate: 1000).rate == 220)
        #expect(Settings().rate < 175, "children get a slower voice than eSpeak's default")
    }
}

@Suite("Progress at a glance")
struct ProgressSummaryTests {
    @Test("stars out of the total and the hardest questions first")
    func summary() throws {
        let pack = try Fixtures.english()
        var progress = Progress(stars: ["counting.sun.1": 1, "counting.ball.2": 1, "counting.99": 1],
                                misses: ["counting.apple.3": 1, "counting.duck.5": 4, "letters.a": 2])
        progress.review("counting.apple.3", right: false, at: 1)
        let lines = ProgressSummary(content: pack, progress: progress).lines
        #expect(lines.map(\.title) == ["Counting", "Letters", "Shapes", "Keyboard", "Stories", "Listen", "Words", "Numbers"], "nothing of exploring the keys, which keeps no score")
        #expect(lines[0].stars == 2 && lines[0].total == 80, "a star for a question no longer in the pack is not counted")
        #expect(lines[0].level == 1 && lines[0].levels == 4 && lines[0].levelName == "up to 5")
        #expect(lines[0].inReview == 1 && lines[0].reviewing == ["How many apples? (3)"])
        #expect(lines[0].hardest.map(\.text) == ["How many ducks? (5)", "How many apples? (3)"], "named as a teacher tells them apart")
        #expect(lines[0].hardest.map(\.misses) == [4, 1])
        #expect(lines[2].hardest.isEmpty)
    }
}

@Suite("Growing with the child: version 3, reviews, levels")
struct GrowingTests {
    /// A version-2 file as the first wave wrote it, with stars under the old counting IDs.
    static let version2 = Array("""
    {
      "misses" : { "counting.3" : 2 },
      "resetAt" : 0,
      "settings" : { "rate" : 140, "speech" : true },
      "settingsChangedAt" : 0,
      "stars" : { "counting.1" : 1700000000, "counting.10" : 1700000100, "letters.b" : 1700000200, "shapes.oval" : 1700000300 },
      "version" : 2
    }

    """.utf8)

    @Test("a version-2 file migrates with every star, each a question right once, due two days after its star")
    func migratesVersion2() throws {
        let p = try ProgressFile.decode(Self.version2)
        #expect(p.stars == ["counting.1": 1_700_000_000, "counting.10": 1_700_000_100, "letters.b": 1_700_000_200,
                            "shapes.oval": 1_700_000_300])
        #expect(p.misses == ["counting.3": 2])
        #expect(p.reviews["letters.b"] == Review(box: 1, due: 1_700_000_200 + 2 * Review.day, seen: 1_700_000_200))
        #expect(try ProgressFile.decode(ProgressFile.encode(p)) == p, "version 3 round-trips")
    }

    @Test("the counting stars of the first packs count for the questions they became (formerly)")
    func formerIDs() throws {
        let pack = try Fixtures.english()
        var p = try ProgressFile.decode(Self.version2)
        let adopted = p.adoptFormerIDs(of: pack.activities[0])
        #expect(adopted)
        #expect(p.hasStar("counting.sun.1") && p.hasStar("counting.tree.10"))
        #expect(p.starCount(in: pack.activities[0]) == 2)
        #expect(p.starCount(in: pack.activities[1]) == 1 && p.starCount(in: pack.activities[2]) == 1)
        let again = p.adoptFormerIDs(of: pack.activities[0])
        #expect(!again, "once is enough")
        // Through the reducer: adopted at the start, and saved; then the welcome.
        var s = TestStore(AppState(content: pack, progress: try ProgressFile.decode(Self.version2), size: Size(width: 80, height: 24),
                                   now: 1_800_000_000, gateSeed: 1))
        var adoptedAtStart = try ProgressFile.decode(Self.version2)
        for activity in pack.activities { _ = adoptedAtStart.adoptFormerIDs(of: activity) }
        s.start(Launch(), [.save(adoptedAtStart)] + Say(Script(pack: pack)).welcome()) {
            $0.progress = adoptedAtStart
            $0.welcomed = true
        }
        #expect(s.state.progress.hasStar("counting.duck.5") == false && s.state.progress.hasStar("counting.sun.1"))
    }

    @Test("two copies still merge: stars of both, the later review of each question, nothing from before a reset")
    func mergeReviews() {
        var a = Progress()
        a.review("counting.sun.1", right: true, at: 100)
        a.review("counting.ball.2", right: false, at: 300)
        var b = Progress()
        b.review("counting.sun.1", right: false, at: 200)
        b.review("counting.ball.2", right: true, at: 250)
        let m = Progress.merged(a, b)
        #expect(m.reviews["counting.sun.1"]?.box == 0 && m.reviews["counting.ball.2"]?.box == 0)
        #expect(Progress.merged(b, a) == m)
        var reset = a
        reset.reset(at: 260)
        #expect(Progress.merged(reset, b).reviews.isEmpty, "reviews from before the reset go with it")
        #expect(Progress.merged(reset, a).reviews.keys.sorted() == ["counting.ball.2"], "one made after it stays")
    }

    @Test("the wait doubles with each first try right; a miss brings it back the next day; new and right at once: 2 days")
    func intervals() {
        var r = Review.after(nil, right: true, at: 0)
        #expect(r.box == Review.rightAtOnce && r.due == 2 * Review.day, "a guess is asked again soon, not in 16 days")
        r = Review.after(r, right: false, at: 10)
        #expect(r.box == 0 && r.due == 10 + Review.day && !r.isMastered)
        r = Review.after(r, right: true, at: 20)
        #expect(r.box == 1 && r.due == 20 + 2 * Review.day)
        r = Review.after(r, right: true, at: 30)
        #expect(r.box == 2 && r.due == 30 + 4 * Review.day)
    }

    @Test("the level rises when four in five of its questions were right at the last first try, and falls no lower than that")
    func levels() throws {
        let counting = try Fixtures.english().activities[0]
        var p = Progress()
        #expect(p.level(in: counting) == 1)
        let first = counting.questions(at: 1).map { counting.questions[$0].id }
        #expect(first.count == 25)
        for id in first.prefix(19) { p.review(id, right: true, at: 1) }
        #expect(p.level(in: counting) == 1, "19 of 25 is not yet four in five")
        p.review(first[19], right: false, at: 2)
        p.review(first[20], right: true, at: 2)
        #expect(p.level(in: counting) == 2)
        for id in counting.questions(at: 2).map({ counting.questions[$0].id }) { p.review(id, right: true, at: 3) }
        for id in counting.questions(at: 3).map({ counting.questions[$0].id }) { p.review(id, right: true, at: 3) }
        #expect(p.level(in: counting) == 4, "the top level")
    }
}
