import KidsStore
import Testing
@testable import KidsModel

/// Story time in the reducer: the shelf, a page read once a showing, the arrows and Enter turning pages, a word
/// said alone, the page reached kept, and the story's questions asked alone after its last page. Every step spells
/// out every effect and every change of state.
@Suite("Story time")
struct StoryTests {
    let pack: ContentPack
    let stories: Int
    /// "The Lost Ball": six pages, two questions.
    let ball: Int

    init() throws {
        pack = try Fixtures.english()
        stories = try #require(pack.activityIndex(id: "stories"))
        ball = try #require(pack.activities[stories].stories.firstIndex { $0.id == "lost-ball" })
    }

    var story: Story { pack.activities[stories].stories[ball] }

    func store(progress: Progress = Progress(), muted: Bool = true) -> TestStore { .started(pack, progress: progress, muted: muted) }

    func say(_ kind: Utterance.Kind, _ text: String, _ subject: String?, index: Int? = nil, muted: Bool = true) -> Effect {
        .speak(Utterance(kind: kind, subject: subject, text: text, muted: muted, index: index, reads: Say.reads(kind, index: index)))
    }

    func page(_ n: Int, _ kind: Utterance.Kind = .page) -> Effect { say(kind, story.pages[n].text, "lost-ball." + story.pages[n].id) }

    /// The state after a page is newly shown.
    func shown(_ state: inout AppState, page: Int, showing: Int, tellKeys: Bool = false) {
        state.screen = .story(Reading(activity: stories, story: ball, page: page, word: nil, tellKeys: tellKeys, showing: showing))
        state.showings = showing
        state.spokenShowing = showing
    }

    /// Progress with the page reached kept at `now`.
    func kept(_ progress: Progress, _ page: Int, at now: Double = 100) -> Progress {
        var kept = progress
        kept.keepPlace(story: "lost-ball", page: story.pages[page].id, at: now)
        return kept
    }

    @Test("the shelf says its stories with their keys; a number opens one at its first page, read aloud once")
    func shelfAndFirstPage() throws {
        var s = store()
        let titles = Say.listed(pack.activities[stories].stories.map { (.tile(.story($0.id)), $0.title) })
        var options = Utterance(kind: .options, subject: "stories", text: titles.text, muted: true, reads: titles.reads)
        options.queued = true
        s.press("\(stories + 1)", [.stopSpeech, say(.question, "Pick a story.", "stories"), .speak(options)]) {
            $0.screen = .shelf(Shelf(activity: stories, focus: .story(pack.activities[stories].stories[0].id), showing: 1))
            $0.showings = 1
            $0.spokenShowing = 1
        }
        #expect(Snapshot(s.state).screen == .shelf && Snapshot(s.state).activity == "stories")
        s.press("\(ball + 1)", [.stopSpeech, page(0)]) { shown(&$0, page: 0, showing: 2, tellKeys: true) }
        let snapshot = Snapshot(s.state)
        #expect(snapshot.story == "lost-ball" && snapshot.page == "1/6" && snapshot.screen == .story)
        // Nothing is said again by a resize.
        s.send(.resized(Size(width: 120, height: 40)), []) { $0.size = Size(width: 120, height: 40) }
    }

