import Testing
@testable import KidsModel

/// The state machine, step by step: the gate and the grown-ups' area, speech settings, muted, a window too small.
extension ReducerTests {
    // MARK: - The gate

    @Test("the gate says its sentence; closing it returns to the question without repeating it")
    func gateReturn() throws {
        var s = store()
        let h = Say(self)
        s.start(try Launch(activity: "counting", in: pack), h.ask("counting.1", showing: 1), shown(lesson(0, 0, showing: 1), showing: 1))
        openGate(&s, h)
        s.press("1", []) { $0.gate.type(1) }
        s.press("x", [])
        s.press(.escape, [h.stop()]) {
            $0.overlays = []
        }
    }

    @Test("a wrong gate answer closes it and the next opening asks something else; the right one opens; Done locks it")
    func gateAnswers() throws {
        var s = store()
        let h = Say(self)
        welcomed(&s, h)
        openGate(&s, h)
        let first = s.state.gate.question
        answerGate(&s, h, right: false)
        openGate(&s, h)
        #expect(s.state.gate.question.answer != first.answer)
        answerGate(&s, h, right: true)
        s.press("d", [h.stop()]) { $0.overlays = [] }
        openGate(&s, h)
    }

    @Test("three wrong gate answers keep it shut for 60 seconds of ticked time; clicks on its keys do nothing then")
    func gateLockout() throws {
        var s = store()
        let h = Say(self)
        welcomed(&s, h)
        for _ in 0..<3 {
            openGate(&s, h)
            answerGate(&s, h, right: false)
        }
        openGate(&s, h)
        #expect(Snapshot(s.state).locked == true)
        s.press("5", [])
        s.press(.backspace, [])
        s.press(.enter, []) // refused while shut
        let key = try #require(s.state.layout?.rect(of: .button(.gate(.typeDigit(7)))))
        s.send(.clicked(column: key.x, row: key.y), [])
        s.send(.tick(1059), []) { $0.now = 1059 }
        s.press(.enter, [])
        s.press(.escape, [h.stop()]) {
            $0.overlays = []
        }
        s.send(.tick(1061), []) { $0.now = 1061 }
        openGate(&s, h)
        s.send(.clicked(column: key.x, row: key.y), []) { $0.gate.type(7) }
        s.press(.backspace, []) { $0.gate.deleteDigit() }
        answerGate(&s, h, right: true)
    }

    /// Opens the grown-ups' area from home, every step checked.
    func openGrownUps(_ s: inout TestStore, _ h: Say) {
        openGate(&s, h)
        answerGate(&s, h, right: true)
    }

    @Test("Reset Progress asks first; no and b keep the stars; yes removes them and saves")
    func resetProgress() throws {
        var s = store(progress: Progress(stars: ["counting.1": 5]))
        let h = Say(self)
        welcomed(&s, h)
        openGrownUps(&s, h)
        s.press("r", []) { $0.overlays = [.grownUps(GrownUps(confirming: true, focus: .button(.grownUps(.cancelReset))))] }
        s.press("n", []) { $0.overlays = [.grownUps(GrownUps())] }
        s.press("r", []) { $0.overlays = [.grownUps(GrownUps(confirming: true, focus: .button(.grownUps(.cancelReset))))] }
        s.type("b", []) { $0.overlays = [.grownUps(GrownUps())] }
        s.press("r", []) { $0.overlays = [.grownUps(GrownUps(confirming: true, focus: .button(.grownUps(.cancelReset))))] }
        s.send(.tick(2000), []) { $0.now = 2000 }
        let reset = Progress(resetAt: 2000)
        s.press("y", [.save(reset)]) {
            $0.overlays = [.grownUps(GrownUps())]
            $0.progress = reset
        }
    }

    @Test("speech, rate and voice changes are applied and saved; with speech off, utterances are logged muted")
    func settings() throws {
        var s = store()
        let h = Say(self)
        s.send(.voicesFound(["en-us", "en-gb"]), []) { $0.voices = ["en-us", "en-gb"] }
        welcomed(&s, h)
        openGrownUps(&s, h)
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
        s.press("d", [h.stop()]) { $0.overlays = [] }
        s.press(" ", Say(self, muted: true).welcome(.again))
    }

    @Test("muted: every utterance is logged as muted and nothing is said")
    func muted() throws {
        var s = store(muted: true)
        let h = Say(self, muted: true)
        welcomed(&s, h)
        #expect(Snapshot(s.state).speech == .muted)
    }

    @Test("a window too small hides the question: it is asked when the window grows, once")
    func tooSmallDefersSpeech() throws {
        var s = store(size: Size(width: 30, height: 10))
        let h = Say(self)
        s.start(try Launch(activity: "counting", in: pack), []) {
            $0.screen = lesson(0, 0, showing: 1)
            $0.showings = 1
            $0.lastAsked = "counting.1"
        }
        s.press("1", []) // only q works on the too-small screen
        let big = Size(width: 80, height: 24)
        s.send(.resized(big), h.ask("counting.1", showing: 1)) {
            $0.size = big
            $0.spokenShowing = 1
        }
        s.send(.resized(Size(width: 30, height: 10)), []) { $0.size = Size(width: 30, height: 10) }
        s.send(.resized(big), []) { $0.size = big }
        s.press("q", [])
        s.send(.resized(Size(width: 30, height: 10)), []) { $0.size = Size(width: 30, height: 10) }
        s.press("q", [.quit])
    }
}
