#if canImport(Glibc)
import Glibc
#endif

/// A file written at chosen places, for a writer that goes back to update what it wrote first (a WAV file's
/// header, rewritten as the sound grows). Opened in place, never replaced by a rename, so a path like
/// /dev/null stays what it is.
public struct OutputFile: Sendable {
    private let descriptor: FileDescriptor

    /// `open(2)` with `O_WRONLY | O_CREAT | O_TRUNC`: the file at `path`, emptied, made with `permissions`.
    public init(creating path: String, permissions: mode_t = 0o644) throws(Errno) {
        descriptor = try FileDescriptor.open(path, O_WRONLY | O_CREAT | O_TRUNC, permissions: permissions)
    }

    /// Gives a regular file `permissions` (`fchmod(2)`), so that a file that was there before is as private as a new one
    /// would be; anything else (/dev/null) is left as it is.
    public func restrict(to permissions: mode_t) throws(Errno) {
        guard try descriptor.status().isRegularFile else { return }
        try descriptor.setPermissions(permissions)
    }

    /// Writes every byte of `bytes` at `offset` (`pwrite(2)`).
    public func write(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws(Errno) {
        try descriptor.writeAll(bytes, at: offset)
    }

    /// `close(2)`; the file must not be written after it.
    public func close() throws(Errno) {
        try descriptor.close()
    }
}
