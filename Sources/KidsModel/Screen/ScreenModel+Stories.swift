/// Story time's screens: the shelf, and a story's page.
extension ScreenModel {
    /// The shelf: a tile a story (its cover and title), and in line mode the stories with their numbers and the
    /// page each was left at.
    mutating func shelf(_ shelf: Shelf, _ state: AppState) {
        let content = state.content
        let words = content.words
        let activity = content.activities[shelf.activity]
        title = activity.title
        stars = Self.starNote(state.progress.starCount(in: activity), of: activity.questions.count, words: words)
        caption(state)
        parts.append(Part(.heading, activity.title + "."))
        parts.append(Part(.prompt, words("Pick a story."), id: .sentence))
        parts.append(Part(.instructions, words("Type a number to read, {back} to go home.", ["back": CommandTable.word(.goHome, in: .shelf)])))
        for (n, story) in activity.stories.enumerated() {
            let control = Control.story(story.id)
            let page = state.progress.places[story.id].flatMap { story.page(id: $0.page) } ?? 0
            // A story left part way is said with its page, so that a child knows it goes on from there.
            let left = page > 0 ? words("page {n} of {count}", ["n": "\(page + 1)", "count": "\(story.pages.count)"]) : nil
            parts.append(Part(.choices, "\(n + 1). \(story.title)" + (left.map { ", " + $0 } ?? "")))
            controls.append(ControlModel(control: control, key: "\(n + 1)", label: story.title, line: nil, notes: left.map { [$0] } ?? [],
                                         picture: story.cover.name, mark: focus == control ? .focused : .normal))
        }
    }

    /// A page: the picture, the text (its word being heard lit, and the word reached with Tab), the buttons; line
    /// mode reads the page's number, picture and text, and the keys on the first page shown.
    mutating func story(_ reading: Reading, _ state: AppState) {
        let content = state.content
        let words = content.words
        let activity = content.activities[reading.activity]
        let story = state.story(of: reading)
        let page = state.page(of: reading)
        let n = "\(reading.page + 1)", count = "\(story.pages.count)"
        title = story.title + " · " + words("{n} of {count}", ["n": n, "count": count])
        stars = Self.starNote(state.progress.starCount(in: activity), of: activity.questions.count, words: words)
        caption(state)
        parts.append(Part(.heading, words("{story}, page {n} of {count}.", ["story": story.title, "n": n, "count": count])))
        if !page.picture.label.isEmpty { parts.append(Part(.description, words("Picture: {picture}.", ["picture": page.picture.label]))) }
        parts.append(Part(.prompt, page.text, id: .sentence))
        if reading.tellKeys {
            let word = { (command: Command) in CommandTable.word(command, in: .story) }
            parts.append(Part(.instructions, words("Press Enter for the next page. Type {before} for the page before, {again} to hear it again, {start} for the start, {back} for all stories.",
                                                   ["before": word(.page(.previousPage)), "again": word(.hearAgain), "start": word(.page(.firstPage)), "back": word(.page(.toShelf))])))
        }
        picture = PictureModel(name: page.picture.name, count: page.picture.count, letter: nil, counts: false, lit: nil, counted: 0)
        let last = reading.page + 1 == story.pages.count
        controls.append(button(.page(.previousPage), state, label: "◀ " + words(CommandTable.row(.page(.previousPage)).hint)))
        controls.append(button(.hearAgain, state))
        controls.append(button(.page(.nextPage), state, label: (last ? words("The end") : words(CommandTable.row(.page(.nextPage)).hint)) + " ▶"))
    }
}
