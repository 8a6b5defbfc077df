import KidsModel

/// The screen as plain lines, for screen readers, braille and `--plain`: no escape bytes, no cursor moves.
///
/// A second renderer of the same state, not a second app (after charmbracelet/huh's accessible mode). Its
/// words are the pack's (`Words`), so a French child's screen reader reads French.
public enum LineView {
    /// The lines that describe what is shown now; `context` gives the grown-ups' data path and policy.
    public static func lines(_ state: AppState, context: ViewContext = ViewContext()) -> [String] {
        let words = state.content.words
        switch state.context {
        case .tooSmall:
            return [words("Make this window bigger: at least {width} × {height}.",
                          ["width": "\(Layout.minimumSize.width)", "height": "\(Layout.minimumSize.height)"])]
        case .gate: return gate(state)
        case .grownUps, .confirmReset: return grownUps(state, context: context)
        case .home, .lesson, .done: break
        }
        switch state.screen {
        case .home:
            // Short, and the choices last: a screen reader that stops at any key has read them by then.
            let grownUps = CommandTable.word(.grownUps, in: .home)
            var lines = [state.content.sentences.welcome,
                         state.kiosk ? words("Type a number to play, {grownUps} for grown-ups.", ["grownUps": grownUps])
                         : words("Type a number to play, {grownUps} for grown-ups, {quit} to quit.",
                                 ["grownUps": grownUps, "quit": CommandTable.word(.quit, in: .home)])]
            for (n, activity) in state.content.activities.enumerated() {
                lines.append("\(n + 1). \(activity.title), " + state.content.stars(state.progress.starCount(in: activity), of: activity.questions.count)
                             + ", " + words("level {n}", ["n": "\(state.level(of: n))"]))
            }
            return lines
        case .lesson(let lesson):
            let q = state.question(of: lesson)
            let activity = state.content.activities[lesson.activity]
            // Counting: the picture's name once per thing, so a listener counts them; else its description.
            let label = state.content.pictures[q.picture.name]?.label ?? q.picture.label
            let picture = activity.kind == .counting || q.picture.count > 1
                ? Array(repeating: label, count: q.picture.count).joined(separator: ", ")
                : q.picture.label
            var lines = [words("{activity}, question {n} of {count}.",
                               ["activity": activity.title, "n": "\(lesson.round.position + 1)", "count": "\(lesson.round.queue.count)"])]
            if !q.picture.isEmpty { lines.append(words("Picture: {picture}.", ["picture": picture])) }
            lines.append(q.text)
            func mark(_ answer: Answer) -> String {
                lesson.setAside.contains(answer.id) ? " " + words("(set aside)")
                    : lesson.answered && answer.id == q.correct ? " " + words("(right!)") : ""
            }
            let keys = ["hear": CommandTable.word(.hearAgain, in: .lesson), "back": CommandTable.word(.home, in: .lesson)]
            if AppState.saidAsNumbers(q) {
                // Numbers are listed without places, which a listener could take for the numbers themselves.
                let numbers = q.answers.sorted { Int($0.label) ?? 0 < Int($1.label) ?? 0 }
                lines.append(words("Answers: {choices}. Type the number.", ["choices": state.list(numbers.map { $0.label + mark($0) })]))
                lines.append(lesson.answered ? words("Press Enter for the next question.") : words("{hear} hears it again, {back} goes back.", keys))
            } else {
                for (n, answer) in q.answers.enumerated() {
                    // A picture tile is read by its description: its name would be the answer.
                    lines.append("\(n + 1). \(answer.label.isEmpty ? answer.spoken : answer.label)\(mark(answer))")
                }
                lines.append(lesson.answered ? words("Press Enter for the next question.")
                             : words("Type an answer's number. {hear} hears it again, {back} goes back.", keys))
            }
            return lines
        case .done(let done):
            let activity = state.content.activities[done.activity]
            // The done screen's choices are numbered like every list in line mode; the numbers are the table's.
            let choices = CommandTable.buttons(on: .done).map { command in
                let number = CommandTable.words(command, in: .done).first { $0.allSatisfy(\.isNumber) } ?? ""
                return "\(number). " + words(CommandTable.row(command).hint)
            }
            return [words("All done!") + " " + state.content.stars(state.progress.starCount(in: activity), of: activity.questions.count)] + choices
        }
    }


