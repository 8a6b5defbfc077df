#if canImport(Glibc)
import Glibc
#endif
import FoundationEssentials
import KidsConsole
import KidsModel
import KidsStore
import KidsSystem

/// Full screen: one `poll` loop over the keyboard and a wake-up pipe (resizes, speech news). It sleeps
/// when nothing happens, draws a frame after each batch of events, and writes each frame with one `write`.
enum TerminalFrontEnd {
    /// How long a lone Esc waits for the rest of a sequence.
    static let escapeWait: Int32 = 50
    /// How long a piece of a terminal's answer waits for the rest before it is dropped (never typed).
    static let answerPieceWait: Int32 = 500
    /// How long after start a terminal that has not answered yet may still: a lone Esc waits so long then.
    static let answersWait = 2.0

    /// Runs until the child quits, the terminal goes away, or SIGTERM, SIGHUP or SIGINT asks it to stop (then
    /// `stoppedBy` holds the signal, for the caller to end by once its work is done, the terminal restored).
    /// Returns false when the terminal could not be set up (the caller falls back to plain mode).
    static func run(_ app: inout EffectRunner, launch: Launch, speech: LiveSpeech, context: ViewContext, pictures: PictureChoice.Setup,
                    diagnostics: Diagnostics,
                    standardError: StandardError, stoppedBy: inout Int32?) -> Bool {
        guard let wake = WakePipe() else { return false }
        let session: TerminalSession
        do {
            session = try TerminalSession(clearingOnLeave: context.glyphs == .linuxConsole)
        } catch {
            diagnostics.note("full screen unavailable: \(error)")
            return false
        }
        defer { session.close() }
        redirectStandardError(standardError, to: diagnostics.folder)
        defer { restoreStandardError(standardError, diagnostics: diagnostics) }
        wake.wake(on: SIGWINCH)
        // After the session armed its restore: these now stop the loop instead of killing the process. SIGQUIT is
        // taken as SIGTERM, but in kiosk mode, where it stays ignored (`CrashGuard`).
        wake.stop(on: [SIGTERM, SIGHUP, SIGINT] + (app.state.kiosk ? [] : [SIGQUIT]))
        speech.mailbox.wake(with: wake)
        defer { speech.mailbox.wake(with: nil) }

        let (scaled, typed, expecting) = Self.pictures(session, setup: pictures, now: { app.now }, note: diagnostics.note)
        if let size = session.size { app.send(.resized(size)) }
        app.send(.started(launch))
        var decoder = KeyDecoder()
        // Asked and not yet answered, the terminal may still answer for a while: its answer must not become keys.
        decoder.expectingAnswers = expecting
        loop(&app, session: session, wake: wake, speech: speech, context: context, scaled: scaled, typed: typed, decoder: decoder,
             stoppedBy: &stoppedBy)
        return true
    }

