/// A story's page: the picture across the top, the page's words below it (each word a target: a click says it),
/// and the page's buttons in a row at the foot.
extension Layout {
    /// The widest the page's text is set, in cells: a short line is easier to follow with the eye.
    public static let pageTextWidth = 60

    /// The page's text as it is set at `size`: its lines, each with the cell it starts at.
    public static func pageLines(_ text: String, size: Size) -> [(text: String, x: Int, y: Int)] {
        guard let layout = panes(for: size) else { return [] }
        let body = Rect(x: 0, y: layout.header.maxY, width: size.width, height: layout.footer.y - layout.header.maxY)
        let width = min(pageTextWidth, body.width - 4)
        let lines = Wrap.lines(text, width: width)
        // Kept below the header, whatever a page holds (the checks keep a page to five lines at 40 columns).
        let top = max(body.y, body.maxY - 2 - lines.count)
        return lines.enumerated().map { n, line in (line, body.x + (body.width - CellWidth.of(line)) / 2, top + n) }
    }

    /// The layout of a page: `primary` holds a row for a caption (where-am-I said), then the picture; `secondary`
    /// the text; the words of `text` (split at
    /// spaces) are the `.word` targets, then the buttons of `controls` in a row.
    static func story(controls: [Control], text: String, size: Size) -> Layout? {
        guard var layout = panes(for: size) else { return nil }
        let body = Rect(x: 0, y: layout.header.maxY, width: size.width, height: layout.footer.y - layout.header.maxY)
        let lines = pageLines(text, size: size)
        let textTop = lines.first?.y ?? body.maxY - 2
        layout.arrangement = .stacked
        layout.primary = Rect(x: body.x + 1, y: body.y, width: body.width - 2, height: max(0, textTop - 1 - body.y))
        layout.gutter = Rect(x: body.x, y: textTop - 1, width: body.width, height: 1)
        layout.secondary = Rect(x: body.x, y: textTop, width: body.width, height: body.maxY - textTop)
        var word = 0
        for line in lines {
            var x = line.x
            for part in line.text.split(separator: " ", omittingEmptySubsequences: false) {
                guard !part.isEmpty else {
                    x += 1
                    continue
                }
                let width = CellWidth.of(String(part))
                layout.targets.append(Target(control: .word(word), rect: Rect(x: x, y: line.y, width: width, height: 1)))
                word += 1
                x += width + 1
            }
        }
        let buttons = controls.filter { if case .word = $0 { return false } else { return true } }
        layout.placeRow(buttons, in: Rect(x: body.x, y: body.maxY - 1, width: body.width, height: 1),
                        width: min(16, max(1, (body.width - 2 * max(0, buttons.count - 1)) / max(1, buttons.count))))
        return layout
    }
}
