import KidsModel

/// "Who is playing?".
extension Painter {
    /// The question, lit as it is read, then each child's animal drawn in its tile with its name and key.
    mutating func who() {
        let pane = layout.primary.inset(dx: 1, dy: 1)
        if let prompt = model.parts(.prompt).first {
            let lines = Array(Wrap.lines(prompt.text, width: pane.width).prefix(3))
            centred(lines, in: pane, top: pane.y + max(0, (pane.height - lines.count) / 2), style: Style(bold: true), lit: prompt.lit)
        }
        for tile in model.controls {
            guard let rect = layout.rect(of: tile.control) else { continue }
            track(Widgets.tile(rect, key: tile.key, label: tile.label, picture: tile.picture.flatMap { content.pictures[$0] },
                               colors: context.colors, state: tile.mark == .focused ? .focused : .normal, reading: tile.lit, into: &buffer), for: tile)
        }
    }
}

/// The grown-ups' "Children" and a child's report.
extension Painter {
    /// What the screen tells, as paragraphs down the left pane; its buttons where the layout put them.
    mutating func panel() {
        let text = layout.primary.inset(dx: 1, dy: 0)
        let shown: Set<ScreenModel.Part.Role> = [.heading, .progress, .information]
        var y = text.y + 1
        for part in model.parts where shown.contains(part.role) && y < text.maxY {
            y += buffer.paragraph(part.text, in: Rect(x: text.x, y: y, width: text.width, height: text.maxY - y),
                                  style: part.role == .heading ? Style(bold: true) : .plain)
            if part.role == .heading { y += 1 }
        }
        for control in model.controls { button(control) }
    }
}
