/// Where everything goes on a window of a given size: panes, gutter and every clickable control.
///
/// One layout for every size: the panes come from the size alone, never from the terminal's name, and a
/// resize moves things without touching the app's state. Below 40 × 12 there is no layout (the too-small
/// screen). Wide windows put the question pane left of the answers pane (side by side); tall ones put the
/// picture above the answers (stacked). A gutter separates the panes and holds nothing interactive.
public struct Layout: Hashable, Sendable {
    public static let minimumSize = Size(width: 40, height: 12)
    /// The smallest answer tile; content labels must fit inside its border.
    public static let minimumTile = Size(width: 12, height: 3)
    /// The longest label a tile or card may have, in cells: the smallest tile less its two border cells.
    public static let labelWidth = minimumTile.width - 2

    public var size: Size
    public var arrangement: Arrangement
    /// The top row: the title and the stars.
    public var header: Rect
    /// The bottom row: the keys that work here.
    public var footer: Rect
    /// The question pane (picture, text, Hear again), or what a screen tells.
    public var primary: Rect
    public var gutter: Rect
    /// The answers pane: tiles and Next, or a screen's buttons.
    public var secondary: Rect
    /// Every control of the screen, in focus order.
    public var targets: [Target]

    public enum Arrangement: String, Hashable, Sendable, Codable {
        case sideBySide = "side-by-side"
        case stacked
    }

    public struct Target: Hashable, Sendable {
        public var control: Control
        public var rect: Rect
    }

    /// The rectangle of `control`, if the screen has it.
    public func rect(of control: Control) -> Rect? {
        targets.first { $0.control == control }?.rect
    }

    /// The control under a cell, if any.
    public func control(atColumn column: Int, row: Int) -> Control? {
        targets.first { $0.rect.contains(column: column, row: row) }?.control
    }

    /// The panes for `size` with no controls; nil below the minimum size.
    public static func panes(for size: Size) -> Layout? {
        guard size.fits(minimumSize) else { return nil }
        let screen = Rect(size: size)
        let (header, rest) = screen.splitRows(1)
        let (body, footer) = rest.splitRows(rest.height - 1)
        if size.width * 2 >= size.height * 5 {
            let gutterWidth = size.width >= 80 ? 2 : 1
            let secondaryWidth = max(2 * minimumTile.width + 1, (body.width - gutterWidth) / 2)
            let (primary, right) = body.splitColumns(body.width - gutterWidth - secondaryWidth)
            let (gutter, secondary) = right.splitColumns(gutterWidth)
            return Layout(size: size, arrangement: .sideBySide, header: header, footer: footer, primary: primary,
                          gutter: gutter, secondary: secondary, targets: [])
        }
        let secondaryHeight = max(8, (body.height - 1) / 2)
        let (primary, below) = body.splitRows(body.height - 1 - secondaryHeight)
        let (gutter, secondary) = below.splitRows(1)
        return Layout(size: size, arrangement: .stacked, header: header, footer: footer, primary: primary,
                      gutter: gutter, secondary: secondary, targets: [])
    }

