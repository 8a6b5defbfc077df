#if canImport(Glibc)
import Glibc
#endif

/// The priority of the calling thread.
public enum ThreadPriority {
    /// Makes the calling thread give way to the program's others (nice 10, for this thread only: Linux keeps
    /// the nice value per thread, and `setpriority(PRIO_PROCESS, 0, …)` sets the caller's). Speech and saves run
    /// so: on a busy machine (a school's terminal server, hundreds of children at once), the frame that answers
    /// a key is drawn first. Best effort: a refusal changes nothing.
    public static func giveWay() {
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
    }
}
