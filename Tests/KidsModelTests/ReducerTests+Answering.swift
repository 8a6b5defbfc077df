import Testing
@testable import KidsModel

/// The state machine, step by step: answering, rounds and the end of a round.
extension ReducerTests {
    // MARK: - Answering

    @Test("a wrong answer is set aside with a kind word, captioned and saved; the right one earns a star once, then Next")
    func answering() throws {
        var s = store()
        let h = Say(self)
        s.start(try Launch(activity: "counting", in: pack), h.ask("counting.1", showing: 1), shown(lesson(0, 0, showing: 1), showing: 1))
        // counting.1 shows one sun; answers 1, 2, 3. The child presses 2: the tile labelled 2, wherever it is.
        // A miss at the first try: reviewed tomorrow, and asked again in this round after two others.
        var missed = Progress()
        missed.misses = ["counting.1": 1]
        missed.review("counting.1", in: pack, right: false, at: 1000)
        missed.noteDay(run: "run", at: 1000, firstTry: false, star: false)
        let retried = [0, 1, 2, 0, 3, 4, 5, 6, 7, 8, 9]
        s.press("2", [.save(missed), h.say(.wrong, pack.sentences.wrong[0], id: "counting.1")]) {
            $0.withLesson {
                $0.setAside = ["b"]
                $0.round = Round(queue: retried, retries: [3])
                if $0.focus == .answer("b") { $0.focus = firstChoosable($0, setAside: ["b"]) }
            }
            $0.progress = missed
            $0.wrongTurn = 1
            $0.caption = pack.sentences.wrong[0]
        }
        s.press("2", []) // set aside: no longer choosable
        s.send(.resized(Size(width: 60, height: 40)), []) { $0.size = Size(width: 60, height: 40) }
        s.press(" ", h.ask("counting.1", showing: 1, kind: .again, setAside: ["b"])) {
            $0.caption = nil  // the question said again: the kind word is over
        }
        s.send(.tick(1500), []) { $0.now = 1500 }
        var starred = missed
        starred.stars = ["counting.1": 1500]
        starred.noteDay(run: "run", at: 1500, firstTry: nil, star: true)
        s.press("1", [.save(starred), h.say(.right, pack.sentences.right[0], id: "counting.1")]) {
            $0.withLesson {
                $0.answered = true
                $0.focus = .button(.lesson(.next))
            }
            $0.progress = starred
            $0.rightTurn = 1
            $0.caption = pack.sentences.right[0]
        }
        s.press("3", []) // answered: nothing more to choose
        // The store merged what another copy saved meanwhile: that is what the app holds now.
        var merged = starred
        merged.stars["letters.a"] = 1400
        s.send(.progressSaved(merged), []) { $0.progress = merged }
        s.press("n", [h.stop()] + h.ask("counting.2", showing: 2)) {
            shown(lesson(0, 1, showing: 2, queue: retried, retries: [3]), showing: 2)(&$0)
            $0.caption = nil  // the next showing: the praise is gone
        }
        #expect(Snapshot(s.state).round == "2/11")
    }

    @Test("a question missed at its first try comes back in the round after two others, as a second try that leaves its review alone")
    func retryInRound() throws {
        var s = store(muted: true)
        let h = Say(self, muted: true)
        s.start(try Launch(activity: "counting", in: pack), h.ask("counting.1", showing: 1), shown(lesson(0, 0, showing: 1), showing: 1))
        // Missed, then found; then three questions answered right (each step checked in other tests).
        s.skip(.lineTyped("3"), .lineTyped("1"))
        for _ in 0..<2 {
            s.skip(.lineTyped(""))  // Enter: next
            s.skip(.lineTyped(String(s.state.content.activities[0].questions[s.state.lesson?.question ?? 0].picture.count)))
        }
        s.skip(.lineTyped(""))
        #expect(s.state.lesson?.question == 0, "counting.1 again, after counting.2 and counting.3")
        #expect(s.state.lesson?.round.isRetry == true)
        #expect(Snapshot(s.state).round == "4/11")
        // Right on the second try: praised, nothing saved (the star is there, and a second try is no first try).
        let praise = pack.sentences.right[3 % pack.sentences.right.count]
        s.type("1", [h.say(.right, praise, id: "counting.1")]) {
            $0.withLesson {
                $0.answered = true
                $0.focus = .button(.lesson(.next))
            }
            $0.rightTurn = 4
            $0.caption = praise
        }
        #expect(s.state.progress.reviews["counting.2"]?.box == Review.rightAtOnce, "right at once: back in 2 days")
    }

