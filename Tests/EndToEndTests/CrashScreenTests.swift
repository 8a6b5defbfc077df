import Foundation
import Testing
import TestSupport

/// Issue 42, in part: no crash screen for a child. The Swift runtime's backtracer used to catch Ctrl-\ (SIGQUIT) and
/// any crash, and show "💣 Program crashed", a backtrace and "Press space to interact, D to debug" for 30 s, with the
/// terminal left raw. Now SIGQUIT ends kids as SIGTERM does (ignored in kiosk mode), and a crash puts the terminal
/// back, writes a line to kids.log and ends by the signal.
@Suite("No crash screen for a child", .serialized, .tags(.slow))
struct CrashScreenTests {
    /// What the runtime's backtracer shows; none of it may reach the child's screen.
    static let crashScreen = ["Program crashed", "Press space to interact", "Backtrace took"]

    func lessonStarted(_ t: Tmux) throws {
        try t.waitForState("the first question") { $0.screen == .lesson }
    }

    /// Full screen, a question showing, `signal` sent: the terminal must be as it was, the exit `exit`, and no crash
    /// screen shown. Returns the full screen's session, to read its logs.
    @discardableResult
    func sendInFullScreen(_ signal: Int32, exit: Int32) throws -> Tmux {
        let t = try Tmux(arguments: ["--open", "counting", "--mute"])
        try lessonStarted(t)
        kill(try #require(t.kidsPID()), signal)
        let (before, after) = try t.sttyBeforeAndAfter()
        #expect(before == after)
        let screen = t.screen()
        #expect(screen.contains("[exit=\(exit)]") && !Self.crashScreen.contains { screen.contains($0) }, "\(screen)")
        return t
    }

    @Test("SIGQUIT in full screen ends kids as SIGTERM does: the terminal as it was, exit 143, no crash screen")
    func quitInFullScreen() throws {
        try sendInFullScreen(SIGQUIT, exit: 128 + SIGTERM)
    }

    /// (Sent to kids alone: Ctrl-\ typed in the pane would also end the test's own `sh`, which an interactive shell
    /// ignores.)
    @Test("SIGQUIT (Ctrl-\\) in line mode ends kids as SIGTERM does: exit 143, no crash screen")
    func quitInLineMode() throws {
        let t = try Tmux(arguments: ["--plain", "--mute"])
        _ = try t.waitForScreen(containing: "Stories")
        kill(try #require(t.kidsPID()), SIGQUIT)
        let screen = try t.waitForScreen(containing: "[exit=")
        #expect(screen.contains("[exit=143]") && !Self.crashScreen.contains { screen.contains($0) }, "\(screen)")
    }

    @Test("in kiosk mode SIGQUIT is ignored: kids goes on and still answers")
    func quitIgnoredInKiosk() throws {
        let t = try Tmux(arguments: ["--plain", "--mute", "--kiosk"])
        _ = try t.waitForScreen(containing: "Stories")
        kill(try #require(t.kidsPID()), SIGQUIT)
        t.type("w")
        t.press("Enter")
        let screen = try t.waitForScreen(containing: "Home, 0 stars; on: Counting.")
        #expect(!screen.contains("[exit=") && !Self.crashScreen.contains { screen.contains($0) }, "\(screen)")
    }

    @Test("a crash (SIGSEGV, SIGABRT) puts the terminal back, ends by the signal, shows no crash screen, and is told in kids.log",
          arguments: [SIGSEGV, SIGABRT])
    func crash(_ signal: Int32) throws {
        let t = try sendInFullScreen(signal, exit: 128 + signal)
        let log = (try? String(contentsOfFile: t.stateDir + "/kids.log", encoding: .utf8)) ?? ""
        #expect(log.contains("kids stopped by a crash (\(signal == SIGSEGV ? "SIGSEGV" : "SIGABRT"))"), "\(log)")
    }
}
