import Foundation
import KidsModel
import Testing
import TestSupport

/// The real binary in a real terminal (tmux, fixed sizes), driven with keys and read through `--state-log`.
@Suite("Full screen in a real terminal", .tags(.slow))
struct TerminalTests {
    func lessonStarted(_ t: Tmux, _ question: String) throws {
        try t.waitForState("showing \(question)") { $0.screen == .lesson && $0.question == question }
    }

    func kinds(_ t: Tmux) -> [String] { t.utterances().compactMap { $0["kind"] as? String } }

    @Test("open counting: a wrong answer is set aside, the right one starred, Next goes on")
    func answering() throws {
        let t = try Tmux(arguments: ["--open", "counting", "--mute"])
        try lessonStarted(t, "counting.sun.1")  // one sun; the answers 1, 2 and 3, each typed as itself
        t.type("2")
        try t.waitForState("2 set aside") { $0.setAside == ["2"] && $0.answered == false && $0.stars == 0 }
        #expect(t.screen().contains("×"), "a set-aside tile is marked, not only coloured")
        t.type("1")
        try t.waitForState("answered") { $0.answered == true && $0.stars == 1 && $0.focus == "next" }
        #expect(t.screen().contains("Next"))
        t.press("Enter")
        try lessonStarted(t, "counting.ball.2")
        #expect(kinds(t) == ["question", "options", "tap", "wrong", "right", "question", "options", "tap", "tap"])
    }

    @Test("Hear again speaks the question and its answers again")
    func hearAgain() throws {
        let t = try Tmux(arguments: ["--open", "shapes", "--mute"])
        try lessonStarted(t, "shapes.circle")
        t.press("Space")
        let lines = try t.waitForUtterances(4)
        #expect(lines.map { $0["kind"] as? String } == ["question", "options", "again", "options"])
        #expect(lines.allSatisfy { $0["id"] as? String == "shapes.circle" })
        #expect(lines[2]["text"] as? String == lines[0]["text"] as? String)
        // The answers in the order of the tiles, which are shuffled for each showing.
        let order = try #require(t.states().last?.order)
        let spoken = ["circle": "a circle", "triangle": "a triangle", "rectangle": "a rectangle"]
        #expect(lines[3]["text"] as? String == order.enumerated().map { "\($0.offset + 1): \(spoken[$0.element] ?? "?")" }.joined(separator: "; ") + ".")
    }

    @Test("resizes mid-question keep the question, the set-aside answer and the focus, and say nothing")
    func resizes() throws {
        let t = try Tmux(arguments: ["--open", "counting", "--question", "counting.fish.4", "--mute"])
        try lessonStarted(t, "counting.fish.4")
        t.type("5")  // four fish; the answers are 3, 4 and 5
        let aside = try t.waitForState("5 set aside") { $0.setAside == ["5"] }
        t.press("Tab")
        let moved = try t.waitForState("focus moved") { $0.focus != aside.focus && $0.focus != nil }
        let focus = try #require(moved.focus)
        t.resize(width: 60, height: 40)
        try t.waitForState("stacked at 60x40") { $0.size == "60x40" && $0.layout == .stacked }
        t.resize(width: 120, height: 40)
        let wide = try t.waitForState("side by side at 120x40") { $0.size == "120x40" && $0.layout == .sideBySide }
        #expect(wide.question == "counting.fish.4" && wide.setAside == ["5"] && wide.focus == focus && wide.answered == false)
        #expect(wide.order == aside.order, "a resize never reshuffles the tiles")
        #expect(t.states().allSatisfy { $0.question == "counting.fish.4" })
        #expect(kinds(t).filter { $0 == "question" }.count == 1)
    }

