import FoundationEssentials

/// What a pack's check takes of one of its images: read and decoded once, measured, then let go. The pack keeps the
/// image to be read again when it is drawn, so a first start holds one image at a time rather than the pack's
/// megabytes (about 12 MB of bytes and pixels, which were most of a first start's memory).
public enum ImageMeasure: Hashable, Sendable {
    /// The share of its outline seen on each of `backgrounds` (`Bitmap.edgeShown`), in their order.
    case measured(edgeShown: [Double])
    /// Its file could not be read (gone, unreadable, not a regular file).
    case unreadable
    /// Its bytes are not an image this program reads.
    case invalid(BitmapError)

    /// The backgrounds an image is measured on, by name: the two a child's terminal is most likely to have.
    public static let backgrounds: [(name: String, colour: (r: UInt8, g: UInt8, b: UInt8))] = [
        ("white", (255, 255, 255)), ("black", (0, 0, 0)),
    ]

    /// The measure of the image `name` ("apple.pam") whose file `read` gives.
    public static func of(_ name: String, read: () throws -> Data) -> ImageMeasure {
        guard let bytes = try? read() else { return .unreadable }
        do {
            return of(try Bitmap(name: name, pam: bytes))
        } catch {
            return .invalid(error)
        }
    }

    /// The measure of an image decoded already.
    public static func of(_ image: Bitmap) -> ImageMeasure {
        .measured(edgeShown: image.edgeShown(on: backgrounds.map(\.colour)))
    }
}
