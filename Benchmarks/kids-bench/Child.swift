import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A program started for measuring: in a pseudo-terminal of a given size (full screen), or with pipes
/// (line mode); its output read with timeouts, its CPU time, memory and wake-ups read from /proc.
final class Child {
    let pid: pid_t
    /// Where its output is read: the terminal's master side, or the stdout pipe.
    let output: Int32
    /// Where keys are written: the master side again, or the stdin pipe.
    let input: Int32
    private(set) var exitStatus: Int32?
    /// From `wait4`, once the child has ended: its peak resident memory (KB) and CPU seconds.
    private(set) var peakKilobytes = 0
    private(set) var totalCPUSeconds = 0.0

    struct Failure: Error, CustomStringConvertible { var description: String }

    private init(pid: pid_t, output: Int32, input: Int32) {
        self.pid = pid
        self.output = output
        self.input = input
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            _ = wait()
        }
        close(output)
        if input != output { close(input) }
    }

    /// Starts `path` with its standard input, output and error on a new pseudo-terminal of `columns` × `rows`.
    static func inTerminal(_ path: String, _ arguments: [String], columns: Int, rows: Int,
                           environment: [String: String] = [:]) throws -> Child {
        // grantpt/unlockpt/ptsname are not in Swift's Glibc module; their Linux ioctls are:
        // TIOCSPTLCK (unlock) and TIOCGPTN (the pty's number).
        let unlock: UInt = 0x4004_5431
        let number: UInt = 0x8004_5430
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        var locked: Int32 = 0
        var index: UInt32 = 0
        guard master >= 0, ioctl(master, unlock, &locked) == 0, ioctl(master, number, &index) == 0 else {
            throw Failure(description: "no pseudo-terminal")
        }
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        let slave = open("/dev/pts/\(index)", O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw Failure(description: "cannot open /dev/pts/\(index)") }
        defer { close(slave) }
        let pid = try spawn(path, arguments, stdin: slave, stdout: slave, stderr: slave, environment: environment)
        return Child(pid: pid, output: master, input: master)
    }

    /// Starts `path` with pipes for standard input and output (standard error to /dev/null).
    static func withPipes(_ path: String, _ arguments: [String], environment: [String: String] = [:]) throws -> Child {
        var toChild: [Int32] = [0, 0]
        var fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { throw Failure(description: "no pipe") }
        let null = open("/dev/null", O_WRONLY)
        defer {
            close(toChild[0])
            close(fromChild[1])
            close(null)
        }
        _ = fcntl(toChild[1], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fromChild[0], F_SETFD, FD_CLOEXEC)
        let pid = try spawn(path, arguments, stdin: toChild[0], stdout: fromChild[1], stderr: null, environment: environment)
        return Child(pid: pid, output: fromChild[0], input: toChild[1])
    }

    private static func spawn(_ path: String, _ arguments: [String], stdin: Int32, stdout: Int32, stderr: Int32,
                              environment: [String: String]) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        let env = ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { "\($0.key)=\($0.value)" }
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = env.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard result == 0 else { throw Failure(description: "cannot start \(path): \(result)") }
        return pid
    }

    /// Reads until `marker` has appeared (counting from this call) or `timeout` seconds pass; returns the
    /// bytes read and whether the marker came.
    func read(until marker: [UInt8], timeout: Double = 10) -> (bytes: [UInt8], found: Bool) {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        let deadline = now() + timeout
        while now() < deadline {
            var fds = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let left = Int32(max(1, (deadline - now()) * 1000))
            guard poll(&fds, 1, left) > 0 else { continue }
            let n = Glibc.read(output, &buffer, buffer.count)
            guard n > 0 else { return (bytes, false) }
            // Only what is new is looked through (with the marker's length less one before it), so that a long
            // output (a frame of sixels) costs the reader no more than reading it.
            let from = max(0, bytes.count - marker.count + 1)
            bytes += buffer[..<n]
            if !marker.isEmpty && Child.contains(bytes, marker, from: from) { return (bytes, true) }
        }
        return (bytes, false)
    }

    /// Reads until the child closes its output (or `timeout` seconds pass).
    @discardableResult
    func readToEnd(timeout: Double = 60) -> [UInt8] {
        read(until: [], timeout: timeout).bytes
    }

    /// Reads until the child closes its output (or `timeout` seconds pass), calling `between` before each wait for more
    /// (at least every `every` seconds): to sample the child while it runs.
    func readToEnd(timeout: Double = 60, every: Double = 0.005, between: () -> Void) {
        var buffer = [UInt8](repeating: 0, count: 65536)
        let deadline = now() + timeout
        while now() < deadline {
            between()
            var fds = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            guard poll(&fds, 1, Int32(max(1, every * 1000))) > 0 else { continue }
            if Glibc.read(output, &buffer, buffer.count) <= 0 { return }
        }
    }

    /// Waits until the child has written something (without reading it); false after `timeout` seconds.
    func waitForOutput(timeout: Double) -> Bool {
        var fds = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
        return poll(&fds, 1, Int32(timeout * 1000)) > 0
    }

    /// Reads and drops whatever is waiting, without blocking.
    func drain() {
        var buffer = [UInt8](repeating: 0, count: 65536)
        var fds = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
        while poll(&fds, 1, 0) > 0, Glibc.read(output, &buffer, buffer.count) > 0 {}
    }

    func write(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(input, $0.baseAddress, $0.count) }
    }

    /// Closes the input pipe (the end of input for line mode).
    func closeInput() {
        if input != output { close(input) }
    }

    @discardableResult
    func wait() -> Int32 {
        if let exitStatus { return exitStatus }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        exitStatus = status
        peakKilobytes = usage.ru_maxrss
        totalCPUSeconds = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        return status
    }

    /// CPU seconds (user + system) used so far, from /proc/PID/stat.
    var cpuSeconds: Double {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return .nan }
        let fields = text[text.index(after: close)...].split(separator: " ")
        // After the command name: state is field 3; utime and stime are fields 14 and 15.
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return .nan }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// A field of /proc/PID/status in kilobytes (VmRSS, VmHWM).
    func statusKilobytes(_ field: String) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return 0 }
        let line = text.split(separator: "\n").first { $0.hasPrefix(field + ":") } ?? ""
        return Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first ?? "") ?? 0
    }

    /// Proportional set size in kilobytes (shared pages divided among the processes sharing them).
    var proportionalKilobytes: Int {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/smaps_rollup", encoding: .utf8) else { return 0 }
        let line = text.split(separator: "\n").first { $0.hasPrefix("Pss:") } ?? ""
        return Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first ?? "") ?? 0
    }

    /// Context switches of each thread so far, by thread: each one is a wake-up.
    var switchesByThread: [String: Int] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        var switches: [String: Int] = [:]
        for task in tasks {
            let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8)) ?? ""
            switches[task] = text.split(separator: "\n").filter { $0.contains("ctxt_switches") }
                .compactMap { Int($0.split(separator: "\t").last?.trimmingCharacters(in: .whitespaces) ?? "") }.reduce(0, +)
        }
        return switches
    }

    /// The wake-ups between two looks at `switchesByThread`: each thread's new switches (all of a new thread's), and
    /// one for each thread that ended meanwhile (it woke to end; its own count went with it).
    static func wakeUps(from before: [String: Int], to after: [String: Int]) -> Int {
        after.reduce(0) { $0 + $1.value - (before[$1.key] ?? 0) } + before.keys.filter { after[$0] == nil }.count
    }

    static func contains(_ haystack: [UInt8], _ needle: [UInt8], from: Int = 0) -> Bool {
        occurrences(of: needle, in: haystack, from: from, upTo: 1) > 0
    }

    /// How many times `needle` begins in `haystack` at or after `from`, counted up to `upTo`.
    static func occurrences(of needle: [UInt8], in haystack: [UInt8], from: Int = 0, upTo limit: Int = .max) -> Int {
        guard !needle.isEmpty, haystack.count >= needle.count, from <= haystack.count - needle.count else { return 0 }
        var found = 0
        for start in from...(haystack.count - needle.count) where haystack[start] == needle[0] {
            guard haystack[start..<(start + needle.count)].elementsEqual(needle) else { continue }
            found += 1
            if found == limit { break }
        }
        return found
    }
}
