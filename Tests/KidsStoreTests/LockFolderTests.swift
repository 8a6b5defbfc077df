import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
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
        try FileManager.default.createDirectory(atPath: Folder.parent(of: path), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// A lock folder left in `folder` by the owner `text`: its path.
    func leftLock(in folder: String, owner text: String) throws -> String {
        let path = folder + "/fox.lock.d"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        if !text.isEmpty { try write(text, to: path + "/owner") }
        return path
    }

    /// The ID of a process of this computer that has ended: `/bin/true`, started and waited for.
    func endedProcess() throws -> Int32 {
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/true"), nil]
        defer { argv.forEach { free($0) } }
        try #require(posix_spawn(&pid, "/bin/true", nil, nil, argv, nil) == 0)
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
        return pid
    }

    @Test("a lock is a folder naming its owner; while it is held another waits and then gives up; released, it is gone")
    func heldAndReleased() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let time = TestClock()
        var lock = LockFolder(folder: try OpenFolder.open(folder), name: "fox.lock.d", now: time.clock)
        lock.waitAtMost = 0.2
        lock.staleAfter = 1000
        let held = try lock.acquire()
        let owner = try #require(LockFolder.Owner(String(contentsOfFile: folder + "/fox.lock.d/owner", encoding: .utf8)))
        #expect(owner.host == Host.name() && owner.pid == getpid() && owner.time == 1000)
        // A second taker (the same process: it never counts as a dead one) waits, and gives up with EAGAIN. The test
        // clock stands still, so the wait is counted by a clock that moves: the real one.
        var second = LockFolder(folder: try OpenFolder.open(folder), name: "fox.lock.d", now: Clock.live().now)
        second.waitAtMost = 0.2
        second.staleAfter = 1e12  // The owner's time (the test clock's 1000) is never old by the real clock.
        #expect(throws: Errno(rawValue: EAGAIN)) { _ = try second.acquire() }
        held.release()
        #expect(!FileManager.default.fileExists(atPath: folder + "/fox.lock.d"))
        let again = try second.acquire()
        again.release()
    }

    @Test("a stale lock is taken over: its process gone on this computer, its time old on this computer, or watched unchanged for too long; another computer's old time alone is not stale")
    func staleTakenOver() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/fox.lock.d"
        let ended = try endedProcess()
        let now = Clock.live().now()
        // Each owner is judged by a lock whose `staleAfter` is 50 s (or 0.3 s for those stale only by watching), so a
        // case passes only by the rule it names: the times are now's, except the old one's.
        let cases: [(String, String)] = [
            ("dead process of this computer", "\(Host.name()) \(ended) \(now) 1"),
            ("a running process of this computer, its time old", "\(Host.name()) 1 \(now - 100) 1"),
            ("another computer's, its time old, watched", "lab-9 4242 \(now - 100) 1"),
            ("a time from the future, watched", "lab-9 4242 \(now + 99_999) 1"),
            ("no owner file, watched", ""),
        ]
        for (why, text) in cases {
            _ = try leftLock(in: folder, owner: text)
            var lock = LockFolder(folder: try OpenFolder.open(folder), name: "fox.lock.d", now: Clock.live().now)
            lock.staleAfter = why.hasSuffix("watched") ? 0.3 : 50
            lock.waitAtMost = 5
            let started = Date()
            let held = try lock.acquire()
            // Those stale by watching were watched; the others were taken at once.
            #expect((Date().timeIntervalSince(started) >= 0.3) == why.hasSuffix("watched"), "\(why)")
            let owner = try String(contentsOfFile: path + "/owner", encoding: .utf8)
            #expect(owner.hasPrefix("\(Host.name()) \(getpid()) "), "\(why): \(owner)")
            held.release()
            let left = try FileManager.default.contentsOfDirectory(atPath: folder)
            #expect(left.isEmpty, "\(why): the stale lock was not removed: \(left)")
        }
    }

    @Test("another computer's lock with an old time is waited for while it changes, and the wait gives up in time")
    func anotherComputersOldTime() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try leftLock(in: folder, owner: "lab-9 4242 100 1")  // 100: long ago by this clock, which is not lab-9's.
        var lock = LockFolder(folder: try OpenFolder.open(folder), name: "fox.lock.d", now: Clock.live().now)
        lock.staleAfter = 50
        lock.waitAtMost = 0.3
        #expect(throws: Errno(rawValue: EAGAIN)) { _ = try lock.acquire() }
        #expect(try String(contentsOfFile: path + "/owner", encoding: .utf8) == "lab-9 4242 100 1")
    }

    @Test("a held lock knows when it was taken over, and then its release leaves the new holder's lock alone")
    func takenOverWhileHeld() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lock = LockFolder(folder: try OpenFolder.open(folder), name: "fox.lock.d", now: Clock.live().now)
        let held = try lock.acquire()
        #expect(held.isHeld)
        try write("lab-2 77 5000 9", to: folder + "/fox.lock.d/owner")  // lab-2 judged it stale and holds it now.
        #expect(!held.isHeld)
        held.release()
        #expect(try String(contentsOfFile: folder + "/fox.lock.d/owner", encoding: .utf8) == "lab-2 77 5000 9")
    }

    @Test("a stale lock this user may not move aside (a read-only or sticky folder) is waited for, then given up: never a loop without end")
    func cannotTakeOver() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try leftLock(in: folder, owner: "lab-9 4242 100 1")
        // The folder refuses the rename as it would for another user's lock in a sticky folder (root would be let
        // through by a real one, and CI runs as root).
        var lock = LockFolder(folder: try OpenFolder.open(folder), name: "fox.lock.d", now: Clock.live().now)
        lock.moveAside = { _, _, _ throws(Errno) in throw Errno(rawValue: EPERM) }
        lock.staleAfter = 0.05
        lock.waitAtMost = 0.5
        let started = Date()
        #expect(throws: Errno(rawValue: EAGAIN)) { _ = try lock.acquire() }
        #expect(Date().timeIntervalSince(started) < 5, "it gave up in its time")
        #expect(try String(contentsOfFile: path + "/owner", encoding: .utf8) == "lab-9 4242 100 1")
    }

    @Test("a lock judged stale that another computer has meanwhile replaced is put back, not removed")
    func takeOverPutsBackANewerLock() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try leftLock(in: folder, owner: "lab-2 77 5000 9")  // The lock now: lab-2's, fresh.
        let lock = LockFolder(folder: try OpenFolder.open(folder), name: "fox.lock.d", now: { 5000 })
        #expect(lock.takeOver("lab-1 55 100 3", host: "lab-3", pid: 99))  // What lab-3 had judged stale: lab-1's.
        #expect(try String(contentsOfFile: path + "/owner", encoding: .utf8) == "lab-2 77 5000 9")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["fox.lock.d"])
        #expect(lock.takeOver("lab-2 77 5000 9", host: "lab-3", pid: 99))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test("a rename that NFS reports failed after it was done is a success; one that failed is not")
    func renameReportedFailed() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let dir = try OpenFolder.open(folder)
        let temp = "fox.json.tmp-lab-1-5"
        let bytes = Array("new".utf8)
        try write("old", to: folder + "/fox.json")
        try write("new", to: folder + "/" + temp)
        // Done, then reported failed, as a retried NFS rename whose first answer was lost says ENOENT.
        try ProgressStore.replace("fox.json", with: temp, in: dir, bytes: bytes) { old, new throws(Errno) in
            try dir.rename(old, to: new)
            throw Errno.noSuchFile
        }
        #expect(try String(contentsOfFile: folder + "/fox.json", encoding: .utf8) == "new")
        // Not done: the failure stands.
        try write("newer", to: folder + "/" + temp)
        #expect(throws: Errno.noSuchFile) {
            try ProgressStore.replace("fox.json", with: temp, in: dir, bytes: Array("newer".utf8)) { _, _ throws(Errno) in throw Errno.noSuchFile }
        }
        // Done by someone else with other bytes: not this save's success.
        try FileManager.default.removeItem(atPath: folder + "/" + temp)
        #expect(throws: Errno.noSuchFile) {
            try ProgressStore.replace("fox.json", with: temp, in: dir, bytes: Array("mine".utf8)) { _, _ throws(Errno) in throw Errno.noSuchFile }
        }
    }

    @Test("a class folder's files are 0660 whatever the umask; no lock, temp or probe is left behind")
    func classFolderFiles() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let children = ChildFolder(folder: folder, shared: true)
        try children.add("owl", now: 1)
        #expect(try (FileManager.default.attributesOfItem(atPath: folder + "/owl.json")[.posixPermissions] as? Int) == 0o660)
        #expect(children.store("owl").tempPrefix == "owl.json.tmp-")
        #expect(children.children() == ["owl"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["owl.json"])
    }

    @Test("who plays a child: another computer's fresh file counts, a stale or this run's own does not; clear removes this run's; a hidden file never renamed into place goes a day after")
    func presence() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let presence = Presence(children: ChildFolder(folder: folder, shared: true))
        presence.mark("fox", now: 10_000)
        #expect(presence.elsewhere("fox", now: 10_001) == nil, "this run's own file is not another computer")
        try write("lab-7 4242 9000\n", to: folder + "/fox.playing-lab-7-4242")
        #expect(presence.elsewhere("fox", now: 10_001) == .computer("lab-7"))
        #expect(presence.elsewhere("owl", now: 10_001) == nil)
        #expect(presence.elsewhere("fox", now: 9000 + Presence.fresh + 1) == nil, "a computer silent for long has stopped")
        #expect(FileManager.default.fileExists(atPath: folder + "/fox.playing-lab-7-4242"))
        #expect(presence.elsewhere("fox", now: 9000 + 2 * 86_400) == nil)
        #expect(!FileManager.default.fileExists(atPath: folder + "/fox.playing-lab-7-4242"), "a day-old file is removed")
        // A file a killed copy wrote and never renamed into place: left while it may still be renamed, gone a day after.
        try write("lab-7 4242 9000\n", to: folder + "/.fox.playing-0123456789abcdef")
        let written = try #require(try FileManager.default.attributesOfItem(atPath: folder + "/.fox.playing-0123456789abcdef")[.modificationDate] as? Date)
        _ = presence.elsewhere("fox", now: written.timeIntervalSince1970 + 60)
        #expect(FileManager.default.fileExists(atPath: folder + "/.fox.playing-0123456789abcdef"), "a minute old: it may be renamed yet")
        _ = presence.elsewhere("fox", now: written.timeIntervalSince1970 + Double(Presence.fresh) + 86_400)
        #expect(!FileManager.default.fileExists(atPath: folder + "/.fox.playing-0123456789abcdef"), "a day old: cleaned")
        // Another window of this computer: its process (here init, pid 1) is running.
        try write("\(Host.name()) 1 10000\n", to: folder + "/owl.playing-\(Host.name())-1")
        #expect(presence.elsewhere("owl", now: 10_001) == .thisComputer)
        try FileManager.default.removeItem(atPath: folder + "/owl.playing-\(Host.name())-1")
        presence.mark("owl", now: 10_002)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).contains { $0.hasPrefix("owl.playing-\(Host.name())-\(getpid())-") && $0.count > "owl.playing-\(Host.name())-\(getpid())-".count + 15 },
                "a presence file's name has a random part")
        presence.clearAll()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty, "every file of this run's is gone")
    }

    /// What a store told it left alone, gathered.
    final class Told: @unchecked Sendable {
        private let lock = KidsSystem.Lock()
        private var items: [LeftAlone] = []
        var all: [LeftAlone] { lock.withLock { items } }
        var tell: TellLeftAlone { { [self] found in lock.withLock { items.append(found) } } }
    }

    @Test("a save cleans kids' own leftovers only: a temp file and a real lock folder go; a link, a FIFO and a lock folder holding another's file stay, and are told")
    func leftovers() throws {
        let root = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = root + "/class", canary = root + "/canary"
        try FileManager.default.createDirectory(atPath: canary, withIntermediateDirectories: true)
        try write("keep", to: canary + "/keep.txt")
        try write("left by a crash", to: folder + "/fox.json.tmp-0123456789abcdef")
        try write("lab-2 7 1 1", to: folder + "/fox.lock.d.stale-lab-2-7-1/owner")
        try write("a pupil's", to: folder + "/fox.lock.d.stale-lab-3-8-2/notes.txt")
        try FileManager.default.createSymbolicLink(atPath: folder + "/fox.lock.d.stale-x", withDestinationPath: canary)
        try FileManager.default.createSymbolicLink(atPath: folder + "/fox.json.tmp-link", withDestinationPath: canary + "/keep.txt")
        #expect(mkfifo(folder + "/fox.json.tmp-fifo", 0o600) == 0)
        // A name a pupil chose to move the teacher's terminal: told with its control characters escaped.
        try FileManager.default.createSymbolicLink(atPath: folder + "/fox.json.tmp-\u{1B}[2J", withDestinationPath: canary)
        let told = Told()
        var store = ChildFolder(folder: folder, shared: true).store("fox")
        store.tell = told.tell
        try store.save(Progress(stars: ["counting.1": 5]), now: 10)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(left == ["fox.json", "fox.json.tmp-fifo", "fox.json.tmp-link", "fox.json.tmp-\u{1B}[2J", "fox.lock.d.stale-lab-3-8-2", "fox.lock.d.stale-x"].sorted(), "\(left)")
        #expect(Set(told.all.map(\.name)) == ["fox.json.tmp-fifo", "fox.json.tmp-link", "fox.json.tmp-\\x1b[2J", "fox.lock.d.stale-lab-3-8-2", "fox.lock.d.stale-x"])
        #expect(!told.all.contains { $0.description.contains("\u{1B}") })
        #expect(told.all.first { $0.name == "fox.lock.d.stale-x" }?.kind == "a symbolic link")
        #expect(try FileManager.default.contentsOfDirectory(atPath: canary) == ["keep.txt"])
        #expect(try String(contentsOfFile: canary + "/keep.txt", encoding: .utf8) == "keep")
    }

    @Test("a lock whose owner file cannot be written (a full share) is removed whole: the next taker does not wait")
    func abandoned() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let dir = try OpenFolder.open(folder)
        var lock = LockFolder(folder: dir, name: "fox.lock.d", now: Clock.live().now)
        lock.waitAtMost = 0.2
        let made = try dir.makeFolder("fox.lock.d", permissions: 0o700)
        _ = try made.write(Array("half".utf8), prefix: LockFolder.ownerPrefix, permissions: 0o600, sync: false)
        lock.abandon(made)
        #expect(dir.contains("fox.lock.d"), "an owner's temp file, not kids' own owner file, keeps it (stale in seconds)")
        try FileManager.default.removeItem(atPath: folder + "/fox.lock.d")
        let again = try dir.makeFolder("fox.lock.d", permissions: 0o700)
        lock.abandon(again)
        #expect(try dir.names().isEmpty)
        let held = try lock.acquire()
        held.release()
    }

    @Test("a link or a FIFO planted under a child's own file name, in a class folder: moved aside as an entry, never followed, and the child saves afresh (as if the file were deleted, which any pupil can do)")
    func plantedChildFile() throws {
        let root = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = root + "/class"
        try write("{\"version\":3}", to: root + "/canary.json")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/fox.json", withDestinationPath: root + "/canary.json")
        #expect(mkfifo(folder + "/owl.json", 0o600) == 0)
        let told = Told()
        var children = ChildFolder(folder: folder, shared: true)
        children.tell = told.tell
        #expect(throws: ProgressStore.SaveError.self) { try children.store("fox").read().get() }  // The report names it.
        for child in ["fox", "owl"] {
            try children.store(child).save(Progress(stars: ["counting.1": 5]), now: 10)
            #expect(try children.store(child).read().get()?.stars == ["counting.1": 5])
        }
        #expect(try String(contentsOfFile: root + "/canary.json", encoding: .utf8) == "{\"version\":3}")
        let aside = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(".corrupt-") }.sorted()
        #expect(aside.count == 2 && (try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + aside[0])) == root + "/canary.json", "\(aside)")
        #expect(Set(told.all.map(\.kind)) == ["a symbolic link", "a FIFO"], "\(told.all)")
    }
}
