import KidsModel

/// How a terminal's pictures are drawn: chosen once at start from what the terminal answered (TerminalReply),
/// `TERM`, `NO_COLOR`, `--pictures` and whether libchafa is there.
public enum PictureMode: Hashable, Sendable, CustomStringConvertible {
    /// The packs' own block art, in the palette's colours: the Linux console, `NO_COLOR`, no libchafa, tests.
    case blocks
    /// The pictures' images as coloured quadrant and half blocks, by libchafa, in 24-bit colour or the palette's.
    case symbols(truecolor: Bool)
    /// The images as the terminal's own pixels; `cell` is a cell's size in pixels.
    case pixels(Pixels, cell: Size)

    public enum Pixels: String, Hashable, Sendable { case sixel, kitty }

    public var description: String {
        switch self {
        case .blocks: "blocks"
        case .symbols(let truecolor): truecolor ? "symbols (24-bit colour)" : "symbols (256 colours)"
        case .pixels(let kind, let cell): "pixels (\(kind.rawValue), cells of \(cell.width)x\(cell.height))"
        }
    }

    /// How tall a cell is for its width: a picture keeps its shape when it is `aspect` times as wide in cells as
    /// it is tall in pixels per pixel of width. Terminal fonts are about twice as tall as wide.
    var aspect: Double {
        guard case .pixels(_, let cell) = self, cell.width > 0, cell.height > 0 else { return 2 }
        return Double(cell.height) / Double(cell.width)
    }
}

/// Draws pictures' images with libchafa, in the mode chosen at start; nil in a `ScaledPictures` means block art.
public struct PictureDrawer: Sendable {
    public let mode: PictureMode
    /// The terminal's background (packed RGB), what the pictures' soft edges are blended with.
    public let background: UInt32
    private let chafa: Chafa

    /// A drawer for `mode` (not `.blocks`), or why there is none: libchafa missing (`soname` is for tests, which
    /// name a library that is not there).
    public init(mode: PictureMode, background: UInt32, soname: String = "libchafa.so.0") throws(Unavailable) {
        guard mode != .blocks else { throw Unavailable(reason: "block art needs no drawer") }
        do {
            chafa = try Chafa(soname: soname)
        } catch {
            throw Unavailable(reason: error.reason)
        }
        self.mode = mode
        self.background = background
    }

    /// Opens libchafa now, on another thread, for a drawer to come (`soname`, as `init`'s).
    public static func preload(soname: String = "libchafa.so.0") {
        Chafa.preload(soname: soname)
    }

    public struct Unavailable: Error, Hashable, Sendable {
        public var reason: String
    }

    /// A picture drawn for the screen: cells with their colours, or the terminal's pixels.
    enum Drawn: Sendable {
        case cells([[Buffer.Cell?]])
        case pixels(String)
    }

    /// `image` drawn in `cells`, worked out now (`ScaledPictures` keeps what this gives).
    func draw(_ image: Bitmap, cells: Size) -> Drawn {
        switch mode {
        case .blocks:
            return .cells([])
        case .symbols(let truecolor):
            let drawn = chafa.symbols(image, cells: cells, mode: truecolor ? .truecolor : .indexed240, background: background)
            return .cells(drawn.map { row in row.map { cell in Self.cell(cell, truecolor: truecolor) } })
        case .pixels(let kind, let cell):
            return .pixels(chafa.pixels(image, cells: cells, cellPixels: cell, mode: kind == .sixel ? .sixels : .kitty,
                                        background: background))
        }
    }

    /// A symbol cell as the buffer's, nil where the picture is transparent (the screen shows through).
    private static func cell(_ cell: Chafa.SymbolCell, truecolor: Bool) -> Buffer.Cell? {
        func colour(_ value: Int32?) -> Color? {
            value.map { truecolor ? Color(rgb: UInt32(bitPattern: $0)) : Color(code: UInt8(clamping: $0)) }
        }
        guard cell.foreground != nil || cell.background != nil else { return nil }
        // A symbol whose own part is transparent is drawn in reverse video (as chafa prints it): its background's
        // colour as the cell's, the symbol in the screen's own background colour.
        if cell.foreground == nil {
            return Buffer.Cell(text: String(cell.character), style: Style(foreground: colour(cell.background), reverse: true))
        }
        return Buffer.Cell(text: String(cell.character), style: Style(foreground: colour(cell.foreground), background: colour(cell.background)))
    }
}
