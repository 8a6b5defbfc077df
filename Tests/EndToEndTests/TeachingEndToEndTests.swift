import Foundation
import Testing
import TestSupport

/// The listening games as a teacher plays them, in the real binary and from its speech log alone, in every
/// language: a round of the listening card with every tile tried in turn (so that answers are wrong and right), each
/// game introduced once with its example before its first question, a model after every answer; and on a second
/// start the same day, no game the child tried is introduced again.
@Suite("Teaching the listening games, heard", .tags(.slow))
struct TeachingEndToEndTests {
    /// The speech log's lines, as objects.
    static func said(_ path: String) -> [[String: Any]] {
        ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    static func game(of id: String) -> String { id.split(separator: ".").dropFirst().first.map(String.init) ?? "" }

    @Test("a round of the listening card: each game introduced once, before its first question; a model after every answer, right or wrong; not again the same day",
          arguments: ["en", "fr", "es", "de"])
    func round(language: String) throws {
        let folder = try Binary.temporaryFolder("teach-" + language)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let log = folder + "/speech.log"
        // Each question: 1, 2, 3 and 4 in turn (a tile set aside is skipped), then Next.
        let input = String(repeating: "1\n2\n3\n4\nn\n", count: 10) + "q\n"
        let arguments = ["--lang", language, "--open", "listen", "--plain", "--mute", "--seed", "3", "--state-dir", folder + "/state", "--speech-log", log]
        let run = try Binary.run(arguments, input: input)
        #expect(run.status == 0, "\(run.output)")
        let said = Self.said(log)
        let kinds = said.map { $0["kind"] as? String ?? "" }
        #expect(kinds.contains("question"), "\(language): \(kinds)")
        // Introductions: one a game, right before that game's first question (its example between them).
        var introduced: [String] = []
        for (n, line) in said.enumerated() where line["kind"] as? String == "introduction" {
            let id = try #require(line["id"] as? String)
            introduced.append(Self.game(of: id))
            let next = try #require(said[(n + 1)...].first { $0["kind"] as? String == "question" }, "\(language): a question follows the introduction")
            #expect(next["id"] as? String == id, "\(language): the introduction of \(id) is followed by \(next["id"] ?? "")")
            let example = said[(n + 1)...].prefix { $0["kind"] as? String != "question" }
            #expect(example.contains { $0["kind"] as? String == "model" }, "\(language) \(id): an example is played")
            let firstOfGame = said.first { $0["kind"] as? String == "question" && Self.game(of: $0["id"] as? String ?? "") == Self.game(of: id) }
            #expect(firstOfGame?["id"] as? String == id, "\(language): \(id) is its game's first question")
        }
        let games = Set(said.filter { $0["kind"] as? String == "question" }.compactMap { ($0["id"] as? String).map(Self.game) })
        #expect(Set(introduced) == games && introduced.count == games.count, "\(language): introduced \(introduced), played \(games)")
        // After every answer, right or wrong, a model of the same question.
        for (n, line) in said.enumerated() where ["right", "wrong"].contains(line["kind"] as? String) {
            let after = said[(n + 1)...].prefix { !["right", "wrong", "question", "done"].contains($0["kind"] as? String) }
            #expect(after.contains { $0["kind"] as? String == "model" && $0["id"] as? String == line["id"] as? String },
                    "\(language): no model after \(line["kind"] ?? "") for \(line["id"] ?? ""): \(after.map { $0["kind"] ?? "" })")
        }
        // The same day again: the games tried are not introduced again.
        try FileManager.default.removeItem(atPath: log)
        let again = try Binary.run(arguments, input: "1\nq\n")
        #expect(again.status == 0, "\(again.output)")
        let second = Self.said(log)
        let firstQuestion = second.first { $0["kind"] as? String == "question" }.flatMap { ($0["id"] as? String).map(Self.game) }
        #expect(!second.contains { $0["kind"] as? String == "introduction" && games.contains(Self.game(of: $0["id"] as? String ?? "")) },
                "\(language): introduced again the same day: \(second.map { "\($0["kind"] ?? "") \($0["id"] ?? "")" }) (first: \(firstQuestion ?? ""))")
    }
}
