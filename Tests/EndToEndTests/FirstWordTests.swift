import Foundation
import KidsModel
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Issue 42: the first word waits for nothing on the screen. A terminal that never answers the questions kids asks
/// at start (`script`, a serial line, some multiplexers) used to hold the first word and the first frame for a third
/// of a second; a late answer was then thrown away. Here a real pseudo-terminal that answers nothing: kids says the
/// first question and draws its first frame with no answer, chooses its pictures without one, and draws the pictures a
/// late answer allows when it comes. Decided by the logs' order, never by a clock.
@Suite("The first word at once, whatever the terminal", .serialized, .tags(.slow))
struct FirstWordTests {
    /// kids in an 80 × 24 pseudo-terminal that says nothing until told to; what kids writes is read (and kept) all along.
    final class SilentTerminal: @unchecked Sendable {
        let master: Int32
        let process = Process()
        let folder: String
        private let lock = NSLock()
        private var written: [UInt8] = []
        private var reader: Thread?

        init(_ arguments: [String], environment: [String: String] = [:]) throws {
            folder = try Binary.temporaryFolder("silent")
            // A start as most are: the pack checked at an earlier one (a first start checks it whole, which in a debug
            // build on a busy machine can take longer than the terminal's 0.3 s, and the first frame waits for the pack).
            _ = try Binary.run(["--plain", "--mute", "--state-dir", folder + "/state"], input: "q\n")
            master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
            var unlocked: Int32 = 0
            var number: UInt32 = 0
            // TIOCSPTLCK and TIOCGPTN (grantpt/unlockpt/ptsname are not in Swift's Glibc module).
            guard master >= 0, ioctl(master, 0x4004_5431, &unlocked) == 0, ioctl(master, 0x8004_5430, &number) == 0 else {
                throw Binary.BinaryError.notBuilt
            }
            var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
            _ = ioctl(master, UInt(TIOCSWINSZ), &size)
            let slave = FileHandle(forUpdatingAtPath: "/dev/pts/\(number)")
            guard let binary = Binary.path, let slave else { throw Binary.BinaryError.notBuilt }
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = arguments + ["--state-log", folder + "/state.log", "--speech-log", folder + "/speech.log",
                                             "--state-dir", folder + "/state"]
            process.environment = ProcessInfo.processInfo.environment.filter { !Binary.screenReaderVariables.contains($0.key) }
                .merging(Binary.noScreenReader) { $1 }.merging(["TERM": "xterm-256color", "NO_COLOR": ""]) { $1 }.merging(environment) { $1 }
            (process.standardInput, process.standardOutput, process.standardError) = (slave, slave, slave)
            try process.run()
            try slave.close()
            let thread = Thread { [self] in
                var buffer = [UInt8](repeating: 0, count: 65536)
                while true {
                    let n = read(master, &buffer, buffer.count)
                    guard n > 0 else { return }
                    lock.withLock { written += buffer[..<n] }
                }
            }
            thread.start()
            reader = thread
        }

        deinit {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
            close(master)
            try? FileManager.default.removeItem(atPath: folder)
        }

        struct Stuck: Error, CustomStringConvertible { var description: String }

        /// What kids has written to the terminal so far.
        var output: [UInt8] { lock.withLock { written } }

        func type(_ text: String) { _ = Array(text.utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) } }

        func lines(_ log: String) -> [String] {
            ((try? String(contentsOfFile: folder + "/" + log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }

        /// Waits (polling the logs, up to `timeout` seconds: a limit for a stuck program, not a measure) until `condition`.
        func wait(_ what: String, timeout: Double = 15, until condition: () -> Bool) throws {
            let deadline = Date().addingTimeInterval(timeout)
            while !condition() {
                guard Date() < deadline else { throw Stuck(description: "\(what): not within \(timeout) s; states: \(lines("state.log"))") }
                usleep(10_000)
            }
        }

        func states() -> [Snapshot] {
            lines("state.log").compactMap { try? JSONDecoder().decode(Snapshot.self, from: Data($0.utf8)) }
        }

        func pictures() -> [String] { states().compactMap(\.pictures) }
    }

    @Test("a terminal that answers nothing: the first question is said and drawn, the pictures chosen without an answer, and a late answer's pixels drawn")
    func silentTerminal() throws {
        let t = try SilentTerminal(["--open", "counting", "--mute"])
        // The terminal was asked (DA1 last), and kids says and draws the first question though nothing answers.
        try t.wait("the question asked of the terminal") { String(decoding: t.output, as: UTF8.self).contains("\u{1B}[c") }
        try t.wait("the first question said") { t.lines("speech.log").contains { $0.contains("How many suns") } }
        try t.wait("the pictures chosen without an answer") { t.pictures().contains { $0.hasPrefix("symbols") } }
        #expect(t.pictures().first == "choosing", "the first frame waited for the terminal: \(t.pictures())")
        let log = (try? String(contentsOfFile: t.folder + "/state/kids.log", encoding: .utf8)) ?? ""
        #expect(log.contains("no answer from the terminal"), "\(log)")
        // A late answer (sixels, cells of 10 × 20) is read as an answer, not keys, and its pixels are drawn.
        t.type("\u{1B}[6;20;10t\u{1B}[?64;1;2;4;6;9;15;18;21;22c")
        try t.wait("the late answer's pixels") { t.pictures().last == "pixels (sixel, cells of 10x20)" }
        try t.wait("a sixel picture written") { String(decoding: t.output, as: UTF8.self).contains("\u{1B}P") }
        let states = t.states()
        #expect(states.allSatisfy { $0.screen == .lesson && $0.question == "counting.sun.1" }, "the answer was taken as keys: \(states)")
        // And the keyboard is the child's: Esc goes home.
        t.type("\u{1B}")
        try t.wait("Esc taken as Esc after the answer") { t.states().last?.screen == .home }
    }
}
