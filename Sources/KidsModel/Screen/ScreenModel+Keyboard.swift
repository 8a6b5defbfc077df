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
    }

    /// A keyboard question: the key asked for drawn large (not when it is asked by its sound or a word, which it
    /// would give away), the question, the keyboard; line mode hears the question and what to type, once a round.
    mutating func typing(_ lesson: Lesson, _ state: AppState, reading: ReadingPlace?) {
        let content = state.content
        let words = content.words
        let q = state.question(of: lesson)
        let activity = content.activities[lesson.activity]
        let n = "\(lesson.round.position + 1)", count = "\(lesson.round.queue.count)"
        title = activity.title + " · " + words("{n} of {count}", ["n": n, "count": count])
        stars = Self.starNote(state.progress.starCount(in: activity), of: activity.questions.count, words: words)
        caption(state, reading: reading)
        let lit: Int? = if case .question(let word)? = reading { word } else { nil }
        parts.append(Part(.prompt, q.spoken, lit: lit, short: q.text))
        if lesson.answered {
            parts.append(Part(.instructions, words("Press Enter for the next question.")))
        } else if lesson.round.position == 0 && lesson.setAside.isEmpty {
            // Said once a round: no single letter is a command here, so commands are whole words.
            let word = { (command: Command) in CommandTable.word(command, in: .typing) }
            parts.append(Part(.instructions, words("Type the key, then Enter. Type {again}, {where}, {back} or {quit}.",
                                                   ["again": word(.hearAgain), "where": word(.whereAmI), "back": word(.goHome), "quit": word(.quit)])))
        }
        picture = PictureModel(name: "", count: 1, letter: q.picture.letter, counts: false, lit: nil, counted: 0)
        keyboard = KeyboardModel(state.keyboardLayout, pressed: lesson.pressed, words: words)
        controls.append(button(.hearAgain, state))
        controls.append(button(.next, state, label: CommandTable.row(.next).buttonLabel(in: .typing, words: words) + " ▶", shown: lesson.answered))
    }

    /// "Try the keys": its sentence, the key named last, the keyboard.
    mutating func explore(_ explore: Explore, _ state: AppState, reading: ReadingPlace?) {
        let content = state.content
        let words = content.words
        title = content.activities[explore.activity].title
        caption(state, reading: reading)
        let lit: Int? = if case .sentence(let word)? = reading { word } else { nil }
        parts.append(Part(.sentence, state.exploreSentence(explore), lit: lit))
        let back = ["back": CommandTable.word(.goHome, in: .explore)]
        parts.append(Part(.instructions, explore.then == nil ? words("Type a key, then Enter, to hear its name. Type {back} to leave.", back)
            : words("Type a key, then Enter, to hear its name. Type {back} to start the game.", back)))
        keyboard = KeyboardModel(state.keyboardLayout, pressed: explore.pressed, words: words)
    }
}
