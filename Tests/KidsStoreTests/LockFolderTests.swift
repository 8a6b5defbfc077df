import Foundation
import Testing
@testable import KidsModel
@testable import KidsStore
@testable import KidsSystem

/// The lock that holds between computers (`LockFolder`), a rename NFS reports failed after doing it, and which
/// computers play a child (`Presence`).
@Suite("Class folder: locks, renames and who plays where")
struct LockFolderTests {
    /// A clock the test moves.
    final class TestClock: @unchecked Sendable {
        var seconds: Double = 1000
        var clock: @Sendable () -> Double { { [self] in seconds } }
    }

    func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test("a lock is a folder naming its owner; while it is held another waits and then gives up; released, it is gone")
    func heldAndReleased() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let time = TestClock()
        var lock = LockFolder(path: folder + "/fox.lock.d", now: time.clock)
        lock.waitAtMost = 0.2
        lock.staleAfter = 1000
        let held = try lock.acquire()
        let owner = try #require(LockFolder.Owner(String(contentsOfFile: folder + "/fox.lock.d/owner", encoding: .utf8)))
        #expect(owner.host == Host.name() && owner.pid == getpid() && owner.time == 1000)
        // A second taker (the same process: it never counts as a dead one) waits, and gives up with EAGAIN. The test
        // clock stands still, so the wait is counted by a clock that moves: the real one.
        var second = LockFolder(path: folder + "/fox.lock.d", now: Clock.live().now)
        second.waitAtMost = 0.2
        second.staleAfter = 1e12  // The owner's time (the test clock's 1000) is never old by the real clock.
        #expect(throws: Errno(rawValue: EAGAIN)) { _ = try second.acquire() }
        held.release()
        #expect(!FileManager.default.fileExists(atPath: folder + "/fox.lock.d"))
        let again = try second.acquire()
        again.release()
    }

    @Test("a stale lock is taken over: its process gone on this computer, its time old, or watched unchanged for too long")
    func staleTakenOver() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/fox.lock.d"
        // A process of this computer that has ended: a child of ours, waited for.
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let cases: [(String, String)] = [
            ("dead process", "\(Host.name()) \(ended.processIdentifier) 1000 1"),
            ("old time", "lab-9 4242 900 1"),
            ("a time from the future, watched", "lab-9 4242 99999 1"),
            ("no owner file, watched", ""),
        ]
        for (why, text) in cases {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            if !text.isEmpty { try write(text, to: path + "/owner") }
            var lock = LockFolder(path: path, now: Clock.live().now)
            lock.staleAfter = why.hasSuffix("watched") ? 0.3 : 50
            lock.waitAtMost = 5
            if why == "old time" {
                // By this lock's clock, the owner's time 900 is 100 s old.
                lock = LockFolder(path: path, now: { 1000 })
                lock.staleAfter = 50
                lock.waitAtMost = 5
            }
            let held = try lock.acquire()
            let owner = try String(contentsOfFile: path + "/owner", encoding: .utf8)
            #expect(owner.hasPrefix("\(Host.name()) \(getpid()) "), "\(why): \(owner)")
            held.release()
            let left = try FileManager.default.contentsOfDirectory(atPath: folder)
            #expect(left.isEmpty, "\(why): the stale lock was not removed: \(left)")
        }
    }

    @Test("a lock judged stale that another computer has meanwhile replaced is put back, not removed")
    func takeOverPutsBackANewerLock() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/fox.lock.d"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try write("lab-2 77 5000 9", to: path + "/owner")  // The lock now: lab-2's, fresh.
        let lock = LockFolder(path: path, now: { 5000 })
        lock.takeOver("lab-1 55 100 3", host: "lab-3", pid: 99)  // What lab-3 had judged stale: lab-1's.
        #expect(try String(contentsOfFile: path + "/owner", encoding: .utf8) == "lab-2 77 5000 9")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["fox.lock.d"])
        lock.takeOver("lab-2 77 5000 9", host: "lab-3", pid: 99)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test("a rename that NFS reports failed after it was done is a success; one that failed is not")
    func renameReportedFailed() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/fox.json", temp = folder + "/fox.json.tmp-lab-1-5"
        let bytes = Array("new".utf8)
        try write("old", to: path)
        try write("new", to: temp)
        // Done, then reported failed, as a retried NFS rename whose first answer was lost says ENOENT.
        try ProgressStore.replace(path, with: temp, bytes: bytes) { old, new throws(Errno) in
            try rename(old, to: new)
            throw Errno.noSuchFile
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        // Not done: the failure stands.
        try write("newer", to: temp)
        #expect(throws: Errno.noSuchFile) {
            try ProgressStore.replace(path, with: temp, bytes: Array("newer".utf8)) { _, _ throws(Errno) in throw Errno.noSuchFile }
        }
        // Done by someone else with other bytes: not this save's success.
        try FileManager.default.removeItem(atPath: temp)
        #expect(throws: Errno.noSuchFile) {
            try ProgressStore.replace(path, with: temp, bytes: Array("mine".utf8)) { _, _ throws(Errno) in throw Errno.noSuchFile }
        }
    }

    @Test("a class folder's files are 0660 and their temp files name the computer; no lock or probe is left behind")
    func classFolderFiles() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let old = umask(0o002)
        defer { umask(old) }
        let children = ChildFolder(folder: folder, shared: true)
        try children.add("owl", now: 1)
        #expect(try (FileManager.default.attributesOfItem(atPath: folder + "/owl.json")[.posixPermissions] as? Int) == 0o660)
        #expect(children.store("owl").tempPath.hasSuffix("owl.json.tmp-\(Host.name())-\(getpid())"))
        #expect(children.children() == ["owl"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["owl.json"])
    }

    @Test("who plays a child: another computer's fresh file counts, a stale or this run's own does not; clear removes this run's")
    func presence() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let presence = Presence(children: ChildFolder(folder: folder, shared: true))
        presence.mark("fox", now: 10_000)
        #expect(presence.elsewhere("fox", now: 10_001) == nil, "this run's own file is not another computer")
        try write("lab-7 4242 9000\n", to: folder + "/fox.playing-lab-7-4242")
        #expect(presence.elsewhere("fox", now: 10_001) == "lab-7")
        #expect(presence.elsewhere("owl", now: 10_001) == nil)
        #expect(presence.elsewhere("fox", now: 9000 + Presence.fresh + 1) == nil, "a computer silent for long has stopped")
        #expect(FileManager.default.fileExists(atPath: folder + "/fox.playing-lab-7-4242"))
        #expect(presence.elsewhere("fox", now: 9000 + 2 * 86_400) == nil)
        #expect(!FileManager.default.fileExists(atPath: folder + "/fox.playing-lab-7-4242"), "a day-old file is removed")
        presence.clear("fox")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
}
