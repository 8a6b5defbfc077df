@testable import kids
import KidsConsole
import KidsModel
import Testing

/// How pictures are drawn, chosen from what the terminal answered, the environment and `--pictures`; and the
/// drawer, which is nil (block art) when libchafa cannot be opened.
@Suite("Choosing how pictures are drawn")
struct PictureChoiceTests {
    static let xterm = TerminalAbilities([.attributes([64, 1, 2, 4, 6, 9, 15, 18, 21, 22]), .cellSize(width: 9, height: 19),
                                          .background(red: 1, green: 1, blue: 1)])
    static let kitty = TerminalAbilities([.kittyGraphics(ok: true), .attributes([62, 22])])
    static let plain = TerminalAbilities([.attributes([62, 22])])

    func mode(_ abilities: TerminalAbilities, _ requested: PictureChoice.Requested = .auto, term: String = "xterm-256color", colors: Bool = true,
              colorTerm: String? = nil, window: Size? = nil) -> PictureMode {
        PictureChoice.mode(requested, term: term, colors: colors, colorTerm: colorTerm, abilities: abilities, windowCell: window)
    }

    @Test("pixels only where the terminal said so: sixels by DA1's 4, kitty's by its OK; else symbols")
    func believedOnlyAnswered() {
        #expect(mode(Self.xterm) == .pixels(.sixel, cell: Size(width: 9, height: 19)))
        #expect(mode(Self.xterm, window: Size(width: 8, height: 16)) == .pixels(.sixel, cell: Size(width: 8, height: 16)), "the kernel's window size first")
        #expect(mode(Self.kitty) == .pixels(.kitty, cell: PictureChoice.usualCell), "no size said: kitty places by cells")
        let sixelNoSize = TerminalAbilities([.attributes([64, 4, 22])])
        #expect(mode(sixelNoSize) == .symbols(truecolor: false), "sixels without the cell's size would not fit their cells")
        #expect(mode(sixelNoSize, window: Size(width: 9, height: 18)) == .pixels(.sixel, cell: Size(width: 9, height: 18)))
        #expect(mode(Self.plain) == .symbols(truecolor: false))
        #expect(mode(Self.plain, colorTerm: "truecolor") == .symbols(truecolor: true))
        #expect(mode(TerminalAbilities([])) == .symbols(truecolor: false), "no answer at all")
        #expect(mode(Self.plain, .pixels) == .symbols(truecolor: false), "asked for pixels, not said: symbols")
        #expect(mode(Self.xterm, .symbols) == .symbols(truecolor: false))
    }

    @Test("block art on the Linux console, a dumb terminal, NO_COLOR (none of them asked), and when asked for")
    func blocks() {
        for (term, colors) in [("linux", true), ("linux-16color", true), ("dumb", true), ("", true), ("xterm-256color", false)] {
            #expect(mode(Self.xterm, term: term, colors: colors) == .blocks, "\(term) \(colors)")
            #expect(!PictureChoice.asks(term: term, colors: colors))
        }
        #expect(mode(Self.xterm, .blocks) == .blocks)
        #expect(PictureChoice.asks(term: "xterm", colors: true), "asked for its background, which block art's colours follow")
    }

    @Test("without libchafa there is no drawer, and kids.log says why; block art needs none")
    func noLibrary() {
        var notes: [String] = []
        #expect(PictureChoice.drawer(.symbols(truecolor: true), background: nil, library: "libkids-no-such-chafa.so.0", note: { notes.append($0) }) == nil)
        #expect(PictureChoice.drawer(.blocks, background: nil, library: nil, note: { notes.append($0) }) == nil)
        #expect(notes.count == 2 && notes[0].hasPrefix("pictures: blocks, since libchafa cannot be used (") && notes[1] == "pictures: blocks")
    }

    @Test("--pictures takes auto, blocks, symbols or pixels, and says which when it is none")
    func option() throws {
        guard case .run(let options) = try CommandLineParser.parse(["--pictures", "blocks"]) else { throw Unexpected() }
        #expect(options.pictures == .blocks)
        #expect(throws: UsageError.self) { try CommandLineParser.parse(["--pictures", "sixel"]) }
    }

    struct Unexpected: Error {}
}
