import Foundation
import Glibc
@testable import KidsSystem
import Testing

/// The screen-reader probe, each source in a made-up root: what a running reader leaves is found, what a
/// stopped one leaves is not, and with nothing the probe finds nothing.
@Suite("Finding a running screen reader")
struct ScreenReaderProbeTests {
    /// A made-up `/` with `files` written in it (path → contents), removed after `body`.
    func withRoot<T>(_ files: [String: String] = [:], _ body: (String) throws -> T) throws -> T {
        let root = try Fixtures.temporaryFolder("sr")
        defer { Fixtures.remove(root) }
        for (path, contents) in files {
            try FileManager.default.createDirectory(atPath: root + (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try contents.write(toFile: root + path, atomically: false, encoding: .utf8)
        }
        return try body(root)
    }

    /// This test's process and its parent, as `/proc` shows them (the probe walks up from pid 100).
    static let family = ["/proc/100/stat": "100 (kids) S 50 100 50 0", "/proc/100/cmdline": "kids\0",
                         "/proc/50/stat": "50 (bash (login)) S 1 50 50 0", "/proc/50/cmdline": "-bash\0"]

    func found(_ files: [String: String], environment: [String: String] = [:]) throws -> ScreenReaderProbe.Found? {
        try withRoot(files.merging(Self.family) { a, _ in a }) { root in
            ScreenReaderProbe(root: root, environment: environment, processID: 100).find()
        }
    }

    @Test("nothing found: no reader's trace, Speakup with no synthesizer, boot options without speech")
    func nothing() throws {
        #expect(try found([:]) == nil)
        #expect(try found(["/sys/accessibility/speakup/synth": "none\n"]) == nil)
        #expect(try found(["/proc/cmdline": "BOOT_IMAGE=/vmlinuz root=/dev/sda1 quiet speakup.synth=none\n"]) == nil)
        #expect(try found([:], environment: ["ACCESSIBLE": "0", "INSIDE_EMACS": ""]) == nil)
        // A pid file of a Fenrir that has stopped (no such process).
        #expect(try found(["/run/fenrir.pid": "4242\n"]) == nil)
    }

    @Test("Speakup, the boot options and the user's own word are found")
    func filesAndEnvironment() throws {
        #expect(try found(["/sys/accessibility/speakup/synth": "soft\n"])?.reader == "Speakup")
        #expect(try found(["/proc/cmdline": "BOOT_IMAGE=/vmlinuz quiet speakup.synth=soft\n"])?.reader == "Speakup")
        #expect(try found(["/proc/cmdline": "ro accessibility=on\n"]) == .init(reader: "accessibility=on", evidence: "/proc/cmdline"))
        #expect(try found([:], environment: ["ACCESSIBLE": "1"])?.reader == "ACCESSIBLE=1")
        #expect(try found([:], environment: ["INSIDE_EMACS": "29.1,term:0.96"])?.reader == "Emacs")
    }

    @Test("a reader that runs this program (Fenrir's PTY, yasr) is found among its ancestors; a sibling is not")
    func ancestors() throws {
        let underFenrir = ["/proc/50/stat": "50 (bash) S 40 50 50 0", "/proc/40/stat": "40 (python3) S 1 40 40 0",
                           "/proc/40/cmdline": "/usr/bin/python3\0/usr/bin/fenrir\0-s\0/tmp/f.conf\0"]
        #expect(try found(underFenrir.merging(Self.family) { a, _ in a })?.reader == "Fenrir")
        #expect(try found(["/proc/50/stat": "50 (yasr) S 1 50 50 0", "/proc/50/cmdline": "yasr\0-C\0x\0"])?.reader == "yasr")
        // Fenrir running in another terminal, not above this program.
        #expect(try found(["/proc/60/stat": "60 (python3) S 1 60 60 0", "/proc/60/cmdline": "python3\0/usr/bin/fenrir\0"]) == nil)
    }

    @Test("Fenrir's pid file naming a live process, and its console socket when it answers")
    func fenrir() throws {
        #expect(try found(["/run/fenrir.pid": "77\n", "/proc/77/stat": "77 (fenrir) S 1"])?.evidence == "/run/fenrir.pid")
        try withRoot(Self.family) { root in
            try FileManager.default.createDirectory(atPath: root + "/tmp", withIntermediateDirectories: true)
            let probe = ScreenReaderProbe(root: root, environment: [:], processID: 100)
            let listening = try Listener(path: root + "/tmp/fenrirscreenreader-deamon.sock")
            #expect(probe.find()?.reader == "Fenrir")
            listening.close()  // the socket file stays, as after a crash: no one answers
            #expect(probe.find() == nil)
        }
    }

    @Test("BRLTTY's API socket, new and old folders, when it answers")
    func brltty() throws {
        for folder in ["/run/brltty/BrlAPI", "/var/lib/BrlAPI"] {
            try withRoot(Self.family) { root in
                try FileManager.default.createDirectory(atPath: root + folder, withIntermediateDirectories: true)
                let listening = try Listener(path: root + folder + "/0")
                #expect(ScreenReaderProbe(root: root, environment: [:], processID: 100).find()?.reader == "BRLTTY")
                listening.close()
                #expect(ScreenReaderProbe(root: root, environment: [:], processID: 100).find() == nil)
            }
        }
    }

    static let busTools = ["/usr/bin/dbus-daemon", "/usr/bin/python3"].allSatisfy(FileManager.default.isExecutableFile)

    @Test("Orca: an orca process and the accessibility bus saying so, on a real session bus; either alone is not enough",
          .enabled(if: busTools, "needs dbus-daemon and python3-dbus (debian-test-packages.txt)"))
    func orca() throws {
        let orcaProcess = ["/proc/300/stat": "300 (orca) S 1", "/proc/300/cmdline": "/usr/bin/python3\0/usr/bin/orca\0--replace\0"]
        for (enabled, orcaRuns, expected) in [(true, true, "Orca"), (false, true, nil), (true, false, nil)] as [(Bool, Bool, String?)] {
            try withRoot(Self.family.merging(orcaRuns ? orcaProcess : [:]) { a, _ in a }) { root in
                try FileManager.default.createDirectory(atPath: root + "/run", withIntermediateDirectories: true)
                let bus = try FakeAccessibilityBus(socket: root + "/run/bus", screenReaderEnabled: enabled)
                defer { bus.stop() }
                let environment = ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/bus,guid=0123"]
                let probe = ScreenReaderProbe(root: root, environment: environment, processID: 100, busTimeout: 2000)
                #expect(probe.find()?.reader == expected, "enabled \(enabled), orca running \(orcaRuns)")
                // Without the address the bus is never asked.
                #expect(ScreenReaderProbe(root: root, environment: [:], processID: 100).find() == nil)
            }
        }
    }

    @Test("the bus client reads a real answer, and a bus that does not answer costs no more than its timeout")
    func silentBus() throws {
        try withRoot { root in
            let listening = try Listener(path: root + "/bus")  // accepts, never answers
            defer { listening.close() }
            let start = Date()
            let answer = SessionBus(address: "unix:path=\(root)/bus", timeout: 200)
                .property(of: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Status", name: "ScreenReaderEnabled")
            #expect(answer == nil)
            #expect(Date().timeIntervalSince(start) < 5, "a silent bus held the start for \(Date().timeIntervalSince(start)) s")
        }
        #expect(SessionBus.unescaped("/tmp/dbus%2dx%2Cy") == "/tmp/dbus-x,y")
    }
}

/// A listening Unix socket (the kernel accepts connections into its backlog, so nothing need answer).
final class Listener {
    let fd: Int32
    let path: String

    init(path: String) throws {
        self.path = path
        fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8) + [0]) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0, listen(fd, 4) == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
    }

    func close() { _ = Glibc.close(fd) }
}

/// A private session bus (`dbus-daemon`) with the desktop's accessibility status on it, served by a few lines of
/// Python (python3-dbus), as at-spi2's bus launcher serves it.
final class FakeAccessibilityBus {
    let daemon: Process
    let service: Process

