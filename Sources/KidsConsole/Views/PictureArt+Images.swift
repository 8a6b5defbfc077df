import KidsModel

/// Drawing a picture's image (libchafa's symbols or the terminal's pixels) in place of its block art: laid out as
/// the block art is, several for counting with each counted one numbered, the one being counted marked under it.
extension PictureArt {
    /// The fewest rows an image is drawn in; below that, the picture's one-cell symbol.
    static let imageRows = 2

    /// Draws `image` (`size` pixels) as `draw` would its block art; false, drawing nothing, when it cannot be read.
    static func drawImage(_ image: PictureImage, size: Size, of picture: Picture, count: Int, counting: Counting?, in rect: Rect, maximumHeight: Int?,
                          drawer: PictureDrawer, into buffer: inout Buffer, scaled: inout ScaledPictures) -> Bool {
        let numbers = counting == nil ? 0 : 1
        let tallest = min(maximumHeight ?? rect.height, rect.height - numbers)
        // As many columns as keep the image's shape in cells about twice as tall as wide.
        let shape = Double(size.width) / Double(max(1, size.height)) * drawer.mode.aspect
        for height in stride(from: tallest, through: imageRows, by: -1) {
            let art = Size(width: max(1, Int((Double(height) * shape).rounded())), height: height)
            let item = Size(width: max(art.width, numbers == 0 ? 0 : String(count).count), height: height + numbers)
            guard let (gap, grid) = [Size(width: 2, height: 1), Size(width: 1, height: 1)].lazy
                .compactMap({ gap in grid(count: count, item: item, gap: gap, in: rect.size).map { (gap, $0) } }).first else { continue }
            guard let drawn = scaled.drawn(image, cells: art, by: drawer) else { return false }
            place(count: count, grid: grid, item: item, gap: gap, in: rect) { index, origin in
                let frame = Rect(x: origin.x + (item.width - art.width) / 2, y: origin.y, width: art.width, height: art.height)
                stamp(drawn, key: "\(image.name) \(art.width)x\(art.height) \(drawer.mode)", at: frame, into: &buffer)
                if let counting, index < counting.counted {
                    number(index + 1, lit: counting.lit == index + 1, under: Rect(x: origin.x, y: origin.y, width: item.width, height: item.height), at: origin.y + height,
                           into: &buffer)
                }
            }
            return true
        }
        drawSymbols(picture, count: count, counting: counting, in: rect, into: &buffer) { index in
            var style = Style(foreground: Color.of(picture, onLight: scaled.lightBackground))
            style.bold = counting?.lit == index + 1
            return style
        }
        return true
    }

    /// The fewest rows a letterform is drawn in: two in pixels (40 of them), six in libchafa's symbols (twelve of
    /// its half-cell pixels: fewer make a smudge, where the block font's letters are clearer).
    static func letterformRows(_ mode: PictureMode) -> Int {
        if case .pixels = mode { return 2 }
        return 6
    }

    /// Draws the letterform of `text` (`Letterforms`), centred in `rect`, as tall as fits up to `maximumHeight` rows;
    /// false, drawing nothing, where images are not drawn (block art) or `text` has no letterform that can be read.
    static func drawLetterform(_ text: String, in rect: Rect, maximumHeight: Int, into buffer: inout Buffer,
                               scaled: inout ScaledPictures) -> Bool {
        guard let drawer = scaled.drawer, drawer.mode != .blocks, let image = scaled.letterforms?.image(of: text),
              let size = scaled.size(of: image, by: drawer) else { return false }
        let shape = Double(size.width) / Double(max(1, size.height)) * drawer.mode.aspect
        for height in stride(from: min(maximumHeight, rect.height), through: letterformRows(drawer.mode), by: -1) {
            let art = Size(width: max(1, Int((Double(height) * shape).rounded())), height: height)
            guard art.width <= rect.width else { continue }
            guard let drawn = scaled.drawn(image, cells: art, by: drawer) else { return false }
            let frame = Rect(x: rect.x + (rect.width - art.width) / 2, y: rect.y + (rect.height - art.height) / 2,
                             width: art.width, height: art.height)
            stamp(drawn, key: "\(image.name) \(art.width)x\(art.height) \(drawer.mode)", at: frame, into: &buffer)
            return true
        }
        return false
    }

    /// A counted object's number; the one being counted has a bar of reverse video under it, the width of the
    /// object, with its number in it: a mark that needs no colour and never touches the picture (whose pixels
    /// are then sent once, not once a count).
    private static func number(_ number: Int, lit: Bool, under item: Rect, at y: Int, into buffer: inout Buffer) {
        let mark = Style(bold: true, reverse: lit, underline: lit)
        if lit { buffer.fill(Rect(x: item.x, y: y, width: item.width, height: 1), style: mark) }
        buffer.center("\(number)", in: item, y: y, style: mark)
    }

    private static func stamp(_ drawn: PictureDrawer.Drawn, key: String, at rect: Rect, into buffer: inout Buffer) {
        switch drawn {
        case .cells(let rows):
            for (y, row) in rows.enumerated() {
                for (x, cell) in row.enumerated() {
                    guard let cell else { continue }
                    buffer.write(cell.text, x: rect.x + x, y: rect.y + y, style: cell.style, limit: 1)
                }
            }
        case .pixels(let bytes):
            buffer.fill(rect)
            buffer.images.append(PlacedImage(rect: rect, key: key, bytes: bytes))
        }
    }
}
