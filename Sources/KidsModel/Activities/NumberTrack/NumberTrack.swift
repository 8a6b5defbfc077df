/// The number track race (Siegler & Ramani's linear board game): squares 1 to `end` in a line, in rows of ten, the
/// child's token and a friendly rival's. A question is one move: the spinner says how many ("You got 2!"), the child
/// moves with Space, a square a press, and each square's number is said and shown as the token lands on it,
/// counting on from where it stood, never from one; Enter (or the number typed) tells where it landed. The races
/// are drawn from a seed, so their moves (and their IDs, and so the stars) stay the same: `numbers.track.10.3+2`
/// is a move on the track to 10, from 3, with a spin of 2. The right answer is proved from the ID.
struct NumberTrack: QuestionMaker {
    static let kind = "track"
    static let reportTitle: String? = "Number track race"
    /// `{from}` the child's square, `{spin}` the spinner's number, `{rival}` and `{other}` the rival and its square,
    /// `{end}` the last square.
    static let placeholders: Set<String> = ["from", "spin", "rival", "other", "end"]
    static let required: Set<String> = ["from", "spin"]
    static let screen = ScreenID.racing

    /// The last square (10, 20, 100: a track longer than ten is in rows of ten).
    var end: Int
    /// The smallest and the largest number the spinner gives.
    var spins: [Int]
    /// How many races are drawn (each from square 1 to the end).
    var races: Int
    /// The rival, as the sentence names it ("Owl").
    var rival: String

