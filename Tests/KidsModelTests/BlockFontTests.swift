import Testing
@testable import KidsModel

@Suite("Large letters and digits")
struct BlockFontTests {
    @Test("every digit, capital and small letter has a glyph five rows high, its rows as wide as each other, of full blocks")
    func glyphs() throws {
        for character in "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz" {
            let rows = try #require(BlockFont.glyph(character), "\(character)")
            #expect(rows.count == BlockFont.height, "\(character)")
            #expect(Set(rows.map(CellWidth.of)).count == 1, "\(character): rows differ in width")
            #expect(rows.joined().allSatisfy { $0 == "█" || $0 == " " }, "\(character)")
            #expect(rows.joined().contains("█"), "\(character) is not blank")
        }
        // The accented small letters of the Words card's words, their mark in the top row; no accented capital yet.
        for character in "áàâäéèêëíîïóôöúùûüçß" {
            let rows = try #require(BlockFont.glyph(character), "\(character)")
            #expect(rows.count == BlockFont.height && Set(rows.map(CellWidth.of)).count == 1, "\(character)")
        }
        #expect(BlockFont.glyph("É") == nil, "no accented capitals yet: they are drawn plain")
    }

    @Test("a two-digit number is its digits side by side, a column apart")
    func number() throws {
        let ten = try #require(BlockFont.rows("10"))
        let one = try #require(BlockFont.glyph("1")), zero = try #require(BlockFont.glyph("0"))
        #expect(ten == zip(one, zero).map { $0 + " " + $1 })
        #expect(BlockFont.rows("1É") == nil)
        #expect(!BlockFont.covers("") )
    }
}