    /// The whole layout of a screen that looks so and its controls (`ScreenModel.controls`, in that order) at
    /// `size`; nil below the minimum size.
    /// `keyboard`: the keyboard's screens' drawn keyboard, whose keys are clicked like tiles.
    /// `page`: a story's page's text, whose words are clicked to hear them.
    /// `widest`: the widest of the buttons' names, in cells: a panel's buttons are made wide enough for it when they
    /// can be (in fewer columns), so that no name is cut.
    public static func make(_ look: Look, controls: [Control], keyboard: ScreenModel.KeyboardModel? = nil, page: String? = nil,
                            widest: Int = 0, size: Size) -> Layout? {
        if look == .typing || look == .explore { return self.keyboard(controls: controls, keys: keyboard, size: size) }
        if look == .story { return story(controls: controls, text: page ?? "", size: size) }
        guard var layout = panes(for: size), let last = controls.last else { return panes(for: size) }
        let grid = Array(controls.dropLast())
        switch look {
        case .tooSmall, .typing, .explore, .story: return nil
        case .lesson:
            // Hear again first (at the foot of the question pane), the answers, then Next.
            layout.placeLesson(answers: Array(grid.dropFirst()), next: last, hear: controls[0])
        case .home:
            // On a small window, where the cards do not fit (seven at 40 × 12), each card's title on one line.
            if !layout.placeGrid(grid, shapes: TileGrid.anyShape(grid.count), smallest: minimumTile, largest: Size(width: 24, height: 5),
                                 below: [last], belowWidth: 13) {
                layout.placeGrid(grid, shapes: TileGrid.anyShape(grid.count), smallest: Size(width: 10, height: 1),
                                 largest: Size(width: 24, height: 1), below: [last], belowWidth: 13)
            }
        case .shelf:
            // The stories' covers as big tiles, across the whole body: a title needs room.
            layout.placeShelf(controls)
        case .who:
            // A page of them (nine at most) as big tiles, as many to a row as fit; the page buttons in a row below.
            let tiles = controls.filter(\.isChild)
            let turns = Array(controls.dropFirst(tiles.count))
            // On a small window, where nine tiles with their pictures do not fit, each child's name on one line.
            if !layout.placeGrid(tiles, shapes: TileGrid.anyShape(tiles.count), smallest: minimumTile, largest: Size(width: 24, height: 7),
                                 below: turns, belowWidth: 17) {
                layout.placeGrid(tiles, shapes: TileGrid.anyShape(tiles.count), smallest: Size(width: 10, height: 1),
                                 largest: Size(width: 24, height: 1), below: turns, belowWidth: 17)
            }
        case .done:
            layout.placeGrid(controls, shapes: TileGrid.tidyShapes(controls.count), smallest: minimumTile, largest: Size(width: 24, height: 5))
        case .gate:
            // A telephone's keypad: 1–9, then delete, 0 and check; the gate's other button (Close) below it.
            layout.placeGrid(grid, shapes: [TileGrid.Shape(columns: 3, rows: 4)], smallest: Size(width: 5, height: 1),
                             largest: Size(width: 9, height: 3), below: [last], belowWidth: 11)
        case .panel:
            // Two columns when they fit; on a short window three, or four.
            // Each button as wide as the widest name and its border (or brackets): in two to four columns when they
            // allow it, else in one; only when nothing does, narrower (a name cut, rather than a button lost).
            let shapes = (1...4).map { TileGrid.Shape(columns: $0, rows: (controls.count + $0 - 1) / $0) }
            let whole = Size(width: max(10, widest + 2), height: 1)
            let largest = Size(width: max(20, whole.width), height: 3)
            if !layout.placeGrid(controls, shapes: Array(shapes.dropFirst()), smallest: whole, largest: largest),
               !layout.placeGrid(controls, shapes: [shapes[0]], smallest: whole, largest: largest) {
                layout.placeGrid(controls, shapes: Array(shapes.dropFirst()), smallest: Size(width: 10, height: 1), largest: Size(width: 20, height: 3))
            }
        }
        return layout
    }

    /// The keyboard's screens: the question above, the keyboard below it across the window (its keys three rows
    /// tall when there is room for them and the question, else one), and the buttons in a row at the question's foot.
    static func keyboard(controls: [Control], keys: ScreenModel.KeyboardModel?, size: Size) -> Layout? {
        guard size.fits(minimumSize) else { return nil }
        let (header, rest) = Rect(size: size).splitRows(1)
        let (body, footer) = rest.splitRows(rest.height - 1)
        let keyRows = 5
        let keyHeight = body.height >= keyRows * 3 + 12 ? 3 : 1
        let (primary, below) = body.splitRows(body.height - keyRows * keyHeight - 1)
        let (gutter, secondary) = below.splitRows(1)
        var layout = Layout(size: size, arrangement: .stacked, header: header, footer: footer, primary: primary, gutter: gutter,
                            secondary: secondary, targets: [])
        layout.placeRow(controls, in: Rect(x: primary.x, y: primary.maxY - 1, width: primary.width, height: 1),
                        width: min(14, max(1, (primary.width - 2) / 2)))
        layout.targets += (keys?.frames(in: secondary) ?? []).map { Target(control: .key($0.cap.key), rect: $0.rect) }
        return layout
    }

    /// Buttons `width` cells wide, two apart, in one row centred in `row`.
    mutating func placeRow(_ controls: [Control], in row: Rect, width: Int) {
        let total = controls.count * width + max(0, controls.count - 1) * 2
        for (n, control) in controls.enumerated() {
            let rect = Rect(x: row.x + (row.width - total) / 2 + n * (width + 2), y: row.y, width: width, height: 1)
            targets.append(Target(control: control, rect: rect))
        }
    }

