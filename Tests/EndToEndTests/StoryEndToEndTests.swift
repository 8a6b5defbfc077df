import Foundation
import KidsModel
import KidsStore
import Testing
import TestSupport

/// Story time with the real binary in a real terminal: each page read along word by word, the pages turned with
/// the arrows, the page reached kept across a restart, a clicked word said alone, and a whole story heard and its
/// questions answered by ear, from the speech log alone.
@Suite("Story time in a real terminal", .tags(.slow))
struct StoryEndToEndTests {
    static func pack(_ language: String) throws -> ContentPack {
        try PackFolder.load(folder: Binary.root.appendingPathComponent("Content/" + language).path).get()
    }

    static func stories(_ language: String) throws -> [Story] {
        try #require(try pack(language).activities.first { $0.kind == .stories }).stories
    }

    /// The words of a text, as compared ("ball!" → "ball").
    static func words(_ text: String) -> [String] {
        text.split(separator: " ").map { AppState.plain(String($0)) }.filter { !$0.isEmpty }
    }

    /// Words with a word said twice in a row once ("bounce, bounce" → "bounce"): the state log names the word lit,
    /// so the same word lit twice in a row is one run of lines.
    static func runs(_ words: [String]) -> [String] {
        words.reduce(into: []) { if $0.last != $1 { $0.append($1) } }
    }

