import Foundation
import Testing
@testable import KidsSystem

/// The one way into a folder other users can write (`OpenFolder`): nothing planted in it is ever followed, written
/// through or emptied, and nothing outside it is reached.
@Suite("A folder opened once, never followed out of")
struct OpenFolderTests {
    /// A folder with a canary outside it: a file and a folder holding a file, each link-able from inside.
    struct Planted {
        let root: String
        var inside: String { root + "/share" }
        var canaryFile: String { root + "/canary.txt" }
        var canaryFolder: String { root + "/canary" }

        init() throws {
            root = try Fixtures.temporaryFolder("open-folder")
            try FileManager.default.createDirectory(atPath: root + "/share", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: root + "/canary", withIntermediateDirectories: true)
            try Data("keep me".utf8).write(to: URL(fileURLWithPath: root + "/canary.txt"))
            try Data("keep me too".utf8).write(to: URL(fileURLWithPath: root + "/canary/inner.txt"))
        }

        func link(_ name: String, to target: String) throws {
            try FileManager.default.createSymbolicLink(atPath: inside + "/" + name, withDestinationPath: target)
        }

        /// The canaries are as they were made.
        var untouched: Bool {
            (try? String(contentsOfFile: canaryFile, encoding: .utf8)) == "keep me"
                && (try? String(contentsOfFile: canaryFolder + "/inner.txt", encoding: .utf8)) == "keep me too"
                && (try? FileManager.default.contentsOfDirectory(atPath: canaryFolder)) == ["inner.txt"]
        }
    }

    @Test("a folder named by a link is refused (ELOOP), and so is entering a link inside")
    func linksRefused() throws {
        let planted = try Planted()
        defer { Fixtures.remove(planted.root) }
        try FileManager.default.createSymbolicLink(atPath: planted.root + "/via-link", withDestinationPath: planted.canaryFolder)
        #expect(throws: Errno(rawValue: ELOOP)) { try OpenFolder.open(planted.root + "/via-link") }
        let share = try OpenFolder.open(planted.inside)
        try planted.link("lock.d", to: planted.canaryFolder)
        #expect(throws: Errno(rawValue: ELOOP)) { try share.folder("lock.d") }
        #expect(try share.status("lock.d").isSymbolicLink)
    }

