import Foundation
import KidsModel

/// The full-screen view: a pure function of the app's state (and its size) to a frame. It draws only where
/// the layout says; it never knows the terminal.
public enum FullScreenView {
    public static func frame(_ state: AppState, context: ViewContext = ViewContext()) -> Frame {
        var buffer = Buffer(size: state.size)
        guard let layout = state.layout else {
            tooSmall(state.size, kiosk: state.kiosk, words: state.content.words, into: &buffer)
            if context.glyphs == .linuxConsole { ConsoleGlyphs.fit(&buffer) }
            return Frame(buffer: buffer, cursor: nil)
        }
        var painter = Painter(state: state, layout: layout, context: context, buffer: buffer)
        painter.header()
        painter.footer()
        switch state.overlay {
        case .gate: painter.gate()
        case .grownUps(let g): painter.grownUps(g)
        case nil:
            switch state.screen {
            case .home: painter.home()
            case .lesson(let lesson): painter.lesson(lesson)
            case .done(let done): painter.done(done)
            }
        }
        if context.glyphs == .linuxConsole { ConsoleGlyphs.fit(&painter.buffer) }
        return Frame(buffer: painter.buffer, cursor: painter.cursor)
    }

    /// The grown-ups' line for kiosk mode: the saved setting, and `--kiosk` when it holds it on this time.
    static func kioskLine(_ state: AppState, words: Words) -> String {
        words("Quitting needs a grown-up: {state}", ["state": state.progress.settings.quitNeedsGrownUp ? words("on") : words("off")])
            + (state.kioskSwitch ? " " + words("(on this time: --kiosk)") : "")
    }

    /// In kiosk mode the window's size is the only way on: it offers no Quit.
    static func tooSmall(_ size: Size, kiosk: Bool, words: Words, into buffer: inout Buffer) {
        let text = words("Make this window bigger: at least {width} × {height}.",
                         ["width": "\(Layout.minimumSize.width)", "height": "\(Layout.minimumSize.height)"])
            + (kiosk ? "" : " " + words("({key} quits)", ["key": CommandTable.keyLabel(.quit, in: .tooSmall) ?? ""]))
        let lines = Wrap.lines(text, width: size.width)
        let top = max(0, (size.height - lines.count) / 2)
        for (n, line) in lines.enumerated() {
            buffer.center(line, in: Rect(size: size), y: top + n, style: Style(bold: true))
        }
    }
}

/// Draws one frame: the state, its layout, and the buffer being filled; remembers where the cursor goes.
struct Painter {
    let state: AppState
    let layout: Layout
    let context: ViewContext
    var buffer: Buffer
    var cursor: Point?
    /// Where the word being heard is shown, worked out once a frame.
    let reading: ReadingPlace?

    init(state: AppState, layout: Layout, context: ViewContext, buffer: Buffer) {
        self.state = state
        self.layout = layout
        self.context = context
        self.buffer = buffer
        reading = state.highlight?.place
    }

    var content: ContentPack { state.content }
    var words: Words { state.content.words }

    func focused(_ control: Control) -> Bool { state.focus == control }

    /// A command's button label on this screen, from the command table ("r Reset").
    func label(_ command: Command) -> String {
        CommandTable.row(command).buttonLabel(in: state.context, words: words)
    }

    /// "★ 3 of 10": the star for the eye, words beside it for a screen reader (not "3 slash 10").
    func starNote(_ stars: Int, of total: Int) -> String {
        "★ " + words("{n} of {count}", ["n": "\(stars)", "count": "\(total)"])
    }

    /// Draws a command's button: its label from the table unless given, focused and enabled as the state says.
    mutating func button(_ command: Command, in rect: Rect, label text: String? = nil) {
        let control = Control.button(command)
        let point = Widgets.button(rect, label: text ?? label(command), focused: focused(control),
                                   enabled: CommandTable.row(command).enabled(state), into: &buffer)
        track(point, for: control)
    }

    mutating func track(_ point: Point, for control: Control) {
        if focused(control) { cursor = point }
    }

    // MARK: - Header and footer

