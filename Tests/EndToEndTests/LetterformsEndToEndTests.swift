import Foundation
import KidsModel
import Testing
import TestSupport

/// Issue 43: the letters and numbers a child is taught are Andika's letterforms wherever pictures are drawn, in the
/// real binary: a sixel terminal gets them in pixels (the letters question, which has no picture but its letter; the
/// keyboard's letter; counting's number tiles), tmux gets them in libchafa's symbols, and the Linux console keeps the
/// block font, as `--pictures blocks` does.
@Suite("Letterforms in a real terminal", .serialized, .tags(.slow), .enabled(if: LibChafaHere.installed, "libchafa.so.0 is not installed"))
struct LetterformsEndToEndTests {
    static let sixelAnswer = "\u{1B}[6;20;10t\u{1B}[?64;1;2;4;6;9;15;18;21;22c"

    /// The sixel images kids writes on the first screen of `arguments`, in an 80 × 24 terminal that draws sixels.
    func sixels(_ arguments: [String], state: String) throws -> Int {
        let t = try FirstWordTests.SilentTerminal(arguments + ["--mute"])
        try t.wait("the question asked of the terminal") { String(decoding: t.output, as: UTF8.self).contains("\u{1B}[c") }
        t.type(Self.sixelAnswer)
        try t.wait("the pictures in pixels") { t.pictures().last == "pixels (sixel, cells of 10x20)" }
        try t.wait("the screen \(state)") { t.states().last.map { "\($0.screen)" == state } == true }
        try t.wait("a sixel image written") { String(decoding: t.output, as: UTF8.self).contains("\u{1B}P") }
        usleep(200_000)  // the frame is written whole before its state line; this only lets the terminal's reader catch up
        return String(decoding: t.output, as: UTF8.self).components(separatedBy: "\u{1B}P").count - 1
    }

    @Test("a sixel terminal: the letters question's B, the keyboard's letter and counting's three number tiles are images")
    func pixels() throws {
        #expect(try sixels(["--open", "letters", "--question", "letters.match.b"], state: "lesson") >= 1,
                "the letter B is the only thing to draw in pixels on this question")
        #expect(try sixels(["--open", "keyboard"], state: "lesson") >= 1, "the keyboard's letter")
        #expect(try sixels(["--open", "counting"], state: "lesson") >= 4, "the sun and the numbers 1, 2 and 3")
    }

    /// The letter question's rows left of the tiles, as tmux shows them.
    func letterRows(_ environment: [String: String] = [:], _ arguments: [String] = []) throws -> [String] {
        let t = try Tmux(arguments: ["--open", "letters", "--question", "letters.match.b", "--mute"] + arguments,
                         environment: ["NO_COLOR": ""].merging(environment) { $1 })
        try t.waitForState("the letters question") { $0.screen == .lesson && $0.question == "letters.match.b" }
        return t.screen().split(separator: "\n", omittingEmptySubsequences: false).dropFirst().prefix(18).map { String($0.prefix(44)) }
    }

    @Test("tmux gets the letter in libchafa's symbols; the Linux console keeps the block font, as --pictures blocks")
    func symbolsAndConsole() throws {
        let blocks = try letterRows([:], ["--pictures", "blocks"])
        #expect(blocks.joined().contains("█"), "the block font's B: \(blocks)")
        let symbols = try letterRows()
        #expect(symbols != blocks, "\(symbols)")
        let console = try letterRows(["TERM": "linux"])
        #expect(console == (try letterRows(["TERM": "linux"], ["--pictures", "blocks"])))
    }
}
