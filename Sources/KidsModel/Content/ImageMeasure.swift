
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

    /// The measure of the image `name` ("apple.pam") whose file `read` gives: `known`'s, when it names these very
    /// bytes (`Known`), else measured.
    public static func of(_ name: String, known: [String: Known] = [:], read: () throws -> [UInt8]) -> ImageMeasure {
        guard let bytes = try? read() else { return .unreadable }
        if let recorded = known[name], recorded.hash == Known.hash(bytes) { return .measured(edgeShown: recorded.edgeShown) }
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

extension ImageMeasure {
    /// The measure of an image as a pack may carry it (`images/measures`, written by `RECORD_MEASURES=1 swift test
    /// --filter ImageMeasureTests`, and which a test holds to what the images measure): a first start takes it for an
    /// image whose bytes hash as recorded, and decodes and measures only the others (an image changed since, a
    /// teacher's own). A line a file: the image's name, its bytes' hash in hexadecimal, then its edge shown on each
    /// background in `backgrounds`' order, then its colours' shares (`Bitmap.colourShares`) in `Picture.Colour`'s
    /// order, each as Swift writes a `Double` (read back exactly). The colours are what `colour-word` reads
    /// (`PictureImage.colourShares`), which was a very first start's longest check.
    public struct Known: Hashable, Sendable {
        public let hash: UInt64
        public let edgeShown: [Double]
        /// The share of each colour, in `Picture.Colour.allCases`' order.
        public let colours: [Double]

        public init(hash: UInt64, edgeShown: [Double], colours: [Double]) {
            self.hash = hash
            self.edgeShown = edgeShown
            self.colours = colours
        }

        /// What `image` measures, known by the hash of its bytes.
        public init(_ image: Bitmap, hash: UInt64) {
            let shares = image.colourShares()
            self.init(hash: hash, edgeShown: image.edgeShown(on: backgrounds.map(\.colour)),
                      colours: Picture.Colour.allCases.map { shares[$0] ?? 0 })
        }

        /// The colours' shares, by colour.
        public var colourShares: [Picture.Colour: Double] {
            Dictionary(uniqueKeysWithValues: zip(Picture.Colour.allCases, colours))
        }

        /// The file's name, in a pack's images folder.
        public static let file = "measures"

        /// What an image's bytes are known by (the pack's fingerprint's hash, of these bytes alone).
        public static func hash(_ bytes: [UInt8]) -> UInt64 { ContentLoader.fingerprint(of: ["": bytes], salt: 0) }

        /// The measures `text` records, by image; a line that is not one is left out (its image is measured).
        public static func read(_ text: [UInt8]) -> [String: Known] {
            var known: [String: Known] = [:]
            for line in text.split(separator: UInt8(ascii: "\n")) {
                let fields = line.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
                let colours = Picture.Colour.allCases.count
                guard fields.count == 2 + backgrounds.count + colours, let hash = UInt64(fields[1], radix: 16) else { continue }
                let shares = fields[2...].compactMap(Double.init)
                guard shares.count == backgrounds.count + colours, shares.allSatisfy({ (0...1).contains($0) }) else { continue }
                known[fields[0]] = Known(hash: hash, edgeShown: Array(shares.prefix(backgrounds.count)),
                                         colours: Array(shares.suffix(colours)))
            }
            return known
        }

        /// `measures` as the file records them, by image name.
        public static func write(_ measures: [String: Known]) -> String {
            measures.sorted { $0.key < $1.key }.map { name, known in
                ([name, String(known.hash, radix: 16)] + (known.edgeShown + known.colours).map { "\($0)" }).joined(separator: " ") + "\n"
            }.joined()
        }
    }
}
