import KidsModel
import KidsSystem

/// A pack's files as a start meets them (`PackFolder.contents`): its JSON files read, and its images only found, with
/// what `stat` says of each. A pack checked whole before is recognised by its JSON's bytes and its images' identities
/// (`CheckedPacks`), and its images are read when first drawn; one that was not is read whole and checked.
public struct PackFiles: Sendable {
    /// The folder the pack is in.
    public var folder: String
    /// The `.json` files, by name ("pack.json").
    public var json: [String: [UInt8]] = [:]
    /// The images of `images/`, by file name ("apple.pam"): what `stat` said of each.
    public var images: [String: FileStatus] = [:]

    public init(folder: String) {
        self.folder = folder
    }

    /// Every file read whole, by name, as `ContentLoader.load(files:)` takes them (the images as "images/apple.pam"):
    /// what a pack checked whole needs. An image that cannot be read is left out (the loader names it).
    public func readAll() -> [String: [UInt8]] {
        var files = json
        let names = images.keys.sorted().map { ContentLoader.imagesFolder + $0 }
        for (name, data) in zip(names, PackFolder.read(names, in: folder)) {
            if let data { files[name] = data }
        }
        return files
    }

    /// What identifies the pack on the disk, by name, as `ContentLoader.fingerprint(of:salt:)` takes it: the JSON's
    /// bytes, and each image's device, inode, size, and times of change (of its contents, and of anything, which no
    /// program can set back). An image written again is a new identity, and the pack is checked whole again.
    public var identities: [String: [UInt8]] {
        var files = json
        for (name, status) in images {
            let identity = [status.device, status.inode, UInt64(status.size), UInt64(bitPattern: status.modified),
                            UInt64(bitPattern: status.statusChanged)]
            files[ContentLoader.imagesFolder + name] = identity.withUnsafeBytes { Array($0) }
        }
        return files
    }

    /// The pack checked whole (`checkedBefore` false) or as checked at an earlier start. Checked whole, its images are
    /// read, decoded and measured one at a time on other threads while this one decodes the JSON and makes the
    /// questions, and left to be read again when drawn, as a pack checked before has them: a first start holds no
    /// more than an image a thread (`ImageMeasure`). `fingerprint` names the pack (`PictureImage.pack`).
    public func load(checkedBefore: Bool = false, fingerprint: UInt64? = nil) -> Result<ContentPack, ContentError> {
        guard !checkedBefore else {
            return ContentLoader.load(files: json, images: unreadImages(pack: fingerprint), checkedBefore: true, fingerprint: fingerprint)
        }
        let known = knownMeasures()
        let unread = unreadImages(pack: fingerprint, known: known)
        let measuring = PackFolder.measure(unread, known: known)
        return ContentLoader.load(files: json, images: unread, fingerprint: fingerprint, measured: measuring.wait,
                                  elsewhere: PackFolder.elsewhere)
    }

    /// The measures of its images the pack carries (`images/measures`), none when it has no such file.
    func knownMeasures() -> [String: ImageMeasure.Known] {
        let path = folder + "/" + ContentLoader.imagesFolder + ImageMeasure.Known.file
        guard case .bytes(let bytes)? = try? RegularFile.read(path, limit: PackFolder.largest) else { return [:] }
        return ImageMeasure.Known.read(bytes)
    }

    /// The images, each to be read from its file when first drawn; `pack` names the pack (`PictureImage.pack`), `known`
    /// what the pack records they measure.
    public func unreadImages(pack: UInt64?, known: [String: ImageMeasure.Known] = [:]) -> [String: PictureImage] {
        var unread: [String: PictureImage] = [:]
        for name in images.keys {
            let path = folder + "/" + ContentLoader.imagesFolder + name
            unread[name] = PictureImage(name: name, pack: pack, known: known[name]) {
                guard case .bytes(let bytes) = try RegularFile.read(path, limit: PackFolder.largest) else { throw BitmapError.notPAM }
                return bytes
            }
        }
        return unread
    }
}
