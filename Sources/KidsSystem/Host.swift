#if canImport(Glibc)
import Glibc
#endif

/// This computer and its processes, as another computer sharing a folder sees them: the names a lock folder and a
/// presence file are signed with.
public enum Host {
    /// `gethostname(2)`: this computer's name ("lab-3"), made safe for a file name (letters, digits, `-`, `.`;
    /// anything else `_`). "computer" when it has none.
    public static func name() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "computer" }
        let raw = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let safe = String(raw.unicodeScalars.map { scalar -> Character in
            let ascii = scalar.isASCII ? UInt8(scalar.value) : 0
            let allowed = (ascii >= 0x30 && ascii <= 0x39) || (ascii >= 0x41 && ascii <= 0x5A) || (ascii >= 0x61 && ascii <= 0x7A)
                || ascii == 0x2D || ascii == 0x2E
            return allowed ? Character(scalar) : "_"
        }.prefix(64))
        return safe.isEmpty ? "computer" : safe
    }

    /// This process's ID.
    public static var processID: Int32 { getpid() }

    /// Whether a process of this computer is running (`kill(pid, 0)`): false only when the system says there is no
    /// such process (`ESRCH`); one of another user's, which cannot be signalled, is running.
    public static func isRunning(_ pid: Int32) -> Bool {
        guard pid > 0 else { return false }
        return kill(pid, 0) == 0 || errno != ESRCH
    }

    /// Waits `seconds` (`nanosleep`; a signal cuts it short, which a caller waiting in a loop does not mind).
    public static func pause(_ seconds: Double) {
        let whole = Int(max(0, seconds))
        var wait = timespec(tv_sec: whole, tv_nsec: Int((max(0, seconds) - Double(whole)) * 1e9))
        _ = nanosleep(&wait, nil)
    }
}
