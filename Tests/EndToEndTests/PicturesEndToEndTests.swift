import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import KidsModel
import Testing
import TestSupport

/// How the real binary draws pictures in a real terminal (tmux, which answers DA1 without sixels): libchafa's
/// symbols where it can, and the packs' own block art on the Linux console, under NO_COLOR and without libchafa.
@Suite("Pictures in a real terminal", .tags(.slow))
struct PicturesEndToEndTests {
    /// The first counting question's picture, as the screen shows it (the rows above the question, left of the tiles),
    /// and what kids.log says of pictures.
    func picture(_ environment: [String: String] = [:], _ arguments: [String] = []) throws -> (rows: [String], log: String) {
        // Colours on (an empty NO_COLOR is none), whatever the test runner's environment says.
        let t = try Tmux(arguments: ["--open", "counting", "--mute"] + arguments, environment: ["NO_COLOR": ""].merging(environment) { $1 })
        try t.waitForState("the first question") { $0.screen == .lesson && $0.question == "counting.sun.1" }
        let rows = t.screen().split(separator: "\n", omittingEmptySubsequences: false).dropFirst().prefix(16).map { String($0.prefix(44)) }
        let log = (try? String(contentsOfFile: t.stateDir + "/kids.log", encoding: .utf8)) ?? ""
        return (rows, log.split(separator: "\n").filter { $0.contains("pictures:") }.joined(separator: "\n"))
    }

    @Test("NO_COLOR, no libchafa and the Linux console draw the packs' block art, as --pictures blocks does")
    func fallbacks() throws {
        let blocks = try picture([:], ["--pictures", "blocks"])
        #expect(blocks.rows.joined().contains("█"), "the sun's block art: \(blocks.rows)")
        #expect(blocks.log.contains("pictures: blocks ("))
        let noColour = try picture(["NO_COLOR": "1"])
        #expect(noColour.rows == blocks.rows)
        #expect(noColour.log.contains("pictures: blocks ("))
        let noLibrary = try picture(["KIDS_LIBCHAFA": "libkids-no-such-chafa.so.0"])
        #expect(noLibrary.rows == blocks.rows)
        #expect(noLibrary.log.contains("pictures: blocks, since libchafa cannot be used (libkids-no-such-chafa.so.0"), "\(noLibrary.log)")
        let console = try picture(["TERM": "linux"])
        let consoleBlocks = try picture(["TERM": "linux"], ["--pictures", "blocks"])
        #expect(console.rows == consoleBlocks.rows && console.log.contains("pictures: blocks ("))
    }

    @Test("with libchafa, a terminal that draws no pixels gets the picture's image in symbols", .enabled(if: LibChafaHere.installed))
    func symbols() throws {
        let blocks = try picture([:], ["--pictures", "blocks"])
        let drawn = try picture()
        #expect(drawn.log.contains("pictures: symbols (256 colours) ("), "\(drawn.log)")
        #expect(drawn.rows != blocks.rows, "\(drawn.rows)")
        let truecolor = try picture(["COLORTERM": "truecolor"])
        #expect(truecolor.log.contains("pictures: symbols (24-bit colour) ("))
    }
}

/// Whether libchafa.so.0 opens here (the binary opens it the same way).
enum LibChafaHere {
    static let installed = dlopen("libchafa.so.0", RTLD_LAZY) != nil
}
