import KidsModel

/// A grid of cells that views draw into; the frame writer turns the difference of two into bytes.
///
/// After ratatui's `Buffer`: drawing is clipped to the buffer, so a view can never write off the screen.
public struct Buffer: Hashable, Sendable {
    /// One cell: the text it shows (one grapheme, or empty for the right half of a wide character) and its style.
    public struct Cell: Hashable, Sendable {
        public var text: String
        public var style: Style

        public static let blank = Cell(text: " ", style: .plain)
        /// The right half of a wide character: the terminal fills it, the writer skips it.
        static let continuation = Cell(text: "", style: .plain)
    }

    public private(set) var size: Size
    public private(set) var cells: [Cell]
    /// Pictures the terminal draws in its own pixels, over blank cells of this buffer.
    public var images: [PlacedImage] = []

    public init(size: Size) {
        self.size = size
        cells = Array(repeating: .blank, count: max(0, size.width) * max(0, size.height))
    }

    /// A buffer from plain lines, for tests: `Buffer(lines: ["┌──┐", "└──┘"])`.
    public init(lines: [String]) {
        let width = lines.map(CellWidth.of).max() ?? 0
        self.init(size: Size(width: width, height: lines.count))
        for (row, line) in lines.enumerated() { write(line, x: 0, y: row) }
    }

    public var bounds: Rect { Rect(size: size) }

    public subscript(x: Int, y: Int) -> Cell {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return .blank }
        return cells[y * size.width + x]
    }

    mutating func set(_ x: Int, _ y: Int, _ cell: Cell) {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return }
        cells[y * size.width + x] = cell
    }

    /// Writes text from (x, y) on one row, clipped to the buffer and to `limit` cells; returns the cells used.
    /// A wide character that would not fit whole is left out.
    @discardableResult
    public mutating func write(_ text: String, x: Int, y: Int, style: Style = .plain, limit: Int = .max) -> Int {
        var column = x
        let end = min(size.width, limit == .max ? .max : x + limit)
        for character in text {
            let width = CellWidth.of(String(character))
            if width == 0 { continue }
            guard column + width <= end else { break }
            set(column, y, Cell(text: String(character), style: style))
            if width == 2 { set(column + 1, y, .continuation) }
            column += width
        }
        return column - x
    }

    /// Writes text centred in the row of `rect` at `y` (clipped to the rectangle).
    public mutating func center(_ text: String, in rect: Rect, y: Int, style: Style = .plain) {
        let width = min(CellWidth.of(text), rect.width)
        write(text, x: rect.x + (rect.width - width) / 2, y: y, style: style, limit: rect.width)
    }

    /// Fills a rectangle with one character.
    public mutating func fill(_ rect: Rect, with text: String = " ", style: Style = .plain) {
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX { set(x, y, Cell(text: text, style: style)) }
        }
    }

    /// The buffer as plain text, one string a row, trailing spaces kept: what tests compare.
    public var lines: [String] {
        (0..<size.height).map { y in (0..<size.width).map { self[$0, y].text }.joined() }
    }
}

/// A picture drawn by the terminal in its own pixels (a sixel or kitty graphics sequence), over `rect`, whose cells
/// the buffer keeps blank.
public struct PlacedImage: Hashable, Sendable {
    public var rect: Rect
    /// What is drawn: the picture's file and size in cells, and how (the same key, the same bytes).
    public var key: String
    /// The sequence, sent with the cursor at the rectangle's top left.
    public var bytes: String

    /// Whether it is a kitty graphics sequence (an APC `G` command), whose placements stay until deleted.
    var isKitty: Bool { bytes.hasPrefix("\u{1B}_G") }
    /// Kitty's command that deletes every placement on the screen and frees its image data (`A`, not `a`: chafa's
    /// images have no ID, and each repaint sends them again).
    static let deleteAll = "\u{1B}_Ga=d,d=A\u{1B}\\"

    /// Compared and hashed by what it is and where, not its bytes, which the key decides.
    public static func == (a: PlacedImage, b: PlacedImage) -> Bool { a.rect == b.rect && a.key == b.key }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect)
        hasher.combine(key)
    }
}
