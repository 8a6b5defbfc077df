import Foundation
import KidsConsole
import KidsModel

/// Key to frame, in the process: from a key's bytes to the frame's bytes (decode, reduce, draw, diff), and how
/// many bytes each frame sends, for the moves a child makes.
enum KeyBenchmark {
    /// The first counting question (counting.sun.1) shown at 80×24, muted; nil (and said) when the pack lacks it.
    static func sunQuestion(_ content: ContentPack) -> AppState? {
        var lesson = AppState(content: content, size: Size(width: 80, height: 24), now: 0, gateSeed: 1, muted: true)
        guard let launch = try? Launch(activity: "counting", question: "counting.sun.1", in: content) else {
            say("  skipped: the pack has no question counting.sun.1")
            return nil
        }
        _ = reduce(&lesson, .started(launch))
        return lesson
    }

    static func run(content: ContentPack, iterations: Int = 500) {
        say("key to frame at 80x24 (\(iterations) runs each; decode + reduce + draw + diff)")
        guard let lesson = sunQuestion(content) else { return }
        var answered = lesson
        _ = reduce(&answered, .keyPressed(.character("1")))
        let cases: [(String, AppState, Input)] = [
            ("focus move (Tab)", lesson, .bytes("\t")),
            ("wrong answer", lesson, .bytes("2")),
            ("right answer", lesson, .bytes("1")),
            ("Next", answered, .bytes("n")),
            ("resize to 100x30", lesson, .resize(Size(width: 100, height: 30))),
        ]
        // The pictures as block art (as before issue 33), and drawn by libchafa in symbols and in sixels: side by
        // side, in one run.
        var drawers: [(String, PictureDrawer?)] = [("blocks", nil)]
        for mode in [PictureMode.symbols(truecolor: true), .pixels(.sixel, cell: Size(width: 10, height: 20))] {
            guard let drawer = try? PictureDrawer(mode: mode, background: 0) else {
                say("  \(mode): skipped, libchafa is not installed")
                continue
            }
            drawers.append(("\(mode)".components(separatedBy: " (").first ?? "\(mode)", drawer))
        }
        for (picturesName, drawer) in drawers {
            say("  pictures: \(picturesName)")
            run(cases, drawer: drawer, iterations: iterations)
        }
    }

    static func run(_ cases: [(String, AppState, Input)], drawer: PictureDrawer?, iterations: Int) {
        for (name, start, input) in cases {
            var writer = FrameWriter()
            // The run loop's drawings scaled so far, as they are when the key comes.
            var scaled = ScaledPictures(drawer: drawer)
            _ = writer.bytes(for: FullScreenView.frame(start, model: ScreenModel(start), context: ViewContext(), scaled: &scaled))
            var times: [Double] = []
            var sizes: [Int] = []
            for _ in 0..<iterations {
                var state = start
                var copy = writer
                var kept = scaled
                var decoder = KeyDecoder()
                let begin = now()
                switch input {
                case .bytes(let text):
                    for case .key(let key) in decoder.feed(Array(text.utf8)) { _ = reduce(&state, .keyPressed(key)) }
                case .resize(let size):
                    _ = reduce(&state, .resized(size))
                }
                let bytes = copy.bytes(for: FullScreenView.frame(state, model: ScreenModel(state), context: ViewContext(), scaled: &kept))
                times.append(now() - begin)
                sizes.append(bytes.count)
            }
            say("    " + name.padding(toLength: 20, withPad: " ", startingAt: 0) + Statistics(values: times).milliseconds()
                  + ", \(sizes.max() ?? 0) bytes")
        }
    }

    enum Input {
        case bytes(String)
        case resize(Size)
    }
}
