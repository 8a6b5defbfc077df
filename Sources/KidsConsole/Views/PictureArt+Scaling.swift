import KidsModel
import KidsSystem

/// Scaling a drawing to any size: block elements as quarter-cell pixels, sampled anew; lines drawn along their
/// direction; other marks (eyes, wheels) once, in the middle of the place they grow to.
extension PictureArt {
    /// Each block element as four quarter-cell pixels: top-left, top-right, bottom-left, bottom-right.
    private static let quadrants: [Character: UInt8] = [
        " ": 0, "▘": 1, "▝": 2, "▀": 3, "▖": 4, "▌": 5, "▞": 6, "▛": 7,
        "▗": 8, "▚": 9, "▐": 10, "▜": 11, "▄": 12, "▙": 13, "▟": 14, "█": 15,
    ]
    private static let blocks: [Character] = quadrants.sorted { $0.value < $1.value }.map(\.key)

    /// The drawing `rows` drawn again at `size` cells: worked out once for each drawing and size, and kept in
    /// `scaled`, which the run loop owns from frame to frame. A frame is drawn for every word read along and every
    /// counting tap, each with the same picture at the same size; scaling it anew was a tenth of a frame's work
    /// with three hundred children playing (docs/BENCHMARKS.md).
    static func scale(_ rows: [String], to size: Size, in scaled: inout ScaledPictures) -> [String] {
        let key = ScaledPictures.Key(rows: rows, size: size)
        if let known = scaled.drawings[key] { return known }
        let made = scaleAnew(rows, to: size)
        // All forgotten when full: what a screen uses is made again at once.
        if scaled.drawings.count >= ScaledPictures.limit { scaled.drawings.removeAll(keepingCapacity: true) }
        scaled.drawings[key] = made
        return made
    }

    /// The drawing `rows` drawn again at `size` cells, worked out now.
    static func scaleAnew(_ rows: [String], to size: Size) -> [String] {
        let cells = rows.map(Array.init)
        let source = Size(width: cells.map(\.count).max() ?? 0, height: cells.count)
        guard source.width > 0, source.height > 0, size.width > 0, size.height > 0 else { return [] }
        func cell(_ x: Int, _ y: Int) -> Character {
            cells.indices.contains(y) && cells[y].indices.contains(x) ? cells[y][x] : " "
        }
        // A quarter-cell pixel of the source: set when its cell is a block element with that quarter drawn.
        func pixel(_ px: Int, _ py: Int) -> Bool {
            guard let bits = quadrants[cell(px / 2, py / 2)] else { return false }
            return bits & (1 << UInt8((py % 2) * 2 + px % 2)) != 0
        }
        var out = (0..<size.height).map { y in
            (0..<size.width).map { x -> Character in
                var bits = 0
                for quarter in 0..<4 {
                    let px = ((2 * x + quarter % 2) * 2 + 1) * source.width / (2 * size.width)
                    let py = ((2 * y + quarter / 2) * 2 + 1) * source.height / (2 * size.height)
                    if pixel(px, py) { bits |= 1 << quarter }
                }
                return blocks[bits]
            }
        }
        for sy in 0..<source.height {
            for sx in 0..<source.width where quadrants[cell(sx, sy)] == nil {
                let left = sx * size.width / source.width, right = (sx + 1) * size.width / source.width
                let top = sy * size.height / source.height, bottom = (sy + 1) * size.height / source.height
                let block = Rect(x: left, y: top, width: max(1, right - left), height: max(1, bottom - top))
                let solid = cell(sx - 1, sy) == "█" && cell(sx + 1, sy) == "█"
                mark(cell(sx, sy), in: block, onSolid: solid, into: &out)
            }
        }
        return out.map { String($0) }
    }

    /// One character that is not a block element, in the place its cell grows to.
    private static func mark(_ character: Character, in block: Rect, onSolid solid: Bool, into out: inout [[Character]]) {
        func put(_ x: Int, _ y: Int) {
            if out.indices.contains(y) && out[y].indices.contains(x) { out[y][x] = character }
        }
        let middle = Point(x: block.x + (block.width - 1) / 2, y: block.y + (block.height - 1) / 2)
        // Lines grow thicker with the drawing (a third of their block), so a sun's rays stay rays, not threads.
        let across = max(1, block.height / 3), wide = max(1, block.width / 3)
        switch character {
        case "━", "─":
            for y in (middle.y - (across - 1) / 2)..<(middle.y - (across - 1) / 2 + across) {
                for x in block.x..<block.maxX { put(x, y) }
            }
        case "┃", "│":
            for x in (middle.x - (wide - 1) / 2)..<(middle.x - (wide - 1) / 2 + wide) {
                for y in block.y..<block.maxY { put(x, y) }
            }
        case "╱", "╲":
            // Along the diagonal, each row's part of it wide enough to join the next.
            let step = max(1, (block.width * 2 + block.height) / (block.height * 2))
            for r in 0..<block.height {
                let along = block.height == 1 ? 0 : r * (block.width - step) / max(1, block.height - 1)
                for dx in 0..<step { put(character == "╲" ? block.x + along + dx : block.maxX - 1 - along - dx, block.y + r) }
            }
        default:
            // A mark inside a solid body (an eye) keeps the body around it.
            if solid {
                for y in block.y..<block.maxY {
                    for x in block.x..<block.maxX where out.indices.contains(y) && out[y].indices.contains(x) { out[y][x] = "█" }
                }
            }
            put(middle.x, middle.y)
        }
    }
}

