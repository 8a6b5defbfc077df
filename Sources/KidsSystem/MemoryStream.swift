#if canImport(Glibc)
import Glibc
#endif

/// A C stream that writes into memory (`open_memstream(3)`), for a library that writes its output to a `FILE *`
/// (eSpeak NG's phoneme trace). The stream writes the buffer's address and size at every flush, long after it is
/// opened, so both live in memory of their own: a Swift variable passed with `&` is valid for one call only.
public final class MemoryStream {
    /// The stream to hand to the library, until `close()`.
    public let file: UnsafeMutablePointer<FILE>
    private let buffer: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
    private let size: UnsafeMutablePointer<Int>
    private var open = true

    /// `open_memstream(3)`.
    public init() throws(Errno) {
        buffer = .allocate(capacity: 1)
        size = .allocate(capacity: 1)
        buffer.initialize(to: nil)
        size.initialize(to: 0)
        guard let file = open_memstream(buffer, size) else {
            let error = Errno.current
            buffer.deallocate()
            size.deallocate()
            throw error
        }
        self.file = file
    }

    /// `fclose(3)`, then what was written, as UTF-8 text. The stream must not be used after it.
    public func close() throws(Errno) -> String {
        if open {
            open = false
            guard fclose(file) == 0 else { throw Errno.current }
        }
        return buffer.pointee.map { String(cString: $0) } ?? ""
    }

    deinit {
        // Not closed by its owner (an error came first): what it wrote is not wanted, nor whether closing worked.
        if open { _ = fclose(file) }
        free(buffer.pointee)
        buffer.deallocate()
        size.deallocate()
    }
}
