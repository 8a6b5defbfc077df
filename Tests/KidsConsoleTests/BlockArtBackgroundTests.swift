import KidsConsole
import KidsModel
import Testing

/// Block art on a terminal that said its background is light: the bright colours, which vanish on white, are drawn
/// darker; a colour patch stays its own colour.
@Suite("Block art on a light background")
struct BlockArtBackgroundTests {
    func colours(_ question: String, activity: String = "counting", light: Bool) throws -> Set<UInt8> {
        let pack = try #require(LineViewTests.pack)
        var state = AppState(content: pack, size: Size(width: 80, height: 24), now: 0, gateSeed: 4, muted: true)
        _ = reduce(&state, .started(try Launch(activity: activity, question: question, in: pack)))
        var scaled = ScaledPictures(lightBackground: light)
        let buffer = FullScreenView.frame(state, model: ScreenModel(state), context: ViewContext(), scaled: &scaled).buffer
        // The picture's cells: left of the tiles, between the header and the question.
        return Set((1..<16).flatMap { y in (0..<40).compactMap { buffer[$0, y].style.foreground?.code } })
    }

    @Test("the sun is yellow (226) on black and dark gold (136) on white; a white egg is grey (246) on white, a white patch stays white")
    func darker() throws {
        #expect(try colours("counting.sun.1", light: false) == [226])
        #expect(try colours("counting.sun.1", light: true) == [136])
        func drawn(_ rows: [String], light: Bool) -> Set<UInt8> {
            let picture = Picture(label: "egg", category: .thing, color: .white, symbol: "o", rows: rows)
            var buffer = Buffer(size: Size(width: 10, height: 4))
            var scaled = ScaledPictures(lightBackground: light)
            PictureArt.draw(picture, in: buffer.bounds, into: &buffer, colors: true, scaled: &scaled)
            return Set(buffer.cells.compactMap { $0.text == " " ? nil : $0.style.foreground?.code })
        }
        let egg = [" ▄█▄ ", "▐███▌", " ▀█▀ "]
        #expect(drawn(egg, light: false) == [255] && drawn(egg, light: true) == [246])
        #expect(drawn(["███", "███"], light: true) == [255], "a patch is its colour itself: the colours activity's answer")
    }
}
