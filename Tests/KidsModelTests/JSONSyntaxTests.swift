import Foundation
import Testing
@testable import KidsModel

@Suite("JSON syntax errors with a line and column")
struct JSONSyntaxTests {
    @Test("valid documents pass", arguments: [
        "{}", "[]", "0", "-1.5e+3", "\"a\\u00e9\\n\"", "{\"a\": [1, true, false, null, {\"b\": \"c\"}]}", " \n\t[ ]\n",
    ])
    func valid(_ text: String) {
        #expect(JSONSyntaxError.first(in: Array(text.utf8)) == nil)
    }

    @Test("errors are placed where they are", arguments: [
        ("", 1, 1), ("{", 1, 2), ("[1,]", 1, 4), ("{\n\"a\": 1\n\"b\": 2}", 3, 1), ("[01]", 1, 3), ("\"abc", 1, 5),
        ("{\"a\" 1}", 1, 6), ("[tru]", 1, 5), ("[1] x", 1, 5), ("\"a\nb\"", 1, 3), ("[\"\\x\"]", 1, 4),
    ])
    func located(_ text: String, _ line: Int, _ column: Int) throws {
        let error = try #require(JSONSyntaxError.first(in: Array(text.utf8)))
        #expect(error.line == line && error.column == column, "\(error)")
    }

    @Test("agrees with Foundation (but for trailing commas) on 20,000 random mutations of a pack file, and never crashes")
    func agreesWithFoundation() throws {
        let original = try Array(#require(Fixtures.packFiles()["pack.json"]))
        var generator = SeededGenerator(seed: 2026)
        let alphabet = Array("{}[],:\"\\ 0123456789.-eE+truefalsnul\n".utf8)
        for _ in 0..<20_000 {
            let bytes = Fixtures.mutated(original, alphabet: alphabet, using: &generator)
            let error = JSONSyntaxError.first(in: bytes)
            let ours = error == nil
            let foundation = (try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])) != nil
            // Foundation here also takes a trailing comma ("[1,]"); a pack with one would fail elsewhere, so
            // refusing it is right. Any other disagreement is a bug.
            let trailingComma = error.map { $0.message == "unexpected character ']'" || $0.message == "a quoted name was expected" } ?? false
            if ours != foundation && !(foundation && trailingComma) {
                Issue.record("ours \(ours), Foundation \(foundation): \(JSONSyntaxError.first(in: bytes).map(String.init(describing:)) ?? "valid") in \(String(decoding: bytes, as: UTF8.self).debugDescription)")
                return
            }
        }
    }

    @Test("deep nesting is refused, not a stack overflow")
    func deepNesting() {
        let deep = Array(repeating: UInt8(ascii: "["), count: 100_000)
        #expect(JSONSyntaxError.first(in: deep)?.message == "nested too deeply")
    }
}
