
/// A picture's image: pixels in RGBA, eight bits a channel, unassociated alpha, rows top to bottom, read from a
/// Netpbm PAM file (`P7`, `TUPLTYPE RGB_ALPHA`, `MAXVAL 255`) of the pack's `images/` folder.
///
/// PAM because it is raw: read with no library and no decompression (the `.deb` compresses it), and written
/// by Netpbm's `pngtopam -alphapam` from the PNG that `rsvg-convert` makes of an SVG (Tools/pictures).
public struct Bitmap: Sendable {
    /// The file it was read from, within `images/` ("apple.pam"): what names it in messages and caches.
    public var name: String
    public var width: Int
    public var height: Int
    /// `width × height × 4` bytes.
    public var pixels: [UInt8]

    public init(name: String, width: Int, height: Int, pixels: [UInt8]) {
        self.name = name
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The largest image a pack may hold, each way: far more than a terminal cell grid can show.
    public static let largest = 512

    /// The image in `pam`, or why it is not one this program reads.
    public init(name: String, pam: [UInt8]) throws(BitmapError) {
        let header = try Self.header(pam)
        let count = header.width * header.height * 4
        guard pam.count - header.end >= count else { throw .short }
        self.init(name: name, width: header.width, height: header.height,
                  pixels: pam.withUnsafeBytes { [UInt8](UnsafeRawBufferPointer(rebasing: $0[header.end..<(header.end + count)])) })
    }

    /// The size a PAM file's header gives, and where its pixels begin: "P7", then "KEY value" lines up to "ENDHDR",
    /// each ended by a newline (read as bytes: a pack's start reads dozens).
    private static func header(_ pam: [UInt8]) throws(BitmapError) -> (width: Int, height: Int, end: Int) {
        let bytes = [UInt8](pam.prefix(512))
        var fields: [String: [UInt8]] = [:]
        var at = 0
        for line in 0..<20 {
            guard let end = bytes[at...].firstIndex(of: 0x0A) else { throw .notPAM }
            let words = bytes[at..<end].split(separator: 0x20)
            at = end + 1
            if line == 0 {
                guard words.count == 1, words[0].elementsEqual("P7".utf8) else { throw .notPAM }
                continue
            }
            guard let key = words.first else { continue }
            if key.elementsEqual("ENDHDR".utf8) { return try size(fields, end: at) }
            if key.first != UInt8(ascii: "#"), words.count == 2 { fields[String(decoding: key, as: UTF8.self)] = Array(words[1]) }
        }
        throw .notPAM
    }

    /// The size in a header's fields, if they say RGBA, eight bits a channel.
    private static func size(_ fields: [String: [UInt8]], end: Int) throws(BitmapError) -> (width: Int, height: Int, end: Int) {
        func number(_ key: String) -> Int? { fields[key].flatMap { Int(String(decoding: $0, as: UTF8.self)) } }
        guard let width = number("WIDTH"), let height = number("HEIGHT"),
              (1...largest).contains(width), (1...largest).contains(height) else {
            throw .size(largest: largest)
        }
        guard number("DEPTH") == 4, number("MAXVAL") == 255, fields["TUPLTYPE"] == Array("RGB_ALPHA".utf8) else { throw .notRGBA }
        return (width, height, end)
    }

    /// The image as a PAM file, as `init(name:pam:)` reads it.
    public var pam: [UInt8] {
        var data = Array("P7\nWIDTH \(width)\nHEIGHT \(height)\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n".utf8)
        data.append(contentsOf: pixels)
        return data
    }

    /// The pixel at `x`, `y`: red, green, blue, alpha.
    public func pixel(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
}

/// Why a file of `images/` is not an image this program reads.
public enum BitmapError: Error, Hashable, Sendable, CustomStringConvertible {
    case notPAM, notRGBA, short
    case size(largest: Int)

    public var description: String {
        switch self {
        case .notPAM: "it is not a PAM image (P7); make it with Tools/pictures/make-pictures"
        case .notRGBA: "it is not RGB_ALPHA with MAXVAL 255 (pngtopam -alphapam makes one)"
        case .short: "it ends before its last pixel"
        case .size(let largest): "its width or height is missing, 0, or over \(largest)"
        }
    }
}

/// Pictures are hashed by their file and size alone (hashing a picture, a question's or a state's, must not read
/// tens of thousands of bytes); equal when their pixels are equal too.
extension Bitmap: Hashable {
    public static func == (a: Bitmap, b: Bitmap) -> Bool {
        a.name == b.name && a.width == b.width && a.height == b.height && a.pixels == b.pixels
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(width)
        hasher.combine(height)
    }
}
