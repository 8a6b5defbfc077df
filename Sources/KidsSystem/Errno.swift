#if canImport(Glibc)
import Glibc
#endif

/// A failed system call's `errno`, with the C library's own words for it (`strerror`).
///
/// Every wrapper in `System/` throws this and nothing else, so a caller can test for one case
/// (`error == .noSuchFile`) and a message can say what went wrong in the words `perror` would use.
public struct Errno: Error, Hashable, Sendable, CustomStringConvertible {
    /// The `errno` value, e.g. `ENOENT`.
    public let rawValue: Int32

    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// `errno` as the last failed call on this thread left it.
    public static var current: Errno { Errno(rawValue: errno) }

    /// `strerror`: "No such file or directory".
    public var description: String { String(cString: strerror(rawValue)) }

    /// `EINTR`: a signal arrived during the call; the wrappers retry.
    public static let interrupted = Errno(rawValue: EINTR)
    /// `ENOENT`.
    public static let noSuchFile = Errno(rawValue: ENOENT)
    /// `EEXIST`.
    public static let fileExists = Errno(rawValue: EEXIST)
    /// `EBADF`.
    public static let badFileDescriptor = Errno(rawValue: EBADF)
}

/// Calls `call` until it does not fail with `EINTR`, the way swift-system's `retryOnInterrupt` does; a
/// negative result becomes the thread's `errno`, thrown.
@inline(__always)
public func retryingOnInterrupt<Result: BinaryInteger>(_ call: () -> Result) throws(Errno) -> Result {
    while true {
        let result = call()
        if result >= 0 { return result }
        let error = Errno.current
        if error != .interrupted { throw error }
    }
}
