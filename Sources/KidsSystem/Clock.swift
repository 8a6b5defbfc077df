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

    /// A time in UTC as ISO 8601 writes it, to the second: `2026-11-29T22:23:18Z`. `separator` goes between hours,
    /// minutes and seconds: "-" for a file name, which has no colons. Worked out here (days to a date in the
    /// proleptic Gregorian calendar, as `days_from_civil`'s inverse), not by `gmtime_r`: glibc's reads
    /// `/etc/localtime` the first time, and the first note is written on the way to the first frame.
    public static func utc(_ seconds: Double, separator: String = ":") -> String {
        let whole = Int(seconds.rounded(.down))
        let (days, second) = (whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400, ((whole % 86_400) + 86_400) % 86_400)
        // Days since 0000-03-01, in eras of 400 years (146 097 days), the year starting in March.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let date = "\(year)-\(two(month))-\(two(day))"
        return date + "T" + [second / 3600, second / 60 % 60, second % 60].map(two).joined(separator: separator) + "Z"
    }
}
