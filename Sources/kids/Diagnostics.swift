#if canImport(Glibc)
import Glibc
#endif
import FoundationEssentials
import KidsSystem

/// The diagnostics log beside the progress file: where problems go while the full screen is up (anything
/// written to the terminal then would garble the child's screen).
struct Diagnostics: Sendable {
    /// The state folder; nil when there is none (then nothing is logged).
    let folder: String?
    let clock: Clock

    /// Appends one line, stamped with the clock's time.
    func note(_ message: String) {
        guard let folder else { return }
        let stamp = Clock.utc(clock.now())
        LineAppender.append("\(stamp) \(message)", to: folder + "/kids.log")
    }
}

/// Writes `text` to standard error as it is (a message for whoever started kids); nothing to do if that fails.
func writeError(_ text: String) {
    try? FileDescriptor.standardError.writeAll(Array(text.utf8))
}
