import Testing
@testable import KidsModel

/// Read-along in the model: a recorded sequence of word events (each with the moment the device plays it)
/// and the ticks of the clock give the word highlighted at each moment; a cut removes it in the same step.
/// Every step spells out every effect and every change of state.
@Suite("Read-along: the word heard, highlighted")
struct ReadAlongTests: Scripted {
    let pack: ContentPack

    init() throws {
        pack = try Fixtures.classic()
    }

    /// A store asking shapes.circle (prompt "What shape is this? It is blue, …" for the text "What shape is this?"),
    /// and what it said: the prompt and the answers.
    func circle(settings: Settings = Settings()) throws -> (TestStore, prompt: Utterance, options: Utterance) {
        var s = TestStore(AppState(content: pack, progress: Progress(settings: settings), size: Size(width: 80, height: 24), now: 100,
                                   gateSeed: 1))
        s.start(try Launch(activity: "shapes", in: pack), Say(self).ask("shapes.circle", showing: 1), shown(lesson(2, 0, showing: 1), showing: 1))
        let prompt = try #require(s.state.voiced.first { $0.kind == .question })
        let options = try #require(s.state.voiced.first { $0.kind == .options })
        return (s, prompt, options)
    }

    /// The Unicode scalar range of the `n`-th occurrence of `word` in `text`, as eSpeak reports a word.
    func place(of word: String, in text: String, occurrence n: Int = 0) -> Range<Int> {
        let scalars = Array(text.unicodeScalars)
        let target = Array(word.unicodeScalars)
        var seen = 0
        for start in 0...(scalars.count - target.count) where Array(scalars[start..<start + target.count]) == target {
            if seen == n { return start..<start + target.count }
            seen += 1
        }
        return 0..<0
    }

    /// The engine tells a word (or, with no place, the end) of an utterance being said: it is kept, after the words
    /// it `skipped` (told of by nothing, each lit for its share of the time since the word before).
    func hear(_ s: inout TestStore, _ serial: Int, _ characters: Range<Int>?, at: Double, skipped: [(Range<Int>, Double)] = []) {
        s.send(.wordHeard(serial, characters: characters, at: at), []) {
            for (word, moment) in skipped { $0.readAlong.marks.append(ReadAlong.Mark(serial: serial, characters: word, at: moment)) }
            $0.readAlong.marks.append(ReadAlong.Mark(serial: serial, characters: characters, at: at, told: characters))
        }
    }

    func tick(_ s: inout TestStore, _ moment: Double) {
        s.send(.tick(moment), []) { $0.now = moment }
    }

    @Test("each word is highlighted from the moment it is heard, in the sentence on screen, which is the sentence heard; the end clears it")
    func recordedSequence() throws {
        var (s, prompt, _) = try circle()
        let text = prompt.text
        #expect(text.hasPrefix("What shape is this? It is blue"))
        // The engine's news, ahead of time: each word with the moment the device will play its first sample.
        let heard: [(String, Double)] = [("What", 100.20), ("shape", 100.45), ("is", 100.80), ("this", 100.95), ("It", 101.40), ("blue", 101.70)]
        for (n, (word, at)) in heard.enumerated() {
            // "It is blue": nothing tells of "is", which is lit for its share of the time from "It" to "blue".
            let skipped = word == "blue" ? [(place(of: "is", in: text, occurrence: 2), 101.40 + 0.15)] : []
            hear(&s, prompt.serial, place(of: word, in: text, occurrence: word == "is" && n > 2 ? 1 : 0), at: at, skipped: skipped)
        }
        hear(&s, prompt.serial, nil, at: 102.5)
        // The moments a front end wakes at (nextReadingChange), and what the state log says at each.
        var seen: [(Double, String?)] = []
        while let next = s.state.nextReadingChange {
            tick(&s, next)
            seen.append((next, Snapshot(s.state).reading))
        }
        // The second "is" was told of by nothing: it is lit for its share of the time from "It" to "blue".
        #expect(seen.map(\.0) == [100.20, 100.45, 100.80, 100.95, 101.40, 101.40 + 0.15, 101.70, 102.5])
        #expect(seen.map(\.1) == ["What", "shape", "is", "this", "It", "is", "blue", nil], "\(seen)")
        #expect(s.state.highlight == nil && s.state.nextReadingChange == nil, "after the end: nothing read, no more wake-ups")
        // Between two words: the earlier one.
        var between = try circle().0
        hear(&between, prompt.serial, place(of: "What", in: text), at: 100.2)
        hear(&between, prompt.serial, place(of: "shape", in: text), at: 100.45)
        tick(&between, 100.3)
        #expect(between.state.highlight == Highlight(part: .sentence, index: 0, word: "What"))
        tick(&between, 100.1)
        #expect(between.state.highlight == nil, "before the first word is heard")
    }

    @Test("the answers being read light their tiles in turn")
    func answersRead() throws {
        var (s, prompt, options) = try circle()
        let lesson = try #require(s.state.lesson)
        let tiles = s.state.question(of: lesson).answers
        hear(&s, prompt.serial, nil, at: 101)
        // Every word of "1: a circle; 2: a square; 3: a triangle.", a second each; each tile is lit while its words are.
        let words = Utterance.wordRanges(options.text)
        for (n, word) in words.enumerated() { hear(&s, options.serial, word, at: 102 + Double(n)) }
        let perTile = words.count / tiles.count
        for (n, tile) in tiles.enumerated() {
            tick(&s, 102.5 + Double(n * perTile + perTile - 1))
            #expect(s.state.highlight?.part == .tile(.answer(tile.id)) && s.state.highlight?.index == nil, "tile \(n + 1) while '\(tile.spoken)' is heard")
        }
    }