    @Test("with --speech-out, reading names every word of each page, in order, page after page", arguments: ["en", "fr", "es", "de"])
    func everyWord(language: String) throws {
        let folder = try Binary.temporaryFolder("story-read-\(language)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The story with the fewest words (the test waits for the audio's pace), at the slowest rate, so that each
        // word lasts long enough for its frame on a busy machine.
        let story = try #require(try Self.stories(language).min { Self.words($0.pages.map(\.text).joined(separator: " ")).count
            < Self.words($1.pages.map(\.text).joined(separator: " ")).count })
        let t = try Tmux(arguments: ["--lang", language, "--open", "stories", "--story", story.id, "--rate", "80",
                                     "--speech-out", folder + "/speech.wav"], folder: folder)
        for (n, page) in story.pages.enumerated() {
            let expected = Self.runs(Self.words(page.text))
            let shown = try t.waitForState(timeout: 20, "page \(n + 1)") { $0.page == "\(n + 1)/\(story.pages.count)" }
            var named: [String] = []
            let start = t.states().count - 1
            try t.waitForState(timeout: 60, "page \(n + 1) read") { state in
                guard state.page == shown.page else { return false }
                named = Self.readings(Array(t.states().dropFirst(start)), page: shown.page)
                return named.count >= expected.count || state.speech == .idle && named.count > 0 && state.reading == nil
            }
            #expect(named == expected, "\(language) \(story.id) page \(n + 1): \(named)")
            t.press("Right")
        }
        t.press("C-c")
        try t.waitForScreen(containing: "[exit=0]")
    }

    /// The words the state log named in turn on one page, each once for a run of lines naming it.
    static func readings(_ states: [Snapshot], page: String?) -> [String] {
        var said: [String?] = []
        for state in states where state.screen == .story && state.page == page && said.last != .some(state.reading) {
            said.append(state.reading)
        }
        return runs(said.compactMap { $0 }.map(AppState.plain))
    }

    @Test("→ turns the pages; quitting at page 3 and starting again opens the story at page 3, then Home goes to the first",
          arguments: [false, true])
    func resumes(lineMode: Bool) throws {
        let folder = try Binary.temporaryFolder("story-resume")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let plain = lineMode ? ["--plain"] : []
        let story = try #require(try Self.stories("en").first)
        let turn = { (t: Tmux) in if lineMode { t.press("Enter") } else { t.press("Right") } }
        // In line mode the terminal is not raw: Ctrl-C would interrupt the shell around kids too. It quits with q.
        let quit = { (t: Tmux) in if lineMode { t.type("q"); t.press("Enter") } else { t.press("C-c") } }
        do {
            let t = try Tmux(arguments: ["--mute", "--open", "stories"] + plain, folder: folder)
            try t.waitForState("the shelf") { $0.screen == .shelf }
            t.type("1")
            if lineMode { t.press("Enter") }
            try t.waitForState("page 1") { $0.story == story.id && $0.page == "1/\(story.pages.count)" }
            turn(t)
            try t.waitForState("page 2") { $0.page == "2/\(story.pages.count)" }
            turn(t)
            try t.waitForState("page 3") { $0.page == "3/\(story.pages.count)" && $0.saving == nil }
            quit(t)
            try t.waitForScreen(containing: "[exit=0]")
        }
        // Each run its own logs; the state folder is the same.
        let fresh = { for log in ["state.log", "speech.log"] { try? FileManager.default.removeItem(atPath: folder + "/" + log) } }
        fresh()
        do {
            let t = try Tmux(arguments: ["--mute", "--open", "stories"] + plain, folder: folder)
            try t.waitForState("the shelf") { $0.screen == .shelf }
            if lineMode { try t.waitForScreen(containing: "1. \(story.title), page 3 of \(story.pages.count)") }
            t.type("1")
            if lineMode { t.press("Enter") }
            let reopened = try t.waitForState("the story again") { $0.screen == .story }
            #expect(reopened.page == "3/\(story.pages.count)")
            if lineMode { t.type("r"); t.press("Enter") } else { t.press("Home") }
            try t.waitForState("the first page") { $0.page == "1/\(story.pages.count)" && $0.saving == nil }
            quit(t)
            try t.waitForScreen(containing: "[exit=0]")
        }
        fresh()
        // And --story opens it where it was left: at the first page now.
        let again = try Tmux(arguments: ["--mute", "--open", "stories", "--story", story.id] + plain, folder: folder)
        #expect(try again.waitForState("opened") { $0.screen == .story }.page == "1/\(story.pages.count)")
        quit(again)
        try again.waitForScreen(containing: "[exit=0]")
    }

    @Test("in line mode, h says the page again and w where the child is, printed though the screen's lines say the same")
    func lineModeAsked() throws {
        let folder = try Binary.temporaryFolder("story-line")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let story = try #require(try Self.stories("en").first { $0.id == "lost-ball" })
        let run = try Binary.run(["--plain", "--mute", "--open", "stories", "--story", story.id, "--state-dir", folder], input: "h\nw\np\nq\n")
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0 == story.pages[0].text }.count == 2, "the page, then the page again: \(lines)")
        #expect(lines.filter { $0 == "The Lost Ball, page 1 of 6." }.count == 2, "the heading, then where am I: \(lines)")
        #expect(lines.contains("This is the first page."))
    }

    @Test("a word clicked is said alone, and the focus is on it")
    func clickedWord() throws {
        let story = try #require(try Self.stories("en").first)
        let t = try Tmux(arguments: ["--mute", "--open", "stories", "--story", story.id])
        try t.waitForState("page 1") { $0.screen == .story }
        let controls: [Control] = [.button(.page(.previousPage)), .button(.hearAgain), .button(.page(.nextPage))]
        let layout = try #require(Layout.make(.story, controls: controls, page: story.pages[0].text, size: Size(width: 80, height: 24)))
        let words = story.pages[0].text.split(separator: " ").map { $0.trimmingCharacters(in: .punctuationCharacters) }
        for n in [3, 0, words.count - 1] {
            let rect = try #require(layout.rect(of: .word(n)))
            t.click(column: rect.x + rect.width / 2, row: rect.y)
            try t.waitForState("word \(n + 1) focused") { $0.focus == "word-\(n + 1)" }
            var heard = 0
            let said = try t.listen(after: &heard, for: "the word \(words[n])") { $0["kind"] as? String == "word" && $0["index"] as? Int == n }
            #expect(said["text"] as? String == words[n])
        }
        // Tab goes on from the word clicked.
        t.press("Tab")
        try t.waitForState("the next word") { $0.focus == "word-1" }
    }
}

