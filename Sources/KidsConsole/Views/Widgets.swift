import KidsModel

/// Tiles, cards and buttons. Each state is shown by its border or a mark, and colour only adds to it.
enum Widgets {
    /// The label as it fits in `width` cells: whole, else as many whole words as fit (labels are never cut
    /// mid-word; a single word too long for the space is the only exception).
    static func fit(_ label: String, _ width: Int) -> String {
        guard CellWidth.of(label) > width else { return label }
        // Whole words while they fit beside the mark that says there was more: a label is never cut silently
        // (the whole of it is heard when the tile is reached, and read in line mode).
        var kept = ""
        for word in label.split(separator: " ") {
            let next = kept.isEmpty ? String(word) : kept + " " + word
            guard CellWidth.of(next) + 1 <= width else { break }
            kept = next
        }
        return (kept.isEmpty ? String(label.prefix(max(0, width - 1))) : kept) + "…"
    }

    enum TileState {
        case normal, focused, setAside, right
    }

    /// An answer tile or a card: a box, its key in the top border, its label in the middle, and an optional
    /// note in the bottom border (a card's stars). Returns the cell where the cursor rests.
    @discardableResult
    /// `reading`: its answer is being read aloud; its key and its label are shown in reverse video.
    static func tile(_ rect: Rect, key: String, label: String, note: String? = nil, picture: Picture? = nil, colors: Bool = true,
                     state: TileState, reading: Bool = false, into buffer: inout Buffer, scaled: inout ScaledPictures) -> Point {
        let (border, style, plainLabel) = look(state)
        var labelStyle = plainLabel
        buffer.box(rect, border: border, style: style)
        if reading {
            labelStyle.reverse = true
            labelStyle.underline = true
        }
        var keyStyle = style
        keyStyle.reverse = reading
        buffer.write(key, x: rect.x + 1, y: rect.y, style: keyStyle, limit: rect.width - 2)
        if state == .right { buffer.write("★", x: rect.maxX - 2, y: rect.y, style: Style(foreground: .star, bold: true)) }
        if state == .setAside { buffer.write("×", x: rect.maxX - 2, y: rect.y, style: style) }
        let middle = rect.y + (rect.height - 1) / 2
        let inside = rect.inset(dx: 1, dy: 1)
        // A picture answer: the picture, and its word under it when there is one and room for it.
        if let picture, !label.isEmpty, inside.height < 2, picture.isPatch {
            return patchWord(label, in: inside, style: labelStyle, into: &buffer)
        }
        if let picture {
            let word = !label.isEmpty && inside.height >= 2
            let art = Rect(x: inside.x, y: inside.y, width: inside.width, height: inside.height - (word ? 1 : 0))
            PictureArt.draw(picture, in: art, maximumHeight: picture.rows.count * 2, into: &buffer, colors: colors && state != .setAside, scaled: &scaled)
            // The cursor rests on the word, else on the key: never on the picture, which a terminal drawing it in
            // pixels would cover with the cursor's block.
            guard word else { return Point(x: rect.x + 1, y: rect.y) }
            let shown = fit(label, inside.width)
            buffer.center(shown, in: inside, y: inside.maxY - 1, style: labelStyle)
            return Point(x: inside.x + (inside.width - min(CellWidth.of(shown), inside.width)) / 2, y: inside.maxY - 1)
        }
        // A short label (a letter, a number) is drawn large when the tile has room: it is what the child is
        // learning to recognise, as Andika's letterform where images are drawn, else in the block font. Screen
        // readers and line mode get the plain text. (The cursor rests on the key, never on an image.)
        if label.count <= 2, note == nil, colors, state != .setAside, inside.height >= PictureArt.imageRows,
           PictureArt.drawLetterform(label, in: inside.inset(dx: 1, dy: 0), maximumHeight: inside.height, into: &buffer, scaled: &scaled) {
            return Point(x: rect.x + 1, y: rect.y)
        }
        if label.count <= 2, let rows = BlockFont.rows(label), inside.height >= rows.count,
           CellWidth.of(rows[0]) + 2 <= inside.width, note == nil {
            let top = inside.y + (inside.height - rows.count) / 2
            for (n, row) in rows.enumerated() {
                buffer.center(row, in: inside, y: top + n, style: labelStyle)
            }
            let x = inside.x + (inside.width - CellWidth.of(rows[0])) / 2
            return Point(x: x, y: top + rows.count / 2)
        }
        let label = fit(label, inside.width)
        buffer.center(label, in: inside, y: middle, style: labelStyle)
        // A card of one line (a small window) shows its title, and its stars nowhere: they would cover the title.
        if let note, rect.height > 1 {
            buffer.center(note, in: inside, y: rect.maxY - 1, style: Style(foreground: .star))
        }
        let labelWidth = min(CellWidth.of(label), inside.width)
        return Point(x: inside.x + (inside.width - labelWidth) / 2, y: middle)
    }

