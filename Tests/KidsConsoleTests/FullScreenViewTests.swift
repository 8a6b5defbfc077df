import Foundation
import KidsModel
import KidsStore
import Testing
import TestSupport
@testable import KidsConsole

@Suite("Full-screen views as text")
struct FullScreenViewTests {
    static let sizes = [Size(width: 40, height: 12), Size(width: 80, height: 24), Size(width: 120, height: 40),
                        Size(width: 60, height: 40)]
    let context = ViewContext(colors: false)

    func pack() throws -> ContentPack { try #require(LineViewTests.pack) }

    /// The screens to draw, each made by events from a fresh state.
    func screens() throws -> [(name: String, state: AppState)] {
        let fresh = AppState(content: try pack(), progress: Progress(stars: ["counting.sun.1": 1, "letters.a": 1]),
                             size: Size(width: 80, height: 24), now: 0, gateSeed: 4, muted: true,
                             dataPath: "/home/ada/.local/share/kids/progress.json", privacyPolicy: "/usr/share/doc/kids/PRIVACY.md")
        func after(_ events: [Event], from start: AppState = fresh) -> AppState {
            var state = start
            for event in events { _ = reduce(&state, event) }
            return state
        }
        func key(_ c: Character) -> Event { .keyPressed(.character(c)) }
        let home = Event.started(Launch())
        let lesson = Event.started(try Launch(activity: "counting", question: "counting.apple.3", in: try pack()))
        let shapes = Event.started(try Launch(activity: "shapes", question: "shapes.oval", in: try pack()))
        var done = after([shapes])
        done.playRoundToTheEnd()
        func open(_ activity: String, _ question: String) throws -> Event {
            .started(try Launch(activity: activity, question: question, in: try pack()))
        }
        var gateRight = after([key("g")])
        for c in String(gateRight.gate.question.answer) { _ = reduce(&gateRight, key(c)) }
        _ = reduce(&gateRight, .keyPressed(.enter))
        return [
            ("home", after([home])),
            ("lesson", after([lesson])),
            ("lesson-answered", after([lesson, key("2"), key("3")])),
            ("shapes-focus", after([shapes, .keyPressed(.tab), key("1")])),
            ("done", done),
            ("shapes-find", after([try open("shapes", "shapes.find.triangle"), .keyPressed(.tab)])),
            ("letters-match", after([try open("letters", "letters.match.b")])),
            ("counting-17", after([try open("counting", "counting.fish.17")])),
            ("gate", after([home, key("g"), key("4")])),
            ("grown-ups", gateRight),
            ("confirm-reset", after([key("r")], from: gateRight)),
            ("keyboard-wrong", after([try open("keyboard", "keyboard.home.f"), key("x")])),
            ("keyboard-sound", after([try open("keyboard", "keyboard.sound.m")])),
            ("keys", after([.started(try Launch(activity: "keys", in: try pack())), .keyPressed(.up)])),
            ("shelf", after([.started(try Launch(activity: "stories", in: try pack())), .keyPressed(.right)])),
            ("story", after([.started(try Launch(activity: "stories", story: "lost-ball", in: try pack())), .keyPressed(.right), .keyPressed(.tab),
                             .keyPressed(.tab)])),
            ("story-last", after([.started(try Launch(activity: "stories", story: "frog-log", in: try pack()))]
                                 + Array(repeating: .keyPressed(.right), count: 5))),
        ]
    }

    @Test("the drawn keyboard shows every key of every layout, at 40x12 the letters and digits, larger every label; the key pressed is lit")
    func keyboards() throws {
        let pack = try pack()
        for layout in KeyboardLayout.allCases {
            for size in Self.sizes + [Size(width: 200, height: 60)] {
                var state = AppState(content: pack, size: size, now: 0, gateSeed: 4, muted: true, keyboard: layout)
                _ = reduce(&state, .started(try Launch(activity: "keys", in: pack)))
                _ = reduce(&state, .keyPressed(.character("d")))
                let model = ScreenModel(state)
                let keyboard = try #require(model.keyboard)
                let frame = FullScreenView.frame(state, model: model, context: context)
                let text = frame.buffer.lines.joined(separator: "\n")
                // Every letter and digit; the names of the wider keys whole on a wide window, else begun.
                for cap in keyboard.rows.joined() {
                    let shown = cap.width == 1 || size.width >= 120 ? cap.label : String(cap.label.prefix(size.width < 60 ? 2 : 3))
                    #expect(text.contains(shown), "\(layout) at \(size): no '\(shown)'")
                }
                // The lit key, and only it, is in reverse video.
                let reversed = (0..<size.height).flatMap { y in (0..<size.width).filter { frame.buffer[$0, y].style.reverse && y > 0 }
                    .map { frame.buffer[$0, y].text } }.joined()
                #expect(reversed.trimmingCharacters(in: .whitespaces) == "D", "\(layout) at \(size): lit '\(reversed)'")
            }
        }
    }

    @Test("every screen at 40x12, 80x24, 120x40 and stacked at 60x40")
    func snapshots() throws {
        for (name, state) in try screens() {
            for size in Self.sizes {
                var sized = state
                _ = reduce(&sized, .resized(size))
                let frame = FullScreenView.frame(sized, context: context)
                var text = frame.buffer.lines.joined(separator: "\n")
                if let cursor = frame.cursor { text += "\ncursor \(cursor.x),\(cursor.y)" }
                assertSnapshot(text + "\n", named: "\(name)-\(size)")
            }
        }
    }

    @Test("the French pack's words on a lesson and the grown-ups' screen, at 80x24")
    func french() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let pack = try PackFolder.load(folder: root.appendingPathComponent("Content/fr").path).get()
        var state = AppState(content: pack, progress: Progress(misses: ["counting.apple.3": 2]), size: Size(width: 80, height: 24),
                             now: 0, gateSeed: 4, muted: true)
        _ = reduce(&state, .started(try Launch(activity: "counting", question: "counting.apple.3", in: pack)))
        _ = reduce(&state, .keyPressed(.character("2")))
        assertSnapshot(FullScreenView.frame(state, context: context).buffer.lines.joined(separator: "\n") + "\n", named: "fr-lesson-80x24")
        _ = reduce(&state, .keyPressed(.character("g")))
        for c in String(state.gate.question.answer) { _ = reduce(&state, .keyPressed(.character(c))) }
        _ = reduce(&state, .keyPressed(.enter))
        assertSnapshot(FullScreenView.frame(state, context: context).buffer.lines.joined(separator: "\n") + "\n", named: "fr-grown-ups-80x24")
    }

