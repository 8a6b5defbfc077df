import KidsSystem
import KidsModel
#if canImport(Glibc)
import Glibc
#endif

/// Reads and saves `progress.json` in a folder, safely: a crash mid-save leaves the old file or the new one,
/// a damaged file is kept aside, and two running copies never lose each other's stars, on one computer or on two
/// sharing the folder over NFS or SSHFS (a class folder).
///
/// Saving takes the file's lock folder (`fox.lock.d`, a `LockFolder`: `mkdir`, which holds between computers
/// where `flock` may not), reads what is on disk, merges it with what is being saved (`Progress.merged`),
/// writes a temporary file in the same folder under a name no one can guess, fsyncs it, renames it over the old
/// one and fsyncs the folder. The file's format is KidsModel's `ProgressFile`; this type only moves its bytes.
///
/// Every step is made through the folder opened once for it (`OpenFolder`): a class folder is writable by every
/// pupil, and nothing planted in it (a link, a FIFO) is ever followed, written through or emptied.
public struct ProgressStore: Sendable {
    public let folder: String
    /// The file's name without `.json`: `progress`, or a child's animal (`fox`, `ChildFolder`).
    public let name: String
    public var path: String { folder + "/" + fileName }
    /// The file's name in its folder: `fox.json`.
    public var fileName: String { name + ".json" }
    var lockName: String { name + ".lock.d" }
    var tempPrefix: String { name + ".json.tmp-" }
    /// Files 0600 in a child's own state folder; 0660 in a class folder that several user accounts share (their
    /// group, given by the folder's set-group-ID bit, reads and writes them: docs/SCHOOLS.md).
    public var permissions: mode_t = 0o600
    /// Whether the folder is a class folder that computers share (`ChildFolder.shared`).
    public var shared: Bool { permissions != 0o600 }
    /// The clock a lock's age is read by.
    public var clock: Clock = .live()
    /// Told of anything under this file's names that kids did not make (left alone).
    public var tell: TellLeftAlone = { _ in }
    /// The lock's times (`LockFolder`): when a lock no one changes is stale, and how long a save waits for one.
    public var lockTimes = (staleAfter: 10.0, waitAtMost: 15.0)
    /// Larger than any real progress file by far; a bigger one is damage, not stars.
    static let largest = 16 << 20

    public init(folder: String, name: String = "progress") {
        self.folder = folder
        self.name = name
    }

