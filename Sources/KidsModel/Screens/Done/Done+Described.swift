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
        let voiced = sentence(done, app, voiced: true)
        if voiced != said.text { said.voiced = voiced }
        said.reads = .whole(.sentence)
        return [.speak(said)]
    }

    /// "All done! 3 stars.": said, and shown, when a round ends: the stars the child has, not the card's total still
    /// to earn (the screen's star note shows that). After a sentence's end the stars begin one ("Une étoile."); after
    /// a colon they do not ("Deine Sterne: ein Stern."). `voiced`: as the voice is given it (`ContentPack.stars`).
    static func sentence(_ activity: Activity, _ app: AppState, voiced: Bool = false) -> String {
        let content = app.content
        let stars = content.stars(app.progress.starCount(in: activity), voiced: voiced)
        let ended = content.sentences.done.last.map { ".!?".contains($0) } ?? false
        return content.sentences.done + " " + (ended ? stars.prefix(1).uppercased() + stars.dropFirst() : stars) + "."
    }
}
