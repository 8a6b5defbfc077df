import Foundation
import Testing
@testable import KidsModel
@testable import KidsStore
@testable import KidsSystem

/// A corpus of damaged progress files: every one loads as fresh progress, is kept aside byte for byte,
/// and is reported; none crashes, and saving afterwards works and leaves the kept file alone.
@Suite("Damaged progress files")
struct CorruptProgressTests {
    static var good: [UInt8] {
        ProgressFile.encode(Progress(stars: ["counting.1": 1_700_000_000, "letters.a": 1_700_000_100],
                                     misses: ["counting.1": 2], settings: Settings(speechOn: false, rate: 120, voice: "en-gb")))
    }

    /// Named damaged contents (directories and permissions are tested apart).
    static var corpus: [(String, [UInt8])] {
        var files: [(String, [UInt8])] = []
        let bytes = [UInt8](good)
        for cut in 0..<(bytes.count - 1) {  // every truncation but the one that drops only the final newline
            files.append(("truncated at byte \(cut)", Array(bytes[..<cut])))
        }
        let texts: [(String, String)] = [
            ("version is text", #"{"version":"2","stars":{}}"#),
            ("stars is a list of numbers", #"{"version":2,"stars":[1,2],"misses":{},"resetAt":0,"settings":{"speech":true,"rate":140},"settingsChangedAt":0}"#),
            ("rate is text", #"{"version":2,"stars":{},"misses":{},"resetAt":0,"settings":{"speech":true,"rate":"fast"},"settingsChangedAt":0}"#),
            ("settings missing", #"{"version":2,"stars":{},"misses":{},"resetAt":0,"settingsChangedAt":0}"#),
            ("a huge miss count", #"{"version":2,"stars":{},"misses":{"a":99999999999999999999999},"resetAt":0,"settings":{"speech":true,"rate":140},"settingsChangedAt":0}"#),
            ("a huge rate", #"{"version":2,"stars":{},"misses":{},"resetAt":0,"settings":{"speech":true,"rate":1e308},"settingsChangedAt":0}"#),
            ("a negative miss count", #"{"version":2,"stars":{},"misses":{"a":-3},"resetAt":0,"settings":{"speech":true,"rate":140},"settingsChangedAt":0}"#),
            ("version from the future", #"{"version":99,"stars":{}}"#),
            ("no version", #"{"stars":{"counting.1":1}}"#),
            ("a list at the top", "[1,2,3]"),
            ("null", "null"),
            ("empty", ""),
            ("spaces only", "   \n\t "),
            ("version 1 with a number for stars", #"{"version":1,"stars":7}"#),
            ("deeply nested", String(repeating: "[", count: 5000)),
        ]
        files += texts.map { ($0.0, Array($0.1.utf8)) }
        var generator = SeededGenerator(seed: 7)
        for n in 0..<10 {
            files.append(("binary junk \(n)", Array((0..<Int.random(in: 1...4096, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) })))
        }
        files.append(("UTF-16", Array(String(decoding: good, as: UTF8.self).utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })))
        return files
    }

    @Test("the corpus has more than thirty kinds of damage")
    func corpusSize() {
        #expect(Self.corpus.count > 30)
    }

    @Test("every damaged file: fresh start, kept aside byte for byte, reported, and saving works after")
    func everyFile() throws {
        var failures: [String] = []
        for (name, data) in Self.corpus {
            let folder = try Fixtures.temporaryFolder("corrupt")
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let store = ProgressStore(folder: folder)
            try Data(data).write(to: URL(fileURLWithPath: store.path))
            let loaded = store.load(now: 1_764_455_000)
            guard loaded.progress == Progress(), case .keptAside(let keptAs, _)? = loaded.notice else {
                failures.append("\(name): \(String(describing: loaded.notice))")
                continue
            }
            if FileManager.default.contents(atPath: keptAs).map(Array.init) != data { failures.append("\(name): the kept file differs") }
            var p = loaded.progress
            p.earnStar("shapes.star", at: 5)
            do {
                try store.save(p, now: 5)
            } catch {
                failures.append("\(name): save failed: \(error)")
            }
            if store.load(now: 6).progress.stars.keys.sorted() != ["shapes.star"] { failures.append("\(name): the new star is not there") }
            if FileManager.default.contents(atPath: keptAs).map(Array.init) != data { failures.append("\(name): the kept file changed after saving") }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    @Test("the whole file loads, and so does it without its last newline")
    func goodStillLoads() throws {
        #expect(try ProgressFile.decode(Self.good).stars.count == 2)
        #expect(try ProgressFile.decode(Self.good.dropLast()).stars.count == 2)
    }

    @Test("a file damaged while the app runs is kept aside at the next save, and the app's stars are kept")
    func damagedBetweenSaves() throws {
        let folder = try Fixtures.temporaryFolder("corrupt")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = ProgressStore(folder: folder)
        var p = Progress()
        p.earnStar("counting.1", at: 1)
        try store.save(p, now: 1)
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: store.path))
        p.earnStar("counting.2", at: 2)
        try store.save(p, now: 2)
        #expect(Set(store.load(now: 3).progress.stars.keys) == ["counting.1", "counting.2"])
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains("corrupt") }
        #expect(kept.count == 1)
    }
}
