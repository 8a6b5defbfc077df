
/// A picture's image: decoded already (a pack checked whole at this start, a test), or read from its file when it
/// is first drawn (a pack checked whole at an earlier start: a start reads no image it does not show, and block art,
/// line mode and a muted test read none).
public struct PictureImage: Hashable, Sendable {
    /// Its file within the pack's `images/` ("apple.pam"): what names it in messages and caches.
    public let name: String
    /// What names its pack on the disk (`ContentLoader.fingerprint` of the pack's files' identities and of the program),
    /// nil for an image made in memory (tests): with `name`, the key of what was drawn of it at an earlier start.
    public let pack: UInt64?
    private let decoded: Bitmap?
    private let read: (@Sendable () throws -> [UInt8])?
    /// What the pack records this image's file measures (`images/measures`), taken only for the bytes it names.
    private let known: ImageMeasure.Known?

    /// An image decoded already (from the pack `pack` names, when it is from one).
    public init(_ bitmap: Bitmap, pack: UInt64? = nil) {
        name = bitmap.name
        self.pack = pack
        decoded = bitmap
        read = nil
        known = nil
    }

    /// An image to be read by `read` (its file's bytes) when it is first wanted; `known`, what the pack records its
    /// file measures.
    public init(name: String, pack: UInt64? = nil, known: ImageMeasure.Known? = nil, read: @escaping @Sendable () throws -> [UInt8]) {
        self.name = name
        self.pack = pack
        decoded = nil
        self.read = read
        self.known = known
    }

    /// Whether the image was decoded when the pack was loaded (false: it is read when wanted).
    public var isDecoded: Bool { decoded != nil }

    /// The image, read and decoded now unless it was; throws when its file cannot be read or is not an image
    /// (changed since the pack was checked).
    public func bitmap() throws -> Bitmap {
        if let decoded { return decoded }
        guard let read else { throw BitmapError.notPAM }
        return try Bitmap(name: name, pam: try read())
    }

    /// The share of each colour inside the image (`Bitmap.colourShares`): as the pack records it, when it records
    /// these very bytes, else decoded and counted now.
    public func colourShares() throws -> [Picture.Colour: Double] {
        if let known, let bytes = try bytes(), ImageMeasure.Known.hash(bytes) == known.hash { return known.colourShares }
        return try bitmap().colourShares()
    }

    /// The bytes of the image's file, read now; nil for an image decoded already. Throws when the file cannot be read.
    public func bytes() throws -> [UInt8]? {
        guard decoded == nil, let read else { return nil }
        return try read()
    }

    /// Two are the same image when they name the same file and hold the same pixels, or both are still to be read.
    public static func == (a: PictureImage, b: PictureImage) -> Bool {
        a.name == b.name && a.decoded == b.decoded
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }
}
