import Foundation
import KidsModel
import Testing
@testable import KidsStore
@testable import KidsSystem

/// A pack checked whole once is not checked again by the same program: the record, and when it is not trusted.
@Suite("Packs checked once")
struct CheckedPacksTests {
    /// The shipped English pack as a start meets it, with a problem of sense only (an answer's text too long for
    /// its tile), which the checks find and nothing else does.
    static func senseProblemPack() throws -> PackFiles {
        var pack = try PackFolder.contents(of: Fixtures.englishPack)
        let counting = String(decoding: try #require(pack.json["counting.json"]), as: UTF8.self)
        let title = try #require(counting.range(of: "\"title\": \""))
        pack.json["counting.json"] = Array(counting.replacingCharacters(in: title, with: "\"title\": \"Counting counting counting counting counting counting counting ").utf8)
        return pack
    }

    @Test("a good pack is checked whole and recorded; the next load by the same program skips the checks and reads no image, and gives the same pack")
    func recordedThenTrusted() throws {
        let folder = try Fixtures.temporaryFolder("checked")
        defer { Fixtures.remove(folder) }
        let checked = CheckedPacks(folder: folder, program: 7)
        let pack = try PackFolder.contents(of: Fixtures.englishPack)
        #expect(checked.recorded().isEmpty)
        let first = try checked.load(pack).get()
        #expect(checked.recorded() == [ContentLoader.fingerprint(of: pack.identities, salt: 7)])
        // Checked whole, every image was read and measured, and is left to be read again when drawn (issue 52: a first
        // start holds no pack's worth of images).
        let images = first.pictures.values.compactMap(\.image)
        #expect(images.count >= 40 && images.allSatisfy { !$0.isDecoded }, "checked whole: every image measured and let go")
        let second = try checked.load(pack).get()
        // Read back from its archive: the pack as loaded, less the rules that made its questions (issue 52).
        #expect(second == Self.withoutRules(first))
        #expect(checked.recorded().count == 1, "recorded once")
        // Trusted, the pack's images are left to be read when first drawn; read then, each is the same image.
        for (name, picture) in second.pictures {
            guard let image = picture.image else { continue }
            #expect(!image.isDecoded, "\(name) was read at the start")
            #expect(try image.bitmap() == first.pictures[name]?.image?.bitmap(), "\(name)")
        }
    }

    @Test("a pack is recognised by its images' identities, not their bytes: an image written again, even the same size, is checked whole again")
    func imagesByIdentity() throws {
        let folder = try Fixtures.temporaryFolder("checked")
        let copy = try Fixtures.temporaryFolder("pack")
        defer { Fixtures.remove(folder); Fixtures.remove(copy) }
        for name in try FileManager.default.contentsOfDirectory(atPath: Fixtures.englishPack) where name.hasSuffix(".json") {
            try FileManager.default.copyItem(atPath: Fixtures.englishPack + "/" + name, toPath: copy + "/" + name)
        }
        try FileManager.default.createDirectory(atPath: copy + "/images", withIntermediateDirectories: false)
        for name in try FileManager.default.contentsOfDirectory(atPath: Fixtures.englishPack + "/images") {
            try FileManager.default.copyItem(atPath: Fixtures.englishPack + "/images/" + name, toPath: copy + "/images/" + name)
        }
        let checked = CheckedPacks(folder: folder, program: 7)
        _ = try checked.load(try PackFolder.contents(of: copy)).get()
        let sun = copy + "/images/sun.pam"
        let size = try #require(FileManager.default.attributesOfItem(atPath: sun)[.size] as? Int)
        // Garbage of the very same size: a start that hashed nothing but sizes and names would trust it.
        try Data(repeating: UInt8(ascii: "x"), count: size).write(to: URL(fileURLWithPath: sun))
        guard case .failure(.invalid(let problems)) = checked.load(try PackFolder.contents(of: copy)) else {
            Issue.record("an image written again was trusted")
            return
        }
        #expect(problems.contains { $0.rule == .pictureImage && $0.detail.contains("sun.pam") }, "\(problems)")
    }

    @Test("the checks are skipped only for the very bytes recorded, by the very program that recorded them")
    func trustIsNarrow() throws {
        let folder = try Fixtures.temporaryFolder("checked")
        defer { Fixtures.remove(folder) }
        let broken = try Self.senseProblemPack()
        let checked = CheckedPacks(folder: folder, program: 7)
        guard case .failure(.invalid(let problems)) = checked.load(broken) else {
            Issue.record("a title too long was not found")
            return
        }
        #expect(!problems.isEmpty)
        #expect(checked.recorded().isEmpty, "a pack with problems is never recorded")
        // Recorded by hand, as if it had passed: the same bytes by the same program are not checked again,
        // which shows the checks really are skipped…
        checked.record(ContentLoader.fingerprint(of: broken.identities, salt: 7))
        #expect((try? checked.load(broken).get()) != nil)
        // …but another program (a new build) checks them whole, and so does the same program for one byte more.
        #expect((try? CheckedPacks(folder: folder, program: 8).load(broken).get()) == nil)
        var changed = broken
        changed.json["pictures.json"]?.append(UInt8(ascii: "\n"))
        #expect((try? checked.load(changed).get()) == nil)
        // With no program identity nothing is trusted.
        #expect((try? CheckedPacks(folder: folder, program: nil).load(broken).get()) == nil)
    }

    @Test("a garbled or unreadable record only means checking again, and the record keeps the newest sixteen")
    func recordIsNotPrecious() throws {
        let folder = try Fixtures.temporaryFolder("checked")
        defer { Fixtures.remove(folder) }
        let checked = CheckedPacks(folder: folder, program: 7)
        try Data("not a fingerprint\n\u{0}\u{1}zz\n".utf8).write(to: URL(fileURLWithPath: checked.path))
        #expect(checked.recorded().isEmpty)
        _ = try checked.load(try PackFolder.contents(of: Fixtures.englishPack)).get()
        #expect(checked.recorded().count == 1)
        for n in 1...20 { checked.record(UInt64(n)) }
        #expect(checked.recorded() == (5...20).map(UInt64.init))
        try FileManager.default.removeItem(atPath: checked.path)
        try FileManager.default.createDirectory(atPath: checked.path, withIntermediateDirectories: false)
        #expect(checked.recorded().isEmpty, "a folder where the record should be is no record")
        #expect((try? checked.load(try PackFolder.contents(of: Fixtures.englishPack)).get()) != nil, "and the pack still loads")
    }

    /// `pack` as its archive keeps it: the activities without the rules that made their questions.
    static func withoutRules(_ pack: ContentPack) -> ContentPack {
        var pack = pack
        for index in pack.activities.indices {
            pack.activities[index].generate = []
            pack.activities[index].shapes = []
        }
        return pack
    }

    @Test("every shipped pack read back from its archive is the pack loaded from its files, its images still to be read", arguments: ["en", "fr", "es", "de"])
    func archiveRoundTrip(language: String) throws {
        let folder = try Fixtures.temporaryFolder("checked")
        defer { Fixtures.remove(folder) }
        let checked = CheckedPacks(folder: folder, program: 7)
        let pack = try PackFolder.contents(of: Fixtures.root.appendingPathComponent("Content/" + language).path)
        let loaded = try checked.load(pack).get()
        let fingerprint = ContentLoader.fingerprint(of: pack.identities, salt: 7)
        #expect(FileManager.default.fileExists(atPath: folder + "/" + CheckedPacks.archiveName(fingerprint)), "kept at the check")
        let fromFiles = try pack.load(checkedBefore: true, fingerprint: fingerprint).get()
        let kept = try #require(checked.archived(fingerprint, images: pack.unreadImages(pack: fingerprint)))
        #expect(kept == Self.withoutRules(fromFiles))
        #expect(kept == Self.withoutRules(loaded))
        #expect(kept.activities.map(\.questions.count) == fromFiles.activities.map(\.questions.count))
        #expect(kept.pictures.values.compactMap(\.image).allSatisfy { !$0.isDecoded && $0.pack == fingerprint })
        #expect(try checked.load(pack).get() == kept, "the next start reads the archive")
    }

    @Test("an archive damaged, cut short, of another pack, another user's or writable by others is not read: the pack is loaded from its files, and kept anew")
    func archiveDistrusted() throws {
        let folder = try Fixtures.temporaryFolder("checked")
        defer { Fixtures.remove(folder) }
        let checked = CheckedPacks(folder: folder, program: 7)
        let pack = try PackFolder.contents(of: Fixtures.englishPack)
        let fingerprint = ContentLoader.fingerprint(of: pack.identities, salt: 7)
        let good = Self.withoutRules(try checked.load(pack).get())
        let path = folder + "/" + CheckedPacks.archiveName(fingerprint)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let images = pack.unreadImages(pack: fingerprint)
        #expect(checked.archived(fingerprint, images: images) == good)
        var flipped = bytes
        flipped[bytes.count / 2] ^= 0x20
        let other = ContentLoader.fingerprint(of: ["other": []], salt: 7)
        for (what, damaged) in [("a byte changed", flipped), ("cut short", bytes.prefix(bytes.count - 1)), ("empty", Data()),
                                ("garbage", Data(repeating: 0xFF, count: 4096)), ("a byte more", bytes + [0])] {
            try damaged.write(to: URL(fileURLWithPath: path))
            #expect(checked.archived(fingerprint, images: images) == nil, "\(what)")
            #expect(Self.withoutRules(try checked.load(pack).get()) == good, "\(what): loaded from the files")
            #expect(checked.archived(fingerprint, images: images) == good, "\(what): kept anew")
        }
        // The archive of another fingerprint, under this one's name.
        try bytes.write(to: URL(fileURLWithPath: folder + "/" + CheckedPacks.archiveName(other)))
        #expect(checked.archived(other, images: images) == nil)
        // Writable by others, or another user's: not this program's own cache, whatever it holds.
        try bytes.write(to: URL(fileURLWithPath: path))
        chmod(path, 0o666)
        #expect(checked.archived(fingerprint, images: images) == nil, "writable by others")
        chmod(path, 0o600)
        #expect(chown(path, 4242, 4242) == 0)
        #expect(checked.archived(fingerprint, images: images) == nil, "another user's")
        // A link in its place is not followed.
        try FileManager.default.removeItem(atPath: path)
        try bytes.write(to: URL(fileURLWithPath: folder + "/elsewhere"))
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: folder + "/elsewhere")
        #expect(checked.archived(fingerprint, images: images) == nil, "a link")
        #expect(Self.withoutRules(try checked.load(pack).get()) == good)
        // Nor a FIFO (its own, of its own mode) in its place, which is not waited on: no writer ever comes.
        try FileManager.default.removeItem(atPath: path)
        #expect(mkfifo(path, 0o600) == 0)
        #expect(checked.archived(fingerprint, images: images) == nil, "a FIFO")
        #expect(Self.withoutRules(try checked.load(pack).get()) == good, "loaded from the files beside a FIFO")
    }

