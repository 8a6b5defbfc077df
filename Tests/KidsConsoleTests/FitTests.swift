import KidsModel
import Testing
@testable import KidsConsole

/// Every screen fits or pages, at the smallest size that is not "too small" and at 80 × 24, in every language,
/// for a child with stars, misses and questions in review: nothing a screen has to tell is cut off silently.
@Suite("Every screen fits or pages")
struct FitTests {
    static let sizes = [Size(width: 40, height: 12), Size(width: 80, height: 24)]
    let context = ViewContext(colors: false)

    /// A child who has played every activity: stars on half the questions, misses, and three questions of each
    /// activity in review (the grown-ups' screen then lists them, as it does for a real child).
    static func playedProgress(_ pack: ContentPack) -> KidsModel.Progress {
        var progress = KidsModel.Progress()
        for activity in pack.activities {
            for (n, question) in activity.questions.enumerated() {
                if n % 2 == 0 { progress.stars[question.id] = 1 }
                if n % 3 == 0 { progress.misses[question.id] = 2 }
                if n < 3 { progress.review(question.id, right: false, at: 1_000) }
            }
        }
        return progress
    }

    /// Everything written in the primary pane over every page of a screen, whitespace removed (a long path is
    /// broken across lines), with the pages' own "more" rows left out.
    func pagedText(_ state: AppState) -> (text: String, pages: Int) {
        var pages: [String] = []
        var paged = state
        for page in 0..<60 {
            let frame = FullScreenView.frame(paged, context: context)
            guard let pane = paged.layout?.primary else { break }
            let rows = (pane.y..<pane.maxY).map { y in
                (pane.x..<pane.maxX).map { frame.buffer[$0, y].text }.joined()
            }.filter { !$0.contains("▼") && !$0.contains("▲") }
            let text = rows.joined().filter { !$0.isWhitespace && $0 != "\u{00A0}" }
            if pages.last == text { break }
            pages.append(text)
            _ = reduce(&paged, .keyPressed(.pageDown))
            if page > 0 && paged.scroll == page { break }
        }
        return (pages.joined(), pages.count)
    }

    /// What a text screen must tell, each whole: its heading, settings, information and progress; on the
    /// grown-ups' screen (its heading is the header bar's title) each activity's title and what is in review.
    func told(_ model: ScreenModel) -> [String] {
        let roles: Set<ScreenModel.Part.Role> = model.screen == .grownUps ? [.information] : [.heading, .progress, .information]
        return model.parts.filter { roles.contains($0.role) }.map(\.text) + model.settings.map(\.text)
            + model.summary.flatMap { [$0.title] + ($0.review.map { [$0] } ?? []) }
    }

    @Test("the text screens (grown-ups, reset, children, a report, remove) show every line over their pages, in every language, at 40x12 and 80x24",
          arguments: ["de", "en", "es", "fr"])
    func textScreens(language: String) throws {
        let pack = try #require(try ConsoleFontTests.packs().first { $0.language == language }?.pack)
        let screens = try ConsoleFontTests.screens(of: pack, progress: Self.playedProgress(pack),
                                                   dataPath: "/home/ada-lovelace/.local/share/kids/fox.json")
        var checked = 0
        var all = screens
        if var remove = screens.first(where: { $0.name == "report" })?.state {
            _ = reduce(&remove, .keyPressed(.character("x")))
            all.append((name: "remove", state: remove))
        }
        for (name, state) in all where ScreenID.paged.contains(state.screenID) {
            for size in Self.sizes {
                var sized = state
                _ = reduce(&sized, .resized(size))
                let shown = pagedText(sized)
                for text in told(ScreenModel(sized)) {
                    let whole = text.filter { !$0.isWhitespace && $0 != "\u{00A0}" }
                    #expect(shown.text.contains(whole), "\(language) \(name) at \(size): '\(text)' is cut (\(shown.pages) pages)")
                }
                checked += 1
            }
        }
        #expect(checked >= 10, "\(checked) screens")
    }
}
