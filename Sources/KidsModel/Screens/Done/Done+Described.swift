/// "All done!": what it shows, described once for every view.
extension ScreenModel {
    mutating func done(_ done: Done, _ state: AppState) {
        let content = state.content
        let words = content.words
        let activity = content.activities[done.activity]
        let stars = state.progress.starCount(in: activity)
        title = activity.title + " · " + words("all done")
        self.stars = Self.starNote(stars, of: activity.questions.count, words: words)
        parts.append(Part(.heading, Done.sentence(activity, state), id: .sentence))
        parts.append(Part(.stars, Self.starNote(stars, of: activity.questions.count, words: words)))
        // The choices are numbered like every list in line mode; the numbers are the table's.
        for command in CommandTable.buttons(on: .done) {
            let number = CommandTable.words(command, in: .done).first { $0.allSatisfy(\.isNumber) } ?? ""
            parts.append(Part(.choices, "\(number). " + words(CommandTable.row(command).hint)))
            let control = Control.button(command)
            controls.append(ControlModel(control: control, key: CommandTable.keyLabel(command, in: .done) ?? "",
                                         label: CommandTable.row(command).buttonLabel(in: .done, words: words),
                                         mark: focus == control ? .focused : .normal))
        }
    }
}

/// "All done!": what it says, and how it is made and changed.
extension Done {
    /// "All done!" for the activity (after a story's questions: the story's), shown, said.
    static func show(_ activity: Int, story: Int? = nil, _ app: inout AppState) -> [Effect] {
        app.show(Done(activity: activity, story: story))
        let done = app.content.activities[activity]
        var said = app.utterance(.done, sentence(done, app), subject: done.id)
        said.reads = .whole(.sentence)
        return [.speak(said)]
    }

    /// "All done! 3 of 10 stars.": said, and shown, when a round ends. After a sentence's end the stars begin one
    /// ("Une étoile sur 80."); after a colon they do not ("Deine Sterne: ein Stern von 16.").
    static func sentence(_ activity: Activity, _ app: AppState) -> String {
        let content = app.content
        let stars = content.stars(app.progress.starCount(in: activity), of: activity.questions.count)
        let ended = content.sentences.done.last.map { ".!?".contains($0) } ?? false
        return content.sentences.done + " " + (ended ? stars.prefix(1).uppercased() + stars.dropFirst() : stars) + "."
    }
}