/// The drawings scaled so far, by drawing and size, and the images drawn so far, by image and size: a value the run
/// loop keeps from one frame to the next (a frame drawn on its own starts with none). A screen shows one picture at
/// one size at a time; a few hundred are kept. It holds the drawer of images too (nil: block art, as in tests).
public struct ScaledPictures: Sendable {
    struct Key: Hashable, Sendable {
        var rows: [String]
        var size: Size
    }

    struct ImageKey: Hashable, Sendable {
        var image: String
        var size: Size
    }

    static let limit = 256
    var drawings: [Key: [String]] = [:]
    var images: [ImageKey: PictureDrawer.Drawn] = [:]
    /// The images read so far (a pack's are read when first drawn), by file; nil for one that could not be.
    var bitmaps: [String: Bitmap?] = [:]
    /// What earlier starts drew, by image, read when an image is first drawn (nil: nothing kept, as in tests).
    public var shelf: PictureShelf?
    /// What the shelf held of each image looked for so far, by file; nil for one it held nothing of.
    var shelved: [String: Shelved?] = [:]
    /// How images are drawn; nil draws the packs' block art.
    public var drawer: PictureDrawer?
    /// The letters and numbers drawn as Andika's letterforms with the drawer (nil: the block font).
    public var letterforms: Letterforms?
    /// Whether the terminal said its background is light: block art is drawn in darker colours there.
    public var lightBackground: Bool

    public init(drawer: PictureDrawer? = nil, lightBackground: Bool = false, shelf: PictureShelf? = nil, letterforms: Letterforms? = nil) {
        self.drawer = drawer
        self.shelf = shelf
        self.letterforms = letterforms
        self.lightBackground = lightBackground
    }

    /// The bitmap of `image`, read and decoded the first time it is wanted, and kept (a pack's images are a few
    /// megabytes at most); nil when its file cannot be read or is no image.
    mutating func bitmap(_ image: PictureImage) -> Bitmap? {
        if let known = bitmaps[image.name] { return known }
        let read = try? image.bitmap()
        bitmaps[image.name] = read
        return read
    }

    /// The size of `image` in pixels, from what an earlier start kept of it as `drawer` draws it (no image read),
    /// else from the image, read now; nil when it cannot be read.
    mutating func size(of image: PictureImage, by drawer: PictureDrawer) -> Size? {
        if let kept = shelved(image, by: drawer) { return kept.imageSize }
        return bitmap(image).map { Size(width: $0.width, height: $0.height) }
    }

    /// `image` drawn in `cells` by `drawer`: worked out once for each image and size, as scaled drawings are, or
    /// taken from what an earlier start drew (`shelf`), where what is drawn here is kept for the next. An image's
    /// name is its file, which is the same image in every pack that loads it. Nil when the image cannot be read.
    mutating func drawn(_ image: PictureImage, cells: Size, by drawer: PictureDrawer) -> PictureDrawer.Drawn? {
        let key = ImageKey(image: image.name, size: cells)
        if let known = images[key] { return known }
        let kept = shelved(image, by: drawer)
        guard let made = kept?.drawing(at: cells) ?? draw(image, cells: cells, by: drawer, adding: kept) else { return nil }
        if images.count >= Self.limit { images.removeAll(keepingCapacity: true) }
        images[key] = made
        return made
    }

    /// `image` drawn by libchafa now, and kept on the shelf with what it had of the image (`kept`).
    private mutating func draw(_ image: PictureImage, cells: Size, by drawer: PictureDrawer, adding kept: Shelved?) -> PictureDrawer.Drawn? {
        guard let bitmap = bitmap(image) else { return nil }
        let made = drawer.draw(bitmap, cells: cells)
        if let shelf, let key = PictureShelf.key(of: image, by: drawer) {
            var shelved = kept ?? Shelved(key: key, imageSize: Size(width: bitmap.width, height: bitmap.height))
            shelved.add(made, at: cells)
            self.shelved[image.name] = .some(shelved)
            shelf.keep(shelved)
        }
        return made
    }

    /// What the shelf holds of `image` as `drawer` draws it, read the first time it is wanted.
    private mutating func shelved(_ image: PictureImage, by drawer: PictureDrawer) -> Shelved? {
        guard let shelf, let key = PictureShelf.key(of: image, by: drawer) else { return nil }
        if let known = shelved[image.name] { return known }
        let read = shelf.shelved(key)
        shelved[image.name] = .some(read)
        return read
    }
}
