import KidsModel
import Testing
@testable import KidsConsole

/// What terminals answer when asked what they can draw and what their background is (issue 33's first piece).
@Suite("Terminal replies")
struct TerminalReplyTests {
    func parse(_ text: String) -> (replies: [TerminalReply], rest: String) {
        let parsed = TerminalReply.parse(Array(text.utf8))
        return (parsed.replies, String(decoding: parsed.rest, as: UTF8.self))
    }

    @Test("DA1: attribute 4 after the terminal's class is sixels (xterm -ti vt340 says it, plain xterm does not)")
    func attributes() {
        let vt340 = parse("\u{1B}[?63;1;2;4;6;9;15;16;22;28c")
        #expect(vt340.replies == [.attributes([63, 1, 2, 4, 6, 9, 15, 16, 22, 28])] && vt340.rest.isEmpty)
        #expect(TerminalAbilities(vt340.replies).sixel && TerminalAbilities(vt340.replies).answered)
        let xterm = parse("\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c")
        #expect(!TerminalAbilities(xterm.replies).sixel && TerminalAbilities(xterm.replies).answered)
        #expect(!TerminalAbilities(parse("\u{1B}[?4c").replies).sixel, "4 as the class is not the attribute")
    }

    @Test("the cell's size (CSI 16 t's answer, height then width), and what kids.log says of the answers")
    func cellSize() {
        let answered = parse("\u{1B}[6;19;9t\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?63;4c")
        #expect(answered.replies == [.cellSize(width: 9, height: 19), .background(red: 1, green: 1, blue: 1), .attributes([63, 4])])
        let abilities = TerminalAbilities(answered.replies)
        #expect(abilities.cell == Size(width: 9, height: 19) && abilities.background == 0xFF_FFFF && abilities.lightBackground == true)
        #expect(abilities.summary == "answered: sixels, a light background, cells of 9x19")
        #expect(TerminalAbilities(parse("\u{1B}[?62;22c").replies).summary == "answered: text only")
        #expect(TerminalAbilities([]).summary == "no answer from the terminal")
        #expect(parse("\u{1B}[8;24;80t").replies.isEmpty, "a window size in cells is not a cell's size")
    }

    @Test("the kitty graphics query: OK is pixels, an error or another image's answer is not")
    func kitty() {
        #expect(parse("\u{1B}_Gi=31;OK\u{1B}\\").replies == [.kittyGraphics(ok: true)])
        #expect(parse("\u{1B}_Gi=31;ENOTSUPPORTED:no\u{1B}\\").replies == [.kittyGraphics(ok: false)])
        #expect(parse("\u{1B}_Gi=7;OK\u{1B}\\").replies.isEmpty)
        #expect(!TerminalAbilities([]).kittyGraphics && TerminalAbilities([]).lightBackground == nil)
    }

    @Test("the background, ended by ST or BEL, in four, two or one hex digits a channel: light or dark")
    func background() {
        let white = parse("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\")
        #expect(white.replies == [.background(red: 1, green: 1, blue: 1)])
        #expect(TerminalAbilities(white.replies).lightBackground == true)
        let dark = parse("\u{1B}]11;rgb:1e/1e/2e\u{07}")
        #expect(TerminalAbilities(dark.replies).lightBackground == false && dark.rest.isEmpty)
        #expect(TerminalAbilities(parse("\u{1B}]11;rgb:f/f/0\u{07}").replies).lightBackground == true, "yellow is light")
        #expect(parse("\u{1B}]11;rgb:zz/00/00\u{07}").replies.isEmpty, "not a colour: no answer")
    }

    @Test("keys typed meanwhile are kept, in order; an answer cut off is kept as bytes to read again")
    func rest() {
        let mixed = parse("a\u{1B}]11;rgb:0/0/0\u{07}b\u{1B}[?62;22cq")
        #expect(mixed.replies.count == 2 && mixed.rest == "abq")
        let cut = parse("\u{1B}[?62;2")
        #expect(cut.replies.isEmpty && cut.rest == "\u{1B}[?62;2")
        #expect(TerminalReply.questions.hasSuffix("\u{1B}[c"), "DA1 last: its answer marks the end")
    }
}
