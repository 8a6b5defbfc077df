import Testing
@testable import KidsModel

/// The state machine, step by step: keyboard focus, clicks, quitting, and the counting taps.
extension ReducerTests {
    // MARK: - Focus and clicks

    @Test("keyboard focus moves over the choosable tiles only, saying each, and Enter chooses; a click says nothing")
    func focus() throws {
        var s = store()
        let h = Say(self)
        s.start(try Launch(activity: "shapes", in: pack), h.ask("shapes.circle", showing: 1), shown(lesson(2, 0, showing: 1), showing: 1))
        func move(_ key: Key, to control: Control, saying text: String) {
            s.press(key, [h.say(.focus, text)]) {
                $0.withLesson { $0.focus = control }
            }
        }
        // The tiles in this showing's order.
        let tiles = try #require(s.state.lesson.map { s.state.question(of: $0).answers })
        func tile(_ n: Int) -> Control { .answer(tiles[n].id) }
        move(.tab, to: tile(1), saying: tiles[1].spoken)
        move(.tab, to: tile(2), saying: tiles[2].spoken)
        move(.tab, to: .button(.hearAgain), saying: "Hear again")
        move(.tab, to: tile(0), saying: tiles[0].spoken)
        move(.backTab, to: .button(.hearAgain), saying: "Hear again")
        move(.home, to: tile(0), saying: tiles[0].spoken)
        move(.end, to: .button(.hearAgain), saying: "Hear again")
        s.press(.enter, h.ask("shapes.circle", showing: 1, kind: .again))
        move(.home, to: tile(0), saying: tiles[0].spoken)
        // Down to the first wrong tile (the circle is "a"); Enter sets it aside, and the focus goes to the first
        // choosable tile.
        let wrong = try #require(tiles.firstIndex { $0.id != "a" })
        for n in stride(from: 1, through: wrong, by: 1) { move(.down, to: tile(n), saying: tiles[n].spoken) }
        var missed = Progress()
        missed.misses = ["shapes.circle": 1]
        missed.review("shapes.circle", in: pack, right: false, at: 1000)
        missed.noteDay(run: "run", at: 1000, firstTry: false, star: false)
        let choosable = tiles.filter { $0.id != tiles[wrong].id }
        s.press(.enter, [.save(missed), h.say(.wrong, pack.sentences.wrong[0], id: "shapes.circle")]) {
            $0.withLesson {
                $0.setAside = [tiles[wrong].id]
                $0.round = Round(queue: [0, 1, 2, 0, 3, 4, 5, 6, 7], retries: [3])
                $0.focus = .answer(choosable[0].id)
            }
            $0.progress = missed
            $0.wrongTurn = 1
            $0.caption = pack.sentences.wrong[0]
        }
        move(.right, to: .answer(choosable[1].id), saying: choosable[1].spoken)
        let circle = try #require(s.state.layout?.rect(of: .answer("a")))
        var starred = missed
        starred.stars = ["shapes.circle": 1000]
        starred.noteDay(run: "run", at: 1000, firstTry: nil, star: true)
        s.send(.clicked(column: circle.x, row: circle.y), [.save(starred), h.say(.right, pack.sentences.right[0], id: "shapes.circle")]) {
            $0.withLesson {
                $0.answered = true
                $0.focus = .button(.lesson(.next))
            }
            $0.progress = starred
            $0.rightTurn = 1
            $0.caption = pack.sentences.right[0]
        }
    }