    /// Answer tiles in a tidy grid, Next below them, Hear again at the foot of the question pane.
    private mutating func placeLesson(answers: [Control], next: Control, hear: Control) {
        if answers.isEmpty {
            // A question answered otherwise (a braille cell): the question has the whole body, Hear again and Next
            // side by side at its foot.
            let body = Rect(x: min(primary.x, secondary.x), y: min(primary.y, secondary.y), width: max(primary.maxX, secondary.maxX) - min(primary.x, secondary.x),
                            height: max(primary.maxY, secondary.maxY) - min(primary.y, secondary.y))
            primary = body
            gutter = Rect(x: body.maxX, y: body.maxY, width: 0, height: 0)
            secondary = gutter
            placeRow([hear, next], in: Rect(x: body.x, y: body.maxY - 1, width: body.width, height: 1), width: min(14, (body.width - 2) / 2))
            return
        }
        placeGrid(answers, shapes: TileGrid.tidyShapes(answers.count),
                  smallest: Layout.minimumTile, largest: Size(width: 24, height: 7), below: [next], belowWidth: 14, belowTall: true)
        let width = min(primary.width, 14)
        let rect = Rect(x: primary.x + (primary.width - width) / 2, y: primary.maxY - 1, width: width, height: 1)
        targets.insert(Target(control: hear, rect: rect), at: 0)
    }

    /// The shelf: a row for what is said ("Pick a story.", or a caption), then the stories' tiles over the rest of
    /// the body, as many to a row as fit.
    private mutating func placeShelf(_ controls: [Control]) {
        let body = Rect(x: 0, y: header.maxY, width: size.width, height: footer.y - header.maxY)
        primary = Rect(x: body.x + 1, y: body.y, width: body.width - 2, height: 1)
        gutter = Rect(x: body.x, y: body.y + 1, width: body.width, height: 0)
        secondary = Rect(x: body.x + 1, y: body.y + 1, width: body.width - 2, height: body.height - 1)
        placeGrid(controls, shapes: TileGrid.anyShape(controls.count), smallest: Layout.minimumTile, largest: Size(width: 26, height: 9))
    }

    /// Controls in a grid inside the secondary pane, with more controls (`below`) in a row under it, the block
    /// centred in the pane. `belowTall` lets them be as tall as a tile when there is room.
    /// False, placing nothing, when no shape fits.
    @discardableResult
    private mutating func placeGrid(_ controls: [Control], shapes: [TileGrid.Shape], smallest: Size, largest: Size,
                                    below: [Control] = [], belowWidth: Int = 0, belowTall: Bool = false) -> Bool {
        let reservations: [(height: Int, gap: Int)] = below.isEmpty ? [(0, 0)]
            : belowTall ? [(3, 1), (1, 1), (1, 0)] : [(1, 1), (1, 0)]
        for reservation in reservations {
            let area = secondary.splitRows(secondary.height - reservation.height - reservation.gap).top
            guard let grid = TileGrid.best(count: controls.count, in: area, shapes: shapes, smallest: smallest, largest: largest) else { continue }
            let blockHeight = grid.size.height + reservation.gap + reservation.height
            let top = secondary.y + (secondary.height - blockHeight) / 2
            let dy = top - grid.frame.y
            targets += zip(controls, grid.cells).map { Target(control: $0, rect: $1.offset(dy: dy)) }
            if !below.isEmpty {
                // Side by side, each as wide as a tile or `belowWidth`, narrower when the row is not that wide.
                let gaps = 2 * (below.count - 1)
                let width = max(1, min(max(belowWidth, grid.tile.width), (secondary.width - gaps) / below.count))
                let total = below.count * width + gaps
                for (n, control) in below.enumerated() {
                    let rect = Rect(x: secondary.x + (secondary.width - total) / 2 + n * (width + 2), y: top + grid.size.height + reservation.gap,
                                    width: width, height: reservation.height)
                    targets.append(Target(control: control, rect: rect))
                }
            }
            return true
        }
        return false
    }
}

extension Rect {
    func offset(dy: Int) -> Rect { Rect(x: x, y: y + dy, width: width, height: height) }
}