    @Test("→, Enter and a typed n turn the page, ← and a typed p go back, Home and r to the start; each page reached is kept; Esc goes to the shelf")
    func turningPages() throws {
        var s = store()
        s.skip(.keyPressed(.character(Character("\(stories + 1)"))), .keyPressed(.character(Character("\(ball + 1)"))))
        var progress = s.state.progress
        progress = kept(progress, 1)
        s.press(.right, [.stopSpeech, .save(progress), page(1)]) { shown(&$0, page: 1, showing: 3); $0.progress = progress }
        progress = kept(progress, 2)
        s.press(.enter, [.stopSpeech, .save(progress), page(2)]) { shown(&$0, page: 2, showing: 4); $0.progress = progress }
        progress = kept(progress, 3)
        s.type("n", [.stopSpeech, .save(progress), page(3)]) { shown(&$0, page: 3, showing: 5); $0.progress = progress }
        progress = kept(progress, 2)
        s.press(.left, [.stopSpeech, .save(progress), page(2)]) { shown(&$0, page: 2, showing: 6); $0.progress = progress }
        progress = kept(progress, 1)
        s.type("p", [.stopSpeech, .save(progress), page(1)]) { shown(&$0, page: 1, showing: 7); $0.progress = progress }
        progress = kept(progress, 0)
        s.press(.home, [.stopSpeech, .save(progress), page(0)]) { shown(&$0, page: 0, showing: 8); $0.progress = progress }
        // The first page has no page before it: ← says so.
        s.press(.left, [say(.notice, "This is the first page.", nil)]) { $0.caption = "This is the first page." }
        s.press(" ", [page(0, .again)]) { $0.caption = nil }
        s.press(.escape, [.stopSpeech, say(.question, "Pick a story.", "stories"), Shelf(activity: stories, focus: .story("lost-ball"), showing: 9).ask(s.state, kind: .question)[1]]) {
            $0.screen = .shelf(Shelf(activity: stories, focus: .story("lost-ball"), showing: 9))
            $0.showings = 9
            $0.spokenShowing = 9
        }
        s.press(.escape, [.stopSpeech]) { $0.screen = .home(Home(focus: .activity("stories"))) }
    }

    @Test("a story opens at the page reached, in a new run too; after its last page it opens at the first again")
    func placeKept() throws {
        var s = store(progress: kept(Progress(), 3, at: 50))
        s.skip(.keyPressed(.character(Character("\(stories + 1)"))))
        s.press("\(ball + 1)", [.stopSpeech, page(3)]) { shown(&$0, page: 3, showing: 2, tellKeys: true) }
        #expect(Snapshot(s.state).page == "4/6")
        s.skip(.keyPressed(.right), .keyPressed(.right))
        let progress = kept(s.state.progress, 0)
        var made = s.state
        var lesson = made.makeLesson(activity: stories, round: Round(queue: pack.activities[stories].questions(of: ball)))
        lesson.story = ball
        let first = pack.activities[stories].questions[lesson.question]
        #expect(first.id == "stories.lost-ball.who")
        let asked = s.state.question(of: lesson)
        var options = Utterance(kind: .options, subject: first.id, text: Say.options(asked), muted: true, reads: Say.optionsReads(asked))
        options.queued = true
        s.press(.right, [.stopSpeech, .save(progress), say(.question, first.spoken, first.id), .speak(options)]) {
            $0.screen = .lesson(lesson)
            $0.showings = lesson.showing
            $0.spokenShowing = lesson.showing
            $0.lastAsked = first.id
            $0.progress = progress
        }
        #expect(Snapshot(s.state).story == "lost-ball" && Snapshot(s.state).screen == .lesson)
        // The questions are the story's alone: answered right, the next is the story's other one, then all done.
        let right = try #require(s.state.question(of: lesson).answers.firstIndex { $0.id == first.correct })
        s.skip(.keyPressed(.character(Character("\(right + 1)"))), .keyPressed(.character("n")))
        let second = try #require(s.state.lesson)
        #expect(second.story == ball && pack.activities[stories].questions[second.question].id == "stories.lost-ball.where")
        let q = s.state.question(of: second)
        let answer = try #require(q.answers.firstIndex { $0.id == q.correct })
        s.skip(.keyPressed(.character(Character("\(answer + 1)"))), .keyPressed(.character("n")))
        guard case .done(let done) = s.state.screen else { Issue.record("not all done: \(s.state.screen)"); return }
        #expect(done.story == ball && Snapshot(s.state).story == "lost-ball" && s.state.progress.starCount(in: pack.activities[stories]) == 2)
        // Play again reads the story again from its first page.
        s.skip(.keyPressed(.character("p")))
        #expect(s.state.reading?.page == 0 && s.state.reading?.story == ball)
    }

