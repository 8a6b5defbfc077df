import Foundation
import KidsModel
import KidsSystem
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// kids on a real BRLTTY, headless: BRLTTY 6.5 runs its Virtual driver (`vr`, "server:" a Unix socket of the test's)
/// with no screen driver and its BrlAPI server on a local socket of its own (`:N`, no key); the test is the display,
/// speaking the Virtual driver's text protocol ("cells 40" in; "Braille 14|1|…" out; "Route N" in). kids is started in
/// full screen and in line mode (where a braille user with BRLTTY running starts) with `--braille` and
/// `BRLAPI_HOST=:N`: the cells it writes must arrive on the display, the focused answer marked with dots 7 and 8, and a
/// routing key over an answer must choose it at once, no line typed (docs/DECISIONS.md says why this driver).
@Suite("Braille on a real BRLTTY display", .tags(.slow), .serialized)
struct BrailleDisplayTests {
    static let brltty = FileManager.default.isExecutableFile(atPath: "/bin/brltty") || FileManager.default.isExecutableFile(atPath: "/usr/bin/brltty")
    static let louTranslate = FileManager.default.isExecutableFile(atPath: "/usr/bin/lou_translate")

    /// The display's side of the Virtual driver: the lines BRLTTY sent, read on a thread of its own.
    final class Display: @unchecked Sendable {
        let socket: FileDescriptor
        private let lock = NSLock()
        private var received = ""

        init(path: String) throws {
            let deadline = Date().addingTimeInterval(15)
            var connected: FileDescriptor?
            while connected == nil && Date() < deadline {
                connected = try? UnixSocket.connect(path: path, timeout: 200)
                if connected == nil { usleep(50_000) }
            }
            socket = try #require(connected, "BRLTTY's Virtual driver never listened on \(path)")
            try socket.writeAll(Array("cells 40\n".utf8))
            Thread.detachNewThread { [self] in
                var buffer = [UInt8](repeating: 0, count: 4096)
                while true {
                    let n = buffer.withUnsafeMutableBytes { (try? socket.read(into: $0)) ?? -1 }
                    if n == 0 { return }
                    if n < 0 { continue }  // the receive deadline: read on
                    lock.lock()
                    received += String(decoding: buffer[..<n], as: UTF8.self)
                    lock.unlock()
                }
            }
        }

        /// The cells of every "Braille" line so far, each as the dots' numbers ("14", "345678", "").
        var lines: [[String]] {
            lock.lock()
            defer { lock.unlock() }
            return received.split(separator: "\n").compactMap { line in
                guard line.hasPrefix("Braille \""), let end = line.lastIndex(of: "\"") else { return nil }
                return line[line.index(line.startIndex, offsetBy: 9)..<end].split(separator: "|", omittingEmptySubsequences: false)
                    .map { String($0).trimmingCharacters(in: .whitespaces) }
            }
        }

        func send(_ command: String) throws { try socket.writeAll(Array((command + "\n").utf8)) }

        /// Waits for a line of cells that `wanted` accepts.
        func waitForLine(_ description: String, _ wanted: ([String]) -> Bool) throws -> [String] {
            let deadline = Date().addingTimeInterval(15)
            while Date() < deadline {
                if let line = lines.last(where: wanted) { return line }
                usleep(20_000)
            }
            throw NotShown(description: "the display never showed \(description); it showed \(lines.suffix(2))")
        }
    }

    struct NotShown: Error, CustomStringConvertible {
        var description: String
    }

    /// A Unicode braille text as the display's cells, the dots' numbers of each.
    static func dots(_ braille: String) -> [String] {
        braille.unicodeScalars.map { scalar in
            let bits = scalar.value - 0x2800
            return (0..<8).filter { bits & 1 << $0 != 0 }.map { "\($0 + 1)" }.joined()
        }
    }