    private enum CodingKeys: String, CodingKey { case end, spins, races, rival }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        end = try c.decodeIfPresent(Int.self, forKey: .end) ?? 10
        spins = try c.decodeIfPresent([Int].self, forKey: .spins) ?? [1, 3]
        races = try c.decodeIfPresent(Int.self, forKey: .races) ?? 3
        rival = try c.decodeIfPresent(String.self, forKey: .rival) ?? ""
    }

    /// The tracks a pack may draw: to 100 at most, in rows of ten.
    static let ends = 5...100

    func questions(_ rule: Generator, activity: String, context: Generator.Context) -> Result<[Question], Generator.Problem> {
        guard Self.ends.contains(end) else { return .failure(Generator.Problem("'end' is \(Self.ends.lowerBound) to \(Self.ends.upperBound), not \(end)")) }
        guard (1...10).contains(races) else { return .failure(Generator.Problem("'races' is 1 to 10, not \(races)")) }
        return NumberFacts.range(spins, "spins").flatMap { spin in
            guard spin.lowerBound >= 1, spin.upperBound < end else {
                return .failure(Generator.Problem("'spins' are 1 or more and less than the end, \(end), not \(spins)"))
            }
            var made: [Question] = [], seen: Set<String> = []
            for race in 0..<races {
                var random = SeededGenerator(seed: UInt64(end * 100 + race))
                var at = 1, other = 1
                while at < end {
                    let move = Move(end: end, from: at, spin: min(NumberFacts.draw(spin, &random), end - at))
                    let id = "\(activity).\(Self.kind).\(end).\(move.from)+\(move.spin)"
                    if seen.insert(id).inserted { made.append(question(rule, id: id, move: move, other: other, variant: made.count)) }
                    at = move.to
                    // The rival follows, and never reaches the end: the race is the child's to win.
                    other = min(end - 1, other + NumberFacts.draw(spin, &random))
                }
            }
            return .success(made)
        }
    }

    func question(_ rule: Generator, id: String, move: Move, other: Int, variant: Int) -> Question {
        let values = ["from": "\(move.from)", "spin": "\(move.spin)", "rival": rival, "other": "\(other)", "end": "\(end)"]
        var q = Question(id: id, text: Words.fill(rule.text, values), spoken: Words.fill(rule.sentence, values),
                         picture: QuestionPicture(name: ""),
                         answers: NumberFacts.tiles(around: move.to, count: rule.answers, variant: variant, within: 1...end),
                         correct: "\(move.to)", level: rule.level)
        // Where the rival stands, and its name, for the drawing (the ID has the child's move, which the answer is
        // proved from).
        q.pieces = ["\(other)", rival]
        return q
    }

    /// A move: on the track to `end`, from square `from`, as many squares as the spinner's `spin`.
    struct Move: Hashable, Sendable {
        var end: Int, from: Int, spin: Int
        var to: Int { from + spin }

        init(end: Int, from: Int, spin: Int) {
            self.end = end
            self.from = from
            self.spin = spin
        }

        /// The move a question's ID names (`….10.3+2`), if it names one.
        init?(_ id: String) {
            let move = NumberFacts.numbers(in: id), track = NumberFacts.numbers(in: id, part: 1)
            guard move.count == 2, track.count == 1 else { return nil }
            self.init(end: track[0], from: move[0], spin: move[1])
        }
    }

    static let rules: [ContentProblem.Rule] = [.trackMove]

    /// The right answer is where the move lands (from its ID), on the track, and a tile shows it.
    static func problems(_ q: Question, pictures: [String: Picture]) -> [(rule: ContentProblem.Rule, detail: String)] {
        guard let move = Move(q.id) else { return [(.trackMove, "'\(q.id)' does not name a move (numbers.track.END.FROM+SPIN)")] }
        guard ends.contains(move.end), move.spin >= 1, move.from >= 1, move.to <= move.end else {
            return [(.trackMove, "a move of \(move.spin) from \(move.from) is not on a track to \(move.end)")]
        }
        guard q.correct == "\(move.to)" else {
            return [(.trackMove, "\(move.spin) on from \(move.from) lands on \(move.to), and the right answer is \(q.correct)")]
        }
        return []
    }

    /// The move; in the full screen, how to move (Space, then Enter), then the numbers.
    static func ask(_ lesson: Lesson, _ app: AppState, kind: Utterance.Kind, slower: Bool) -> [Effect] {
        var said = [Effect.speak(lesson.prompt(app, kind: kind, slower: slower))]
        if !app.lineMode {
            var how = app.utterance(.notice, howToMove(app), subject: app.question(of: lesson).id)
            how.queued = true
            said.append(.speak(how))
        }
        return said + [lesson.optionsAfter(app, slower: slower)]
    }

    /// "Move with Space, a square at a time, then press Enter.", the keys from the command table, in the pack's words.
    static func howToMove(_ app: AppState) -> String {
        let words = app.content.words
        return words("Move with {move}, a square at a time, then press {enter}.",
                     ["move": words(CommandTable.keyLabel(command(.step), in: .racing) ?? ""),
                      "enter": words(CommandTable.keyLabel(.choose, in: .racing) ?? "")])
    }

    /// The question, the track drawn with both tokens (the child's where its moves so far have taken it), and where
    /// they stand in words, for a listener.
    static func describe(_ model: inout ScreenModel, _ lesson: Lesson, _ app: AppState) {
        model.look = .lesson
        model.lesson(lesson, app)
        let q = app.question(of: lesson)
        guard let move = Move(q.id) else { return }
        let words = app.content.words
        let at = move.from + ((lesson.game?.value.base as? Int) ?? 0)
        let other = q.pieces.first.flatMap { Int($0) } ?? 1
        let rival = q.pieces.dropFirst().first ?? ""
        model.picture?.figure = figure(move, at: at, other: other, rival: rival, words: words)
        // Where the token is, once it has moved (before, the question says it).
        let place = ["you": "\(at)", "other": "\(other)", "rival": rival]
        if at != move.from { model.parts.insert(ScreenModel.Part(.description, words("On the track: you are on {you}, {rival} on {other}.", place)),
                           at: model.parts.firstIndex { $0.role == .prompt } ?? 0) }
        guard !app.lineMode, !lesson.answered, let instructions = model.parts.lastIndex(where: { $0.role == .instructions }) else { return }
        model.parts[instructions] = ScreenModel.Part(.instructions, howToMove(app))
    }

    /// The track's rows: whole when it has two rows or fewer, else the rows from the lower token to the square
    /// past the move's end (a move crosses into the next row at most); under them what the marks are.
    static func figure(_ move: Move, at: Int, other: Int, rival name: String, words: Words) -> [String] {
        let first = move.end <= 20 ? 1 : (min(at, other, move.from) - 1) / 10 * 10 + 1
        let last = move.end <= 20 ? move.end : min(move.end, ((max(at, move.to + 1) - 1) / 10 + 1) * 10)
        // The child's token under its number's last digit, the rival's before it when they share a square.
        var marks = [other: rival]
        marks[at, default: ""] += you
        return NumberFacts.rows(first...last, marks: marks, width: 3)
            + ["", words("{you} you   {other} {rival}", ["you": you, "other": rival, "rival": name])]
    }

    /// The marks of the tokens: the child's, the rival's.
    static let you = "▲", rival = "●"
}

extension ContentProblem.Rule {
    /// A track move whose right answer is not where it lands, or that leaves the track.
    static let trackMove = Self(rawValue: "track-move")
}
