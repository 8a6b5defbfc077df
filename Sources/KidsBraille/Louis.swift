#if canImport(Glibc)
import Glibc
#endif

/// liblouis (Debian's `liblouis20`), opened while the program runs: every `lou_*` call of the program is here.
///
/// Opened with `dlopen` like eSpeak NG, so that the package only recommends it: without it kids runs, and grown-ups
/// are told that braille cannot be shown. Its header is not used; the one function is declared as the C type it is
/// in liblouis 3.24 (`widechar` is `unsigned int`, UTF-32, in Debian's build).
public final class Louis: @unchecked Sendable {
    /// `lou_translate(tableList, inbuf, *inlen, outbuf, *outlen, typeform, spacing, outputPos, inputPos, cursorPos,
    /// mode)`.
    private typealias Translate = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<UInt32>?, UnsafeMutablePointer<Int32>?,
                                                  UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<UInt16>?,
                                                  UnsafeMutablePointer<CChar>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?,
                                                  UnsafeMutablePointer<Int32>?, Int32) -> Int32
    private let translateString: Translate

    /// `dotsIO | ucBrl`: cells out as Unicode braille (U+2800 plus the dots). Without it the same call gives braille
    /// ASCII ("! cat"), a silent trap (BRAILLE.md).
    static let unicodeDots: Int32 = 4 | 64

    /// liblouis opened, or why it cannot be.
    public init(soname: String = "liblouis.so.20") throws(BrailleError) {
        translateString = try BrailleLibrary(soname).function("lou_translate")
    }

    /// A text in braille: its cells, and for each cell the place in the text (in Unicode scalars) it comes from.
    public struct Translation: Hashable, Sendable {
        public var cells: [BrailleDots]
        public var from: [Int]
        /// The cells as Unicode braille ("⠉⠁⠞").
        public var braille: String { String(String.UnicodeScalarView(cells.compactMap { Unicode.Scalar(0x2800 + UInt32($0)) })) }
    }

    /// `text` in braille with `table` (a liblouis table's name, "en-ueb-g1.ctb"), as `lou_translate --forward` gives
    /// it with Unicode braille out.
    public func translate(_ text: String, table: String) throws(BrailleError) -> Translation {
        let input = text.unicodeScalars.map(\.value)
        guard !input.isEmpty else { return Translation(cells: [], from: []) }
        // Room for what a table may make of each letter (a capital sign, a number sign, an accent's two cells; a
        // character the table lacks is written out as its code, eight cells or more). liblouis stops short of the
        // room's end without saying so (it still counts all the input as read), so a translation that comes within
        // an escape's length of the end is made again with twice the room.
        var room = input.count * 12 + 64
        var output: [UInt32] = [], inputPos: [Int32] = []
        var outLength: Int32 = 0
        while true {
            output = [UInt32](repeating: 0, count: room)
            inputPos = [Int32](repeating: 0, count: room)
            var inLength = Int32(input.count)
            outLength = Int32(room)
            let done = table.withCString { tableList in
                translateString(tableList, input, &inLength, &output, &outLength, nil, nil, nil, &inputPos, nil, Self.unicodeDots)
            }
            guard done == 1, outLength >= 0, Int(outLength) <= room else { throw .translation(table: table, text: text) }
            guard Int(outLength) + 16 > room, room < 1 << 20 else { break }
            room *= 2
        }
        let cells = output.prefix(Int(outLength)).map { BrailleDots(truncatingIfNeeded: $0 >= 0x2800 ? $0 - 0x2800 : 0) }
        return Translation(cells: cells, from: inputPos.prefix(Int(outLength)).map(Int.init))
    }
}

/// One cell's dots, a bit a dot (dot 1 is bit 0), as BrlAPI writes it.
public typealias BrailleDots = UInt8

/// Why braille cannot be shown or translated.
public enum BrailleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A library could not be opened, or lacks a function.
    case library(name: String, message: String)
    /// liblouis could not translate a text with a table (a table missing).
    case translation(table: String, text: String)
    /// The display refused (BrlAPI's message).
    case display(String)

    public var description: String {
        switch self {
        case .library(let name, let message): return "\(name) could not be opened: \(message)"
        case .translation(let table, _): return "liblouis could not translate with the table \(table)"
        case .display(let message): return "the braille display: \(message)"
        }
    }
}
