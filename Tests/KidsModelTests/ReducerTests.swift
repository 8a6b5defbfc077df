import Testing
@testable import KidsModel

/// The state machine, step by step: every step spells out every effect and every change of state.
@Suite("The app state machine")
struct ReducerTests {
    let pack: ContentPack
    let size = Size(width: 80, height: 24)

    init() throws {
        pack = try Fixtures.english()
    }

    func store(muted: Bool = false, size: Size? = nil, progress: Progress = Progress()) -> TestStore {
        TestStore(AppState(content: pack, progress: progress, size: size ?? self.size, now: 1000, gateSeed: 5, muted: muted))
    }

    func say(_ kind: Utterance.Kind, _ text: String, id: String? = nil, muted: Bool = false, _ serial: Int) -> Effect {
        .speak(Utterance(kind: kind, id: id, text: text, muted: muted, serial: serial))
    }

    /// The prompt of a question, as the question effect says it.
    func ask(_ id: String, _ serial: Int, kind: Utterance.Kind = .question, muted: Bool = false) -> Effect {
        say(kind, pack.activities.flatMap(\.questions).first { $0.id == id }?.spoken ?? "?", id: id, muted: muted, serial)
    }

    var welcome: String { pack.sentences.welcome }

    /// A lesson as the reducer makes it: focus on the first answer.
    func lesson(_ activity: Int, _ question: Int, showing: Int) -> Screen {
        .lesson(Lesson(activity: activity, question: question, focus: .answer("a"), showing: showing))
    }

    /// What changes when the utterance with `serial` starts playing.
    func speaking(_ serial: Int) -> (inout AppState) -> Void {
        { state in
            state.utterances = serial
            state.speaking = serial
        }
    }

    /// The state change of a newly shown question whose prompt is utterance `serial`.
    func shown(_ screen: Screen, showing: Int, serial: Int) -> (inout AppState) -> Void {
        { state in
            state.screen = screen
            state.showings = showing
            state.spokenShowing = showing
            state.utterances = serial
            state.speaking = serial
        }
    }

    // MARK: - Starting

    @Test("home welcomes once; a digit opens an activity at its first question, spoken once; Esc goes home")
    func openActivity() throws {
        var s = store()
        s.start(Launch(), [say(.welcome, welcome, 1)]) {
            $0.welcomed = true
            speaking(1)(&$0)
        }
        s.send(.resized(Size(width: 100, height: 30)), []) { $0.size = Size(width: 100, height: 30) }
        s.press("1", [.stopSpeech, ask("counting.1", 2)], shown(lesson(0, 0, showing: 1), showing: 1, serial: 2))
        s.press(.escape, [.stopSpeech]) {
            $0.screen = .home(focus: .activity("counting"))
            $0.speaking = nil
        }
        s.press(" ", [say(.again, welcome, 3)], speaking(3))
    }

    @Test("--reset-state and --open are applied in that order: the activity opens at its first question after the reset")
    func launchOrder() throws {
        var s = store(progress: Progress(stars: ["counting.1": 5]))
        s.start(try Launch(resetProgress: true, activity: "counting", in: pack), [.save(Progress(resetAt: 1000)), ask("counting.1", 1)]) {
            $0.progress = Progress(resetAt: 1000)
            shown(lesson(0, 0, showing: 1), showing: 1, serial: 1)(&$0)
        }
        // Without the reset, the first question without a star.
        var kept = store(progress: Progress(stars: ["counting.1": 5]))
        kept.start(try Launch(activity: "counting", in: pack), [ask("counting.2", 1)], shown(lesson(0, 1, showing: 1), showing: 1, serial: 1))
        // --question wins over the first without a star.
        var chosen = store(progress: Progress(stars: ["counting.1": 5]))
        chosen.start(try Launch(activity: "counting", question: "counting.1", in: pack), [ask("counting.1", 1)],
                    shown(lesson(0, 0, showing: 1), showing: 1, serial: 1))
    }

