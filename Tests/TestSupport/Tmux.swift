import Foundation
import KidsModel
#if canImport(Glibc)
import Glibc
#endif

/// A real terminal of a fixed size running the `kids` binary, driven with `send-keys` and read through
/// `--state-log`. Each instance has its own tmux server (reusing a socket right after `kill-server` fails).
public final class Tmux {
    public let socket = "kids-test-\(UUID().uuidString.prefix(8))"
    /// A folder for this session: logs, progress, terminal settings before and after.
    public let folder: String
    public var stateLog: String { folder + "/state.log" }
    public var speechLog: String { folder + "/speech.log" }
    public var stateDir: String { folder + "/state" }
    private var seenStates = 0
    private let ownsFolder: Bool

    public struct Timeout: Error, CustomStringConvertible {
        public var description: String
    }

    /// Starts `kids arguments` in a `width` × `height` terminal, under `sh` so the test can read its exit
    /// status and compare `stty -g` before and after. `--state-log`, `--speech-log` and `--state-dir` are
    /// added unless `logs` is false. `wrapper` runs the binary (`strace …` to slow its disk down).
    public init(width: Int = 80, height: Int = 24, arguments: [String], logs: Bool = true, folder: String? = nil,
                environment: [String: String] = [:], wrapper: [String] = []) throws {
        guard let binary = Binary.path else { throw Binary.BinaryError.notBuilt }
        self.folder = try folder ?? Binary.temporaryFolder("tmux")
        ownsFolder = folder == nil
        let extra = logs ? ["--state-log", stateLog, "--speech-log", speechLog, "--state-dir", stateDir] : []
        let variables = Binary.noScreenReader.merging(environment) { $1 }.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let unset = Binary.screenReaderVariables.sorted().flatMap { ["-u", $0] }
        let command = (["env"] + unset + variables + wrapper + [binary] + arguments + extra).map(Self.quote)
            .joined(separator: " ")
        let f = Self.quote(self.folder)
        let script = "stty -g > \(f)/stty-before; \(command); echo \"[exit=$?]\"; stty -g > \(f)/stty-after; sleep 600"
        let result = tmux(["new-session", "-d", "-x", "\(width)", "-y", "\(height)", "sh", "-c", script])
        guard result.status == 0 else { throw Timeout(description: "tmux did not start: \(result.output)") }
    }

    deinit {
        tmux(["kill-server"])
        if ownsFolder { try? FileManager.default.removeItem(atPath: folder) }
    }

    @discardableResult
    func tmux(_ arguments: [String]) -> Spawn.Result {
        Spawn.run(["tmux", "-L", socket, "-f", "/dev/null"] + arguments)
    }

