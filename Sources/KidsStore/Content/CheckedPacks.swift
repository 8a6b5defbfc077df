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
/// Beside each fingerprint, the pack as it was loaded (`archived`, `checked-pack-…`): a start of a pack recorded reads
/// it back instead of decoding the pack's JSON and making its questions again.
///
/// Nothing here is precious: a missing, unreadable or garbled file only means checking again (or, for an archive,
/// loading from the files), and a record that cannot be written is left unwritten.
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
        if record.contains(fingerprint) {
            let images = pack.unreadImages(pack: fingerprint)
            if let kept = archived(fingerprint, images: images) { return .success(kept) }
            // Recorded, but its archive is gone or damaged (or an older build's): decoded from the files, and kept anew.
            let result = pack.load(checkedBefore: true, fingerprint: fingerprint)
            if case .success(let loaded) = result { keep(loaded, as: fingerprint) }
            return result
        }
        let result = pack.load(fingerprint: fingerprint)
        if case .success(let loaded) = result {
            keep(loaded, as: fingerprint)
            self.record(fingerprint, after: record)
        }
        return result
    }

    /// The archive of the pack checked as `fingerprint` (`ContentPack.archived`), kept beside the record: what a start
    /// reads instead of decoding the pack's JSON and making its questions again.
    static func archiveName(_ fingerprint: UInt64) -> String {
        let digits = String(fingerprint, radix: 16)
        return "checked-pack-" + String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// What begins an archive's file: its name, then the fingerprint, the payload's length and its checksum (eight bytes
    /// each, little-endian).
    static let archiveMagic = Array("kidspack".utf8)
    /// Far more than a pack's archive needs (the English pack's is about 200 KB).
    static let archiveLimit = 32 << 20

    /// The pack kept as `fingerprint`, its images `images`; nil when there is none, or when it is not this user's own
    /// file that only this user may write (the state folder may be shared), or is damaged in any byte (its checksum),
    /// or is not the archive of this fingerprint and format. Then the pack is loaded from its files, as before.
    func archived(_ fingerprint: UInt64, images: [String: PictureImage]) -> ContentPack? {
        guard let dir = try? OpenFolder.open(folder),
              case .bytes(let bytes)? = try? dir.readOwn(Self.archiveName(fingerprint), limit: Self.archiveLimit),
              bytes.count >= 32, bytes.prefix(8).elementsEqual(Self.archiveMagic) else { return nil }
        func word(at offset: Int) -> UInt64 {
            bytes[offset..<(offset + 8)].enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        }
        let payload = Array(bytes[32...])
        guard word(at: 8) == fingerprint, word(at: 16) == UInt64(payload.count),
              word(at: 24) == ContentLoader.fingerprint(of: ["archive": [UInt8](payload)], salt: fingerprint) else { return nil }
        return try? ContentPack(archive: payload, images: images)
    }

    /// Keeps `pack` as `fingerprint`'s archive: a temporary file (this user's only, 0600), renamed over the old one.
    /// Not synced: an archive lost in a power cut means one more load from the files. Nothing is kept when it cannot be.
    func keep(_ pack: ContentPack, as fingerprint: UInt64) {
        let payload = pack.archived
        var bytes = Self.archiveMagic
        for word in [fingerprint, UInt64(payload.count), ContentLoader.fingerprint(of: ["archive": [UInt8](payload)], salt: fingerprint)] {
            bytes += (0..<8).map { UInt8(truncatingIfNeeded: word >> (8 * UInt64($0))) }
        }
        bytes += payload
        if !Folder.exists(folder) { try? Folder.make(folder) }
        let name = Self.archiveName(fingerprint)
        guard let dir = try? OpenFolder.open(folder),
              let temp = try? dir.write(bytes, prefix: name + ".tmp-", permissions: 0o600, sync: false) else { return }
        if (try? dir.rename(temp, to: name)) == nil { try? dir.remove(temp) }
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
        let old = record ?? recorded()
        let kept = (old.filter { $0 != fingerprint } + [fingerprint]).suffix(Self.kept)
        let lines = kept.map { String($0, radix: 16) }
        // The state folder is made when it is not there yet (a first start), as the log's first line makes it.
        if !Folder.exists(folder) { try? Folder.make(folder) }
        guard let dir = try? OpenFolder.open(folder),
              let temp = try? dir.write(Array((lines.joined(separator: "\n") + "\n").utf8), prefix: Self.fileName + ".tmp-",
                                        permissions: 0o600, sync: false) else { return }
        if (try? dir.rename(temp, to: Self.fileName)) == nil { try? dir.remove(temp) }
        // The archives of packs no longer recorded go with their lines (tolerated when they cannot: a later record tries).
        for dropped in Set(old).subtracting(kept) { try? dir.remove(Self.archiveName(dropped)) }
    }

    /// The executable's identity, from `stat` of `/proc/self/exe`; nil when it cannot be read.
    public static func thisProgram() -> UInt64? {
        guard let status = try? fileStatus("/proc/self/exe") else { return nil }
        let identity = [status.device, status.inode, UInt64(status.size), UInt64(bitPattern: status.modified)]
        return ContentLoader.fingerprint(of: ["/proc/self/exe": identity.withUnsafeBytes { Array($0) }], salt: 0)
    }
}
