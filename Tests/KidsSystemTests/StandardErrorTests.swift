import Foundation
import Synchronization
import Testing
@testable import KidsSystem

/// The one owner of fd 2. The many-round race runs on a descriptor standing in for fd 2: tests run in
/// parallel and the test runner reports on fd 2, so thousands of redirections of the real one would lose
/// other tests' reports. The code is the same for any descriptor number. The deterministic test uses the real
/// fd 2, and puts it back whatever happens.
@Suite("Standard error's one owner")
struct StandardErrorTests {
    /// Problems found on other threads.
    final class Problems: Sendable {
        let list = Mutex<[String]>([])
        func add(_ problem: String) { list.withLock { $0.append(problem) } }
        var all: [String] { list.withLock { $0 } }
    }

    /// Work that takes a little while without sleeping, so the other thread gets in during it.
    static func busy(_ rounds: Int) -> UInt64 {
        var x: UInt64 = 1
        for i in 0..<rounds { x = x &* 6_364_136_223_846_793_005 &+ UInt64(i) }
        return x
    }

    /// A folder of its own, a file in it that stands for the terminal, a descriptor on it that stands for fd 2,
    /// and the owner of that descriptor; all closed and removed when the test lets go of it.
    final class StandIn {
        let folder: String
        let fd: FileDescriptor
        /// What the descriptor pointed at to begin with.
        let terminal: FileStatus
        let owner: StandardError

        init() throws {
            folder = try Fixtures.temporaryFolder()
            fd = try FileDescriptor.open(folder + "/terminal", O_WRONLY | O_CREAT, permissions: 0o600)
            terminal = try fd.status()
            owner = StandardError(descriptor: fd)
        }

        deinit {
            do { try fd.close() } catch { Issue.record("close: \(error)") }
            Fixtures.remove(folder)
        }
    }

    @Test("quietly on one thread while another redirects and restores, 2,000 rounds each: quiet inside every call, and the descriptor ends where it should")
    func race() throws {
        let standIn = try StandIn()
        defer { withExtendedLifetime(standIn) {} }  // closed and removed only when the test is over
        let (folder, fd, terminal, owner) = (standIn.folder, standIn.fd, standIn.terminal, standIn.owner)
        let null = try fileStatus("/dev/null")
        let log = folder + "/kids.log"
        let problems = Problems()
        let rounds = 2_000
        let bothStarted = DispatchGroup()
        bothStarted.enter()
        bothStarted.enter()
        let finished = DispatchGroup()

        finished.enter()
        Thread {
            defer { finished.leave() }
            bothStarted.leave()
            bothStarted.wait()
            for round in 0..<rounds {
                do {
                    let inside = try owner.quietly { () throws -> FileStatus in
                        _ = Self.busy(2_000)
                        return try fd.status()
                    }
                    if !inside.isSameFile(as: null) { problems.add("round \(round): not quiet inside quietly") }
                } catch {
                    problems.add("round \(round): fstat: \(error)")
                }
            }
        }.start()

        finished.enter()
        Thread {
            defer { finished.leave() }
            bothStarted.leave()
            bothStarted.wait()
            for round in 0..<rounds {
                do {
                    try owner.redirect(to: log)
                    _ = Self.busy(200)
                    try owner.restore()
                } catch {
                    problems.add("round \(round): \(error)")
                }
            }
            // The last word is a redirect: after both threads, the descriptor must be on the log.
            do { try owner.redirect(to: log) } catch { problems.add("last redirect: \(error)") }
        }.start()

        #expect(finished.wait(timeout: .now() + 120) == .success, "the threads did not finish")
        #expect(problems.all.isEmpty, "\(problems.all.prefix(5))")
        #expect(try fd.status().isSameFile(as: fileStatus(log)), "after the last redirect the descriptor is on the log")
        try owner.restore()
        #expect(try fd.status().isSameFile(as: terminal), "restore puts it back on the terminal")
    }

    @Test("redirect from another thread during quietly: fd 2 stays quiet until the work ends, is then on the log, and restore puts it back")
    func redirectDuringQuietly() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { Fixtures.remove(folder) }
        let log = folder + "/kids.log"
        let null = try fileStatus("/dev/null")
        let original = try FileDescriptor.standardError.status()
        // Whatever happens below, the test process's own standard error is put back, and what other tests
        // printed meanwhile into the log is passed on to it.
        let saved = try FileDescriptor.standardError.duplicate()
        defer {
            do {
                try saved.duplicate(as: .standardError)
                try saved.close()
                if case .bytes(let printed) = try RegularFile.read(log, limit: 1 << 20) {
                    try FileDescriptor.standardError.writeAll(printed)
                }
            } catch {
                Issue.record("could not put standard error back: \(error)")
            }
        }

