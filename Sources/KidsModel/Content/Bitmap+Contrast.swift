import FoundationEssentials

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
        edgeShown(on: [background])[0]
    }

    /// `edgeShown(on:)` for each of `backgrounds`, in one pass over the pixels (a pack's first start checks every
    /// image on white and on black): an opaque pixel looks the same on every background, so its luminance is worked
    /// out once, and only a pixel with some transparency is blended with each.
    ///
    /// Linear in the pixels: the pixels that contrast are spread by `edgeDepth` in two passes, a row's then a column's,
    /// with running counts.
    public func edgeShown(on backgrounds: [(r: UInt8, g: UInt8, b: UInt8)]) -> [Double] {
        // Measured on a grid of at most 64 × 64 (a picture up to 64 pixels, pixel by pixel; a larger one by blocks of
        // two, three… pixels a side): as sure a measure of its outline, for a fraction of the work.
        let stride = Swift.max(1, (Swift.max(width, height) + 63) / 64)
        let w = (width + stride - 1) / stride, h = (height + stride - 1) / stride, count = w * h
        let depth = Swift.max(1, Self.edgeDepth * Swift.max(width, height) / (128 * stride))
        let grounds = backgrounds.map { Self.luminance($0.r, $0.g, $0.b) }
        let kinds = backgrounds.count
        var opaque = [Bool](repeating: false, count: count)
        // One mask a background, one after the other.
        var contrasting = [Bool](repeating: false, count: count * kinds)
        Self.linear.withUnsafeBufferPointer { linear in
            pixels.withUnsafeBufferPointer { p in
                opaque.withUnsafeMutableBufferPointer { o in
                    contrasting.withUnsafeMutableBufferPointer { c in
                        // Whether a pixel contrasts with each background (bit k for background k), worked out again only
                        // when the pixel differs from the one before (a picture is mostly runs of one colour).
                        var last: UInt32 = 0, lastContrasts = 0
                        // A block of the grid is opaque when one of its pixels is, and contrasts when one of those
                        // does: a thin line is never stepped over.
                        for y in 0..<height {
                            let row = (y / stride) * w
                            var at = y * width * 4
                            for x in 0..<width {
                                defer { at += 4 }
                                let alpha = p[at + 3]
                                guard alpha >= 128 else { continue }
                                let i = row + x / stride
                                o[i] = true
                                let value = UInt32(p[at]) | UInt32(p[at + 1]) << 8 | UInt32(p[at + 2]) << 16 | UInt32(alpha) << 24
                                if value != last {
                                    last = value
                                    lastContrasts = 0
                                    if alpha == 255 {
                                        // The pixel as the terminal shows it: on any background, itself.
                                        let shown = 0.2126 * linear[Int(p[at])] + 0.7152 * linear[Int(p[at + 1])] + 0.0722 * linear[Int(p[at + 2])]
                                        for k in 0..<kinds where Self.ratio(shown, grounds[k]) >= Self.edgeContrast { lastContrasts |= 1 << k }
                                    } else {
                                        let a = Int(alpha)
                                        for k in 0..<kinds {
                                            // The pixel as the terminal shows it: blended with the background by its alpha.
                                            let ground = backgrounds[k]
                                            let r = linear[(Int(p[at]) * a + Int(ground.r) * (255 - a)) / 255]
                                            let g = linear[(Int(p[at + 1]) * a + Int(ground.g) * (255 - a)) / 255]
                                            let b = linear[(Int(p[at + 2]) * a + Int(ground.b) * (255 - a)) / 255]
                                            let shown = 0.2126 * r + 0.7152 * g + 0.0722 * b
                                            if Self.ratio(shown, grounds[k]) >= Self.edgeContrast { lastContrasts |= 1 << k }
                                        }
                                    }
                                }
                                guard lastContrasts != 0 else { continue }
                                for k in 0..<kinds where lastContrasts & (1 << k) != 0 { c[k * count + i] = true }
                            }
                        }
                    }
                }
            }
        }
        return (0..<kinds).map { k in
            let near = Self.spread(Self.spread(Array(contrasting[(k * count)..<((k + 1) * count)]), width: w, height: h, by: depth, across: true),
                                   width: w, height: h, by: depth, across: false)
            var edge = 0, seen = 0
            opaque.withUnsafeBufferPointer { o in
                for y in 0..<h {
                    for x in 0..<w where o[y * w + x] {
                        // An edge: a side on a transparent pixel or off the image.
                        let inside = x > 0 && x < w - 1 && y > 0 && y < h - 1
                            && o[y * w + x - 1] && o[y * w + x + 1] && o[(y - 1) * w + x] && o[(y + 1) * w + x]
                        guard !inside else { continue }
                        edge += 1
                        if near[y * w + x] { seen += 1 }
                    }
                }
            }
            return edge == 0 ? 1 : Double(seen) / Double(edge)
        }
    }

    /// `mask` with every set pixel spread `by` pixels along rows (`across`) or columns: a pixel is set when one
    /// within that distance was, counted with a sliding window.
    static func spread(_ mask: [Bool], width: Int, height: Int, by depth: Int, across: Bool) -> [Bool] {
        var out = [Bool](repeating: false, count: mask.count)
        let (lines, length) = across ? (height, width) : (width, height)
        let (lineStep, step) = across ? (width, 1) : (1, width)
        mask.withUnsafeBufferPointer { m in
            out.withUnsafeMutableBufferPointer { o in
                for line in 0..<lines {
                    let first = line * lineStep
                    var count = 0
                    for k in 0..<Swift.min(depth, length) where m[first + k * step] { count += 1 }
                    for k in 0..<length {
                        if k + depth < length, m[first + (k + depth) * step] { count += 1 }
                        if k - depth - 1 >= 0, m[first + (k - depth - 1) * step] { count -= 1 }
                        o[first + k * step] = count > 0
                    }
                }
            }
        }
        return out
    }

    /// Each 8-bit sRGB level, linear: worked out once.
    static let linear: [Double] = (0...255).map { c in
        let s = Double(c) / 255
        return s <= 0.040_45 ? s / 12.92 : power24((s + 0.055) / 1.055)
    }

    /// `x` to the power 2.4, for `x` in (0, 1]: x² times the fifth root of x² (by Newton's method, from 1, where it
    /// falls to the root without overshooting): the model does arithmetic only, no C library.
    static func power24(_ x: Double) -> Double {
        let square = x * x
        var root = 1.0
        for _ in 0..<60 {
            let next = (4 * root + square / (root * root * root * root)) / 5
            if abs(next - root) < 1e-15 { break }
            root = next
        }
        return square * root
    }

    /// WCAG's relative luminance of an sRGB colour.
    static func luminance(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Double {
        0.2126 * linear[Int(r)] + 0.7152 * linear[Int(g)] + 0.0722 * linear[Int(b)]
    }

    /// WCAG's contrast ratio of two luminances, 1 to 21.
    static func ratio(_ a: Double, _ b: Double) -> Double { (Swift.max(a, b) + 0.05) / (Swift.min(a, b) + 0.05) }
}
