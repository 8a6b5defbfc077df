import KidsModel

/// "Who is playing?".
extension Painter {
    /// The question, lit as it is read, and the page it is on ("Page 2 of 4"); then each child's animal drawn in its
    /// tile with its name and key, and the page buttons below them.
    mutating func who() {
        let pane = layout.primary.inset(dx: 1, dy: 1)
        if let prompt = model.parts(.prompt).first {
            var lines = Array(Wrap.lines(prompt.text, width: pane.width).prefix(3))
            let page = model.text(.progress)
            if let page { lines += ["", page] }
            centred(lines, in: pane, top: pane.y + max(0, (pane.height - lines.count) / 2), style: Style(bold: true), lit: prompt.lit)
        }
        for tile in model.controls {
            guard tile.control.isChild else {
                button(tile)
                continue
            }
            guard let rect = layout.rect(of: tile.control) else { continue }
            track(Widgets.tile(rect, key: tile.key, label: tile.label, picture: tile.picture.flatMap { content.pictures[$0] },
                               colors: context.colors, state: tile.mark == .focused ? .focused : .normal, reading: tile.lit, into: &buffer, scaled: &scaled), for: tile)
        }
    }
}
