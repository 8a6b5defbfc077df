import Foundation
import KidsConsole
import KidsModel

/// `--plain`: the screen as numbered lines, one typed line per answer; everything said is printed too.
/// The end of input quits cleanly.
enum PlainFrontEnd {
    static func run(_ app: inout App, voice: Voice) {
        app.onSpeak = { print($0.text) }
        // Wait for the voice to be ready, so that a missing sound device is told before the first line.
        voice.engine?.waitUntilReady(timeout: 2)
        func news(_ app: inout App) {
            for event in voice.mailbox.drain(lastSpoken: app.lastSpoken) { app.send(event) }
        }
        news(&app)
        var lastLines: [String] = []
        func show(_ app: inout App) {
            let lines = LineView.lines(app.state)
            if lines != lastLines && !app.quitting {
                print(lines.joined(separator: "\n"))
                lastLines = lines
            }
            app.shown()
        }
        app.send(.started)
        show(&app)
        while !app.quitting, let line = readLine() {
            news(&app)
            app.send(.tick(Date().timeIntervalSince1970))
            let keys = PlainInput.keys(for: line, in: app.state.context)
            if keys.isEmpty { print("(Type a number, or h, b, g or q.)") }
            for key in keys where !app.quitting {
                app.send(.keyPressed(key))
            }
            show(&app)
        }
    }
}
