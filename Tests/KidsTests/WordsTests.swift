import Foundation
import KidsModel
import KidsStore
import Testing
import TestSupport

/// The app's own words: every one the sources show is translated in the French pack, and the French pack
/// translates nothing the app never says.
@Suite("The app's words in each language")
struct WordsTests {
    /// The English texts the sources pass to `words(…)`, and the command table's hints and button labels
    /// (shown through it).
    static func englishTexts() throws -> Set<String> {
        let sources = Binary.root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        var texts = Set<String>()
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            texts.formUnion(text.matches(of: /words\("((?:[^"\\]|\\.)*)"/).map { String($0.1).replacingOccurrences(of: "\\\"", with: "\"") })
        }
        texts.formUnion(CommandTable.rows.flatMap { [$0.hint] + ($0.label.map { [$0] } ?? []) }.filter { !$0.isEmpty })
        texts.formUnion(ContentPack.countedWords.flatMap { [$0.one, $0.other] })
        texts.formUnion(ClassReport.gameTitles)
        return texts
    }

    @Test("every translated pack translates every word the app shows, and no other", arguments: ["fr", "es", "de"])
    func translationIsComplete(language: String) throws {
        let english = try Self.englishTexts()
        #expect(english.count > 50, "the scan must find the app's words")
        let words = try PackFolder.load(folder: Binary.root.appendingPathComponent("Content/" + language).path).get().words.translations
        #expect(english.subtracting(words.keys).isEmpty, "\(language): not translated: \(english.subtracting(words.keys).sorted())")
        #expect(Set(words.keys).subtracting(english).isEmpty, "\(language): translated but never shown: \(Set(words.keys).subtracting(english).sorted())")
    }

    @Test("placeholders are filled; a text without a translation stays English")
    func filling() {
        let words = Words(["{n} of {count}": "{n} sur {count}"])
        #expect(words("{n} of {count}", ["n": "3", "count": "10"]) == "3 sur 10")
        #expect(words("Home") == "Home")
    }
}
