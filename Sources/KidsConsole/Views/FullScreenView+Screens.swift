import KidsModel

/// The screens' bodies, drawn from the screen model's parts, picture and controls.
extension Painter {
    mutating func home() {
        let pane = layout.primary.inset(dx: 1, dy: 0)
        caption(in: pane)
        // The pane's last lines: news for the grown-up beside the child (the same child on another computer), whole
        // on up to four lines, else its first sentence (cut with "…" past four lines: line mode has it whole); else
        // the screen reader's hint. The star keeps above them.
        var news: [String] = []
        if let text = model.text(.information), pane.height >= 8 {
            news = Wrap.lines(text, width: pane.width)
            if news.count > 4, let stop = text.firstRange(of: ". ") { news = Wrap.lines(String(text[..<stop.lowerBound]) + ".", width: pane.width) }
            if news.count > 4 {
                news = Array(news.prefix(4))
                news[3] = (CellWidth.of(news[3]) < pane.width ? news[3] : String(news[3].dropLast())) + "…"
            }
            for (n, line) in news.enumerated() { buffer.write(line, x: pane.x, y: pane.maxY - news.count + n, style: Style(bold: true)) }
        } else if let hint = model.text(.readerHint), pane.height >= 8 && CellWidth.of(hint) <= pane.width {
            buffer.write(hint, x: pane.x, y: pane.maxY - 1, style: Style(dim: true))
        }
        let text = layout.primary.inset(dx: 1, dy: 1)
        if let welcome = model.parts(.welcome).first {
            let used = buffer.paragraph(welcome.text, in: text, style: Style(bold: true))
            if let word = welcome.lit {
                let lines = Wrap.lines(welcome.text, width: text.width).prefix(text.height)
                Widgets.emphasize(word: word, of: lines.enumerated().map { ($0.element, text.x, text.y + $0.offset) }, into: &buffer)
            }
            if let star = content.pictures["star"] {
                let below = Rect(x: text.x, y: text.y + used + 1, width: text.width, height: text.maxY - text.y - used - 1 - news.count)
                PictureArt.draw(star, in: below, maximumHeight: star.rows.count * 2, into: &buffer, colors: context.colors, scaled: &scaled)
            }
        }
        for card in model.controls {
            guard case .activity = card.control else {
                button(card)
                continue
            }
            guard let rect = layout.rect(of: card.control) else { continue }
            let note = card.notes.first { CellWidth.of($0) <= rect.width - 2 } ?? ""
            let point = Widgets.tile(rect, key: card.key, label: card.label, note: note,
                                     state: card.mark == .focused ? .focused : .normal, into: &buffer, scaled: &scaled)
            if rect.height >= 5, let name = card.picture, let picture = content.pictures[name] {
                buffer.center(picture.symbol, in: rect, y: rect.y + 1,
                              style: Style(foreground: context.colors ? Color.of(picture, onLight: scaled.lightBackground) : nil))
            }
            track(point, for: card)
        }
    }

