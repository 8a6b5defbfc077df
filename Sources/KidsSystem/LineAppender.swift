#if canImport(Glibc)
import Glibc
#endif

/// Appends whole lines to a file with one `write` on an `O_APPEND` descriptor, so that lines from several
/// writers never interleave. For logs (`--state-log`, `--speech-log`, `kids.log`): a log that cannot be
/// written is not worth stopping a child's game for, so failures end the append quietly.
public enum LineAppender {
    /// Appends `line` and a newline to the file at `path`, creating it (0600) if need be. False when the file could
    /// not be opened (its folder missing, say).
    @discardableResult
    public static func append(_ line: String, to path: String) -> Bool {
        let fd: FileDescriptor
        do {
            fd = try FileDescriptor.open(path, O_WRONLY | O_APPEND | O_CREAT, permissions: 0o600)
        } catch {
            return false  // Tolerated, as said above: no log line.
        }
        // One write for the whole line; `writeAll` goes on only if the kernel took part of it.
        do { try fd.writeAll(Array((line + "\n").utf8)) } catch {
            // Tolerated, as said above: the line is lost.
        }
        do { try fd.close() } catch {
            // Tolerated, as said above.
        }
        return true
    }
}