    /// A tile's border, its style and its label's style in each state: never colour alone (the border says it too).
    static func look(_ state: TileState) -> (border: Buffer.Border, style: Style, label: Style) {
        switch state {
        case .normal: return (.light, .plain, Style(bold: true))
        case .focused: return (.double, Style(foreground: .accent, bold: true), Style(foreground: .accent, bold: true))
        case .setAside: return (.dashed, Style(foreground: .muted, dim: true), Style(foreground: .muted, dim: true))
        case .right: return (.heavy, Style(foreground: .good, bold: true), Style(foreground: .good, bold: true))
        }
    }

    /// A patch of one colour with no room for its word under it: the word, in the tile's own style (a white or
    /// yellow word would vanish on a light terminal), since colour is never the only sign (a child who does not see
    /// colours, a terminal without them).
    static func patchWord(_ label: String, in inside: Rect, style: Style, into buffer: inout Buffer) -> Point {
        let shown = fit(label, inside.width)
        let y = inside.y + (inside.height - 1) / 2
        buffer.center(shown, in: inside, y: y, style: style)
        return Point(x: inside.x + (inside.width - min(CellWidth.of(shown), inside.width)) / 2, y: y)
    }

    /// Shows the `word`-th word (from 0, split at spaces) of text drawn as these lines, each at its place, in
    /// reverse video and underlined: the word being heard (read-along). Never colour alone.
    static func emphasize(word: Int, of lines: [(text: String, x: Int, y: Int)], into buffer: inout Buffer) {
        var index = word
        for line in lines {
            let words = line.text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            let counted = words.filter { !$0.isEmpty }.count
            guard index < counted else {
                index -= counted
                continue
            }
            var x = line.x
            var seen = 0
            for part in words {
                if part.isEmpty {
                    x += 1
                    continue
                }
                if seen == index {
                    buffer.restyle(Rect(x: x, y: line.y, width: CellWidth.of(part), height: 1)) {
                        $0.reverse = true
                        $0.underline = true
                    }
                    return
                }
                seen += 1
                x += CellWidth.of(part) + 1
            }
            return
        }
    }

    /// A letter or number drawn large in the middle of `rect` when it fits, else as it is.
    static func large(_ text: String, in rect: Rect, maximumHeight: Int = BlockFont.height, style: Style, into buffer: inout Buffer,
                      scaled: inout ScaledPictures) {
        // Andika's letterform where images are drawn (a terminal's pixels, libchafa's symbols); else the block font.
        if PictureArt.drawLetterform(text, in: rect, maximumHeight: max(maximumHeight, BlockFont.height), into: &buffer, scaled: &scaled) { return }
        guard var rows = BlockFont.rows(text), rows.count <= rect.height, CellWidth.of(rows[0]) <= rect.width else {
            buffer.center(text, in: rect, y: rect.y + rect.height / 2, style: style)
            return
        }
        // As tall as the place allows, up to `maximumHeight`, the letters' shapes kept.
        let source = Size(width: CellWidth.of(rows[0]), height: rows.count)
        for height in stride(from: min(maximumHeight, rect.height), to: source.height, by: -1) {
            let width = (source.width * height + source.height / 2) / source.height
            guard width <= rect.width else { continue }
            rows = PictureArt.scale(rows, to: Size(width: width, height: height), in: &scaled)
            break
        }
        let top = rect.y + (rect.height - rows.count) / 2
        for (n, row) in rows.enumerated() { buffer.center(row, in: rect, y: top + n, style: style) }
    }

