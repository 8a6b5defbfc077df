import Foundation
import KidsModel
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Kiosk mode in a real terminal (DESIGN §3): a child pressing q, Esc or Ctrl-C stays in the app; the grown-ups'
/// Quit behind the gate ends it with the terminal as it was; SIGTERM still ends it cleanly.
@Suite("Kiosk mode, in a terminal", .serialized, .tags(.slow))
struct KioskEndToEndTests {
    /// Asks where the child is and waits for it to be said: the app is running and reading keys.
    func stillRunning(_ t: Tmux, press: () -> Void) throws {
        let said = t.utterances().count
        press()
        try t.waitForUtterances(said + 1)
        #expect(t.utterances().last?["kind"] as? String == "whereami", "\(t.utterances().last ?? [:])")
        #expect(!t.screen().contains("[exit="))
    }

    @Test("full screen with --kiosk: q, Esc and Ctrl-C do nothing and no Quit is offered; gate, then x, ends it as it was")
    func fullScreen() throws {
        let t = try Tmux(arguments: ["--kiosk", "--mute", "--gate-seed", "11"])
        let home = try t.waitForState("home") { $0.screen == .home }
        #expect(home.kiosk)
        #expect(!t.screen().contains("Quit"), "the hint bar offers no Quit:\n\(t.screen())")
        for key in ["q", "Escape", "C-c"] {
            try stillRunning(t) {
                t.press(key)
                // A lone Esc is known only when no byte follows it within the decoder's 50 ms (an Esc followed
                // at once by "w" is Alt-w): the one wait here that is not for something the app shows.
                if key == "Escape" { usleep(300_000) }
                t.type("w")
            }
        }
        #expect(t.states().allSatisfy { $0.screen == .home }, "no key left home")
        t.press("g")
        try t.waitForState("gate") { $0.screen == .gate }
        t.press("C-c")
        t.type("\(Binary.gateAnswer(seed: 11))")
        t.press("Enter")
        try t.waitForState("grown-ups") { $0.screen == .grownUps }
        #expect(t.screen().contains("x Quit"), "\(t.screen())")
        t.press("C-c")
        t.type("x")
        let (before, after) = try t.sttyBeforeAndAfter()
        #expect(before == after)
        #expect(t.screen().contains("[exit=0]"))
    }

    @Test("full screen with --kiosk: SIGTERM ends it, the terminal as it was")
    func terminate() throws {
        let t = try Tmux(arguments: ["--kiosk", "--open", "counting", "--mute"])
        try t.waitForState("lesson") { $0.screen == .lesson && $0.kiosk }
        kill(try #require(t.kidsPID()), SIGTERM)
        let (before, after) = try t.sttyBeforeAndAfter()
        #expect(before == after)
        #expect(t.screen().contains("[exit=143]"))
    }

    @Test("line mode in a terminal with --kiosk: q asks for the gate, Ctrl-C and Ctrl-D are typed keys; x behind the gate quits")
    func lineMode() throws {
        let t = try Tmux(arguments: ["--plain", "--kiosk", "--mute", "--gate-seed", "4"])
        try t.waitForState("home") { $0.screen == .home && $0.kiosk }
        #expect(!t.screen().contains("to quit"), "\(t.screen())")
        for key in ["C-c", "C-d", "C-z", "C-\\"] {
            try stillRunning(t) {
                t.press(key, "Enter")
                t.type("w")
                t.press("Enter")
            }
        }
        t.type("q")
        t.press("Enter")
        try t.waitForState("gate") { $0.screen == .gate }
        t.type("\(Binary.gateAnswer(seed: 4))")
        t.press("Enter")
        try t.waitForState("grown-ups") { $0.screen == .grownUps }
        t.type("x")
        t.press("Enter")
        let (before, after) = try t.sttyBeforeAndAfter()
        #expect(before == after, "Ctrl-C and Ctrl-D work again in the shell")
        #expect(t.screen().contains("[exit=0]"))
    }

    @Test("the saved setting: k in the grown-ups' area holds the next start in kiosk mode, and k again frees it")
    func savedSetting() throws {
        let folder = try Binary.temporaryFolder("kiosk")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let answer = Binary.gateAnswer(seed: 2)
        let on = try Binary.run(["--plain", "--mute", "--gate-seed", "2", "--state-dir", folder], input: "g\n\(answer)\nk\nx\n")
        #expect(on.status == 0)
        #expect(on.output.contains("Quitting needs a grown-up: on"), "\(on.output)")
        // Next start: q asks for the gate instead of quitting; the end of input still ends it.
        let next = try Binary.run(["--plain", "--mute", "--gate-seed", "2", "--state-dir", folder], input: "q\n")
        #expect(next.status == 0)
        #expect(next.output.contains("For grown-ups"), "\(next.output)")
        let off = try Binary.run(["--plain", "--mute", "--gate-seed", "2", "--state-dir", folder], input: "g\n\(answer)\nk\nd\nq\n")
        #expect(off.output.contains("Quitting needs a grown-up: off"))
        let free = try Binary.run(["--plain", "--mute", "--state-dir", folder], input: "q\n1\n")
        #expect(free.status == 0 && !free.output.contains("question 1 of"), "q quit at once: \(free.output)")
    }
}
