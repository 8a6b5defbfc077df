#if canImport(Glibc)
import Glibc
#endif

/// A folder opened once, and every file in it reached through that descriptor, never through a path: the one way
/// kids touches a folder that other users can write (a class folder), and the user's own state folder the same way.
///
/// Any pupil of a class can plant anything in its folder under any name: a symbolic link to another user's home, a
/// FIFO, a folder. So, as OpenSSH does and systemd's `chase()`:
/// - the folder is opened `O_DIRECTORY | O_NOFOLLOW`, and every call is made relative to it (`openat`, `mkdirat`,
///   `renameat`, `unlinkat`, `fstatat` with `AT_SYMLINK_NOFOLLOW`), with a name that is one entry of it (no `/`,
///   not `.` or `..`);
/// - every open is `O_NOFOLLOW | O_NONBLOCK | O_NOCTTY`, and what is opened is checked with `fstat` to be what was
///   meant (a regular file, a folder) before it is used;
/// - a file kids makes is made `O_CREAT | O_EXCL` under a name with a random part, so nothing can wait under it;
/// - a folder in it is entered only through a descriptor opened no-follow (`folder(_:)`).
/// A link is an entry like any other here: renamed or removed as an entry, never followed; nothing outside the
/// opened folder is ever reached.
public final class OpenFolder: Sendable {
    /// The path it was opened by, for messages; never opened again.
    public let path: String
    let descriptor: FileDescriptor

    private init(path: String, descriptor: FileDescriptor) {
        self.path = path
        self.descriptor = descriptor
    }

    deinit {
        // Tolerated: nothing is written through a folder's descriptor, so a failing close loses nothing.
        try? descriptor.close()
    }

