import Foundation
import Testing
@testable import KidsModel
@testable import KidsStore

/// Each child's progress in its own file, named after its animal; the one file of before becomes the first
/// child's with everything in it.
@Suite("Children: a file each")
struct ChildFolderTests {
    @Test("a version-3 progress.json becomes the first animal's, its stars, misses, reviews and settings kept; the old name is gone")
    func migration() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { Fixtures.remove(folder) }
        var before = Progress(settings: Settings(rate: 120, voice: "en-gb", kiosk: true))
        before.earnStar("counting.sun.1", at: 1_000)
        before.review("counting.sun.1", right: true, at: 1_000)
        before.review("letters.upper.B", right: false, at: 2_000)
        before.noteMiss("letters.upper.B")
        let bytes = ProgressFile.encode(before)
        #expect(String(decoding: bytes, as: UTF8.self).contains("\"version\" : 3"))
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/progress.json"))
        let children = ChildFolder(folder: folder)
        #expect(children.choose(nil) == "fox")
        #expect(!FileManager.default.fileExists(atPath: folder + "/progress.json"))
        #expect(children.children() == ["fox"])
        #expect(children.store("fox").load(now: 3_000) == ProgressStore.Loaded(progress: before, notice: nil))
        // Once moved, never again: a new progress.json (an older copy's save) is left alone.
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/progress.json"))
        #expect(children.choose(nil) == "fox" && children.children() == ["fox"])
    }

    @Test("each child has its own file; --child picks one, new or not; the first child by name plays when none is named")
    func children() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { Fixtures.remove(folder) }
        let children = ChildFolder(folder: folder)
        #expect(children.choose(nil) == "fox" && children.children().isEmpty, "no one yet: the first animal, saved when it earns")
        var owl = Progress()
        owl.earnStar("letters.upper.A", at: 1)
        try children.store(children.choose("owl")).save(owl, now: 1)
        try children.store("fox").save(Progress(), now: 1)
        #expect(children.children() == ["fox", "owl"])
        #expect(children.store("fox").load(now: 2).progress.stars.isEmpty)
        #expect(children.store("owl").load(now: 2).progress.hasStar("letters.upper.A"))
        #expect(!ChildFolder.isChild("progress") && !ChildFolder.isChild("Fox") && !ChildFolder.isChild("../x") && ChildFolder.isChild("fox"))
    }
}
