import KidsSystem
#if canImport(Glibc)
import Glibc
#endif

/// A lock that holds between computers sharing a folder over NFS or SSHFS, where `flock` and `fcntl` locks may
/// protect nothing (SSHFS; NFS mounted `nolock`): a folder made with `mkdirat`, which the server makes once or
/// refuses (`EEXIST`), holding a file that names its owner ("host pid time nonce").
///
/// A lock whose owner crashed is taken over when it is stale: its owner is a process of this computer that is no
/// longer running or whose time is older than `staleAfter`, or it has been watched unchanged for `staleAfter`.
/// Another computer's time is never compared with this one's (their clocks may differ by more than a save takes).
/// It is taken over by renaming it aside, which one computer alone can do; the taker then checks that what it moved
/// is the owner it judged stale, and puts back one that was not. A holder checks that the lock is still its own
/// just before it renames its file into place (`Held.isHeld`), which closes what gaps a takeover leaves. No hard
/// links are used: SSHFS has none.
///
/// Everything is done through the opened folder (`OpenFolder`): whatever another user plants under the lock's name
/// (a link, a FIFO) is never entered and never emptied; a link there is an owner that cannot be read, stale once
/// watched, and moved aside as an entry.
public struct LockFolder: Sendable {
    public let folder: OpenFolder
    public let name: String
    public var path: String { folder.path + "/" + name }
    /// A save holds its lock for milliseconds; ten seconds is a computer that stopped.
    public var staleAfter: Double = 10
    /// How long to wait for a lock another process holds before giving up (past `staleAfter`, so that a stale
    /// lock is always taken over in time).
    public var waitAtMost: Double = 15
    public var permissions: mode_t = 0o700
    /// Told of what is found under a lock's names that kids did not make.
    public var tell: TellLeftAlone = { _ in }
    let now: @Sendable () -> Double
    /// How a stale lock is moved aside: `renameat(2)`; a test gives one that fails as a folder this user may not change.
    var moveAside: @Sendable (OpenFolder, String, String) throws(Errno) -> Void = { folder, old, new throws(Errno) in
        try folder.rename(old, to: new)
    }

    /// The owner file's name in a lock folder, and the prefix of the temporary file that becomes it.
    static let ownerName = "owner"
    static let ownerPrefix = ".owner-"

    public init(folder: OpenFolder, name: String, now: @escaping @Sendable () -> Double) {
        self.folder = folder
        self.name = name
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
            guard fields.count >= 3, let pid = Int32(fields[1]), let time = Double(fields[2]), time.isFinite else { return nil }
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

        /// Whether the lock is still this one's (not taken over by a computer that judged it stale).
        public var isHeld: Bool { lock.owner() == signature }

        /// Removes the lock, when it is still this one's (a lock taken over as stale is another's now).
        public func release() {
            guard lock.owner() == signature else { return }
            do {
                try lock.folder.folder(lock.name).remove(LockFolder.ownerName)
                try lock.folder.removeFolder(lock.name)
            } catch {
                // A folder that will not go (a network file system hiding a file still being closed in it) is moved
                // aside, so that the lock is free at once; failing that, it is stale in seconds.
                try? lock.folder.rename(lock.name, to: lock.asideName(host: Host.name(), pid: Host.processID))
            }
        }
    }

    /// A name to move the lock aside to: the lock's, `.stale-`, who moved it, and a random part.
    func asideName(host: String, pid: Int32) -> String {
        "\(name).stale-\(host)-\(pid)-\(OpenFolder.randomPart())"
    }