        let owner = StandardError()
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        let inside = Mutex<FileStatus?>(nil)
        Thread {
            let status = owner.quietly { () -> FileStatus? in
                entered.signal()
                _ = release.wait(timeout: .now() + 30)
                return try? FileDescriptor.standardError.status()
            }
            inside.withLock { $0 = status }
            done.signal()
        }.start()
        defer { release.signal() }

        try #require(entered.wait(timeout: .now() + 30) == .success, "quietly never ran its work")
        #expect(try FileDescriptor.standardError.status().isSameFile(as: null), "quiet while the work runs")
        try owner.redirect(to: log)
        #expect(try FileDescriptor.standardError.status().isSameFile(as: null), "still quiet after the redirect")
        release.signal()
        try #require(done.wait(timeout: .now() + 30) == .success, "quietly never returned")
        let seenInside = try #require(inside.withLock { $0 }, "fstat inside the work failed")
        #expect(seenInside.isSameFile(as: null))
        #expect(try FileDescriptor.standardError.status().isSameFile(as: fileStatus(log)), "on the log once both are done")
        try owner.restore()
        #expect(try FileDescriptor.standardError.status().isSameFile(as: original), "back where it was")
    }

    @Test("quietly returns the work's value, passes its error on, and puts the descriptor back either way")
    func quietlyValueAndError() throws {
        let standIn = try StandIn()
        defer { withExtendedLifetime(standIn) {} }  // closed and removed only when the test is over
        let (fd, terminal, owner) = (standIn.fd, standIn.terminal, standIn.owner)
        #expect(owner.quietly { 42 } == 42)
        #expect(try fd.status().isSameFile(as: terminal))
        #expect(throws: Errno.noSuchFile) { try owner.quietly { () throws in throw Errno.noSuchFile } }
        #expect(try fd.status().isSameFile(as: terminal))
    }

    @Test("two redirects and one restore: back to where it was before the first; a restore too many does nothing")
    func redirectTwice() throws {
        let standIn = try StandIn()
        defer { withExtendedLifetime(standIn) {} }  // closed and removed only when the test is over
        let (folder, fd, terminal, owner) = (standIn.folder, standIn.fd, standIn.terminal, standIn.owner)
        try owner.redirect(to: folder + "/one.log")
        try owner.redirect(to: folder + "/two.log")
        #expect(try fd.status().isSameFile(as: fileStatus(folder + "/two.log")))
        #expect(try fileStatus(folder + "/two.log").permissions == 0o600)
        try owner.restore()
        #expect(try fd.status().isSameFile(as: terminal))
        try owner.restore()
        #expect(try fd.status().isSameFile(as: terminal))
    }

    @Test("a log that cannot be opened: the error, typed, and the descriptor left where it was")
    func unopenableLog() throws {
        let standIn = try StandIn()
        defer { withExtendedLifetime(standIn) {} }  // closed and removed only when the test is over
        let (folder, fd, terminal, owner) = (standIn.folder, standIn.fd, standIn.terminal, standIn.owner)
        #expect(throws: Errno.noSuchFile) { try owner.redirect(to: folder + "/missing/kids.log") }
        #expect(try fd.status().isSameFile(as: terminal))
        try owner.restore()
        #expect(try fd.status().isSameFile(as: terminal))
    }

    @Test("aloud waits for a quiet spell on another thread to end, so the program's own message reaches the terminal, not /dev/null")
    func aloudWaitsForQuiet() throws {
        let standIn = try StandIn()
        defer { withExtendedLifetime(standIn) {} }
        let (fd, terminal, owner) = (standIn.fd, standIn.terminal, standIn.owner)
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let spoke = DispatchSemaphore(value: 0)
        let seen = Mutex<FileStatus?>(nil)
        Thread {
            owner.quietly {
                entered.signal()
                _ = release.wait(timeout: .now() + 30)
            }
        }.start()
        defer { release.signal() }
        try #require(entered.wait(timeout: .now() + 30) == .success, "quietly never ran its work")
        Thread {
            let status = owner.aloud { try? fd.status() }
            seen.withLock { $0 = status }
            spoke.signal()
        }.start()
        #expect(spoke.wait(timeout: .now() + 0.2) == .timedOut, "aloud ran while the spell was quiet")
        release.signal()
        try #require(spoke.wait(timeout: .now() + 30) == .success, "aloud never ran")
        let status = try #require(seen.withLock { $0 })
        #expect(status.isSameFile(as: terminal), "the message went where standard error points, not to /dev/null")
    }
}