    @Test("a hush, a new question, leaving the screen or the gate remove the highlight in the same step")
    func cuts() throws {
        var (s, prompt, _) = try circle()
        let h = Say(self)
        hear(&s, prompt.serial, place(of: "What", in: prompt.text), at: 100.1)
        tick(&s, 100.2)
        #expect(Snapshot(s.state).reading == "What")
        var hushed = s
        hushed.press("s", [h.stop(), h.say(.hush, "", muted: true)])
        #expect(Snapshot(hushed.state).reading == nil)
        var left = s
        left.press(.escape, [h.stop()] + h.welcome()) {
            $0.screen = .home(Home(focus: .activity("shapes")))
            $0.welcomed = true
        }
        #expect(Snapshot(left.state).reading == nil)
        var gated = s
        openGate(&gated, h)
        #expect(Snapshot(gated.state).reading == nil)
        // News of the cut utterance that comes late is not taken.
        hushed.send(.wordHeard(prompt.serial, characters: place(of: "shape", in: prompt.text), at: 100.3), [])
        tick(&hushed, 100.4)
        #expect(hushed.state.highlight == nil && hushed.state.readAlong.marks.isEmpty)
        // A window too small: nothing is highlighted (nothing of the question is shown).
        s.send(.resized(Size(width: 20, height: 5)), []) { $0.size = Size(width: 20, height: 5) }
        #expect(s.state.highlight == nil)
    }

    @Test("the welcome and the caption are read along where they are shown")
    func welcomeAndCaption() throws {
        var home = TestStore(AppState(content: pack, size: Size(width: 80, height: 24), now: 100, gateSeed: 1))
        welcomed(&home, Say(self))
        let welcome = try #require(home.state.voiced.first { $0.kind == .welcome })
        hear(&home, welcome.serial, place(of: "play", in: welcome.text), at: 100.5)
        tick(&home, 100.6)
        let words = pack.sentences.welcome.split(separator: " ")
        #expect(home.state.highlight == Highlight(part: .sentence, index: words.firstIndex { $0.hasPrefix("play") } ?? -1, word: "play"))

        // Where am I: said, and kept as the caption.
        var (s, _, _) = try circle()
        let place = s.state.top.whereAmI(s.state, voiced: false)
        s.press("w", [Say(self).say(.whereami, place)]) { $0.caption = place }
        let said = try #require(s.state.voiced.first { $0.kind == .whereami })
        let last = String(place.split(separator: " ").last ?? "")
        hear(&s, said.serial, self.place(of: last, in: place), at: 101)
        tick(&s, 101.1)
        #expect(s.state.highlight == Highlight(part: .caption, index: place.split(separator: " ").count - 1, word: String(last.filter { $0.isLetter || $0.isNumber })))
    }

    @Test("Space again while the question is being repeated says it once more, slower; the setting turns it off")
    func slowerRepeat() throws {
        var (s, _, _) = try circle()
        let h = Say(self)
        s.press(" ", h.ask("shapes.circle", showing: 1, kind: .again))  // the first repeat at the normal rate
        s.press(" ", h.ask("shapes.circle", showing: 1, kind: .again, slower: true))  // asked again while repeating: slower
        // Once the repeat has been heard to its end, Space is an ordinary repeat again.
        let playing = s.state.speaking
        for serial in 1...s.state.utterances {
            s.send(.speechFinished(serial), []) { if serial == playing { $0.speaking = nil } }
        }
        s.press(" ", h.ask("shapes.circle", showing: 1, kind: .again))
        // Grown-ups turned it off: never slower.
        var (off, _, _) = try circle(settings: Settings(slowerRepeat: false))
        off.press(" ", h.ask("shapes.circle", showing: 1, kind: .again))
        off.press(" ", h.ask("shapes.circle", showing: 1, kind: .again))
    }

    @Test("pitch, gaps and slower-again are grown-ups' settings: stepped with their keys, applied and saved")
    func voiceSettings() throws {
        var s = TestStore(AppState(content: pack, size: Size(width: 80, height: 24), now: 100, gateSeed: 3))
        let h = Say(self)
        welcomed(&s, h)
        openGate(&s, h)
        answerGate(&s, h, right: true)
        func step(_ key: String, _ change: (inout Settings) -> Void) {
            var progress = s.state.progress
            progress.changeSettings(change, at: s.state.now)
            s.press(key, [.applySettings(progress.settings), .save(progress)]) { $0.progress = progress }
        }
        step("p") { $0.pitch = 60 }
        step("g") { $0.wordGap = 10 }
        step("a") { $0.slowerRepeat = false }
        let file = try ProgressFile.decode(ProgressFile.encode(s.state.progress))
        #expect(file.settings == s.state.progress.settings, "saved and read back")
        for pitch in [70, 30, 40, Settings.defaultPitch] { step("p") { $0.pitch = pitch } }  // round and round to the voice's own
    }
}
