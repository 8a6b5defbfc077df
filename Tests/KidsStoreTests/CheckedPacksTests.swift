import Foundation
import KidsModel
import Testing
@testable import KidsStore
@testable import KidsSystem

/// A pack checked whole once is not checked again by the same program: the record, and when it is not trusted.
@Suite("Packs checked once")
struct CheckedPacksTests {
    /// The shipped English pack's files, with a problem of sense only (an answer's text too long for its tile),
    /// which the checks find and nothing else does.
    static func senseProblemFiles() throws -> [String: Data] {
        var files = try PackFolder.files(in: Fixtures.englishPack)
        let counting = String(decoding: try #require(files["counting.json"]), as: UTF8.self)
        let title = try #require(counting.range(of: "\"title\": \""))
        files["counting.json"] = Data(counting.replacingCharacters(in: title, with: "\"title\": \"Counting counting counting counting counting counting counting ").utf8)
        return files
    }

    @Test("a good pack is checked whole and recorded; the next load by the same program skips the checks, and gives the same pack")
    func recordedThenTrusted() throws {
        let folder = try Fixtures.temporaryFolder("checked")
        defer { Fixtures.remove(folder) }
        let checked = CheckedPacks(folder: folder, program: 7)
        let files = try PackFolder.files(in: Fixtures.englishPack)
        #expect(checked.recorded().isEmpty)
        let first = try checked.load(files: files).get()
        #expect(checked.recorded() == [ContentLoader.fingerprint(of: files, salt: 7)])
        let second = try checked.load(files: files).get()
        #expect(second == first)
        #expect(checked.recorded().count == 1, "recorded once")
    }

    @Test("the checks are skipped only for the very bytes recorded, by the very program that recorded them")
    func trustIsNarrow() throws {
        let folder = try Fixtures.temporaryFolder("checked")
        defer { Fixtures.remove(folder) }
        let broken = try Self.senseProblemFiles()
        let checked = CheckedPacks(folder: folder, program: 7)
        guard case .failure(.invalid(let problems)) = checked.load(files: broken) else {
            Issue.record("a title too long was not found")
            return
        }
        #expect(!problems.isEmpty)
        #expect(checked.recorded().isEmpty, "a pack with problems is never recorded")
        // Recorded by hand, as if it had passed: the same bytes by the same program are not checked again,
        // which shows the checks really are skipped…
        checked.record(ContentLoader.fingerprint(of: broken, salt: 7))
        #expect((try? checked.load(files: broken).get()) != nil)
        // …but another program (a new build) checks them whole, and so does the same program for one byte more.
        #expect((try? CheckedPacks(folder: folder, program: 8).load(files: broken).get()) == nil)
        var changed = broken
        changed["pictures.json"]?.append(UInt8(ascii: "\n"))
        #expect((try? checked.load(files: changed).get()) == nil)
        // With no program identity nothing is trusted.
        #expect((try? CheckedPacks(folder: folder, program: nil).load(files: broken).get()) == nil)
    }

    @Test("a garbled or unreadable record only means checking again, and the record keeps the newest sixteen")
    func recordIsNotPrecious() throws {
        let folder = try Fixtures.temporaryFolder("checked")
        defer { Fixtures.remove(folder) }
        let checked = CheckedPacks(folder: folder, program: 7)
        try Data("not a fingerprint\n\u{0}\u{1}zz\n".utf8).write(to: URL(fileURLWithPath: checked.path))
        #expect(checked.recorded().isEmpty)
        _ = try checked.load(files: try PackFolder.files(in: Fixtures.englishPack)).get()
        #expect(checked.recorded().count == 1)
        for n in 1...20 { checked.record(UInt64(n)) }
        #expect(checked.recorded() == (5...20).map(UInt64.init))
        try FileManager.default.removeItem(atPath: checked.path)
        try FileManager.default.createDirectory(atPath: checked.path, withIntermediateDirectories: false)
        #expect(checked.recorded().isEmpty, "a folder where the record should be is no record")
        #expect((try? checked.load(files: try PackFolder.files(in: Fixtures.englishPack)).get()) != nil, "and the pack still loads")
    }

    @Test("the program's identity is the executable's, and is the same twice")
    func programIdentity() {
        #expect(CheckedPacks.thisProgram() != nil)
        #expect(CheckedPacks.thisProgram() == CheckedPacks.thisProgram())
    }
}
