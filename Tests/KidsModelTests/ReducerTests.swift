import Testing
@testable import KidsModel

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

    func say(_ kind: Utterance.Kind, _ text: String, id: String? = nil, muted: Bool = false) -> Effect {
        .speak(Utterance(kind: kind, id: id, text: text, muted: muted))
    }

    var welcome: String { pack.sentences.welcome }
    func spoken(_ id: String) -> String {
        pack.activities.flatMap(\.questions).first { $0.id == id }?.spoken ?? "?"
    }

    @Test("home welcomes once; a digit opens an activity at its first question, spoken once")
    func openActivity() {
        var s = store()
        s.send(.started, [say(.welcome, welcome)]) {
            $0.welcomed = true
            $0.speaking = true
        }
        s.send(.resized(Size(width: 100, height: 30)), []) { $0.size = Size(width: 100, height: 30) }
        s.press("1", [.stopSpeech, say(.question, spoken("counting.1"), id: "counting.1")]) {
            $0.screen = .lesson(Lesson(activity: 0, question: 0, focus: .answer("a"), showing: 1))
            $0.showings = 1
            $0.spokenShowing = 1
        }
        s.press(.escape, [.stopSpeech]) {
            $0.screen = .home(focus: .activity("counting"))
            $0.speaking = false
        }
        s.press(" ", [say(.again, welcome)]) { $0.speaking = true }
    }

    @Test("a wrong answer is set aside with a kind word and saved; the right one earns a star once, then Next")
    func answering() {
        var s = store()
        s.state.now = 1000
        try? s.state.open(activity: "counting")
        s.send(.started, [say(.question, spoken("counting.1"), id: "counting.1")]) {
            $0.spokenShowing = 1
            $0.speaking = true
        }
        // counting.1 shows one sun; answers 1, 2, 3. The child presses 2: the tile labelled 2.
        var missed = Progress()
        missed.misses = ["counting.1": 1]
        s.press("2", [.save(missed), say(.wrong, pack.sentences.wrong[0], id: "counting.1")]) {
            $0.withLesson { $0.setAside = ["b"] }
            $0.progress = missed
            $0.wrongTurn = 1
        }
        s.press("2", []) // set aside: no longer choosable
        s.send(.resized(Size(width: 60, height: 40)), []) { $0.size = Size(width: 60, height: 40) }
        s.press(" ", [say(.again, spoken("counting.1"), id: "counting.1")])
        var starred = missed
        starred.stars = ["counting.1": 1000]
        s.press("1", [.save(starred), say(.right, pack.sentences.right[0], id: "counting.1")]) {
            $0.withLesson {
                $0.answered = true
                $0.focus = .next
            }
            $0.progress = starred
            $0.rightTurn = 1
        }
        s.press("3", []) // answered: nothing more to choose
        s.press("n", [.stopSpeech, say(.question, spoken("counting.2"), id: "counting.2")]) {
            $0.screen = .lesson(Lesson(activity: 0, question: 1, focus: .answer("a"), showing: 2))
            $0.showings = 2
            $0.spokenShowing = 2
        }
    }

    @Test("answering a starred question again adds no star and saves nothing")
    func starOnce() {
        var s = store(progress: Progress(stars: ["counting.1": 5]))
        try? s.state.open(activity: "counting", question: "counting.1")
        s.send(.started, [say(.question, spoken("counting.1"), id: "counting.1")]) {
            $0.spokenShowing = 1
            $0.speaking = true
        }
        s.press("3", [say(.wrong, pack.sentences.wrong[0], id: "counting.1")]) {
            $0.withLesson { $0.setAside = ["c"] }
            $0.wrongTurn = 1
        }
        s.press(.enter, [say(.right, pack.sentences.right[0], id: "counting.1")]) {
            $0.withLesson {
                $0.answered = true
                $0.focus = .next
            }
            $0.rightTurn = 1
        }
        #expect(s.state.progress.stars == ["counting.1": 5])
    }

    @Test("an activity starts at its first question without a star")
    func startsAtFirstUnstarred() {
        var s = store(progress: Progress(stars: ["letters.a": 1, "letters.b": 1]))
        s.send(.started, [say(.welcome, welcome)]) {
            $0.welcomed = true
            $0.speaking = true
        }
        s.press("2", [.stopSpeech, say(.question, spoken("letters.c"), id: "letters.c")]) {
            $0.screen = .lesson(Lesson(activity: 1, question: 2, focus: .answer("a"), showing: 1))
            $0.showings = 1
            $0.spokenShowing = 1
        }
    }

    @Test("the last question leads to All done; Play Again and Home")
    func doneScreen() {
        var s = store(progress: Progress(stars: ["shapes.circle": 1]))
        try? s.state.open(activity: "shapes", question: "shapes.oval")
        _ = reduce(&s.state, .started)
        _ = reduce(&s.state, .keyPressed(.character("2"))) // oval is answer b
        s.press(.enter, [.stopSpeech, say(.done, "\(pack.sentences.done) ★ 2/8", id: "shapes")]) {
            $0.screen = .done(Done(activity: 2))
        }
        s.press(.right, []) { $0.screen = .done(Done(activity: 2, focus: .home)) }
        s.press(.left, []) { $0.screen = .done(Done(activity: 2, focus: .playAgain)) }
        // Play Again starts at the first question without a star: shapes.square.
        s.press("p", [.stopSpeech, say(.question, spoken("shapes.square"), id: "shapes.square")]) {
            $0.screen = .lesson(Lesson(activity: 2, question: 1, focus: .answer("a"), showing: 2))
            $0.showings = 2
            $0.spokenShowing = 2
        }
    }

    @Test("a resize never speaks, cuts speech, or changes the question, the set-aside answer or the focus")
    func resizeChangesNothing() {
        var s = store()
        try? s.state.open(activity: "letters")
        _ = reduce(&s.state, .started)
        _ = reduce(&s.state, .keyPressed(.character("2")))
        _ = reduce(&s.state, .keyPressed(.tab))
        let before = s.state
        for size in [Size(width: 60, height: 40), Size(width: 120, height: 40), Size(width: 30, height: 8), Size(width: 80, height: 24)] {
            s.send(.resized(size), []) { $0.size = size }
        }
        #expect(s.state.lesson == before.lesson)
        #expect(s.state.speaking == before.speaking)
    }

    @Test("the gate says its sentence; closing it returns to the question without repeating it")
    func gateReturn() {
        var s = store()
        try? s.state.open(activity: "counting")
        _ = reduce(&s.state, .started)
        var gate = s.state.gate
        gate.open()
        s.press("g", [.stopSpeech, say(.gate, pack.sentences.gate)]) {
            $0.overlay = .gate
            $0.gate = gate
        }
        s.press("1", []) { $0.gate.type(1) }
        s.press("x", [])
        s.press(.escape, [.stopSpeech]) {
            $0.overlay = nil
            $0.speaking = false
        }
    }

    @Test("a wrong gate answer closes it and the next opening asks something else; the right one opens")
    func gateAnswers() {
        var s = store()
        _ = reduce(&s.state, .started)
        _ = reduce(&s.state, .keyPressed(.character("g")))
        let first = s.state.gate.question
        type(first.answer + 1, &s.state)
        _ = reduce(&s.state, .keyPressed(.enter))
        #expect(s.state.overlay == nil)
        #expect(s.state.context == .home)
        _ = reduce(&s.state, .keyPressed(.character("g")))
        #expect(s.state.gate.question.answer != first.answer)
        type(s.state.gate.question.answer, &s.state)
        s.press(.enter, [.stopSpeech]) {
            $0.overlay = .grownUps(GrownUps())
            $0.gate = Self.afterSubmit($0.gate) // the attempt clears what was typed
            $0.speaking = false
        }
        // Done locks the area again: the gate is asked next time.
        s.press("d", [.stopSpeech]) { $0.overlay = nil }
        _ = reduce(&s.state, .keyPressed(.character("g")))
        #expect(s.state.overlay == .gate)
    }

    static func afterSubmit(_ gate: Gate) -> Gate {
        var copy = gate
        _ = copy.submit(at: 1000)
        return copy
    }

    func type(_ number: Int, _ state: inout AppState) {
        for c in String(number) { _ = reduce(&state, .keyPressed(.character(c))) }
    }

    @Test("three wrong gate answers keep it shut for 60 seconds of injected time")
    func gateLockout() {
        var s = store()
        _ = reduce(&s.state, .started)
        for _ in 0..<3 {
            _ = reduce(&s.state, .keyPressed(.character("g")))
            type(s.state.gate.question.answer + 1, &s.state)
            _ = reduce(&s.state, .keyPressed(.enter))
        }
        _ = reduce(&s.state, .keyPressed(.character("g")))
        #expect(s.state.overlay == .gate)
        #expect(Snapshot(s.state).locked == true)
        type(s.state.gate.question.answer, &s.state)
        _ = reduce(&s.state, .keyPressed(.enter))
        #expect(s.state.overlay == .gate, "refused while shut")
        _ = reduce(&s.state, .keyPressed(.escape))
        _ = reduce(&s.state, .tick(1061))
        _ = reduce(&s.state, .keyPressed(.character("g")))
        type(s.state.gate.question.answer, &s.state)
        _ = reduce(&s.state, .keyPressed(.enter))
        #expect(s.state.overlay == .grownUps(GrownUps()))
    }

    func openGrownUps(_ s: inout TestStore) {
        _ = reduce(&s.state, .keyPressed(.character("g")))
        type(s.state.gate.question.answer, &s.state)
        _ = reduce(&s.state, .keyPressed(.enter))
    }

    @Test("Reset Progress asks first; yes removes the stars and saves")
    func resetProgress() {
        var s = store(progress: Progress(stars: ["counting.1": 5]))
        _ = reduce(&s.state, .started)
        openGrownUps(&s)
        s.press("r", []) { $0.overlay = .grownUps(GrownUps(confirming: true, focus: .cancelReset)) }
        s.press("n", []) { $0.overlay = .grownUps(GrownUps()) }
        _ = reduce(&s.state, .keyPressed(.character("r")))
        s.state.now = 2000
        let reset = Progress(resetAt: 2000)
        s.press("y", [.save(reset)]) {
            $0.overlay = .grownUps(GrownUps())
            $0.progress = reset
        }
    }

    @Test("speech, rate and voice changes are applied and saved")
    func settings() {
        var s = store()
        s.state.voices = ["en-us", "en-gb"]
        _ = reduce(&s.state, .started)
        openGrownUps(&s)
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
        // Speech off: still logged, muted.
        s.press("d", [.stopSpeech]) {
            $0.overlay = nil
        }
        s.press(" ", [say(.again, welcome, muted: true)])
    }

    @Test("muted: every utterance is logged as muted and nothing is said")
    func muted() {
        var s = store(muted: true)
        s.send(.started, [say(.welcome, welcome, muted: true)]) { $0.welcomed = true }
        #expect(Snapshot(s.state).speech == "muted")
    }

    @Test("a window too small hides the question: it is spoken when the window grows, once")
    func tooSmallDefersSpeech() {
        var s = store(size: Size(width: 30, height: 10))
        try? s.state.open(activity: "counting")
        s.send(.started, [])
        s.press("1", []) // only q works on the too-small screen
        let big = Size(width: 80, height: 24)
        s.send(.resized(big), [say(.question, spoken("counting.1"), id: "counting.1")]) {
            $0.size = big
            $0.spokenShowing = 1
            $0.speaking = true
        }
        s.send(.resized(Size(width: 30, height: 10)), []) { $0.size = Size(width: 30, height: 10) }
        s.send(.resized(big), []) { $0.size = big }
        s.press("q", [])
        s.send(.resized(Size(width: 30, height: 10)), []) { $0.size = Size(width: 30, height: 10) }
        s.press("q", [.quit])
    }

    @Test("focus moves over the choosable tiles only, and Enter chooses")
    func focus() {
        var s = store()
        try? s.state.open(activity: "shapes")
        _ = reduce(&s.state, .started)
        s.press(.tab, []) { $0.withLesson { $0.focus = .answer("b") } }
        s.press(.tab, []) { $0.withLesson { $0.focus = .answer("c") } }
        s.press(.tab, []) { $0.withLesson { $0.focus = .hearAgain } }
        s.press(.tab, []) { $0.withLesson { $0.focus = .answer("a") } }
        s.press(.backTab, []) { $0.withLesson { $0.focus = .hearAgain } }
        s.press(.home, []) { $0.withLesson { $0.focus = .answer("a") } }
        s.press(.down, []) { $0.withLesson { $0.focus = .answer("b") } }
        // shapes.circle: b (square) is wrong; set aside, focus goes to the first choosable tile.
        var missed = Progress()
        missed.misses = ["shapes.circle": 1]
        s.press(.enter, [.save(missed), say(.wrong, pack.sentences.wrong[0], id: "shapes.circle")]) {
            $0.withLesson {
                $0.setAside = ["b"]
                $0.focus = .answer("a")
            }
            $0.progress = missed
            $0.wrongTurn = 1
        }
        s.press(.right, []) { $0.withLesson { $0.focus = .answer("c") } }
    }

    @Test("clicks choose tiles and buttons where the layout puts them")
    func clicks() throws {
        var s = store()
        _ = reduce(&s.state, .started)
        let card = try #require(s.state.layout?.rect(of: .activity("letters")))
        _ = reduce(&s.state, .clicked(column: card.x + 1, row: card.y + 1))
        #expect(s.state.lesson?.activity == 1)
        let tile = try #require(s.state.layout?.rect(of: .answer("b")))
        _ = reduce(&s.state, .clicked(column: tile.x, row: tile.y)) // letters.a: b is "M", wrong
        #expect(s.state.lesson?.setAside == ["b"])
        #expect(reduce(&s.state, .clicked(column: tile.x, row: tile.y)) == [], "a set-aside tile does nothing")
        let right = try #require(s.state.layout?.rect(of: .answer("a")))
        _ = reduce(&s.state, .clicked(column: right.maxX - 1, row: right.maxY - 1))
        #expect(s.state.lesson?.answered == true)
        let next = try #require(s.state.layout?.rect(of: .next))
        _ = reduce(&s.state, .clicked(column: next.x, row: next.y))
        #expect(s.state.lesson?.question == 1)
        #expect(reduce(&s.state, .clicked(column: 0, row: 0)) == [], "the header is not a control")
    }

    @Test("Ctrl-C quits from every screen")
    func interruptQuits() {
        var s = store()
        _ = reduce(&s.state, .started)
        #expect(reduce(&s.state, .keyPressed(.interrupt)) == [.quit])
        _ = reduce(&s.state, .keyPressed(.character("g")))
        #expect(reduce(&s.state, .keyPressed(.interrupt)) == [.quit])
        _ = reduce(&s.state, .resized(Size(width: 10, height: 5)))
        #expect(reduce(&s.state, .keyPressed(.interrupt)) == [.quit])
    }

    @Test("speech state follows what the speaker reports")
    func speechState() {
        var s = store()
        s.send(.started, [say(.welcome, welcome)]) {
            $0.welcomed = true
            $0.speaking = true
        }
        s.send(.speechFinished, []) { $0.speaking = false }
        s.send(.speechFailed("there is no sound device"),
               [.speak(Utterance(kind: .notice, text: "No sound: there is no sound device.", muted: true))]) {
            $0.soundProblem = "there is no sound device"
        }
        s.send(.speechFailed("the sound device failed"), [])  // told once
        #expect(Snapshot(s.state).speech == "unavailable")
        s.send(.voicesFound(["en-us", "en-gb"]), []) { $0.voices = ["en-us", "en-gb"] }
        s.send(.saveFailed("disk full"), []) { $0.notices = ["Progress could not be saved: disk full"] }
        s.send(.saveFailed("disk full"), [])
    }

    @Test("--open with an unknown activity or question is refused with the choices")
    func openErrors() {
        var state = AppState(content: pack, size: size, now: 0, gateSeed: 1)
        #expect(throws: AppState.OpenError.unknownActivity("colours", known: ["counting", "letters", "shapes"])) {
            try state.open(activity: "colours")
        }
        #expect(throws: AppState.OpenError.unknownQuestion("counting.99", activity: "counting")) {
            try state.open(activity: "counting", question: "counting.99")
        }
    }

    @Test("the state log line has the keys of DESIGN §5")
    func snapshot() throws {
        var state = AppState(content: pack, progress: Progress(stars: ["counting.1": 1, "counting.2": 1]), size: size,
                             now: 0, gateSeed: 1, muted: true)
        try state.open(activity: "counting", question: "counting.3")
        _ = reduce(&state, .started)
        _ = reduce(&state, .keyPressed(.character("2")))
        #expect(Snapshot(state).jsonLine == """
        {"activity":"counting","answered":false,"count":10,"focus":"b","index":3,"layout":"side-by-side",\
        "question":"counting.3","screen":"lesson","setAside":["a"],"size":"80x24","speech":"muted","stars":2}
        """)
    }
}
