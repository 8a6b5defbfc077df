/// Equal tiles in rows and columns, as large as the area and the tile limits allow.
public struct TileGrid: Hashable, Sendable {
    public struct Shape: Hashable, Sendable {
        public var columns: Int
        public var rows: Int
    }

    public var shape: Shape
    public var tile: Size
    /// The grid's own rectangle, centred in the area it was given.
    public var frame: Rect
    /// One rectangle per tile, row by row; the last row may be short.
    public var cells: [Rect]

    public var size: Size { frame.size }

    /// The tidy shapes for answer tiles: one row, one column, or 2 × 2 (with one hole for three answers).
    public static func tidyShapes(_ count: Int) -> [Shape] {
        guard count > 0 else { return [] }
        var shapes = [Shape(columns: count, rows: 1), Shape(columns: 1, rows: count)]
        if count == 3 || count == 4 { shapes.append(Shape(columns: 2, rows: 2)) }
        return shapes
    }

    /// Every grid that holds `count` tiles with no empty row (for activity cards).
    public static func anyShape(_ count: Int) -> [Shape] {
        guard count > 0 else { return [] }
        return (1...count).map { columns in Shape(columns: columns, rows: (count + columns - 1) / columns) }
    }

    /// The shape that gives the largest tiles between `smallest` and `largest`, or nil if none fits.
    /// Shapes with holes (three tiles in 2 × 2) are used only when no full shape fits; ties go to the earlier shape.
    public static func best(count: Int, in area: Rect, shapes: [Shape], smallest: Size, largest: Size) -> TileGrid? {
        let full = shapes.filter { $0.columns * $0.rows == count }
        let holed = shapes.filter { $0.columns * $0.rows > count }
        for tier in [full, holed] {
            let grids = tier.compactMap { fit(count: count, shape: $0, in: area, smallest: smallest, largest: largest) }
            var best: TileGrid?
            for grid in grids where best.map({ $0.tile.width * $0.tile.height < grid.tile.width * grid.tile.height }) ?? true {
                best = grid
            }
            if let best { return best }
        }
        return nil
    }

    static func fit(count: Int, shape: Shape, in area: Rect, smallest minimum: Size, largest maximum: Size) -> TileGrid? {
        let gapX = shape.columns > 1 && area.width >= shape.columns * minimum.width + (shape.columns - 1) * 2 ? 2 : 1
        let gapY = shape.rows > 1 && area.height >= shape.rows * minimum.height + (shape.rows - 1) ? 1 : 0
        let width = min(maximum.width, (area.width - (shape.columns - 1) * gapX) / shape.columns)
        let height = min(maximum.height, (area.height - (shape.rows - 1) * gapY) / shape.rows)
        guard width >= minimum.width, height >= minimum.height else { return nil }
        let frameSize = Size(width: shape.columns * width + (shape.columns - 1) * gapX,
                             height: shape.rows * height + (shape.rows - 1) * gapY)
        let frame = area.centered(frameSize)
        let cells = (0..<count).map { i in
            Rect(x: frame.x + (i % shape.columns) * (width + gapX), y: frame.y + (i / shape.columns) * (height + gapY),
                 width: width, height: height)
        }
        return TileGrid(shape: shape, tile: Size(width: width, height: height), frame: frame, cells: cells)
    }
}
