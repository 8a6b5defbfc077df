import KidsModel
import KidsStore

extension AppState {
    /// Answers every question left in the round right at once (a click on the right tile, then Enter on Next),
    /// through `reduce`, until the All done screen.
    public mutating func playRoundToTheEnd() {
        var guardrail = 100
        while let lesson, guardrail > 0 {
            guardrail -= 1
            let q = question(of: lesson)
            if !lesson.answered, let tile = layout?.rect(of: .answer(q.correct)) {
                _ = reduce(&self, .clicked(column: tile.x, row: tile.y))
            }
            _ = reduce(&self, .keyPressed(.enter))
        }
    }
}

extension Snapshot {
    /// The key of the tile that shows `answer` in this showing (tiles are shuffled): "1" for the first.
    public func key(of answer: String) -> String {
        (order?.firstIndex(of: answer)).map { "\($0 + 1)" } ?? "?"
    }
}

extension Binary {
    /// The lines a child types in line mode to play a fresh first round of `activity` in the shipped English
    /// pack to its end with `--seed seed`: for each showing, a wrong answer first when `missFirst(showing)`
    /// says so, then the right one, then an empty line for Next. Worked out by the model from the pack, so
    /// a test that pipes these lines into the binary checks that the binary asks the same (the seed, the
    /// round, the tiles' order) — and a tile typed by its place lands on the right answer only if it does.
    public static func roundLines(activity: String, seed: UInt64, missFirst: (Int) -> Bool = { _ in false }) throws -> [String] {
        try roundLines(in: PackFolder.load(folder: root.appendingPathComponent("Content/en").path).get(), activity: activity,
                       seed: seed, missFirst: missFirst)
    }

    /// The same for any pack.
    public static func roundLines(in pack: ContentPack, activity: String, seed: UInt64,
                                  missFirst: (Int) -> Bool = { _ in false }) throws -> [String] {
        var state = AppState(content: pack, size: Size(width: 80, height: 24), now: 0, gateSeed: 0, seed: seed, muted: true)
        _ = reduce(&state, .started(try Launch(activity: activity, in: pack)))
        return playRound(&state, missFirst: missFirst)
    }

    /// Plays the round shown in `state` to its end in line mode, returning the lines typed (the tiles' order
    /// depends on how many questions were shown before: a session is played in one state).
    public static func playRound(_ state: inout AppState, missFirst: (Int) -> Bool = { _ in false }) -> [String] {
        var lines: [String] = []
        var showing = 0
        while let lesson = state.lesson, showing < 100 {
            showing += 1
            let q = state.question(of: lesson)
            // A one-digit number is typed as itself; any other answer by its tile's place.
            func line(_ id: String) -> String {
                let place = q.answers.firstIndex { $0.id == id } ?? 0
                return q.saidAsNumbers ? q.answers[place].label : "\(place + 1)"
            }
            var typed: [String] = []
            if missFirst(showing), let wrong = q.answers.first(where: { $0.id != q.correct }) { typed.append(line(wrong.id)) }
            typed += [line(q.correct), ""]
            for text in typed { _ = reduce(&state, .lineTyped(text)) }
            lines += typed
        }
        return lines
    }
}