    static func quote(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    /// Types text literally.
    public func type(_ text: String) { tmux(["send-keys", "-t", "0", "-l", text]) }

    /// Presses named keys: `Enter`, `Escape`, `Tab`, `BTab`, `Left`, `C-c`, `Space`, `BSpace`.
    public func press(_ keys: String...) { tmux(["send-keys", "-t", "0"] + keys) }

    /// Sends raw bytes, as a terminal would (a mouse report, a paste).
    public func send(bytes: [UInt8]) {
        tmux(["send-keys", "-t", "0", "-H"] + bytes.map { String(format: "%02x", $0) })
    }

    /// A left click on a cell (0-based), as an SGR mouse report.
    public func click(column: Int, row: Int) {
        send(bytes: Array("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m".utf8))
    }

    public func resize(width: Int, height: Int) {
        tmux(["resize-window", "-t", "0", "-x", "\(width)", "-y", "\(height)"])
    }

    /// Kills the pane: its terminal closes under the program, as when a window is closed.
    public func killPane() { tmux(["kill-pane", "-t", "0"]) }

    /// What the pane shows now, as text.
    public func screen() -> String { tmux(["capture-pane", "-p", "-t", "0"]).output }

    /// The process id of `kids`: a child of the pane's `sh`, or of the wrapper that runs it.
    public func kidsPID() -> pid_t? {
        let shell = tmux(["display-message", "-p", "-t", "0", "#{pane_pid}"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
        var parents = [shell]
        while !parents.isEmpty {
            var next: [String] = []
            for parent in parents {
                let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(parent)/task")) ?? []
                for task in tasks {
                    let children = (try? String(contentsOfFile: "/proc/\(parent)/task/\(task)/children", encoding: .utf8)) ?? ""
                    for child in children.split(separator: " ").map(String.init) {
                        let name = (try? String(contentsOfFile: "/proc/\(child)/comm", encoding: .utf8))?
                            .trimmingCharacters(in: .whitespacesAndNewlines)
                        if name == "kids", let pid = pid_t(child) { return pid }
                        next.append(child)
                    }
                }
            }
            parents = next
        }
        return nil
    }

    /// Waits for the next state-log line (after those already seen) that satisfies `condition`, and returns
    /// it. Lines before it are passed over. Polls the file; never a fixed sleep.
    @discardableResult
    /// A full-screen line drawn before the pictures were chosen (`pictures` is `choosing`) is passed over too, unless
    /// `choosing` is true: its pictures are drawn again soon after, and the screen read then may be either.
    public func waitForState(timeout: Double = 15, _ description: String = "", choosing: Bool = false,
                             _ condition: (Snapshot) -> Bool) throws -> Snapshot {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let lines = states()
            while seenStates < lines.count {
                let line = lines[seenStates]
                seenStates += 1
                if line.pictures == "choosing" && !choosing { continue }
                if condition(line) { return line }
            }
            usleep(10_000)
        }
        throw Timeout(description: "no state line \(description) within \(timeout) s; last: \(states().last.map { "\($0)" } ?? "none")\n\(screen())")
    }

    /// Every state-log line so far.
    public func states() -> [Snapshot] {
        let text = (try? String(contentsOfFile: stateLog, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { try? JSONDecoder().decode(Snapshot.self, from: Data($0.utf8)) }
    }

    /// Every speech-log line so far, as dictionaries.
    public func utterances() -> [[String: Any]] {
        let text = (try? String(contentsOfFile: speechLog, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    /// Waits until the speech log has at least `count` lines, and returns them.
    @discardableResult
    public func waitForUtterances(_ count: Int, timeout: Double = 15) throws -> [[String: Any]] {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let lines = utterances()
            if lines.count >= count { return lines }
            usleep(10_000)
        }
        throw Timeout(description: "the speech log never reached \(count) lines: \(utterances())")
    }

    /// Waits for an utterance after the first `heard` lines of the speech log that `wanted` accepts; returns it and
    /// moves `heard` past it (a listener hears each thing once, in order).
    public func listen(after heard: inout Int, for description: String, timeout: Double = 15,
                       _ wanted: ([String: Any]) -> Bool) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let lines = utterances()
            if let found = lines.indices.dropFirst(heard).first(where: { wanted(lines[$0]) }) {
                heard = found + 1
                return lines[found]
            }
            usleep(5_000)
        }
        let last = utterances().suffix(4).map { $0["text"] as? String ?? "" }
        throw Timeout(description: "never heard \(description); last said: \(last)")
    }

    /// Waits until the pane shows `text`.
    @discardableResult
    public func waitForScreen(containing text: String, timeout: Double = 15) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let shown = screen()
            if shown.contains(text) { return shown }
            usleep(10_000)
        }
        throw Timeout(description: "the screen never showed \(text):\n\(screen())")
    }

    /// The terminal's settings before kids started and after it ended (`stty -g`), once both exist.
    public func sttyBeforeAndAfter() throws -> (String, String) {
        try waitForScreen(containing: "[exit=")
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            if let before = try? String(contentsOfFile: folder + "/stty-before", encoding: .utf8),
               let after = try? String(contentsOfFile: folder + "/stty-after", encoding: .utf8), !after.isEmpty {
                return (before, after)
            }
            usleep(10_000)
        }
        throw Timeout(description: "stty after was not written")
    }
}
