/// A named drawing from a pack's `pictures.json`: rows of block and box characters in one colour, a one-cell
/// symbol for small spaces, and a text label for the line view and screen readers.
public struct Picture: Hashable, Sendable, Decodable {
    /// What the picture shows, in words ("apple", "circle").
    public var label: String
    /// `thing`, `shape` or `letter`; the shapes activity checks its answers against the `shape` pictures.
    public var category: String
    /// A colour name from `Picture.colors`.
    public var color: String
    /// One cell that stands for the picture when there is no room for `rows`.
    public var symbol: String
    /// The drawing, every row the same number of cells.
    public var rows: [String]

    /// The colour names a picture may use; the terminal view maps them to its palette.
    public static let colors: Set<String> = [
        "red", "orange", "yellow", "green", "blue", "purple", "pink", "brown", "black", "white", "gray", "cyan",
    ]

    public init(label: String, category: String, color: String, symbol: String, rows: [String]) {
        self.label = label
        self.category = category
        self.color = color
        self.symbol = symbol
        self.rows = rows
    }

    private enum CodingKeys: String, CodingKey { case label, category, color, symbol, rows }

    /// Missing fields decode as empty so that the checks can name every problem instead of the first.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        label = try c.decodeIfPresent(String.self, forKey: .label) ?? ""
        category = try c.decodeIfPresent(String.self, forKey: .category) ?? "thing"
        color = try c.decodeIfPresent(String.self, forKey: .color) ?? ""
        symbol = try c.decodeIfPresent(String.self, forKey: .symbol) ?? ""
        rows = try c.decodeIfPresent([String].self, forKey: .rows) ?? []
    }

    /// Width of the drawing in cells (its widest row).
    public var width: Int { rows.map(CellWidth.of).max() ?? 0 }
    public var height: Int { rows.count }
}
