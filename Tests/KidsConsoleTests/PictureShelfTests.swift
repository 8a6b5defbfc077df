import Foundation
@testable import KidsConsole
import KidsModel
import Testing
import TestSupport

/// What libchafa drew, kept in the state folder for the next start (`PictureShelf`): the next start draws the same
/// frame without reading the image; what another terminal, a changed pack or a damaged file would give is never
/// taken; a link planted in the state folder is never followed. Needs libchafa, as the pictures' other tests.
@Suite("Pictures kept from one start to the next", .enabled(if: LibChafa.installed, "libchafa.so.0 is not installed"))
struct PictureShelfTests {
    struct Unreadable: Error {}

    static let pam: [UInt8]? = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return FileManager.default.contents(atPath: root.appendingPathComponent("Content/en/images/sun.pam").path).map(Array.init)
    }()

    /// The counting question with one sun, at 80 × 24, the sun's image from the pack `pack` and read by `read`.
    func frame(_ mode: PictureMode, shelf: PictureShelf?, pack: UInt64 = 0x51, background: UInt32 = 0,
               read: @escaping @Sendable () throws -> [UInt8]) throws -> Frame {
        var content = try #require(LineViewTests.pack)
        let file = try #require(content.pictures["sun"]?.imageFile)
        content.pictures["sun"]?.image = PictureImage(name: file, pack: pack, read: read)
        var state = AppState(content: content, size: Size(width: 80, height: 24), now: 0, gateSeed: 4, muted: true)
        _ = reduce(&state, .started(try Launch(activity: "counting", question: "counting.sun.1", in: content)))
        var scaled = ScaledPictures(drawer: try PictureDrawer(mode: mode, background: background), shelf: shelf)
        let frame = FullScreenView.frame(state, model: ScreenModel(state), context: ViewContext(), scaled: &scaled)
        PictureShelf.finishWrites()
        return frame
    }

    func sun() throws -> [UInt8] { try #require(Self.pam) }

    /// Whether `frame` shows the sun's image: it is not the frame drawn when the image cannot be read and nothing was
    /// kept (the pack's block art).
    func showsImage(_ frame: Frame, _ mode: PictureMode = .symbols(truecolor: false)) throws -> Bool {
        frame.buffer != (try self.frame(mode, shelf: nil) { throw Unreadable() }).buffer
    }

    func shelfFiles(_ state: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: state + "/drawn-pictures")) ?? []).sorted()
    }

    @Test("a picture drawn at one start is drawn the same at the next from the state folder, its image not read",
          arguments: [PictureMode.symbols(truecolor: false), .symbols(truecolor: true), .pixels(.sixel, cell: Size(width: 10, height: 20))])
    func keptForTheNext(mode: PictureMode) throws {
        let state = try Binary.temporaryFolder()
        let sun = try sun()
        let first = try frame(mode, shelf: PictureShelf(folder: state)) { sun }
        #expect(try showsImage(first, mode))
        #expect(shelfFiles(state).count == 1, "one file for the sun as this terminal draws it")
        let next = try frame(mode, shelf: PictureShelf(folder: state)) { throw Unreadable() }
        #expect(next.buffer == first.buffer, "the same cells and the same pixels, drawn without the image")
    }

    @Test("what was drawn for another pack, another background or another mode is not taken")
    func otherTerminals() throws {
        let state = try Binary.temporaryFolder()
        let sun = try sun()
        let symbols = PictureMode.symbols(truecolor: false)
        _ = try frame(symbols, shelf: PictureShelf(folder: state)) { sun }
        let shelf = PictureShelf(folder: state)
        #expect(try !showsImage(try frame(symbols, shelf: shelf, pack: 0x52) { throw Unreadable() }), "a changed pack")
        #expect(try !showsImage(try frame(symbols, shelf: shelf, background: 0xFF_FFFF) { throw Unreadable() }), "a light background")
        #expect(try !showsImage(try frame(.symbols(truecolor: true), shelf: shelf) { throw Unreadable() }, .symbols(truecolor: true)),
                "24-bit colour")
        let sixels = PictureMode.pixels(.sixel, cell: Size(width: 9, height: 18))
        #expect(try !showsImage(try frame(sixels, shelf: shelf) { throw Unreadable() }, sixels), "another cell size")
    }

    @Test("a damaged or foreign file is drawn again and written anew; the folder is emptied when it holds too many")
    func damaged() throws {
        let state = try Binary.temporaryFolder()
        let sun = try sun()
        let symbols = PictureMode.symbols(truecolor: false)
        let first = try frame(symbols, shelf: PictureShelf(folder: state)) { sun }
        let name = try #require(shelfFiles(state).first)
        let path = state + "/drawn-pictures/" + name
        let whole = try Data(contentsOf: URL(fileURLWithPath: path))
        for damage in [whole.prefix(whole.count - 3), whole.prefix(30), Data("garbage".utf8),
                       Data(Shelved.magic + Array("another key\n".utf8)) + whole.suffix(from: 40)] {
            try damage.write(to: URL(fileURLWithPath: path))
            #expect(try !showsImage(try frame(symbols, shelf: PictureShelf(folder: state)) { throw Unreadable() }), "not taken")
            #expect(try frame(symbols, shelf: PictureShelf(folder: state)) { sun }.buffer == first.buffer)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == whole, "written anew")
        }
        for index in 0..<PictureShelf.kept {
            try Data("x".utf8).write(to: URL(fileURLWithPath: state + "/drawn-pictures/old-\(index)"))
        }
        try FileManager.default.removeItem(atPath: path)
        _ = try frame(symbols, shelf: PictureShelf(folder: state)) { sun }
        #expect(shelfFiles(state) == [name], "emptied, then the new one kept")
    }

    @Test("a link planted for the folder or a file is never followed: nothing is read through it, nothing written")
    func links() throws {
        let state = try Binary.temporaryFolder()
        let elsewhere = try Binary.temporaryFolder()
        let sun = try sun()
        let symbols = PictureMode.symbols(truecolor: false)
        // Drawn once elsewhere, then the folder in the state folder is a link to it.
        _ = try frame(symbols, shelf: PictureShelf(folder: elsewhere)) { sun }
        try FileManager.default.createSymbolicLink(atPath: state + "/drawn-pictures", withDestinationPath: elsewhere + "/drawn-pictures")
        #expect(try !showsImage(try frame(symbols, shelf: PictureShelf(folder: state)) { throw Unreadable() }), "not read through the link")
        let before = shelfFiles(elsewhere)
        _ = try frame(.symbols(truecolor: true), shelf: PictureShelf(folder: state)) { sun }
        #expect(shelfFiles(elsewhere) == before, "nothing written through the link")
        // A file of the folder that is a link to a drawing: not read either.
        let own = try Binary.temporaryFolder()
        try FileManager.default.createDirectory(atPath: own + "/drawn-pictures", withIntermediateDirectories: false)
        let name = try #require(before.first)
        try FileManager.default.createSymbolicLink(atPath: own + "/drawn-pictures/" + name, withDestinationPath: elsewhere + "/drawn-pictures/" + name)
        #expect(try !showsImage(try frame(symbols, shelf: PictureShelf(folder: own)) { throw Unreadable() }))
    }

    @Test("every kind of cell comes back as it was written")
    func cells() throws {
        let styles = [Style(), Style(foreground: Color(code: 196)), Style(foreground: Color(rgb: 0x12_34_56), reverse: true),
                      Style(foreground: Color(code: 7), background: Color(rgb: 0xAB_CD_EF), bold: true, dim: true, underline: true),
                      Style(background: Color(code: 0))]
        let rows: [[Buffer.Cell?]] = [styles.map { Buffer.Cell(text: "▀", style: $0) }, [nil, Buffer.Cell(text: "é", style: .plain), nil]]
        var shelved = Shelved(key: "k", imageSize: Size(width: 512, height: 300))
        shelved.add(.cells(rows), at: Size(width: 5, height: 2))
        shelved.add(.pixels("\u{1B}Pq#0;2;0;0;0~-\u{1B}\\"), at: Size(width: 9, height: 4))
        let back = try #require(Shelved(decoding: shelved.encoded(), key: "k"))
        #expect(back.imageSize == Size(width: 512, height: 300))
        guard case .cells(let cells)? = back.drawing(at: Size(width: 5, height: 2)) else { Issue.record("no cells"); return }
        #expect(cells == rows)
        guard case .pixels(let text)? = back.drawing(at: Size(width: 9, height: 4)) else { Issue.record("no pixels"); return }
        #expect(text == "\u{1B}Pq#0;2;0;0;0~-\u{1B}\\")
        #expect(Shelved(decoding: shelved.encoded(), key: "K") == nil, "another key's")
    }
}
