import Foundation
import KidsStore
import Testing
@testable import KidsModel

/// Our JSON (`JSONValue`, `JSON.decode`, `JSON.encode`) held to Foundation's, which it replaced in the product:
/// every shipped file decodes to the same values, errors name the same place, and what we write Foundation reads.
@Suite("JSON read and written as Foundation does")
struct JSONTests {
    static let languages = ["en", "fr", "es", "de"]

    @Test("every file of the four shipped packs decodes to what Foundation's JSONDecoder makes of it", arguments: languages)
    func shippedPacks(_ language: String) throws {
        let files = try PackFolder.files(in: Fixtures.root.appendingPathComponent("Content/\(language)").path)
        func both<T: Decodable>(_ type: T.Type, _ name: String) throws -> (ours: T, foundation: T) {
            let bytes = try #require(files[name], "\(language)/\(name)")
            return (try JSON.decode(type, from: bytes), try JSONDecoder().decode(type, from: Data(bytes)))
        }
        let manifest = try both(PackManifest.self, "pack.json")
        let (ours, foundation) = manifest
        #expect(ours.format == foundation.format && ours.language == foundation.language && ours.voice == foundation.voice)
        #expect(ours.activities == foundation.activities && ours.sentences == foundation.sentences && ours.words == foundation.words)
        #expect(ours.keyboard == foundation.keyboard && ours.voices == foundation.voices && ours.pronunciation == foundation.pronunciation)
        #expect(ours.lexiconEntries == foundation.lexiconEntries && ours.lexiconByVoice == foundation.lexiconByVoice)
        let head = try both(PackHead.self, "pack.json")
        #expect(head.ours == head.foundation)
        let pictures = try both([String: Picture].self, "pictures.json")
        #expect(pictures.ours == pictures.foundation)
        #expect(manifest.ours.activities.count >= 6)
        for id in manifest.ours.activities {
            let activity = try both(Activity.self, id + ".json")
            #expect(activity.ours == activity.foundation, "\(language)/\(id).json")
        }
    }

    @Test("a file that is JSON but not a pack's is described as Foundation's error would be", arguments: [
        #"{"id": "counting", "title": "Counting", "kind": "counting", "questions": 3}"#,
        #"{"id": "counting", "title": "Counting", "kind": 5, "questions": []}"#,
        #"{"id": "counting", "title": "Counting", "kind": [], "questions": []}"#,
        #"{"id": "counting", "title": ["Counting"], "kind": "counting", "questions": []}"#,
        #"{"id": "counting", "title": "Counting", "kind": "counting", "questions": [{"id": "q", "text": 3}]}"#,
        #"{"id": 7, "title": "Counting", "kind": "counting", "questions": []}"#,
        #"{"id": "counting", "title": "Counting", "kind": "counting", "questions": [{"id": "q", "text": "?", "answers": [{"label": true}]}]}"#,
        #"{"id": "counting", "title": "Counting", "kind": "counting", "questions": [{"id": "q", "text": "?", "answers": {}}]}"#,
        #"[1, 2]"#, #""a string""#, "null",
    ])
    func errorsNamed(_ text: String) throws {
        func described(_ decode: () throws -> Activity) -> String {
            do {
                _ = try decode()
                return "decoded"
            } catch let error as DecodingError {
                return ContentLoader.describe(error)
            } catch {
                return "\(error)"
            }
        }
        let ours = described { try JSON.decode(Activity.self, from: Array(text.utf8)) }
        let foundation = described { try JSONDecoder().decode(Activity.self, from: Data(text.utf8)) }
        #expect(ours == foundation)
        #expect(ours != "decoded")
    }

    @Test("the parser fails exactly where the scanner finds an error, and throws the scanner's, on 20,000 mutations")
    func parserAgreesWithScanner() throws {
        let original = try #require(Fixtures.packFiles()["pack.json"])
        var generator = SeededGenerator(seed: 52)
        let alphabet = Array("{}[],:\"\\ 0123456789.-eE+truefalsnu\n\u{1}".utf8) + [0xC3, 0xFF]
        for _ in 0..<20_000 {
            let bytes = Fixtures.mutated(original, alphabet: alphabet, using: &generator)
            let scanned = JSONSyntaxError.first(in: bytes)
            let parsed = Result { () throws(JSONSyntaxError) in try JSONValue.parse(bytes) }
            switch parsed {
            case .success: if let scanned { Issue.record("parsed, but the scanner says \(scanned)"); return }
            case .failure(let error): if error != scanned { Issue.record("\(error) is not the scanner's \(String(describing: scanned))"); return }
            }
        }
    }

