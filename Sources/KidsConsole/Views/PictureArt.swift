import KidsModel

/// Draws a pack's pictures: the drawing, larger when there is room, several of it for counting, or its
/// one-cell symbol when space is short.
public enum PictureArt {
    /// Draws `count` of `picture` centred in `rect`, as large as fits (up to `maximumScale` times its size);
    /// the `lit` one (from 1), being tapped, stands out in reverse video, so it is seen without colour.
    public static func draw(_ picture: Picture, count: Int = 1, lit: Int? = nil, in rect: Rect, maximumScale: Int = 3,
                            into buffer: inout Buffer, colors: Bool) {
        let plain = Style(foreground: colors ? picture.color.map(Color.init) : nil)
        var bright = plain
        bright.reverse = true
        bright.bold = true
        func style(_ index: Int) -> Style { lit == index + 1 ? bright : plain }
        let gap = Size(width: 2, height: 1)
        for factor in stride(from: max(1, maximumScale), through: 1, by: -1) {
            guard let rows = factor == 1 ? picture.rows : scale(picture.rows, by: factor) else { continue }
            let art = Size(width: width(rows), height: rows.count)
            guard let grid = grid(count: count, item: art, gap: gap, in: rect.size) else { continue }
            place(count: count, grid: grid, item: art, gap: gap, in: rect) { index, origin in
                let frame = Rect(x: origin.x, y: origin.y, width: art.width, height: art.height)
                if lit == index + 1 { buffer.fill(frame, with: " ", style: style(index)) }
                stamp(rows, at: frame, style: style(index), into: &buffer)
            }
            return
        }
        let one = Size(width: 1, height: 1)
        let symbolGap = Size(width: 1, height: 0)
        guard let grid = grid(count: count, item: one, gap: symbolGap, in: rect.size) else { return }
        place(count: count, grid: grid, item: one, gap: symbolGap, in: rect) { index, origin in
            buffer.write(picture.symbol, x: origin.x, y: origin.y, style: style(index), limit: 1)
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
    private static func grid(count: Int, item: Size, gap: Size, in space: Size) -> (columns: Int, rows: Int)? {
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

    private static func place(count: Int, grid: (columns: Int, rows: Int), item: Size, gap: Size, in rect: Rect,
                              _ draw: (Int, Point) -> Void) {
        let total = Size(width: grid.columns * item.width + (grid.columns - 1) * gap.width,
                         height: grid.rows * item.height + (grid.rows - 1) * gap.height)
        let frame = rect.centered(total)
        for i in 0..<count {
            let row = i / grid.columns
            // A short last row is centred under the others.
            let inRow = row == grid.rows - 1 ? count - row * grid.columns : grid.columns
            let rowWidth = inRow * item.width + (inRow - 1) * gap.width
            let x = frame.x + (total.width - rowWidth) / 2 + (i % grid.columns) * (item.width + gap.width)
            draw(i, Point(x: x, y: frame.y + row * (item.height + gap.height)))
        }
    }

    // MARK: - Scaling

    /// Each block element as four quarter-cell pixels: top-left, top-right, bottom-left, bottom-right.
    private static let quadrants: [Character: UInt8] = [
        " ": 0, "▘": 1, "▝": 2, "▀": 3, "▖": 4, "▌": 5, "▞": 6, "▛": 7,
        "▗": 8, "▚": 9, "▐": 10, "▜": 11, "▄": 12, "▙": 13, "▟": 14, "█": 15,
    ]
    private static let blocks: [Character] = quadrants.sorted { $0.value < $1.value }.map(\.key)

    /// The drawing as a bitmap of quarter-cell pixels, scaled by `factor`, and drawn again in block elements.
    static func scale(_ rows: [String], by factor: Int) -> [String]? {
        let cells = rows.map(Array.init)
        let width = cells.map(\.count).max() ?? 0
        var pixels = Array(repeating: Array(repeating: false, count: width * 2), count: cells.count * 2)
        for (y, row) in cells.enumerated() {
            for (x, character) in row.enumerated() {
                guard let bits = quadrants[character] else { return nil }
                pixels[2 * y][2 * x] = bits & 1 != 0
                pixels[2 * y][2 * x + 1] = bits & 2 != 0
                pixels[2 * y + 1][2 * x] = bits & 4 != 0
                pixels[2 * y + 1][2 * x + 1] = bits & 8 != 0
            }
        }
        let scaledHeight = cells.count * factor
        let scaledWidth = width * factor
        func pixel(_ px: Int, _ py: Int) -> Bool { pixels[py / factor][px / factor] }
        return (0..<scaledHeight).map { y in
            String((0..<scaledWidth).map { x -> Character in
                var bits = 0
                if pixel(2 * x, 2 * y) { bits |= 1 }
                if pixel(2 * x + 1, 2 * y) { bits |= 2 }
                if pixel(2 * x, 2 * y + 1) { bits |= 4 }
                if pixel(2 * x + 1, 2 * y + 1) { bits |= 8 }
                return blocks[bits]
            })
        }
    }
}
