import Dispatch
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// The program's one clock: seconds since 1970, as the wall clock read once at the start and the monotonic
/// uptime after it (so it never goes back, and time spent asleep or a changed system clock cannot move a word
/// read along, a tap's light or a sound's timeline). The run loop's ticks, stars' dates, the gate's wait, the
/// speech engine's timeline and the diagnostics log all read this one value, injected where it is needed.
public struct Clock: Sendable {
    /// Seconds since 1970.
    public var now: @Sendable () -> Double

    public init(now: @escaping @Sendable () -> Double) {
        self.now = now
    }

    /// The live clock. The only place the program reads the wall clock (`Date()`).
    public static func live() -> Clock {
        let start = Date().timeIntervalSince1970
        let startUptime = uptime()
        return Clock { start + (uptime() - startUptime) }
    }

    /// A clock that says `seconds` for ever (tests).
    public static func fixed(_ seconds: Double) -> Clock {
        Clock { seconds }
    }

    /// Seconds since boot, from the monotonic clock.
    static func uptime() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    /// A time in UTC as ISO 8601 writes it, to the second: `2026-11-29T22:23:18Z` (`gmtime_r`). `separator` goes
    /// between hours, minutes and seconds: "-" for a file name, which has no colons.
    public static func utc(_ seconds: Double, separator: String = ":") -> String {
        var time = time_t(seconds.rounded(.down))
        var parts = tm()
        _ = gmtime_r(&time, &parts)
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let date = "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))"
        return date + "T" + [parts.tm_hour, parts.tm_min, parts.tm_sec].map(two).joined(separator: separator) + "Z"
    }
}