    @Test("strings: every escape, pairs of surrogates, and bytes that are not UTF-8 read as U+FFFD")
    func strings() throws {
        let text = #"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\u00C9", "\ud83d\ude00", "élan 😀", "\ud800x", "tab\u0009"]"#
        let ours = try JSON.decode([String].self, from: Array(text.utf8))
        #expect(ours == ["a\"b\\c/d\u{8}\u{C}\n\r\t", "éÉ", "😀", "élan 😀", "\u{FFFD}x", "tab\t"])
        #expect(try JSON.decode([String].self, from: Array(#"["a"#.utf8) + [0xFF] + Array(#"b"]"#.utf8)) == ["a\u{FFFD}b"])
        // What we write reads back, through Foundation too.
        let written = try JSON.encode(ours)
        #expect(try JSON.decode([String].self, from: written) == ours)
        #expect(try JSONDecoder().decode([String].self, from: Data(written)) == ours)
        #expect(String(decoding: try JSON.encode(["a/b\u{1}"]), as: UTF8.self) == #"["a/b\u0001"]"#)
    }

    @Test("numbers: whole ones exactly, fractions as written, and what does not fit refused")
    func numbers() throws {
        #expect(try JSON.decode([Int].self, from: Array("[3, -0, 3.0, 1e2, 9223372036854775807]".utf8)) == [3, 0, 3, 100, Int.max])
        #expect(try JSON.decode([UInt8].self, from: Array("[0, 255]".utf8)) == [0, 255])
        #expect(try JSON.decode([Double].self, from: Array("[0.1, -2.5e-3, 1e300, 7]".utf8)) == [0.1, -2.5e-3, 1e300, 7])
        for text in ["[3.5]", "[9223372036854775808]", "[1e400]", "[\"3\"]"] {
            #expect(throws: DecodingError.self, "\(text)") { try JSON.decode([Int].self, from: Array(text.utf8)) }
        }
        #expect(throws: DecodingError.self) { try JSON.decode([UInt8].self, from: Array("[256]".utf8)) }
        #expect(throws: DecodingError.self) { try JSON.decode([Double].self, from: Array("[1e999]".utf8)) }
        #expect(throws: EncodingError.self) { try JSON.encode([Double.nan]) }
        // 10,000 random doubles come back bit for bit, through ours and through Foundation.
        var generator = SeededGenerator(seed: 7)
        let doubles = (0..<10_000).map { _ in Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &generator)) }.filter(\.isFinite)
            + [0, 1, -1, 1_796_610_863.953857, 1e15, 1e16, 0.1, Double.leastNonzeroMagnitude]
        let written = try JSON.encode(doubles)
        #expect(try JSON.decode([Double].self, from: written).map(\.bitPattern) == doubles.map(\.bitPattern))
        #expect(try JSONDecoder().decode([Double].self, from: Data(written)).map(\.bitPattern) == doubles.map(\.bitPattern))
        #expect(String(decoding: try JSON.encode([1700000000.0, 2.5, -3]), as: UTF8.self) == "[1700000000,2.5,-3]")
    }

    @Test("a progress file is written byte for byte as Foundation wrote it (pretty, names sorted), and reads back")
    func progressAsFoundationWroteIt() throws {
        var progress = Progress(stars: ["counting.1": 1_700_000_000.25, "letters.a": 1_700_000_100], misses: ["counting.1": 2],
                                settings: Settings(speechOn: false, rate: 120, voice: "en-gb"))
        progress.reviews["counting.1"] = Review(box: 2, due: 1_700_086_400.5, seen: 1_700_000_000.25)
        progress.places["story.fox"] = Progress.Place(page: "p2", at: 1_700_000_050)
        let ours = ProgressFile.encode(progress)
        #expect(try ProgressFile.decode(ours) == progress)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let file = try JSONDecoder().decode(ProgressFile.Version3.self, from: Data(ours))
        let foundation = Array(try encoder.encode(file)) + Array("\n".utf8)
        #expect(String(decoding: ours, as: UTF8.self) == String(decoding: foundation, as: UTF8.self))
    }

    @Test("deep nesting is refused with the scanner's message, not a stack overflow")
    func deepNesting() {
        #expect(throws: JSONSyntaxError.self) { try JSONValue.parse(Array(repeating: UInt8(ascii: "["), count: 100_000)) }
    }
}