    @Test("a window below 40x12 shows the too-small screen and recovers on growing")
    func tooSmall() throws {
        let t = try Tmux(arguments: ["--open", "letters", "--mute"])
        try lessonStarted(t, "letters.upper.A")
        t.resize(width: 30, height: 10)
        try t.waitForState("too small") { $0.screen == .tooSmall }
        try t.waitForScreen(containing: "bigger")
        t.type("1")  // ignored while too small
        t.resize(width: 80, height: 24)
        let back = try t.waitForState("back") { $0.screen == .lesson }
        #expect(back.question == "letters.upper.A" && back.setAside == [])
        #expect(kinds(t) == ["question", "options"])
    }

    @Test("a click on a tile answers it")
    func click() throws {
        let t = try Tmux(arguments: ["--open", "shapes", "--mute"])
        try lessonStarted(t, "shapes.circle")
        let order = try #require(t.states().last?.order)
        let controls = [Control.button(.hearAgain)] + order.map(Control.answer) + [.button(.lesson(.next))]
        let layout = try #require(Layout.make(.lesson, controls: controls, size: Size(width: 80, height: 24)))
        let wrong = try #require(order.first { $0 != "circle" })
        let tile = try #require(layout.rect(of: .answer(wrong)))
        t.click(column: tile.x + tile.width / 2, row: tile.y + 1)
        try t.waitForState("\(wrong) set aside by a click") { $0.setAside == [wrong] && $0.answered == false }
        let circle = try #require(layout.rect(of: .answer("circle")))
        t.click(column: circle.x + 2, row: circle.maxY - 1)
        try t.waitForState("answered by a click") { $0.answered == true }
    }

    /// Reads the gate's question off the screen: "What is 7 × 8?".
    func gateAnswer(_ t: Tmux) throws -> Int {
        let screen = try t.waitForScreen(containing: "What is")
        let match = try #require(screen.firstMatch(of: /What is (\d) × (\d)\?/))
        return (Int(match.1) ?? 0) * (Int(match.2) ?? 0)
    }

