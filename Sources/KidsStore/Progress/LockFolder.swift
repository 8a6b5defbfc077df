import KidsSystem
#if canImport(Glibc)
import Glibc
#endif

/// A lock that holds between computers sharing a folder over NFS or SSHFS, where `flock` and `fcntl` locks may
/// protect nothing (SSHFS; NFS mounted `nolock`): a folder made with `mkdir`, which the server makes once or
/// refuses (`EEXIST`), holding a file that names its owner ("host pid time nonce").
///
/// A lock whose owner crashed is taken over when it is stale: its owner is a process of this computer that is no
/// longer running, or its time is older than `staleAfter` by this computer's clock, or it has been watched
/// unchanged for `staleAfter` (so a computer whose clock is wrong cannot keep a lock for ever). It is taken over by
/// renaming it aside, which one computer alone can do; the taker then checks that what it moved is the owner it
/// judged stale, and puts back one that was not. No hard links are used: SSHFS has none.
public struct LockFolder: Sendable {
    public let path: String
    /// A save holds its lock for milliseconds; ten seconds is a computer that stopped.
    public var staleAfter: Double = 10
    /// How long to wait for a lock another process holds before giving up (past `staleAfter`, so that a stale
    /// lock is always taken over in time).
    public var waitAtMost: Double = 15
    public var permissions: mode_t = 0o700
    let now: @Sendable () -> Double

    public init(path: String, now: @escaping @Sendable () -> Double) {
        self.path = path
        self.now = now
    }

    /// Who holds a lock, as its file says.
    public struct Owner: Hashable, Sendable {
        public var host: String
        public var pid: Int32
        public var time: Double
        public var text: String

        init?(_ text: String) {
            let fields = text.split(separator: " ")
            guard fields.count >= 3, let pid = Int32(fields[1]), let time = Double(fields[2]) else { return nil }
            host = String(fields[0])
            self.pid = pid
            self.time = time
            self.text = text
        }
    }

    /// A lock held: `release` ends it.
    public struct Held: Sendable {
        let lock: LockFolder
        let signature: String

        /// Removes the lock, when it is still this one's (a lock taken over as stale is another's now).
        public func release() {
            guard lock.owner() == signature else { return }
            do {
                try unlink(lock.ownerPath)
                try removeFolder(lock.path)
            } catch {
                // A folder that will not go (a network file system hiding a file still being closed in it) is moved
                // aside, so that the lock is free at once; failing that, it is stale in seconds.
                try? rename(lock.path, to: "\(lock.path).stale-\(Host.name())-\(Host.processID)-\(UInt32.random(in: .min ... .max))")
            }
        }
    }

    var ownerPath: String { path + "/owner" }

    /// Takes the lock, waiting for another holder at most `waitAtMost` seconds.
    public func acquire() throws(Errno) -> Held {
        let host = Host.name(), pid = Host.processID
        let started = now()
        var watched: (seen: String?, since: Double)?
        var pause = 0.01
        while true {
            let signature = "\(host) \(pid) \(now()) \(UInt32.random(in: .min ... .max))"
            do throws(Errno) {
                try mkdir(path, permissions: permissions)
                do {
                    // As asked, whatever the umask: in a class folder another user's computer must be able to
                    // take a stale lock over.
                    _ = chmod(path, permissions)
                    try writeOwner(signature)
                } catch {
                    try? removeFolder(path)  // Tolerated: left, it is a lock with no owner, stale in seconds.
                    throw error
                }
                return Held(lock: self, signature: signature)
            } catch let error where error == .fileExists {
                let seen = owner()
                if watched == nil || watched?.seen != seen { watched = (seen, now()) }
                if isStale(seen, host: host, watchedSince: watched?.since ?? now()) {
                    takeOver(seen, host: host, pid: pid)
                    watched = nil
                    continue
                }
                guard now() - started < waitAtMost else { throw Errno(rawValue: EAGAIN) }
                Host.pause(pause)
                pause = min(pause * 2, 0.1)
            }
        }
    }

    /// The owner file's text, nil when it cannot be read (a lock being made or removed, or none).
    func owner(of folder: String? = nil) -> String? {
        guard case .bytes(let bytes)? = try? RegularFile.read((folder ?? path) + "/owner", limit: 4096) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    func isStale(_ seen: String?, host: String, watchedSince: Double) -> Bool {
        if now() - watchedSince >= staleAfter { return true }
        guard let owner = seen.flatMap(Owner.init) else { return false }
        if owner.host == host && owner.pid != Host.processID && !Host.isRunning(owner.pid) { return true }
        return now() - owner.time >= staleAfter
    }

    /// Moves a stale lock aside and removes it. When what was moved is not the owner judged stale (another
    /// computer took the stale one over first and holds the lock now), it is put back.
    func takeOver(_ judged: String?, host: String, pid: Int32) {
        let aside = "\(path).stale-\(host)-\(pid)-\(UInt32.random(in: .min ... .max))"
        do { try rename(path, to: aside) } catch { return }  // Gone already: another taker, or its owner, removed it.
        if owner(of: aside) != judged {
            do {
                try rename(aside, to: path)
                return
            } catch {
                // Tolerated: a newer lock is in place; the one moved aside is removed below, and its owner's release
                // finds the lock not its own and leaves it.
            }
        }
        try? unlink(aside + "/owner")
        try? removeFolder(aside)
    }

    func writeOwner(_ signature: String) throws(Errno) {
        let fd = try FileDescriptor.open(ownerPath, O_WRONLY | O_CREAT | O_TRUNC, permissions: permissions & 0o666)
        do {
            try fd.writeAll(Array(signature.utf8))
        } catch {
            try? fd.close()
            throw error
        }
        try fd.close()
    }
}
