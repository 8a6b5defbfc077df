import KidsModel

/// Turns frames into terminal bytes, sending only the cells that changed since the last frame, as one
/// string per frame for one `write` (after ratatui's `Terminal::draw`).
public struct FrameWriter: Sendable {
    private var previous: Frame?
    /// False under `NO_COLOR`: styles keep their attributes (bold, reverse, dim) but lose their colours.
    public var colors: Bool

    public init(colors: Bool = true) {
        self.colors = colors
    }

    /// The bytes that change the screen from the last frame to `frame`; empty when nothing changed.
    public mutating func bytes(for frame: Frame) -> [UInt8] {
        var out = ""
        let old: Buffer
        // Pixels drawn by the terminal are not cells: a picture that changed or moved is cleared with the whole
        // screen (kitty's placements deleted too), and everything is drawn again. Pictures that stay are not sent.
        let images = frame.buffer.images, before = previous?.buffer.images ?? []
        let repaint = previous?.buffer.size != frame.buffer.size || images != before
        if let previous, !repaint {
            old = previous.buffer
        } else {
            if (images + before).contains(where: \.isKitty) { out += PlacedImage.deleteAll }
            out += "\u{1B}[0m\u{1B}[H\u{1B}[2J"
            old = Buffer(size: frame.buffer.size)
        }
        if frame.mouse != previous?.mouse {
            out += frame.mouse ? "\u{1B}[?1000h\u{1B}[?1006h" : "\u{1B}[?1000l\u{1B}[?1006l"
        }
        var cells = ""
        var at: Point?  // where the terminal's cursor is after the last cell written
        var style: Style?
        let new = frame.buffer
        for y in 0..<new.size.height {
            var x = 0
            while x < new.size.width {
                let cell = new[x, y]
                let width = cell.text.isEmpty ? 1 : CellWidth.of(cell.text)
                defer { x += max(1, width) }
                if cell.text.isEmpty { continue }  // the right half of a wide character
                let changed = cell != old[x, y] || (width == 2 && old[x + 1, y] != new[x + 1, y])
                guard changed else { continue }
                if at != Point(x: x, y: y) { cells += "\u{1B}[\(y + 1);\(x + 1)H" }
                let wanted = colors ? cell.style : cell.style.withoutColor
                if style != wanted {
                    cells += "\u{1B}[\(wanted.sgr)m"
                    style = wanted
                }
                cells += cell.text
                at = Point(x: x + width, y: y)
            }
        }
        if !cells.isEmpty { out += "\u{1B}[?25l" + cells + "\u{1B}[0m" }
        if repaint {
            for image in images { out += "\u{1B}[?25l\u{1B}[\(image.rect.y + 1);\(image.rect.x + 1)H" + image.bytes }
        }
        if !out.isEmpty || frame.cursor != previous?.cursor {
            if let cursor = frame.cursor {
                out += "\u{1B}[\(cursor.y + 1);\(cursor.x + 1)H\u{1B}[?25h"
            } else {
                out += "\u{1B}[?25l"
            }
        }
        previous = frame
        return Array(out.utf8)
    }
}
