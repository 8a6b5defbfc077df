import Foundation
import Testing
@testable import KidsStore
@testable import KidsSystem

/// The thin POSIX wrappers: errors come back typed, with the C library's words, and nothing is lost on the way.
@Suite("System call wrappers")
struct SystemTests {
    @Test("a failed call throws its errno, typed, with strerror's text")
    func errnoIsTyped() throws {
        let error = #expect(throws: Errno.self) { try FileDescriptor.open("/nonexistent/kids-\(UUID().uuidString)", O_RDONLY) }
        #expect(error == .noSuchFile)
        #expect(error?.rawValue == ENOENT)
        #expect(error?.description == "No such file or directory")
    }

    @Test("a write to a closed descriptor throws EBADF")
    func writeToClosed() throws {
        let null = try FileDescriptor.open("/dev/null", O_WRONLY)
        // A number far above the ones in use, so no other test's open can reuse it once it is closed.
        let high = FileDescriptor(rawValue: 900)
        try null.duplicate(as: high)
        try null.close()
        try high.close()
        let error = #expect(throws: Errno.self) { try high.writeAll(Array("lost".utf8)) }
        #expect(error == .badFileDescriptor)
        #expect(error?.description == "Bad file descriptor")
    }

    @Test("rename of a missing file throws ENOENT")
    func renameMissing() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { Fixtures.remove(folder) }
        let error = #expect(throws: Errno.self) { try OpenFolder.open(folder).rename("missing", to: "other") }
        #expect(error == .noSuchFile)
    }

    @Test("writeAll writes every byte, and read gives them back")
    func writeAndReadBack() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { Fixtures.remove(folder) }
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let fd = try FileDescriptor.open(folder + "/data", O_WRONLY | O_CREAT | O_EXCL, permissions: 0o600)
        try fd.writeAll(bytes)
        try fd.sync()
        try fd.close()
        #expect(try RegularFile.read(folder + "/data", limit: 1 << 20) == .bytes(bytes))
        #expect(try RegularFile.read(folder + "/data", limit: 1000) == .tooLarge)
        #expect(try RegularFile.read(folder, limit: 1000) == .notRegular)
        #expect(try fileStatus(folder + "/data").permissions == 0o600)
    }

    @Test("fstat and stat name the same file; dup2 points a descriptor at another file")
    func statusAndDuplicate() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { Fixtures.remove(folder) }
        let a = try FileDescriptor.open(folder + "/a", O_WRONLY | O_CREAT, permissions: 0o600)
        let b = try FileDescriptor.open(folder + "/b", O_WRONLY | O_CREAT, permissions: 0o600)
        #expect(try a.status().isSameFile(as: fileStatus(folder + "/a")))
        #expect(try !a.status().isSameFile(as: fileStatus(folder + "/b")))
        let copy = try a.duplicate()
        #expect(copy != a)
        #expect(try copy.status().isSameFile(as: fileStatus(folder + "/a")))
        try b.duplicate(as: copy)
        #expect(try copy.status().isSameFile(as: fileStatus(folder + "/b")))
        try copy.writeAll(Array("b".utf8))
        #expect(try RegularFile.read(folder + "/b", limit: 10) == .bytes(Array("b".utf8)))
        for fd in [a, b, copy] { try fd.close() }
    }

    @Test("mkdir, listing, unlink and stat of what is gone")
    func folders() throws {
        let root = try Fixtures.temporaryFolder()
        defer { Fixtures.remove(root) }
        try mkdir(root + "/inner", permissions: 0o700)
        #expect(throws: Errno.fileExists) { try mkdir(root + "/inner", permissions: 0o700) }
        #expect(try fileStatus(root + "/inner").isFolder)
        let fd = try FileDescriptor.open(root + "/inner/file", O_WRONLY | O_CREAT, permissions: 0o600)
        try fd.close()
        #expect(try folderEntries(root + "/inner") == ["file"])
        let inner = try OpenFolder.open(root + "/inner")
        try inner.remove("file")
        #expect(try folderEntries(root + "/inner") == [])
        #expect(throws: Errno.noSuchFile) { try fileStatus(root + "/inner/file") }
        #expect(throws: Errno.noSuchFile) { try inner.remove("file") }
        #expect(throws: Errno.noSuchFile) { try folderEntries(root + "/missing") }
    }
}
