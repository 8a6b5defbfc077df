import Testing
@testable import KidsModel

/// The state machine, step by step: hush, where-am-I, numbers typed, line mode, the news of the speech and the state log.
extension ReducerTests {
    // MARK: - Hush and where-am-I

    @Test("s hushes whatever is said, and logs it; nothing else changes")
    func hush() throws {
        var s = store()
        let h = Say(self)
        s.start(try Launch(activity: "counting", question: "counting.3", in: pack), h.ask("counting.3", showing: 1),
                shown(lesson(0, 2, showing: 1), showing: 1))
        s.press("s", [h.stop(), h.say(.hush, "", muted: true)])
        s.type("s", [h.stop(), h.say(.hush, "", muted: true)])
        s.press(.escape, [h.stop()] + h.welcome()) {  // home for the first time: welcomed
            $0.screen = .home(Home(focus: .activity("counting")))
            $0.welcomed = true
        }
        s.press("s", [h.stop(), h.say(.hush, "", muted: true)])
    }

    @Test("w says the screen, the question, the stars and the focus")
    func whereAmI() throws {
        var progress = Progress(stars: ["counting.1": 1, "counting.2": 1, "letters.a": 1])
        for id in progress.stars.keys { progress.review(id, right: true, at: 1) }
        var s = store(progress: progress)
        let h = Say(self)
        welcomed(&s, h)
        s.press("w", [h.say(.whereami, "Home, 3 stars; on: Counting.")]) {
            $0.caption = "Home, 3 stars; on: Counting."
        }
        s.press("1", [h.stop()] + h.ask("counting.3", showing: 1)) {
            shown(lesson(0, 2, showing: 1, queue: Array(2...9) + [0, 1]), showing: 1)(&$0)
            $0.caption = nil
        }
        let second = try #require(s.state.lesson.map { s.state.question(of: $0).answers[1] })
        s.press(.tab, [h.say(.focus, second.spoken)]) {
            $0.withLesson { $0.focus = .answer(second.id) }
        }
        // The question's place in its round, not in the pack.
        let place = "Counting, question 1 of 10, 2 stars; on: \(second.spoken)."
        s.type("w", [h.say(.whereami, place)]) {
            $0.caption = place
        }
    }

