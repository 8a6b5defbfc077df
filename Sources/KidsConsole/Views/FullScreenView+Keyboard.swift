import KidsModel

/// The keyboard's screens: the question (or explore's sentence) above, the keyboard below it.
extension Painter {
    /// A keyboard question: its caption, the key asked for drawn large (when the model shows it), the question and
    /// its buttons, and the keyboard.
    mutating func typing() {
        let pane = layout.primary.inset(dx: 1, dy: 0)
        let buttonsRow = pane.maxY - 1
        let prompt = model.parts(.prompt).first
        let whole = Wrap.lines(prompt?.text ?? "", width: pane.width)
        let fits = whole.count <= 2
        let lines = fits ? whole : Array(Wrap.lines(prompt?.short ?? "", width: pane.width).prefix(2))
        let textTop = buttonsRow - 1 - lines.count
        centred(lines, in: pane, top: textTop, style: Style(bold: true), lit: fits ? prompt?.lit : nil)
        caption(in: pane)
        // The key asked for, large: a child learning its letter sees it as well as hears it.
        let rect = Rect(x: pane.x, y: pane.y + 1, width: pane.width, height: max(0, textTop - 1 - (pane.y + 1)))
        if let shown = model.picture, shown.letters != nil, rect.height > 0 {
            // A word spelled: its picture, the letters typed so far under it.
            let tallest = max(1, layout.primary.height * 3 / 5)
            let left = word(shown, in: rect, tallest: tallest)
            if let picture = content.pictures[shown.name] {
                PictureArt.draw(picture, in: left, maximumHeight: tallest, into: &buffer, colors: context.colors, scaled: &scaled)
            }
        } else if let letter = model.picture?.letter, rect.height > 0 {
            Widgets.large(letter, in: rect, maximumHeight: max(1, layout.primary.height * 3 / 5), style: Style(foreground: context.colors ? .accent : nil, bold: true),
                          into: &buffer, scaled: &scaled)
        }
        for control in model.controls { button(control) }
        keyboard()
    }

    /// "Try the keys": the key named last, large when it is a letter or digit, the screen's sentence, the keyboard.
    mutating func explore() {
        let pane = layout.primary.inset(dx: 1, dy: 0)
        caption(in: pane)
        // The key named last, large, in the middle (a letter or digit: the caption says the others); the sentence
        // of the screen below it.
        let rect = Rect(x: pane.x, y: pane.y + 1, width: pane.width, height: max(0, pane.height - 4))
        if let named = model.parts(.caption).first?.text, named.count == 1, BlockFont.covers(named), rect.height > 0 {
            Widgets.large(named, in: rect, maximumHeight: max(1, layout.primary.height * 3 / 5), style: Style(bold: true), into: &buffer, scaled: &scaled)
        }
        let sentence = model.parts(.prompt).first
        let lines = Array(Wrap.lines(sentence?.text ?? "", width: pane.width).prefix(2))
        centred(lines, in: pane, top: pane.maxY - lines.count, style: Style(dim: sentence?.lit == nil), lit: sentence?.lit)
        keyboard()
    }

    /// The keyboard where the layout put its keys, the key pressed last lit (reverse video and a heavy border: not by
    /// colour alone), with the cursor on it for a magnifier to follow.
    mutating func keyboard() {
        guard let keyboard = model.keyboard else { return }
        for cap in keyboard.rows.joined() {
            guard let rect = layout.rect(of: .key(cap.key)) else { continue }
            key(cap, in: rect)
            if cap.lit { cursor = Point(x: rect.x + rect.width / 2, y: rect.y + rect.height / 2) }
        }
    }

    /// One key: a box with its name when three rows tall, else `[Q]`.
    mutating func key(_ cap: ScreenModel.KeyboardModel.Cap, in rect: Rect) {
        guard rect.maxX <= buffer.size.width, rect.maxY <= buffer.size.height, rect.width >= 1 else { return }
        let style = cap.lit ? Style(bold: true, reverse: true) : Style()
        // A key's name longer than its cap is cut, with a dot when there is room for one ("Back."): a key is one word.
        let room = max(1, rect.width - (rect.height >= 3 ? 2 : 0))
        let label = CellWidth.of(cap.label) <= room ? cap.label : room < 3 ? String(cap.label.prefix(room)) : String(cap.label.prefix(room - 1)) + "."
        if rect.height >= 3 {
            buffer.box(rect, border: cap.lit ? .heavy : .light, style: cap.lit ? Style(bold: true) : Style(dim: true))
            buffer.fill(rect.inset(dx: 1, dy: 1), style: style)
            buffer.center(label, in: rect, y: rect.y + 1, style: style)
        } else {
            buffer.fill(rect, style: cap.lit ? style : Style(dim: true))
            let bracketed = rect.width >= CellWidth.of(label) + 2 && !cap.lit ? "[" + label + "]" : label
            buffer.center(bracketed, in: rect, y: rect.y, style: cap.lit ? style : Style())
        }
    }
}
