import Foundation
import KidsConsole
import KidsModel

/// Full screen: one `poll` loop over the keyboard and a wake-up pipe (resizes, speech news). It sleeps
/// when nothing happens, draws a frame after each batch of events, and writes each frame with one `write`.
enum TerminalFrontEnd {
    /// How long a lone Esc waits for the rest of a sequence.
    static let escapeWait: Int32 = 50

    /// Runs until the child quits or the terminal goes away. Returns false when the terminal could not be
    /// set up (the caller falls back to plain mode).
    static func run(_ app: inout EffectRunner, launch: Launch, voice: Voice, context: ViewContext, logFolder: String?) -> Bool {
        guard let wake = WakePipe() else { return false }
        let session: TerminalSession
        do {
            session = try TerminalSession()
        } catch {
            Diagnostics.note("full screen unavailable: \(error)", in: logFolder)
            return false
        }
        defer { session.close() }
        let stderrCopy = redirectStandardError(to: logFolder)
        defer { restoreStandardError(stderrCopy) }
        wake.wake(on: SIGWINCH)
        voice.mailbox.wake(with: wake)
        defer { voice.mailbox.wake(with: nil) }

        var writer = FrameWriter(colors: context.colors)
        var decoder = KeyDecoder()
        if let size = session.size { app.send(.resized(size)) }
        app.send(.started(launch))
        session.write(writer.bytes(for: FullScreenView.frame(app.state, context: context)))
        app.shown()

        var buffer = [UInt8](repeating: 0, count: 4096)
        while !app.quitting {
            var fds = [pollfd(fd: session.input, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 2, decoder.isWaitingAfterEscape ? escapeWait : -1)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            var inputs: [KeyDecoder.Input] = []
            if ready == 0 { inputs += decoder.flushEscape() }
            if fds[1].revents != 0 {
                wake.drain()
                if let size = session.size, size != app.state.size { app.send(.resized(size)) }
            }
            for event in voice.mailbox.drain() { app.send(event) }
            if fds[0].revents != 0 {
                let n = read(session.input, &buffer, buffer.count)
                if n <= 0 && !(n < 0 && (errno == EINTR || errno == EAGAIN)) { break }  // the terminal is gone
                if n > 0 { inputs += decoder.feed(Array(buffer[..<n])) }
            }
            for input in inputs where !app.quitting {
                switch input {
                case .key(let key): app.input(.keyPressed(key))
                case .click(let column, let row): app.input(.clicked(column: column, row: row))
                }
            }
            if !app.quitting {
                session.write(writer.bytes(for: FullScreenView.frame(app.state, context: context)))
                app.shown()
            }
        }
        return true
    }

    /// Points standard error at the diagnostics log while the full screen is up; returns a copy of the old one.
    private static func redirectStandardError(to folder: String?) -> Int32? {
        let target = folder.map { $0 + "/kids.log" } ?? "/dev/null"
        try? FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let log = open(target, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard log >= 0 else { return nil }
        defer { close(log) }
        let copy = dup(STDERR_FILENO)
        dup2(log, STDERR_FILENO)
        return copy >= 0 ? copy : nil
    }

    private static func restoreStandardError(_ copy: Int32?) {
        guard let copy else { return }
        dup2(copy, STDERR_FILENO)
        close(copy)
    }
}
