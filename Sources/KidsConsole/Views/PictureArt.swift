import KidsModel

/// Draws a pack's pictures: the drawing scaled to its place, several of it for counting, or its one-cell symbol
/// when space is short.
public enum PictureArt {
    /// How the objects of a counting picture are being counted: the one lit by the tap being heard (from 1),
    /// and how many have been counted so far (each of those has its number under it, and keeps it).
    public struct Counting: Hashable, Sendable {
        public var lit: Int?
        public var counted: Int

        public init(lit: Int? = nil, counted: Int = 0) {
            self.lit = lit
            self.counted = counted
        }
    }

    /// Draws `count` of `picture` centred in `rect`, each as tall as fits up to `maximumHeight` rows (in even
    /// rows when there are several). With `counting`, a row under each object holds its number once it is
    /// counted, and the object being tapped is drawn brighter (bold) while the others are dimmed: a mark that
    /// needs no colour, and never a reverse-video negative of the drawing.
    public static func draw(_ picture: Picture, count: Int = 1, counting: Counting? = nil, in rect: Rect, maximumHeight: Int? = nil,
                            into buffer: inout Buffer, colors: Bool, scaled: inout ScaledPictures) {
        // Without colours (a tile set aside) the block art, greyed: an image is all colour. An image that cannot be
        // read (its file changed since the pack was checked) leaves the block art too.
        if colors, let drawer = scaled.drawer, drawer.mode != .blocks, let image = picture.image,
           let size = scaled.size(of: image, by: drawer),
           drawImage(image, size: size, of: picture, count: count, counting: counting, in: rect, maximumHeight: maximumHeight,
                     drawer: drawer, into: &buffer, scaled: &scaled) {
            return
        }
        let plain = Style(foreground: colors ? Color.of(picture, onLight: scaled.lightBackground) : nil)
        func style(_ index: Int) -> Style {
            guard let lit = counting?.lit else { return plain }
            var style = plain
            if lit == index + 1 { style.bold = true } else { style.dim = true }
            return style
        }
        let numbers = counting == nil ? 0 : 1
        let source = Size(width: width(picture.rows), height: picture.rows.count)
        let tallest = source.height > 0 && source.width > 0 ? min(maximumHeight ?? rect.height, rect.height - numbers) : 0
        for height in stride(from: tallest, through: max(1, source.height), by: -1) {
            let art = Size(width: max(1, (source.width * height + source.height / 2) / source.height), height: height)
            let item = Size(width: max(art.width, numbers == 0 ? 0 : String(count).count), height: height + numbers)
            // Two columns between objects; one, if that lets them be bigger.
            guard let (gap, grid) = [Size(width: 2, height: 1), Size(width: 1, height: 1)].lazy
                .compactMap({ gap in grid(count: count, item: item, gap: gap, in: rect.size).map { (gap, $0) } }).first else { continue }
            let rows = height == source.height ? picture.rows : scale(picture.rows, to: art, in: &scaled)
            place(count: count, grid: grid, item: item, gap: gap, in: rect) { index, origin in
                let frame = Rect(x: origin.x + (item.width - art.width) / 2, y: origin.y, width: art.width, height: art.height)
                stamp(rows, at: frame, style: style(index), into: &buffer)
                if let counting, index < counting.counted {
                    var mark = Style(bold: true)
                    mark.underline = counting.lit == index + 1
                    buffer.center("\(index + 1)", in: Rect(x: origin.x, y: origin.y, width: item.width, height: item.height),
                                  y: origin.y + height, style: mark)
                }
            }
            return
        }
        drawSymbols(picture, count: count, counting: counting, in: rect, into: &buffer, style: style)
    }

    /// `count` of the picture's one-cell symbol, where there is no room for more.
    static func drawSymbols(_ picture: Picture, count: Int, counting: Counting?, in rect: Rect, into buffer: inout Buffer,
                            style: (Int) -> Style) {
        let numbers = counting == nil ? 0 : 1
        let one = Size(width: max(1, numbers == 0 ? 1 : String(count).count), height: 1 + numbers)
        let symbolGap = Size(width: 1, height: 0)
        guard let grid = grid(count: count, item: one, gap: symbolGap, in: rect.size) else { return }
        place(count: count, grid: grid, item: one, gap: symbolGap, in: rect) { index, origin in
            buffer.write(picture.symbol, x: origin.x, y: origin.y, style: style(index), limit: 1)
            if let counting, index < counting.counted {
                buffer.write("\(index + 1)", x: origin.x, y: origin.y + 1, style: Style(bold: true))
            }
        }
    }

    private static func width(_ rows: [String]) -> Int { rows.map(CellWidth.of).max() ?? 0 }

    private static func stamp(_ rows: [String], at rect: Rect, style: Style, into buffer: inout Buffer) {
        for (n, row) in rows.enumerated() where n < rect.height {
            // Spaces are left alone so a drawing never paints a background box around itself.
            var x = rect.x
            for character in row {
                if character != " " { buffer.write(String(character), x: x, y: rect.y + n, style: style, limit: 1) }
                x += 1
            }
        }
    }

    /// Columns and rows for `count` items: the fewest rows that fit.
    static func grid(count: Int, item: Size, gap: Size, in space: Size) -> (columns: Int, rows: Int)? {
        guard count > 0 else { return nil }
        for rows in 1...count {
            let columns = (count + rows - 1) / rows
            if columns * item.width + (columns - 1) * gap.width <= space.width,
               rows * item.height + (rows - 1) * gap.height <= space.height {
                return (columns, rows)
            }
        }
        return nil
    }

    /// Places `count` items in the grid's rows, as evenly as they go (17 in four rows: 5, 4, 4, 4), each row
    /// centred.
    static func place(count: Int, grid: (columns: Int, rows: Int), item: Size, gap: Size, in rect: Rect,
                              _ draw: (Int, Point) -> Void) {
        let total = Size(width: grid.columns * item.width + (grid.columns - 1) * gap.width,
                         height: grid.rows * item.height + (grid.rows - 1) * gap.height)
        let frame = rect.centered(total)
        var index = 0
        for row in 0..<grid.rows {
            let inRow = count / grid.rows + (row < count % grid.rows ? 1 : 0)
            let rowWidth = inRow * item.width + (inRow - 1) * gap.width
            for column in 0..<inRow {
                let x = frame.x + (total.width - rowWidth) / 2 + column * (item.width + gap.width)
                draw(index, Point(x: x, y: frame.y + row * (item.height + gap.height)))
                index += 1
            }
        }
    }
}
