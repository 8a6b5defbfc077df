import KidsModel
import Testing
@testable import KidsConsole

/// Drawings are scaled once per size, kept by whoever draws frame after frame: what is kept is what scaling anew
/// gives, every time.
@Suite("Scaled drawings, worked out once")
struct PictureArtScalingTests {
    @Test("every shipped picture at several sizes: the kept drawing equals the one worked out now, asked twice")
    func keptMatches() throws {
        let pictures = try #require(LineViewTests.pack).pictures.values
        #expect(!pictures.isEmpty)
        var scaled = ScaledPictures()
        for picture in pictures {
            for size in [Size(width: 7, height: 3), Size(width: 20, height: 8), Size(width: 44, height: 17)] {
                let anew = PictureArt.scaleAnew(picture.rows, to: size)
                #expect(PictureArt.scale(picture.rows, to: size, in: &scaled) == anew)
                #expect(scaled.drawings[ScaledPictures.Key(rows: picture.rows, size: size)] == anew, "kept")
                #expect(PictureArt.scale(picture.rows, to: size, in: &scaled) == anew, "asked again, from what is kept")
                #expect(anew.count == size.height)
            }
        }
    }

    @Test("what is kept is forgotten when full, and still answers; a frame drawn twice with what is kept is the same frame")
    func keptLimit() throws {
        var scaled = ScaledPictures()
        let rows = ["█▀█", "█▄█"]
        for n in 1...(ScaledPictures.limit + 1) { _ = PictureArt.scale(rows, to: Size(width: n, height: 2), in: &scaled) }
        #expect(scaled.drawings.count == 1, "full at \(ScaledPictures.limit): forgotten, then the last one kept")
        let pack = try #require(LineViewTests.pack)
        var state = AppState(content: pack, size: Size(width: 80, height: 24), now: 0, gateSeed: 4, muted: true)
        _ = reduce(&state, .started(try Launch(activity: "counting", question: "counting.apple.3", in: pack)))
        var kept = ScaledPictures()
        let first = FullScreenView.frame(state, model: ScreenModel(state), context: ViewContext(), scaled: &kept)
        #expect(!kept.drawings.isEmpty, "the frame's pictures are kept")
        let again = FullScreenView.frame(state, model: ScreenModel(state), context: ViewContext(), scaled: &kept)
        #expect(first.buffer.lines == again.buffer.lines && first.buffer.lines == FullScreenView.frame(state).buffer.lines)
    }
}