    mutating func lesson() {
        let pane = layout.primary.inset(dx: 1, dy: 0)
        let hear = layout.rect(of: .button(.hearAgain)) ?? Rect(x: pane.x, y: pane.maxY - 1, width: pane.width, height: 1)
        // The sentence heard, on at most three lines; where it does not fit, the question's short line (unlit).
        let prompt = model.parts(.prompt).first
        let whole = Wrap.lines(prompt?.text ?? "", width: pane.width)
        let fits = whole.count <= 3
        let lines = fits ? whole : Array(Wrap.lines(prompt?.short ?? "", width: pane.width).prefix(3))
        let textTop = hear.y - 1 - lines.count
        centred(lines, in: pane, top: textTop, style: Style(bold: true), lit: fits ? prompt?.lit : nil)
        // The caption on up to three rows where the picture keeps four for each of them.
        let captioned = max(1, caption(in: pane, rows: max(1, min(3, (textTop - pane.y) / 5))))
        let pictureRect = Rect(x: pane.x, y: pane.y + captioned, width: pane.width, height: textTop - 1 - (pane.y + captioned))
        // A picture takes up to about half the pane's height (three fifths); a counted object is lit and numbered.
        let tallest = max(1, layout.primary.height * 3 / 5)
        if let shown = model.picture {
            let pictureRect = word(shown, in: figure(shown, in: pictureRect), tallest: tallest)
            if let picture = content.pictures[shown.name] {
                let counting = shown.counts ? PictureArt.Counting(lit: shown.lit, counted: shown.counted) : nil
                PictureArt.draw(picture, count: shown.count, counting: counting, in: pictureRect, maximumHeight: tallest,
                                into: &buffer, colors: context.colors, scaled: &scaled)
            } else if shown.letters == nil, let letter = shown.letter {
                Widgets.large(letter, in: pictureRect, maximumHeight: tallest, style: Style(bold: true), into: &buffer, scaled: &scaled)
            }
        }
        for tile in model.controls {
            guard case .answer = tile.control else {
                button(tile)
                continue
            }
            guard let rect = layout.rect(of: tile.control) else { continue }
            let mark: Widgets.TileState = switch tile.mark {
            case .normal: .normal
            case .focused: .focused
            case .setAside: .setAside
            case .right: .right
            }
            track(Widgets.tile(rect, key: tile.key, label: tile.label, picture: tile.picture.flatMap { content.pictures[$0] },
                               colors: context.colors, state: mark, reading: tile.lit, into: &buffer, scaled: &scaled), for: tile)
        }
    }

    /// A figure drawn in text (`PictureModel.figure`: a number track, a die's face, a ten-frame), centred: alone in the
    /// middle of the place, or under the picture, which keeps what is above. Where it is taller than the place, its
    /// top lines are kept (a track's rows come first). The place left for the picture.
    mutating func figure(_ shown: ScreenModel.PictureModel, in rect: Rect) -> Rect {
        guard let figure = shown.figure, !figure.isEmpty, rect.height > 0 else { return rect }
        let alone = content.pictures[shown.name] == nil
        let lines = Array(figure.prefix(rect.height))
        let top = alone ? rect.y + (rect.height - lines.count) / 2 : rect.maxY - lines.count
        let width = lines.map { CellWidth.of($0) }.max() ?? 0
        let left = rect.x + max(0, (rect.width - width) / 2)
        for (n, line) in lines.enumerated() {
            buffer.write(line, x: left, y: top + n, style: Style(bold: true), limit: rect.width - (left - rect.x))
        }
        return alone ? Rect(x: rect.x, y: rect.y, width: rect.width, height: 0)
            : Rect(x: rect.x, y: rect.y, width: rect.width, height: max(0, rect.height - lines.count - 1))
    }