    mutating func header() {
        let bar = Style(reverse: true)
        buffer.fill(layout.header, style: bar)
        var title = ""
        var stars = 0
        var total = 0
        // The whole pack's stars, counted only where they are shown (not on every word read along).
        func wholePack() {
            stars = content.activities.reduce(0) { $0 + state.progress.starCount(in: $1) }
            total = content.activities.reduce(0) { $0 + $1.questions.count }
        }
        switch state.overlay {
        case .gate:
            title = words("For grown-ups")
            wholePack()
        case .grownUps:
            title = words("Grown-ups")
            wholePack()
        case nil:
            switch state.screen {
            case .home:
                title = "kids · " + words("pick a game")
                wholePack()
            case .lesson(let lesson):
                let activity = content.activities[lesson.activity]
                title = activity.title + " · " + words("{n} of {count}", ["n": "\(lesson.round.position + 1)", "count": "\(lesson.round.queue.count)"])
                stars = state.progress.starCount(in: activity)
                total = activity.questions.count
            case .done(let done):
                let activity = content.activities[done.activity]
                title = activity.title + " · " + words("all done")
                stars = state.progress.starCount(in: activity)
                total = activity.questions.count
            }
        }
        let right = starNote(stars, of: total) + " "
        buffer.write(" " + title, x: 0, y: 0, style: Style(bold: true, reverse: true), limit: layout.header.width - CellWidth.of(right) - 1)
        buffer.write(right, x: layout.header.maxX - CellWidth.of(right), y: 0, style: Style(bold: true, reverse: true))
        let problem = state.soundProblem.map { _ in words("no sound") }
        if let problem, layout.header.width > 40 {
            buffer.center(problem, in: layout.header, y: 0, style: bar)
        }
    }

    /// The keys that work here, from the command table, as many as fit.
    mutating func footer() {
        var x = layout.footer.x + 1
        for hint in CommandTable.hints(in: state.context, kiosk: state.kiosk) {
            let key = hint.keys
            let help = words(hint.hint)
            let width = CellWidth.of(key) + 1 + CellWidth.of(help)
            guard x + width <= layout.footer.maxX else { break }
            x += buffer.write(key, x: x, y: layout.footer.y, style: Style(bold: true))
            x += buffer.write(" " + help, x: x, y: layout.footer.y, style: Style(dim: true))
            x += 2
        }
    }

    // MARK: - Screens

    /// The caption (the kind word, praise or notice just said) on the pane's first row, so that what is heard
    /// is also seen.
    mutating func caption(in pane: Rect) {
        guard let caption = state.caption else { return }
        let shown = Widgets.fit(caption, pane.width)
        buffer.center(shown, in: pane, y: pane.y, style: Style(foreground: .star, bold: true))
        if case .caption(let word)? = reading {
            let x = pane.x + (pane.width - min(CellWidth.of(shown), pane.width)) / 2
            Widgets.emphasize(word: word, of: [(shown, x, pane.y)], into: &buffer)
        }
    }

    mutating func home() {
        caption(in: layout.primary.inset(dx: 1, dy: 0))
        // For a screen-reader user, who hears this screen as fragments: how to get line mode, in one line.
        let pane = layout.primary.inset(dx: 1, dy: 0)
        let readerHint = words("Screen reader? Line mode: {gate}, then {line}.",
                               ["gate": CommandTable.keyLabel(.grownUps, in: .home) ?? "", "line": CommandTable.keyLabel(.toggleLineMode, in: .grownUps) ?? ""])
        if pane.height >= 8 && CellWidth.of(readerHint) <= pane.width {
            buffer.write(readerHint, x: pane.x, y: pane.maxY - 1, style: Style(dim: true))
        }
        let text = layout.primary.inset(dx: 1, dy: 1)
        let used = buffer.paragraph(content.sentences.welcome, in: text, style: Style(bold: true))
        if case .welcome(let word)? = reading {
            let lines = Wrap.lines(content.sentences.welcome, width: text.width).prefix(text.height)
            Widgets.emphasize(word: word, of: lines.enumerated().map { ($0.element, text.x, text.y + $0.offset) }, into: &buffer)
        }
        if let star = content.pictures["star"] {
            let below = Rect(x: text.x, y: text.y + used + 1, width: text.width, height: text.maxY - text.y - used - 1)
            PictureArt.draw(star, in: below, maximumScale: 2, into: &buffer, colors: context.colors)
        }
        for (n, activity) in content.activities.enumerated() {
            guard let rect = layout.rect(of: .activity(activity.id)) else { continue }
            let control = Control.activity(activity.id)
            // Words beside the star for a screen reader ("1 of 10", not "1 slash 10"), when they fit the border.
            let count = (stars: state.progress.starCount(in: activity), total: activity.questions.count)
            let level = words("level {n}", ["n": "\(state.level(of: n))"])
            let wordy = starNote(count.stars, of: count.total) + " · " + level
            let stars = [wordy, "★ \(count.stars)/\(count.total) · \(level)", "★ \(count.stars)/\(count.total)"]
                .first { CellWidth.of($0) <= rect.width - 2 } ?? ""
            let point = Widgets.tile(rect, key: "\(n + 1)", label: activity.title, note: stars,
                                     state: focused(control) ? .focused : .normal, into: &buffer)
            if rect.height >= 5, let picture = content.pictures[activity.picture] {
                buffer.center(picture.symbol, in: rect, y: rect.y + 1,
                              style: Style(foreground: context.colors ? picture.color.map(Color.init) : nil))
            }
            track(point, for: control)
        }
        if let rect = layout.rect(of: .button(.grownUps)) { button(.grownUps, in: rect) }
    }

