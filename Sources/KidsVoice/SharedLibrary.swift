#if canImport(Glibc)
import Glibc
#endif

/// A C library opened while the program runs (`dlopen`), not by the loader before `main`.
///
/// eSpeak NG and PortAudio bring some forty libraries with them (PulseAudio, JACK, X11, codecs…); loading
/// them took 3–4 ms before `main` even began, on the way to the first frame and the first sound alike. Opened
/// here, they load on the speech and device threads while the main thread reads the pack and draws; a
/// missing library is a `SpeechError` the app goes on without, instead of a loader's message and no app.
struct SharedLibrary: @unchecked Sendable {
    let soname: String
    /// `dlopen`'s handle, also for C helpers that look up their own symbols.
    let handle: UnsafeMutableRawPointer

    /// `dlopen(soname, RTLD_LAZY | RTLD_LOCAL)`: none of its symbols shared with later libraries, and each
    /// function of the forty bound when first called (binding them all now took a quarter of the loading).
    /// Every function the program calls is looked up by `function(_:as:)`, which fails with a message.
    init(_ soname: String) throws(SpeechError) {
        guard let handle = dlopen(soname, RTLD_LAZY | RTLD_LOCAL) else { throw .library(name: soname, message: Self.lastError) }
        self.soname = soname
        self.handle = handle
    }

    /// The function `name` as the C function type `T` (an `@convention(c)` type written to match the header).
    func function<T>(_ name: String, as type: T.Type = T.self) throws(SpeechError) -> T {
        guard let address = dlsym(handle, name) else { throw .library(name: soname, message: Self.lastError) }
        return unsafeBitCast(address, to: T.self)
    }

    private static var lastError: String {
        dlerror().map { String(cString: $0) } ?? "unknown error"
    }
}
