#if canImport(Glibc)
import Glibc
#endif
import KidsModel
import KidsSystem

/// The child's terminal in full-screen mode: raw input, the alternate screen, bracketed paste, and the way
/// back to exactly the settings it had, on every path out.
public final class TerminalSession {
    public let input: Int32
    public let output: Int32
    private var original = termios()
    private var open = false

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Enters raw mode and the alternate screen on a terminal (standard input and output by default).
    /// `clearingOnLeave` is for terminals without an alternate screen (the Linux console): the last frame is
    /// cleared when the program ends, instead of staying under the shell's prompt.
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, clearingOnLeave: Bool = false) throws(Failure) {
        self.input = input
        self.output = output
        guard isatty(input) == 1, isatty(output) == 1 else { throw Failure(description: "not a terminal") }
        guard tcgetattr(input, &original) == 0 else { throw Failure(description: "cannot read the terminal's settings") }
        TerminalRestore.arm(fd: input, settings: original, clearing: clearingOnLeave)
        var raw = original
        cfmakeraw(&raw)  // also sets VMIN 1, VTIME 0: a read returns what is there; poll does the waiting
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
            TerminalRestore.restore()
            throw Failure(description: "cannot switch the terminal to raw mode")
        }
        open = true
        write(Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[H\u{1B}[2J".utf8))
    }

    deinit { close() }

    /// Leaves full-screen mode and restores the terminal's settings.
    public func close() {
        guard open else { return }
        open = false
        TerminalRestore.restore()
        TerminalRestore.disarm()
    }

    /// The window's size from `TIOCGWINSZ`; nil when the terminal does not say.
    public var size: Size? { Self.size(of: output) }

    /// The size of the terminal on `descriptor`; nil when it is no terminal or does not say.
    public static func size(of descriptor: Int32) -> Size? {
        var ws = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0, ws.ws_row > 0 else { return nil }
        return Size(width: Int(ws.ws_col), height: Int(ws.ws_row))
    }

    /// A cell's size in pixels, from the window's size in pixels that the terminal told the kernel; nil when it told
    /// none (many do not).
    public var cellPixels: Size? {
        var ws = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0, ws.ws_row > 0, ws.ws_xpixel > 0, ws.ws_ypixel > 0 else { return nil }
        return Size(width: Int(ws.ws_xpixel) / Int(ws.ws_col), height: Int(ws.ws_ypixel) / Int(ws.ws_row))
    }

    /// Writes all of `bytes` (one `write` unless the terminal takes less), through the typed descriptor;
    /// false when the terminal is gone.
    @discardableResult
    public func write(_ bytes: [UInt8]) -> Bool {
        do {
            try FileDescriptor(rawValue: output).writeAll(bytes)
            return true
        } catch {
            return false
        }
    }
}
