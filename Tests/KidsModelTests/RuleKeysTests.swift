import Foundation
import KidsStore
import Testing
@testable import KidsModel

/// Issue 52: a `generate` rule is an envelope (`kind`, `level`, `answers`, `text`, `spoken`) around its kind's own
/// settings, read by its maker only, so a kind's keys are its own (docs/DECISIONS.md).
@Suite("A rule's keys are its kind's")
struct RuleKeysTests {
    static func rule(_ json: String) throws -> Generator {
        try JSON.decode(Generator.self, from: Array(json.utf8))
    }

    @Test("a key of another kind is ignored, whatever its shape: a new kind may give it a shape of its own")
    func otherKindsKeysIgnored() throws {
        // Keyboard's `words` is a list of text, letters' `letters` text, `label` a letters template: none is counting's.
        let counting = try Self.rule("""
            {"kind": "counting", "numbers": [1, 3], "things": [{"picture": "apple", "text": "How many?", "label": "apples"}],
             "words": [{"picture": "cat"}], "letters": 5, "label": "{nope}", "mode": 7}
            """)
        #expect(try counting.questions(activity: "counting").get().map(\.id) == ["counting.apple.1", "counting.apple.2", "counting.apple.3"])
        // Its own keys in a wrong shape are still refused, where the file is read.
        #expect(throws: DecodingError.self) { try Self.rule(#"{"kind": "counting", "numbers": "1 to 3"}"#) }
        #expect(throws: DecodingError.self) { try Self.rule(#"{"kind": "keyboard", "mode": "words", "words": [{"picture": "cat"}]}"#) }
    }

    @Test("a mode is its kind's: a wrong one is the rule's problem, naming the kind's modes in order")
    func modes() throws {
        let cases = [
            (#"{"kind": "letters", "mode": "capitals", "letters": "ABC"}"#, "letters 'mode' is upper, lower or match, not 'capitals'"),
            (#"{"kind": "shapes", "mode": "keys", "shapes": []}"#, "shapes 'mode' is name, find or sides, not 'keys'"),
            (#"{"kind": "keyboard", "keys": "abc", "name": "abc"}"#, "keyboard 'mode' is keys, sounds or words, not ''"),
            // The letters are checked before the mode, as they always were.
            (#"{"kind": "letters", "mode": "capitals", "letters": "AB"}"#, "'letters' needs at least 3 letters for 3 answers"),
        ]
        for (json, detail) in cases {
            #expect(throws: Generator.Problem(detail)) { try Self.rule(json).questions(activity: "a").get() }
        }
    }

    @Test("each kind names the words it teaches: a blend's sounds are not the keyboard's letter sounds")
    func taughtWordsByKind() throws {
        for (language, pack) in try Fixtures.shippedPacks() {
            let taught = pack.taughtWords(voice: pack.voice)
            let sounds = taught.filter { $0.kind == .letterSound }
            #expect(!sounds.isEmpty && sounds.allSatisfy { $0.place == "keyboard.json" && $0.voiced.hasPrefix("[[_:_:") }, "\(language): \(sounds)")
            let places = Set(taught.filter { [.letterName, .firstLetter, .countedThing].contains($0.kind) }.map(\.place))
            #expect(places.isSuperset(of: ["letters.json", "keyboard.json", "counting.json"]), "\(language): \(places)")
            #expect(taught.contains { $0.kind == .countedThing && $0.place == "counting.json" })
        }
    }
}
