/// How many terminal cells text takes: 0 for combining marks, 2 for East Asian wide characters and emoji, else 1.
///
/// A small table rather than `wcwidth`, so that the model stays pure and the answer does not depend on the
/// process's locale (eSpeak switches `LC_CTYPE` when it starts).
public enum CellWidth {
    /// Cells taken by one Unicode scalar.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        // Most of what is drawn is Latin text and block elements: answered before any range is searched.
        if v < 0x0300 { return v == 0 ? 0 : 1 }
        if v <= 0x036F { return 0 }
        if v < 0x1100 { return 1 }
        if (0x200B...0x200F).contains(v) || v == 0xFE0F { return 0 }
        if wideRanges.contains(where: { $0.contains(v) }) { return 2 }
        return 1
    }

    /// Cells taken by a string on one line. ASCII text (most of a frame's) is counted by its bytes.
    public static func of(_ text: String) -> Int {
        var cells = 0
        for byte in text.utf8 {
            guard byte < 0x80 else { return text.unicodeScalars.reduce(0) { $0 + of($1) } }
            if byte != 0 { cells += 1 }
        }
        return cells
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1F000...0x1FAFF, 0x20000...0x3FFFD,
    ]

    /// Whether a scalar may appear in a picture: ASCII, box drawing, block elements, geometric shapes, stars
    /// and card suits. Emoji and wide characters are refused because terminals disagree on their width.
    public static func isPictureGlyph(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return (0x20...0x7E).contains(v) || (0x2500...0x25FF).contains(v)
            || v == 0x2605 || v == 0x2606 || (0x2660...0x2667).contains(v) || v == 0x00B7
    }
}
