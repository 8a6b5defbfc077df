/// The grown-ups' area: what it shows, described once for every view.
extension ScreenModel {
    mutating func grownUps(_ state: AppState) {
        let words = state.content.words
        title = words("Grown-ups")
        wholePackStars(state)
        parts.append(Part(.heading, title))
        summary = Self.summary(state)
        for activity in summary {
            // French writes a space before the colon: the line is the pack's own template.
            let level = activity.level.isEmpty ? "" : ", " + activity.level + (activity.levelName.isEmpty ? "" : " (\(activity.levelName))")
            let progress = activity.starsSpoken + level
                + ", " + activity.reviewSpoken
            parts.append(Part(.progress, words("{activity}: {progress}", ["activity": activity.title, "progress": progress])))
            parts += activity.hardest.map { Part(.progress, "  " + $0) }
        }
        settings = Setting.lines.map { line in
            let keys = line.map { CommandTable.word(.grownUps(.setting($0)), in: .grownUps) }.joined(separator: "/")
            return SettingLine(settings: line, keys: keys, text: line[0].line(state))
        }
        parts += settings.map { Part(.choices, "\($0.keys). \($0.text)") }
        for command in CommandTable.buttons(on: .grownUps) {
            controls.append(button(command, state))
            if case .grownUps(.setting) = command { continue }  // listed with its setting's line above
            parts.append(Part(.choices, "\(CommandTable.word(command, in: .grownUps)). " + words(CommandTable.row(command).hint)))
        }
        let path = ["path": state.dataPath ?? words("memory, until the app closes")]
        parts.append(Part(.information, state.dataShared
            ? words("Your data: the stars are kept in the class folder {path}, on the school's network share, where the class's computers read them; these settings are kept on this computer. kids itself sends nothing anywhere: it has no networking.", path)
            : words("Your data: the stars and these settings are kept only on this computer, in {path}. Nothing is sent anywhere: kids has no networking.", path)))
        parts.append(Part(.information, words("Privacy policy: {address}", ["address": state.privacyPolicy])))
        if state.content.pictures.values.contains(where: { $0.image != nil }) {
            parts.append(Part(.information, words("Pictures: {credit}", ["credit": Picture.credit])))
        }
        if let problem = state.soundProblem { parts.append(Part(.information, words("Sound: {problem}", ["problem": problem]))) }
        parts += state.notices.map { Part(.information, $0) }
    }

    /// Reset Progress, asked first.
    mutating func confirmReset(_ state: AppState) {
        let words = state.content.words
        title = words("Grown-ups")
        wholePackStars(state)
        parts.append(Part(.heading, words("Reset progress?")))
        parts.append(Part(.information, words("Every star of every activity will be removed. This cannot be undone.")))
        parts.append(Part(.instructions, words("Reset all stars? {yes} for yes, {no} for no.",
                                               ["yes": state.content.lineWord(.grownUps(.confirmReset), in: .confirmReset),
                                                "no": state.content.lineWord(.grownUps(.cancelReset), in: .confirmReset)])))
        controls = CommandTable.buttons(on: .confirmReset).map { button($0, state) }
    }

    /// Each activity's progress, in the pack's words.
    static func summary(_ state: AppState) -> [ActivitySummary] {
        let content = state.content
        let words = content.words
        return ProgressSummary(content: content, progress: state.progress).lines.map { line in
            let review = line.reviewing.isEmpty ? nil
                : words("{n} to practise again: {questions}", ["n": "\(line.inReview)", "questions": line.reviewing.joined(separator: words("; "))])
            return ActivitySummary(
                title: line.title, stars: line.stars, total: line.total, starsSpoken: content.stars(line.stars, of: line.total),
                // One level (the stories) is no level to tell of.
                level: line.levels > 1 ? words("level {n} of {count}", ["n": "\(line.level)", "count": "\(line.levels)"]) : "",
                levelName: line.levelName,
                review: review, reviewSpoken: review ?? words("{n} to practise again", ["n": "0"]) + ".",
                hardest: line.hardest.map {
                    content.counted($0.misses, one: "Hardest: {text}, missed {n} time", other: "Hardest: {text}, missed {n} times", ["text": $0.text])
                })
        }
    }
}

/// The grown-ups' area: how a setting is changed.
extension GrownUps {
    /// One press of a setting's key: applied to the speech and saved when it changed something.
    static func change(_ setting: Setting, _ app: inout AppState) -> [Effect] {
        let old = app.progress.settings
        let new = setting.changed(old, in: app)
        app.progress.changeSettings({ $0 = new }, at: app.now)
        let settings = app.progress.settings
        guard settings != old else { return [] }
        // A voice chosen here speaks from now on, over `--voice` (the speech applies the settings' voice too).
        if setting == .voice { app.voiceOption = nil }
        if setting == .braille { app.seeBraille() }
        // Kiosk mode, line mode and what a screen reader does are the computer's: every child, and the picker, follow them.
        let shared = settings.computerWideDiffers(from: old)
        return [.applySettings(settings), .save(app.progress)] + (shared ? [.saveComputer(settings)] : [])
    }
}
