/// A child's report: what it shows, described once for every view.
extension ScreenModel {
    /// A child's report: for each activity the level, the stars of the total, the questions met, the share right
    /// at the first try, the last day played and the questions most often missed. Removing the child asks first.
    mutating func report(_ page: ChildPage, _ state: AppState) {
        let words = state.content.words
        let name = state.animalName(page.child)
        title = words("Report: {child}", ["child": name])
        parts.append(Part(.heading, title))
        if page.confirming {
            parts.append(Part(.information, words("Remove {child}? Its stars and progress leave this computer's list; the file is kept aside.",
                                                  ["child": name])))
            parts.append(Part(.instructions, words("{yes} for yes, {no} for no.", ["yes": state.content.lineWord(.report(.confirmRemove), in: .confirmRemove),
                                                                                  "no": state.content.lineWord(.report(.cancelRemove), in: .confirmRemove)])))
            controls = CommandTable.buttons(on: .confirmRemove).map { button($0, state) }
            return
        }
        if let progress = page.progress {
            // For a listener the day's dashes are spaces: a screen reader says "dash" for each.
            parts += Self.reportLines(ChildReport(child: page.child, progress: progress, content: state.pack), state).map {
                Part(.progress, $0, spoken: String($0.map { $0 == "-" ? " " : $0 }))
            }
        } else {
            parts.append(Part(.information, words("Reading…")))
        }
        for command in CommandTable.buttons(on: .report) {
            controls.append(button(command, state))
            guard CommandTable.row(command).enabled(state) else { continue }
            parts.append(Part(.choices, "\(CommandTable.word(command, in: .report)). " + words(CommandTable.row(command).hint)))
        }
    }

    /// A report's lines, an activity each, then its questions most often missed by their text.
    static func reportLines(_ report: ChildReport, _ state: AppState) -> [String] {
        let content = state.content
        let words = content.words
        return report.rows.flatMap { row -> [String] in
            guard let activity = content.activities.first(where: { $0.id == row.activity }) else { return [] }
            // One level (the stories) is no level to tell of.
            let level = row.levels > 1 ? words("level {n} of {count}", ["n": "\(row.level)", "count": "\(row.levels)"]) + ", " : ""
            var line = words("{activity}: {progress}", ["activity": activity.title, "progress": level + content.stars(row.stars, of: row.total)])
            line += ", " + state.content.counted(row.seen, one: "{n} question seen", other: "{n} questions seen")
            if row.seen > 0 {
                line += ", " + words("{n} of {count} right at the first try", ["n": "\(row.rightFirst)", "count": "\(row.seen)"])
            }
            if let day = row.lastPlayed { line += ", " + words("last played {day}", ["day": day]) }
            let missed = row.mostMissed.compactMap { id in activity.questions.first { $0.id == id }?.teacherText }
            return [line + "."] + (missed.isEmpty ? [] : ["  " + words("Most missed: {questions}", ["questions": missed.joined(separator: words("; "))])])
        }
    }
}