    @Test("a game's introduction and a teacher's model are shown whole on a question's first rows at 80x24 and 120x40, not cut after one")
    func longCaption() throws {
        let pack = try pack()
        for size in [Size(width: 80, height: 24), Size(width: 120, height: 40)] {
            var state = AppState(content: pack, size: size, now: 0, gateSeed: 1, muted: true)
            _ = reduce(&state, .started(try Launch(activity: "listen", question: "listen.rhymes.cat", in: pack)))
            let caption = try #require(state.caption, "the introduction is captioned")
            let shown = FullScreenView.frame(state, context: context).buffer.lines.prefix(5).joined(separator: " ")
            let words = caption.split(separator: " ").map(String.init)
            #expect(words.allSatisfy(shown.contains) && !shown.contains("…"), "\(size): \(caption) in \(shown)")
        }
    }

    @Test("too small: the message, nothing else")
    func tooSmall() throws {
        var state = AppState(content: try pack(), size: Size(width: 39, height: 12), now: 0, gateSeed: 1)
        _ = reduce(&state, .started(Launch()))
        let words = FullScreenView.frame(state).buffer.lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(words == "Make this window bigger: at least 40 × 12. (q quits)")
        _ = reduce(&state, .resized(Size(width: 12, height: 3)))
        #expect(FullScreenView.frame(state).buffer.lines.count == 3, "even a tiny window gets a frame")
    }
}

