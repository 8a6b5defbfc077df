#if canImport(Glibc)
import Glibc
#endif

/// Runs work with standard error pointed at /dev/null, for C libraries that print while they probe (ALSA
/// and JACK in `Pa_Initialize`, eSpeak while voices load). Other threads' messages in that moment are lost
/// too, which is why it is kept to those calls.
public enum Quiet {
    public static func standardError<T>(_ work: () throws -> T) rethrows -> T {
        let saved = dup(STDERR_FILENO)
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        if null >= 0 {
            dup2(null, STDERR_FILENO)
            close(null)
        }
        defer {
            if saved >= 0 {
                dup2(saved, STDERR_FILENO)
                close(saved)
            }
        }
        return try work()
    }
}
