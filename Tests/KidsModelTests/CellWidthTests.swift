import Testing
@testable import KidsModel

/// Cells a text takes: ASCII counted by its bytes must say what the per-scalar rules say.
@Suite("Cell widths")
struct CellWidthTests {
    @Test("ASCII, NUL, accents, combining marks, zero-width and wide characters: a string's width is its scalars' widths added")
    func widths() {
        let cases: [(String, Int)] = [
            ("", 0), ("How many?", 9), ("a\u{0}b", 2), ("é", 1), ("e\u{0301}", 1), ("a\u{200B}b", 2), ("★ 0 of 80", 9),
            ("█▀▄", 3), ("日本", 4), ("Füchschen", 9), ("¡Muy bien!", 10), ("\u{FE0F}", 0),
        ]
        for (text, cells) in cases {
            #expect(CellWidth.of(text) == cells, "\(text.debugDescription)")
            #expect(CellWidth.of(text) == text.unicodeScalars.reduce(0) { $0 + CellWidth.of($1) }, "\(text.debugDescription)")
        }
    }
}
