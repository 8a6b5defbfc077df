import Foundation
import KidsConsole
import KidsModel

/// The first frame's pictures, in the process: libchafa opened and a drawer made, then the counting question's
/// frame drawn with its picture (the first draw, and the same again with nothing kept), in symbols and in sixels.
/// What the first frame with pictures costs beyond block art, piece by piece.
enum PicturesBenchmark {
    static func run(content: ContentPack) {
        say("the first frame's pictures at 80x24, in the process (one fresh process: the first of each is the first ever)")
        guard let state = KeyBenchmark.sunQuestion(content) else { return }
        let model = ScreenModel(state)
        func frame(_ drawer: PictureDrawer?) -> Double {
            var scaled = ScaledPictures(drawer: drawer)
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
        }
    }
}
