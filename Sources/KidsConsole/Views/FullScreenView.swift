import KidsModel

/// The full-screen view: a pure function of the app's state (and its size) to a frame, drawn from the screen
/// model. It draws only where the layout says; it never knows the terminal, and it makes no sentence of its own.
public enum FullScreenView {
    public static func frame(_ state: AppState, context: ViewContext = ViewContext()) -> Frame {
        frame(state, model: ScreenModel(state), context: context)
    }

    /// The frame of `model`, the screen model of `state`, drawn on its own (its pictures scaled anew).
    public static func frame(_ state: AppState, model: ScreenModel, context: ViewContext = ViewContext()) -> Frame {
        var scaled = ScaledPictures()
        return frame(state, model: model, context: context, scaled: &scaled)
    }

    /// The frame of `model`, the screen model of `state`; its pictures scaled once per size, kept in `scaled`
    /// from one frame to the next by whoever draws them in turn (the run loop).
    public static func frame(_ state: AppState, model: ScreenModel, context: ViewContext, scaled: inout ScaledPictures) -> Frame {
        var buffer = Buffer(size: state.size)
        guard let layout = model.layout(state.size) else {
            tooSmall(model, size: state.size, into: &buffer)
            if context.glyphs == .linuxConsole { ConsoleGlyphs.fit(&buffer) }
            return Frame(buffer: buffer, cursor: nil)
        }
        var painter = Painter(state: state, model: model, layout: layout, context: context, buffer: buffer, scaled: scaled)
        defer { scaled = painter.scaled }
        painter.header()
        painter.footer()
        switch model.look {
        case .home: painter.home()
        case .lesson: painter.lesson()
        case .typing: painter.typing()
        case .explore: painter.explore()
        case .who: painter.who()
        case .shelf: painter.shelf()
        case .story: painter.story()
        case .done: painter.done()
        case .gate: painter.gate()
        case .panel: painter.panel()
        case .tooSmall: break
        }
        if context.glyphs == .linuxConsole { ConsoleGlyphs.fit(&painter.buffer) }
        return Frame(buffer: painter.buffer, cursor: painter.cursor)
    }

    /// The request for a bigger window, centred: and in kiosk mode no offer to quit (the model leaves it out).
    static func tooSmall(_ model: ScreenModel, size: Size, into buffer: inout Buffer) {
        let text = ([model.text(.heading)] + [model.text(.instructions)]).compactMap { $0 }.joined(separator: " ")
        let lines = Wrap.lines(text, width: size.width)
        let top = max(0, (size.height - lines.count) / 2)
        for (n, line) in lines.enumerated() {
            buffer.center(line, in: Rect(size: size), y: top + n, style: Style(bold: true))
        }
    }
}

/// Draws one frame: the screen model, its layout, and the buffer being filled; remembers where the cursor goes.
struct Painter {
    let state: AppState
    let model: ScreenModel
    let layout: Layout
    let context: ViewContext
    var buffer: Buffer
    /// The drawings scaled so far, handed back to the caller with the frame.
    var scaled: ScaledPictures
    var cursor: Point?

    var content: ContentPack { state.content }

    /// Draws a control of the model as a button in its place.
    mutating func button(_ control: ScreenModel.ControlModel) {
        guard control.drawn, let rect = layout.rect(of: control.control) else { return }
        let point = Widgets.button(rect, label: control.label, focused: control.mark == .focused, enabled: control.enabled, into: &buffer)
        track(point, for: control)
    }

    mutating func track(_ point: Point, for control: ScreenModel.ControlModel) {
        if control.mark == .focused { cursor = point }
    }

    // MARK: - Header and footer

    mutating func header() {
        let bar = Style(reverse: true)
        buffer.fill(layout.header, style: bar)
        let right = (model.stars ?? "") + " "
        buffer.write(" " + model.title, x: 0, y: 0, style: Style(bold: true, reverse: true), limit: layout.header.width - CellWidth.of(right) - 1)
        buffer.write(right, x: layout.header.maxX - CellWidth.of(right), y: 0, style: Style(bold: true, reverse: true))
        if let notice = model.notice, layout.header.width > 40 {
            buffer.center(notice, in: layout.header, y: 0, style: bar)
        }
    }

    /// The keys that work here, as many as fit.
    mutating func footer() {
        var x = layout.footer.x + 1
        for hint in model.hints {
            let width = CellWidth.of(hint.keys) + 1 + CellWidth.of(hint.words)
            guard x + width <= layout.footer.maxX else { break }
            x += buffer.write(hint.keys, x: x, y: layout.footer.y, style: Style(bold: true))
            x += buffer.write(" " + hint.words, x: x, y: layout.footer.y, style: Style(dim: true))
            x += 2
        }
    }

    /// The caption (the kind word, praise or notice just said) on the pane's first rows, up to `rows` (a question
    /// gives a game's introduction and a teacher's model room), cut with "…" past them, so that what is heard is also
    /// seen. Returns the rows it took.
    @discardableResult
    mutating func caption(in pane: Rect, rows: Int = 1) -> Int {
        guard let caption = model.parts(.caption).first, rows > 0 else { return 0 }
        var lines = Wrap.lines(caption.text, width: pane.width)
        if lines.count > rows { lines = lines.prefix(rows - 1) + [Widgets.fit(lines[(rows - 1)...].joined(separator: " "), pane.width)] }
        centred(lines, in: pane, top: pane.y, style: Style(foreground: .star, bold: true), lit: caption.lit)
        return lines.count
    }
}
