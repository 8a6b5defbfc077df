#if canImport(Glibc)
import Glibc
#endif

/// No crash screen for a child. The Swift runtime's backtracer catches a crash (and Ctrl-\, SIGQUIT) and shows
/// "💣 Program crashed", a backtrace with source lines and "Press space to interact, D to debug" for 30 seconds, with
/// the terminal left raw; a child can do nothing with it. Installed first thing, this puts handlers of the program's
/// own in its place:
/// - a crash (SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE) writes one line to kids.log and ends the program
///   by the signal's default action. The terminal is put back first: `TerminalRestore`, armed later, runs before
///   this handler and passes the signal on to it. The runtime's own message ("Fatal error: …") has gone to standard
///   error already, which the full screen points at kids.log.
/// - SIGQUIT ends kids as SIGTERM does (`quitEndsLikeTerm`), or is ignored in kiosk mode (`ignoreQuit`).
/// Its state is set up before any handler can run, and only read by them (async-signal-safe work only: `open`,
/// `write`, `close`, `signal`, `raise`).
public enum CrashGuard {
    /// The signals the runtime's backtracer catches as crashes.
    static let crashes: [Int32] = [SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE]
    /// kids.log's path, as C bytes, or nil (then a crash is not logged).
    nonisolated(unsafe) private static var log: UnsafeMutablePointer<CChar>?
    /// The line written for each crash signal, by signal number, made before any handler can run.
    nonisolated(unsafe) private static let lines: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let table = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: 65)
        table.initialize(repeating: nil, count: 65)
        let names = [SIGSEGV: "SIGSEGV", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE"]
        for (signal, name) in names {
            table[Int(signal)] = strdup("kids stopped by a crash (\(name)); the terminal was put back. The runtime's message, if it gave one, is just above.\n")
        }
        return table
    }()

    /// Puts the program's handlers in the backtracer's place; `log` is kids.log's path (nil: no log). Call it before
    /// the terminal is set up.
    public static func install(log path: String?) {
        _ = lines  // made now, never inside a handler
        log = path.flatMap { strdup($0) }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = crashed
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        for signal in crashes { sigaction(signal, &action, nil) }
        quitEndsLikeTerm()
    }

    /// SIGQUIT (Ctrl-\ in line mode) ends kids as SIGTERM would: the terminal put back, progress saved at its last
    /// change. The full screen, which waits for its last save, takes SIGQUIT as it takes SIGTERM instead.
    public static func quitEndsLikeTerm() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = quit
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGQUIT, &action, nil)
    }

    /// SIGQUIT does nothing (kiosk mode: quitting needs a grown-up).
    public static func ignoreQuit() {
        signal(SIGQUIT, SIG_IGN)
    }

    private static let crashed: @convention(c) (Int32) -> Void = { signal in
        if let path = CrashGuard.log, signal >= 0 && signal < 65, let line = CrashGuard.lines[Int(signal)] {
            let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
            if fd >= 0 {
                _ = write(fd, line, strlen(line))
                _ = close(fd)
            }
        }
        Glibc.signal(signal, SIG_DFL)
        raise(signal)
    }

    private static let quit: @convention(c) (Int32) -> Void = { _ in
        // SIGTERM's own handler, if one is set (the terminal put back), else its default: the program ends.
        raise(SIGTERM)
    }
}
