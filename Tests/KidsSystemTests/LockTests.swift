import Foundation
import Synchronization
import Testing
@testable import KidsSystem

/// The pthread wrappers that stand in for Foundation's NSLock, NSCondition and Thread (the product links only
/// FoundationEssentials), and a path's folder.
@Suite("Locks, conditions, threads and stamps without Foundation")
struct LockTests {
    @Test("two threads adding under a Lock lose nothing; a SystemThread runs, named, and a Condition wakes its waiter")
    func threads() {
        let lock = Lock()
        let condition = Condition()
        final class Box: @unchecked Sendable {
            var count = 0
            var done = 0
            var name = ""
        }
        let box = Box()
        for _ in 0..<2 {
            #expect(SystemThread.start(name: "kids.test-thread") {
                for _ in 0..<50_000 { lock.withLock { box.count += 1 } }
                let comm = (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)) ?? ""
                condition.lock()
                box.name = comm.trimmingCharacters(in: .newlines)
                box.done += 1
                condition.broadcast()
                condition.unlock()
            })
        }
        condition.lock()
        condition.wait(atMost: 10) { box.done < 2 }
        condition.unlock()
        #expect(box.done == 2 && box.count == 100_000)
        #expect(box.name == "kids.test-threa", "named, cut to 15 bytes as Linux keeps it")
    }

    @Test("a timed wait with no signal returns false after about its time, measured on the monotonic clock")
    func timedWait() {
        let condition = Condition()
        let start = DispatchTime.now().uptimeNanoseconds
        condition.lock()
        let signalled = condition.wait(seconds: 0.05)
        condition.unlock()
        let waited = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        #expect(!signalled && waited >= 0.045 && waited < 5)
    }

    @Test("a path's folder, as NSString's deletingLastPathComponent gave it (which crashes on some paths here)")
    func parent() {
        let expected = ["/a/b": "/a", "/a/b/": "/a", "/a": "/", "a": "", "a/b": "a", "/home/ada/.local/share/kids": "/home/ada/.local/share"]
        for (path, folder) in expected { #expect(Folder.parent(of: path) == folder, "\(path)") }
    }

    @Test("a path tidied as URL.standardized tidied it (no '.', no '..'), and a doubled slash made one")
    func tidied() {
        let cases = ["/usr/bin/../share/doc/kids", "/a/./b/c/", "/a/b/../../c", "/../x", "/work/main/.build/static/release/../../../Content/en"]
        for path in cases {
            #expect(Folder.tidied(path) == URL(fileURLWithPath: path).standardized.path, "\(path)")
        }
        #expect(Folder.tidied("/a//b/./c/") == "/a/b/c")
    }

    @Test("readlink and getcwd: the running binary's path, and the folder the tests run in")
    func linkAndFolder() throws {
        let binary = try readLink("/proc/self/exe")
        #expect(binary.hasPrefix("/") && FileManager.default.isExecutableFile(atPath: binary), "\(binary)")
        #expect(try currentFolder() == FileManager.default.currentDirectoryPath)
        #expect(throws: Errno.self) { try readLink("/proc/self/no-such-link") }
    }
}
