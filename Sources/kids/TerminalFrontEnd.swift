#if canImport(Glibc)
import Glibc
#endif
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

    /// The terminal set up for the full screen (raw, the alternate screen) and asked what it draws, and the pipe that
    /// wakes the run loop. Opened as early as the start allows, before the pack loads: the terminal answers meanwhile.
    struct Opened {
        let session: TerminalSession
        let wake: WakePipe
        let pictures: TerminalPictures
    }

    /// Sets the terminal up and asks it what it draws (`TerminalPictures`: nothing waits for its answers); nil when it
    /// cannot be set up (the caller falls back to line mode), as kids.log is told.
    static func open(_ pictures: PictureChoice.Setup, now: Double, note: (String) -> Void) -> Opened? {
        guard let wake = WakePipe() else { return nil }
        let session: TerminalSession
        do {
            session = try TerminalSession(clearingOnLeave: ViewContext.Glyphs(term: pictures.term) == .linuxConsole)
        } catch {
            note("full screen unavailable: \(error)")
            return nil
        }
        let asked = TerminalPictures.asks(pictures) && session.write(Array(TerminalReply.questions.utf8))
        return Opened(session: session, wake: wake, pictures: TerminalPictures(setup: pictures, asked: asked, now: now))
    }

    /// Runs until the child quits, the terminal goes away, or SIGTERM, SIGHUP or SIGINT asks it to stop (then
    /// `stoppedBy` holds the signal, for the caller to end by once its work is done, the terminal restored).
    static func run(_ app: inout EffectRunner, launch: Launch, speech: LiveSpeech, screen: Opened, diagnostics: Diagnostics,
                    standardError: StandardError, stoppedBy: inout Int32?) {
        let (session, wake) = (screen.session, screen.wake)
        defer { session.close() }
        redirectStandardError(standardError, to: diagnostics.folder)
        defer { restoreStandardError(standardError, diagnostics: diagnostics) }
        wake.wake(on: SIGWINCH)
        // After the session armed its restore: these now stop the loop instead of killing the process. SIGQUIT is
        // taken as SIGTERM, but in kiosk mode, where it stays ignored (`CrashGuard`).
        wake.stop(on: [SIGTERM, SIGHUP, SIGINT] + (app.state.kiosk ? [] : [SIGQUIT]))
        speech.mailbox.wake(with: wake)
        defer { speech.mailbox.wake(with: nil) }
        // The first question is said at once, whatever the terminal has answered so far.
        if let size = session.size { app.send(.resized(size)) }
        app.send(.started(launch))
        var decoder = KeyDecoder()
        // Asked and not yet answered, the terminal may still answer for a while: its answer must not become keys.
        decoder.expectingAnswers = screen.pictures.asked
        let context = ViewContext(colors: screen.pictures.setup.colors, glyphs: .init(term: screen.pictures.setup.term))
        loop(&app, session: session, wake: wake, speech: speech, context: context, pictures: screen.pictures, decoder: decoder,
             note: diagnostics.note, stoppedBy: &stoppedBy)
    }

    /// The run loop: waits for a key, a signal, a resize, the speech's news, the terminal's answers or the next
    /// tick, and draws a frame when what shows has changed. Ends when the child quits, the terminal goes away or a
    /// signal stops it.
    static func loop(_ app: inout EffectRunner, session: TerminalSession, wake: WakePipe, speech: LiveSpeech, context: ViewContext,
                     pictures: TerminalPictures, decoder: KeyDecoder, note: (String) -> Void, stoppedBy: inout Int32?) {
        var screen = Screen(context: context, pictures: pictures)
        var decoder = decoder
        let answersUntil = app.now + answersWait
        // What came while the pack loaded: the terminal's answers (the pictures of the first frame then), keys typed.
        handle(decoder.feed(waiting(session.input)), app: &app, screen: &screen)
        _ = screen.choosePictures(app.now, session: session, note: note)
        screen.draw(&app, session: session)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !app.quitting {
            var fds = [pollfd(fd: session.input, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0)]
            if decoder.expectingAnswers && app.now >= answersUntil { decoder.expectingAnswers = false }
            var wait = timeout(app.state, now: app.now, decoder: decoder, answersUntil: answersUntil)
            if let choice = screen.pictures.timeout(now: app.now) { wait = wait < 0 ? choice : min(wait, choice) }
            let ready = poll(&fds, 2, wait)
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
            handle(inputs, app: &app, screen: &screen)
            if screen.choosePictures(app.now, session: session, note: note) { changed = true }
            if !app.quitting && changed { screen.draw(&app, session: session) }
        }
    }

    /// What is there to read on `input` now, without waiting.
    private static func waiting(_ input: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var ready = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        while poll(&ready, 1, 0) > 0, ready.revents & Int16(POLLIN) != 0 {
            let n = read(input, &buffer, buffer.count)
            guard n > 0 else { break }
            bytes += buffer[..<n]
        }
        return bytes
    }

    /// Keys and clicks go to the app; a terminal's answers to the pictures' choice.
    private static func handle(_ inputs: [KeyDecoder.Input], app: inout EffectRunner, screen: inout Screen) {
        for input in inputs where !app.quitting {
            switch input {
            case .key(let key): app.input(.keyPressed(key))
            case .click(let column, let row): app.input(.clicked(column: column, row: row))
            case .reply(let reply): screen.pictures.heard(reply)
            }
        }
    }

    /// What the run loop draws with from one frame to the next: the frame writer, what the last frame was drawn
    /// from, and the pictures (their choice as the terminal answers, and those scaled so far).
    struct Screen {
        let context: ViewContext
        var pictures: TerminalPictures
        var writer: FrameWriter
        var drawn: Drawn?
        var scaled = TerminalPictures.first

        init(context: ViewContext, pictures: TerminalPictures) {
            self.context = context
            self.pictures = pictures
            writer = FrameWriter(colors: context.colors)
        }

        /// Takes the pictures chosen now, if a choice was due and changed them; returns whether it did (the next
        /// frame is drawn again whole then).
        mutating func choosePictures(_ now: Double, session: TerminalSession, note: (String) -> Void) -> Bool {
            guard let chosen = pictures.choose(now: now, windowCell: { session.cellPixels }, note: note) else { return false }
            scaled = chosen
            drawn = nil
            return true
        }

        /// Draws what the state shows, from one screen model, then logs it. Not drawn again when the model and
        /// the size are what the last frame was drawn from: much of what wakes the loop (a word told, a tap's
        /// time, a sound ending) changes nothing shown, and painting and comparing the whole screen for nothing
        /// was a third of the frames' work with three hundred children playing (docs/BENCHMARKS.md).
        mutating func draw(_ app: inout EffectRunner, session: TerminalSession) {
            let model = ScreenModel(app.state)
            let now = Drawn(model: model, size: app.state.size)
            if now != drawn {
                session.write(writer.bytes(for: FullScreenView.frame(app.state, model: model, context: context, scaled: &scaled)))
                drawn = now
            }
            app.logState(model, pictures: pictures.chosenMode == nil ? "choosing" : (scaled.drawer?.mode ?? .blocks).description)
        }
    }

    /// What the last frame was drawn from: a frame is made of these alone (with the pack and the context,
    /// which do not change), so the same again draws the same frame.
    struct Drawn: Equatable {
        var model: ScreenModel
        var size: Size
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
