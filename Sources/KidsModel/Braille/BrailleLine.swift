/// What a braille display shows of a screen: one line of print, in pieces, which the runner writes to the display in
/// the pack's braille (liblouis, its uncontracted table). A view of the screen model, as line mode is: on a question,
/// its short text and its answers, the focused one marked, so that a routing key over an answer chooses it; a braille
/// letter's cell alone; elsewhere the screen's title and the focused control.
public struct BrailleLine: Hashable, Sendable {
    /// A piece of the line: its print, and the control a routing key over it chooses (none for a title).
    public struct Piece: Hashable, Sendable {
        public var text: String
        public var control: Control?
        public var focused: Bool
    }

    public var pieces: [Piece]

    /// Between two pieces: two blank cells, so that answers stand apart under the fingers.
    public static let gap = "  "

    public init(pieces: [Piece]) { self.pieces = pieces }

    /// The line of `model`.
    public init(_ model: ScreenModel) {
        if let cell = model.braille {
            pieces = [Piece(text: cell, control: .button(.hearAgain), focused: false)]
            return
        }
        let answers = model.controls.filter { if case .answer = $0.control { $0.drawn } else { false } }
        if !answers.isEmpty, let prompt = model.parts(.prompt).first {
            pieces = [Piece(text: prompt.short ?? prompt.text, control: .button(.hearAgain), focused: false)]
                + answers.map { Piece(text: $0.label, control: $0.control, focused: $0.control == model.focus) }
            return
        }
        let title = model.title.isEmpty ? model.text(.prompt) ?? "" : model.title
        let focused = model.controls.first { $0.control == model.focus && $0.drawn }
        pieces = (title.isEmpty ? [] : [Piece(text: title, control: nil, focused: false)])
            + (focused.map { [Piece(text: $0.label, control: $0.control, focused: true)] } ?? [])
    }

    /// The line's print, its pieces apart.
    public var text: String { pieces.map(\.text).joined(separator: Self.gap) }

    /// Where each piece is in `text`, in Unicode scalars (as liblouis counts its input).
    public var places: [Range<Int>] {
        var start = 0
        return pieces.map { piece in
            defer { start += piece.text.unicodeScalars.count + Self.gap.unicodeScalars.count }
            return start..<start + piece.text.unicodeScalars.count
        }
    }

    /// The control under the print's scalar at `index` (a routing key's cell, traced back through the translation).
    public func control(at index: Int) -> Control? {
        zip(pieces, places).first { $0.1.contains(index) }?.0.control
    }

    /// Where the focused piece is in `text`, for the display to mark with dots 7 and 8.
    public var focus: Range<Int>? { zip(pieces, places).first { $0.0.focused }?.1 }
}

extension ContentPack {
    /// The pack's braille letters, each by its cell: what a display's braille keys type, and what a cell made is
    /// called. From its braille questions (`braille`), the first letter a cell has.
    public var brailleLetters: [BrailleCell: String] {
        var letters: [BrailleCell: String] = [:]
        for activity in activities {
            for q in activity.questions where q.game == Self.brailleGame {
                if let cell = q.pieces.first?.first.flatMap(BrailleCell.init), letters[cell] == nil { letters[cell] = q.correct }
            }
        }
        return letters
    }

    /// The rule kind of braille letters, as a question names its game.
    static let brailleGame = "braille"

    /// The pack as a child with braille on (or off) plays it: an activity with braille letters asks only them when
    /// braille is on, its levels named by their letters ("a–j"), and none of them when it is off.
    public func seen(braille on: Bool) -> ContentPack {
        var seen = self
        for index in activities.indices where activities[index].questions.contains(where: { $0.game == Self.brailleGame }) {
            var activity = activities[index]
            activity.questions = activity.questions.filter { ($0.game == Self.brailleGame) == on }
            if on {
                let levels = Set(activity.questions.map(\.level)).sorted()
                activity.levels = (1...(levels.last ?? 1)).map { level in
                    let letters = activity.questions.filter { $0.level == level }.map(\.correct)
                    guard let first = letters.first, let last = letters.last else { return "" }
                    return first == last ? first : first + "–" + last
                }
            }
            seen.activities[index] = activity
        }
        return seen
    }
}
