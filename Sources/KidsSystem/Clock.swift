import Dispatch
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

    /// The live clock. The only place the program reads the wall clock (`clock_gettime(CLOCK_REALTIME)`).
    public static func live() -> Clock {
        var wall = timespec()
        clock_gettime(CLOCK_REALTIME, &wall)  // cannot fail for this clock and a valid pointer
        let start = Double(wall.tv_sec) + Double(wall.tv_nsec) / 1e9
        let startUptime = uptime()
        return Clock { start + (uptime() - startUptime) }
    }

    /// A clock that says `seconds` for ever (tests).
    public static func fixed(_ seconds: Double) -> Clock {
        Clock { seconds }
    }

    /// This computer's time zone at `seconds` since 1970, as seconds east of UTC (`localtime_r`'s `tm_gmtoff`: `TZ`, else
    /// /etc/localtime); 0 when it cannot tell. A child's days are counted in it.
    public static func utcOffset(at seconds: Double) -> Int {
        var time = time_t(seconds.isFinite ? seconds : 0)
        var local = tm()
        guard localtime_r(&time, &local) != nil else { return 0 }
        return Int(local.tm_gmtoff)
    }

    /// Seconds since boot, from the monotonic clock.
    static func uptime() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }
}
