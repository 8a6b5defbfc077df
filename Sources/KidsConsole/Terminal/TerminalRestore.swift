#if canImport(Glibc)
import Glibc
#endif

/// Puts the terminal back as it was, from any path out of the program: a normal exit, `atexit`, or a fatal
/// signal (SIGINT, SIGTERM, SIGHUP, SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE).
///
/// A signal handler cannot carry context, so what it needs lives here, set up once before raw mode is
/// entered and only read afterwards: the saved terminal settings, the bytes that leave the alternate screen,
/// and the handlers that were there before ours. The handler does only async-signal-safe work (`write`,
/// `tcsetattr`, `sigaction`, `raise`) and then passes the signal on to the previous handler. This is the
/// program's one piece of global mutable state.
enum TerminalRestore {
    /// The settings to restore, in memory of its own (a pointer, like `previous`, so the handler reads a
    /// fixed address; a plain static struct was reported by AddressSanitizer as written out of bounds).
    nonisolated(unsafe) private static let saved = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    nonisolated(unsafe) private static var fd: Int32 = -1
    nonisolated(unsafe) private static var armed: sig_atomic_t = 0
    /// Whether restoring also leaves the alternate screen (full screen) or only puts the settings back (line mode).
    nonisolated(unsafe) private static var leavesScreen: sig_atomic_t = 1
    nonisolated(unsafe) private static var previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    /// The bytes that undo what entering full screen did; written whole by one `write`.
    static let leave: [UInt8] = Array("\u{1B}[?1000l\u{1B}[?1006l\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8)
    /// Then, where there is no alternate screen to leave (the Linux console), the frame is cleared away.
    static let clear: [UInt8] = Array("\u{1B}[H\u{1B}[2J".utf8)
    nonisolated(unsafe) private static let leaveBytes: UnsafeMutablePointer<UInt8> = {
        let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: leave.count + clear.count)
        pointer.initialize(from: leave + clear, count: leave.count + clear.count)
        return pointer
    }()
    /// How many of `leaveBytes` are written: `leave`, or `leave` and `clear`.
    nonisolated(unsafe) private static var leaveCount = leave.count

    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE]

    /// Remembers how to restore `fd` (its settings before raw mode) and installs the handlers, once.
    /// `leavingScreen` is false where the program never entered the alternate screen (line mode's kiosk).
    /// `clearing` adds `clear` to the way out.
    static func arm(fd terminal: Int32, settings: termios, leavingScreen: Bool = true, clearing: Bool = false) {
        _ = leaveBytes  // made now, never inside a handler
        leaveCount = leave.count + (clearing ? clear.count : 0)
        saved.initialize(to: settings)
        fd = terminal
        leavesScreen = leavingScreen ? 1 : 0
        armed = 1
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        for signal in signals {
            sigaction(signal, nil, previous + Int(signal))
            // A signal that is ignored (SIGQUIT in kiosk mode) ends nothing: it stays ignored, and nothing needs
            // putting back for it (taken over, it would put the terminal back while the program goes on).
            if unsafeBitCast(previous[Int(signal)].__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { continue }
            sigaction(signal, &action, nil)
        }
        atexit { TerminalRestore.restore() }
    }

    /// Leaves the alternate screen and puts the saved settings back. Safe to call more than once, and from a
    /// signal handler.
    static func restore() {
        guard armed != 0 else { return }
        armed = 0
        // Never block here: when the terminal is gone (a killed pane), nobody reads it, and a write into a
        // full buffer or a drain (TCSAFLUSH) would hang the process for ever. So write only if there is
        // room, and set the modes at once (TCSANOW).
        var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        if leavesScreen != 0 && poll(&ready, 1, 0) == 1 && ready.revents & Int16(POLLOUT) != 0 {
            _ = write(fd, leaveBytes, leaveCount)
        }
        _ = tcsetattr(fd, TCSANOW, saved)
    }

    /// Puts the previous handlers back (after a normal restore, so that later signals behave as usual).
    static func disarm() {
        for signal in signals {
            sigaction(signal, previous + Int(signal), nil)
        }
    }

    private static let handler: @convention(c) (Int32) -> Void = { signal in
        TerminalRestore.restore()
        // Pass the signal on: the previous handler (or the default action) gets it when this one returns.
        sigaction(signal, TerminalRestore.previous + Int(signal), nil)
        raise(signal)
    }
}
