import KidsModel
import KidsSystem

/// The letters and numbers a child is taught, drawn from SIL's Andika (a typeface made for children learning to
/// read) as images by `Tools/letterforms/make-letterforms`: `letterforms/images/` beside the built-in packs, a file a
/// letter or number named by its Unicode scalars ("0041.pam" is A, "0031-0032.pam" is 12). Drawn like the pictures'
/// images where the terminal can (pixels, else libchafa's symbols); the block font stays on the console, with
/// `NO_COLOR`, without libchafa, and for any text that has no image.
public struct Letterforms: Sendable {
    /// The folder that holds `images/`.
    public let folder: String
    /// What names this set on the disk and the program drawing it, for what is kept of it between starts
    /// (`PictureImage.pack`).
    public let identity: UInt64?

    public init(folder: String, identity: UInt64?) {
        self.folder = folder
        self.identity = identity
    }

    /// The file that draws `text`, within the folder.
    static func file(of text: String) -> String {
        "images/" + text.unicodeScalars.map { String(repeating: "0", count: max(0, 4 - String($0.value, radix: 16).count))
            + String($0.value, radix: 16, uppercase: true) }.joined(separator: "-") + ".pam"
    }

    /// The image of `text`, read when it is first drawn; nil for text no letterform is made for (longer than two
    /// characters, or blank). A letterform that is missing is found then, and the block font drawn instead.
    public func image(of text: String) -> PictureImage? {
        guard (1...2).contains(text.count), !text.contains(where: \.isWhitespace) else { return nil }
        let path = folder + "/" + Self.file(of: text)
        return PictureImage(name: "letterforms/" + Self.file(of: text), pack: identity) {
            guard case .bytes(let bytes) = try RegularFile.read(path, limit: 4 << 20) else { throw BitmapError.notPAM }
            return bytes
        }
    }
}
