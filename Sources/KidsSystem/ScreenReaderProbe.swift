#if canImport(Glibc)
import Glibc
#endif

/// Whether a screen reader is running for this terminal, found from what each one leaves behind (docs/DECISIONS.md
/// "A screen reader found" names where each convention comes from). Every path is read under `root`, so that a
/// test points the probe at a made-up `/sys`, `/proc` and `/run`; nothing is started and nothing is written.
public struct ScreenReaderProbe: Sendable {
    /// What was found: the reader's name (or the option that asks for one, "ACCESSIBLE=1"), and where it showed.
    public struct Found: Hashable, Sendable {
        public var reader: String
        public var evidence: String

        public init(reader: String, evidence: String) {
            self.reader = reader
            self.evidence = evidence
        }
    }

    /// "" for this computer; a folder standing for `/` in tests.
    public var root: String
    public var environment: [String: String]
    /// The process whose ancestors are looked at (a screen reader in a PTY runs the program as its child).
    public var processID: Int32
    /// How long the session bus may take to answer, in milliseconds.
    public var busTimeout: Int32

    public init(root: String = "", environment: [String: String], processID: Int32 = getpid(), busTimeout: Int32 = 300) {
        self.root = root
        self.environment = environment
        self.processID = processID
        self.busTimeout = busTimeout
    }

    /// The first screen reader found, cheapest look first; nil when none is.
    public func find() -> Found? {
        userOptIn() ?? ancestor() ?? speakup() ?? bootOptions() ?? fenrirDaemon() ?? brltty() ?? orca()
    }

    /// `ACCESSIBLE=1`, a user's own word; `INSIDE_EMACS`, set by Emacs in its terminals (Emacspeak speaks them).
    func userOptIn() -> Found? {
        if environment["ACCESSIBLE"] == "1" { return Found(reader: "ACCESSIBLE=1", evidence: "the environment") }
        if let emacs = environment["INSIDE_EMACS"], !emacs.isEmpty { return Found(reader: "Emacs", evidence: "INSIDE_EMACS") }
        return nil
    }

    /// A screen reader that runs this program in its own terminal (Fenrir's PTY driver, yasr, tdsr): one of
    /// this process's ancestors. It reads exactly this terminal.
    func ancestor() -> Found? {
        let readers = ["fenrir": "Fenrir", "fenrir-daemon": "Fenrir", "yasr": "yasr", "tdsr": "tdsr"]
        var pid = processID
        for _ in 0..<64 {
            guard pid > 1, let parent = parent(of: pid) else { return nil }
            // A Python reader runs as "python3 /usr/bin/fenrir": its first two words are looked at.
            for word in arguments(of: parent).prefix(2) {
                if let name = readers[word.split(separator: "/").last.map(String.init) ?? ""] {
                    return Found(reader: name, evidence: "it runs this program (process \(parent))")
                }
            }
            pid = parent
        }
        return nil
    }

    /// Speakup, in the kernel: its synthesizer, named in `/sys/accessibility/speakup/synth` ("none" when off).
    func speakup() -> Found? {
        guard let synth = text("/sys/accessibility/speakup/synth")?.trimmed, !synth.isEmpty, synth != "none" else { return nil }
        return Found(reader: "Speakup", evidence: "/sys/accessibility/speakup/synth (\(synth))")
    }