    @Test("a number that is none of the answers said as numbers answers nothing: the choices are said again")
    func numberNotAnAnswer() throws {
        var s = store()
        let h = Say(self)
        s.start(try Launch(activity: "counting", question: "counting.4", in: pack), h.ask("counting.4", showing: 1),
                shown(lesson(0, 3, showing: 1), showing: 1))
        let choices = optionsReads(try #require(tiles("counting.4", showing: 1)))
        s.press("2", [h.say(.options, "3, 4 or 5?", id: "counting.4", reads: choices)])  // 3, 4 or 5: 2 is none, not a place
        s.type("2", [h.say(.options, "3, 4 or 5?", id: "counting.4", reads: choices)])
        #expect(s.state.lesson?.setAside == [])
    }

    @Test("numbers stand in counting order and are said so; ten is typed 1, then 0: the 1 is said and shown, and waits")
    func twoDigits() throws {
        var s = store()
        let h = Say(self)
        s.start(try Launch(activity: "counting", question: "counting.10", in: pack), h.ask("counting.10", showing: 1),
                shown(lesson(0, 9, showing: 1), showing: 1))
        let q = try #require(s.state.lesson.map { s.state.question(of: $0) })
        #expect(q.answers.map(\.label) == ["8", "9", "10"], "in counting order")
        #expect(s.state.content.optionsSaid(q, setAside: []).text == "8, 9 or 10?")
        s.press("1", [h.say(.notice, "1", id: "counting.10")]) {
            $0.withLesson { $0.typed = "1" }
            $0.caption = "1"
        }
        var starred = s.state.progress
        starred.review("counting.10", in: pack, right: true, at: 1000)
        starred.earnStar("counting.10", at: 1000)
        starred.noteDay(run: "run", at: 1000, firstTry: true, star: true)
        s.press("0", [.save(starred), h.say(.right, pack.sentences.right[0], id: "counting.10")]) {
            $0.withLesson {
                $0.typed = ""
                $0.answered = true
                $0.focus = .button(.lesson(.next))
            }
            $0.progress = starred
            $0.rightTurn = 1
            $0.caption = pack.sentences.right[0]
        }
        // A digit that begins no answer is forgotten, and the choices are said again.
        var t = store()
        t.start(try Launch(activity: "counting", question: "counting.10", in: pack), h.ask("counting.10", showing: 1),
                shown(lesson(0, 9, showing: 1), showing: 1))
        t.press("7", [h.say(.options, "8, 9 or 10?", id: "counting.10", reads: optionsReads(try #require(tiles("counting.10", showing: 1))))])
    }

    // MARK: - Line mode

    @Test("line mode: b on home says this is home and stays; a number opens; a line that means nothing gets a hint")
    func lines() throws {
        var s = store()
        let h = Say(self)
        welcomed(&s, h)
        s.type("b", [h.say(.notice, "This is home.")]) {
            $0.caption = "This is home."
        }
        s.type("banana", [.hint("(Type a number, or h, b, g, s, w or q.)")])
        s.type(" 1 ", [h.stop()] + h.ask("counting.1", showing: 1)) {
            shown(lesson(0, 0, showing: 1), showing: 1)(&$0)
            $0.caption = nil
        }
        s.type("H", h.ask("counting.1", showing: 1, kind: .again))
        s.type("b", [h.stop()]) {
            $0.screen = .home(Home(focus: .activity("counting")))
        }
        s.type("g", [h.stop(), h.say(.gate, pack.sentences.gate)]) {
            $0.overlays = [.gate(GateScreen())]
            $0.gate.open()
        }
        // A typed number is typed on the keypad, then checked.
        let answer = s.state.gate.question.answer
        s.type("\(answer)", [h.stop()]) {
            for c in String(answer) { $0.gate.type(c.wholeNumberValue ?? 0) }
            _ = $0.gate.submit(at: 1000)
            $0.overlays = [.grownUps(GrownUps())]
        }
        s.type("quit", [.quit])
    }

    // MARK: - Speech news

    @Test("speech state follows the news of the utterance playing; news of an older one changes nothing")
    func speechState() throws {
        var s = store()
        let h = Say(self)
        welcomed(&s, h)
        s.press(" ", h.welcome(.again))
        s.send(.speechFinished(2), []) // the first cards, cut by Hear again, end after it began
        #expect(Snapshot(s.state).speech == .speaking)
        s.send(.speechFinished(4), []) { $0.speaking = nil }
        s.send(.speechFailed("there is no sound device"), [h.say(.notice, "No sound: there is no sound device.", muted: true, reads: .nothing)]) {
            $0.soundProblem = "there is no sound device"
        }
        s.send(.speechFailed("the sound device failed"), [])  // told once
        #expect(Snapshot(s.state).speech == .unavailable)
        s.send(.voicesFound(["en-us", "en-gb"]), []) { $0.voices = ["en-us", "en-gb"] }
        s.send(.saveFailed("disk full"), []) {
            $0.notices = ["Progress could not be saved: disk full"]
            $0.saveTrouble = "Progress could not be saved: disk full"
        }
        s.send(.saveFailed("disk full"), [])
        // A save that goes through ends the trouble; the grown-ups' notice stays, as a record.
        s.send(.progressSaved(s.state.progress, child: nil), []) { $0.saveTrouble = nil }
        s.send(.leftAlone(folder: "/srv/1b", name: "fox.lock.d.stale-x"), []) {
            $0.notices.append("fox.lock.d.stale-x in /srv/1b was not made by kids, so kids left it alone. The command kids check-class /srv/1b tells the school's technician what is in the folder.")
        }
        s.send(.leftAlone(folder: "/srv/1b", name: "fox.lock.d.stale-x"), [])  // told once
    }

    @Test("the state log line has the keys of DESIGN §5, the caption among them")
    func snapshot() throws {
        var s = store(muted: true, progress: Progress(stars: ["counting.1": 1, "counting.2": 1]))
        let h = Say(self, muted: true)
        s.start(try Launch(activity: "counting", question: "counting.3", in: pack), h.ask("counting.3", showing: 1)) {
            $0.screen = lesson(0, 2, showing: 1)
            $0.lastAsked = "counting.3"
            $0.showings = 1
            $0.spokenShowing = 1
        }
        var missed = s.state.progress
        missed.noteMiss("counting.3")
        missed.review("counting.3", in: pack, right: false, at: 1000)
        missed.noteDay(run: "run", at: 1000, firstTry: false, star: false)
        s.press("2", [.save(missed), h.say(.wrong, pack.sentences.wrong[0], id: "counting.3")]) {
            $0.withLesson {
                $0.setAside = ["a"]
                $0.round = Round(queue: [2, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9], retries: [3])
                if $0.focus == .answer("a") { $0.focus = firstChoosable($0, setAside: ["a"]) }
            }
            $0.progress = missed
            $0.wrongTurn = 1
            $0.caption = pack.sentences.wrong[0]
        }
        #expect(Snapshot(s.state).jsonLine == """
        {"activity":"counting","answered":false,"caption":"Good try! Let's look again.","count":10,"focus":"b","index":3,\
        "kiosk":false,"layout":"side-by-side","level":1,"order":["a","b","c"],"question":"counting.3","round":"1/11","screen":"lesson",\
        "setAside":["a"],"size":"80x24","speech":"muted","stars":2}
        """)
    }
}
