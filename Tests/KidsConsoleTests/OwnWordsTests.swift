import Foundation
import KidsModel
import KidsStore
import Testing
import TestSupport
@testable import KidsConsole

/// The views make no words of their own (issue 32): everything either view shows is the screen model's, made of
/// the pack's content and its words. Checked by pseudo-localisation, as translators' tools do: every word of the
/// app's own (pack.json's `words`, keyed by their English) is given a made-up spelling with accents, so that an
/// English word still in a frame or a line is one a view (or the model, without the pack's words) wrote itself.
@Suite("The views make no words of their own")
struct OwnWordsTests {
    /// The made-up spelling: every vowel accented, the `{placeholders}` left as they are.
    static func pseudo(_ text: String) -> String {
        let accented: [Character: Character] = ["a": "à", "e": "é", "i": "î", "o": "ô", "u": "ù", "A": "À", "E": "É", "I": "Î", "O": "Ô", "U": "Ù"]
        var inPlaceholder = false
        return String(text.map { c in
            if c == "{" { inPlaceholder = true } else if c == "}" { inPlaceholder = false }
            return inPlaceholder ? c : accented[c] ?? c
        })
    }

    /// Every word of the pack's own content (titles, questions, answers, sentences, pictures' names), in small letters.
    static func contentWords(_ language: String) throws -> Set<String> {
        let folder = Binary.root.appendingPathComponent("Content/" + language)
        var words: Set<String> = []
        func walk(_ value: Any) {
            if let text = value as? String { words.formUnion(plainWords(text).map { $0.lowercased() }) }
            if let list = value as? [Any] { list.forEach(walk) }
            if let object = value as? [String: Any] { object.values.forEach(walk) }
        }
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".json") {
            walk(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(name))))
        }
        return words
    }

    /// The words of a text written in plain ASCII letters, three or more: what an English word left in a frame is.
    static func plainWords(_ text: String) -> [String] {
        text.split { !$0.isLetter }.map(String.init).filter { $0.count >= 3 && $0.allSatisfy(\.isASCII) }
    }

    /// The English words either view shows on every screen of `pack` that are not its content's: the app's own.
    static func ownWords(_ pack: ContentPack, content: Set<String>) throws -> Set<String> {
        var found: Set<String> = []
        for size in [Size(width: 80, height: 24), Size(width: 120, height: 40)] {
            for (_, state) in try ConsoleFontTests.screens(of: pack) {
                var sized = state
                _ = reduce(&sized, .resized(size))
                let shown = FullScreenView.frame(sized, context: ViewContext(colors: false)).buffer.lines + LineView.lines(sized)
                found.formUnion(shown.flatMap(plainWords).filter { !content.contains($0.lowercased()) })
            }
        }
        return found
    }

    @Test("with the app's own words spelt otherwise, every English word either view shows, on every screen, is the pack's content")
    func noOwnWords() throws {
        let packs = try ConsoleFontTests.packs()
        let english = try #require(packs.first { $0.language == "en" }?.pack)
        // Every word of the app's own, as the French pack lists them (WordsTests holds it to every `words("…")`).
        let own = try #require(packs.first { $0.language == "fr" }?.pack).words.translations.keys
        #expect(own.count > 100)
        var pseudo = english
        pseudo.words = Words(Dictionary(uniqueKeysWithValues: own.map { ($0, Self.pseudo($0)) }))
        // Besides the content: the state's data (where progress is kept, the policy's address), the pictures' credit
        // (names and a licence, the same in every language); and, the same in
        // every language for now, the keys' names in the footer and the words line mode takes, both the command
        // table's (`Key.label`, `Binding.words`); and the product's name.
        let data = [ConsoleFontTests.computer.dataPath, ConsoleFontTests.computer.privacyPolicy, Picture.credit].flatMap(Self.plainWords)
        let table = CommandTable.rows.flatMap(\.bindings).flatMap { [$0.trigger.label] + $0.words }.flatMap(Self.plainWords)
        let content = try Self.contentWords("en").union((data + table + ["kids"]).map { $0.lowercased() })
        let found = try Self.ownWords(pseudo, content: content)
        #expect(found.isEmpty, "written by a view, or by the model without the pack's words: \(found.sorted())")
        // The scan sees the app's own words when they are not spelt otherwise: it can fail.
        let plain = try Self.ownWords(english, content: content)
        #expect(plain.isSuperset(of: ["Faster", "Check", "Speech", "Delete", "Answer"]), "\(plain.sorted())")
    }
}
