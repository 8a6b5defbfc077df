#if canImport(Glibc)
import Glibc
#endif

/// An open file descriptor, with one method per system call the store makes on it (apple/swift-system's
/// shape: the C function is named in each doc comment, failures come back as `Errno`).
///
/// A value, not an owner: whoever opens one closes it, and says so where a `close` failure is tolerated.
public struct FileDescriptor: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int32

    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// File descriptor 2. Only `StandardError` points it elsewhere.
    public static let standardError = FileDescriptor(rawValue: STDERR_FILENO)

    /// `open(2)`, retried on `EINTR`. `O_CLOEXEC` is always added: the program starts no other programs, and
    /// a descriptor must never outlive its use.
    public static func open(_ path: String, _ flags: Int32, permissions: mode_t = 0) throws(Errno) -> FileDescriptor {
        let fd = try retryingOnInterrupt { Glibc.open(path, flags | O_CLOEXEC, permissions) }
        return FileDescriptor(rawValue: fd)
    }

    /// `close(2)`. Never retried: on Linux the descriptor is gone even when `close` says `EINTR`.
    public func close() throws(Errno) {
        guard Glibc.close(rawValue) == 0 else { throw Errno.current }
    }

    /// `read(2)` into `buffer`, retried on `EINTR`; returns how many bytes came (0 at the end of the file).
    public func read(into buffer: UnsafeMutableRawBufferPointer) throws(Errno) -> Int {
        try retryingOnInterrupt { Glibc.read(rawValue, buffer.baseAddress, buffer.count) }
    }

    /// `write(2)` until every byte is written: a partial write goes on from where it stopped, `EINTR` is
    /// retried.
    public func writeAll(_ bytes: [UInt8]) throws(Errno) {
        // (withUnsafeBytes does not pass a typed error through, so the loop's outcome comes out as a Result.)
        let outcome = bytes.withUnsafeBytes { buffer -> Result<Void, Errno> in
            guard let base = buffer.baseAddress else { return .success(()) }  // nothing to write
            var offset = 0
            while offset < buffer.count {
                do throws(Errno) {
                    offset += try retryingOnInterrupt { Glibc.write(rawValue, base + offset, buffer.count - offset) }
                } catch {
                    return .failure(error)
                }
            }
            return .success(())
        }
        try outcome.get()
    }

    /// `pwrite(2)` until every byte is written at `offset`: a partial write goes on from where it stopped,
    /// `EINTR` is retried. The file's own position does not move.
    public func writeAll(_ buffer: UnsafeRawBufferPointer, at offset: Int) throws(Errno) {
        guard let base = buffer.baseAddress else { return }  // nothing to write
        var done = 0
        while done < buffer.count {
            done += try retryingOnInterrupt { Glibc.pwrite(rawValue, base + done, buffer.count - done, off_t(offset + done)) }
        }
    }

    /// `fchmod(2)`: sets the file's permission bits exactly, whatever the umask.
    public func setPermissions(_ permissions: mode_t) throws(Errno) {
        guard Glibc.fchmod(rawValue, permissions) == 0 else { throw Errno.current }
    }

    /// `fsync(2)`: the file's data and size are on the disk when it returns.
    public func sync() throws(Errno) {
        _ = try retryingOnInterrupt { Glibc.fsync(rawValue) }
    }

    /// `fstat(2)`.
    public func status() throws(Errno) -> FileStatus {
        var info = Glibc.stat()
        _ = try retryingOnInterrupt { fstat(rawValue, &info) }
        return FileStatus(info)
    }

    /// `dup(2)`, with close-on-exec set: `fcntl(F_DUPFD_CLOEXEC)`, which is `dup` with that flag. A new
    /// descriptor for the same open file.
    public func duplicate() throws(Errno) -> FileDescriptor {
        FileDescriptor(rawValue: try retryingOnInterrupt { Glibc.fcntl(rawValue, F_DUPFD_CLOEXEC, 0) })
    }

    /// `dup2(2)`: makes `target` a descriptor for this open file, closing what `target` was first. Retried on
    /// `EINTR`, and on `EBUSY` (Linux's answer when another thread is opening into `target` at that moment).
    public func duplicate(as target: FileDescriptor) throws(Errno) {
        while true {
            if Glibc.dup2(rawValue, target.rawValue) >= 0 { return }
            let error = Errno.current
            if error != .interrupted && error.rawValue != EBUSY { throw error }
        }
    }
}

/// What `stat(2)` and `fstat(2)` say about a file: only the fields the program reads.
public struct FileStatus: Hashable, Sendable {
    /// `st_dev` and `st_ino`: together they name one file, whatever path or descriptor reached it.
    public var device: UInt64
    public var inode: UInt64
    /// `st_mode & S_IFMT`.
    public var type: mode_t
    /// `st_mode & 0o7777`.
    public var permissions: mode_t
    /// `st_size`, in bytes.
    public var size: Int
    /// `st_mtim`, in nanoseconds since 1970: when the contents last changed.
    public var modified: Int64
    /// `st_ctim`, in nanoseconds since 1970: when the file last changed in any way (its contents, its mode, its
    /// name). No program can set it back, as `touch` can the time of change.
    public var statusChanged: Int64
    /// `st_uid` and `st_gid`: the user and the group it belongs to.
    public var owner: uid_t
    public var group: gid_t

    public init(_ info: Glibc.stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        type = info.st_mode & S_IFMT
        permissions = info.st_mode & 0o7777
        size = Int(info.st_size)
        modified = Int64(info.st_mtim.tv_sec) &* 1_000_000_000 &+ Int64(info.st_mtim.tv_nsec)
        statusChanged = Int64(info.st_ctim.tv_sec) &* 1_000_000_000 &+ Int64(info.st_ctim.tv_nsec)
        owner = info.st_uid
        group = info.st_gid
    }

    public var isRegularFile: Bool { type == S_IFREG }
    public var isFolder: Bool { type == S_IFDIR }
    public var isSocket: Bool { type == S_IFSOCK }
    public var isSymbolicLink: Bool { type == S_IFLNK }

    /// What it is, in a few words for a message: "a symbolic link", "a FIFO", "a folder".
    public var kind: String {
        switch type {
        case S_IFREG: return "a file"
        case S_IFDIR: return "a folder"
        case S_IFLNK: return "a symbolic link"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        case S_IFCHR, S_IFBLK: return "a device"
        default: return "something of an unknown kind"
        }
    }

    /// Whether both name the same file.
    public func isSameFile(as other: FileStatus) -> Bool {
        device == other.device && inode == other.inode
    }
}
