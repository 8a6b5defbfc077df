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

    @Test("a version-1 file migrates: stars kept, settings carried over")
    func migratesVersion1() throws {
        // The bytes of a version-1 file (KidsStoreTests loads the same file from disk).
        let data = Data("""
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
        // Saved again, it is version 2.
        let again = String(decoding: ProgressFile.encode(p), as: UTF8.self)
        #expect(again.contains("\"version\" : 2"))
    }

    @Test("stars of questions no longer in the content are kept but not counted")
    func retiredStars() throws {
        let pack = try Fixtures.english()
        let p = Progress(stars: ["counting.1": 1, "counting.99": 1, "retired.question": 1])
        #expect(p.starCount(in: pack.activities[0]) == 1)
        #expect(p.stars.count == 3)
    }

    @Test("damaged files are refused with a reason", arguments: [
        "", "{", "[]", "null", "{\"version\":3,\"stars\":{}}", "{\"stars\":{}}",
        "{\"version\":2,\"stars\":[\"a\"],\"misses\":{},\"resetAt\":0,\"settings\":{\"speech\":true,\"rate\":140},\"settingsChangedAt\":0}",
        "{\"version\":2,\"stars\":{},\"misses\":{\"a\":-1},\"resetAt\":0,\"settings\":{\"speech\":true,\"rate\":140},\"settingsChangedAt\":0}",
        "{\"version\":1,\"stars\":\"counting.1\"}",
        "\u{00}\u{01}binary",
    ])
    func damaged(_ text: String) {
        #expect(throws: ProgressFile.DecodeError.self) { try ProgressFile.decode(Data(text.utf8)) }
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
        let progress = Progress(stars: ["counting.1": 1, "counting.2": 1, "counting.99": 1],
                                misses: ["counting.3": 1, "counting.5": 4, "letters.a": 2])
        let lines = ProgressSummary(content: pack, progress: progress).lines
        #expect(lines.map(\.title) == ["Counting", "Letters", "Shapes"])
        #expect(lines[0].stars == 2 && lines[0].total == 10, "a star for a question no longer in the pack is not counted")
        #expect(lines[0].hardest.map(\.text) == ["How many ducks?", "How many apples?"])
        #expect(lines[0].hardest.map(\.misses) == [4, 1])
        #expect(lines[2].hardest.isEmpty)
    }
}