    @Test("reading a link, a FIFO or a folder gives .notRegular, at once and without following")
    func readsOnlyRegularFiles() throws {
        let planted = try Planted()
        defer { Fixtures.remove(planted.root) }
        let share = try OpenFolder.open(planted.inside)
        try planted.link("fox.json", to: planted.canaryFile)
        #expect(mkfifo(planted.inside + "/owl.json", 0o600) == 0)
        try FileManager.default.createDirectory(atPath: planted.inside + "/cat.json", withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: planted.inside + "/dog.json"))
        #expect(try share.read("fox.json", limit: 100) == .notRegular)
        #expect(try share.read("owl.json", limit: 100) == .notRegular)  // A FIFO with no writer: never waited on.
        #expect(try share.read("cat.json", limit: 100) == .notRegular)
        #expect(try share.read("dog.json", limit: 100) == .bytes(Array("{}".utf8)))
        #expect(try share.read("dog.json", limit: 1) == .tooLarge)
        #expect(try share.status("owl.json").kind == "a FIFO")
    }

    @Test("a new file has a random name, is made O_EXCL with its permissions whatever the umask, and renaming it over a link replaces the link")
    func writesNeverThroughALink() throws {
        let planted = try Planted()
        defer { Fixtures.remove(planted.root) }
        let share = try OpenFolder.open(planted.inside)
        try planted.link("fox.json", to: planted.canaryFile)
        let old = umask(0o077)
        defer { umask(old) }
        let first = try share.write(Array("one".utf8), prefix: "fox.json.tmp-", permissions: 0o660, sync: true)
        let second = try share.write(Array("two".utf8), prefix: "fox.json.tmp-", permissions: 0o660, sync: false)
        #expect(first != second && first.hasPrefix("fox.json.tmp-") && first.count == "fox.json.tmp-".count + 16)
        #expect(try share.status(first).permissions == 0o660)
        try share.rename(first, to: "fox.json")
        #expect(try share.status("fox.json").isRegularFile)
        #expect(try share.read("fox.json", limit: 10) == .bytes(Array("one".utf8)))
        try share.remove(second)
        #expect(try share.names() == ["fox.json"])
        #expect(planted.untouched)
    }

    @Test("removing a link removes the link only; a name with a slash or a dot-dot is refused")
    func removeAndNames() throws {
        let planted = try Planted()
        defer { Fixtures.remove(planted.root) }
        let share = try OpenFolder.open(planted.inside)
        try planted.link("a", to: planted.canaryFile)
        try planted.link("b", to: planted.canaryFolder)
        try share.remove("a")
        try share.remove("b")
        #expect(try share.names().isEmpty)
        for bad in ["", ".", "..", "../canary.txt", "x/y"] {
            #expect(throws: Errno(rawValue: EINVAL), "\(bad)") { try share.remove(bad) }
            #expect(throws: Errno(rawValue: EINVAL), "\(bad)") { try share.read(bad, limit: 10) }
            #expect(throws: Errno(rawValue: EINVAL), "\(bad)") { try share.rename(bad, to: "c") }
        }
        #expect(planted.untouched)
    }

    @Test("a new folder is made with its permissions whatever the umask and entered; a name taken by anything is EEXIST")
    func makeFolder() throws {
        let planted = try Planted()
        defer { Fixtures.remove(planted.root) }
        let share = try OpenFolder.open(planted.inside)
        let old = umask(0o077)
        defer { umask(old) }
        let made = try share.makeFolder("fox.lock.d", permissions: 0o770)
        #expect(try made.status().permissions == 0o770 && made.path == planted.inside + "/fox.lock.d")
        _ = try made.write(Array("x".utf8), prefix: "owner-", permissions: 0o660, sync: false)
        try planted.link("owl.lock.d", to: planted.canaryFolder)
        #expect(throws: Errno.fileExists) { try share.makeFolder("owl.lock.d", permissions: 0o770) }
        #expect(planted.untouched)
    }

    @Test("a fresh listing leaves no probe behind and lists none")
    func freshNames() throws {
        let planted = try Planted()
        defer { Fixtures.remove(planted.root) }
        let share = try OpenFolder.open(planted.inside)
        try Data().write(to: URL(fileURLWithPath: planted.inside + "/fox.json"))
        try Data().write(to: URL(fileURLWithPath: planted.inside + "/\(OpenFolder.probePrefix)left-by-a-crash"))
        #expect(try share.freshNames() == ["fox.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: planted.inside).count == 2)
    }

    @Test("a new file is made O_EXCL | O_NOFOLLOW: a link or a FIFO already under the very name it would take is never opened, written or followed")
    func exclusiveCreate() throws {
        let planted = try Planted()
        defer { Fixtures.remove(planted.root) }
        let share = try OpenFolder.open(planted.inside)
        try planted.link("fox.json.tmp-guessed", to: planted.canaryFile)
        #expect(mkfifo(planted.inside + "/owl.json.tmp-guessed", 0o600) == 0)
        for prefix in ["fox.json.tmp-", "owl.json.tmp-"] {
            // A name guessed right every time: each try finds it taken, and the make gives up with EEXIST.
            #expect(throws: Errno.fileExists) { _ = try share.makeFile(prefix: prefix, permissions: 0o600, random: { "guessed" }) }
        }
        #expect(planted.untouched)
        #expect(try share.status("fox.json.tmp-guessed").isSymbolicLink && share.status("owl.json.tmp-guessed").kind == "a FIFO")
    }
}
