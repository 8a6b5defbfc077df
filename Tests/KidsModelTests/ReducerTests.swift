import Testing
@testable import KidsModel

/// The state machine, step by step: every step spells out every effect and every change of state.
@Suite("The app state machine")
struct ReducerTests: Scripted {
    let pack: ContentPack
    let size = Size(width: 80, height: 24)

    init() throws {
        pack = try Fixtures.classic()
    }

    func store(muted: Bool = false, size: Size? = nil, progress: Progress = Progress()) -> TestStore {
        TestStore(AppState(content: pack, progress: progress, size: size ?? self.size, now: 1000, gateSeed: 5, muted: muted))
    }

    // MARK: - Starting

    @Test("home welcomes once; a digit opens an activity at its first question, asked with its answers and taps; Esc goes home")
    func openActivity() throws {
        var s = store()
        let h = Say(self)
        welcomed(&s, h)
        s.send(.resized(Size(width: 100, height: 30)), []) { $0.size = Size(width: 100, height: 30) }
        s.press("1", [h.stop()] + h.ask("counting.1", showing: 1), shown(lesson(0, 0, showing: 1), showing: 1))
        s.press(.escape, [h.stop()]) {
            $0.screen = .home(Home(focus: .activity("counting")))
        }
        s.press(" ", h.welcome(.again))
        s.press(.backspace, [h.say(.notice, "This is home.")]) {
            $0.caption = "This is home."
        }
    }

    @Test("the answers are read in tile order with their keys, or as numbers; set-aside ones are left out when repeated")
    func optionsSpoken() throws {
        let circle = try #require(pack.activities[2].questions.first)
        #expect(options(circle) == "1: a circle; 2: a square; 3: a triangle.")
        #expect(options(circle, setAside: ["b"]) == "1: a circle; 3: a triangle.")
        let apples = try #require(pack.activities[0].questions.first { $0.id == "counting.3" })
        #expect(options(apples) == "2, 3 or 4?")
        var s = store()
        let h = Say(self)
        s.start(try Launch(activity: "shapes", in: pack), h.ask("shapes.circle", showing: 1), shown(lesson(2, 0, showing: 1), showing: 1))
        #expect(s.state.content.optionsSaid(circle, setAside: []).text == "1: a circle; 2: a square; 3: a triangle.")
        #expect(s.state.content.optionsSaid(apples, setAside: ["a"]).text == "3 or 4?")
    }

    @Test("--reset-state and --open are applied in that order: the activity opens at its first question after the reset")
    func launchOrder() throws {
        var s = store(progress: Progress(stars: ["counting.1": 5]))
        let h = Say(self)
        s.start(try Launch(resetProgress: true, activity: "counting", in: pack), [.save(Progress(resetAt: 1000))] + h.ask("counting.1", showing: 1)) {
            $0.progress = Progress(resetAt: 1000)
            shown(lesson(0, 0, showing: 1), showing: 1)(&$0)
        }
        // Without the reset, new questions first: the one already right waits until it is due again.
        var starred = Progress(stars: ["counting.1": 5])
        starred.review("counting.1", right: true, at: 5)
        var kept = store(progress: starred)
        let k = Say(self)
        kept.start(try Launch(activity: "counting", in: pack), k.ask("counting.2", showing: 1),
                   shown(lesson(0, 1, showing: 1, queue: Array(1...9) + [0]), showing: 1))
        // --question wins over the first without a star.
        var chosen = store(progress: Progress(stars: ["counting.1": 5]))
        let c = Say(self)
        chosen.start(try Launch(activity: "counting", question: "counting.1", in: pack), c.ask("counting.1", showing: 1),
                     shown(lesson(0, 0, showing: 1), showing: 1))
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
        let h = Say(self)
        var stray = Launch()
        stray.place = Launch.Place(activity: 7, question: nil)
        s.start(stray, h.welcome()) {
            $0.welcomed = true
        }
    }
}
