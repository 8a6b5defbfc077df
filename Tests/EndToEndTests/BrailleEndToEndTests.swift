import Foundation
import KidsModel
import Testing
import TestSupport

/// A blind child learning braille plays Letters with braille on, from the speech log alone, in full screen (tmux,
/// the Perkins keys f d s j k l pressed one by one) and in line mode (the keys typed as a line), in every language.
/// It knows the game's sentence from the pack's rule ("Make the letter {letter}."), and each letter's dots from
/// liblouis itself (`lou_translate` with the pack's table), as a child knows them from its braille primer: nothing of
/// kids' own cells. Every cell must be right at its first try. Every line kids wrote for a display (`--braille-log`)
/// is then translated by `lou_translate` again and must be the same braille.
@Suite("Braille letters, by ear and by the Perkins keys", .tags(.slow))
struct BrailleEndToEndTests {
    static let tables = ["en": "en-ueb-g1.ctb", "fr": "fr-bfu-comp6.utb", "es": "es-g1.ctb", "de": "de-g0.utb"]
    static let louTranslate = FileManager.default.isExecutableFile(atPath: "/usr/bin/lou_translate")

    /// `texts` in braille, as `lou_translate` gives them with `table`, a line each.
    static func braille(_ texts: [String], table: String) throws -> [String] {
        let result = try Spawn.run(["/usr/bin/lou_translate", "--forward", "unicode.dis," + table], input: texts.joined(separator: "\n") + "\n")
        return Array(result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).prefix(texts.count))
    }

    /// The Perkins keys of a Unicode braille cell: f d s for dots 1 2 3, j k l for 4 5 6.
    static func perkins(_ cell: String) -> String {
        guard let value = cell.unicodeScalars.first?.value, (0x2800...0x28FF).contains(value) else { return "" }
        return String((0..<6).filter { (value - 0x2800) & 1 << $0 != 0 }.map { Array("fdsjkl")[$0] })
    }

    /// The rule's sentence as a pattern, its letter captured.
    static func cue(_ language: String) throws -> Regex<AnyRegexOutput> {
        let file = Binary.root.appendingPathComponent("Content/\(language)/letters.json")
        let card = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let rule = try #require((card["generate"] as? [[String: Any]])?.first { $0["kind"] as? String == "braille" && $0["mode"] as? String == "make" })
        let text = try #require(rule["text"] as? String)
        let parts = text.components(separatedBy: "{letter}")
        return try Regex("^" + parts.map(NSRegularExpression.escapedPattern).joined(separator: "(.+?)") + "$")
    }

    /// Plays letters until `count` are made, each right at its first try unless `wrongFirst` (the control, which
    /// leaves out a dot of the first letter and returns what it heard).
    @discardableResult
    static func play(_ t: Tmux, language: String, lineMode: Bool, count: Int, wrongFirst: Bool = false) throws -> [String] {
        let cue = try cue(language)
        let table = try #require(tables[language])
        var heard = 0, made = 0, results: [String] = []
        while made < count {
            let question = try t.listen(after: &heard, for: "a letter to make") { $0["kind"] as? String == "question" }
            let id = try #require(question["id"] as? String)
            let text = question["text"] as? String ?? ""
            let letter = try #require(text.wholeMatch(of: cue)?.output[1].substring.map(String.init), "\(id): '\(text)' is not the game's sentence")
            var keys = perkins(try #require(try braille([letter], table: table).first))
            #expect(!keys.isEmpty, "\(letter) has dots")
            if wrongFirst && made == 0 { keys = String(keys.dropLast()) + (keys.count == 1 ? "s" : "") }
            if lineMode {
                t.type(keys)
                t.press("Enter")
            } else {
                for key in keys {
                    t.type(String(key))
                    let dot = try t.listen(after: &heard, for: "the dot of \(key)") { $0["kind"] as? String == "dot" && $0["id"] as? String == id }
                    #expect((dot["text"] as? String)?.contains("\(Array("fdsjkl").firstIndex(of: key).map { $0 + 1 } ?? 0)") == true, "\(dot)")
                }
                t.press("Enter")
            }
            let result = try t.listen(after: &heard, for: "the result of \(id)") { ["right", "wrong"].contains($0["kind"] as? String) && $0["id"] as? String == id }
            results.append(result["kind"] as? String ?? "")
            if !wrongFirst { #expect(result["kind"] as? String == "right", "\(id): \(keys) was not right at the first try: \(result["text"] ?? "")") }
            guard result["kind"] as? String == "right" else { return results }
            made += 1
            t.press("Enter")
        }
        return results
    }

    @Test("ten letters made with the Perkins keys, each right at its first try, from the speech log and liblouis alone; every line for the display is lou_translate's",
          .enabled(if: louTranslate), arguments: [
        ("en", false), ("en", true), ("fr", false), ("fr", true), ("es", false), ("es", true), ("de", false), ("de", true),
    ])
    func tenLetters(_ language: String, _ lineMode: Bool) throws {
        let folder = try Binary.temporaryFolder("braille")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let log = folder + "/braille.log"
        let t = try Tmux(arguments: ["--mute", "--lang", language, "--open", "letters", "--braille", "--braille-log", log] + (lineMode ? ["--plain"] : []))
        try Self.play(t, language: language, lineMode: lineMode, count: 10)
        #expect(!t.utterances().contains { $0["kind"] as? String == "wrong" }, "no cell was set aside")
        // Home, with its cards, is shown on the display too.
        if lineMode { t.type("b") } else { t.press("BSpace") }
        if lineMode { t.press("Enter") }
        try t.waitForState { $0.screen == .home }
        // Each line the display was given, as liblouis gives it; the last (home's words) is waited for.
        let printed = { (text: String) in text.unicodeScalars.contains { !(0x2800...0x28FF).contains($0.value) } }
        let deadline = Date().addingTimeInterval(10)
        var lines: [[String: String]] = []
        while Date() < deadline {
            lines = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n")
                .compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: String] }
            if t.states().last?.screen == .home, lines.contains(where: { printed($0["text"] ?? "") }) { break }
            usleep(20_000)
        }
        #expect(lines.count >= 10, "\(lines.count) lines")
        #expect(lines.allSatisfy { $0["table"] == Self.tables[language] })
        let reference = try Self.braille(lines.map { $0["text"] ?? "" }, table: try #require(Self.tables[language]))
        for (line, expected) in zip(lines, reference) {
            #expect(line["braille"] == expected, "'\(line["text"] ?? "")': kids wrote \(line["braille"] ?? "none"), lou_translate \(expected)")
        }
        #expect(lines.contains { printed($0["text"] ?? "") }, "a line of words (home, all done) was written too: \(lines.suffix(2))")
    }

    @Test("the control: a child who leaves out a dot is heard to be wrong, so the test above would fail it", .enabled(if: louTranslate))
    func control() throws {
        let t = try Tmux(arguments: ["--mute", "--open", "letters", "--braille"])
        let results = try Self.play(t, language: "en", lineMode: false, count: 1, wrongFirst: true)
        #expect(results == ["wrong"], "\(results)")
    }
}