    mutating func lesson(_ lesson: Lesson) {
        let question = state.question(of: lesson)
        let pane = layout.primary.inset(dx: 1, dy: 0)
        let hear = layout.rect(of: .button(.hearAgain)) ?? Rect(x: pane.x, y: pane.maxY - 1, width: pane.width, height: 1)
        let lines = Array(Wrap.lines(question.text, width: pane.width).prefix(3))
        let textTop = hear.y - 1 - lines.count
        for (n, line) in lines.enumerated() {
            buffer.center(line, in: pane, y: textTop + n, style: Style(bold: true))
        }
        if case .question(let word)? = reading {
            let placed = lines.enumerated().map { n, line in
                (line, pane.x + (pane.width - min(CellWidth.of(line), pane.width)) / 2, textTop + n)
            }
            Widgets.emphasize(word: word, of: placed, into: &buffer)
        }
        caption(in: pane)
        let pictureRect = Rect(x: pane.x, y: pane.y + 1, width: pane.width, height: textTop - 1 - (pane.y + 1))
        if let picture = content.pictures[question.picture.name] {
            PictureArt.draw(picture, count: question.picture.count, lit: state.litObject, in: pictureRect, into: &buffer,
                            colors: context.colors)
        } else if let letter = question.picture.letter {
            Widgets.large(letter, in: pictureRect, style: Style(bold: true), into: &buffer)
        }
        button(.hearAgain, in: hear)

        let numbered = AppState.saidAsNumbers(question)
        for (n, answer) in question.answers.enumerated() {
            guard let rect = layout.rect(of: .answer(answer.id)) else { continue }
            let control = Control.answer(answer.id)
            let tileState: Widgets.TileState = lesson.setAside.contains(answer.id) ? .setAside
                : lesson.answered && answer.id == question.correct ? .right
                : focused(control) ? .focused : .normal
            // A one-digit number is its own key; other answers are chosen by their place.
            let key = numbered ? answer.label : "\(n + 1)"
            track(Widgets.tile(rect, key: key, label: answer.label, picture: answer.picture.flatMap { content.pictures[$0] },
                               colors: context.colors, state: tileState, reading: reading == .answer(answer.id),
                               into: &buffer), for: control)
        }
        if lesson.answered, let rect = layout.rect(of: .button(.next)) { button(.next, in: rect, label: label(.next) + " ▶") }
    }

    mutating func done(_ done: Done) {
        let activity = content.activities[done.activity]
        let text = layout.primary.inset(dx: 1, dy: 1)
        buffer.center(words("All done!"), in: text, y: text.y, style: Style(foreground: .star, bold: true))
        buffer.center(starNote(state.progress.starCount(in: activity), of: activity.questions.count),
                      in: text, y: text.y + 2,
                      style: Style(foreground: .star, bold: true))
        if let star = content.pictures["star"] {
            PictureArt.draw(star, in: Rect(x: text.x, y: text.y + 4, width: text.width, height: text.height - 4),
                            maximumScale: 2, into: &buffer, colors: context.colors)
        }
        for command in CommandTable.buttons(on: .done) {
            let control = Control.button(command)
            guard let rect = layout.rect(of: control) else { continue }
            let key = CommandTable.keyLabel(command, in: .done) ?? ""
            track(Widgets.tile(rect, key: key, label: label(command), state: focused(control) ? .focused : .normal, into: &buffer),
                  for: control)
        }
    }

