import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Whether a picture's shape can be seen on a terminal's background: the rule `check-content` holds every image
/// to, for a white background and a black one (the two a child's terminal is most likely to have).
extension Bitmap {
    /// The contrast (WCAG's ratio) a picture's edge needs against the background to be seen: 3:1, what WCAG asks
    /// of the parts of a graphic needed to understand it (1.4.11, non-text contrast).
    public static let edgeContrast = 3.0
    /// How far in from its edge (in pixels, on a 128-pixel picture) a line that shows the shape may be: a
    /// sticker's pale border outside a dark outline still shows the outline.
    static let edgeDepth = 5
    /// The share of its edge that must show: a shape with a tenth of its outline lost is still that shape.
    public static let edgeShown = 0.9

    /// The share of the picture's edge that can be seen on `background` (red, green, blue): an edge pixel (an
    /// opaque one beside a transparent one, or on the image's border) counts when some pixel within
    /// `edgeDepth` of it contrasts with the background by `edgeContrast`. 1 for a picture with no edge.
    public func edgeShown(on background: (r: UInt8, g: UInt8, b: UInt8)) -> Double {
        let depth = Swift.max(1, Self.edgeDepth * Swift.max(width, height) / 128)
        let ground = Self.luminance(background.r, background.g, background.b)
        var contrasting = [Bool](repeating: false, count: width * height)
        var opaque = [Bool](repeating: false, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let p = pixel(x, y)
                opaque[y * width + x] = p.a >= 128
                // The pixel as the terminal shows it: blended with the background by its alpha.
                func over(_ c: UInt8, _ g: UInt8) -> UInt8 { UInt8((Int(c) * Int(p.a) + Int(g) * (255 - Int(p.a))) / 255) }
                let shown = Self.luminance(over(p.r, background.r), over(p.g, background.g), over(p.b, background.b))
                contrasting[y * width + x] = Self.ratio(shown, ground) >= Self.edgeContrast
            }
        }
        func isOpaque(_ x: Int, _ y: Int) -> Bool { x >= 0 && y >= 0 && x < width && y < height && opaque[y * width + x] }
        var edge = 0, seen = 0
        for y in 0..<height {
            for x in 0..<width where isOpaque(x, y) {
                guard !isOpaque(x - 1, y) || !isOpaque(x + 1, y) || !isOpaque(x, y - 1) || !isOpaque(x, y + 1) else { continue }
                edge += 1
                let near = (Swift.max(0, y - depth)...Swift.min(height - 1, y + depth)).contains { ny in
                    (Swift.max(0, x - depth)...Swift.min(width - 1, x + depth)).contains { nx in
                        opaque[ny * width + nx] && contrasting[ny * width + nx]
                    }
                }
                if near { seen += 1 }
            }
        }
        return edge == 0 ? 1 : Double(seen) / Double(edge)
    }

    /// WCAG's relative luminance of an sRGB colour.
    static func luminance(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Double {
        func linear(_ c: UInt8) -> Double {
            let s = Double(c) / 255
            return s <= 0.040_45 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }

    /// WCAG's contrast ratio of two luminances, 1 to 21.
    static func ratio(_ a: Double, _ b: Double) -> Double { (Swift.max(a, b) + 0.05) / (Swift.min(a, b) + 0.05) }
}
