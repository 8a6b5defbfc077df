import KidsModel

/// Story time: the shelf and a story's page.
extension Painter {
    /// The shelf: what was said last (else "Pick a story.", lit as it is read) on the top row, then each story a tile
    /// with its cover drawn and its title under it (on two lines when it needs them).
    mutating func shelf() {
        if model.parts(.caption).isEmpty, let prompt = model.parts(.prompt).first {
            centred([Widgets.fit(prompt.text, layout.primary.width)], in: layout.primary, top: layout.primary.y, style: Style(bold: true), lit: prompt.lit)
        }
        caption(in: layout.primary)
        for tile in model.controls {
            guard let rect = layout.rect(of: tile.control) else { continue }
            let state: Widgets.TileState = tile.mark == .focused ? .focused : .normal
            Widgets.tile(rect, key: tile.key, label: "", state: state, into: &buffer, scaled: &scaled)
            let inside = rect.inset(dx: 1, dy: 1)
            // The title on the lines there are; what does not fit ends the last with "…", never cut silently.
            let lines = Wrap.lines(tile.label, width: inside.width)
            var title = Array(lines.prefix(inside.height >= 3 ? 2 : 1))
            if lines.count > title.count, let last = title.indices.last {
                title[last] = Widgets.fit(lines[last...].joined(separator: " "), inside.width)
            }
            var style = Style(foreground: state == .focused ? .accent : nil, bold: true)
            style.reverse = tile.lit
            style.underline = tile.lit
            for (n, line) in title.enumerated() {
                buffer.center(Widgets.fit(line, inside.width), in: inside, y: inside.maxY - title.count + n, style: style)
            }
            // The cursor on the title's first letter: never on the picture, which pixels would have the cursor cover.
            let first = Widgets.fit(title.first ?? "", inside.width)
            let point = title.isEmpty ? Point(x: rect.x + 1, y: rect.y)
                : Point(x: inside.x + (inside.width - min(CellWidth.of(first), inside.width)) / 2, y: inside.maxY - title.count)
            let art = Rect(x: inside.x, y: inside.y, width: inside.width, height: inside.height - title.count)
            if art.height > 0, let name = tile.picture, let picture = content.pictures[name] {
                PictureArt.draw(picture, in: art, maximumHeight: picture.rows.count * 2, into: &buffer, colors: context.colors, scaled: &scaled)
            }
            track(point, for: tile)
        }
    }

    /// A page: its picture across the top, its words below, the word being heard lit (and the word reached with Tab
    /// underlined, the cursor on it), the buttons at the foot.
    mutating func story() {
        // The top row for a caption (where-am-I), the picture below it as large as fits, up to three times its rows:
        // a small drawing blown up further loses its shape.
        caption(in: layout.primary)
        let art = Rect(x: layout.primary.x, y: layout.primary.y + 1, width: layout.primary.width, height: max(0, layout.primary.height - 1))
        if let shown = model.picture, let picture = content.pictures[shown.name], art.height > 0 {
            PictureArt.draw(picture, count: shown.count, in: art, maximumHeight: min(art.height, picture.rows.count * 3),
                            into: &buffer, colors: context.colors, scaled: &scaled)
        }
        let prompt = model.parts(.prompt).first
        let lines = Layout.pageLines(prompt?.text ?? "", size: state.size)
        for line in lines { buffer.write(line.text, x: line.x, y: line.y, style: Style(bold: true)) }
        if let lit = prompt?.lit { Widgets.emphasize(word: lit, of: lines, into: &buffer) }
        if case .word(let n)? = model.focus, let rect = layout.rect(of: .word(n)) {
            buffer.restyle(rect) { $0.underline = true }
            cursor = Point(x: rect.x, y: rect.y)
        }
        // A page's arrows stay when their words do not fit (40 columns): "◀", not "◀ Page".
        for var control in model.controls {
            if let rect = layout.rect(of: control.control), CellWidth.of(control.label) > rect.width,
               let arrow = control.label.first(where: { $0 == "◀" || $0 == "▶" }) {
                control.label = String(arrow)
            }
            button(control)
        }
    }
}
