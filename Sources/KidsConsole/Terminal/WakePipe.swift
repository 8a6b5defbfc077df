#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import KidsSystem

/// A pipe that wakes the run loop's `poll` from another thread or a signal: a resize (SIGWINCH, through a
/// Dispatch signal source on its own queue) or news from the speech thread.
public final class WakePipe: @unchecked Sendable {
    public let readEnd: Int32
    private let writeEnd: Int32
    private var sources: [DispatchSourceSignal] = []
    private let queue = DispatchQueue(label: "kids.signals")
    private let lock = Lock()
    private var stopping: Int32?

    public init?() {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        readEnd = fds[0]
        writeEnd = fds[1]
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
    }

    deinit {
        sources.forEach { $0.cancel() }
        Glibc.close(readEnd)
        Glibc.close(writeEnd)
    }

    /// Wakes the loop. Never blocks: a full pipe already means "wake up".
    public func wake() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Empties the pipe after a wake-up.
    public func drain() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(readEnd, &buffer, buffer.count) > 0 {}
    }

    /// Wakes the loop whenever `signal` arrives (SIGWINCH). The source runs on this pipe's own queue, not
    /// `.main`, which the run loop never services.
    public func wake(on signal: Int32) {
        Glibc.signal(signal, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: signal, queue: queue)
        source.setEventHandler { [weak self] in self?.wake() }
        source.resume()
        sources.append(source)
    }

    /// Asks the loop to stop when one of `signals` arrives (SIGTERM, SIGHUP, SIGINT), instead of the process
    /// dying at once: the loop can then finish its work (the last save) before the program ends by the signal.
    ///
    /// Returns once every source is registered. Dispatch installs its own handler only then, on its queue: the
    /// signal was first set to be ignored here, and one that came in between was lost (a SIGHUP right after the
    /// first question, on a busy machine, left kids running). Until then the handler already in place (the
    /// terminal's restore, which ends the program by the signal) stays.
    public func stop(on signals: [Int32]) {
        let registered = DispatchSemaphore(value: 0)
        for signal in signals {
            let source = DispatchSource.makeSignalSource(signal: signal, queue: queue)
            source.setEventHandler { [weak self] in
                guard let self else { return }
                self.lock.withLock { self.stopping = self.stopping ?? signal }
                self.wake()
            }
            source.setRegistrationHandler { registered.signal() }
            source.resume()
            sources.append(source)
        }
        // Bounded, so a stalled queue cannot stop the start: the restore's handler then still ends kids cleanly.
        for _ in signals { _ = registered.wait(timeout: .now() + 2) }
    }

    /// The signal that asked the loop to stop, if one did.
    public var stopSignal: Int32? { lock.withLock { stopping } }
}
