import KidsModel
import Testing
@testable import KidsConsole

/// A word read or spelled, drawn large a letter at a time, the grapheme being sounded out marked under it.
@Suite("A word drawn a grapheme at a time")
struct WordDrawingTests {
    /// The columns of the row under the letters that are marked (reverse video).
    func marked(_ graphemes: [String], lit: Int?, width: Int = 60, height: Int = 9) -> (row: [Int], drawn: [String]) {
        var buffer = Buffer(size: Size(width: width, height: height))
        var scaled = ScaledPictures()
        Widgets.letters(graphemes, lit: lit, in: Rect(x: 0, y: 0, width: width, height: height), maximumHeight: height,
                        style: Style(bold: true), into: &buffer, scaled: &scaled)
        let rows = (0..<height).filter { y in (0..<width).contains { buffer[$0, y].style.reverse } }
        let columns = rows.first.map { y in (0..<width).filter { buffer[$0, y].style.reverse } } ?? []
        return (columns, buffer.lines)
    }

    @Test("sh·i·p: the two letters of sh are marked together while sh is sounded, then i alone; nothing marked when none is lit")
    func litGrapheme() {
        let sh = marked(["sh", "i", "p"], lit: 0), i = marked(["sh", "i", "p"], lit: 1), none = marked(["sh", "i", "p"], lit: nil)
        #expect(!sh.row.isEmpty && !i.row.isEmpty && none.row.isEmpty)
        #expect(sh.row.count == 2 * i.row.count, "sh is two letters' places wide")
        #expect((i.row.first ?? 0) > (sh.row.last ?? 0), "i comes after sh")
        // The letters are drawn large in the block font (no images here): five rows of full blocks.
        #expect(none.drawn.filter { $0.contains("█") }.count >= BlockFont.height)
    }

    @Test("a word too wide for its place is written as it is, its lit grapheme reversed")
    func narrow() {
        let small = marked(["c", "a", "t"], lit: 2, width: 5, height: 3)
        #expect(small.drawn.joined().contains("cat"))
        #expect(small.row.count == 1)
    }
}