    @Test("--open with an unknown activity or question is refused with the choices; a place out of range opens nothing")
    func launchProblems() throws {
        #expect(throws: Launch.Problem.unknownActivity("colours", known: ["counting", "letters", "shapes"])) {
            try Launch(activity: "colours", in: pack)
        }
        #expect(throws: Launch.Problem.unknownQuestion("counting.99", activity: "counting")) {
            try Launch(activity: "counting", question: "counting.99", in: pack)
        }
        #expect(try Launch(activity: "shapes", question: "shapes.oval", in: pack).place == Launch.Place(activity: 2, question: 7))
        #expect(try Launch(activity: nil, in: pack) == Launch())
        var s = store()
        var stray = Launch()
        stray.place = Launch.Place(activity: 7, question: nil)
        s.start(stray, [say(.welcome, welcome, 1)]) {
            $0.welcomed = true
            speaking(1)(&$0)
        }
    }

    // MARK: - Answering

    @Test("a wrong answer is set aside with a kind word and saved; the right one earns a star once, then Next")
    func answering() throws {
        var s = store()
        s.start(try Launch(activity: "counting", in: pack), [ask("counting.1", 1)], shown(lesson(0, 0, showing: 1), showing: 1, serial: 1))
        // counting.1 shows one sun; answers 1, 2, 3. The child presses 2: the tile labelled 2.
        var missed = Progress()
        missed.misses = ["counting.1": 1]
        s.press("2", [.save(missed), say(.wrong, pack.sentences.wrong[0], id: "counting.1", 2)]) {
            $0.withLesson { $0.setAside = ["b"] }
            $0.progress = missed
            $0.wrongTurn = 1
            speaking(2)(&$0)
        }
        s.press("2", []) // set aside: no longer choosable
        s.send(.resized(Size(width: 60, height: 40)), []) { $0.size = Size(width: 60, height: 40) }
        s.press(" ", [ask("counting.1", 3, kind: .again)], speaking(3))
        s.send(.tick(1500), []) { $0.now = 1500 }
        var starred = missed
        starred.stars = ["counting.1": 1500]
        s.press("1", [.save(starred), say(.right, pack.sentences.right[0], id: "counting.1", 4)]) {
            $0.withLesson {
                $0.answered = true
                $0.focus = .button(.next)
            }
            $0.progress = starred
            $0.rightTurn = 1
            speaking(4)(&$0)
        }
        s.press("3", []) // answered: nothing more to choose
        // The store merged what another copy saved meanwhile: that is what the app holds now.
        var merged = starred
        merged.stars["letters.a"] = 1400
        s.send(.progressSaved(merged), []) { $0.progress = merged }
        s.press("n", [.stopSpeech, ask("counting.2", 5)], shown(lesson(0, 1, showing: 2), showing: 2, serial: 5))
    }

    @Test("answering a starred question again adds no star and saves nothing")
    func starOnce() throws {
        var s = store(progress: Progress(stars: ["counting.1": 5]))
        s.start(try Launch(activity: "counting", question: "counting.1", in: pack), [ask("counting.1", 1)],
               shown(lesson(0, 0, showing: 1), showing: 1, serial: 1))
        s.press("3", [say(.wrong, pack.sentences.wrong[0], id: "counting.1", 2)]) {
            $0.withLesson { $0.setAside = ["c"] }
            $0.wrongTurn = 1
            speaking(2)(&$0)
        }
        s.press(.enter, [say(.right, pack.sentences.right[0], id: "counting.1", 3)]) {
            $0.withLesson {
                $0.answered = true
                $0.focus = .button(.next)
            }
            $0.rightTurn = 1
            speaking(3)(&$0)
        }
        #expect(s.state.progress.stars == ["counting.1": 5])
    }

    @Test("an activity starts at its first question without a star")
    func startsAtFirstUnstarred() throws {
        var s = store(progress: Progress(stars: ["letters.a": 1, "letters.b": 1]))
        s.start(Launch(), [say(.welcome, welcome, 1)]) {
            $0.welcomed = true
            speaking(1)(&$0)
        }
        s.press("2", [.stopSpeech, ask("letters.c", 2)], shown(lesson(1, 2, showing: 1), showing: 1, serial: 2))
    }

    @Test("the last question leads to All done; Play Again and Home")
    func doneScreen() throws {
        var s = store(progress: Progress(stars: ["shapes.circle": 1]))
        s.start(try Launch(activity: "shapes", question: "shapes.oval", in: pack), [ask("shapes.oval", 1)],
               shown(lesson(2, 7, showing: 1), showing: 1, serial: 1))
        var starred = s.state.progress
        starred.stars["shapes.oval"] = 1000
        s.press("2", [.save(starred), say(.right, pack.sentences.right[0], id: "shapes.oval", 2)]) { // oval is answer b
            $0.withLesson {
                $0.answered = true
                $0.focus = .button(.next)
            }
            $0.progress = starred
            $0.rightTurn = 1
            speaking(2)(&$0)
        }
        s.press(.enter, [.stopSpeech, say(.done, "\(pack.sentences.done) ★ 2/8", id: "shapes", 3)]) {
            $0.screen = .done(Done(activity: 2))
            speaking(3)(&$0)
        }
        s.press(.right, []) { $0.screen = .done(Done(activity: 2, focus: .button(.home))) }
        s.press(.left, []) { $0.screen = .done(Done(activity: 2, focus: .button(.playAgain))) }
        s.press(" ", []) // nothing to hear again on the done screen
        // Play Again starts at the first question without a star: shapes.square.
        s.press("p", [.stopSpeech, ask("shapes.square", 4)], shown(lesson(2, 1, showing: 2), showing: 2, serial: 4))
    }

    @Test("a resize never speaks, cuts speech, or changes the question, the set-aside answer or the focus")
    func resizeChangesNothing() throws {
        var s = store()
        s.start(try Launch(activity: "letters", in: pack), [ask("letters.a", 1)], shown(lesson(1, 0, showing: 1), showing: 1, serial: 1))
        s.press(.tab, []) { $0.withLesson { $0.focus = .answer("b") } }
        for size in [Size(width: 60, height: 40), Size(width: 120, height: 40), Size(width: 30, height: 8), Size(width: 80, height: 24)] {
            s.send(.resized(size), []) { $0.size = size }
        }
    }

    // MARK: - The gate

    /// Types a number on the gate's keypad, one checked step a digit.
    func type(_ number: Int, _ s: inout TestStore) {
        for c in String(number) {
            s.press(String(c), []) { $0.gate.type(c.wholeNumberValue ?? 0) }
        }
    }

    /// Opens the gate from a child's screen: its sentence is utterance `serial`.
    func openGate(_ s: inout TestStore, serial: Int) {
        let locked = s.state.gate.isLocked(at: s.state.now)
        s.press("g", [.stopSpeech, say(.gate, pack.sentences.gate, serial)]) {
            $0.overlay = .gate
            if !locked { $0.gate.open() }
            speaking(serial)(&$0)
        }
    }

    /// Answers the gate, right or wrong, and checks where that leads.
    func answerGate(_ s: inout TestStore, right: Bool) {
        type(s.state.gate.question.answer + (right ? 0 : 1), &s)
        s.press(.enter, [.stopSpeech]) {
            _ = $0.gate.submit(at: $0.now)
            $0.overlay = right ? .grownUps(GrownUps()) : nil
            $0.speaking = nil
        }
    }

    @Test("the gate says its sentence; closing it returns to the question without repeating it")
    func gateReturn() throws {
        var s = store()
        s.start(try Launch(activity: "counting", in: pack), [ask("counting.1", 1)], shown(lesson(0, 0, showing: 1), showing: 1, serial: 1))
        openGate(&s, serial: 2)
        s.press("1", []) { $0.gate.type(1) }
        s.press("x", [])
        s.press(.escape, [.stopSpeech]) {
            $0.overlay = nil
            $0.speaking = nil
        }
    }

    @Test("a wrong gate answer closes it and the next opening asks something else; the right one opens; Done locks it")
    func gateAnswers() throws {
        var s = store()
        s.start(Launch(), [say(.welcome, welcome, 1)]) {
            $0.welcomed = true
            speaking(1)(&$0)
        }
        openGate(&s, serial: 2)
        let first = s.state.gate.question
        answerGate(&s, right: false)
        openGate(&s, serial: 3)
        #expect(s.state.gate.question.answer != first.answer)
        answerGate(&s, right: true)
        s.press("d", [.stopSpeech]) { $0.overlay = nil }
        openGate(&s, serial: 4)
    }

    @Test("three wrong gate answers keep it shut for 60 seconds of ticked time; clicks on its keys do nothing then")
    func gateLockout() throws {
        var s = store()
        s.start(Launch(), [say(.welcome, welcome, 1)]) {
            $0.welcomed = true
            speaking(1)(&$0)
        }
        for round in 0..<3 {
            openGate(&s, serial: 2 + round)
            answerGate(&s, right: false)
        }
        openGate(&s, serial: 5)
        #expect(Snapshot(s.state).locked == true)
        s.press("5", [])
        s.press(.backspace, [])
        s.press(.enter, []) // refused while shut
        let key = try #require(s.state.layout?.rect(of: .button(.typeDigit(7))))
        s.send(.clicked(column: key.x, row: key.y), [])
        s.send(.tick(1059), []) { $0.now = 1059 }
        s.press(.enter, [])
        s.press(.escape, [.stopSpeech]) {
            $0.overlay = nil
            $0.speaking = nil
        }
        s.send(.tick(1061), []) { $0.now = 1061 }
        openGate(&s, serial: 6)
        s.send(.clicked(column: key.x, row: key.y), []) { $0.gate.type(7) }
        s.press(.backspace, []) { $0.gate.deleteDigit() }
        answerGate(&s, right: true)
    }

    /// Opens the grown-ups' area from home, every step checked.
    func openGrownUps(_ s: inout TestStore, serial: Int) {
        openGate(&s, serial: serial)
        answerGate(&s, right: true)
    }

    @Test("Reset Progress asks first; no and b keep the stars; yes removes them and saves")
    func resetProgress() throws {
        var s = store(progress: Progress(stars: ["counting.1": 5]))
        s.start(Launch(), [say(.welcome, welcome, 1)]) {
            $0.welcomed = true
            speaking(1)(&$0)
        }
        openGrownUps(&s, serial: 2)
        s.press("r", []) { $0.overlay = .grownUps(GrownUps(confirming: true, focus: .button(.cancelReset))) }
        s.press("n", []) { $0.overlay = .grownUps(GrownUps()) }
        s.press("r", []) { $0.overlay = .grownUps(GrownUps(confirming: true, focus: .button(.cancelReset))) }
        s.type("b", []) { $0.overlay = .grownUps(GrownUps()) }
        s.press("r", []) { $0.overlay = .grownUps(GrownUps(confirming: true, focus: .button(.cancelReset))) }
        s.send(.tick(2000), []) { $0.now = 2000 }
        let reset = Progress(resetAt: 2000)
        s.press("y", [.save(reset)]) {
            $0.overlay = .grownUps(GrownUps())
            $0.progress = reset
        }
    }

    @Test("speech, rate and voice changes are applied and saved; with speech off, utterances are logged muted")
    func settings() throws {
        var s = store()
        s.send(.voicesFound(["en-us", "en-gb"]), []) { $0.voices = ["en-us", "en-gb"] }
        s.start(Launch(), [say(.welcome, welcome, 1)]) {
            $0.welcomed = true
            speaking(1)(&$0)
        }
        openGrownUps(&s, serial: 2)
        func changed(_ edit: (inout Settings) -> Void) -> Progress {
            var p = s.state.progress
            p.changeSettings(edit, at: 1000)
            return p
        }
        let slower = changed { $0.rate = 130 }
        s.press("-", [.applySettings(slower.settings), .save(slower)]) { $0.progress = slower }
        let back = changed { $0.rate = 140 }
        s.press("+", [.applySettings(back.settings), .save(back)]) { $0.progress = back }
        let voice = changed { $0.voice = "en-gb" }
        s.press("v", [.applySettings(voice.settings), .save(voice)]) { $0.progress = voice }
        let off = changed { $0.speechOn = false }
        s.press("s", [.applySettings(off.settings), .save(off)]) { $0.progress = off }
        s.press("d", [.stopSpeech]) { $0.overlay = nil }
        s.press(" ", [say(.again, welcome, muted: true, 3)]) { $0.utterances = 3 }
    }

    @Test("muted: every utterance is logged as muted and nothing is said")
    func muted() throws {
        var s = store(muted: true)
        s.start(Launch(), [say(.welcome, welcome, muted: true, 1)]) {
            $0.welcomed = true
            $0.utterances = 1
        }
        #expect(Snapshot(s.state).speech == .muted)
    }

    @Test("a window too small hides the question: it is spoken when the window grows, once")
    func tooSmallDefersSpeech() throws {
        var s = store(size: Size(width: 30, height: 10))
        s.start(try Launch(activity: "counting", in: pack), []) {
            $0.screen = lesson(0, 0, showing: 1)
            $0.showings = 1
        }
        s.press("1", []) // only q works on the too-small screen
        let big = Size(width: 80, height: 24)
        s.send(.resized(big), [ask("counting.1", 1)]) {
            $0.size = big
            $0.spokenShowing = 1
            speaking(1)(&$0)
        }
        s.send(.resized(Size(width: 30, height: 10)), []) { $0.size = Size(width: 30, height: 10) }
        s.send(.resized(big), []) { $0.size = big }
        s.press("q", [])
        s.send(.resized(Size(width: 30, height: 10)), []) { $0.size = Size(width: 30, height: 10) }
        s.press("q", [.quit])
    }

    // MARK: - Focus and clicks

    @Test("focus moves over the choosable tiles only, and Enter chooses")
    func focus() throws {
        var s = store()
        s.start(try Launch(activity: "shapes", in: pack), [ask("shapes.circle", 1)], shown(lesson(2, 0, showing: 1), showing: 1, serial: 1))
        s.press(.tab, []) { $0.withLesson { $0.focus = .answer("b") } }
        s.press(.tab, []) { $0.withLesson { $0.focus = .answer("c") } }
        s.press(.tab, []) { $0.withLesson { $0.focus = .button(.hearAgain) } }
        s.press(.tab, []) { $0.withLesson { $0.focus = .answer("a") } }
        s.press(.backTab, []) { $0.withLesson { $0.focus = .button(.hearAgain) } }
        s.press(.home, []) { $0.withLesson { $0.focus = .answer("a") } }
        s.press(.end, []) { $0.withLesson { $0.focus = .button(.hearAgain) } }
        s.press(.enter, [ask("shapes.circle", 2, kind: .again)], speaking(2))
        s.press(.home, []) { $0.withLesson { $0.focus = .answer("a") } }
        s.press(.down, []) { $0.withLesson { $0.focus = .answer("b") } }
        // shapes.circle: b (square) is wrong; set aside, focus goes to the first choosable tile.
        var missed = Progress()
        missed.misses = ["shapes.circle": 1]
        s.press(.enter, [.save(missed), say(.wrong, pack.sentences.wrong[0], id: "shapes.circle", 3)]) {
            $0.withLesson {
                $0.setAside = ["b"]
                $0.focus = .answer("a")
            }
            $0.progress = missed
            $0.wrongTurn = 1
            speaking(3)(&$0)
        }
        s.press(.right, []) { $0.withLesson { $0.focus = .answer("c") } }
    }

    @Test("clicks focus and choose tiles and buttons where the layout puts them")
    func clicks() throws {
        var s = store()
        s.start(Launch(), [say(.welcome, welcome, 1)]) {
            $0.welcomed = true
            speaking(1)(&$0)
        }
        let card = try #require(s.state.layout?.rect(of: .activity("letters")))
        s.send(.clicked(column: card.x + 1, row: card.y + 1), [.stopSpeech, ask("letters.a", 2)],
               shown(lesson(1, 0, showing: 1), showing: 1, serial: 2))
        let tile = try #require(s.state.layout?.rect(of: .answer("b")))
        var missed = Progress()
        missed.misses = ["letters.a": 1]
        s.send(.clicked(column: tile.x, row: tile.y), [.save(missed), say(.wrong, pack.sentences.wrong[0], id: "letters.a", 3)]) {
            $0.withLesson { $0.setAside = ["b"] } // letters.a: b is "M", wrong; focus stays on the first choosable
            $0.progress = missed
            $0.wrongTurn = 1
            speaking(3)(&$0)
        }
        s.send(.clicked(column: tile.x, row: tile.y), []) // a set-aside tile does nothing
        let right = try #require(s.state.layout?.rect(of: .answer("a")))
        var starred = missed
        starred.stars = ["letters.a": 1000]
        s.send(.clicked(column: right.maxX - 1, row: right.maxY - 1), [.save(starred), say(.right, pack.sentences.right[0], id: "letters.a", 4)]) {
            $0.withLesson {
                $0.answered = true
                $0.focus = .button(.next)
            }
            $0.progress = starred
            $0.rightTurn = 1
            speaking(4)(&$0)
        }
        let next = try #require(s.state.layout?.rect(of: .button(.next)))
        s.send(.clicked(column: next.x, row: next.y), [.stopSpeech, ask("letters.b", 5)], shown(lesson(1, 1, showing: 2), showing: 2, serial: 5))
        s.send(.clicked(column: 0, row: 0), []) // the header is not a control
        s.send(.clicked(column: -1, row: 500), [])
    }

    @Test("Ctrl-C quits from every screen")
    func interruptQuits() throws {
        var s = store()
        s.start(Launch(), [say(.welcome, welcome, 1)]) {
            $0.welcomed = true
            speaking(1)(&$0)
        }
        s.press(.interrupt, [.quit])
        openGate(&s, serial: 2)
        s.press(.interrupt, [.quit])
        s.send(.resized(Size(width: 10, height: 5)), []) { $0.size = Size(width: 10, height: 5) }
        s.press(.interrupt, [.quit])
    }

    // MARK: - Line mode

    @Test("line mode: b on home says this is home and stays; a number opens; a line that means nothing gets a hint")
    func lines() throws {
        var s = store()
        s.start(Launch(), [say(.welcome, welcome, 1)]) {
            $0.welcomed = true
            speaking(1)(&$0)
        }
        s.type("b", [say(.notice, "This is home.", 2)], speaking(2))
        s.type("banana", [.hint("(Type a number, or h, b, g or q.)")])
        s.type(" 1 ", [.stopSpeech, ask("counting.1", 3)], shown(lesson(0, 0, showing: 1), showing: 1, serial: 3))
        s.type("H", [ask("counting.1", 4, kind: .again)], speaking(4))
        s.type("b", [.stopSpeech]) {
            $0.screen = .home(focus: .activity("counting"))
            $0.speaking = nil
        }
        s.type("g", [.stopSpeech, say(.gate, pack.sentences.gate, 5)]) {
            $0.overlay = .gate
            $0.gate.open()
            speaking(5)(&$0)
        }
        // A typed number is typed on the keypad, then checked.
        let answer = s.state.gate.question.answer
        s.type("\(answer)", [.stopSpeech]) {
            for c in String(answer) { $0.gate.type(c.wholeNumberValue ?? 0) }
            _ = $0.gate.submit(at: 1000)
            $0.overlay = .grownUps(GrownUps())
            $0.speaking = nil
        }
        s.type("quit", [.quit])
    }

    // MARK: - Speech news

    @Test("speech state follows the news of the utterance playing; news of an older one changes nothing")
    func speechState() throws {
        var s = store()
        s.start(Launch(), [say(.welcome, welcome, 1)]) {
            $0.welcomed = true
            speaking(1)(&$0)
        }
        s.press(" ", [say(.again, welcome, 2)], speaking(2))
        s.send(.speechFinished(1), []) // the welcome, cut by the newer one, ends after it began
        #expect(Snapshot(s.state).speech == .speaking)
        s.send(.speechFinished(2), []) { $0.speaking = nil }
        s.send(.speechFailed("there is no sound device"),
               [.speak(Utterance(kind: .notice, text: "No sound: there is no sound device.", muted: true, serial: 3))]) {
            $0.soundProblem = "there is no sound device"
            $0.utterances = 3
        }
        s.send(.speechFailed("the sound device failed"), [])  // told once
        #expect(Snapshot(s.state).speech == .unavailable)
        s.send(.voicesFound(["en-us", "en-gb"]), []) { $0.voices = ["en-us", "en-gb"] }
        s.send(.saveFailed("disk full"), []) { $0.notices = ["Progress could not be saved: disk full"] }
        s.send(.saveFailed("disk full"), [])
    }

    @Test("the state log line has the keys of DESIGN §5, byte for byte")
    func snapshot() throws {
        var s = store(muted: true, progress: Progress(stars: ["counting.1": 1, "counting.2": 1]))
        s.start(try Launch(activity: "counting", question: "counting.3", in: pack), [ask("counting.3", 1, muted: true)]) {
            $0.screen = lesson(0, 2, showing: 1)
            $0.showings = 1
            $0.spokenShowing = 1
            $0.utterances = 1
        }
        var missed = s.state.progress
        missed.noteMiss("counting.3")
        s.press("2", [.save(missed), say(.wrong, pack.sentences.wrong[0], id: "counting.3", muted: true, 2)]) {
            $0.withLesson {
                $0.setAside = ["a"]
                $0.focus = .answer("b")
            }
            $0.progress = missed
            $0.wrongTurn = 1
            $0.utterances = 2
        }
        #expect(Snapshot(s.state).jsonLine == """
        {"activity":"counting","answered":false,"count":10,"focus":"b","index":3,"layout":"side-by-side",\
        "question":"counting.3","screen":"lesson","setAside":["a"],"size":"80x24","speech":"muted","stars":2}
        """)
    }
}
