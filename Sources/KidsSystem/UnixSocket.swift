#if canImport(Glibc)
import Glibc
#endif

/// A connected Unix stream socket, over the wrappers: `socket`, `connect`, `setsockopt` for a deadline on each
/// send and receive. Only the screen-reader probe uses one, to ask whether a reader's socket answers.
public enum UnixSocket {
    /// `socket` and `connect` (section 2 of the manual) to the socket at `path`, or in the abstract namespace (Linux's sockets named
    /// by a leading NUL, as the session bus's may be). `timeout` in milliseconds bounds each later send and
    /// receive (`SO_SNDTIMEO`, `SO_RCVTIMEO`).
    public static func connect(path: String, abstract: Bool = false, timeout: Int32 = 300) throws(Errno) -> FileDescriptor {
        let raw = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard raw >= 0 else { throw Errno.current }
        let fd = FileDescriptor(rawValue: raw)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let name = (abstract ? [0] : []) + Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard name.count < capacity else {
            try? fd.close()  // Tolerated: the socket was never used.
            throw Errno(rawValue: ENAMETOOLONG)
        }
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: name) }
        // An abstract name's length is exactly its bytes; a path's includes the NUL after it.
        let length = socklen_t(MemoryLayout<sa_family_t>.size + name.count + (abstract ? 0 : 1))
        var deadline = timeval(tv_sec: Int(timeout / 1000), tv_usec: Int(timeout % 1000) * 1000)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(raw, $0, length) }
        }
        guard connected == 0,
              setsockopt(raw, SOL_SOCKET, SO_RCVTIMEO, &deadline, socklen_t(MemoryLayout<timeval>.size)) == 0,
              setsockopt(raw, SOL_SOCKET, SO_SNDTIMEO, &deadline, socklen_t(MemoryLayout<timeval>.size)) == 0 else {
            let error = Errno.current
            try? fd.close()  // Tolerated: nothing was sent.
            throw error
        }
        return fd
    }
}