    @Test("Tab goes from word to word, each said alone and lit; a click on a word says it; what the page says is lit word by word")
    func wordsAlone() throws {
        // Heard, not muted: read-along follows only what is played.
        var s = store(muted: false)
        s.skip(.keyPressed(.character(Character("\(stories + 1)"))), .keyPressed(.character(Character("\(ball + 1)"))))
        let words = story.pages[0].text.split(separator: " ").map { AppState.trimmed($0) }
        let pageID = "lost-ball." + story.pages[0].id
        let say = { (word: Int) in self.say(.word, words[word], pageID, index: word, muted: false) }
        s.press(.tab, [say(0)]) { $0.withReading { $0.word = 0 } }
        s.press(.tab, [say(1)]) { $0.withReading { $0.word = 1 } }
        s.press(.backTab, [say(0)]) { $0.withReading { $0.word = 0 } }
        let layout = try #require(s.state.layout)
        let third = try #require(layout.rect(of: .word(2)))
        s.send(.clicked(column: third.x, row: third.y), [say(2)]) { $0.withReading { $0.word = 2 } }
        #expect(Snapshot(s.state).focus == "word-3")
        // The word said alone is lit at its place on the page.
        let serial = s.state.utterances
        s.skip(.speechStarted(serial), .wordHeard(serial, characters: 0..<words[2].unicodeScalars.count, at: 100), .tick(100.01))
        #expect(s.state.highlight == Highlight(part: .sentence, index: 2, word: words[2]))
        // The page again: its words lit in order, each at its place.
        s.skip(.keyPressed(.character(" ")))
        let again = s.state.utterances
        let ranges = Utterance.wordRanges(story.pages[0].text)
        for (n, range) in ranges.enumerated() {
            s.skip(.wordHeard(again, characters: range, at: 200 + Double(n)), .tick(200 + Double(n) + 0.5))
            #expect(s.state.highlight?.part == .sentence && s.state.highlight?.index == n)
            #expect(ScreenModel(s.state).parts(.prompt).first?.lit == n)
        }
    }

    @Test("what eSpeak tells wrongly is mended: a word it places inside the one before is the next, and words it skips are lit in turn")
    func mended() throws {
        var s = store(muted: false)
        s.skip(.keyPressed(.character(Character("\(stories + 1)"))), .keyPressed(.character(Character("\(ball + 1)"))))
        for _ in 0..<4 { s.skip(.keyPressed(.right)) }
        let text = story.pages[4].text
        #expect(text == "Dog asks Turtle. Turtle looks slowly in the flowers. There it is!")
        let serial = s.state.utterances
        // As eSpeak NG 1.51 tells this page: no "the", and "is" at the "t" of "it".
        let told: [(Int, Int, Double)] = [(0, 3, 0), (4, 4, 0.5), (9, 6, 1.2), (17, 6, 2.9), (24, 5, 3.6), (30, 6, 4.2), (37, 2, 4.9),
                                         (44, 7, 5.3), (53, 5, 7.2), (59, 2, 7.6), (60, 2, 7.9)]
        for (start, length, at) in told { s.skip(.wordHeard(serial, characters: start..<start + length, at: 101 + at)) }
        s.skip(.wordHeard(serial, characters: nil, at: 109.6))
        var lit: [String] = []
        while let next = s.state.nextReadingChange {
            s.skip(.tick(next))
            if let word = s.state.highlight?.word { lit.append(word) }
        }
        #expect(lit == ["Dog", "asks", "Turtle", "Turtle", "looks", "slowly", "in", "the", "flowers", "There", "it", "is"])
    }