    /// `open(2)` of a folder with `O_DIRECTORY | O_NOFOLLOW`: a path whose last step is a symbolic link is refused
    /// (`ELOOP`), not followed.
    public static func open(_ path: String) throws(Errno) -> OpenFolder {
        do {
            let fd = try retryingOnInterrupt { Glibc.open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
            return OpenFolder(path: path, descriptor: FileDescriptor(rawValue: fd))
        } catch let error where error.rawValue == ENOTDIR {
            // Linux says ENOTDIR for a link opened O_DIRECTORY | O_NOFOLLOW: told as the link it is.
            var info = Glibc.stat()
            throw lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK ? Errno(rawValue: ELOOP) : error
        }
    }

    /// The folder `name` in this one, entered by `openat(2)` with `O_DIRECTORY | O_NOFOLLOW`: a link is refused
    /// (`ELOOP`), and so is anything but a folder (`ENOTDIR`).
    public func folder(_ name: String) throws(Errno) -> OpenFolder {
        try Self.check(name)
        do {
            let fd = try retryingOnInterrupt { openat(descriptor.rawValue, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
            return OpenFolder(path: path + "/" + name, descriptor: FileDescriptor(rawValue: fd))
        } catch let error where error.rawValue == ENOTDIR {
            throw (try? status(name))?.isSymbolicLink == true ? Errno(rawValue: ELOOP) : error  // As in `open`.
        }
    }

    /// `fstat(2)` of the folder itself.
    public func status() throws(Errno) -> FileStatus {
        try descriptor.status()
    }

    /// `fstatat(2)` with `AT_SYMLINK_NOFOLLOW`: what `name` is, a link being a link.
    public func status(_ name: String) throws(Errno) -> FileStatus {
        try Self.check(name)
        var info = Glibc.stat()
        _ = try retryingOnInterrupt { fstatat(descriptor.rawValue, name, &info, AT_SYMLINK_NOFOLLOW) }
        return FileStatus(info)
    }

    /// `readlinkat(2)`: what the symbolic link `name` holds, as written in it (for a message; never followed).
    public func linkTarget(_ name: String) throws(Errno) -> String {
        try Self.check(name)
        var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = try retryingOnInterrupt { readlinkat(descriptor.rawValue, name, &target, target.count - 1) }
        return String(decoding: target[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether anything, of any kind, is called `name` here.
    public func contains(_ name: String) -> Bool {
        (try? status(name)) != nil
    }

    /// The names in the folder, sorted, without `.` and `..` (`openat(".")`, `fdopendir(3)`, `readdir(3)`).
    public func names() throws(Errno) -> [String] {
        let fd = try retryingOnInterrupt { openat(descriptor.rawValue, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard let stream = fdopendir(fd) else {
            let error = Errno.current
            _ = Glibc.close(fd)
            throw error
        }
        var names: [String] = []
        var failure: Errno?
        while true {
            errno = 0  // readdir tells the end from an error only by errno
            guard let entry = readdir(stream) else {
                if errno != 0 { failure = Errno.current }
                break
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        _ = closedir(stream)  // Tolerated: a folder read, nothing written.
        if let failure { throw failure }
        return names.sorted()
    }

    /// The names in the folder as they are now, even on a network file system that keeps a folder's listing for a
    /// while (NFS, up to a minute; SSHFS, 20 seconds): a file made and removed in it first makes this computer's copy
    /// of the listing out of date, so it is read again from the server. Where nothing can be made (a folder only
    /// read), the listing is read as it comes.
    public func freshNames() throws(Errno) -> [String] {
        if let probe = try? write([], prefix: Self.probePrefix, permissions: 0o600, sync: false) {
            try? remove(probe)  // Tolerated: a probe left behind is skipped by every listing.
        }
        return try names().filter { !$0.hasPrefix(Self.probePrefix) }
    }

    /// The names of the probe files `freshNames` makes.
    public static let probePrefix = ".kids-look-"

    /// The bytes of the regular file `name`, at most `limit` of them. A link, a FIFO, a device or a folder is never
    /// read: it is `.notRegular` (a link is refused by `O_NOFOLLOW` before it is opened; a FIFO is opened without
    /// waiting and refused by `fstat`).
    public func read(_ name: String, limit: Int) throws(Errno) -> RegularFile.Contents {
        try read(name, limit: limit, owners: nil)
    }

    /// The bytes of the regular file `name` as `read(_:limit:)` reads them, but only when `owner` owns it and no one
    /// else may write it (no write permission for its group or others), as its descriptor's `fstat` says: what a
    /// program trusts as its own cache, never a file another user put there or could have changed. Anything else is
    /// `.notRegular`.
    public func readOwn(_ name: String, limit: Int, owner: uid_t = geteuid()) throws(Errno) -> RegularFile.Contents {
        try read(name, limit: limit, owners: [owner])
    }

    /// The bytes of `name` as `readOwn` reads them, owned by any of `owners` (a class folder's owner, or root).
    public func readTrusted(_ name: String, limit: Int, owners: Set<uid_t>) throws(Errno) -> RegularFile.Contents {
        try read(name, limit: limit, owners: owners)
    }

    private func read(_ name: String, limit: Int, owners: Set<uid_t>? = nil) throws(Errno) -> RegularFile.Contents {
        try Self.check(name)
        let fd: FileDescriptor
        do {
            fd = FileDescriptor(rawValue: try retryingOnInterrupt {
                openat(descriptor.rawValue, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
            })
        } catch let error where error.rawValue == ELOOP || error.rawValue == ENXIO {
            return .notRegular  // A symbolic link (ELOOP), or a socket or a FIFO opened as none would (ENXIO).
        }
        let contents: Result<RegularFile.Contents, Errno>
        do {
            if let owners {
                let status = try fd.status()
                guard owners.contains(status.owner), status.permissions & 0o022 == 0 else {
                    try? fd.close()  // Tolerated: nothing was read or written through it.
                    return .notRegular
                }
            }
            contents = .success(try RegularFile.read(fd, limit: limit))
        } catch {
            contents = .failure(error)
        }
        try? fd.close()  // Tolerated: nothing was written through it, and the bytes read stand.
        return try contents.get()
    }

    /// Writes a new file whole: made `O_CREAT | O_EXCL | O_NOFOLLOW` as `prefix` and a random part (16 hexadecimal
    /// digits: nothing can be planted under it beforehand), with `permissions` whatever the umask (`settle`), written,
    /// fsynced when `sync`, and closed. Returns its name. On any failure it is removed and nothing is left.
    public func write(_ bytes: [UInt8], prefix: String, permissions: mode_t, sync: Bool) throws(Errno) -> String {
        let (name, fd) = try makeFile(prefix: prefix, permissions: permissions)
        var failure: Errno?
        do {
            try Self.settle(fd, permissions)
            try fd.writeAll(bytes)
            if sync { try fd.sync() }
        } catch {
            failure = error
        }
        // After writing, close can report a write that failed late (EIO, a full disk on NFS): it counts.
        do { try fd.close() } catch { failure = failure ?? error }
        if let failure {
            try? remove(name)  // Tolerated: a name with a random part, which no one reads; a later save removes it.
            throw failure
        }
        return name
    }

    /// `openat(2)` with `O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW`, under `prefix` and a random part; a name taken
    /// already is tried again with another.
    func makeFile(prefix: String, permissions: mode_t, random: () -> String = randomPart) throws(Errno) -> (String, FileDescriptor) {
        var tries = 0
        while true {
            let name = prefix + random()
            try Self.check(name)
            do {
                let fd = try retryingOnInterrupt {
                    openat(descriptor.rawValue, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC, permissions)
                }
                return (name, FileDescriptor(rawValue: fd))
            } catch let error where error == .fileExists && tries < 8 {
                tries += 1
            }
        }
    }

    /// 16 hexadecimal digits from the system's random source (`getrandom(2)`): a name no one can guess.
    public static func randomPart() -> String {
        let value = UInt64.random(in: .min ... .max)
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// `mkdirat(2)`: a new folder `name`, then entered no-follow, with `permissions` whatever the umask (`settle`). Throws `EEXIST` when anything is called `name` already. Its owner is not compared
    /// with this user: a network file system may show it as another (SSHFS's mapping, NFS's root squashing); what
    /// is entered is a real folder in this one, whoever put it there.
    public func makeFolder(_ name: String, permissions: mode_t) throws(Errno) -> OpenFolder {
        try Self.check(name)
        _ = try retryingOnInterrupt { mkdirat(descriptor.rawValue, name, permissions) }
        do {
            let made = try folder(name)
            try Self.settle(made.descriptor, permissions)
            return made
        } catch {
            try? removeFolder(name)  // Tolerated: an empty folder left is a lock with no owner, stale in seconds.
            throw error
        }
    }

    /// Gives what `fd` names the permission bits asked for when the umask took some away (`fchmod(2)`), keeping the
    /// set-group-ID bit a folder inherited from a class folder (so its files keep the class's group). Only when
    /// needed: over SSHFS `fchmod` becomes a change by path on the server, which a pupil could race, so a program
    /// using a class folder sets a umask that takes nothing the group needs (`kids` does: 007) and this does nothing.
    static func settle(_ fd: FileDescriptor, _ permissions: mode_t) throws(Errno) {
        let now = try fd.status().permissions
        guard now & 0o777 != permissions & 0o777 else { return }
        try fd.setPermissions(permissions | (now & S_ISGID))
    }

    /// `renameat(2)` within this folder: the entry `old` takes the name `new`, replacing what had it (a link at
    /// either name is moved or replaced as an entry, never followed).
    public func rename(_ old: String, to new: String) throws(Errno) {
        try Self.check(old)
        try Self.check(new)
        _ = try retryingOnInterrupt { renameat(descriptor.rawValue, old, descriptor.rawValue, new) }
    }

    /// `unlinkat(2)`: removes the entry `name`, which is not a folder (a link itself goes, never what it names).
    public func remove(_ name: String) throws(Errno) {
        try Self.check(name)
        _ = try retryingOnInterrupt { unlinkat(descriptor.rawValue, name, 0) }
    }

    /// `unlinkat(2)` with `AT_REMOVEDIR`: removes the empty folder `name`.
    public func removeFolder(_ name: String) throws(Errno) {
        try Self.check(name)
        _ = try retryingOnInterrupt { unlinkat(descriptor.rawValue, name, AT_REMOVEDIR) }
    }

    /// `fsync(2)` of the folder, so that a rename in it survives a power cut. Tolerated when it fails: the new name
    /// is in place for every reader already, and some file systems refuse fsync on a folder (`EINVAL`).
    public func sync() {
        try? descriptor.sync()
    }

    /// A name is one entry of the folder: not empty, no `/`, not `.` or `..` (`EINVAL`), so no call reaches past it.
    static func check(_ name: String) throws(Errno) {
        guard !name.isEmpty, name != ".", name != "..", !name.utf8.contains(UInt8(ascii: "/")), !name.utf8.contains(0) else {
            throw Errno(rawValue: EINVAL)
        }
    }
}