    @Test("the cells kids writes arrive on the display, the focused answer marked with dots 7 and 8, and a routing key over an answer chooses it",
          .enabled(if: brltty && louTranslate), arguments: [false, true])
    func display(lineMode: Bool) throws {
        let folder = try Binary.temporaryFolder("brltty")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let host = Int.random(in: 40...89)
        let brltty = try Self.startBrltty(folder: folder, host: host)
        defer { Self.stop(brltty) }
        let display = try Display(path: folder + "/vr.sock")
        // BrlAPI's socket is there once BRLTTY has a display.
        let deadline = Date().addingTimeInterval(15)
        while !FileManager.default.fileExists(atPath: "/var/lib/BrlAPI/\(host)") && Date() < deadline { usleep(20_000) }
        let log = folder + "/braille.log"
        let t = try Tmux(arguments: ["--mute", lineMode ? "--plain" : "--full", "--open", "counting", "--question", "counting.duck.5", "--braille", "--braille-log", log, "--seed", "1"],
                         environment: ["BRLAPI_HOST": ":\(host)"])
        let shown = try t.waitForState { $0.screen == .lesson && $0.question == "counting.duck.5" }
        // What kids logged for the display is what the display shows, the focused answer marked.
        var logged: [String: String] = [:]
        while Date() < deadline.addingTimeInterval(15), logged.isEmpty {
            let lines = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n")
            logged = lines.last.flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: String] } ?? [:]
            usleep(20_000)
        }
        let braille = try #require(logged["braille"])
        let cells = Self.dots(braille)
        let line = try display.waitForLine("kids' question") { shownCells in
            shownCells.count == 40 && zip(shownCells, cells).allSatisfy { $0.replacingOccurrences(of: "78", with: "") == $1 }
        }
        let marked = line.indices.filter { line[$0].hasSuffix("78") }
        #expect(!marked.isEmpty, "the focused answer is marked with dots 7 and 8: \(line)")
        // A routing key over the right answer's digit (its cells found in the line, as the child finds them by touch).
        let order = try #require(shown.order)
        let answer = "5"
        let digit = Self.dots(try #require(try BrailleEndToEndTests.braille([answer], table: "en-ueb-g1.ctb").first))
        let text = try #require(logged["text"])
        #expect(text.hasSuffix(order.joined(separator: "  ")), "\(text) ends with the answers \(order)")
        let plain = line.map { $0.replacingOccurrences(of: "78", with: "") }
        let at = try #require((0...(plain.count - digit.count)).last { Array(plain[$0..<$0 + digit.count]) == digit }, "\(digit) in \(plain)")
        try display.send("Route \(at + digit.count - 1)")
        let chosen = try t.waitForState { $0.answered == true || !($0.setAside ?? []).isEmpty }
        #expect(chosen.answered == true, "the routing key chose 5, the right answer: \(chosen)")
    }

    /// BRLTTY with its Virtual driver on `folder`/vr.sock and its BrlAPI server on local host `host`, no key.
    static func startBrltty(folder: String, host: Int) throws -> Process {
        let brltty = Process()
        brltty.executableURL = URL(fileURLWithPath: FileManager.default.isExecutableFile(atPath: "/bin/brltty") ? "/bin/brltty" : "/usr/bin/brltty")
        brltty.arguments = ["-n", "-e", "-q", "-b", "vr", "-d", "server:\(folder)/vr.sock", "-x", "no", "-s", "no",
                            "-A", "host=:\(host),auth=none", "-W", folder, "-U", folder, "-P", folder + "/brltty.pid"]
        brltty.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        brltty.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try brltty.run()
        return brltty
    }

    static func stop(_ brltty: Process) {
        brltty.terminate()
        kill(brltty.processIdentifier, SIGKILL)
        brltty.waitUntilExit()
    }

    /// A child who starts kids before BRLTTY (or whose BRLTTY restarts) is not left with a blank display: kids looks
    /// for BRLTTY again once a second and shows the question it is on when BRLTTY answers, with nothing pressed.
    @Test("BRLTTY started after kids: the display shows the question kids is on, with no key pressed",
          .enabled(if: brltty && louTranslate))
    func displayStartedLater() throws {
        let folder = try Binary.temporaryFolder("brltty-later")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let host = Int.random(in: 40...89)
        let log = folder + "/braille.log"
        let t = try Tmux(arguments: ["--mute", "--plain", "--open", "counting", "--question", "counting.duck.5", "--braille", "--braille-log", log, "--seed", "1"],
                         environment: ["BRLAPI_HOST": ":\(host)"])
        _ = try t.waitForState { $0.screen == .lesson && $0.question == "counting.duck.5" }
        var braille: String?
        let deadline = Date().addingTimeInterval(15)
        while braille == nil, Date() < deadline {
            let lines = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n")
            braille = (lines.last.flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: String] })?["braille"]
            usleep(20_000)
        }
        let cells = Self.dots(try #require(braille, "kids logged the question's braille"))
        let brltty = try Self.startBrltty(folder: folder, host: host)
        defer { Self.stop(brltty) }
        let display = try Display(path: folder + "/vr.sock")
        _ = try display.waitForLine("the question kids was on before BRLTTY started") { shownCells in
            shownCells.count == 40 && zip(shownCells, cells).allSatisfy { $0.replacingOccurrences(of: "78", with: "") == $1 }
        }
    }

    static let accounts = ["/usr/sbin/useradd", "/usr/sbin/userdel", "/usr/sbin/runuser", "/usr/bin/python3"].allSatisfy(FileManager.default.isExecutableFile)
        && getuid() == 0

    @Test("a socket another account planted in BrlAPI's folder (every account may write it) is never asked: the child's screen is not sent to it",
          .enabled(if: accounts))
    func plantedSocket() throws {
        let folder = try Binary.temporaryFolder("planted")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let host = Int.random(in: 40...89), socket = "/var/lib/BrlAPI/\(host)"
        let attacker = "kidsbrl\(Int.random(in: 1000...9999))"
        _ = Spawn.run(["mkdir", "-p", "-m", "1777", "/var/lib/BrlAPI"])
        #expect(Spawn.run(["/usr/sbin/useradd", "--no-create-home", attacker]).status == 0)
        defer {
            _ = Spawn.run(["/usr/sbin/userdel", attacker])
            unlink(socket)
        }
        _ = Spawn.run(["chmod", "0777", folder])
        // The attacker's listener: it notes every connection made to it, for ten seconds.
        let listener = """
            import socket, time
            s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM); s.bind("\(socket)"); s.listen(4); s.settimeout(0.2)
            open("\(folder)/listening", "w").close()
            end = time.time() + 10
            while time.time() < end:
                try:
                    c, _ = s.accept(); open("\(folder)/asked", "a").write("asked\\n"); c.close()
                except socket.timeout:
                    pass
            """
        let script = folder + "/listener.py"
        try listener.write(toFile: script, atomically: true, encoding: .utf8)
        let planted = Process()
        planted.executableURL = URL(fileURLWithPath: "/usr/sbin/runuser")
        planted.arguments = ["-u", attacker, "--", "/usr/bin/python3", script]
        try planted.run()
        defer { planted.terminate(); planted.waitUntilExit() }
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: folder + "/listening") && Date() < deadline { usleep(20_000) }
        #expect(FileManager.default.fileExists(atPath: socket), "the attacker's socket is planted")
        let log = folder + "/braille.log"
        let run = try Binary.run(["--plain", "--mute", "--braille", "--braille-log", log, "--open", "counting", "--state-dir", folder + "/state"],
                                 input: "1\nq\n", environment: ["BRLAPI_HOST": ":\(host)"])
        #expect(run.status == 0, "\(run.output)")
        #expect(((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").contains("\"table\""), "the braille log is written, display or none")
        #expect(!FileManager.default.fileExists(atPath: folder + "/asked"), "kids connected to the planted socket")
    }
}

