import KidsModel

/// The screen as plain lines, for screen readers, braille and `--plain`: no escape bytes, no cursor moves.
///
/// A second renderer of the same state, not a second app (after charmbracelet/huh's accessible mode).
public enum LineView {
    /// The lines that describe what is shown now.
    public static func lines(_ state: AppState) -> [String] {
        switch state.context {
        case .tooSmall: return ["Make this window bigger: at least 40 × 12."]
        case .gate: return gate(state)
        case .grownUps, .confirmReset: return grownUps(state)
        case .home, .lesson, .done: break
        }
        switch state.screen {
        case .home:
            var lines = [state.content.sentences.welcome]
            for (n, activity) in state.content.activities.enumerated() {
                lines.append("\(n + 1). \(activity.title), ★ \(state.progress.starCount(in: activity))/\(activity.questions.count)")
            }
            lines.append("Type a number to play, g for grown-ups, q to quit.")
            return lines
        case .lesson(let lesson):
            let q = state.question(of: lesson)
            let activity = state.content.activities[lesson.activity]
            let label = state.content.pictures[q.picture.name]?.label ?? q.picture.label
            let picture = q.picture.count > 1
                ? Array(repeating: label, count: q.picture.count).joined(separator: ", ")
                : q.picture.label
            var lines = ["\(activity.title), question \(lesson.question + 1) of \(activity.questions.count).",
                         "Picture: \(picture).", q.text]
            for (n, answer) in q.answers.enumerated() {
                let mark = lesson.setAside.contains(answer.id) ? " (set aside)"
                    : lesson.answered && answer.id == q.correct ? " (right!)" : ""
                lines.append("\(n + 1). \(answer.label)\(mark)")
            }
            lines.append(lesson.answered ? "Press Enter for the next question." : "Type an answer's number. h hears it again, b goes back.")
            return lines
        case .done(let done):
            let activity = state.content.activities[done.activity]
            return ["All done! ★ \(state.progress.starCount(in: activity))/\(activity.questions.count)",
                    "1. Play again", "2. Home"]
        }
    }

    static func gate(_ state: AppState) -> [String] {
        if state.gate.isLocked(at: state.now) {
            return ["For grown-ups.", "Closed for now: try again in \(state.gate.secondsLeft(at: state.now)) seconds.", "b goes back."]
        }
        return ["For grown-ups: what is \(state.gate.question.a) × \(state.gate.question.b)?",
                "Type the answer and press Enter; b goes back."]
    }

    static func grownUps(_ state: AppState) -> [String] {
        if case .grownUps(let g) = state.overlay, g.confirming {
            return ["Reset all stars? y for yes, n for no."]
        }
        let settings = state.progress.settings
        let summary = ProgressSummary(content: state.content, progress: state.progress).lines.flatMap { line in
            ["\(line.title): ★ \(line.stars) of \(line.total)."]
                + line.hardest.map { "  Hardest: \($0.text) (\($0.misses) set aside)" }
        }
        return ["Grown-ups."] + summary + [
                "r. Reset progress",
                "s. Speech: \(settings.speechOn ? "on" : "off")",
                "-/+. Rate: \(settings.rate) words a minute",
                "v. Voice: \(state.voice)",
                "d. Done",
        ] + state.notices
    }
}