    /// The boot options of a computer set up for speech: `speakup.synth=` (Debian's installer passes it on to the
    /// system it installs) and `accessibility=`.
    func bootOptions() -> Found? {
        guard let line = text("/proc/cmdline") else { return nil }
        for option in line.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            let pair = option.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, !pair[1].isEmpty, pair[1] != "none", pair[1] != "off", pair[1] != "0" else { continue }
            if pair[0] == "speakup.synth" { return Found(reader: "Speakup", evidence: "/proc/cmdline (\(option))") }
            if pair[0] == "accessibility" { return Found(reader: String(option), evidence: "/proc/cmdline") }
        }
        return nil
    }

    /// Fenrir as the console's reader: its pid file (`/run/fenrir.pid`, older releases `/tmp/fenrir.pid`) naming a
    /// running process, or the remote-control socket its console driver opens, answering.
    func fenrirDaemon() -> Found? {
        for pidFile in ["/run/fenrir.pid", "/var/run/fenrir.pid", "/tmp/fenrir.pid"] {
            if let pid = text(pidFile).flatMap({ Int32($0.trimmed) }), pid > 0, exists("/proc/\(pid)") {
                return Found(reader: "Fenrir", evidence: pidFile)
            }
        }
        let socket = "/tmp/fenrirscreenreader-deamon.sock"  // sic: Fenrir's own spelling
        return answers(socket) ? Found(reader: "Fenrir", evidence: socket) : nil
    }

    /// BRLTTY with its API open (a braille display in use): a BrlAPI socket that answers, in the folder of
    /// BrlAPI 6 (`/run/brltty/BrlAPI`) or of before (`/var/lib/BrlAPI`). A bare brltty process is not enough.
    func brltty() -> Found? {
        for folder in ["/run/brltty/BrlAPI", "/var/lib/BrlAPI"] {
            for name in (try? Folder.names(in: root + folder)) ?? [] where answers(folder + "/" + name) {
                return Found(reader: "BRLTTY", evidence: folder + "/" + name)
            }
        }
        return nil
    }

    /// Orca: a process named orca, and the desktop's accessibility bus saying a screen reader is on
    /// (`org.a11y.Status.ScreenReaderEnabled`). The session bus is asked only when there is one.
    func orca() -> Found? {
        guard let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty else { return nil }
        // Orca runs as the desktop's user: another user's process (most of a desktop's, the kernel's threads) is passed
        // over with one `stat`, not read. Run as root (sudo in the user's terminal), every process is looked at.
        let user = getuid()
        let running = ((try? Folder.names(in: root + "/proc")) ?? []).contains { name in
            guard let pid = Int32(name), pid > 0 else { return false }
            if user != 0, let status = try? fileStatus(root + "/proc/" + name), status.owner != user { return false }
            return arguments(of: pid).prefix(2).contains { $0.split(separator: "/").last == "orca" }
        }
        guard running else { return nil }
        let bus = SessionBus(address: address, root: root, timeout: busTimeout)
        guard bus.property(of: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Status", name: "ScreenReaderEnabled") == true else {
            return nil
        }
        return Found(reader: "Orca", evidence: "org.a11y.Status.ScreenReaderEnabled")
    }

    // MARK: - Reading under the root

    func text(_ path: String) -> String? {
        guard case .bytes(let bytes)? = try? RegularFile.read(root + path, limit: 64 * 1024) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    func exists(_ path: String) -> Bool { (try? fileStatus(root + path)) != nil }

    /// The parent of `pid`, from `/proc/PID/stat`: the fourth field, after the name in parentheses.
    func parent(of pid: Int32) -> Int32? {
        guard let stat = text("/proc/\(pid)/stat"), let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 1 ? Int32(fields[1]) : nil
    }

    /// The words of a process's command line, from `/proc/PID/cmdline` (NUL-separated).
    func arguments(of pid: Int32) -> [String] {
        (text("/proc/\(pid)/cmdline") ?? "").split(separator: "\0").map(String.init)
    }

    /// Whether a Unix socket under the root accepts a connection (a socket left by a reader that died does not).
    func answers(_ path: String) -> Bool {
        guard let status = try? fileStatus(root + path), status.isSocket else { return false }
        guard let fd = try? UnixSocket.connect(path: root + path) else { return false }
        try? fd.close()  // Tolerated: nothing was written.
        return true
    }
}

extension StringProtocol {
    /// Without spaces, tabs and line ends at either end (a line of /proc, of kids.conf, of a roster).
    public var trimmed: String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" || $0 == "\r\n" }
        return String(drop(while: blank).reversed().drop(while: blank).reversed())
    }
}
