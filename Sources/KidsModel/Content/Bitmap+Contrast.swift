
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
    /// Linear in the pixels: whether a block near an edge contrasts is counted from a table of sums.
    public func edgeShown(on backgrounds: [(r: UInt8, g: UInt8, b: UInt8)]) -> [Double] {
        // Seven backgrounds a pass (a bit each in a block's byte).
        guard backgrounds.count <= 7 else {
            return Swift.stride(from: 0, to: backgrounds.count, by: 7).flatMap {
                edgeShown(on: Array(backgrounds[$0..<Swift.min($0 + 7, backgrounds.count)]))
            }
        }
        let grid = EdgeGrid(self)
        let blocks = grid.blocks(of: self, on: backgrounds)
        let edges = grid.edges(blocks)
        guard !edges.isEmpty else { return backgrounds.map { _ in 1 } }
        return backgrounds.indices.map { k in
            let seen = grid.seen(edges, contrasting: grid.sums(blocks, bit: UInt8(1 << k)))
            return Double(seen) / Double(edges.count)
        }
    }

    /// The grid an outline is measured on: at most 64 × 64 (a picture up to 64 pixels, pixel by pixel; a larger one by
    /// blocks of two, three… pixels a side), as sure a measure of its outline for a fraction of the work.
    struct EdgeGrid {
        let stride: Int, w: Int, h: Int
        /// How far from an edge block a block that contrasts may be, in blocks.
        let depth: Int

        init(_ image: Bitmap) {
            stride = Swift.max(1, (Swift.max(image.width, image.height) + 63) / 64)
            w = (image.width + stride - 1) / stride
            h = (image.height + stride - 1) / stride
            depth = Swift.max(1, Bitmap.edgeDepth * Swift.max(image.width, image.height) / (128 * stride))
        }

        /// Each block of the grid: bit 7 when one of its pixels is opaque, bit k when one of those contrasts with
        /// background k (a thin line is never stepped over). Whether a pixel contrasts with each background is worked
        /// out again only when it differs from the last opaque one (a picture is mostly runs of one colour). Over
        /// pointers, not buffers: `at` stays below `pixels.count` and `i` below `w × h` by construction (a row of
        /// `width` pixels is `w` blocks of `stride`), so no check is made at each step (a first start runs this over
        /// 1.6 million pixels).
        func blocks(of image: Bitmap, on backgrounds: [(r: UInt8, g: UInt8, b: UInt8)]) -> [UInt8] {
            var blocks = [UInt8](repeating: 0, count: w * h)
            let (width, height, stride, w) = (image.width, image.height, stride, w)
            let grounds = backgrounds.map { Bitmap.luminance($0.r, $0.g, $0.b) }
            image.pixels.withUnsafeBytes { raw in
                blocks.withUnsafeMutableBufferPointer { blocks in
                    guard let bytes = raw.baseAddress, let m = blocks.baseAddress, raw.count >= width * height * 4 else { return }
                    let p = bytes.assumingMemoryBound(to: UInt8.self)
                    var last: UInt32 = 0, lastBits: UInt8 = 0
                    for y in 0..<height {
                        var at = y &* width &* 4
                        var i = (y / stride) &* w, within = 0
                        for _ in 0..<width {
                            if p[at &+ 3] >= 128 {
                                let value = bytes.loadUnaligned(fromByteOffset: at, as: UInt32.self)
                                if value != last {
                                    last = value
                                    lastBits = 0x80 | Bitmap.contrasts(p[at], p[at &+ 1], p[at &+ 2], p[at &+ 3], on: backgrounds, grounds)
                                }
                                m[i] |= lastBits
                            }
                            at &+= 4
                            within &+= 1
                            if within == stride {
                                within = 0
                                i &+= 1
                            }
                        }
                    }
                }
            }
            return blocks
        }

        /// The edge: opaque blocks with a side on a transparent block or off the grid, by place in the grid.
        func edges(_ blocks: [UInt8]) -> [Int] {
            var edges: [Int] = []
            blocks.withUnsafeBufferPointer { m in
                func opaque(_ x: Int, _ y: Int) -> Bool { m[y * w + x] & 0x80 != 0 }
                for y in 0..<h {
                    for x in 0..<w where opaque(x, y) {
                        let inside = x > 0 && x < w - 1 && y > 0 && y < h - 1
                            && opaque(x - 1, y) && opaque(x + 1, y) && opaque(x, y - 1) && opaque(x, y + 1)
                        if !inside { edges.append(y * w + x) }
                    }
                }
            }
            return edges
        }

        /// A table of sums, (w + 1) × (h + 1): at each corner, how many blocks above and left of it have `bit`.
        func sums(_ blocks: [UInt8], bit: UInt8) -> [Int32] {
            let line = w + 1
            var sums = [Int32](repeating: 0, count: line * (h + 1))
            blocks.withUnsafeBufferPointer { blocks in
                sums.withUnsafeMutableBufferPointer { sums in
                    // Pointers: every index is within the table by construction.
                    guard let m = blocks.baseAddress, let t = sums.baseAddress else { return }
                    for y in 0..<h {
                        var run: Int32 = 0
                        var from = y &* w, above = y &* line &+ 1
                        for _ in 0..<w {
                            if m[from] & bit != 0 { run &+= 1 }
                            t[above &+ line] = t[above] &+ run
                            from &+= 1
                            above &+= 1
                        }
                    }
                }
            }
            return sums
        }

        /// How many of `edges` have a block within `depth` of them each way that contrasts (what spreading the
        /// contrasting blocks along the rows, then the columns, by `depth` marks), counted from `contrasting`'s sums.
        func seen(_ edges: [Int], contrasting sums: [Int32]) -> Int {
            let line = w + 1
            return edges.filter { i in
                let x = i % w, y = i / w
                let left = Swift.max(0, x - depth), right = Swift.min(w - 1, x + depth)
                let top = Swift.max(0, y - depth), bottom = Swift.min(h - 1, y + depth)
                return sums[(bottom + 1) * line + right + 1] - sums[top * line + right + 1] - sums[(bottom + 1) * line + left]
                    + sums[top * line + left] > 0
            }.count
        }
    }

    /// Which of `backgrounds` (bit k for background k, whose luminance is `grounds[k]`) the pixel `r`, `g`, `b`, `alpha`
    /// contrasts with by `edgeContrast`, as the terminal shows it: blended with the background by its alpha (an opaque
    /// pixel is itself on any, its luminance worked out once).
    static func contrasts(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ alpha: UInt8, on backgrounds: [(r: UInt8, g: UInt8, b: UInt8)],
                          _ grounds: [Double]) -> UInt8 {
        var bits: UInt8 = 0
        if alpha == 255 {
            let shown = 0.2126 * linear[Int(r)] + 0.7152 * linear[Int(g)] + 0.0722 * linear[Int(b)]
            for k in grounds.indices where ratio(shown, grounds[k]) >= edgeContrast { bits |= 1 << k }
            return bits
        }
        let a = Int(alpha)
        for k in grounds.indices {
            let ground = backgrounds[k]
            let red = linear[(Int(r) * a + Int(ground.r) * (255 - a)) / 255]
            let green = linear[(Int(g) * a + Int(ground.g) * (255 - a)) / 255]
            let blue = linear[(Int(b) * a + Int(ground.b) * (255 - a)) / 255]
            let shown = 0.2126 * red + 0.7152 * green + 0.0722 * blue
            if ratio(shown, grounds[k]) >= edgeContrast { bits |= 1 << k }
        }
        return bits
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
