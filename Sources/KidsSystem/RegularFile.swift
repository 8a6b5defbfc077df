#if canImport(Glibc)
import Glibc
#endif

/// Reading a small file whole, over the wrappers: `open`, `fstat`, `read` until the end, `close`.
public enum RegularFile {
    /// What was found at a path that exists.
    public enum Contents: Equatable {
        case bytes([UInt8])
        /// A folder, a device, a pipe: nothing a program should read as a file.
        case notRegular
        /// More than the limit: not read.
        case tooLarge
    }

    /// The bytes of the regular file at `path`, at most `limit` of them. Opened with `O_NONBLOCK`, so a pipe
    /// put where a file should be is refused rather than waited on.
    public static func read(_ path: String, limit: Int) throws(Errno) -> Contents {
        let fd = try FileDescriptor.open(path, O_RDONLY | O_NONBLOCK)
        let contents: Result<Contents, Errno>
        do {
            contents = .success(try read(fd, limit: limit))
        } catch {
            contents = .failure(error)
        }
        do { try fd.close() } catch {
            // Tolerated: nothing was written through this descriptor, so a failing close loses nothing and
            // the bytes read stand.
        }
        return try contents.get()
    }

    /// The bytes of the regular file open as `fd`, at most `limit` of them; anything else is `.notRegular`.
    static func read(_ fd: FileDescriptor, limit: Int) throws(Errno) -> Contents {
        let status = try fd.status()
        guard status.isRegularFile else { return .notRegular }
        guard status.size <= limit else { return .tooLarge }
        // The size `fstat` gave, read straight into the array (a first start reads a pack's megabytes of images): then on
        // in chunks, should the file have grown.
        var filled = 0
        var failure: Errno?
        var bytes = [UInt8](unsafeUninitializedCapacity: status.size) { buffer, count in
            while filled < buffer.count {
                let rest = UnsafeMutableRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(buffer)[filled...])
                let read = Result { () throws(Errno) in try fd.read(into: rest) }
                guard case .success(let got) = read else {
                    if case .failure(let error) = read { failure = error }
                    break
                }
                if got == 0 { break }
                filled += got
            }
            count = filled
        }
        if let failure { throw failure }
        // Shorter than it said: what there was.
        if filled < status.size { return .bytes(bytes) }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            // (withUnsafeMutableBytes does not pass a typed error through, hence the Result.)
            let count = try chunk.withUnsafeMutableBytes { buffer in Result { () throws(Errno) in try fd.read(into: buffer) } }.get()
            if count == 0 { return .bytes(bytes) }
            bytes.append(contentsOf: chunk[..<count])
            // The file grew since fstat: still held to the limit.
            if bytes.count > limit { return .tooLarge }
        }
    }
}