    @Test("an archive whose pack lost an image is not read")
    func archiveWithoutItsImages() throws {
        let folder = try Fixtures.temporaryFolder("checked")
        defer { Fixtures.remove(folder) }
        let checked = CheckedPacks(folder: folder, program: 7)
        let pack = try PackFolder.contents(of: Fixtures.englishPack)
        let fingerprint = ContentLoader.fingerprint(of: pack.identities, salt: 7)
        _ = try checked.load(pack).get()
        var images = pack.unreadImages(pack: fingerprint)
        images["sun.pam"] = nil
        #expect(checked.archived(fingerprint, images: images) == nil)
    }

    @Test("the archives of packs dropped from the record go with them")
    func archivesPruned() throws {
        let folder = try Fixtures.temporaryFolder("checked")
        defer { Fixtures.remove(folder) }
        let checked = CheckedPacks(folder: folder, program: 7)
        let pack = try PackFolder.contents(of: Fixtures.englishPack)
        let fingerprint = ContentLoader.fingerprint(of: pack.identities, salt: 7)
        _ = try checked.load(pack).get()
        let path = folder + "/" + CheckedPacks.archiveName(fingerprint)
        #expect(FileManager.default.fileExists(atPath: path))
        for n in 1...CheckedPacks.kept { checked.record(UInt64(n)) }
        #expect(!checked.recorded().contains(fingerprint))
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("the program's identity is the executable's, and is the same twice")
    func programIdentity() {
        #expect(CheckedPacks.thisProgram() != nil)
        #expect(CheckedPacks.thisProgram() == CheckedPacks.thisProgram())
    }
}