    /// A word drawn a grapheme at a time (`PictureModel.letters`): alone (a word to read), or under its picture (the
    /// letters spelled so far). The place left for the picture.
    mutating func word(_ shown: ScreenModel.PictureModel, in rect: Rect, tallest: Int) -> Rect {
        guard let letters = shown.letters else { return rect }
        let alone = content.pictures[shown.name] == nil
        let word = alone ? rect : Rect(x: rect.x, y: rect.y + rect.height / 2, width: rect.width, height: rect.height - rect.height / 2)
        Widgets.letters(letters, lit: shown.litLetter, in: word, maximumHeight: alone ? tallest : word.height, style: Style(bold: true),
                        into: &buffer, scaled: &scaled)
        return Rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height - word.height)
    }

    mutating func done() {
        let text = layout.primary.inset(dx: 1, dy: 1)
        let heading = model.parts(.heading).first
        let lines = Array(Wrap.lines(heading?.text ?? "", width: text.width).prefix(2))
        centred(lines, in: text, top: text.y, style: Style(foreground: .star, bold: true), lit: heading?.lit)
        let below = text.y + lines.count + 1
        buffer.center(model.text(.stars) ?? "", in: text, y: below, style: Style(foreground: .star, bold: true))
        if let star = content.pictures["star"] {
            PictureArt.draw(star, in: Rect(x: text.x, y: below + 2, width: text.width, height: text.maxY - below - 2),
                            maximumHeight: star.rows.count * 2, into: &buffer, colors: context.colors, scaled: &scaled)
        }
        for tile in model.controls {
            guard let rect = layout.rect(of: tile.control) else { continue }
            track(Widgets.tile(rect, key: tile.key, label: tile.label, state: tile.mark == .focused ? .focused : .normal, into: &buffer, scaled: &scaled),
                  for: tile)
        }
    }

    mutating func gate() {
        let text = layout.primary.inset(dx: 1, dy: 1)
        // The question and its answer line come first: on a small window the sentence above them gets what is
        // left, and the question wraps rather than being cut ("What is 9 ×").
        let prompt = Wrap.lines(model.text(.prompt) ?? "", width: text.width)
        let below = model.text(.information).map { Wrap.lines($0, width: text.width).count } ?? prompt.count + 2
        let sentence = model.parts(.sentence).first
        let said = Wrap.lines(sentence?.text ?? "", width: text.width).prefix(max(1, min(3, text.height - below - 1)))
        var y = text.y
        for (n, line) in said.enumerated() { buffer.write(line, x: text.x, y: y + n, style: Style(bold: true), limit: text.width) }
        if let word = sentence?.lit {
            Widgets.emphasize(word: word, of: said.enumerated().map { ($0.element, text.x, y + $0.offset) }, into: &buffer)
        }
        y += said.count + (text.height - said.count - below >= 2 ? 1 : 0)
        if let closed = model.text(.information) {
            buffer.paragraph(closed, in: Rect(x: text.x, y: y, width: text.width, height: text.maxY - y))
        } else {
            for (n, line) in prompt.enumerated() { buffer.write(line, x: text.x, y: y + n, style: Style(bold: true), limit: text.width) }
            let entry = model.text(.entry) ?? ""
            let entryRow = y + prompt.count + 1
            buffer.write(entry, x: text.x, y: entryRow, limit: text.width)
            // The cursor waits where the next digit goes: after the bracket and what is typed.
            let prefix = entry.prefix { $0 != "[" } + "["
            cursor = Point(x: min(text.x + CellWidth.of(String(prefix)) + state.gate.typed.count, text.maxX - 1), y: entryRow)
        }
        for key in model.controls { button(key) }
    }

    /// A text screen (grown-ups, its reset question, the children, a report, its remove question): its lines down
    /// the left pane, a page at a time when they do not fit, the last row then saying how to turn the page.
    mutating func panel() {
        let pane = PanelText.pane(layout)
        for (n, line) in (model.page?.lines ?? []).enumerated() where n < pane.height {
            buffer.write(line.text, x: pane.x, y: pane.y + n, style: line.bold ? Style(bold: true) : .plain, limit: pane.width)
        }
        if let way = model.page?.way {
            buffer.write(way, x: pane.x, y: pane.maxY - 1, style: Style(bold: true, reverse: true), limit: pane.width)
        }
        for button in model.controls { self.button(button) }
    }

    /// Lines centred in `pane` from `top`, the `lit` word (from 0, across the lines) emphasised.
    mutating func centred(_ lines: [String], in pane: Rect, top: Int, style: Style, lit: Int?) {
        for (n, line) in lines.enumerated() { buffer.center(line, in: pane, y: top + n, style: style) }
        guard let lit else { return }
        let placed = lines.enumerated().map { n, line in (line, pane.x + (pane.width - min(CellWidth.of(line), pane.width)) / 2, top + n) }
        Widgets.emphasize(word: lit, of: placed, into: &buffer)
    }
}
