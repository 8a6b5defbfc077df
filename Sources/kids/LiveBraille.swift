import KidsBraille
import KidsModel
import KidsSystem

/// The braille of a run: the display's thread (`BrailleDisplay`), started the first time a line is shown, which is
/// when braille is on (`AppState.brailleLine`): a run without braille starts nothing, and the start pays for none of
/// it. Its keys reach the run loop through the speech's mailbox.
final class LiveBraille: @unchecked Sendable {
    private let log: String?
    private let environment: [String: String]
    private let mailbox: Mailbox
    private let lock = Lock()
    private var display: BrailleDisplay?
    private var told = false

    init(log: String?, environment: [String: String], mailbox: Mailbox) {
        self.log = log
        self.environment = environment
        self.mailbox = mailbox
    }

    /// Shows `line` in `table`'s braille, starting the display's thread first if it is not running; a pack with no
    /// braille table is told to grown-ups once.
    func show(_ line: BrailleLine, table: String?) {
        guard let table else {
            let tell = lock.withLock { () -> Bool in
                defer { told = true }
                return !told
            }
            if tell { mailbox.post(.brailleFailed("this pack names no braille table (pack.json's braille)")) }
            return
        }
        let running = lock.withLock { () -> BrailleDisplay in
            if let display { return display }
            let started = BrailleDisplay(table: table, log: log, wanted: true, environment: environment) { [mailbox] in mailbox.post($0) }
            display = started
            return started
        }
        running.show(line)
    }

    /// Gives the display back to BRLTTY.
    func shutdown() {
        lock.withLock { display }?.shutdown()
    }
}