    @Test("answering a starred question again adds no star; its first try is still reviewed and saved")
    func starOnce() throws {
        var s = store(progress: Progress(stars: ["counting.1": 5]))
        let h = Say(self)
        s.start(try Launch(activity: "counting", question: "counting.1", in: pack), h.ask("counting.1", showing: 1),
                shown(lesson(0, 0, showing: 1), showing: 1))
        var reviewed = s.state.progress
        reviewed.review("counting.1", in: pack, right: false, at: 1000)
        reviewed.noteDay(run: "run", at: 1000, firstTry: false, star: false)
        s.press("3", [.save(reviewed), h.say(.wrong, pack.sentences.wrong[0], id: "counting.1")]) {
            $0.withLesson {
                $0.setAside = ["c"]
                $0.round = Round(queue: [0, 1, 2, 0, 3, 4, 5, 6, 7, 8, 9], retries: [3])
                if $0.focus == .answer("c") { $0.focus = firstChoosable($0, setAside: ["c"]) }
            }
            $0.progress = reviewed
            $0.wrongTurn = 1
            $0.caption = pack.sentences.wrong[0]
        }
        s.press("1", [h.say(.right, pack.sentences.right[0], id: "counting.1")]) {  // counting: the number itself
            $0.withLesson {
                $0.answered = true
                $0.focus = .button(.lesson(.next))
            }
            $0.rightTurn = 1
            $0.caption = pack.sentences.right[0]
        }
        #expect(s.state.progress.stars == ["counting.1": 5])
    }

    @Test("a round takes the questions due for review first, then new ones in pack order, then those due soonest")
    func roundOrder() throws {
        var progress = Progress(stars: ["letters.a": 1, "letters.b": 1])
        progress.reviews = ["letters.a": Review(box: 4, due: 1000 + 16 * Review.day, seen: 1),
                            "letters.b": Review(box: 0, due: 999, seen: 1)]
        var s = store(progress: progress)
        let h = Say(self)
        welcomed(&s, h)
        s.press("2", [h.stop()] + h.ask("letters.b", showing: 1), shown(lesson(1, 1, showing: 1, queue: Array(1...10)), showing: 1))
        // With nothing new left, the questions due soonest fill the round.
        var seen = Progress()
        for (n, q) in pack.activities[2].questions.enumerated() { seen.review(q.id, right: true, at: Double(n)) }
        #expect(Round.make(pack.activities[2], progress: seen, now: 1000).queue == Array(0..<8))
        #expect(Round.make(pack.activities[2], progress: seen, now: 1000, last: 0).queue == [1, 0] + Array(2..<8),
                "never the question asked just before")
    }

    @Test("the round's last question leads to All done, said with the stars in words; Play Again and Home")
    func doneScreen() throws {
        var s = store(progress: Progress(stars: ["shapes.circle": 1]))
        let h = Say(self)
        s.start(try Launch(activity: "shapes", question: "shapes.oval", in: pack), h.ask("shapes.oval", showing: 1),
                shown(lesson(2, 7, showing: 1), showing: 1))
        // The round: oval, then the others in pack order; the first seven are answered right at once.
        let shapes = pack.activities[2].questions
        for _ in 0..<7 {
            let q = try #require(s.state.lesson.map { s.state.question(of: $0) })
            s.skip(.keyPressed(.character(Character(key(q.correct, s)))), .keyPressed(.enter))
        }
        #expect(s.state.lesson?.question == 6 && Snapshot(s.state).round == "8/8")
        var starred = s.state.progress
        starred.stars["shapes.diamond"] = 1000
        starred.review("shapes.diamond", in: pack, right: true, at: 1000)
        starred.noteDay(run: "run", at: 1000, firstTry: true, star: true)
        s.press(key(shapes[6].correct, s), [.save(starred), h.say(.right, pack.sentences.right[7 % pack.sentences.right.count], id: "shapes.diamond")]) {
            $0.withLesson {
                $0.answered = true
                $0.focus = .button(.lesson(.next))
            }
            $0.progress = starred
            $0.rightTurn = 8
            $0.caption = pack.sentences.right[7 % pack.sentences.right.count]
        }
        s.press(.enter, [h.stop(), h.say(.done, "\(pack.sentences.done) 8 stars.", id: "shapes")]) {
            $0.screen = .done(Done(activity: 2))
            $0.caption = nil
        }
        s.press(.right, [h.say(.focus, "Home")]) {
            $0.screen = .done(Done(activity: 2, focus: .button(.back)))
        }
        s.press(.left, [h.say(.focus, "Play again")]) {
            $0.screen = .done(Done(activity: 2, focus: .button(.done(.playAgain))))
        }
        s.press(" ", []) // nothing to hear again on the done screen
        // Play Again: a new round. Nothing is due or new, so the questions due soonest, in pack order, but not
        // beginning with the diamond just asked.
        s.press("p", [h.stop()] + h.ask("shapes.circle", showing: 9), shown(lesson(2, 0, showing: 9, queue: Array(0..<8)), showing: 9))
    }

    @Test("a resize never speaks, cuts speech, or changes the question, the set-aside answer or the focus")
    func resizeChangesNothing() throws {
        var s = store()
        let h = Say(self)
        s.start(try Launch(activity: "letters", in: pack), h.ask("letters.a", showing: 1), shown(lesson(1, 0, showing: 1), showing: 1))
        let second = try #require(s.state.lesson.map { s.state.question(of: $0).answers[1] })
        s.press(.tab, [h.say(.focus, second.spoken)]) {
            $0.withLesson { $0.focus = .answer(second.id) }
        }
        for size in [Size(width: 60, height: 40), Size(width: 120, height: 40), Size(width: 30, height: 8), Size(width: 80, height: 24)] {
            s.send(.resized(size), []) { $0.size = size }
        }
    }
}
