/// The text screens (grown-ups and its reset question, the children, a report and its remove question) as lines
/// at a width, and the page of them a window shows: what does not fit is paged to (PgDn, PgUp), never cut. One
/// function for the painter that draws a page and the reducer that turns pages, so they agree on how many.
public struct PanelText: Hashable, Sendable {
    public struct Line: Hashable, Sendable {
        public var text: String
        public var bold: Bool
    }

    /// Where a text screen's lines go: the left pane less a column each side, from its second row.
    public static func pane(_ layout: Layout) -> Rect {
        let text = layout.primary.inset(dx: 1, dy: 0)
        return Rect(x: text.x, y: text.y + 1, width: text.width, height: max(0, text.height - 1))
    }

    /// Every line, wrapped at the width; "" for a gap.
    public var lines: [Line] = []

    public init(_ model: ScreenModel, width: Int) {
        let width = max(1, width)
        func add(_ text: String, bold: Bool = false) {
            lines += text.isEmpty ? [Line(text: "", bold: false)] : Wrap.lines(text, width: width).map { Line(text: $0, bold: bold) }
        }
        // The grown-ups' area: each activity's progress, the settings, then what it tells (data, policy, notices),
        // each after a gap; the title bar names it.
        guard model.summary.isEmpty && model.settings.isEmpty else {
            for line in Self.progressLines(model.summary, width: width) + [""] + model.settings.map(\.text) + [""] { add(line) }
            for (n, text) in model.parts(.information).map(\.text).enumerated() {
                if n > 0 { add("") }
                add(text)
            }
            return
        }
        // Any other text screen: its heading, a gap, then its lines.
        for part in model.parts where [.heading, .progress, .information].contains(part.role) {
            add(part.text, bold: part.role == .heading)
            if part.role == .heading { add("") }
        }
    }

    /// How many pages at `rows` lines a page: one when every line fits; else each page keeps its last row for the
    /// way on ("PgDn: more").
    public func pageCount(rows: Int) -> Int {
        guard lines.count > rows, rows > 1 else { return 1 }
        return (lines.count + rows - 2) / (rows - 1)
    }

    /// The lines of page `n` (from 0, kept within the pages), and whether it is the last.
    public func page(_ n: Int, rows: Int) -> (lines: ArraySlice<Line>, number: Int, last: Bool) {
        let pages = pageCount(rows: rows)
        guard pages > 1 else { return (lines[...], 0, true) }
        let number = min(max(0, n), pages - 1)
        let start = number * (rows - 1)
        return (lines[start..<min(lines.count, start + rows - 1)], number, number == pages - 1)
    }

    /// The page `n` of a text screen in `pane`, with its way on ("▼ PgDn: more, page 1 of 3") when there are more.
    func page(_ n: Int, in pane: Rect, words: Words) -> PanelPage {
        let count = pageCount(rows: pane.height)
        let page = page(n, rows: pane.height)
        guard count > 1 else { return PanelPage(lines: Array(page.lines), number: 0, count: 1, way: nil) }
        let values = ["n": "\(page.number + 1)", "pages": "\(count)"]
        let way = page.last ? "▲ " + words("{key}: back, page {n} of {pages}", values.merging(["key": words("PgUp")]) { $1 })
            : "▼ " + words("{key}: more, page {n} of {pages}", values.merging(["key": words("PgDn")]) { $1 })
        return PanelPage(lines: Array(page.lines), number: page.number, count: count, way: way)
    }

    /// Each activity's stars and level (on a wide pane with a bar and the level's name), then what is in review
    /// and the hardest questions: paged through on a small window, never left out.
    static func progressLines(_ summary: [ScreenModel.ActivitySummary], width: Int) -> [String] {
        let titleWidth = summary.map { CellWidth.of($0.title) }.max() ?? 0
        let roomy = width >= titleWidth + 18
        return summary.flatMap { line -> [String] in
            let level = line.level.isEmpty ? "" : ", " + line.level
            let more = (line.review.map { ["  " + $0] } ?? []) + line.hardest.map { "  " + $0 }
            guard roomy else { return ["\(line.title) ★\(line.stars)/\(line.total)" + level] + more }
            // No-break spaces: the wrapping joins words with one space and would undo the alignment.
            let title = line.title + String(repeating: "\u{00A0}", count: titleWidth - CellWidth.of(line.title))
            let stars = "★ \(line.stars)/\(line.total)" + level
            let bar = "\(title) \(bar(stars: line.stars, total: line.total, width: 10)) " + stars
            let named = bar + (line.levelName.isEmpty ? "" : " (\(line.levelName))")
            return [[named, bar].first { CellWidth.of($0) <= width } ?? "\(title) " + stars] + more
        }
    }

    /// A bar of `width` cells, filled in proportion to the stars.
    public static func bar(stars: Int, total: Int, width: Int) -> String {
        guard total > 0, width > 0 else { return "" }
        let filled = min(width, (stars * width + total / 2) / total)
        return String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    }
}

/// The page of a text screen the window shows: its lines, which page of how many, and the way on for its last
/// row when there are more.
public struct PanelPage: Hashable, Sendable {
    public var lines: [PanelText.Line]
    public var number: Int
    public var count: Int
    public var way: String?
}