    @Test("a word said alone is given to the voice as the pack's lexicon says it, phoneme brackets and all")
    func voicedWord() throws {
        let german = try PackFolder.load(folder: Fixtures.root.appendingPathComponent("Content/de").path).get()
        var state = AppState(content: german, size: Size(width: 80, height: 24), now: 0, gateSeed: 1, muted: true)
        _ = reduce(&state, .started(try Launch(activity: "stories", story: "fox-kite", in: german)))
        for _ in 0..<4 { _ = reduce(&state, .keyPressed(.right)) }
        #expect(state.reading.map { state.content.page(of: $0).id } == "giraffe")
        let giraffe = reduce(&state, .keyPressed(.tab)) + reduce(&state, .keyPressed(.tab)) + reduce(&state, .keyPressed(.tab))
        let said = giraffe.compactMap { if case .speak(let u) = $0 { return u } else { return nil } }
        #expect(said.map(\.text) == ["Da", "kommt", "die"])
        let fourth = reduce(&state, .keyPressed(.tab)).compactMap { if case .speak(let u) = $0 { return u } else { return nil } }
        #expect(fourth.map(\.text) == ["Giraffe"] && fourth.map(\.voiced) == ["[[gi'Raf@]]"])
    }

    /// The words lit in turn when the engine tells `told` (start, length) of `text`, a second apart.
    func lit(_ text: String, _ told: [(Int, Int)]) -> [String] {
        var state = AppState(content: pack, size: Size(width: 80, height: 24), now: 0, gateSeed: 1)
        let said = Utterance(kind: .notice, text: text, muted: false, serial: 1)
        for (n, (start, length)) in told.enumerated() {
            state.readAlong.tell(serial: 1, start..<start + length, at: Double(n + 1), of: said, now: 0)
        }
        // As the highlight names them: the word shown at the place told.
        let words = AppState.words(of: text).map { AppState.trimmed($0) }
        return state.readAlong.marks.compactMap { $0.characters.map { words[AppState.wordIndex(in: text, at: $0.lowerBound)] } }
    }

    @Test("a number eSpeak tells in two parts is one word lit, not the next one early; a word told again never takes the light back")
    func numbers() {
        // eSpeak NG 1.51: "21" told at "21" and again at "1 ".
        #expect(lit("All done! 21 of 80 stars.", [(0, 3), (4, 4), (10, 2), (11, 2), (13, 2), (16, 2), (19, 5)])
                == ["All", "done", "21", "21", "of", "80", "stars"])
        #expect(lit("Il a 3,5 ans.", [(0, 2), (3, 1), (5, 3), (9, 3), (5, 3), (9, 3)]) == ["Il", "a", "3,5", "ans", "ans", "ans"])
        // A place past the text's end (a voice's words longer than the text's) is kept as it is, without a crash.
        #expect(lit("Hop!", [(0, 3), (9, 3), (10, 2)]).count == 3)
        // French sets "!" apart: it is no word, and gets no time of its own.
        #expect(lit("Crac ! Un petit canard.", [(0, 4), (7, 2), (10, 5)]) == ["Crac", "Un", "petit"])
    }

    @Test("a click on a story's tile opens it; in line mode an empty line turns the page and the words p, r, h and b work")
    func lineMode() throws {
        var s = store()
        s.skip(.keyPressed(.character(Character("\(stories + 1)"))))
        let tile = try #require(s.state.layout?.rect(of: .story("lost-ball")))
        s.skip(.clicked(column: tile.x + 1, row: tile.y + 1))
        #expect(s.state.reading?.story == ball)
        s.skip(.lineTyped(""), .lineTyped(""))
        #expect(s.state.reading?.page == 2)
        s.skip(.lineTyped("p"))
        #expect(s.state.reading?.page == 1)
        s.skip(.lineTyped("r"))
        #expect(s.state.reading?.page == 0)
        s.skip(.lineTyped("b"))
        #expect(s.state.screenID == .shelf)
    }
}

extension AppState {
    /// The child's screen, when it is a story's page (the gate may lie over it).
    var reading: Reading? {
        if case .story(let reading) = screen { return reading }
        return nil
    }

    /// Changes the story's page shown (for the expected states of the tests).
    mutating func withReading(_ change: (inout Reading) -> Void) {
        guard case .story(var reading) = screen else { return }
        change(&reading)
        screen = .story(reading)
    }
}