    mutating func gate() {
        let text = layout.primary.inset(dx: 1, dy: 1)
        var y = text.y
        y += buffer.paragraph(content.sentences.gate, in: Rect(x: text.x, y: y, width: text.width, height: 2),
                              style: Style(bold: true)) + 1
        let locked = state.gate.isLocked(at: state.now)
        if locked {
            buffer.paragraph(words("Closed for now: try again in {n} seconds.", ["n": "\(state.gate.secondsLeft(at: state.now))"]),
                             in: Rect(x: text.x, y: y, width: text.width, height: text.maxY - y))
        } else {
            let q = state.gate.question
            buffer.write(words("What is {a} × {b}?", ["a": "\(q.a)", "b": "\(q.b)"]), x: text.x, y: y, style: Style(bold: true), limit: text.width)
            let typed = state.gate.typed.padding(toLength: Gate.maximumDigits, withPad: "_", startingAt: 0)
            let prefix = words("Answer:") + " ["
            buffer.write(prefix + typed + "]", x: text.x, y: y + 2, limit: text.width)
            cursor = Point(x: min(text.x + CellWidth.of(prefix) + state.gate.typed.count, text.maxX - 1), y: y + 2)
        }
        for target in layout.targets {
            guard case .button(let command) = target.control else { continue }
            if case .typeDigit(let d) = command { button(command, in: target.rect, label: "\(d)") } else { button(command, in: target.rect) }
        }
    }

    mutating func grownUps(_ g: GrownUps) {
        let text = layout.primary.inset(dx: 1, dy: 0)
        let settings = state.progress.settings
        var lines: [String]
        if g.confirming {
            lines = [words("Reset progress?"), "", words("Every star of every activity will be removed. This cannot be undone.")]
        } else {
            let summary = ProgressSummary(content: content, progress: state.progress).lines
            let titleWidth = summary.map { CellWidth.of($0.title) }.max() ?? 0
            // A narrow pane gets one short line an activity; a wide one a bar, the level, what is in review and the
            // hardest questions.
            let roomy = text.width >= titleWidth + 18
            lines = summary.flatMap { line in
                let level = words("level {n} of {count}", ["n": "\(line.level)", "count": "\(line.levels)"])
                guard roomy else { return ["\(line.title) ★\(line.stars)/\(line.total), \(level)"] }
                // No-break spaces: the wrapping joins words with one space and would undo the alignment.
                let title = line.title + String(repeating: "\u{00A0}", count: titleWidth - CellWidth.of(line.title))
                let stars = "★ \(line.stars)/\(line.total), " + level
                let bar = "\(title) \(Widgets.bar(stars: line.stars, total: line.total, width: 10)) " + stars
                let named = bar + (line.levelName.isEmpty ? "" : " (\(line.levelName))")
                return [[named, bar].first { CellWidth.of($0) <= text.width } ?? "\(title) " + stars]
                    + (line.inReview > 0 ? ["  " + words("{n} in review: {questions}",
                                                         ["n": "\(line.inReview)", "questions": line.reviewing.joined(separator: " ")])] : [])
                    + line.hardest.map { "  " + words("Hardest: {text} ({n} set aside)", ["text": $0.text, "n": "\($0.misses)"]) }
            } + [""] + [
                words("Speech: {state}", ["state": settings.speechOn ? words("on") : words("off")])
                    + (state.muted ? " " + words("(muted this time)") : ""),
                words("Rate: {n} words a minute", ["n": "\(settings.rate)"]),
                words("Voice: {voice}", ["voice": state.voice]),
                words("Pitch: {n}", ["n": "\(settings.pitch)"]) + ", " + words("gaps between words: {n} ms", ["n": "\(settings.wordGap * 10)"]),
                words("Slower when asked again: {state}", ["state": settings.slowerRepeat ? words("on") : words("off")]),
                FullScreenView.kioskLine(state, words: words),
                words("Line mode: {state}", ["state": settings.lineMode ? words("on") : words("off")])
                    + " " + words("(from the next start)"),
                "",
                words("Your data: the stars and these settings are kept only on this computer, in {path}. Nothing is sent anywhere: kids has no networking.",
                      ["path": context.dataPath ?? words("memory, until the app closes")]),
                "",
                words("Privacy policy: {address}", ["address": context.privacyPolicy]),
            ]
            if let problem = state.soundProblem { lines += ["", words("Sound: {problem}", ["problem": problem])] }
            lines += state.notices.flatMap { ["", $0] }
        }
        var y = text.y + 1
        for line in lines where y < text.maxY {
            y += line.isEmpty ? 1 : buffer.paragraph(line, in: Rect(x: text.x, y: y, width: text.width, height: text.maxY - y))
        }
        for target in layout.targets {
            guard case .button(let command) = target.control else { continue }
            button(command, in: target.rect)
        }
    }
}
