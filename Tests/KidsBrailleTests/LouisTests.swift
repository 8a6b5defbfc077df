import Foundation
import KidsModel
import KidsStore
import Testing
import TestSupport
@testable import KidsBraille

/// liblouis is the reference for braille, never a table copied by hand: every letter a pack teaches has the cell
/// liblouis gives with that pack's table, and kids' translation agrees with `lou_translate` itself. One at a time:
/// liblouis keeps its compiled tables in globals and is not safe from two threads at once (the app calls it from
/// the display's thread alone).
@Suite("Braille through liblouis", .serialized)
struct LouisTests {
    static let languages = ["en", "fr", "es", "de"]
    static let louTranslate = FileManager.default.isExecutableFile(atPath: "/usr/bin/lou_translate")

    static func pack(_ language: String) throws -> ContentPack {
        try PackFolder.load(folder: Binary.root.appendingPathComponent("Content/" + language).path).get()
    }

    /// Each of `texts` as `lou_translate --forward unicode.dis,TABLE` gives it, a line each.
    static func louTranslate(_ texts: [String], table: String) throws -> [String] {
        let result = try Spawn.run(["/usr/bin/lou_translate", "--forward", "unicode.dis," + table], input: texts.joined(separator: "\n") + "\n")
        return result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).prefix(texts.count).map { $0 }
    }

    @Test("every letter each pack teaches has the cell liblouis gives with the pack's own table: no mismatch", arguments: languages)
    func letters(_ language: String) throws {
        let pack = try Self.pack(language)
        let table = try #require(pack.brailleTable, "pack.json names its braille table")
        let louis = try Louis()
        let taught = pack.activities.flatMap(\.questions).filter { $0.game == "braille" }
        #expect(taught.count >= 52, "\(taught.count) braille questions")
        var mismatches: [String] = []
        for q in taught {
            let cell = try louis.translate(q.correct, table: table).braille
            if cell != q.pieces.first { mismatches.append("\(q.id): the pack says \(q.pieces.first ?? "none"), liblouis \(cell)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test("kids' translation is lou_translate's, cell for cell, for every question's text and answer of the pack", .enabled(if: louTranslate),
          arguments: languages)
    func agreesWithLouTranslate(_ language: String) throws {
        let pack = try Self.pack(language)
        let table = try #require(pack.brailleTable)
        let louis = try Louis()
        var texts: [String] = []
        for activity in pack.activities {
            for q in activity.questions.prefix(12) { texts += [q.text] + q.answers.map(\.label) }
            texts.append(activity.title)
        }
        texts = texts.filter { !$0.isEmpty && !$0.contains("\n") }
        let reference = try Self.louTranslate(texts, table: table)
        #expect(reference.count == texts.count)
        var differ: [String] = []
        for (text, expected) in zip(texts, reference) where try louis.translate(text, table: table).braille != expected {
            differ.append("\(text): \(try louis.translate(text, table: table).braille) ≠ \(expected)")
        }
        #expect(differ.isEmpty, "\(differ.prefix(5))")
    }

    @Test("each cell is traced back to the print it comes from, so that a routing key finds its word")
    func traced() throws {
        let louis = try Louis()
        let done = try louis.translate("Cat  12", table: "en-ueb-g1.ctb")
        #expect(done.braille == "⠠⠉⠁⠞⠀⠀⠼⠁⠃")
        #expect(done.from == [0, 0, 1, 2, 3, 4, 5, 5, 6])
    }

    @Test("a liblouis that cannot be opened, or a table that is not there, is an error to tell, not a crash")
    func missing() throws {
        #expect(throws: BrailleError.self) { try Louis(soname: "liblouis.so.999") }
        #expect(throws: BrailleError.self) { try Louis().translate("cat", table: "no-such-table.ctb") }
    }

    @Test("a display's keys as the app's keys: Return, BackSpace, the arrows, a Latin-1 or Unicode character")
    func keys() {
        #expect(BrailleDisplay.key(ofSymbol: 0xFF0D) == .enter)
        #expect(BrailleDisplay.key(ofSymbol: 0xFF08) == .backspace)
        #expect(BrailleDisplay.key(ofSymbol: 0xFF52) == .up)
        #expect(BrailleDisplay.key(ofSymbol: 0x63) == .character("c"))
        #expect(BrailleDisplay.key(ofSymbol: 0xE9) == .character("é"))
        #expect(BrailleDisplay.key(ofSymbol: 0x0100_0000 | 0x00F1) == .character("ñ"))
        #expect(BrailleDisplay.key(ofSymbol: 0x1FFF) == nil, "a keysym that is no character")
        #expect(BrlAPI.localHost([:]) == 0 && BrlAPI.localHost(["BRLAPI_HOST": ":3"]) == 3)
        #expect(BrlAPI.localHost(["BRLAPI_HOST": "school-server:1"]) == nil, "another computer is never asked")
    }

    @Test("the braille log's line: the print, the table, the braille")
    func logLine() {
        #expect(BrailleDisplay.logLine(text: "cat", table: "en-ueb-g1.ctb", braille: "⠉⠁⠞") == #"{"braille":"⠉⠁⠞","table":"en-ueb-g1.ctb","text":"cat"}"#)
    }
}
