/// One braille cell: its dots, dot 1 to dot 8 as bits 0 to 7, as Unicode writes a cell (U+2800 plus the dots' bits)
/// and as BrlAPI writes one to a display (ISO/TR 11548-1). A child's letter has six dots: 1 2 3 down the left, 4 5 6
/// down the right.
public struct BrailleCell: Hashable, Sendable {
    public var dots: UInt8

    public init(dots: UInt8) { self.dots = dots }

    /// The cell a Unicode braille pattern (⠉) is; nil for any other character.
    public init?(_ character: Character) {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
              (0x2800...0x28FF).contains(scalar.value) else { return nil }
        dots = UInt8(scalar.value - 0x2800)
    }

    /// A cell of the dots numbered (1 to 8).
    public init(numbers: [Int]) {
        dots = numbers.filter { (1...8).contains($0) }.reduce(0) { $0 | 1 << UInt8($1 - 1) }
    }

    /// The cell with no dots: a space on a display.
    public static let blank = BrailleCell(dots: 0)

    /// The cell as Unicode's braille pattern (⠉).
    public var character: Character { Character(Unicode.Scalar(0x2800 + UInt32(dots)) ?? " ") }

    /// Its dots by number, in order ([1, 4]).
    public var numbers: [Int] { (1...8).filter { dots & 1 << UInt8($0 - 1) != 0 } }

    /// Whether it has dots 7 or 8 (a child's six-dot letter has neither).
    public var isSixDot: Bool { dots & 0xC0 == 0 }

    /// The cell with `dot` pressed if it was not, taken away if it was.
    public func toggling(_ dot: Int) -> BrailleCell { BrailleCell(dots: dots ^ 1 << UInt8(dot - 1)) }

    /// Its dots as a teacher names them, in the pack's words: "dot 1", "dots 1 and 4", "dots 1, 2 and 5", "no dots".
    public func named(_ content: ContentPack) -> String { named(content.words) }

    public func named(_ words: Words) -> String {
        let numbers = numbers.map(String.init)
        switch numbers.count {
        case 0: return words("no dots")
        case 1: return words("dot {n}", ["n": numbers[0]])
        default:
            // "1, 2 and 4", the pack's "and" before the last.
            let list = numbers.dropLast().joined(separator: ", ") + " " + words("and") + " " + (numbers.last ?? "")
            return words("dots {list}", ["list": list])
        }
    }

    /// The cell drawn large, for the screen: three rows of two dots, each numbered beside it, a pressed dot ● and
    /// another ○.
    public var figure: [String] {
        (0..<3).map { row in
            let left = 1 + row, right = 4 + row
            let mark = { (dot: Int) in self.dots & 1 << UInt8(dot - 1) != 0 ? "●" : "○" }
            return "\(left)  \(mark(left))   \(mark(right))  \(right)"
        }
    }
}