    /// Takes the lock, waiting for another holder at most `waitAtMost` seconds.
    public func acquire() throws(Errno) -> Held {
        let host = Host.name(), pid = Host.processID
        let started = now()
        // What is watched: the owner's text, and which folder holds it (a new folder with no owner yet is another).
        var watched: (seen: String?, folder: FileStatus?, since: Double)?
        var pause = 0.01
        while true {
            let signature = "\(host) \(pid) \(now()) \(OpenFolder.randomPart())"
            do throws(Errno) {
                // Made with its permissions whatever the umask: in a class folder another user's computer must be
                // able to take a stale lock over.
                let made = try folder.makeFolder(name, permissions: permissions)
                do {
                    try writeOwner(signature, in: made)
                } catch {
                    abandon(made)
                    throw error
                }
                return Held(lock: self, signature: signature)
            } catch let error where error == .fileExists {
                // Every way round counts against the time, a takeover too: a pupil who plants a stale-looking lock
                // again and again cannot keep a save going round for ever.
                guard now() - started < waitAtMost else { throw Errno(rawValue: EAGAIN) }
                let seen = owner(), identity = try? folder.status(name)
                if watched == nil || watched?.seen != seen || !Self.same(watched?.folder, identity) { watched = (seen, identity, now()) }
                // Taken over, the lock is tried again at once; a takeover that could not be made (a folder this
                // user may not change) waits like any other.
                if isStale(seen, host: host, watchedSince: watched?.since ?? now()) && takeOver(seen, identity: identity, host: host, pid: pid) {
                    watched = nil
                    continue
                }
                Host.pause(pause)
                pause = min(pause * 2, 0.1)
            }
        }
    }

    /// A lock this copy made but could not finish (a full share): removed whole, so that the next save does not wait
    /// for it to turn stale. What cannot go (something planted in it meanwhile) is left, and is stale in seconds.
    func abandon(_ made: OpenFolder) {
        try? made.remove(Self.ownerName)
        try? folder.removeFolder(name)
    }

    /// The owner file's text, nil when it cannot be read (a lock being made or removed, none, or no folder at all).
    func owner(of aside: String? = nil) -> String? {
        guard let lock = try? folder.folder(aside ?? name),
              case .bytes(let bytes)? = try? lock.read(Self.ownerName, limit: 4096) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    func isStale(_ seen: String?, host: String, watchedSince: Double) -> Bool {
        if now() - watchedSince >= staleAfter { return true }
        guard let owner = seen.flatMap(Owner.init), owner.host == host, owner.pid != Host.processID else { return false }
        return !Host.isRunning(owner.pid) || now() - owner.time >= staleAfter
    }

    /// Moves a stale lock aside and removes it. When what was moved is not the owner judged stale (another
    /// computer took the stale one over first and holds the lock now), it is put back. False when nothing could be
    /// moved for a reason other than the lock being gone (this user may not change the folder).
    /// `identity`, when known, is the folder judged: what was moved must be it, not a newer lock with the same (or no)
    /// owner text that another computer made meanwhile.
    @discardableResult
    func takeOver(_ judged: String?, identity: FileStatus? = nil, host: String, pid: Int32) -> Bool {
        let aside = asideName(host: host, pid: pid)
        do {
            try moveAside(folder, name, aside)
        } catch {
            return error == .noSuchFile  // Gone already: another taker, or its owner, removed it; try again.
        }
        if owner(of: aside) != judged || (identity != nil && !Self.same(identity, try? folder.status(aside))) {
            do {
                try folder.rename(aside, to: name)
                return true
            } catch {
                // Tolerated: a newer lock is in place; the one moved aside is removed below, and its owner's release
                // finds the lock not its own and leaves it.
            }
        }
        // Only a real lock folder is emptied; whatever else was under the lock's name stays aside, told.
        Leftovers.removeLockFolder(aside, in: folder, tell: tell)
        return true
    }

    /// Whether two looks found the same entry (device and inode), or both found none.
    static func same(_ a: FileStatus?, _ b: FileStatus?) -> Bool {
        switch (a, b) {
        case (let a?, let b?): return a.isSameFile(as: b)
        case (nil, nil): return true
        default: return false
        }
    }

    /// The owner file, written whole under a random name and renamed into place, so that nothing planted in the new
    /// folder meanwhile is written through.
    func writeOwner(_ signature: String, in lock: OpenFolder) throws(Errno) {
        let temp = try lock.write(Array(signature.utf8), prefix: Self.ownerPrefix, permissions: permissions & 0o666, sync: false)
        do {
            try lock.rename(temp, to: Self.ownerName)
        } catch {
            try? lock.remove(temp)
            throw error
        }
    }
}
