import Foundation
import KidsStore
import Testing
@testable import KidsModel

/// Every question of the four shipped packs, written or made by a rule, is pinned: stars and reviews are kept by
/// question ID, and what a child sees and hears of a question must not change by accident (a rule's code moved, a
/// maker rewritten). The fixture holds, for each activity, how many questions it has and a checksum of all they
/// say; `DUMP_QUESTIONS=/some/folder swift test` writes the questions out in full to compare, and
/// `RECORD_QUESTIONS=1 swift test` records the fixture anew after a change that is meant (read the dump's diff first).
@Suite("Shipped questions pinned")
struct PinnedQuestionsTests {
    static let packs = ["en", "fr", "es", "de"]
    static let fixture = Fixtures.root.appendingPathComponent("Tests/KidsModelTests/Fixtures/pinned-questions.txt")

    @Test("every question of the shipped packs is as recorded: IDs, text, speech, picture, answers, order")
    func questionsAsRecorded() throws {
        var lines: [String] = []
        for language in Self.packs {
            let pack = try PackFolder.load(folder: Fixtures.root.appendingPathComponent("Content/" + language).path).get()
            var full = ""
            for activity in pack.activities {
                let dump = activity.questions.enumerated().map { Self.dump($1, at: $0) }.joined()
                lines.append("\(language) \(activity.id): \(activity.questions.count) questions, fnv1a-64 \(Self.fnv1a(dump))")
                full += "# \(language) \(activity.id)\n" + dump
            }
            if let folder = ProcessInfo.processInfo.environment["DUMP_QUESTIONS"] {
                try Data(full.utf8).write(to: URL(fileURLWithPath: folder).appendingPathComponent("questions-\(language).txt"))
            }
        }
        let text = lines.joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["RECORD_QUESTIONS"] == "1" {
            try Data(text.utf8).write(to: Self.fixture)
            return
        }
        let recorded = try String(contentsOf: Self.fixture, encoding: .utf8)
        let was = Set(recorded.split(separator: "\n").map(String.init))
        let changed = lines.filter { !was.contains($0) }
        #expect(text == recorded, "changed: \(changed); compare DUMP_QUESTIONS before and after, then RECORD_QUESTIONS=1")
    }

    /// One question, a field a line, every string quoted (so a space or a line break shows).
    static func dump(_ q: Question, at order: Int) -> String {
        func s(_ text: String?) -> String { text.map { String(reflecting: $0) } ?? "nil" }
        var out = "\(order) \(s(q.id)) level \(q.level) game \(s(q.game))\n"
        out += "  text \(s(q.text))\n  spoken \(s(q.spoken))\n  voiced \(s(q.voiced))\n"
        out += "  picture \(s(q.picture.name)) \(q.picture.count) \(s(q.picture.label)) \(s(q.picture.letter))\n"
        for a in q.answers {
            out += "  answer \(s(a.id)) \(s(a.label)) \(s(a.spoken)) \(s(a.voiced)) \(s(a.picture))\n"
        }
        out += "  correct \(s(q.correct)) word \(s(q.word)) pieces \(q.pieces.map { s($0) }.joined(separator: " "))\n"
        return out
    }

    /// The 64-bit FNV-1a hash of the text's UTF-8 (Foundation on Linux has no digest; this one is a few lines).
    static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    @Test("the checksum sees a change of one character")
    func checksumSeesAChange() {
        #expect(Self.fnv1a("counting.apple.7") != Self.fnv1a("counting.apple.8"))
        #expect(Self.fnv1a("") == "cbf29ce484222325")
    }
}
