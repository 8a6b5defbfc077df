import Foundation
import KidsConsole
import KidsModel
import KidsStore
import Testing

/// The letters and numbers a child is taught, drawn from Andika's letterforms (Content/letterforms) where images are
/// drawn: the letters' big letter and counting's number tiles in a sixel terminal's pixels and in libchafa's symbols;
/// the block font on the console (no drawer), for a tile set aside, and where a letterform would be a smudge.
@Suite("Letters and numbers as letterforms", .enabled(if: LibChafa.installed, "libchafa.so.0 is not installed"))
struct LetterformsTests {
    static let letterforms = Letterforms(
        folder: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Content/letterforms").path, identity: nil)
    static let sixels = PictureMode.pixels(.sixel, cell: Size(width: 10, height: 20))

    func frame(_ question: String, activity: String, mode: PictureMode?, size: Size = Size(width: 80, height: 24)) throws -> Frame {
        let pack = try #require(LineViewTests.pack)
        var state = AppState(content: pack, size: size, now: 0, gateSeed: 4, muted: true)
        _ = reduce(&state, .started(try Launch(activity: activity, question: question, in: pack)))
        var scaled = ScaledPictures(drawer: try mode.map { try PictureDrawer(mode: $0, background: 0) }, letterforms: Self.letterforms)
        return FullScreenView.frame(state, model: ScreenModel(state), context: ViewContext(), scaled: &scaled)
    }

    @Test("the letter B of a letters question is Andika's B: in a sixel terminal's pixels, in libchafa's symbols, and the block font with no drawer")
    func bigLetter() throws {
        let sixels = try frame("letters.match.b", activity: "letters", mode: Self.sixels)
        #expect(sixels.buffer.images.contains { $0.key.hasPrefix("letterforms/images/0042.pam") }, "\(sixels.buffer.images.map(\.key))")
        let blocks = try frame("letters.match.b", activity: "letters", mode: nil)
        #expect(blocks.buffer.images.isEmpty)
        // The block font draws only block elements and spaces; libchafa's symbols, in colour, differ from them.
        let symbols = try frame("letters.match.b", activity: "letters", mode: .symbols(truecolor: false))
        let letterRows = (2..<18).map { y in (0..<44).map { symbols.buffer[$0, y] } }
        #expect(letterRows.joined().contains { $0.style.foreground?.code ?? 0 >= 16 }, "coloured symbols where the letter is")
        #expect(symbols.buffer.lines != blocks.buffer.lines, "not the block font")
        // The image drawn is Andika's B: its ink is the letterforms' dark blue.
        let image = try Self.letterforms.image(of: "B").map { try $0.bitmap() }
        #expect(image.map { $0.colourShares()[.blue] ?? 0 > 0.5 } == true)
    }

    @Test("counting's number tiles are Andika's numbers in pixels; a set-aside tile and a short tile in symbols keep the block font or the text")
    func numberTiles() throws {
        let sixels = try frame("counting.sun.1", activity: "counting", mode: Self.sixels)
        let keys = sixels.buffer.images.map(\.key)
        for number in ["0031", "0032", "0033"] {
            #expect(keys.contains { $0.hasPrefix("letterforms/images/\(number).pam") }, "\(number) in \(keys)")
        }
        // In symbols the tiles at 80 x 24 are three rows inside: too few for a letterform, the numbers as text.
        let symbols = try frame("counting.sun.1", activity: "counting", mode: .symbols(truecolor: false))
        #expect(symbols.buffer.images.isEmpty)
        let cellsOfTiles = symbols.buffer.lines.flatMap { $0.split(separator: "│").map { $0.trimmingCharacters(in: .whitespaces) } }
        #expect(["1", "2", "3"].allSatisfy(cellsOfTiles.contains), "each tile's number as text")
    }

    /// One letter, or a number of one or two digits.
    static func isTaught(_ text: String) -> Bool {
        (text.count == 1 && text.allSatisfy(\.isLetter)) || (!text.isEmpty && text.count <= 2 && text.allSatisfy(\.isNumber))
    }

    @Test("every letter of the four packs' alphabets and every number to 20 has its letterform")
    func everyLetter() throws {
        for language in ["en", "fr", "es", "de"] {
            let folder = URL(fileURLWithPath: Self.letterforms.folder).deletingLastPathComponent().appendingPathComponent(language).path
            let pack = try PackFolder.load(folder: folder).get()
            let labels: [String] = pack.activities.flatMap(\.questions).flatMap { q in q.answers.map(\.label) + [q.picture.letter ?? ""] }
            let taught = Set(labels.filter(Self.isTaught))
            for text in taught.sorted() {
                #expect((try? Self.letterforms.image(of: text)?.bitmap()) != nil, "\(language): '\(text)' has no letterform")
            }
        }
        for n in 0...20 { #expect((try? Self.letterforms.image(of: "\(n)")?.bitmap()) != nil, "\(n)") }
    }
}