    @Test("the gate: a wrong answer closes it, the next asks something else, the right one opens; reset; Done locks")
    func gate() throws {
        let folder = try Binary.temporaryFolder("tmux")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/state", withIntermediateDirectories: true)
        try Data(#"{"version":1,"stars":["counting.1","letters.a"]}"#.utf8).write(to: URL(fileURLWithPath: folder + "/state/progress.json"))
        let t = try Tmux(arguments: ["--mute", "--gate-seed", "11"], folder: folder)
        try t.waitForState("home") { $0.screen == .home && $0.stars == 2 }
        t.type("g")
        try t.waitForState("gate") { $0.screen == .gate }
        let first = try gateAnswer(t)
        t.type(String(first + 1))
        t.press("Enter")
        try t.waitForState("closed") { $0.screen == .home }
        t.type("g")
        try t.waitForState("gate again") { $0.screen == .gate }
        let second = try gateAnswer(t)
        #expect(second != first)
        t.type(String(second))
        t.press("Enter")
        try t.waitForState("grown-ups") { $0.screen == .grownUps && $0.confirming == false }
        t.type("r")
        try t.waitForState("asks first") { $0.confirming == true }
        t.type("y")
        try t.waitForState("reset") { $0.confirming == false }
        t.type("d")
        try t.waitForState("home, no stars") { $0.screen == .home && $0.stars == 0 }
        t.type("g")
        try t.waitForState("locked again") { $0.screen == .gate }
        let progress = try String(contentsOfFile: folder + "/state/fox.json", encoding: .utf8)
        #expect(progress.contains("\"stars\" : {\n\n  }") || progress.contains("\"stars\" : {}"), "\(progress)")
        #expect(kinds(t).filter { $0 == "gate" }.count == 3)
    }

    @Test("quitting and relaunching keeps the stars")
    func relaunch() throws {
        let folder = try Binary.temporaryFolder("tmux")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            let t = try Tmux(arguments: ["--open", "letters", "--mute"], folder: folder)
            try lessonStarted(t, "letters.upper.A")
            t.type(try #require(t.states().last).key(of: "A"))
            try t.waitForState("star") { $0.stars == 1 }
            t.press("Escape")
            try t.waitForState("home") { $0.screen == .home }
            t.type("q")
            let (before, after) = try t.sttyBeforeAndAfter()
            #expect(before == after, "q leaves the terminal as it was")
            #expect(t.screen().contains("[exit=0]"))
        }
        try FileManager.default.removeItem(atPath: folder + "/state.log")
        let again = try Tmux(arguments: ["--mute"], folder: folder)
        try again.waitForState("home with the star") { $0.screen == .home && $0.stars == 1 }
        // Six cards at 80×24: the short note, "★ 1/90 · level 1".
        #expect(again.screen().contains("★ 1/90"))
    }

    @Test("TERM=dumb chooses line mode by itself, in a terminal too")
    func dumbTerminal() throws {
        let t = try Tmux(arguments: ["--mute"], environment: ["TERM": "dumb"])
        try t.waitForState("home") { $0.screen == .home }
        try t.waitForScreen(containing: "1. Counting, 0 stars")
        t.type("1")
        t.press("Enter")
        try lessonStarted(t, "counting.sun.1")
        let screen = try t.waitForScreen(containing: "Counting, question 1 of 10.")
        #expect(!screen.contains("┌") && !screen.contains("╔"))
        t.type("q")
        t.press("Enter")
        try t.waitForScreen(containing: "[exit=0]")
    }

    @Test("Ctrl-C leaves the terminal exactly as it was")
    func interrupt() throws {
        let t = try Tmux(arguments: ["--open", "counting", "--mute"])
        try lessonStarted(t, "counting.sun.1")
        t.press("C-c")
        let (before, after) = try t.sttyBeforeAndAfter()
        #expect(before == after)
        #expect(t.screen().contains("[exit=0]"))
    }

    @Test("SIGTERM and SIGHUP leave the terminal exactly as it was", arguments: [SIGTERM, SIGHUP])
    func signals(_ signal: Int32) throws {
        let t = try Tmux(arguments: ["--open", "counting", "--mute"])
        try lessonStarted(t, "counting.sun.1")
        let pid = try #require(t.kidsPID())
        kill(pid, signal)
        let (before, after) = try t.sttyBeforeAndAfter()
        #expect(before == after)
        #expect(t.screen().contains("[exit=\(128 + signal)]"))
    }
}

extension TerminalTests {
    @Test("grown-ups can make line mode the saved default: the next start in a terminal is in line mode")
    func lineModeSetting() throws {
        let folder = try Binary.temporaryFolder("line-mode")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let answer = Binary.gateAnswer(seed: 5)
        let set = try Binary.run(["--plain", "--mute", "--state-dir", folder, "--gate-seed", "5"],
                                 input: "g\n\(answer)\nl\nd\nq\n")
        #expect(set.status == 0)
        #expect(set.output.contains("l. Line mode: on"), "\(set.output)")
        let t = try Tmux(arguments: ["--mute", "--state-dir", folder], logs: false)
        try t.waitForScreen(containing: "1. Counting, 0 stars")
        #expect(!t.screen().contains("╔"), "no full-screen drawing")
    }
}

extension TerminalTests {
    @Test("what is said is also seen: the kind word stays as a caption until the next question, and the state log has it")
    func caption() throws {
        let t = try Tmux(arguments: ["--open", "counting", "--mute"])
        try t.waitForState("counting.sun.1") { $0.question == "counting.sun.1" }
        t.type("2")
        let wrong = try t.waitForState("captioned") { $0.caption != nil }
        let said = try #require(t.utterances().last { $0["kind"] as? String == "wrong" }?["text"] as? String)
        #expect(wrong.caption == said)
        try t.waitForScreen(containing: said)
        t.type("1")
        try t.waitForState("praised") { $0.answered == true && $0.caption != said }
        t.press("Enter")
        let next = try t.waitForState("next question") { $0.question == "counting.ball.2" }
        #expect(next.caption == nil, "a new showing has no caption")
        #expect(!t.screen().contains(said))
    }
}