    /// A word drawn large a grapheme at a time, each letter in a place of its own, centred in `rect`; the grapheme
    /// `lit` (being sounded out) has a bar of reverse video under it, a mark that needs no colour. Where the letters
    /// cannot be drawn large, the word as it is, its lit grapheme reversed.
    static func letters(_ graphemes: [String], lit: Int?, in rect: Rect, maximumHeight: Int, style: Style, into buffer: inout Buffer,
                        scaled: inout ScaledPictures) {
        let letters = graphemes.flatMap { $0.map(String.init) }
        guard !letters.isEmpty, rect.height >= 2, rect.width > 0 else { return }
        // Which grapheme each letter belongs to.
        let owner = graphemes.enumerated().flatMap { n, grapheme in Array(repeating: n, count: grapheme.count) }
        let height = min(maximumHeight, rect.height - 1)
        // A letter's place: about as wide as the letter is tall (a cell is twice as tall as wide), all alike.
        let width = min(rect.width / letters.count, max(2, height * 6 / 5))
        guard width >= 2, height >= BlockFont.height / 2 else {
            let word = letters.joined()
            let x = rect.x + max(0, (rect.width - CellWidth.of(word)) / 2)
            let y = rect.y + rect.height / 2
            var at = x
            for (n, letter) in letters.enumerated() {
                var shown = style
                shown.reverse = lit == owner[n]
                buffer.write(letter, x: at, y: y, style: shown, limit: 1)
                at += CellWidth.of(letter)
            }
            return
        }
        let left = rect.x + (rect.width - width * letters.count) / 2
        let top = rect.y + (rect.height - 1 - height) / 2
        for (n, letter) in letters.enumerated() {
            let place = Rect(x: left + n * width, y: top, width: width, height: height)
            large(letter, in: place, maximumHeight: height, style: style, into: &buffer, scaled: &scaled)
            if lit == owner[n] { buffer.fill(Rect(x: place.x, y: place.maxY, width: width, height: 1), style: Style(bold: true, reverse: true)) }
        }
    }

    /// A button: a box when it is three rows or more, else `[label]` on one row. Focus is reverse video
    /// and a double border; a disabled button is dim.
    @discardableResult
    static func button(_ rect: Rect, label: String, focused: Bool = false, enabled: Bool = true,
                       into buffer: inout Buffer) -> Point {
        let style = Style(foreground: focused ? .accent : nil, bold: focused, dim: !enabled)
        if rect.height >= 3 {
            let label = fit(label, rect.width - 2)
            buffer.box(rect, border: focused ? .double : .light, style: style)
            let y = rect.y + (rect.height - 1) / 2
            buffer.center(label, in: rect.inset(dx: 1, dy: 1), y: y, style: Style(bold: true, dim: !enabled))
            return Point(x: rect.x + max(1, (rect.width - CellWidth.of(label)) / 2), y: y)
        }
        buffer.fill(rect)
        let text = rect.width >= CellWidth.of(label) + 2 ? "[\(label)]" : fit(label, rect.width)
        let y = rect.y + (rect.height - 1) / 2
        buffer.center(text, in: rect, y: y, style: Style(foreground: focused ? .accent : nil, bold: focused, dim: !enabled,
                                                         reverse: focused))
        return Point(x: rect.x + max(0, (rect.width - CellWidth.of(text)) / 2), y: y)
    }
}
