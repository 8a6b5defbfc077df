/// The keyboard drawn on the keyboard's screens (a key to press, and "Try the keys"), each key where a click finds it.
extension ScreenModel {
    /// The drawn keyboard: rows of keys in the layout's order, the key pressed last lit.
    public struct KeyboardModel: Hashable, Sendable {
        public var layout: KeyboardLayout
        public var rows: [[Cap]]

        /// One key as drawn: its label, how many letter keys wide it is, whether it is lit.
        public struct Cap: Hashable, Sendable {
            public var key: Key
            public var label: String
            public var width: Int
            public var lit: Bool
        }

        /// The layout's keys: digits and Backspace, three rows of letters (Enter beside the first's end), then the
        /// space bar and the arrows. Labels are the pack's words; `pressed` is lit.
        public init(_ layout: KeyboardLayout, pressed: Key?, words: Words) {
            self.layout = layout
            func cap(_ key: Key, _ label: String, width: Int = 1) -> Cap { Cap(key: key, label: label, width: width, lit: key == pressed) }
            var rows = layout.rows.map { $0.map { cap(.character($0), $0.isLetter ? $0.uppercased() : String($0)) } }
            if rows.count == 4 {
                rows[0].append(cap(.backspace, words("Backspace"), width: 2))
                rows[1].append(cap(.enter, words("Enter"), width: 2))
            }
            rows.append([cap(.character(" "), words("Space"), width: 6), cap(.left, "←"), cap(.up, "↑"), cap(.down, "↓"), cap(.right, "→")])
            self.rows = rows
        }

        /// Where each key lies in `area`: the rows stepped right as a keyboard's are (by a half, three quarters and
        /// five quarters of a key), the space bar's row under the third letter; a key three rows tall when the area
        /// has room for it, else one; a letter key as wide as the area allows, up to 5 cells and a gap.
        public func frames(in area: Rect) -> [(cap: Cap, rect: Rect)] {
            let keyHeight = area.height >= rows.count * 3 ? 3 : 1
            let indents = [0, 2, 3, 5, 8]
            let widest = rows.enumerated().map { n, row in row.reduce(0) { $0 + $1.width } * 4 + indents[min(n, 4)] }.max() ?? 4
            let unit = max(2, min(6, area.width * 4 / (widest + 4)))
            let left = area.x + max(0, (area.width - widest * unit / 4) / 2)
            var frames: [(cap: Cap, rect: Rect)] = []
            for (n, row) in rows.enumerated() {
                var x = left + indents[min(n, 4)] * unit / 4
                for cap in row {
                    frames.append((cap, Rect(x: x, y: area.y + n * keyHeight, width: cap.width * unit - 1, height: keyHeight)))
                    x += cap.width * unit
                }
            }
            return frames.filter { $0.rect.maxX <= area.maxX && $0.rect.maxY <= area.maxY }
        }
    }
}
