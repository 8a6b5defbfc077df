import Foundation
import KidsModel

/// A content pack's folder on disk (`--content DIR`, the built-in packs): its JSON files read whole, then
/// decoded and checked by KidsModel's `ContentLoader`.
public enum PackFolder {
    /// Far more than any pack file needs (the shipped ones are a few kilobytes).
    static let largest = 64 << 20

    /// The checked pack in `folder`, or why it cannot be used: `.folderMissing` when there is no such
    /// folder, else every problem of the pack.
    public static func load(folder: String) -> Result<ContentPack, ContentError> {
        guard let files = files(in: folder) else { return .failure(.folderMissing(folder)) }
        return ContentLoader.load(files: files)
    }

    /// The `.json` files directly in `folder`, by name, as `ContentLoader.load(files:)` takes them; nil when
    /// `folder` is not a folder. A file that cannot be read, or is not a regular file, is left out, so the
    /// loader reports it as missing or unreadable if the pack needs it; a folder that cannot be listed gives
    /// no files, so its pack.json is reported.
    public static func files(in folder: String) -> [String: Data]? {
        do {
            guard try fileStatus(folder).isFolder else { return nil }
        } catch {
            return nil
        }
        let names: [String]
        do {
            names = try folderEntries(folder)
        } catch {
            names = []
        }
        var files: [String: Data] = [:]
        for name in names where name.hasSuffix(".json") {
            do {
                if case .bytes(let bytes) = try RegularFile.read(folder + "/" + name, limit: largest) {
                    files[name] = Data(bytes)
                }
            } catch {
                continue  // left out, as said above
            }
        }
        return files
    }
}
