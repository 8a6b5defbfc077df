/// A rectangle of terminal cells; `x` is the column and `y` the row of its top-left cell, from 0.
///
/// Enough geometry for every screen (after ratatui's `Rect`): inset, split, intersect, contain. No solver.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public init(size: Size) {
        self.init(x: 0, y: 0, width: size.width, height: size.height)
    }

    public var size: Size { Size(width: width, height: height) }
    /// One past the last column.
    public var maxX: Int { x + width }
    /// One past the last row.
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width == 0 || height == 0 }
    public var description: String { "(\(x),\(y) \(width)x\(height))" }

    /// Whether the cell at column `column`, row `row` lies inside.
    public func contains(column: Int, row: Int) -> Bool {
        column >= x && column < maxX && row >= y && row < maxY
    }

    /// Whether `other` lies wholly inside this rectangle (an empty one lies inside anything).
    public func contains(_ other: Rect) -> Bool {
        other.isEmpty || (other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY)
    }

    /// Whether the two share at least one cell.
    public func intersects(_ other: Rect) -> Bool {
        !isEmpty && !other.isEmpty && x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// The rectangle shrunk by `dx` columns on the left and right and `dy` rows on the top and bottom.
    public func inset(dx: Int, dy: Int) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The first `count` columns, and the rest.
    public func splitColumns(_ count: Int) -> (left: Rect, right: Rect) {
        let left = min(max(0, count), width)
        return (Rect(x: x, y: y, width: left, height: height),
                Rect(x: x + left, y: y, width: width - left, height: height))
    }

    /// The first `count` rows, and the rest.
    public func splitRows(_ count: Int) -> (top: Rect, bottom: Rect) {
        let top = min(max(0, count), height)
        return (Rect(x: x, y: y, width: width, height: top),
                Rect(x: x, y: y + top, width: width, height: height - top))
    }

    /// A rectangle of `size` centred inside this one (clipped to it).
    public func centered(_ size: Size) -> Rect {
        let w = min(size.width, width)
        let h = min(size.height, height)
        return Rect(x: x + (width - w) / 2, y: y + (height - h) / 2, width: w, height: h)
    }
}
