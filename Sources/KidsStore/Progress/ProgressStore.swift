import KidsSystem
import FoundationEssentials
import KidsModel
#if canImport(Glibc)
import Glibc
#endif

/// Reads and saves `progress.json` in a folder, safely: a crash mid-save leaves the old file or the new one,
/// a damaged file is kept aside, and two running copies never lose each other's stars.
///
/// Saving takes an exclusive `flock` on `progress.lock` (fcntl locks would drop on any `close`), reads what is
/// on disk, merges it with what is being saved (`Progress.merged`), writes a temporary file in the same
/// folder, fsyncs it, renames it over the old one and fsyncs the folder. The file's format is KidsModel's
/// `ProgressFile`; this type only moves its bytes.
public struct ProgressStore: Sendable {
    public let folder: String
    /// The file's name without `.json`: `progress`, or a child's animal (`fox`, `ChildFolder`).
    public let name: String
    public var path: String { folder + "/\(name).json" }
    var lockPath: String { folder + "/\(name).lock" }
    var tempPrefix: String { name + ".json.tmp-" }
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
        public var progress: KidsModel.Progress
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
        switch readDisk() {
        case .success(let progress):
            return Loaded(progress: progress ?? KidsModel.Progress(), notice: nil)
        case .failure(.unreadable(let reason)):
            return Loaded(progress: KidsModel.Progress(), notice: .unreadable(reason: reason))
        case .failure(.damaged(let reason)):
            switch keepAside(now: now) {
            case .success(let keptAs): return Loaded(progress: KidsModel.Progress(), notice: .keptAside(keptAs: keptAs, reason: reason))
            case .failure(let error): return Loaded(progress: KidsModel.Progress(), notice: .unreadable(reason: "\(reason); \(error)"))
            }
        }
    }

    /// Saves `progress` merged with what is on disk, and returns the merged progress. `now` names a damaged
    /// file that has to be kept aside first.
    @discardableResult
    public func save(_ progress: KidsModel.Progress, now: Double) throws(SaveError) -> KidsModel.Progress {
        try makeFolder()
        let lock: FileDescriptor
        do {
            lock = try FileDescriptor.open(lockPath, O_RDWR | O_CREAT, permissions: 0o600)
        } catch {
            throw SaveError(step: "open \(lockPath)", reason: error.description)
        }
        defer {
            do { try lock.close() } catch {
                // Tolerated: the lock is released with the descriptor whatever close says, and nothing was
                // written through it.
            }
        }
        do {
            try lock.lockExclusively()
        } catch {
            throw SaveError(step: "lock \(lockPath)", reason: error.description)
        }
        removeStaleTemps()

        var merged = progress
        switch readDisk() {
        case .success(let onDisk):
            if let onDisk { merged = KidsModel.Progress.merged(onDisk, progress) }
        case .failure(.unreadable(let reason)):
            throw SaveError(step: "read \(path) before saving over it", reason: reason)
        case .failure(.damaged):
            if case .failure(let error) = keepAside(now: now) { throw error }
        }
        try writeAtomically(ProgressFile.encode(merged))
        return merged
    }

    /// The progress on disk, changing nothing (a damaged file stays where it is): nil when there is no file; the
    /// reason when it cannot be used. For `kids report`, which only reads.
    public func read() -> Result<KidsModel.Progress?, SaveError> {
        switch readDisk() {
        case .success(let progress): return .success(progress)
        case .failure(.unreadable(let reason)): return .failure(SaveError(step: "read \(path)", reason: reason))
        case .failure(.damaged(let reason)): return .failure(SaveError(step: "use \(path)", reason: reason))
        }
    }

    // MARK: - Steps

    enum ReadError: Error { case unreadable(String), damaged(String) }

    /// The progress on disk: nil when there is no file.
    func readDisk() -> Result<KidsModel.Progress?, ReadError> {
        let contents: RegularFile.Contents
        do {
            contents = try RegularFile.read(path, limit: Self.largest)
        } catch let error where error == .noSuchFile || error.rawValue == ENOTDIR {
            return .success(nil)
        } catch {
            return .failure(.unreadable(error.description))
        }
        switch contents {
        case .notRegular: return .failure(.damaged("it is not a regular file"))
        case .tooLarge: return .failure(.damaged("it is larger than 16 MB"))
        case .bytes(let bytes):
            do {
                return .success(try ProgressFile.decode(Data(bytes)))
            } catch {
                return .failure(.damaged(error.description))
            }
        }
    }

    /// Moves the damaged file to `progress.json.corrupt-<time>`, never over an earlier one.
    func keepAside(now: Double) -> Result<String, SaveError> {
        let stamp = Self.stamp(now)
        var target = "\(path).corrupt-\(stamp)"
        var n = 2
        while Self.exists(target) {
            target = "\(path).corrupt-\(stamp)-\(n)"
            n += 1
        }
        do {
            try rename(path, to: target)
        } catch {
            return .failure(SaveError(step: "keep the damaged \(path) aside", reason: error.description))
        }
        return .success(target)
    }

    /// Whether `path` names something (`stat` succeeds); a name that cannot be looked at counts as free, and
    /// the rename that follows says why it fails.
    static func exists(_ path: String) -> Bool {
        do {
            _ = try fileStatus(path)
            return true
        } catch {
            return false
        }
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


    /// Temporary files left by a copy that was killed mid-save. Called with the lock held.
    func removeStaleTemps() {
        let names: [String]
        do {
            names = try folderEntries(folder)
        } catch {
            return  // Tolerated: a stale temp file harms nothing (no one reads it), and the save goes on.
        }
        for name in names where name.hasPrefix(tempPrefix) {
            Self.removeTolerated(folder + "/" + name)
        }
    }

    /// Removes a temporary file. Tolerated when it fails: the next save (holding the lock) tries again, and
    /// a temp file is never read.
    static func removeTolerated(_ path: String) {
        do { try unlink(path) } catch { return }
    }

    func writeAtomically(_ data: Data) throws(SaveError) {
        let temp = "\(folder)/\(tempPrefix)\(getpid())"
        let fd: FileDescriptor
        do {
            fd = try FileDescriptor.open(temp, O_WRONLY | O_CREAT | O_TRUNC, permissions: 0o600)
        } catch {
            throw SaveError(step: "create \(temp)", reason: error.description)
        }
        var failure: Errno?
        do {
            try fd.writeAll(Array(data))
            try fd.sync()
        } catch {
            failure = error
        }
        // After writing, close can report a write that failed late (EIO, a full disk on NFS): it counts.
        do { try fd.close() } catch { failure = failure ?? error }
        if let failure {
            Self.removeTolerated(temp)
            throw SaveError(step: "write \(temp)", reason: failure.description)
        }
        do {
            try rename(temp, to: path)
        } catch {
            Self.removeTolerated(temp)
            throw SaveError(step: "replace \(path)", reason: error.description)
        }
        syncFolder()
    }

    /// fsyncs the folder, so the rename survives a power cut. Tolerated when it fails: the new file is in
    /// place for every reader already, and some file systems refuse fsync on a folder (EINVAL).
    func syncFolder() {
        let dir: FileDescriptor
        do {
            dir = try FileDescriptor.open(folder, O_RDONLY | O_DIRECTORY)
        } catch {
            return  // Tolerated, as above.
        }
        do { try dir.sync() } catch {
            // Tolerated, as above.
        }
        do { try dir.close() } catch {
            // Tolerated: nothing was written through this descriptor.
        }
    }

    /// `2026-11-29T22-23-18Z`: a time for file names (no colons), in UTC.
    static func stamp(_ seconds: Double) -> String {
        Clock.utc(seconds, separator: "-")
    }
}