    @Test("clicks focus and choose tiles and buttons where the layout puts them")
    func clicks() throws {
        var s = store()
        let h = Say(self)
        welcomed(&s, h)
        let card = try #require(s.state.layout?.rect(of: .activity("letters")))
        s.send(.clicked(column: card.x + 1, row: card.y + 1), [h.stop()] + h.ask("letters.a", showing: 1), shown(lesson(1, 0, showing: 1), showing: 1))
        let tile = try #require(s.state.layout?.rect(of: .answer("b")))
        var missed = Progress()
        missed.misses = ["letters.a": 1]
        missed.review("letters.a", in: pack, right: false, at: 1000)
        missed.noteDay(run: "run", at: 1000, firstTry: false, star: false)
        let retried = [0, 1, 2, 0] + Array(3...9)
        s.send(.clicked(column: tile.x, row: tile.y), [.save(missed), h.say(.wrong, pack.sentences.wrong[0], id: "letters.a")]) {
            $0.withLesson {
                $0.setAside = ["b"] // letters.a: b is "M", wrong; a click does not move the focus, unless it was on b
                $0.round = Round(queue: retried, retries: [3])
                if $0.focus == .answer("b") { $0.focus = firstChoosable($0, setAside: ["b"]) }
            }
            $0.progress = missed
            $0.wrongTurn = 1
            $0.caption = pack.sentences.wrong[0]
        }
        s.send(.clicked(column: tile.x, row: tile.y), []) // a set-aside tile does nothing
        let right = try #require(s.state.layout?.rect(of: .answer("a")))
        var starred = missed
        starred.stars = ["letters.a": 1000]
        starred.noteDay(run: "run", at: 1000, firstTry: nil, star: true)
        s.send(.clicked(column: right.maxX - 1, row: right.maxY - 1), [.save(starred), h.say(.right, pack.sentences.right[0], id: "letters.a")]) {
            $0.withLesson {
                $0.answered = true
                $0.focus = .button(.lesson(.next))
            }
            $0.progress = starred
            $0.rightTurn = 1
            $0.caption = pack.sentences.right[0]
        }
        let next = try #require(s.state.layout?.rect(of: .button(.lesson(.next))))
        s.send(.clicked(column: next.x, row: next.y), [h.stop()] + h.ask("letters.b", showing: 2)) {
            shown(lesson(1, 1, showing: 2, queue: retried, retries: [3]), showing: 2)(&$0)
            $0.caption = nil
        }
        s.send(.clicked(column: 0, row: 0), []) // the header is not a control
        s.send(.clicked(column: -1, row: 500), [])
    }

    @Test("Ctrl-C quits from every screen")
    func interruptQuits() throws {
        var s = store()
        let h = Say(self)
        welcomed(&s, h)
        s.press(.interrupt, [.quit])
        openGate(&s, h)
        s.press(.interrupt, [.quit])
        s.send(.resized(Size(width: 10, height: 5)), []) { $0.size = Size(width: 10, height: 5) }
        s.press(.interrupt, [.quit])
    }

    // MARK: - Counting taps

    @Test("each thing to count lights up while its tap is heard: from the device's news, or at once when muted; a hush puts the light out")
    func tapsLight() throws {
        var s = store()
        let h = Say(self)
        s.start(try Launch(activity: "counting", question: "counting.3", in: pack), h.ask("counting.3", showing: 1),
                shown(lesson(0, 2, showing: 1), showing: 1))
        let first = try #require(s.state.tapping?.firstSerial)
        #expect(s.state.litObject == nil, "not before the first tap is heard")
        #expect(s.state.nextTapChange == nil, "nothing to wake up for yet")
        s.send(.tick(1002), []) { $0.now = 1002 }
        s.send(.speechStarted(first - 1), [])  // the answers began: no light yet
        s.send(.speechStarted(first), []) { $0.tapping?.start = 1002 }
        #expect(s.state.litObject == 1)
        #expect(s.state.nextTapChange == 1002 + Utterance.tapSeconds)
        s.send(.tick(1002 + Utterance.tapSeconds * 2.5), []) { $0.now = 1002 + Utterance.tapSeconds * 2.5 }
        #expect(s.state.litObject == 3)
        // The device started the third tap a little late: the light follows the sound, not the clock.
        s.send(.tick(1003.5), []) { $0.now = 1003.5 }
        s.send(.speechStarted(first + 2), []) { $0.tapping?.start = 1003.5 - 2 * Utterance.tapSeconds }
        #expect(s.state.litObject == 3)
        s.press("s", [h.stop(), h.say(.hush, "", muted: true)])
        #expect(s.state.litObject == nil && s.state.tapping == nil)

        var muted = store(muted: true)
        let m = Say(self, muted: true)
        muted.start(try Launch(activity: "counting", question: "counting.3", in: pack), m.ask("counting.3", showing: 1),
                    shown(lesson(0, 2, showing: 1), showing: 1))
        #expect(muted.state.litObject == 1, "muted: the lighting runs at once")
        muted.send(.tick(1000 + Utterance.tapSeconds * 1.5), []) { $0.now = 1000 + Utterance.tapSeconds * 1.5 }
        #expect(muted.state.litObject == 2)
        muted.send(.tick(1000 + Utterance.tapSeconds * 3.1), []) { $0.now = 1000 + Utterance.tapSeconds * 3.1 }
        #expect(muted.state.litObject == nil && muted.state.nextTapChange == nil, "after the last tap: dark, and no more wake-ups")
    }
}
