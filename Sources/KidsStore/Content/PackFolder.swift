import Dispatch
import KidsSystem
import FoundationEssentials
import KidsModel
#if canImport(Glibc)
import Glibc
#endif

/// A content pack's folder on disk (`--content DIR`, the built-in packs): its JSON files read whole, then
/// decoded and checked by KidsModel's `ContentLoader`.
public enum PackFolder {
    /// Far more than any pack file needs (the shipped ones are a few kilobytes).
    static let largest = 64 << 20

    /// Why a folder gives no files at all.
    public enum Unusable: Error, Hashable, Sendable {
        /// There is no folder by that name (nothing, or something else).
        case notAFolder
        /// The folder is there but cannot be looked into (`Permission denied`, say).
        case unreadable(Errno)
    }

    /// The checked pack in `folder`, or why it cannot be used: `.folderMissing` when there is no such
    /// folder, else every problem of the pack (a folder that cannot be listed is one, with the reason).
    /// With `checked`, a pack recorded there as checked before is not checked again (`CheckedPacks`).
    public static func load(folder: String, checked: CheckedPacks? = nil) -> Result<ContentPack, ContentError> {
        do {
            let files = try files(in: folder)
            return checked?.load(files: files) ?? ContentLoader.load(files: files)
        } catch {
            switch error {
            case .notAFolder:
                return .failure(.folderMissing(folder))
            case .unreadable(let reason):
                return .failure(.invalid([ContentProblem(file: "pack.json", rule: .missingFile,
                                                         detail: "the folder cannot be read (\(reason))")]))
            }
        }
    }

    /// The language and voice of the pack in `folder`, from its `pack.json` alone; nil when it cannot be read.
    public static func head(folder: String) -> PackHead? {
        guard case .bytes(let bytes)? = try? RegularFile.read(folder + "/pack.json", limit: largest) else { return nil }
        return PackHead.of(Data(bytes))
    }

    /// The `.json` files directly in `folder`, by name, as `ContentLoader.load(files:)` takes them. A file
    /// that cannot be read, or is not a regular file, is left out, so the loader reports it as missing or
    /// unreadable if the pack needs it.
    public static func files(in folder: String) throws(Unusable) -> [String: Data] {
        let status: FileStatus
        do {
            status = try fileStatus(folder)
        } catch let error where error == .noSuchFile || error == Errno(rawValue: ENOTDIR) {
            throw .notAFolder
        } catch {
            throw .unreadable(error)
        }
        guard status.isFolder else { throw .notAFolder }
        let names: [String]
        do {
            names = try folderEntries(folder)
        } catch {
            throw .unreadable(error)
        }
        var files: [String: Data] = [:]
        func read(_ name: String) {
            do {
                if case .bytes(let bytes) = try RegularFile.read(folder + "/" + name, limit: largest) {
                    files[name] = Data(bytes)
                }
            } catch {
                return  // left out, as said above
            }
        }
        for name in names where name.hasSuffix(".json") { read(name) }
        // The pictures' images, in `images/` (in the built-in packs a link to the one shared set).
        let images = ContentLoader.imagesFolder
        if names.contains(String(images.dropLast())), let inside = try? folderEntries(folder + "/" + images) {
            let pictures = inside.filter { $0.hasSuffix(".pam") }.map { images + $0 }
            for (name, data) in zip(pictures, Self.read(pictures, in: folder)) {
                if let data { files[name] = data }
            }
        }
        return files
    }

    /// The files `names` of `folder`, read on every core at once (a pack's images are dozens of files, read at
    /// every start); nil for one that cannot be read or is not a regular file.
    static func read(_ names: [String], in folder: String) -> [Data?] {
        var read = [Data?](repeating: nil, count: names.count)
        read.withUnsafeMutableBufferPointer { buffer in
            // Each file is written to its own element by one iteration.
            nonisolated(unsafe) let out = buffer
            DispatchQueue.concurrentPerform(iterations: names.count) { i in
                if case .bytes(let bytes)? = try? RegularFile.read(folder + "/" + names[i], limit: largest) { out[i] = Data(bytes) }
            }
        }
        return read
    }
}
