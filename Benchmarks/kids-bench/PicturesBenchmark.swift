import Foundation
import KidsConsole
import KidsModel

/// The first frame's pictures, in the process: libchafa opened and a drawer made, then the counting question's
/// frame drawn with its picture (the first draw, and the same again with nothing kept), in symbols and in sixels,
/// and as a start draws what an earlier one kept in the state folder (`PictureShelf`: no libchafa, no image read).
/// What the first frame with pictures costs beyond block art, piece by piece.
enum PicturesBenchmark {
    static func run(content: ContentPack, scratch: String) {
        say("the first frame's pictures at 80x24, in the process (one fresh process: the first of each is the first ever)")
        // The sun as a pack's files give it (named by the pack's fingerprint, here made up), so that it is kept.
        var content = content
        if let sun = try? content.pictures["sun"]?.image?.bitmap() { content.pictures["sun"]?.image = PictureImage(sun, pack: 0xBE7C4) }
        guard let state = KeyBenchmark.sunQuestion(content) else { return }
        let model = ScreenModel(state)
        let shelfFolder = scratch + "/shelf-\(getpid())"
        try? FileManager.default.createDirectory(atPath: shelfFolder, withIntermediateDirectories: true)
        func frame(_ drawer: PictureDrawer?, shelf: PictureShelf? = nil) -> Double {
            var scaled = ScaledPictures(drawer: drawer, shelf: shelf)
            var writer = FrameWriter()
            let start = now()
            _ = writer.bytes(for: FullScreenView.frame(state, model: model, context: ViewContext(), scaled: &scaled))
            return now() - start
        }
        say(String(format: "  frame in block art:            %.2f ms, again %.2f ms", frame(nil) * 1000, frame(nil) * 1000))
        for mode in [PictureMode.symbols(truecolor: false), .pixels(.sixel, cell: Size(width: 10, height: 20))] {
            let start = now()
            guard let drawer = try? PictureDrawer(mode: mode, background: 0) else {
                say("  \(mode): skipped, libchafa is not installed")
                continue
            }
            let made = now() - start
            let first = frame(drawer)
            let again = frame(drawer)
            say(String(format: "  %@: drawer made %.2f ms (libchafa opened the first time), first frame %.2f ms, again %.2f ms",
                       "\(mode)", made * 1000, first * 1000, again * 1000))
            _ = frame(drawer, shelf: PictureShelf(folder: shelfFolder))
            PictureShelf.finishWrites()
            let kept = (0..<3).map { _ in frame(drawer, shelf: PictureShelf(folder: shelfFolder)) }
            say(String(format: "    kept by an earlier start:    %.2f ms, again %.2f ms, %.2f ms (no libchafa, no image read)",
                       kept[0] * 1000, kept[1] * 1000, kept[2] * 1000))
        }
    }
}
