#if canImport(Glibc)
import Glibc
#endif
import KidsModel
import KidsSystem

/// The diagnostics log beside the progress file: where problems go while the full screen is up (anything
/// written to the terminal then would garble the child's screen).
struct Diagnostics: Sendable {
    /// The state folder; nil when there is none (then nothing is logged).
    let folder: String?
    let clock: Clock

    /// Appends one line, stamped with the clock's time. The state folder is made for it when it is not there yet
    /// (with a class folder, the user's own folder may hold nothing else).
    func note(_ message: String) {
        guard let folder else { return }
        let line = "\(UTC.stamp(clock.now())) \(message)"
        guard !LineAppender.append(line, to: folder + "/kids.log") else { return }
        guard (try? Folder.make(folder)) != nil else { return }  // Tolerated: no place for a log, no log line.
        LineAppender.append(line, to: folder + "/kids.log")
    }
}

/// Writes `text` to standard error as it is (a message for whoever started kids); nothing to do if that fails.
func writeError(_ text: String) {
    try? FileDescriptor.standardError.writeAll(Array(text.utf8))
}
