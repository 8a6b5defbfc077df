import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program with `posix_spawn` and `waitpid`, its output in a file. Used for tmux: `Foundation.Process`
/// never sees the end of the command that starts a tmux server (the daemon inherits its exit-watch descriptor).
public enum Spawn {
    public struct Result: Sendable {
        public var status: Int32
        public var output: String
    }

    /// Runs a program with `input` on its standard input (through a temporary file).
    public static func run(_ arguments: [String], input: String) throws -> Result {
        let inPath = NSTemporaryDirectory() + "spawn-in-\(UUID().uuidString)"
        defer { unlink(inPath) }
        try Data(input.utf8).write(to: URL(fileURLWithPath: inPath))
        return run(arguments, stdin: inPath)
    }

    @discardableResult
    public static func run(_ arguments: [String], stdin: String = "/dev/null") -> Result {
        let outPath = NSTemporaryDirectory() + "spawn-\(UUID().uuidString)"
        defer { unlink(outPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdin, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // The test runner's threads block signals, and a spawned program would inherit that mask: a tmux
        // server would then ignore the SIGTERM that `kill-server` sends itself. Start it with none blocked
        // and every signal at its default.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environ)
        guard spawned == 0 else { return Result(status: -1, output: "cannot start \(arguments[0]): \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let output = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
        // WIFEXITED / WEXITSTATUS, which Swift does not import as functions.
        let exited = status & 0x7F == 0
        return Result(status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), output: output)
    }
}

extension Spawn {
    /// Why a script that had to succeed did not: the script, and what it printed.
    public struct ScriptFailed: Error, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// Runs `script` with bash; its output, or `ScriptFailed` when it exits other than 0.
    @discardableResult
    public static func shell(_ script: String) throws -> String {
        let result = run(["bash", "-c", script])
        guard result.status == 0 else { throw ScriptFailed(message: "\(script)\n\(result.output)") }
        return result.output
    }
}
