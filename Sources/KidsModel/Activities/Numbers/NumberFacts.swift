/// What the Numbers card's games share: the numbers a question is about, read back from its ID (where check-content
/// proves the right answer from), a seeded draw that stays the same on every machine, number tiles, and the rows of
/// a track drawn in text.
enum NumberFacts {
    /// The whole numbers of an ID's part `part` (counted from the end, 0 the last): "3+2" → [3, 2], "6-8" → [6, 8].
    static func numbers(in id: String, part: Int = 0) -> [Int] {
        let parts = id.split(separator: ".")
        guard parts.indices.contains(parts.count - 1 - part) else { return [] }
        // At most four digits a number: a planted "99999999999999999999+1" is no number, never an overflow.
        return parts[parts.count - 1 - part].split { !$0.isASCII || !$0.isNumber }.compactMap { $0.count <= 4 ? Int($0) : nil }
    }

    /// The word of an ID's part `part` (counted from the end): `numbers.next.after.7` → "after" at 1.
    static func word(in id: String, part: Int) -> String {
        let parts = id.split(separator: ".")
        return parts.indices.contains(parts.count - 1 - part) ? String(parts[parts.count - 1 - part]) : ""
    }

    /// A whole number of `range`, drawn by `random` with arithmetic of its own, so that a pack's questions (and so
    /// their IDs and stars) are the same whatever the standard library's way of drawing.
    static func draw(_ range: ClosedRange<Int>, _ random: inout SeededGenerator) -> Int {
        range.lowerBound + Int(random.next() % UInt64(range.count))
    }

    /// `count` consecutive numbers including `n`, within `within`, as tiles (`variant` chooses where `n` stands).
    static func tiles(around n: Int, count: Int, variant: Int, within: ClosedRange<Int>) -> [Answer] {
        Generator.window(around: n, count: count, variant: variant, within: within).map { Answer(id: "\($0)", label: "\($0)") }
    }

    /// A two-number setting (`[1, 10]`) as a range, or why it is none.
    static func range(_ pair: [Int], _ name: String) -> Result<ClosedRange<Int>, Generator.Problem> {
        guard pair.count == 2, pair[0] <= pair[1] else {
            return .failure(Generator.Problem("'\(name)' is two numbers, the smallest first, not \(pair)"))
        }
        return .success(pair[0]...pair[1])
    }

    /// Squares `first...last` of a track in rows of ten, each row its numbers over a line of marks: `marks` puts
    /// its text under the last digit of its square's number ("▲" the child's token). `width`: a square's cells (a
    /// longer number takes more).
    static func rows(_ squares: ClosedRange<Int>, marks: [Int: String], width: Int) -> [String] {
        var lines: [String] = []
        var row = squares.lowerBound
        while row <= squares.upperBound {
            let last = min(squares.upperBound, (row - 1) / 10 * 10 + 10)
            var numbers = "", under = ""
            for square in row...last {
                // A number longer than the others (100) takes a cell of its own width, a space before it.
                let cell = max(width, "\(square)".count + 1)
                numbers += String(repeating: " ", count: cell - "\(square)".count) + "\(square)"
                let mark = marks[square] ?? ""
                under += String(repeating: " ", count: max(0, cell - mark.count)) + mark
            }
            lines.append(numbers)
            lines.append(String(under.reversed().drop { $0 == " " }.reversed()))
            row = last + 1
        }
        // The spaces every row begins with are left out, so that a row of ten squares of 100 fits a narrow window.
        let indent = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
    }

    /// A group of `n` dots, apart up to five ("● ● ●"), close together above (as many cells as dots, so that ten fit
    /// the smallest tile).
    static func dots(_ n: Int) -> String {
        Array(repeating: "●", count: n).joined(separator: n <= 5 ? " " : "")
    }

    /// A ten-frame of `filled` (two rows of five, filled from the top left).
    static func frame(_ filled: Int) -> [String] {
        let row = { (from: Int) in "│" + (from..<from + 5).map { $0 < filled ? " ● " : "   " }.joined(separator: "│") + "│" }
        return ["┌───┬───┬───┬───┬───┐", row(0), "├───┼───┼───┼───┼───┤", row(5), "└───┴───┴───┴───┴───┘"]
    }

    /// The most taps a group is heard as (a question written by hand could ask for millions).
    static let mostTaps = 20

    /// A group heard: `count` quick taps (at most `mostTaps`), queued after what is being said. They are the Numbers card's own sound
    /// (`AppSound.groupTap`), heard beside a screen reader too: a child who cannot see counts or compares them.
    static func taps(_ app: AppState, _ subject: String, count: Int) -> [Effect] {
        (0..<min(max(0, count), mostTaps)).map { n in
            var tap = app.utterance(.groupTap, "", subject: subject)
            tap.queued = true
            tap.index = n + 1
            tap.sound = .groupTap
            return .speak(tap)
        }
    }
}

extension Array {
    /// The array shuffled by `random` with arithmetic of its own (Fisher–Yates), the same on every machine.
    func shuffledStably(_ random: inout SeededGenerator) -> [Element] {
        var items = self
        for n in stride(from: items.count - 1, to: 0, by: -1) { items.swapAt(n, NumberFacts.draw(0...n, &random)) }
        return items
    }
}

extension Utterance.Kind {
    /// A tap of a group heard (which has more, at a glance): no words (`index`: which, from 1).
    static let groupTap = Self(rawValue: "group-tap")
}

extension AppSound {
    /// A tap of a group: a short, bright knock, quicker than counting's tap; heard beside a screen reader, since a
    /// group's number is what the child is asked.
    static let groupTap = AppSound(.tone(hertz: 1100), seconds: 0.04, decay: 90, loudness: 0.45, besideScreenReader: true)
}
