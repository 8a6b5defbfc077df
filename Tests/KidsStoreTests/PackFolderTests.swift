import Foundation
import KidsModel
import Testing
@testable import KidsStore
@testable import KidsSystem

/// Packs read from folders: what is read, and how a folder's troubles reach the pack's problems. The checks
/// themselves are KidsModel's, tested there on files in memory.
@Suite("Pack folders")
struct PackFolderTests {
    /// A copy of the shipped English pack in a temporary folder, to break on purpose.
    static func packCopy() throws -> String {
        let folder = try Fixtures.temporaryFolder("pack")
        for file in try FileManager.default.contentsOfDirectory(atPath: Fixtures.englishPack) {
            let path = Fixtures.englishPack + "/" + file
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil {
                // The link to the one picture set, kept a link to where it leads.
                try FileManager.default.createSymbolicLink(atPath: folder + "/" + file,
                                                           withDestinationPath: URL(fileURLWithPath: path).resolvingSymlinksInPath().path)
            } else {
                try FileManager.default.copyItem(atPath: path, toPath: folder + "/" + file)
            }
        }
        return folder
    }

    /// The problems of the pack in `folder`; a test fails when it loads or its folder is missing.
    static func problems(_ folder: String) -> [ContentProblem] {
        switch PackFolder.load(folder: folder) {
        case .failure(.invalid(let problems)): return problems
        case let other:
            Issue.record("expected problems, got \(other)")
            return []
        }
    }

    @Test("the shipped packs load from their folders", arguments: ["en", "fr", "es", "de"])
    func shippedPacks(_ language: String) throws {
        let pack = try PackFolder.load(folder: Fixtures.root.appendingPathComponent("Content/\(language)").path).get()
        #expect(pack.language == language)
        #expect(pack.activities.map(\.id) == ["counting", "letters", "shapes", "keys", "keyboard", "stories", "listen", "words", "numbers"])
    }

    @Test("a missing folder is told apart from a broken pack, and so is a file where the folder should be")
    func missingFolder() {
        #expect(PackFolder.load(folder: "/nonexistent/kids-pack") == .failure(.folderMissing("/nonexistent/kids-pack")))
        let file = Fixtures.englishPack + "/pack.json"
        #expect(PackFolder.load(folder: file) == .failure(.folderMissing(file)))
    }

    @Test("the files read are the folder's JSON files and its images/ folder's PAM files, whole; other files and folders are left out")
    func filesRead() throws {
        let folder = try Self.packCopy()
        defer { Fixtures.remove(folder) }
        try Data("notes".utf8).write(to: URL(fileURLWithPath: folder + "/notes.txt"))
        try FileManager.default.createDirectory(atPath: folder + "/extra.json", withIntermediateDirectories: false)
        let files = try PackFolder.files(in: folder)
        // The images and, beside them, what they measure (`ImageMeasure.Known`), which is not a file of the pack.
        let inImages = try FileManager.default.contentsOfDirectory(atPath: Fixtures.englishPack + "/images")
        let images = inImages.filter { $0.hasSuffix(".pam") }
        #expect(images.count == 118 && inImages.count == 119 && inImages.contains(ImageMeasure.Known.file))
        let shipped = try FileManager.default.contentsOfDirectory(atPath: Fixtures.englishPack).filter { $0.hasSuffix(".json") }
        #expect(files.keys.sorted() == (shipped + images.map { "images/" + $0 }).sorted())
        #expect(files.keys.contains("pack.json"))
        for name in shipped {
            #expect(files[name] == FileManager.default.contents(atPath: Fixtures.englishPack + "/" + name).map(Array.init), "\(name)")
        }
    }

    @Test("a file deleted from the folder is a missing file")
    func deletedFile() throws {
        let folder = try Self.packCopy()
        defer { Fixtures.remove(folder) }
        try FileManager.default.removeItem(atPath: folder + "/shapes.json")
        let problems = Self.problems(folder)
        #expect(problems.map(\.rule) == [.missingFile])
        #expect(problems.first?.file == "shapes.json")
    }

    @Test("a folder where an activity's file should be is a missing file")
    func folderInPlaceOfFile() throws {
        let folder = try Self.packCopy()
        defer { Fixtures.remove(folder) }
        try FileManager.default.removeItem(atPath: folder + "/letters.json")
        try FileManager.default.createDirectory(atPath: folder + "/letters.json", withIntermediateDirectories: false)
        #expect(Self.problems(folder).map(\.rule) == [.missingFile])
    }

    @Test("a file that cannot be read is a missing file, named",
          .enabled(if: getuid() != 0, "root reads everything here; the end-to-end test unreadableAsUser makes the case as nobody"))
    func unreadableFile() throws {
        let folder = try Self.packCopy()
        defer { Fixtures.remove(folder) }
        chmod(folder + "/counting.json", 0o200)
        let problems = Self.problems(folder)
        #expect(problems.map(\.rule) == [.missingFile])
        #expect(problems.first?.file == "counting.json")
    }

    @Test("a syntax error in a file on disk names its line and column")
    func syntaxErrorOnDisk() throws {
        let folder = try Self.packCopy()
        defer { Fixtures.remove(folder) }
        try Data("{\n  \"id\": \"counting\",\n  \"title\": \"Counting\"\n  \"kind\": \"counting\"\n}".utf8)
            .write(to: URL(fileURLWithPath: folder + "/counting.json"))
        #expect(Self.problems(folder).map(\.description) == ["counting.json: json-syntax: line 4, column 3: ',' or '}' was expected"])
    }
}