extension FullScreenViewTests {
    @Test("the object being tapped is drawn bold, the others dimmed, never reversed; each counted one keeps its number under it")
    func litObject() throws {
        var state = AppState(content: try pack(), size: Size(width: 80, height: 24), now: 0, gateSeed: 4, muted: true)
        _ = reduce(&state, .started(try Launch(activity: "counting", question: "counting.apple.3", in: try pack())))
        let first = FullScreenView.frame(state, context: context).buffer
        _ = reduce(&state, .tick(Utterance.tapSeconds * 1.5))
        let second = FullScreenView.frame(state, context: context).buffer
        _ = reduce(&state, .tick(Utterance.tapSeconds * 4))
        let after = FullScreenView.frame(state, context: context).buffer
        /// The drawing's cells (block elements) below the header and above the footer, with their style.
        func art(_ buffer: Buffer) -> [(point: Point, style: Style)] {
            (1..<(buffer.size.height - 1)).flatMap { y in
                (0..<buffer.size.width).compactMap { x in
                    let cell = buffer[x, y]
                    return (0x2580...0x259F).contains(cell.text.unicodeScalars.first?.value ?? 0) ? (Point(x: x, y: y), cell.style) : nil
                }
            }
        }
        for buffer in [first, second, after] {
            #expect(!art(buffer).isEmpty && art(buffer).allSatisfy { !$0.style.reverse }, "never reversed")
        }
        #expect(art(first).contains { $0.style.bold } && art(first).contains { $0.style.dim }, "one lit, the others dimmed")
        #expect(art(first).filter(\.style.bold).map(\.point) != art(second).filter(\.style.bold).map(\.point), "the light moved on")
        #expect(!art(after).contains { $0.style.bold || $0.style.dim }, "after the last tap: all drawn alike")
        // The numbers: "1" under the first, then "1 2", then all three, kept after the last tap.
        func numbers(_ buffer: Buffer) -> [String] {
            buffer.lines.dropFirst().dropLast().flatMap { $0.prefix(40).split(separator: " ").map(String.init) }.filter { ["1", "2", "3"].contains($0) }
        }
        #expect(numbers(first) == ["1"])
        #expect(numbers(second) == ["1", "2"])
        #expect(numbers(after) == ["1", "2", "3"])
    }
}

extension FullScreenViewTests {
    @Test("the word being heard is drawn in reverse video and underlined, in the question's text and on the tile being read")
    func readAlong() throws {
        var state = AppState(content: try pack(), size: Size(width: 80, height: 24), now: 0, gateSeed: 4, seed: 1)
        let said = reduce(&state, .started(try Launch(activity: "shapes", question: "shapes.circle", in: try pack())))
            .compactMap { effect -> Utterance? in
                if case .speak(let utterance) = effect { return utterance }
                return nil
            }
        let prompt = try #require(said.first { $0.kind == .question })
        let options = try #require(said.first { $0.kind == .options })
        // "shape" is the 6th to 10th Unicode scalars of "What shape is this? …".
        _ = reduce(&state, .wordHeard(prompt.serial, characters: 5..<10, at: 0.5))
        _ = reduce(&state, .tick(0.6))
        let buffer = FullScreenView.frame(state, context: context).buffer
        let row = try #require(buffer.lines.firstIndex { $0.contains("What shape is this?") })
        let x = try #require(buffer.lines[row].range(of: "shape")).lowerBound.utf16Offset(in: buffer.lines[row])
        let start = try #require(buffer.lines[row].range(of: "What")).lowerBound.utf16Offset(in: buffer.lines[row])
        #expect((x..<x + 5).allSatisfy { buffer[$0, row].style.reverse && buffer[$0, row].style.underline })
        #expect(!buffer[start, row].style.reverse && !buffer[x + 6, row].style.reverse, "only the word heard")
        // The answers: the first tile while its words are heard.
        let first = try #require(state.lesson.map { state.question(of: $0).answers[0] })
        let word = try #require(first.spoken.split(separator: " ").last)
        let offset = try #require(options.text.range(of: String(word))).lowerBound.utf16Offset(in: options.text)
        _ = reduce(&state, .wordHeard(options.serial, characters: offset..<offset + word.count, at: 1))
        _ = reduce(&state, .tick(1.1))
        let tiles = FullScreenView.frame(state, context: context).buffer
        let tile = try #require(state.layout?.rect(of: .answer(first.id)))
        #expect(tiles[tile.x + 1, tile.y].style.reverse, "the tile's key is in reverse video")
        let label = (tile.y..<tile.maxY).first { tiles.lines[$0].contains(first.label) } ?? -1
        let labelX = tiles.lines[label].range(of: first.label).map { $0.lowerBound.utf16Offset(in: tiles.lines[label]) } ?? -1
        #expect(tiles[labelX, label].style.reverse && tiles[labelX, label].style.underline, "and its label")
    }
}

