import KidsModel

/// The bytes of a shelved picture (`Shelved`): numbers in little-endian, lengths before what they measure, each cell
/// a set of flags, its text and its colours. Read back with every length checked against what is there.
enum ShelfBytes {
    private struct Flags: OptionSet {
        let rawValue: UInt16
        static let present = Flags(rawValue: 1 << 0)
        static let reverse = Flags(rawValue: 1 << 1)
        static let foreground = Flags(rawValue: 1 << 2)
        static let foregroundRGB = Flags(rawValue: 1 << 3)
        static let background = Flags(rawValue: 1 << 4)
        static let backgroundRGB = Flags(rawValue: 1 << 5)
        static let bold = Flags(rawValue: 1 << 6)
        static let dim = Flags(rawValue: 1 << 7)
        static let underline = Flags(rawValue: 1 << 8)
    }

    static func put(_ value: UInt32, into out: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { out += $0 }
    }

    static func put(_ size: Size, into out: inout [UInt8]) {
        put(UInt32(clamping: size.width), into: &out)
        put(UInt32(clamping: size.height), into: &out)
    }

    static func put(_ bytes: [UInt8], into out: inout [UInt8]) {
        put(UInt32(clamping: bytes.count), into: &out)
        out += bytes
    }

    static func put(_ rows: [[Buffer.Cell?]], into out: inout [UInt8]) {
        put(UInt32(clamping: rows.count), into: &out)
        for row in rows {
            put(UInt32(clamping: row.count), into: &out)
            for cell in row { put(cell, into: &out) }
        }
    }

    private static func put(_ cell: Buffer.Cell?, into out: inout [UInt8]) {
        guard let cell else { return out += [0, 0] }
        let style = cell.style
        var flags: Flags = .present
        if style.reverse { flags.insert(.reverse) }
        if style.bold { flags.insert(.bold) }
        if style.dim { flags.insert(.dim) }
        if style.underline { flags.insert(.underline) }
        if let colour = style.foreground { flags.insert(colour.rgb == nil ? .foreground : [.foreground, .foregroundRGB]) }
        if let colour = style.background { flags.insert(colour.rgb == nil ? .background : [.background, .backgroundRGB]) }
        withUnsafeBytes(of: flags.rawValue.littleEndian) { out += $0 }
        put(Array(cell.text.utf8), into: &out)
        for colour in [style.foreground, style.background].compactMap({ $0 }) {
            if let rgb = colour.rgb { put(rgb, into: &out) } else { out.append(colour.code) }
        }
    }

    /// Reads what `put` wrote, from the start; nil from any reading that finds too few bytes or a number too large.
    struct Reader {
        let bytes: [UInt8]
        var at = 0

        var atEnd: Bool { at == bytes.count }

        mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
            guard count >= 0, bytes.count - at >= count else { return nil }
            defer { at += count }
            return bytes[at..<(at + count)]
        }

        mutating func byte() -> UInt8? { take(1)?.first }

        mutating func number() -> Int? {
            take(4).map { slice in slice.reversed().reduce(0) { $0 << 8 | Int($1) } }
        }

        mutating func size() -> Size? {
            guard let width = number(), let height = number(), width <= 10_000, height <= 10_000 else { return nil }
            return Size(width: width, height: height)
        }

        mutating func data() -> [UInt8]? {
            number().flatMap { take($0) }.map(Array.init)
        }

        mutating func rows() -> [[Buffer.Cell?]]? {
            guard let count = number(), count <= 10_000 else { return nil }
            var rows: [[Buffer.Cell?]] = []
            for _ in 0..<count {
                guard let width = number(), width <= 10_000 else { return nil }
                var row: [Buffer.Cell?] = []
                do {
                    for _ in 0..<width { row.append(try cell()) }
                } catch {
                    return nil  // (not `try?`, which would take a cell left out for no cell)
                }
                rows.append(row)
            }
            return rows
        }

        struct NoCell: Error {}

        /// A cell, or nil for a cell left out (the screen shows through); throws when the bytes are no cell.
        private mutating func cell() throws(NoCell) -> Buffer.Cell? {
            guard let low = byte(), let high = byte() else { throw NoCell() }
            let flags = Flags(rawValue: UInt16(high) << 8 | UInt16(low))
            guard flags.contains(.present) else {
                if flags.isEmpty { return nil }
                throw NoCell()
            }
            guard let text = data(), text.count <= 16 else { throw NoCell() }
            var style = Style(bold: flags.contains(.bold), dim: flags.contains(.dim), reverse: flags.contains(.reverse),
                              underline: flags.contains(.underline))
            if flags.contains(.foreground) {
                guard let colour = colour(rgb: flags.contains(.foregroundRGB)) else { throw NoCell() }
                style.foreground = colour
            }
            if flags.contains(.background) {
                guard let colour = colour(rgb: flags.contains(.backgroundRGB)) else { throw NoCell() }
                style.background = colour
            }
            return Buffer.Cell(text: String(decoding: text, as: UTF8.self), style: style)
        }

        private mutating func colour(rgb: Bool) -> Color? {
            rgb ? number().map { Color(rgb: UInt32(truncatingIfNeeded: $0)) } : byte().map { Color(code: $0) }
        }
    }
}
