#if canImport(Glibc)
import Glibc
#endif
import KidsConsole
import KidsModel

/// `--plain`: the screen as numbered lines, one typed line per answer; everything said is printed too.
/// The end of input quits cleanly.
enum PlainFrontEnd {
    /// Grown-ups are told at the start, in one line, of a screen reader found and how to change what it does;
    /// with none found, while the app's own voice is heard, how to turn it off and leave the talking to theirs.
    static func run(_ app: inout EffectRunner, launch: Launch, speech: LiveSpeech) {
        // What is said is printed too, unless the screen's lines already say it; so is the hint for a line
        // that meant nothing. Taps, hushes and focus moves have no words to print.
        let said = SaidLines()
        let words = app.state.content.words
        app.onSpeak = { utterance in
            guard utterance.sound == nil, ![.hush, .focus, .sound].contains(utterance.kind) else { return }
            said.lines.append((utterance.kind, LineView.line(utterance.text, words: words)))
        }
        app.onHint = { said.lines.append((.notice, $0)) }
        // Wait for the voice to be ready, so that a missing sound device is told before the first line.
        speech.engine?.waitUntilReady(timeout: 2)
        func news(_ app: inout EffectRunner) {
            for event in speech.mailbox.drain() { app.input(event) }
        }
        news(&app)
        var lastLines: [String] = []
        func show(_ app: inout EffectRunner, typed: Bool = false) {
            let model = ScreenModel(app.state)
            let lines = LineView.lines(model)
            for line in printed(lines: lines, last: lastLines, said: said.lines, quitting: app.quitting,
                                instructions: typed ? model.parts(.instructions).map { $0.spoken ?? $0.text } : []) {
                put(line)
            }
            said.lines = []
            if lines != lastLines && !app.quitting { lastLines = lines }
            // Standard output is a pipe for many screen-reader setups: the lines must be out before the
            // program waits for the next one (fflush(nil) flushes every stream).
            fflush(nil)
            app.logState(model)
        }
        app.send(.started(launch))
        if let greeting = app.state.lineModeGreeting { put(greeting) }
        show(&app)
        // Kiosk mode (the switch, or the setting grown-ups may turn on or off here) holds Ctrl-C and Ctrl-D.
        let kiosk = KioskLineDiscipline()
        kiosk.hold(app.state.kiosk)
        // A braille display's keys wake the loop between typed lines (a routing key answers at once); the speech's
        // news waits for the next line, as it always has.
        var lines = TypedLines()
        speech.mailbox.wake(with: lines.wake)
        defer { speech.mailbox.wake(with: nil) }
        while !app.quitting, let next = lines.next() {
            switch next {
            case .line(let line):
                news(&app)
                app.input(.lineTyped(line))
                show(&app, typed: true)
            case .woken:
                let events = speech.mailbox.drain()
                for event in events { app.input(event) }
                if events.contains(where: \.isFromDisplay) { show(&app) }
            }
            kiosk.hold(app.state.kiosk)
        }
        kiosk.hold(false)
    }

    /// What to print after a line typed, or at the start. On the same screen what was said (the result: "Well
    /// done!") comes first, then only what changed, so a screen reader does not read the whole question again
    /// after each answer. A new screen is printed whole, then what is said on it that its lines do not already say.
    /// A line that changed nothing and said nothing (a number after the answer is in) is answered with what to do
    /// here (`instructions`): a child whose screen reader is the only voice is never met with silence.
    static func printed(lines: [String], last: [String], said: [(kind: Utterance.Kind, text: String)], quitting: Bool,
                        instructions: [String]) -> [String] {
        let same = lines.first == last.first
        // A new question's lines list its text, picture and answers: its spoken prompt and answers would only
        // repeat them. Asked again (h), or a number that is no answer, they are printed. What the child asked for
        // (again, where am I, a word alone) is printed even when a line says the same (a page's text, a page's
        // heading): a child whose screen reader is the only voice hears it.
        let asked: Set<Utterance.Kind> = [.again, .whereami, .word]
        let saidNow = said.filter {
            asked.contains($0.kind) || !lines.contains($0.text) && (same || ![.question, .options].contains($0.kind))
        }
        let changed = lines != last && !quitting ? lines.filter { !same || !last.contains($0) } : []
        // A game's introduction and its example are heard before the question: printed before its lines too.
        let before = same ? [] : saidNow.filter { [.introduction, .model].contains($0.kind) }.map(\.text)
        let after = saidNow.filter { same || ![.introduction, .model].contains($0.kind) }.map(\.text)
        let out = same ? after + changed : before + changed + after
        return out.isEmpty && !quitting ? instructions : out
    }
}

/// Prints a line; in a terminal, wrapped between words at its width, so that a screen reader reading the
/// screen line by line never hears a word cut in two by the terminal's own wrapping. Into a pipe, whole.
private func put(_ line: String) {
    guard let width = TerminalSession.size(of: STDOUT_FILENO)?.width, width > 1 else {
        print(line)
        return
    }
    for part in Wrap.lines(line, width: width) { print(part) }
}

/// Standard input, a line at a time (as `readLine` gives them: without the newline, the last one even without it),
/// read while also waiting for a wake-up: `poll` on both.
private struct TypedLines {
    enum Next {
        case line(String)
        case woken
    }

    private var pending: [UInt8] = []
    private var ended: Bool
    /// What wakes the wait between lines.
    let wake: WakePipe?

    /// Standard input closed (`<&-`): no line will come, and the end of input quits, as `readLine` found at once.
    /// (Asked before the pipe is made, which would take fd 0 and be read as the input.)
    init() {
        ended = fcntl(STDIN_FILENO, F_GETFD) == -1
        wake = ended ? nil : WakePipe()
    }

    /// The next line typed, or that the pipe woke the wait; nil at the end of input.
    mutating func next() -> Next? {
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                return .line(line.hasSuffix("\r") ? String(line.dropLast()) : line)
            }
            if ended {
                guard !pending.isEmpty else { return nil }
                defer { pending = [] }
                return .line(String(decoding: pending, as: UTF8.self))
            }
            var fds = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0), pollfd(fd: wake?.readEnd ?? -1, events: Int16(POLLIN), revents: 0)]
            guard poll(&fds, 2, -1) >= 0 else {
                if errno == EINTR { continue }
                ended = true
                continue
            }
            if fds[1].revents != 0 {
                wake?.drain()
                return .woken
            }
            if fds[0].revents != 0 {
                var buffer = [UInt8](repeating: 0, count: 4096)
                let n = read(STDIN_FILENO, &buffer, buffer.count)
                if n > 0 { pending += buffer[..<n] } else if n == 0 || (errno != EINTR && errno != EAGAIN) { ended = true }
            }
        }
    }
}

extension Event {
    /// Whether a braille display sent it (a key of its own, or a routing key): line mode shows what it changed at once.
    var isFromDisplay: Bool {
        switch self {
        case .brailleRouted, .keyPressed: return true
        default: return false
        }
    }
}

/// What was said, waiting to be printed in line mode.
private final class SaidLines {
    var lines: [(kind: Utterance.Kind, text: String)] = []
}