    /// The folder of DESIGN §6: `$XDG_DATA_HOME/kids`, else `$HOME/.local/share/kids`; nil when neither is set.
    public static func defaultFolder(environment: [String: String]) -> String? {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") { return xdg + "/kids" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.local/share/kids" }
        return nil
    }

    /// What loading found, and anything grown-ups should be told.
    public struct Loaded: Hashable, Sendable {
        public var progress: Progress
        public var notice: Notice?
    }

    /// Something that went wrong with the file; the app goes on and tells grown-ups.
    public enum Notice: Hashable, Sendable, CustomStringConvertible {
        /// The file was damaged; it was moved to `keptAs` and the app starts fresh.
        case keptAside(keptAs: String, reason: String)
        /// The file exists but could not be read; it is left alone and nothing will be saved over it.
        case unreadable(reason: String)

        public var description: String {
            switch self {
            case .keptAside(let keptAs, let reason):
                return "The progress file could not be used because \(reason). It was kept as \(keptAs); starting fresh."
            case .unreadable(let reason): return "The progress file could not be read (\(reason))."
            }
        }
    }

    /// Why a save did not happen. Nothing on disk was changed.
    public struct SaveError: Error, Hashable, Sendable, CustomStringConvertible {
        public var step: String
        public var reason: String
        public var description: String { "could not \(step) (\(reason))" }
    }

    /// The saved progress; fresh when there is no file. Never fails: problems come back as a notice.
    public func load(now: Double) -> Loaded {
        let dir: OpenFolder
        switch openFolder() {
        case .success(let opened?): dir = opened
        case .success(nil): return Loaded(progress: Progress(), notice: nil)
        case .failure(let error): return Loaded(progress: Progress(), notice: .unreadable(reason: error.reason))
        }
        let reason: String
        switch readDisk(dir) {
        case .success(let progress):
            return Loaded(progress: progress ?? Progress(), notice: nil)
        case .failure(.unreadable(let why)):
            return Loaded(progress: Progress(), notice: .unreadable(reason: why))
        case .failure(.damaged(let why)): reason = why
        case .failure(.spoiled(let why)): reason = why
        case .failure(.planted(let what)): reason = what.description
        }
        // In a class folder another computer may be saving this very child: what is moved aside is moved under the
        // lock, by the next save, which reads it again first.
        if shared {
            return Loaded(progress: Progress(), notice: .unreadable(reason: reason + "; the next save sets it aside"))
        }
        switch keepAside(dir, now: now) {
        case .success(let keptAs): return Loaded(progress: Progress(), notice: .keptAside(keptAs: keptAs, reason: reason))
        case .failure(let error): return Loaded(progress: Progress(), notice: .unreadable(reason: "\(reason); \(error)"))
        }
    }

    /// Saves `progress` merged with what is on disk, and returns the merged progress. `now` names a damaged
    /// file that has to be kept aside first.
    @discardableResult
    public func save(_ progress: Progress, now: Double) throws(SaveError) -> Progress {
        try makeFolder()
        let dir: OpenFolder
        switch openFolder() {
        case .success(let opened?): dir = opened
        case .success(nil): throw SaveError(step: "use \(folder)", reason: Errno.noSuchFile.description)
        case .failure(let error): throw error
        }
        let held = try lock(in: dir)
        defer { held.release() }
        removeStaleTemps(in: dir)

        var merged = progress
        switch readDisk(dir) {
        case .success(let onDisk):
            if let onDisk { merged = Progress.merged(onDisk, progress) }
            merged.days = merged.days.until(now)
        case .failure(.unreadable(let reason)):
            throw SaveError(step: "read \(path) before saving over it", reason: reason)
        case .failure(.damaged):
            if case .failure(let error) = keepAside(dir, now: now) { throw error }
        case .failure(.planted(let reason)):
            tell(LeftAlone(folder: folder, name: fileName, kind: reason.kind))
            if case .failure(let error) = keepAside(dir, now: now) { throw error }
        case .failure(.spoiled):
            if case .failure(let error) = keepAside(dir, now: now) { throw error }
        }
        try writeAtomically(ProgressFile.encode(merged), in: dir, held: held)
        return merged
    }

    /// The progress on disk, changing nothing (a damaged file stays where it is): nil when there is no file; the
    /// reason when it cannot be used. For `kids report`, which only reads.
    public func read() -> Result<Progress?, SaveError> {
        let dir: OpenFolder
        switch openFolder() {
        case .success(let opened?): dir = opened
        case .success(nil): return .success(nil)
        case .failure(let error): return .failure(error)
        }
        switch readDisk(dir) {
        case .success(let progress): return .success(progress)
        case .failure(.unreadable(let reason)): return .failure(SaveError(step: "read \(path)", reason: reason))
        case .failure(.damaged(let reason)), .failure(.spoiled(let reason)): return .failure(SaveError(step: "use \(path)", reason: reason))
        case .failure(.planted(let reason)): return .failure(SaveError(step: "use \(path)", reason: reason.description))
        }
    }

    // MARK: - Steps

    /// The folder, opened for one load, save or read: nil when it is not there (no progress yet). A folder named by
    /// a symbolic link is refused, not followed (`OpenFolder.open`).
    public func openFolder() -> Result<OpenFolder?, SaveError> {
        do {
            return .success(try OpenFolder.open(folder))
        } catch let error where error == .noSuchFile {
            return .success(nil)
        } catch let error where error.rawValue == ELOOP {
            return .failure(SaveError(step: "use \(folder)", reason: "it is a symbolic link, which kids does not follow; name the folder it points to"))
        } catch {
            return .failure(SaveError(step: "use \(folder)", reason: error.description))
        }
    }

    /// The file's lock folder, taken (waiting for another computer's save, taking a crashed one's over).
    func lock(in dir: OpenFolder) throws(SaveError) -> LockFolder.Held {
        var lock = LockFolder(folder: dir, name: lockName, now: clock.now)
        lock.permissions = permissions | (permissions & 0o444) >> 2  // searchable by whoever reads the files
        lock.tell = tell
        (lock.staleAfter, lock.waitAtMost) = lockTimes
        do {
            return try lock.acquire()
        } catch let error where error.rawValue == EAGAIN {
            throw SaveError(step: "lock \(lock.path)", reason: "another copy of kids kept it for \(Int(lock.waitAtMost)) seconds")
        } catch {
            throw SaveError(step: "lock \(lock.path)", reason: error.description)
        }
    }

    /// Moves the damaged file (or whatever took its name) to `progress.json.corrupt-<time>`, never over an earlier
    /// one; a link is moved as an entry, never followed.
    func keepAside(_ dir: OpenFolder, now: Double) -> Result<String, SaveError> {
        let stamp = Self.stamp(now)
        var target = "\(fileName).corrupt-\(stamp)"
        var n = 2
        while dir.contains(target) {
            target = "\(fileName).corrupt-\(stamp)-\(n)"
            n += 1
        }
        do {
            try dir.rename(fileName, to: target)
        } catch {
            return .failure(SaveError(step: "keep the damaged \(path) aside", reason: error.description))
        }
        return .success(folder + "/" + target)
    }

    /// The state folder (and the folders above it), made 0700 where missing.
    func makeFolder() throws(SaveError) {
        let existing: FileStatus?
        do {
            existing = try fileStatus(folder)
        } catch let error where error == .noSuchFile {
            existing = nil
        } catch {
            throw SaveError(step: "use \(folder)", reason: error.description)
        }
        if let existing {
            guard existing.isFolder else { throw SaveError(step: "use \(folder)", reason: "it is not a folder") }
            return
        }
        do {
            try Folder.make(folder)
        } catch {
            throw SaveError(step: "create \(folder)", reason: error.description)
        }
    }


    /// `2026-11-29T22-23-18Z`: a time for file names (no colons), in UTC.
    static func stamp(_ seconds: Double) -> String {
        UTC.stamp(seconds, separator: "-")
    }
}
