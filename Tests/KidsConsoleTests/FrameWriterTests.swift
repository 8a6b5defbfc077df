import KidsModel
import Testing
@testable import KidsConsole

@Suite("Frame writer")
struct FrameWriterTests {
    func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test("the first frame is drawn whole; the same frame again writes nothing")
    func firstAndSame() {
        var writer = FrameWriter()
        let frame = Frame(buffer: Buffer(lines: ["ab", "cd"]))
        let first = text(writer.bytes(for: frame))
        #expect(first.hasPrefix("\u{1B}[0m\u{1B}[H\u{1B}[2J"))
        #expect(first.contains("ab") && first.contains("cd"))
        #expect(writer.bytes(for: frame).isEmpty)
    }

    @Test("moving focus between two tiles writes a few hundred bytes, not a screen")
    func focusMove() throws {
        let pack = try #require(LineViewTests.pack)
        var state = AppState(content: pack, size: Size(width: 80, height: 24), now: 0, gateSeed: 1, muted: true)
        _ = reduce(&state, .started(try Launch(activity: "shapes", in: pack)))
        var writer = FrameWriter()
        let whole = writer.bytes(for: FullScreenView.frame(state)).count
        _ = reduce(&state, .keyPressed(.tab))
        let move = writer.bytes(for: FullScreenView.frame(state)).count
        #expect(move > 0 && move < 1024, "\(move) bytes")
        #expect(move < whole, "\(move) of \(whole)")
    }

    @Test("only changed cells are written, with the cursor moved to them")
    func changedCells() {
        var writer = FrameWriter()
        _ = writer.bytes(for: Frame(buffer: Buffer(lines: ["hello", "world"])))
        let out = text(writer.bytes(for: Frame(buffer: Buffer(lines: ["hello", "wOrld"]))))
        #expect(out == "\u{1B}[?25l\u{1B}[2;2H\u{1B}[0mO\u{1B}[0m\u{1B}[?25l")
    }

    @Test("a wide character is written once, and replacing it rewrites both cells")
    func wideCharacters() {
        var writer = FrameWriter()
        var buffer = Buffer(size: Size(width: 4, height: 1))
        buffer.write("日x", x: 0, y: 0)
        #expect(buffer.lines == ["日x "])
        let first = text(writer.bytes(for: Frame(buffer: buffer)))
        #expect(first.components(separatedBy: "日").count == 2)
        var narrow = Buffer(size: Size(width: 4, height: 1))
        narrow.write("abx", x: 0, y: 0)
        let second = text(writer.bytes(for: Frame(buffer: narrow)))
        #expect(second.contains("ab"))
        // A wide character never straddles the edge.
        var edge = Buffer(size: Size(width: 3, height: 1))
        edge.write("ab日", x: 0, y: 0)
        #expect(edge.lines == ["ab "])
    }

    @Test("NO_COLOR: attributes stay, colours go")
    func noColor() {
        var buffer = Buffer(size: Size(width: 3, height: 1))
        buffer.write("abc", x: 0, y: 0, style: Style(foreground: .accent, bold: true))
        var colored = FrameWriter(colors: true)
        var plain = FrameWriter(colors: false)
        #expect(text(colored.bytes(for: Frame(buffer: buffer))).contains("38;5;"))
        let out = text(plain.bytes(for: Frame(buffer: buffer)))
        #expect(!out.contains("38;5;") && out.contains("\u{1B}[0;1m"))
    }

    @Test("the cursor rests where the frame says, and modes are written when they change")
    func cursorAndModes() {
        var writer = FrameWriter()
        let buffer = Buffer(lines: ["ab"])
        let first = text(writer.bytes(for: Frame(buffer: buffer, cursor: Point(x: 1, y: 0), mouse: true)))
        #expect(first.contains("\u{1B}[?1000h\u{1B}[?1006h"))
        #expect(first.hasSuffix("\u{1B}[1;2H\u{1B}[?25h"))
        let moved = text(writer.bytes(for: Frame(buffer: buffer, cursor: Point(x: 0, y: 0), mouse: true)))
        #expect(moved == "\u{1B}[1;1H\u{1B}[?25h")
        #expect(writer.bytes(for: Frame(buffer: buffer, cursor: Point(x: 0, y: 0), mouse: true)).isEmpty)
    }
}