    static let script = """
    import sys, dbus, dbus.service, dbus.mainloop.glib
    from gi.repository import GLib
    dbus.mainloop.glib.DBusGMainLoop(set_as_default=True)
    class Status(dbus.service.Object):
        @dbus.service.method("org.freedesktop.DBus.Properties", in_signature="ss", out_signature="v")
        def Get(self, interface, name):
            if (interface, name) == ("org.a11y.Status", "ScreenReaderEnabled"):
                return dbus.Boolean(sys.argv[1] == "true")
            raise dbus.exceptions.DBusException("org.freedesktop.DBus.Error.UnknownProperty")
    bus = dbus.SessionBus()
    name = dbus.service.BusName("org.a11y.Bus", bus)
    Status(bus, "/org/a11y/bus")
    print("ready", flush=True)
    GLib.MainLoop().run()
    """

    init(socket: String, screenReaderEnabled: Bool) throws {
        daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        daemon.arguments = ["--session", "--nofork", "--address=unix:path=\(socket)"]
        daemon.standardError = FileHandle.nullDevice
        try daemon.run()
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: socket) { usleep(20_000) }
        service = Process()
        service.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        service.arguments = ["-c", Self.script, screenReaderEnabled ? "true" : "false"]
        service.environment = ["DBUS_SESSION_BUS_ADDRESS": "unix:path=\(socket)"]
        let ready = Pipe()
        service.standardOutput = ready
        try service.run()
        // Waits for the service's one line: its name is on the bus.
        _ = ready.fileHandleForReading.availableData
    }

    func stop() {
        // SIGKILL: the children inherit the test runner's blocked signals, SIGTERM among them. (`waitUntilExit` can
        // wait for ever inside a test on Linux: each is watched going, for five seconds at most.)
        for process in [service, daemon] {
            kill(process.processIdentifier, SIGKILL)
            for _ in 0..<250 where process.isRunning { usleep(20_000) }
        }
    }
}
