#if canImport(Glibc)
import Glibc
#endif

/// A braille library opened while the program runs (`dlopen`, as KidsVoice's `SharedLibrary` opens eSpeak NG and
/// libchafa is opened), its functions looked up by name: liblouis and BrlAPI are only recommended by the package.
struct BrailleLibrary {
    let soname: String
    private let handle: UnsafeMutableRawPointer

    /// `dlopen(soname, RTLD_LAZY | RTLD_LOCAL)`, or why it cannot be opened.
    init(_ soname: String) throws(BrailleError) {
        guard let handle = dlopen(soname, RTLD_LAZY | RTLD_LOCAL) else { throw .library(name: soname, message: Self.lastError) }
        self.soname = soname
        self.handle = handle
    }

    /// The function `name` as the C function type `T` (an `@convention(c)` type written to match the header).
    func function<T>(_ name: String) throws(BrailleError) -> T {
        guard let address = dlsym(handle, name) else { throw .library(name: soname, message: Self.lastError) }
        return unsafeBitCast(address, to: T.self)
    }

    private static var lastError: String {
        dlerror().map { String(cString: $0) } ?? "unknown error"
    }
}
