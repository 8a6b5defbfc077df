import FoundationEssentials
import KidsModel
import KidsStore
import Testing
import TestSupport
@testable import KidsConsole

/// A tile whose picture is a patch of one colour (the example pack's colours) keeps its word when there is no room
/// for both: colour is never the only sign.
@Suite("Colour patches")
struct ColourPatchTests {
    @Test("at 40x12, with and without colours, every colour tile shows its word; at 80x24 its patch and its word")
    func words() throws {
        let pack = try PackFolder.load(folder: Binary.root.appendingPathComponent("docs/example-pack").path).get()
        for (size, colors) in [(Size(width: 40, height: 12), false), (Size(width: 40, height: 12), true), (Size(width: 80, height: 24), false)] {
            var state = AppState(content: pack, size: size, now: 0, gateSeed: 1, muted: true)
            _ = reduce(&state, .started(try Launch(activity: "colours-2", question: "colours-2.egg", in: pack)))
            let lines = FullScreenView.frame(state, context: ViewContext(colors: colors)).buffer.lines
            let q = try #require(state.lesson.map { state.question(of: $0) })
            #expect(q.answers.count == 3)
            for answer in q.answers {
                #expect(lines.contains { $0.contains(answer.label) }, "\(answer.label) at \(size):\n\(lines.joined(separator: "\n"))")
            }
            #expect(lines.contains { $0.contains("██████") } == (size.height > 12), "the patches are drawn where they fit")
        }
    }
}
