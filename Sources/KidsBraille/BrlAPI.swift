#if canImport(Glibc)
import Glibc
#endif

/// BrlAPI (BRLTTY's client library, Debian's `libbrlapi0.8`), opened while the program runs: every `brlapi_*` call of
/// the program is here. One connection, BrlAPI's own (the functions without a handle), used from one thread.
///
/// Only a local socket is ever used (`/var/lib/BrlAPI/N`, BrlAPI's host `:N`): kids has no networking, and a
/// BRLAPI_HOST naming another computer is refused. The functions are declared as the C types they are in BrlAPI 0.8;
/// its key-code macros do not import into Swift (BRAILLE.md), so the few used are written here.
final class BrlAPI: @unchecked Sendable {
    private typealias Open = @convention(c) (UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Int32
    private typealias Close = @convention(c) () -> Void
    private typealias EnterTty = @convention(c) (Int32, UnsafePointer<CChar>?) -> Int32
    private typealias EnterTtyPath = @convention(c) (UnsafePointer<Int32>?, Int32, UnsafePointer<CChar>?) -> Int32
    private typealias SetParameter = @convention(c) (Int32, UInt64, UInt32, UnsafeRawPointer?, Int) -> Int32
    private typealias DisplaySize = @convention(c) (UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<UInt32>?) -> Int32
    private typealias WriteDots = @convention(c) (UnsafePointer<UInt8>?) -> Int32
    private typealias ReadKey = @convention(c) (Int32, UnsafeMutablePointer<UInt64>?) -> Int32
    private typealias ErrorLocation = @convention(c) () -> UnsafeMutableRawPointer?
    private typealias StringOfError = @convention(c) (UnsafeRawPointer?) -> UnsafePointer<CChar>?

    private let openConnection: Open, close: Close, enterTty: EnterTty, enterTtyPath: EnterTtyPath, setParameter: SetParameter
    private let displaySize: DisplaySize, writeDots: WriteDots, readKey: ReadKey
    private let errorLocation: ErrorLocation, stringOfError: StringOfError

    /// `BRLAPI_PARAM_RETAIN_DOTS`: a display's braille keys arrive as dots, not as characters of BRLTTY's text table.
    static let retainDots: Int32 = 10
    /// Key codes (brlapi_keycodes.h): the type, a command's block and argument, and the blocks used.
    static let typeMask: UInt64 = 0xE000_0000, typeCommand: UInt64 = 0x2000_0000, codeMask: UInt64 = 0x1FFF_FFFF
    static let blockMask: UInt64 = 0x1FFF_0000, argumentMask: UInt64 = 0xFFFF
    static let route: UInt64 = 1 << 16, passDots: UInt64 = 34 << 16
    /// `BRLAPI_SOCKETPATH`: where BRLTTY's local sockets are, one a host number.
    static let socketFolder = "/var/lib/BrlAPI"

    init(soname: String = "libbrlapi.so.0.8") throws(BrailleError) {
        let library = try BrailleLibrary(soname)
        func f<T>(_ name: String) throws(BrailleError) -> T { try library.function(name) }
        openConnection = try f("brlapi_openConnection")
        close = try f("brlapi_closeConnection")
        enterTty = try f("brlapi_enterTtyMode")
        enterTtyPath = try f("brlapi_enterTtyModeWithPath")
        setParameter = try f("brlapi_setParameter")
        displaySize = try f("brlapi_getDisplaySize")
        writeDots = try f("brlapi_writeDots")
        readKey = try f("brlapi_readKey")
        errorLocation = try f("brlapi_error_location")
        stringOfError = try f("brlapi_strerror")
    }

    /// The local host of `BRLAPI_HOST` (`:1`), `:0` when it names none; nil when it names another computer.
    static func localHost(_ environment: [String: String]) -> Int? {
        guard let host = environment["BRLAPI_HOST"], !host.isEmpty else { return 0 }
        guard host.hasPrefix(":"), let number = Int(host.dropFirst()), (0...99).contains(number) else { return nil }
        return number
    }

    /// Whether BRLTTY listens on local host `number`: its socket is there (nothing is asked of it), and is BRLTTY's.
    /// The folder is one every account may write (mode 1777): a socket another account planted there would be sent
    /// the child's screen and could answer for the child, so only one of root's, BRLTTY's own account's (`brltty`,
    /// as Debian's service runs it) or this user's is asked. `lstat`: a link is never followed.
    static func listens(_ number: Int, owners: Set<uid_t> = trustedOwners) -> Bool {
        var status = stat()
        return lstat("\(socketFolder)/\(number)", &status) == 0 && status.st_mode & S_IFMT == S_IFSOCK && owners.contains(status.st_uid)
    }

    /// Root, BRLTTY's account where there is one, and this user.
    static var trustedOwners: Set<uid_t> { Set([0, getuid()] + (getpwnam("brltty").map { [$0.pointee.pw_uid] } ?? [])) }

    /// Asks BRLTTY on local host `number` (`brlapi_openConnection`: BrlAPI's own Unix socket there), takes the display (the terminal's, else the whole display, as
    /// with no screen), and asks for dots from its braille keys: the socket's descriptor and the display's width.
    func take(host number: Int) throws(BrailleError) -> (descriptor: Int32, width: Int) {
        let host = strdup(":\(number)")
        defer { free(host) }
        // `brlapi_connectionSettings_t`: { char *auth; char *host; }; no auth: BrlAPI's own default (its key file).
        var settings: (UnsafeMutablePointer<CChar>?, UnsafeMutablePointer<CChar>?) = (nil, host)
        let descriptor = withUnsafePointer(to: &settings) { openConnection(UnsafeRawPointer($0), nil) }
        guard descriptor >= 0 else { throw .display(lastMessage) }
        guard enterTty(-1, nil) >= 0 || enterTtyPath(nil, 0, nil) >= 0 else {
            let message = lastMessage
            close()
            throw .display(message)
        }
        var yes: UInt8 = 1
        _ = setParameter(Self.retainDots, 0, 0, &yes, 1)
        var columns: UInt32 = 0, rows: UInt32 = 0
        guard displaySize(&columns, &rows) >= 0, columns > 0 else {
            let message = lastMessage
            close()
            throw .display(message)
        }
        return (descriptor, Int(columns) * Int(max(1, rows)))
    }

    /// Writes one byte of dots a cell, exactly the display's width.
    func write(_ dots: [UInt8]) -> Bool { writeDots(dots) >= 0 }

    /// The next key waiting, without waiting: nil when none is; throws when the connection is gone.
    func nextKey() throws(BrailleError) -> UInt64? {
        var code: UInt64 = 0
        let got = readKey(0, &code)
        guard got >= 0 else { throw .display(lastMessage) }
        return got == 1 ? code : nil
    }

    func disconnect() { close() }

    private var lastMessage: String { stringOfError(errorLocation()).map { String(cString: $0) } ?? "unknown error" }
}
