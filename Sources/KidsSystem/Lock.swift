#if canImport(Glibc)
import Glibc
#endif

/// A mutual-exclusion lock: `pthread_mutex_t`, in memory of its own (a pthread object must not move). In place of
/// Foundation's `NSLock`, so the product needs no more than FoundationEssentials; and not Synchronization's
/// `Mutex`, whose inlined lock keeps the thread ID in a thread-local, which would add the dynamic loader to the
/// libraries the binary asks for (PrivacyTests).
public final class Lock: @unchecked Sendable {
    let mutex: UnsafeMutablePointer<pthread_mutex_t>

    public init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        // `pthread_mutex_init` with default attributes cannot fail on Linux.
        _ = pthread_mutex_init(mutex, nil)
    }

    deinit {
        _ = pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// `pthread_mutex_lock`.
    public func lock() { _ = pthread_mutex_lock(mutex) }

    /// `pthread_mutex_unlock`.
    public func unlock() { _ = pthread_mutex_unlock(mutex) }

    /// Runs `body` with the lock held.
    public func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }
}

/// A lock and a condition to wait on with it: `pthread_cond_t` on the monotonic clock (a change of the wall clock
/// never stretches or cuts a wait). In place of Foundation's `NSCondition`.
public final class Condition: @unchecked Sendable {
    private let lockValue = Lock()
    private let cond: UnsafeMutablePointer<pthread_cond_t>

    public init() {
        cond = .allocate(capacity: 1)
        cond.initialize(to: pthread_cond_t())
        var attributes = pthread_condattr_t()
        _ = pthread_condattr_init(&attributes)
        _ = pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        _ = pthread_cond_init(cond, &attributes)
        _ = pthread_condattr_destroy(&attributes)
    }

    deinit {
        _ = pthread_cond_destroy(cond)
        cond.deallocate()
    }

    public func lock() { lockValue.lock() }

    public func unlock() { lockValue.unlock() }

    /// With the lock held: waits for a signal (`pthread_cond_wait`; it may also wake for none: wait in a loop).
    public func wait() { _ = pthread_cond_wait(cond, lockValue.mutex) }

    /// `pthread_cond_signal`: wakes one waiting thread.
    public func signal() { _ = pthread_cond_signal(cond) }

    /// `pthread_cond_broadcast`: wakes every waiting thread.
    public func broadcast() { _ = pthread_cond_broadcast(cond) }

    /// With the lock held: waits for a signal, at most `seconds` (`pthread_cond_timedwait`). False when the time
    /// ran out.
    public func wait(seconds: Double) -> Bool {
        var deadline = Self.monotonic(after: seconds)
        return pthread_cond_timedwait(cond, lockValue.mutex, &deadline) != ETIMEDOUT
    }

    /// With the lock held: waits while `blocked()` holds, for at most `seconds` in all (a thread's owner waiting
    /// for it to be ready or to end, never for ever).
    public func wait(atMost seconds: Double, while blocked: () -> Bool) {
        var deadline = Self.monotonic(after: seconds)
        while blocked() && pthread_cond_timedwait(cond, lockValue.mutex, &deadline) != ETIMEDOUT {}
    }

    /// The monotonic clock's time `seconds` from now.
    static func monotonic(after seconds: Double) -> timespec {
        var now = timespec()
        _ = clock_gettime(CLOCK_MONOTONIC, &now)
        let whole = Int(max(0, min(seconds, 1e9)))
        var nanoseconds = now.tv_nsec + Int((max(0, min(seconds, 1e9)) - Double(whole)) * 1e9)
        var secondsPart = now.tv_sec + whole
        if nanoseconds >= 1_000_000_000 {
            nanoseconds -= 1_000_000_000
            secondsPart += 1
        }
        return timespec(tv_sec: secondsPart, tv_nsec: nanoseconds)
    }
}

/// A thread of the program's own: `pthread_create`, detached, named for `ps` and debuggers (at most 15 bytes).
/// In place of Foundation's `Thread`.
public enum SystemThread {
    /// Starts `body` on a new thread. False when the system would not make one.
    @discardableResult
    public static func start(name: String, _ body: @escaping @Sendable () -> Void) -> Bool {
        let box = Unmanaged.passRetained(Body(name: name, run: body)).toOpaque()
        var thread = pthread_t()
        let made = pthread_create(&thread, nil, { raw in
            guard let raw else { return nil }
            let body = Unmanaged<Body>.fromOpaque(raw).takeRetainedValue()
            SystemThread.nameThread(body.name)
            body.run()
            return nil
        }, box)
        guard made == 0 else {
            Unmanaged<Body>.fromOpaque(box).release()
            return false
        }
        _ = pthread_detach(thread)
        return true
    }

    /// Names the calling thread: its `comm` in /proc, what `pthread_setname_np` writes (which Swift's Glibc
    /// module does not offer). Best effort.
    static func nameThread(_ name: String) {
        let fd = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        let bytes = Array(name.utf8.prefix(15))
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        _ = close(fd)
    }

    private final class Body {
        let name: String
        let run: @Sendable () -> Void

        init(name: String, run: @escaping @Sendable () -> Void) {
            self.name = name
            self.run = run
        }
    }
}
