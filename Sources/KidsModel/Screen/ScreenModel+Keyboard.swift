/// The keyboard's screens: a key to find (`keyboard`), and every key named (`keys`).
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

    /// A keyboard question: the key asked for drawn large (not when it is asked by its sound or a word, which it
    /// would give away), the question, the keyboard; line mode hears the question and what to type, once a round.
    mutating func typing(_ lesson: Lesson, _ state: AppState) {
        let content = state.content
        let words = content.words
        let q = state.question(of: lesson)
        header(lesson, state)
        caption(state)
        parts.append(Part(.prompt, q.spoken, id: .sentence, spoken: Self.heard(q.spoken, words: state.content.words), short: q.text))
        if lesson.answered {
            parts.append(Part(.instructions, state.pressEnterForNext))
        } else if lesson.round.position == 0 && lesson.setAside.isEmpty {
            // Said once a round: no single letter is a command here, so commands are whole words (in kiosk mode
            // `quit` only asks for a grown-up: it is not offered).
            let word = { (command: Command) in CommandTable.word(command, in: .typing) }
            let values = ["again": word(.hearAgain), "where": word(.whereAmI), "back": word(.goHome), "quit": word(.quit)]
            parts.append(Part(.instructions, state.kiosk ? words("Type the key, then Enter. Type {again}, {where} or {back}.", values)
                : words("Type the key, then Enter. Type {again}, {where}, {back} or {quit}.", values)))
        }
        picture = PictureModel(name: "", count: 1, letter: q.picture.letter, counts: false, lit: nil, counted: 0)
        keyboard = KeyboardModel(state.keyboardLayout, pressed: lesson.pressed, words: words)
        controls.append(button(.hearAgain, state))
        controls.append(button(.lesson(.next), state, label: CommandTable.row(.lesson(.next)).buttonLabel(in: .typing, words: words) + " ▶", shown: lesson.answered))
    }

    /// "Try the keys": its sentence, the key named last, the keyboard.
    mutating func explore(_ explore: Explore, _ state: AppState) {
        let content = state.content
        let words = content.words
        let title = content.activities[explore.activity].title
        self.title = title
        caption(state)
        parts.append(Part(.heading, title + "."))
        parts.append(Part(.prompt, state.exploreSentence(explore), id: .sentence))
        // Offered before the game, Esc goes on to it: the footer says so.
        if explore.then != nil { hints = hints.map { $0.words == words("Home") ? Hint(keys: $0.keys, words: words("Play")) : $0 } }
        let back = ["back": CommandTable.word(.goHome, in: .explore)]
        parts.append(Part(.instructions, explore.then == nil ? words("Type a key, then Enter, to hear its name. Type {back} to leave.", back)
            : words("Type a key, then Enter, to hear its name. Type {back} to start the game.", back)))
        keyboard = KeyboardModel(state.keyboardLayout, pressed: explore.pressed, words: words)
    }
}
