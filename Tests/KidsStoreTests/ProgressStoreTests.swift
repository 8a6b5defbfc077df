import Foundation
import Testing
@testable import KidsModel
@testable import KidsStore
@testable import KidsSystem

@Suite("Progress store: the file on disk")
struct ProgressStoreTests {
    func mode(_ path: String) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
    }

    @Test("no file means fresh progress and no notice")
    func missingIsFresh() throws {
        let root = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = ProgressStore(folder: root + "/not/yet")
        #expect(store.load(now: 0) == ProgressStore.Loaded(progress: Progress(), notice: nil))
    }

    @Test("saves and loads back; folder 0700, file 0600, no temp file left")
    func saveAndLoad() throws {
        let folder = try Fixtures.temporaryFolder() + "/kids"
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        let store = ProgressStore(folder: folder)
        var p = Progress()
        p.earnStar("counting.1", at: 100)
        try store.save(p, now: 100)
        #expect(store.load(now: 101).progress == p)
        #expect(try mode(folder) == 0o700)
        #expect(try mode(store.path) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["progress.json"], "the lock folder is removed after the save")
    }

    @Test("a damaged file is kept aside, reported, and the app starts fresh")
    func corruptKeptAside() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = ProgressStore(folder: folder)
        try Data("{\"version\":2,\"stars\":{\"counting.1\":".utf8).write(to: URL(fileURLWithPath: store.path))
        let loaded = store.load(now: 1_764_455_000)
        #expect(loaded.progress == Progress())
        guard case .keptAside(let keptAs, let reason)? = loaded.notice else {
            Issue.record("expected a kept-aside notice, got \(String(describing: loaded.notice))")
            return
        }
        #expect(keptAs == store.path + ".corrupt-2025-11-29T22-23-20Z")
        #expect(reason.contains("not valid JSON"))
        #expect(FileManager.default.contents(atPath: keptAs) == Data("{\"version\":2,\"stars\":{\"counting.1\":".utf8))
        #expect(!FileManager.default.fileExists(atPath: store.path))
        // A second damaged file in the same second does not overwrite the first one kept aside.
        try Data("junk".utf8).write(to: URL(fileURLWithPath: store.path))
        guard case .keptAside(let second, _)? = store.load(now: 1_764_455_000).notice else {
            Issue.record("expected a second kept-aside notice")
            return
        }
        #expect(second == keptAs + "-2")
    }

    @Test("saving merges with what another copy saved")
    func twoCopiesMerge() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = ProgressStore(folder: folder)
        let second = ProgressStore(folder: folder)
        var a = first.load(now: 0).progress
        var b = second.load(now: 0).progress
        a.earnStar("counting.1", at: 10)
        try first.save(a, now: 10)
        b.earnStar("letters.a", at: 11)
        let merged = try second.save(b, now: 11)
        #expect(Set(merged.stars.keys) == ["counting.1", "letters.a"])
        #expect(Set(first.load(now: 12).progress.stars.keys) == ["counting.1", "letters.a"])
    }

    @Test("many saves from two threads at once lose no star")
    func concurrentSaves() async throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        await withTaskGroup(of: Void.self) { group in
            for copy in 0..<2 {
                group.addTask {
                    let store = ProgressStore(folder: folder)
                    var p = Progress()
                    for n in 0..<50 {
                        p.earnStar("copy\(copy).q\(n)", at: Double(n + 1))
                        _ = try? store.save(p, now: Double(n + 1))
                    }
                }
            }
        }
        #expect(ProgressStore(folder: folder).load(now: 0).progress.stars.count == 100)
    }

    @Test("a file that cannot be read is never saved over",
          .enabled(if: getuid() != 0, "root reads everything here; the end-to-end test unreadableAsUser makes the case as nobody"))
    func unreadableNotOverwritten() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = ProgressStore(folder: folder)
        var good = Progress()
        good.earnStar("counting.1", at: 1)
        try store.save(good, now: 1)
        chmod(store.path, 0o200)
        defer { chmod(store.path, 0o600) }
        #expect(throws: ProgressStore.SaveError.self) { try store.save(Progress(), now: 2) }
    }

    @Test("a folder where the file should be is kept aside, and saving works again")
    func folderInThePlaceOfTheFile() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = ProgressStore(folder: folder)
        try FileManager.default.createDirectory(atPath: store.path, withIntermediateDirectories: false)
        let loaded = store.load(now: 0)
        #expect(loaded.progress == Progress())
        guard case .keptAside? = loaded.notice else {
            Issue.record("expected a kept-aside notice, got \(String(describing: loaded.notice))")
            return
        }
        var p = Progress()
        p.earnStar("shapes.star", at: 3)
        try store.save(p, now: 3)
        #expect(store.load(now: 4).progress == p)
    }

    @Test("a temporary file left by a killed copy is cleaned on the next save")
    func staleTempCleaned() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let stale = folder + "/progress.json.tmp-99999"
        try Data("half a save".utf8).write(to: URL(fileURLWithPath: stale))
        try ProgressStore(folder: folder).save(Progress(), now: 0)
        #expect(!FileManager.default.fileExists(atPath: stale))
    }

    @Test("a version-1 file left by the first release loads with its stars, and the next save writes version 3")
    func version1OnDisk() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = ProgressStore(folder: folder)
        try FileManager.default.copyItem(atPath: Fixtures.fixtures + "/progress-v1.json", toPath: store.path)
        let loaded = store.load(now: 0)
        #expect(loaded.notice == nil)
        #expect(Set(loaded.progress.stars.keys) == ["counting.1", "counting.2", "letters.a", "retired.question"])
        #expect(loaded.progress.settings == Settings(speechOn: false, rate: 120, voice: "en-gb"))
        try store.save(loaded.progress, now: 1)
        let saved = try #require(FileManager.default.contents(atPath: store.path))
        #expect(String(decoding: saved, as: UTF8.self).contains("\"version\" : 3"))
        #expect(store.load(now: 2).progress == loaded.progress)
    }

    @Test("a version-2 file of the first wave loads with every star and setting, saves as version 3, and still merges with another copy")
    func version2OnDisk() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = ProgressStore(folder: folder)
        try FileManager.default.copyItem(atPath: Fixtures.fixtures + "/progress-v2.json", toPath: store.path)
        let loaded = store.load(now: 1_800_000_000)
        #expect(loaded.notice == nil)
        #expect(loaded.progress.stars == ["counting.1": 1_700_000_000, "counting.10": 1_700_000_100, "letters.b": 1_700_000_200,
                                          "shapes.oval": 1_700_000_300])
        #expect(loaded.progress.misses == ["counting.3": 2, "shapes.oval": 1] && loaded.progress.resetAt == 1_699_000_000)
        #expect(loaded.progress.settings == Settings(speechOn: true, rate: 130, voice: "en-gb", lineMode: true))
        #expect(Set(loaded.progress.reviews.keys) == Set(loaded.progress.stars.keys))
        // Another copy, still running the first wave's binary, saved a star meanwhile (version 2 on disk).
        let other = try String(contentsOfFile: Fixtures.fixtures + "/progress-v2.json", encoding: .utf8)
            .replacingOccurrences(of: "\"counting.1\" : 1700000000,", with: "\"counting.1\" : 1700000000, \"letters.c\" : 1750000000,")
        try other.write(toFile: store.path, atomically: true, encoding: .utf8)
        var mine = loaded.progress
        mine.earnStar("counting.sun.2", at: 1_800_000_000)
        mine.review("counting.sun.2", right: true, at: 1_800_000_000)
        let merged = try store.save(mine, now: 1_800_000_000)
        #expect(Set(merged.stars.keys) == ["counting.1", "counting.10", "letters.b", "shapes.oval", "letters.c", "counting.sun.2"])
        #expect(merged.reviews["counting.sun.2"]?.box == Review.rightAtOnce)
        let saved = String(decoding: try #require(FileManager.default.contents(atPath: store.path)), as: UTF8.self)
        #expect(saved.contains("\"version\" : 3"))
        #expect(store.load(now: 1_800_000_001).progress == merged)
    }

    @Test("the default folder follows XDG_DATA_HOME, then HOME")
    func defaultFolder() {
        #expect(ProgressStore.defaultFolder(environment: ["XDG_DATA_HOME": "/x", "HOME": "/h"]) == "/x/kids")
        #expect(ProgressStore.defaultFolder(environment: ["XDG_DATA_HOME": "relative", "HOME": "/h"]) == "/h/.local/share/kids")
        #expect(ProgressStore.defaultFolder(environment: ["HOME": "/h"]) == "/h/.local/share/kids")
        #expect(ProgressStore.defaultFolder(environment: [:]) == nil)
    }
}
