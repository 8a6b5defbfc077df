import FoundationEssentials
import KidsModel
import KidsSystem
#if canImport(Glibc)
import Glibc
#endif

/// The packs this program has checked whole and found sound, by fingerprint (`ContentLoader.fingerprint` of
/// `PackFiles.identities`),
/// in `checked-packs` in the state folder: one hexadecimal fingerprint a line, the newest last, at most
/// `kept` of them. A start whose pack and binary are the ones recorded skips the checks of sense, which are
/// most of a start's work (docs/BENCHMARKS.md, third round); any changed byte of the pack, or a new build of
/// the program, is checked whole again. `kids check-content` never reads it.
///
/// Nothing here is precious: a missing, unreadable or garbled file only means checking again, and a record
/// that cannot be written is left unwritten.
public struct CheckedPacks: Sendable {
    /// Enough for the four built-in packs and a few of a teacher's, with each binary in use.
    static let kept = 16
    public let folder: String
    static let fileName = "checked-packs"
    public var path: String { folder + "/" + Self.fileName }
    /// What names this program: the executable's device, inode, size and time of change, hashed. nil when
    /// `/proc/self/exe` cannot be read, and then nothing is trusted.
    let program: UInt64?

    public init(folder: String, program: UInt64? = CheckedPacks.thisProgram()) {
        self.folder = folder
        self.program = program
    }

    /// The pack in these files: checked whole (every image read and measured) unless recorded as checked before, and
    /// recorded when it passes. A pack recorded is recognised by its JSON's bytes and its images' identities (`PackFiles`), and its
    /// images are left to be read when first drawn: a start reads and hashes no image.
    public func load(_ pack: PackFiles) -> Result<ContentPack, ContentError> {
        guard let program else { return pack.load() }
        let fingerprint = ContentLoader.fingerprint(of: pack.identities, salt: program)
        let record = recorded()
        if record.contains(fingerprint) { return pack.load(checkedBefore: true, fingerprint: fingerprint) }
        let result = pack.load(fingerprint: fingerprint)
        if case .success = result { self.record(fingerprint, after: record) }
        return result
    }

    /// The fingerprints recorded, oldest first; none when the file is missing or unreadable, and a line
    /// that is not a fingerprint is skipped.
    func recorded() -> [UInt64] {
        guard let dir = try? OpenFolder.open(folder), case .bytes(let bytes)? = try? dir.read(Self.fileName, limit: 4096) else { return [] }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { UInt64($0, radix: 16) }
    }

    /// Adds `fingerprint` as the newest (to `record`, when it was just read), through a temporary file (a random name,
    /// in the opened folder) renamed over the record, so a reader in
    /// another copy of the program sees the old record or the new one, never half of one. Not synced: a
    /// record lost in a power cut means one more check.
    func record(_ fingerprint: UInt64, after record: [UInt64]? = nil) {
        let lines = ((record ?? recorded()).filter { $0 != fingerprint } + [fingerprint]).suffix(Self.kept).map { String($0, radix: 16) }
        // The state folder is made when it is not there yet (a first start), as the log's first line makes it.
        if !Folder.exists(folder) { try? Folder.make(folder) }
        guard let dir = try? OpenFolder.open(folder),
              let temp = try? dir.write(Array((lines.joined(separator: "\n") + "\n").utf8), prefix: Self.fileName + ".tmp-",
                                        permissions: 0o600, sync: false) else { return }
        if (try? dir.rename(temp, to: Self.fileName)) == nil { try? dir.remove(temp) }
    }

    /// The executable's identity, from `stat` of `/proc/self/exe`; nil when it cannot be read.
    public static func thisProgram() -> UInt64? {
        guard let status = try? fileStatus("/proc/self/exe") else { return nil }
        let identity = [status.device, status.inode, UInt64(status.size), UInt64(bitPattern: status.modified)]
        return ContentLoader.fingerprint(of: ["/proc/self/exe": identity.withUnsafeBytes { Data($0) }], salt: 0)
    }
}
