#if canImport(Glibc)
import Glibc
#endif
import KidsModel
import KidsSystem

/// The child's braille, on a display and in `--braille-log`: the run loop hands it each line to show (`show`); on a
/// thread of its own, each is put in the pack's braille (liblouis, its table), logged, and written to the display
/// (BrlAPI), whose keys come back as the app's events (`post`): a routing key as `brailleRouted`, a cell typed on its
/// braille keys as that cell's key, its Space as a blank cell, its other keys as the keys they are.
///
/// Nothing of it is on the start's way: the libraries are opened and BRLTTY is looked for on that thread, and only
/// when its socket is there (`BrlAPI.listens`) is a connection made. Without a display, the log is written and BRLTTY
/// is looked for again once a second (a `lstat`), so a display started, or BRLTTY restarted, after kids shows the line.
public final class BrailleDisplay: @unchecked Sendable {
    private let table: String
    private let logPath: String?
    private let post: @Sendable (Event) -> Void
    private let state = Condition()
    private var pending: [BrailleLine] = []
    private var stopping = false
    private var ended = false
    private var wake: [Int32] = [-1, -1]

    /// Starts the display's thread, for a pack whose braille is `table`. `wanted`: braille is on, so that what stops
    /// it (a library missing) is told to grown-ups; `environment` names BRLTTY's host (`BRLAPI_HOST`, local only).
    public init(table: String, log: String?, wanted: Bool, environment: [String: String], post: @escaping @Sendable (Event) -> Void) {
        self.table = table
        logPath = log
        self.post = post
        guard pipe(&wake) == 0 else { return }
        for fd in wake { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        let host = BrlAPI.localHost(environment)
        let started = SystemThread.start(name: "kids.braille") { [self] in
            run(host: host, wanted: wanted)
            state.lock()
            ended = true
            state.broadcast()
            state.unlock()
        }
        if !started { ended = true }
    }

    /// Shows `line` next: each line is logged, in order; the display shows the newest.
    public func show(_ line: BrailleLine) {
        state.lock()
        pending.append(line)
        state.unlock()
        var byte: UInt8 = 1
        _ = write(wake[1], &byte, 1)
    }

    /// Ends the thread, once the lines given are logged, and gives the display back to BRLTTY.
    public func shutdown() {
        state.lock()
        stopping = true
        state.unlock()
        var byte: UInt8 = 0
        _ = write(wake[1], &byte, 1)
        // The lines given are logged before the program ends (a second at most: a display that hangs is let go).
        state.lock()
        state.wait(atMost: 1) { !ended }
        state.unlock()
    }

    /// What is on the display now: its cells, where the line begins on it, and where each cell comes from.
    private struct Shown {
        var translation = Louis.Translation(cells: [], from: [])
        var offset = 0
    }

    /// The display kids holds: BrlAPI's connection, its socket and its width in cells.
    private typealias Connection = (api: BrlAPI, descriptor: Int32, width: Int)

    /// Takes BRLTTY's display on local `host` when its socket is there; a failure is told to grown-ups once (`told`).
    private func reach(host: Int, wanted: Bool, told: inout Set<String>) -> Connection? {
        guard BrlAPI.listens(host) else { return nil }
        do {
            let api = try BrlAPI()
            let (descriptor, width) = try api.take(host: host)
            return (api, descriptor, width)
        } catch {
            if wanted, told.insert(error.description).inserted { post(.brailleFailed(error.description)) }
            return nil
        }
    }

    /// The thread: lines are logged and shown as they come, keys read as they come. Without a display (BRLTTY not
    /// yet started, not yet answering, or gone), BRLTTY is looked for again once a second, and the newest line is
    /// shown as soon as it answers.
    private func run(host: Int?, wanted: Bool) {
        let louis: Louis?
        do { louis = try Louis() } catch {
            louis = nil
            if wanted { post(.brailleFailed(error.description)) }
        }
        if host == nil, wanted { post(.brailleFailed("BRLAPI_HOST names another computer: kids uses a display of this one only")) }
        var told: Set<String> = []
        var display = host.flatMap { reach(host: $0, wanted: wanted, told: &told) }
        defer { display?.api.disconnect() }
        var shown = Shown(), newest: BrailleLine?
        while true {
            var fds = [pollfd(fd: wake[0], events: Int16(POLLIN), revents: 0),
                       pollfd(fd: display?.descriptor ?? -1, events: Int16(POLLIN), revents: 0)]
            let looking = display == nil && host != nil && louis != nil
            guard poll(&fds, 2, looking ? 1000 : -1) >= 0 || errno == EINTR else { return }
            if looking, let host, let connected = reach(host: host, wanted: wanted, told: &told) {
                display = connected
                if let newest { shown = put(newest, louis: louis, display: connected, logged: true) ?? shown }
            }
            if fds[0].revents != 0 {
                var buffer = [UInt8](repeating: 0, count: 64)
                while read(wake[0], &buffer, buffer.count) > 0 {}
                state.lock()
                let (lines, stop) = (pending, stopping)
                pending = []
                state.unlock()
                for (n, line) in lines.enumerated() {
                    shown = put(line, louis: louis, display: n == lines.count - 1 ? display : nil) ?? shown
                }
                newest = lines.last ?? newest
                if stop { return }
            }
            if fds[1].revents != 0, let api = display?.api {
                do {
                    while let key = try api.nextKey() { heard(key, shown) }
                } catch {
                    // BRLTTY went away: the display is gone, the log goes on, and BRLTTY is looked for again.
                    display?.api.disconnect()
                    display = nil
                }
            }
        }
    }

    /// Translates `line`, logs it, and writes it to the display: the focused piece marked with dots 7 and 8, the
    /// line moved along so that it is in view; `logged`: it was logged when it came. Nil when it could not be
    /// translated.
    private func put(_ line: BrailleLine, louis: Louis?, display: Connection?, logged: Bool = false) -> Shown? {
        let text = line.text
        let translation = try? louis?.translate(text, table: table)
        if let logPath, !logged { _ = LineAppender.append(Self.logLine(text: text, table: table, braille: translation?.braille), to: logPath) }
        guard let translation, let display else { return nil }
        var cells = translation.cells
        let focused = line.focus
        for index in cells.indices where focused?.contains(translation.from[index]) == true { cells[index] |= 0xC0 }
        let first = cells.indices.first { focused?.contains(translation.from[$0]) == true } ?? 0
        let last = cells.indices.last { focused?.contains(translation.from[$0]) == true } ?? 0
        let offset = last < display.width ? 0 : max(0, min(first, cells.count - display.width))
        var dots = Array(cells.dropFirst(offset).prefix(display.width))
        dots += [UInt8](repeating: 0, count: display.width - dots.count)
        _ = display.api.write(dots)
        return Shown(translation: translation, offset: offset)
    }

    /// `{"text":"Make the letter c.","table":"en-ueb-g1.ctb","braille":"⠠⠍⠁⠅⠑ …"}`; `braille` is null when liblouis
    /// is missing.
    static func logLine(text: String, table: String, braille: String?) -> String {
        struct Line: Encodable {
            var text: String
            var table: String
            var braille: String?
        }
        return JSON.line(Line(text: text, table: table, braille: braille)) ?? "{}"
    }

    /// A key of the display, as the app's event.
    private func heard(_ code: UInt64, _ shown: Shown) {
        if code & BrlAPI.typeMask == BrlAPI.typeCommand {
            let argument = Int(code & BrlAPI.argumentMask)
            switch code & BrlAPI.blockMask {
            case BrlAPI.route:
                let cell = shown.offset + argument
                if shown.translation.from.indices.contains(cell) { post(.brailleRouted(shown.translation.from[cell])) }
            case BrlAPI.passDots:
                post(.keyPressed(.character(BrailleCell(dots: UInt8(truncatingIfNeeded: argument)).character)))
            default:
                break
            }
            return
        }
        if let key = Self.key(ofSymbol: code & BrlAPI.codeMask) { post(.keyPressed(key)) }
    }

    /// The key of an X keysym a display sends (brlapi_keycodes.h): Return, BackSpace, Escape, Tab, the arrows, or a
    /// character (Latin-1, or Unicode with its flag).
    static func key(ofSymbol symbol: UInt64) -> Key? {
        switch symbol {
        case 0xFF0D: return .enter
        case 0xFF08: return .backspace
        case 0xFF1B: return .escape
        case 0xFF09: return .tab
        case 0xFF51: return .left
        case 0xFF52: return .up
        case 0xFF53: return .right
        case 0xFF54: return .down
        default:
            let value = symbol & 0x0100_0000 != 0 ? symbol & 0xFF_FFFF : symbol
            guard value >= 0x20, value < 0x11_0000, symbol < 0x100 || symbol & 0x0100_0000 != 0,
                  let scalar = Unicode.Scalar(UInt32(value)) else { return nil }
            return .character(Character(scalar))
        }
    }
}
