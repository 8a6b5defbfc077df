import Foundation
import KidsConsole
import KidsModel

/// `--plain`: the screen as numbered lines, one typed line per answer; everything said is printed too.
/// The end of input quits cleanly.
enum PlainFrontEnd {
    static func run(_ app: inout App, voice: Voice, context: ViewContext) {
        // What is said is printed too, after the screen's lines, unless those lines already say it.
        let said = SaidLines()
        app.onSpeak = { said.lines.append($0.text) }
        // Wait for the voice to be ready, so that a missing sound device is told before the first line.
        voice.engine?.waitUntilReady(timeout: 2)
        func news(_ app: inout App) {
            for event in voice.mailbox.drain(lastSpoken: app.lastSpoken) { app.send(event) }
        }
        news(&app)
        var lastLines: [String] = []
        func show(_ app: inout App) {
            let lines = LineView.lines(app.state, context: context)
            if lines != lastLines && !app.quitting {
                // On the same screen, only what changed is printed, so a screen reader does not read the
                // whole question again after each answer.
                let same = lines.first == lastLines.first
                print(lines.filter { !same || !lastLines.contains($0) }.joined(separator: "\n"))
                lastLines = lines
            }
            for text in said.lines where !lines.contains(text) { print(text) }
            said.lines = []
            // Standard output is a pipe for many screen-reader setups: the lines must be out before the
            // program waits for the next one (fflush(nil) flushes every stream).
            fflush(nil)
            app.shown()
        }
        app.send(.started)
        show(&app)
        while !app.quitting, let line = readLine() {
            news(&app)
            app.send(.tick(Date().timeIntervalSince1970))
            let keys = PlainInput.keys(for: line, in: app.state.context)
            if keys.isEmpty { print(app.state.content.words("(Type a number, or h, b, g or q.)")) }
            for key in keys where !app.quitting {
                app.send(.keyPressed(key))
            }
            show(&app)
        }
    }
}

/// Utterances waiting to be printed in line mode.
private final class SaidLines {
    var lines: [String] = []
}