/// A whole story by ear: a child who cannot see the screen picks a story from the shelf as it is said, hears every
/// page, and answers the questions about it, deciding from the speech log alone (never the screen or the state log).
extension StoryEndToEndTests {
    /// What the child knows after listening: the answer to each question heard, in its words (the pack's right
    /// answer, as a child who heard the story would give it). The key to press is found in what is said.
    static func answer(to question: String, in story: Story) -> String? {
        guard let q = story.questions.first(where: { $0.spoken == question }), let right = q.correctAnswer else { return nil }
        return right.spoken
    }

    /// The key said with `words` in a list said with keys ("1: Five Little Eggs; 2: Frogs on a Log."), or, when the
    /// choices are numbers ("3, 4 or 5?"), the number itself.
    static func key(for words: String, in options: String) -> String? {
        for part in options.split(whereSeparator: { $0 == ";" }) {
            let pieces = part.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces.union(.punctuationCharacters)) }
            if pieces.count == 2, pieces[1] == words.trimmingCharacters(in: .punctuationCharacters) { return pieces[0] }
        }
        let numbers = options.split(whereSeparator: { !$0.isNumber }).map(String.init)
        return numbers.contains(words) ? words : nil
    }

    @Test("a child by ear picks each story from the shelf as it is said, hears every page, and answers its questions right",
          arguments: [("en", false), ("en", true), ("fr", false), ("fr", true), ("es", false), ("es", true), ("de", false), ("de", true)])
    func byEar(_ language: String, _ lineMode: Bool) throws {
        let stories = try Self.stories(language)
        let folder = try Binary.temporaryFolder("story-by-ear")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let key = { (t: Tmux, key: String) in
            t.type(key)
            if lineMode { t.press("Enter") }
        }
        for story in stories {
            for log in ["state.log", "speech.log"] { try? FileManager.default.removeItem(atPath: folder + "/" + log) }
            let t = try Tmux(arguments: ["--mute", "--lang", language, "--open", "stories", "--seed", "5"] + (lineMode ? ["--plain"] : []), folder: folder)
            var heard = 0
            let said = { (line: [String: Any]) in line["text"] as? String ?? "" }
            let shelf = said(try t.listen(after: &heard, for: "the stories") { $0["kind"] as? String == "options" })
            key(t, try #require(Self.key(for: story.title, in: shelf), "\(language): '\(story.title)' not heard in '\(shelf)'"))
            var pages: [String] = []
            // Each page, then Enter for the next, until a question is heard.
            while true {
                let next = try t.listen(after: &heard, for: "a page or a question") { ["page", "question"].contains($0["kind"] as? String) }
                guard next["kind"] as? String == "page" else {
                    let question = said(next)
                    let options = said(try t.listen(after: &heard, for: "the answers") { $0["kind"] as? String == "options" })
                    let words = try #require(Self.answer(to: question, in: story), "\(language): '\(question)' is not a question of \(story.id)")
                    key(t, try #require(Self.key(for: words, in: options), "\(language): '\(words)' not in '\(options)'"))
                    let result = try t.listen(after: &heard, for: "the result") { ["right", "wrong"].contains($0["kind"] as? String) }
                    #expect(result["kind"] as? String == "right", "\(language) \(story.id): '\(question)' → \(words): \(said(result))")
                    t.press("Enter")
                    if story.questions.last?.spoken == question { break }
                    continue
                }
                pages.append(said(next))
                t.press("Enter")
            }
            #expect(pages == story.pages.map(\.text), "\(language) \(story.id): every page heard, in order")
            _ = try t.listen(after: &heard, for: "all done") { $0["kind"] as? String == "done" }
            if lineMode { key(t, "q") } else { t.press("C-c") }
            try t.waitForScreen(containing: "[exit=0]")
        }
    }
}
