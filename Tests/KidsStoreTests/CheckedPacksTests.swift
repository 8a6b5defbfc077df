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
        pack.json["counting.json"] = Data(counting.replacingCharacters(in: title, with: "\"title\": \"Counting counting counting counting counting counting counting ").utf8)
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
        #expect(second.activities == first.activities && second.words == first.words && second.pictures.keys == first.pictures.keys)
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

    @Test("the program's identity is the executable's, and is the same twice")
    func programIdentity() {
        #expect(CheckedPacks.thisProgram() != nil)
        #expect(CheckedPacks.thisProgram() == CheckedPacks.thisProgram())
    }
}
