import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads and saves `progress.json` in a folder, safely: a crash mid-save leaves the old file or the new one,
/// a damaged file is kept aside, and two running copies never lose each other's stars.
///
/// One of the model's two small stores. Saving takes an exclusive `flock` on `progress.lock` (fcntl locks
/// would drop on any `close`), reads what is on disk, merges it with what is being saved, writes a temporary
/// file in the same folder, fsyncs it, renames it over the old one and fsyncs the folder.
public struct ProgressStore: Sendable {
    public let folder: String
    public var path: String { folder + "/progress.json" }
    var lockPath: String { folder + "/progress.lock" }
    static let tempPrefix = "progress.json.tmp-"

    public init(folder: String) {
        self.folder = folder
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
        guard FileManager.default.fileExists(atPath: path) else { return Loaded(progress: Progress(), notice: nil) }
        switch readDisk() {
        case .success(let progress):
            return Loaded(progress: progress ?? Progress(), notice: nil)
        case .failure(.unreadable(let reason)):
            return Loaded(progress: Progress(), notice: .unreadable(reason: reason))
        case .failure(.damaged(let reason)):
            switch keepAside(now: now) {
            case .success(let keptAs): return Loaded(progress: Progress(), notice: .keptAside(keptAs: keptAs, reason: reason))
            case .failure(let error): return Loaded(progress: Progress(), notice: .unreadable(reason: "\(reason); \(error)"))
            }
        }
    }

    /// Saves `progress` merged with what is on disk, and returns the merged progress. `now` names a damaged
    /// file that has to be kept aside first.
    @discardableResult
    public func save(_ progress: Progress, now: Double) throws(SaveError) -> Progress {
        try makeFolder()
        let lock = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard lock >= 0 else { throw SaveError(step: "open \(lockPath)", reason: Self.errnoText()) }
        defer { close(lock) }
        guard flock(lock, LOCK_EX) == 0 else { throw SaveError(step: "lock \(lockPath)", reason: Self.errnoText()) }
        removeStaleTemps()

        var merged = progress
        switch readDisk() {
        case .success(let onDisk):
            if let onDisk { merged = Progress.merged(onDisk, progress) }
        case .failure(.unreadable(let reason)):
            throw SaveError(step: "read \(path) before saving over it", reason: reason)
        case .failure(.damaged):
            if case .failure(let error) = keepAside(now: now) { throw error }
        }
        try writeAtomically(ProgressFile.encode(merged))
        return merged
    }

    // MARK: - Steps

    enum ReadError: Error { case unreadable(String), damaged(String) }

    /// The progress on disk: nil when there is no file.
    func readDisk() -> Result<Progress?, ReadError> {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return errno == ENOENT ? .success(nil) : .failure(.unreadable(Self.errnoText()))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .failure(.damaged("it is not a regular file")) }
        guard info.st_size <= 16 << 20 else { return .failure(.damaged("it is larger than 16 MB")) }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(.unreadable("permission denied or read error"))
        }
        do {
            return .success(try ProgressFile.decode(data))
        } catch {
            return .failure(.damaged(error.description))
        }
    }

    /// Moves the damaged file to `progress.json.corrupt-<time>`, never over an earlier one.
    func keepAside(now: Double) -> Result<String, SaveError> {
        let stamp = Self.stamp(now)
        var target = "\(path).corrupt-\(stamp)"
        var n = 2
        while FileManager.default.fileExists(atPath: target) {
            target = "\(path).corrupt-\(stamp)-\(n)"
            n += 1
        }
        guard rename(path, target) == 0 else {
            return .failure(SaveError(step: "keep the damaged \(path) aside", reason: Self.errnoText()))
        }
        return .success(target)
    }

    func makeFolder() throws(SaveError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw SaveError(step: "use \(folder)", reason: "it is not a folder") }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw SaveError(step: "create \(folder)", reason: "\(error.localizedDescription)")
        }
    }

    /// Temporary files left by a copy that was killed mid-save. Called with the lock held.
    func removeStaleTemps() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names where name.hasPrefix(Self.tempPrefix) {
            unlink(folder + "/" + name)
        }
    }

    func writeAtomically(_ data: Data) throws(SaveError) {
        let temp = "\(folder)/\(Self.tempPrefix)\(getpid())"
        let fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw SaveError(step: "create \(temp)", reason: Self.errnoText()) }
        var ok = data.withUnsafeBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return buffer.isEmpty }
            var offset = 0
            while offset < buffer.count {
                let n = write(fd, base + offset, buffer.count - offset)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { return false }
                offset += n
            }
            return true
        }
        var reason = ok ? "" : Self.errnoText()
        if ok && fsync(fd) != 0 { ok = false; reason = Self.errnoText() }
        close(fd)
        guard ok else {
            unlink(temp)
            throw SaveError(step: "write \(temp)", reason: reason)
        }
        guard rename(temp, path) == 0 else {
            let why = Self.errnoText()
            unlink(temp)
            throw SaveError(step: "replace \(path)", reason: why)
        }
        let dir = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dir >= 0 {
            fsync(dir)
            close(dir)
        }
    }

    static func errnoText() -> String { String(cString: strerror(errno)) }

    /// `2026-11-29T22-23-18Z`: a time for file names (no colons), in UTC.
    static func stamp(_ seconds: Double) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate, .withTime, .withTimeZone, .withDashSeparatorInDate, .withColonSeparatorInTime]
        return formatter.string(from: Date(timeIntervalSince1970: seconds)).replacingOccurrences(of: ":", with: "-")
    }
}
