/// A named drawing from a pack's `pictures.json`: rows of block and box characters in one colour, a one-cell
/// symbol for small spaces, a text label for the line view and screen readers, and an image (a file of the
/// pack's `images/` folder) for terminals that can draw one.
public struct Picture: Hashable, Sendable, Decodable {
    /// What a picture is of; the shapes activity checks its answers against the `shape` pictures. An `animal` is one a
    /// child can be (keeping no name): its key names the child, its label is what the child is called.
    public enum Category: String, Hashable, Sendable, CaseIterable {
        case thing, shape, letter, animal
    }

    /// The colours a picture may be drawn in; the terminal view maps each to its palette.
    public enum Colour: String, Hashable, Sendable, CaseIterable {
        case red, orange, yellow, green, blue, purple, pink, brown, black, white, gray, cyan
    }

    /// What the picture shows, in words ("apple", "circle").
    public var label: String
    /// Nil when pictures.json names no category this version knows (the checks report it).
    public var category: Category?
    /// Nil when pictures.json names no colour this version knows (the checks report it).
    public var color: Colour?
    /// The category and colour as pictures.json wrote them, for the checks' messages.
    var writtenCategory: String
    var writtenColor: String
    /// One cell that stands for the picture when there is no room for `rows`.
    public var symbol: String
    /// The drawing, every row the same number of cells.
    public var rows: [String]
    /// The file of the pack's `images/` folder that pictures.json names ("apple.pam"), if it names one.
    public var imageFile: String?
    /// That file's image, once the pack's loader has found it (decoded, or to be read when first drawn).
    public var image: PictureImage?
    /// Where the image comes from, in words: its source's name and tags (OpenMoji's "duck; bird, duck"), or what a
    /// drawing of one's own shows. It names what the picture stands for (`picture-reference`).
    public var reference: String?
    /// How the pack's voice says `label`, in IPA with its stress marks, as `espeak-ng --ipa` writes it: what the
    /// listening games' checks compute rhymes, first sounds and syllables from (`Phonemes`).
    public var ipa: String?

    public init(label: String, category: Category, color: Colour, symbol: String, rows: [String], image: Bitmap? = nil) {
        self.label = label
        self.category = category
        self.color = color
        writtenCategory = category.rawValue
        writtenColor = color.rawValue
        self.symbol = symbol
        self.rows = rows
        self.image = image.map { PictureImage($0) }
        imageFile = image?.name
    }

    private enum CodingKeys: String, CodingKey { case label, category, color, symbol, rows, image, reference, ipa }

    /// Missing fields decode as empty so that the checks can name every problem instead of the first.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        label = try c.decodeIfPresent(String.self, forKey: .label) ?? ""
        writtenCategory = try c.decodeIfPresent(String.self, forKey: .category) ?? Category.thing.rawValue
        writtenColor = try c.decodeIfPresent(String.self, forKey: .color) ?? ""
        category = Category(rawValue: writtenCategory)
        color = Colour(rawValue: writtenColor)
        symbol = try c.decodeIfPresent(String.self, forKey: .symbol) ?? ""
        rows = try c.decodeIfPresent([String].self, forKey: .rows) ?? []
        imageFile = try c.decodeIfPresent(String.self, forKey: .image)
        reference = try c.decodeIfPresent(String.self, forKey: .reference)
        ipa = try c.decodeIfPresent(String.self, forKey: .ipa)
    }

    /// Whose the built-in pictures' images are, and under what licence (most are OpenMoji's; the flat shapes
    /// OpenMoji lacks are the project's own): shown in the grown-ups' area, as the licence asks.
    public static let credit = "OpenMoji (openmoji.org), CC BY-SA 4.0; letters: Andika, SIL International, SIL Open Font Licence"

    /// A patch of one colour, full blocks only: it says nothing but its colour.
    public var isPatch: Bool { !rows.isEmpty && rows.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0 == "█" } } }

    /// Width of the drawing in cells (its widest row).
    public var width: Int { rows.map(CellWidth.of).max() ?? 0 }
    public var height: Int { rows.count }
}
