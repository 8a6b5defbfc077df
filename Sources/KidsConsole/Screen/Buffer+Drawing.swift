import KidsModel

/// Boxes and wrapped text: the few shapes every view is made of.
extension Buffer {
    /// The lines of a box border, from light to strong; the kind of line shows state without colour.
    public enum Border: Sendable {
        /// An ordinary tile.
        case light
        /// The focused tile.
        case double
        /// The right answer, Next.
        case heavy
        /// An answer set aside.
        case dashed

        var pieces: (tl: String, tr: String, bl: String, br: String, h: String, v: String) {
            switch self {
            case .light: return ("┌", "┐", "└", "┘", "─", "│")
            case .double: return ("╔", "╗", "╚", "╝", "═", "║")
            case .heavy: return ("┏", "┓", "┗", "┛", "━", "┃")
            case .dashed: return ("┌", "┐", "└", "┘", "╌", "┆")
            }
        }
    }

    /// Draws a box on the edge of `rect` and clears its inside.
    public mutating func box(_ rect: Rect, border: Border, style: Style = .plain) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let p = border.pieces
        fill(rect.inset(dx: 1, dy: 1))
        for x in (rect.x + 1)..<(rect.maxX - 1) {
            set(x, rect.y, Cell(text: p.h, style: style))
            set(x, rect.maxY - 1, Cell(text: p.h, style: style))
        }
        for y in (rect.y + 1)..<(rect.maxY - 1) {
            set(rect.x, y, Cell(text: p.v, style: style))
            set(rect.maxX - 1, y, Cell(text: p.v, style: style))
        }
        set(rect.x, rect.y, Cell(text: p.tl, style: style))
        set(rect.maxX - 1, rect.y, Cell(text: p.tr, style: style))
        set(rect.x, rect.maxY - 1, Cell(text: p.bl, style: style))
        set(rect.maxX - 1, rect.maxY - 1, Cell(text: p.br, style: style))
    }

    /// Changes the style of every cell of `rect`, keeping what is written there.
    public mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX where x >= 0 && y >= 0 && x < size.width && y < size.height {
                var cell = self[x, y]
                change(&cell.style)
                set(x, y, cell)
            }
        }
    }

    /// Writes wrapped text into a rectangle from its top; returns the rows used.
    @discardableResult
    public mutating func paragraph(_ text: String, in rect: Rect, style: Style = .plain, centered: Bool = false) -> Int {
        let lines = Wrap.lines(text, width: rect.width).prefix(rect.height)
        for (n, line) in lines.enumerated() {
            if centered {
                center(line, in: rect, y: rect.y + n, style: style)
            } else {
                write(line, x: rect.x, y: rect.y + n, style: style, limit: rect.width)
            }
        }
        return lines.count
    }
}
