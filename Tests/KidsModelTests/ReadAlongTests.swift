import Testing
@testable import KidsModel

/// Read-along in the model: a recorded sequence of word events (each with the moment the device plays it)
/// and the ticks of the clock give the word highlighted at each moment; a cut removes it in the same step.
@Suite("Read-along: the word heard, highlighted")
struct ReadAlongTests {
    let pack: ContentPack

    init() throws {
        pack = try Fixtures.classic()
    }

    /// A state asking shapes.circle (prompt "What shape is this? It is blue, …" for the text "What shape is this?").
    func circle() throws -> (AppState, prompt: Utterance, options: Utterance) {
        var state = AppState(content: pack, size: Size(width: 80, height: 24), now: 100, gateSeed: 1)
        let effects = reduce(&state, .started(try Launch(activity: "shapes", in: pack)))
        let said = effects.compactMap { effect -> Utterance? in
            if case .speak(let utterance) = effect { return utterance }
            return nil
        }
        let prompt = try #require(said.first { $0.kind == .question })
        let options = try #require(said.first { $0.kind == .options })
        return (state, prompt, options)
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

    @Test("each word is highlighted from the moment it is heard, in the question's text; words beyond the text highlight nothing; the end clears it")
    func recordedSequence() throws {
        var (state, prompt, _) = try circle()
        let text = prompt.text
        #expect(text.hasPrefix("What shape is this? It is blue"))
        // The engine's news, ahead of time: each word with the moment the device will play its first sample.
        let heard: [(String, Double)] = [("What", 100.20), ("shape", 100.45), ("is", 100.80), ("this", 100.95), ("It", 101.40), ("blue", 101.70)]
        for (n, (word, at)) in heard.enumerated() {
            _ = reduce(&state, .wordHeard(prompt.serial, characters: place(of: word, in: text, occurrence: word == "is" && n > 2 ? 1 : 0), at: at))
        }
        _ = reduce(&state, .wordHeard(prompt.serial, characters: nil, at: 102.5))
        // The moments a front end wakes at (nextReadingChange), and what the state log says at each.
        var seen: [(Double, String?)] = []
        var moment = 100.0
        while let next = state.nextReadingChange {
            moment = next
            _ = reduce(&state, .tick(moment))
            seen.append((moment, Snapshot(state).reading))
        }
        #expect(seen.map(\.0) == [100.20, 100.45, 100.80, 100.95, 101.40, 101.70, 102.5])
        #expect(seen.map(\.1) == ["What", "shape", "is", "this", nil, nil, nil], "\(seen)")
        #expect(state.highlight == nil && state.nextReadingChange == nil, "after the end: nothing read, no more wake-ups")
        // Between two words: the earlier one.
        var between = try circle().0
        _ = reduce(&between, .wordHeard(prompt.serial, characters: place(of: "What", in: text), at: 100.2))
        _ = reduce(&between, .wordHeard(prompt.serial, characters: place(of: "shape", in: text), at: 100.45))
        _ = reduce(&between, .tick(100.3))
        #expect(between.highlight == Highlight(place: .question(word: 0), word: "What"))
        _ = reduce(&between, .tick(100.1))
        #expect(between.highlight == nil, "before the first word is heard")
    }

    @Test("the answers being read light their tiles in turn")
    func answersRead() throws {
        var (state, prompt, options) = try circle()
        let lesson = try #require(state.lesson)
        let tiles = state.question(of: lesson).answers
        _ = reduce(&state, .wordHeard(prompt.serial, characters: nil, at: 101))
        for (n, tile) in tiles.enumerated() {
            let word = tile.spoken.split(separator: " ").last.map(String.init) ?? ""
            _ = reduce(&state, .wordHeard(options.serial, characters: place(of: word, in: options.text), at: 102 + Double(n)))
        }
        for (n, tile) in tiles.enumerated() {
            _ = reduce(&state, .tick(102.5 + Double(n)))
            #expect(state.highlight?.place == .answer(tile.id), "tile \(n + 1) while '\(tile.spoken)' is heard")
        }
    }

    @Test("a hush, a new question, leaving the screen or the gate remove the highlight in the same step")
    func cuts() throws {
        let (start, prompt, _) = try circle()
        var state = start
        _ = reduce(&state, .wordHeard(prompt.serial, characters: place(of: "What", in: prompt.text), at: 100.1))
        _ = reduce(&state, .tick(100.2))
        #expect(Snapshot(state).reading == "What")
        for cut: Event in [.keyPressed(.character("s")), .keyPressed(.escape), .keyPressed(.character("g"))] {
            var copy = state
            _ = reduce(&copy, cut)
            #expect(Snapshot(copy).reading == nil, "\(cut)")
        }
        // News of the cut utterance that comes late is not taken.
        var hushed = state
        _ = reduce(&hushed, .keyPressed(.character("s")))
        _ = reduce(&hushed, .wordHeard(prompt.serial, characters: place(of: "shape", in: prompt.text), at: 100.3))
        _ = reduce(&hushed, .tick(100.4))
        #expect(hushed.highlight == nil && hushed.readAlong.marks.isEmpty)
        // A window too small: nothing is highlighted (nothing of the question is shown).
        var small = state
        _ = reduce(&small, .resized(Size(width: 20, height: 5)))
        #expect(small.highlight == nil)
    }

    @Test("the welcome and the caption are read along where they are shown")
    func welcomeAndCaption() throws {
        var home = AppState(content: pack, size: Size(width: 80, height: 24), now: 100, gateSeed: 1)
        let said = reduce(&home, .started(Launch())).compactMap { effect -> Utterance? in
            if case .speak(let utterance) = effect, utterance.kind == .welcome { return utterance }
            return nil
        }
        let welcome = try #require(said.first)
        _ = reduce(&home, .wordHeard(welcome.serial, characters: place(of: "play", in: welcome.text), at: 100.5))
        _ = reduce(&home, .tick(100.6))
        let words = pack.sentences.welcome.split(separator: " ")
        #expect(home.highlight == Highlight(place: .welcome(word: words.firstIndex { $0.hasPrefix("play") } ?? -1), word: "play"))

        var (state, _, _) = try circle()
        let wrong = reduce(&state, .keyPressed(.character("2"))).compactMap { effect -> Utterance? in
            if case .speak(let utterance) = effect, [.wrong, .right].contains(utterance.kind) { return utterance }
            return nil
        }
        let kind = try #require(wrong.first)
        let last = String(kind.text.split(separator: " ").last ?? "")
        _ = reduce(&state, .wordHeard(kind.serial, characters: place(of: last, in: kind.text), at: 101))
        _ = reduce(&state, .tick(101.1))
        #expect(state.highlight?.place == .caption(word: kind.text.split(separator: " ").count - 1))
    }

    @Test("Space again while the question is being repeated says it once more, slower; the setting turns it off")
    func slowerRepeat() throws {
        var (state, _, _) = try circle()
        func again(_ state: inout AppState) -> [Utterance] {
            reduce(&state, .keyPressed(.character(" "))).compactMap { effect -> Utterance? in
                if case .speak(let utterance) = effect { return utterance }
                return nil
            }
        }
        let first = again(&state)
        #expect(first.map(\.kind) == [.again, .options] && first.allSatisfy { !$0.slower }, "the first repeat at the normal rate")
        let second = again(&state)
        #expect(second.map(\.kind) == [.again, .options] && second.allSatisfy(\.slower), "asked again while repeating: slower")
        // Once the repeat has been heard to its end, Space is an ordinary repeat again.
        for serial in 1...state.utterances { _ = reduce(&state, .speechFinished(serial)) }
        #expect(again(&state).allSatisfy { !$0.slower })
        // Grown-ups turned it off: never slower.
        var off = try circle().0
        var settings = off.progress.settings
        settings.slowerRepeat = false
        off.progress.settings = settings
        _ = again(&off)
        #expect(again(&off).allSatisfy { !$0.slower })
    }

    @Test("pitch, gaps and slower-again are grown-ups' settings: stepped with their keys, applied and saved")
    func voiceSettings() throws {
        var state = AppState(content: pack, size: Size(width: 80, height: 24), now: 100, gateSeed: 3)
        _ = reduce(&state, .started(Launch()))
        _ = reduce(&state, .keyPressed(.character("g")))
        _ = reduce(&state, .lineTyped("\(state.gate.question.answer)"))
        #expect(state.screenID == .grownUps)
        var effects = reduce(&state, .keyPressed(.character("p")))
        #expect(state.progress.settings.pitch == 60 && effects.contains(.applySettings(state.progress.settings))
                && effects.contains(.save(state.progress)))
        effects = reduce(&state, .keyPressed(.character("g")))
        #expect(state.progress.settings.wordGap == 10 && effects.contains(.applySettings(state.progress.settings)))
        effects = reduce(&state, .keyPressed(.character("a")))
        #expect(state.progress.settings.slowerRepeat == false && effects.contains(.save(state.progress)))
        let file = try ProgressFile.decode(ProgressFile.encode(state.progress))
        #expect(file.settings == state.progress.settings, "saved and read back")
        for _ in 0..<4 { _ = reduce(&state, .keyPressed(.character("p"))) }
        #expect(state.progress.settings.pitch == Settings.defaultPitch, "round and round to the voice's own")
    }
}