@Suite("Labels in tiles and buttons")
struct LabelFitTests {
    @Test("a label that does not fit keeps the whole words that fit and says it was cut with '…'; never a silent cut")
    func fit() {
        #expect(Widgets.fit("Remettre à zéro", 16) == "Remettre à zéro")
        #expect(Widgets.fit("r Remettre à zéro", 14) == "r Remettre à…")
        #expect(Widgets.fit("Plus lent", 5) == "Plus…")
        #expect(Widgets.fit("rectangle", 5) == "rect…", "one word too long is begun, and marked")
        for (label, width) in [("Five Little Eggs", 10), ("h Children", 3), ("Good try! Let's look again.", 12)] {
            #expect(CellWidth.of(Widgets.fit(label, width)) <= width && Widgets.fit(label, width).hasSuffix("…"))
        }
    }
}

extension LabelFitTests {
    @Test("the grown-ups' star bar fills in proportion, rounded, and is empty for an empty activity")
    func bar() {
        #expect(PanelText.bar(stars: 2, total: 10, width: 10) == "██░░░░░░░░")
        #expect(PanelText.bar(stars: 0, total: 8, width: 4) == "░░░░")
        #expect(PanelText.bar(stars: 1, total: 3, width: 10) == "███░░░░░░░")
        #expect(PanelText.bar(stars: 12, total: 12, width: 5) == "█████")
        #expect(PanelText.bar(stars: 3, total: 0, width: 5) == "")
    }
}

extension LabelFitTests {
    @Test("a letter or number is drawn large in a tile with room, plain in a small one")
    func bigLabels() {
        var big = Buffer(size: Size(width: 24, height: 9))
        var scaled = ScaledPictures()
        Widgets.tile(Rect(x: 0, y: 0, width: 24, height: 9), key: "1", label: "M", state: .normal, into: &big, scaled: &scaled)
        #expect(big.lines.contains { $0.contains("█   █") }, "the M's two legs:\n\(big.lines.joined(separator: "\n"))")
        var small = Buffer(size: Size(width: 12, height: 3))
        Widgets.tile(Rect(x: 0, y: 0, width: 12, height: 3), key: "1", label: "M", state: .normal, into: &small, scaled: &scaled)
        #expect(small.lines[1].contains("M") && !small.lines[1].contains("█"))
    }

    @Test("pictures in pixels: sent after the cells, again only when they change; gone, the screen is cleared (kitty's too)")
    func pictures() {
        var buffer = Buffer(lines: ["title", "     ", "     "])
        buffer.images = [PlacedImage(rect: Rect(x: 1, y: 1, width: 3, height: 2), key: "sun.pam 3x2", bytes: "\u{1B}_Ga=T;AAAA\u{1B}\\")]
        var writer = FrameWriter()
        let first = String(decoding: writer.bytes(for: Frame(buffer: buffer)), as: UTF8.self)
        #expect(first.hasSuffix("\u{1B}[2;2H\u{1B}_Ga=T;AAAA\u{1B}\\\u{1B}[?25l"), "at its cell, after the cells")
        var changed = buffer
        changed.write("TITLE", x: 0, y: 0)
        let again = String(decoding: writer.bytes(for: Frame(buffer: changed)), as: UTF8.self)
        #expect(!again.isEmpty && !again.contains("\u{1B}_G") && !again.contains("\u{1B}[2J"), "cells only: \(again)")
        changed.images = []
        let gone = String(decoding: writer.bytes(for: Frame(buffer: changed)), as: UTF8.self)
        #expect(gone.hasPrefix("\u{1B}_Ga=d,d=A\u{1B}\\\u{1B}[0m\u{1B}[H\u{1B}[2J"), "deleted and cleared: \(gone)")
    }
}