    /// The run loop: waits for a key, a signal, a resize, the speech's news or the next tick, and draws a frame
    /// when what shows has changed. Ends when the child quits, the terminal goes away or a signal stops it.
    static func loop(_ app: inout EffectRunner, session: TerminalSession, wake: WakePipe, speech: LiveSpeech, context: ViewContext,
                     scaled: ScaledPictures, typed: [UInt8], decoder: KeyDecoder, stoppedBy: inout Int32?) {
        var writer = FrameWriter(colors: context.colors)
        var drawn: Drawn?
        var (scaled, decoder) = (scaled, decoder)
        let answersUntil = app.now + answersWait
        draw(&app, writer: &writer, drawn: &drawn, scaled: &scaled, session: session, context: context)
        // Keys typed while the terminal was being asked what it draws.
        for case .key(let key) in decoder.feed(typed) where !app.quitting { app.input(.keyPressed(key)) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !app.quitting {
            var fds = [pollfd(fd: session.input, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0)]
            if decoder.expectingAnswers && app.now >= answersUntil { decoder.expectingAnswers = false }
            let ready = poll(&fds, 2, timeout(app.state, now: app.now, decoder: decoder, answersUntil: answersUntil))
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            var inputs: [KeyDecoder.Input] = []
            // Whether anything that shows has changed: a word told ahead of its time shows nothing yet, and
            // is not worth a frame (with hundreds of children speaking on one machine, frames cost).
            var changed = ready == 0
            if ready == 0 {
                inputs += decoder.flushEscape()
                // A counting tap's light and the word read along move on with the time.
                if app.state.nextTapChange != nil || app.state.nextReadingChange != nil { app.input(.tick(app.now)) }
            }
            if fds[1].revents != 0 {
                wake.drain()
                if let signal = wake.stopSignal {
                    stoppedBy = signal
                    break
                }
                if let size = session.size, size != app.state.size {
                    app.send(.resized(size))
                    changed = true
                }
            }
            for event in speech.mailbox.drain() {
                if case .wordHeard(_, _, let at) = event, at > app.now {} else { changed = true }
                app.input(event)
            }
            if fds[0].revents != 0 {
                let n = read(session.input, &buffer, buffer.count)
                if n <= 0 && !(n < 0 && (errno == EINTR || errno == EAGAIN)) { break }  // the terminal is gone
                if n > 0 { inputs += decoder.feed(Array(buffer[..<n])) }
            }
            if !inputs.isEmpty { changed = true }
            for input in inputs where !app.quitting {
                switch input {
                case .key(let key): app.input(.keyPressed(key))
                case .click(let column, let row): app.input(.clicked(column: column, row: row))
                }
            }
            if !app.quitting && changed {
                draw(&app, writer: &writer, drawn: &drawn, scaled: &scaled, session: session, context: context)
            }
        }
    }

    /// How this terminal's pictures are drawn (asking it, when the answer matters), as the run loop's kept pictures,
    /// and the keys typed while it answered.
    private static func pictures(_ session: TerminalSession, setup: PictureChoice.Setup, now: () -> Double,
                                 note: (String) -> Void) -> (ScaledPictures, typed: [UInt8], expecting: Bool) {
        let asks = PictureChoice.asks(term: setup.term, colors: setup.colors)
        let (abilities, typed) = asks ? PictureChoice.ask(session, now: now) : (TerminalAbilities([]), [])
        let mode = PictureChoice.mode(setup.requested, term: setup.term, colors: setup.colors, colorTerm: setup.colorTerm,
                                      abilities: abilities, windowCell: session.cellPixels)
        let drawer = PictureChoice.drawer(mode, background: abilities.background, library: setup.library) { line in
            note(line + " (TERM=\(setup.term)\(setup.colors ? "" : ", NO_COLOR"), " + (asks ? abilities.summary : "the terminal not asked") + ")")
        }
        return (ScaledPictures(drawer: drawer, lightBackground: abilities.lightBackground == true), typed, asks && !abilities.answered)
    }

    /// What the last frame was drawn from: a frame is made of these alone (with the pack and the context,
    /// which do not change), so the same again draws the same frame.
    struct Drawn: Equatable {
        var model: ScreenModel
        var size: Size
    }

    /// Draws what the state shows, from one screen model, then logs it. Not drawn again when the model and
    /// the size are what the last frame was drawn from: much of what wakes the loop (a word told, a tap's
    /// time, a sound ending) changes nothing shown, and painting and comparing the whole screen for nothing
    /// was a third of the frames' work with three hundred children playing (docs/BENCHMARKS.md).
    private static func draw(_ app: inout EffectRunner, writer: inout FrameWriter, drawn: inout Drawn?, scaled: inout ScaledPictures,
                             session: TerminalSession, context: ViewContext) {
        let model = ScreenModel(app.state)
        let now = Drawn(model: model, size: app.state.size)
        if now != drawn {
            session.write(writer.bytes(for: FullScreenView.frame(app.state, model: model, context: context, scaled: &scaled)))
            drawn = now
        }
        app.logState(model)
    }

    /// How long `poll` may sleep: for ever when nothing is due, else until a lone Esc is taken as Esc, the
    /// light of a counting tap moves on, or the next word read along is heard.
    static func timeout(_ state: AppState, now: Double, decoder: KeyDecoder, answersUntil: Double) -> Int32 {
        var wait: Int32 = -1
        if decoder.isWaitingAfterEscape {
            // An Esc that may begin a terminal's answer waits until answers are no longer expected; a piece of an
            // answer waits long enough for the rest to come; an Esc alone, the usual moment.
            wait = decoder.expectingAnswers ? Int32(max(1, ((answersUntil - now) * 1000).rounded(.up)))
                : decoder.holdsAnswer ? answerPieceWait : escapeWait
        }
        for next in [state.nextTapChange, state.nextReadingChange].compactMap({ $0 }) {
            let ms = Int32(max(0, min(60_000, (next - now) * 1000)).rounded(.up))
            wait = wait < 0 ? ms : min(wait, ms)
        }
        return wait
    }

    /// Points standard error at the diagnostics log while the full screen is up, through its one owner.
    private static func redirectStandardError(_ standardError: StandardError, to folder: String?) {
        let target = folder.map { $0 + "/kids.log" } ?? "/dev/null"
        do {
            if let folder { try Folder.make(folder) }
            try standardError.redirect(to: target)
        } catch {
            // Nowhere to keep the log: library noise goes nowhere rather than onto the child's screen.
            do {
                try standardError.redirect(to: "/dev/null")
            } catch {
                // /dev/null cannot be opened either: standard error stays where it was.
            }
        }
    }

    private static func restoreStandardError(_ standardError: StandardError, diagnostics: Diagnostics) {
        do {
            try standardError.restore()
        } catch {
            diagnostics.note("standard error could not be pointed back at the terminal: \(error)")
        }
    }
}