extension FullScreenViewTests {
    /// The cells a question's picture covers at a size: drawn characters (blocks, lines, symbols) in the question
    /// pane, not its words; and whether any of them is in reverse video.
    func pictureCells(_ language: String, _ question: String, size: Size) throws -> (covered: Int, reversed: Int) {
        let folder = Binary.root.appendingPathComponent("Content/" + language).path
        let content = try PackFolder.load(folder: folder).get()
        var state = AppState(content: content, size: size, now: 0, gateSeed: 4, muted: true)
        _ = reduce(&state, .started(try Launch(activity: "counting", question: question, in: content)))
        let buffer = FullScreenView.frame(state, context: context).buffer
        let pane = try #require(state.layout?.primary)
        var covered = 0, reversed = 0
        for y in pane.y..<pane.maxY {
            for x in pane.x..<pane.maxX where (buffer[x, y].text.unicodeScalars.first?.value ?? 0) >= 0x2500 {
                covered += 1
                if buffer[x, y].style.reverse { reversed += 1 }
            }
        }
        return (covered, reversed)
    }

    @Test("pictures fill their place at 100x30: one sun covers 150 cells or more, seven flowers 300, none reversed",
          arguments: ["en", "fr", "es", "de"])
    func picturesFillTheirPlace(language: String) throws {
        let size = Size(width: 100, height: 30)
        let sun = try pictureCells(language, "counting.sun.1", size: size)
        let flowers = try pictureCells(language, "counting.flower.7", size: size)
        #expect(sun.covered >= 150, "one sun: \(sun.covered) cells")
        #expect(flowers.covered >= 300, "seven flowers: \(flowers.covered) cells")
        #expect(sun.reversed == 0 && flowers.reversed == 0)
    }

    @Test("home's news of a save that failed: its own sentence when the whole does not fit, and a path too long for four lines ends in an ellipsis, never cut silently")
    func saveTroubleNews() throws {
        func news(_ reason: String, size: Size) throws -> [String] {
            var state = AppState(content: try pack(), size: size, now: 0, gateSeed: 4, muted: true, child: "fox", children: ["fox"])
            _ = reduce(&state, .started(Launch()))
            _ = reduce(&state, .saveFailed(reason))
            let lines = FullScreenView.frame(state, context: context).buffer.lines
            guard let first = lines.firstIndex(where: { $0.contains("Progress could not") }) else { return [] }
            // (A button beside the pane, on a line of its own or beside the news, is not the news.)
            return lines[first..<(lines.count - 1)].map { $0.replacing(/\[[^\]]*\]/, with: "").trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        let full = try news("could not lock /srv/1b/fox.lock.d (No space left on device)", size: Size(width: 80, height: 24))
        #expect(full.count == 3 && full.joined(separator: " ").hasSuffix("(No space left on device)."), "\(full)")
        let long = try news("could not lock /srv/kids/a-school-with-a-very-long-name/class-1b-of-the-year/fox.lock.d (No space left on device)",
                            size: Size(width: 80, height: 24))
        #expect(long.count == 4 && long.last?.hasSuffix("…") == true, "\(long)")
        let wide = try news("could not lock /srv/1b/fox.lock.d (No space left on device)", size: Size(width: 120, height: 40))
        // Wide enough, the whole is shown (the lines here run on into the tiles beside the pane).
        #expect(wide.joined(separator: " ").contains("each new star tries") && wide.joined(separator: " ").contains("again to save them all."), "\(wide)")
    }
}
