#if canImport(Glibc)
import Glibc
#endif

/// The one owner of file descriptor 2: every change to where standard error points goes through one of
/// these, under its lock, so two threads can never undo each other's change.
///
/// Two things move fd 2. The speech thread points it at /dev/null while a C library probes (`quietly`: ALSA
/// and JACK print a hundred lines in `Pa_Initialize`), and the main thread points it at `kids.log` while the
/// full screen is up (`redirect(to:)`, then `restore()`). Done with bare `dup`/`dup2` on two threads, their
/// steps could interleave and leave fd 2 on the terminal for the whole session, so library noise reached the
/// child's screen. Here a redirect that arrives during a quiet call changes what fd 2 returns to when the call
/// ends, and fd 2 stays on /dev/null until then; every order of the two ends in the same place.
///
/// Not a singleton: the executable makes one and hands it to whoever needs it (the speech engine, the full
/// screen); `kids voices` makes its own.
public final class StandardError: Sendable {
    private let descriptor: FileDescriptor
    // Our own pthread lock and condition (Lock.swift), not Synchronization's Mutex: Mutex's inlined lock keeps the
    // thread ID in a thread-local, which would add the dynamic loader to the libraries the binary asks for
    // (PrivacyTests). The condition wakes `aloud` when a quiet spell ends.
    private let lock = Condition()
    /// Read and changed only with `lock` held.
    nonisolated(unsafe) private var state = State()

    private struct State {
        /// How many `quietly` calls are running, on any thread.
        var quietCalls = 0
        /// While fd 2 points at /dev/null for `quietly`: a copy of where it goes back to.
        var afterQuiet: FileDescriptor?
        /// While redirected: a copy of where fd 2 pointed before `redirect(to:)`.
        var beforeRedirect: FileDescriptor?
    }

    /// The owner of this process's standard error.
    public convenience init() {
        self.init(descriptor: .standardError)
    }

    /// The owner of `descriptor`, standing in for fd 2 (tests must not send the test runner's own reports
    /// elsewhere).
    public init(descriptor: FileDescriptor) {
        self.descriptor = descriptor
    }

    /// Runs `work` with standard error pointed at /dev/null, then puts it back to where it points by then
    /// (the log, if `redirect(to:)` was called meanwhile). For C libraries that print while they probe; other
    /// threads' messages in that moment are lost too, which is why it is kept to those calls. Calls on
    /// several threads at once share one quiet spell. If /dev/null cannot be opened the work runs anyway.
    public func quietly<T>(_ work: () throws -> T) rethrows -> T {
        beginQuiet()
        defer { endQuiet() }
        return try work()
    }

    /// Runs `work` once no quiet spell is running, and lets none begin until it ends: for the program's own
    /// messages to standard error (a broken pack, a usage error), which a library's probe on another thread
    /// (PortAudio starting, from the program's first moment) would otherwise send to /dev/null. `work` must
    /// not call this owner again.
    public func aloud<T>(_ work: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        while state.quietCalls > 0 { lock.wait() }
        return try work()
    }

    /// Points standard error at the file at `path` (created 0600, appended to) until `restore()`; a second
    /// call moves it again, and `restore()` still goes back to where it was before the first.
    public func redirect(to path: String) throws(Errno) {
        try locked { (state) throws(Errno) in
            let log = try FileDescriptor.open(path, O_WRONLY | O_APPEND | O_CREAT, permissions: 0o600)
            defer { Self.close(log) }
            if let after = state.afterQuiet {
                // Quiet now: fd 2 stays on /dev/null, and goes to the log when the quiet spell ends.
                state.afterQuiet = try log.duplicate()
                if state.beforeRedirect == nil {
                    state.beforeRedirect = after
                } else {
                    Self.close(after)
                }
            } else {
                let before = state.beforeRedirect == nil ? try descriptor.duplicate() : nil
                do throws(Errno) {
                    try log.duplicate(as: descriptor)
                } catch {
                    if let before { Self.close(before) }
                    throw error
                }
                if let before { state.beforeRedirect = before }
            }
        }
    }

    /// Points standard error back to where it was before `redirect(to:)` (after the quiet spell, if one is
    /// running). Does nothing when it is not redirected. If `dup2` fails, it stays redirected and a later call
    /// can try again.
    public func restore() throws(Errno) {
        try locked { (state) throws(Errno) in
            guard let before = state.beforeRedirect else { return }
            if let after = state.afterQuiet {
                state.afterQuiet = before
                Self.close(after)
            } else {
                try before.duplicate(as: descriptor)
                Self.close(before)
            }
            state.beforeRedirect = nil
        }
    }

    // MARK: - Steps, with the lock held

    /// Runs `body` on the state with the lock held.
    private func locked<T, E: Error>(_ body: (inout State) throws(E) -> T) throws(E) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }

    private func beginQuiet() {
        locked { state in
            state.quietCalls += 1
            if state.afterQuiet == nil { state.afterQuiet = silence() }
        }
    }

    private func endQuiet() {
        locked { state in
            state.quietCalls -= 1
            guard state.quietCalls == 0 else { return }
            lock.broadcast()  // for `aloud`
            guard let after = state.afterQuiet else { return }
            state.afterQuiet = nil
            do { try after.duplicate(as: descriptor) } catch {
                // Tolerated: fd 2 stays on /dev/null. Messages are then lost, never shown on the child's
                // screen, and there is nowhere to report it.
            }
            Self.close(after)
        }
    }

    /// Points the descriptor at /dev/null; returns a copy of where it pointed, or nil when it could not (the
    /// work then runs with its messages showing, rather than not at all).
    private func silence() -> FileDescriptor? {
        let saved: FileDescriptor
        let null: FileDescriptor
        do {
            saved = try descriptor.duplicate()
        } catch {
            return nil
        }
        do {
            null = try FileDescriptor.open("/dev/null", O_WRONLY)
        } catch {
            Self.close(saved)
            return nil
        }
        defer { Self.close(null) }
        do {
            try null.duplicate(as: descriptor)
        } catch {
            Self.close(saved)
            return nil
        }
        return saved
    }

    /// Closes a copy this type made. Tolerated when it fails: nothing is written through a copy (dup2 copies
    /// from it), so a failing close loses nothing, and on Linux the descriptor is gone either way.
    private static func close(_ fd: FileDescriptor) {
        do { try fd.close() } catch { return }
    }
}
