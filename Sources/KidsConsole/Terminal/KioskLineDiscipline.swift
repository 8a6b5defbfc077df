#if canImport(Glibc)
import Glibc
#endif

/// Kiosk mode in line mode, on a terminal: Ctrl-C, Ctrl-\ and Ctrl-Z send no signal and Ctrl-D ends no input
/// (the line discipline's ISIG off and its end-of-file character disabled), so they are typed like any other
/// key and a line of them gets a hint. Line editing stays as it is for a screen reader's user. The settings come
/// back as they were when kiosk mode is turned off, when the program ends, and on a fatal signal
/// (`TerminalRestore`). Full screen needs none of this: raw mode already reads those keys as keys.
public final class KioskLineDiscipline {
    private let fd: Int32
    private var held = false

    public init(fd: Int32 = STDIN_FILENO) {
        self.fd = fd
    }

    deinit { hold(false) }

    /// Holds the keys (true) or gives them back (false); nothing when `fd` is no terminal (input from a pipe
    /// ends the program at its end, kiosk mode or not).
    public func hold(_ on: Bool) {
        guard on != held, isatty(fd) == 1 else { return }
        if on {
            var settings = termios()
            guard tcgetattr(fd, &settings) == 0 else { return }
            TerminalRestore.arm(fd: fd, settings: settings, leavingScreen: false)
            settings.c_lflag &= ~tcflag_t(ISIG)
            withUnsafeMutableBytes(of: &settings.c_cc) { $0[Int(VEOF)] = 0 }  // _POSIX_VDISABLE on Linux
            guard tcsetattr(fd, TCSANOW, &settings) == 0 else {
                TerminalRestore.disarm()
                return
            }
        } else {
            TerminalRestore.restore()
            TerminalRestore.disarm()
        }
        held = on
    }
}