    static func gate(_ state: AppState) -> [String] {
        let words = state.content.words
        if state.gate.isLocked(at: state.now) {
            return [words("For grown-ups"), words("Closed for now: try again in {n} seconds.", ["n": "\(state.gate.secondsLeft(at: state.now))"]),
                    words("{back} goes back.", ["back": CommandTable.word(.close, in: .gate)])]
        }
        return [words("For grown-ups: what is {a} × {b}?", ["a": "\(state.gate.question.a)", "b": "\(state.gate.question.b)"]),
                words("Type the answer and press Enter; {back} goes back.", ["back": CommandTable.word(.close, in: .gate)])]
    }

    static func grownUps(_ state: AppState, context: ViewContext) -> [String] {
        let words = state.content.words
        if case .grownUps(let g) = state.overlay, g.confirming {
            return [words("Reset all stars? {yes} for yes, {no} for no.",
                          ["yes": CommandTable.word(.confirmReset, in: .confirmReset), "no": CommandTable.word(.cancelReset, in: .confirmReset)])]
        }
        let settings = state.progress.settings
        let summary = ProgressSummary(content: state.content, progress: state.progress).lines.flatMap { line -> [String] in
            let total: String = line.title + ": " + state.content.stars(line.stars, of: line.total) + ", "
                + words("level {n} of {count}", ["n": "\(line.level)", "count": "\(line.levels)"])
                + (line.levelName.isEmpty ? "" : " (\(line.levelName))") + ", " + (line.reviewing.isEmpty ? words("{n} in review", ["n": "0"]) + "."
                    : words("{n} in review: {questions}", ["n": "\(line.inReview)", "questions": line.reviewing.joined(separator: " ")]))
            let hardest: [String] = line.hardest.map { "  " + words("Hardest: {text} ({n} set aside)", ["text": $0.text, "n": "\($0.misses)"]) }
            return [total] + hardest
        }
        func key(_ command: Command) -> String { CommandTable.word(command, in: .grownUps) }
        return [words("Grown-ups")] + summary + [
            "\(key(.reset)). " + words("Reset progress"),
            "\(key(.toggleSpeech)). " + words("Speech: {state}", ["state": settings.speechOn ? words("on") : words("off")]),
            "\(key(.slower))/\(key(.faster)). " + words("Rate: {n} words a minute", ["n": "\(settings.rate)"]),
            "\(key(.nextVoice)). " + words("Voice: {voice}", ["voice": state.voice]),
            "\(key(.nextPitch)). " + words("Pitch: {n}", ["n": "\(settings.pitch)"]),
            "\(key(.nextWordGap)). " + words("Gaps between words: {n} ms", ["n": "\(settings.wordGap * 10)"]),
            "\(key(.toggleSlowerRepeat)). " + words("Slower when asked again: {state}", ["state": settings.slowerRepeat ? words("on") : words("off")]),
            "\(key(.toggleLineMode)). " + words("Line mode: {state}", ["state": settings.lineMode ? words("on") : words("off")]),
            "\(key(.toggleKiosk)). " + FullScreenView.kioskLine(state, words: words),
            "\(key(.quitApp)). " + words("Quit the app"),
            "\(key(.leaveGrownUps)). " + words("Done"),
            words("Your data: the stars and these settings are kept only on this computer, in {path}. Nothing is sent anywhere: kids has no networking.",
                  ["path": context.dataPath ?? words("memory, until the app closes")]),
            words("Privacy policy: {address}", ["address": context.privacyPolicy]),
        ] + (state.soundProblem.map { [words("Sound: {problem}", ["problem": $0])] } ?? []) + state.notices
    }
}
