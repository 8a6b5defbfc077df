/// The name of a part of a screen (`ScreenModel.Part.id`) or of a tile: what an utterance names when it reads
/// it, so that a word heard finds where it is shown by name and place, never by comparing texts.
public struct PartID: Hashable, Sendable, CustomStringConvertible {
    public var name: String

    public init(_ name: String) { self.name = name }

    /// The sentence a screen says when it comes into view: the question, the welcome, the page, "Pick a story.",
    /// the gate's sentence, "All done!".
    public static let sentence = PartID("sentence")
    /// The kind word, praise or notice just said, kept in view.
    public static let caption = PartID("caption")

    /// A tile: an answer, a child's animal, a story (named with its kind: an answer "next" is not the Next button).
    public static func tile(_ control: Control) -> PartID { PartID("tile:" + String(describing: control)) }

    public var description: String { name }
}

/// What an utterance reads of the screen.
public enum Reads: Hashable, Sendable {
    /// Nothing shown (a focus move, a tap, the cards' keys after the welcome).
    case nothing
    /// A part, its words from `from` on: the whole sentence (0), or one of its words said alone.
    case part(PartID, from: Int)
    /// Tiles, each a piece of the utterance ("1: a circle; 2: a square").
    case tiles([Tile])

    /// A piece of an utterance's text (in Unicode scalars) that reads a tile.
    public struct Tile: Hashable, Sendable {
        public var part: PartID
        public var characters: Range<Int>

        public init(_ part: PartID, _ characters: Range<Int>) {
            self.part = part
            self.characters = characters
        }
    }

    /// The whole of a part.
    public static func whole(_ part: PartID) -> Reads { .part(part, from: 0) }
}

/// A text said as a list of tiles, made with the pieces each tile reads: "1: fox; 2: owl." or "2, 3 or 4?".
struct SaidList {
    var text = ""
    var tiles: [Reads.Tile] = []

    /// Adds `piece`, read as `tile` when given.
    mutating func add(_ piece: String, tile: PartID? = nil) {
        let start = text.unicodeScalars.count
        text += piece
        if let tile { tiles.append(Reads.Tile(tile, start..<text.unicodeScalars.count)) }
    }

    /// Items with their keys, "1: a circle; 2: a square.", each its tile's.
    static func keyed(_ items: [(key: Int, tile: PartID, text: String)], words: Words) -> SaidList {
        var said = SaidList()
        for (n, item) in items.enumerated() {
            if n > 0 { said.add(words("; ")) }
            said.add(words("{key}: {answer}", ["key": "\(item.key)", "answer": item.text]), tile: item.tile)
        }
        said.add(".")
        return said
    }

    /// Adds what `other` says, each of its tiles read where it now is.
    mutating func add(_ other: SaidList) {
        let start = text.unicodeScalars.count
        text += other.text
        tiles += other.tiles.map { Reads.Tile($0.part, ($0.characters.lowerBound + start)..<($0.characters.upperBound + start)) }
    }

    var reads: Reads { .tiles(tiles) }
}
