/// The shelf of stories: what it shows, described once for every view.
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
        parts.append(Part(.instructions, words("Type a number to read, {back} to go home.", ["back": state.content.lineWord(.back, in: .shelf)])))
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
}

/// The shelf of stories: what it says, and how it is made and changed.
extension Shelf {
    /// A showing of the shelf, the focus on `story` (the one just read) or the first.
    static func make(activity: Int, focus story: Int? = nil, _ app: inout AppState) -> Shelf {
        app.showings += 1
        let stories = app.content.activities[activity].stories
        let focused = story.flatMap { stories.indices.contains($0) ? stories[$0].id : nil } ?? stories.first?.id
        return Shelf(activity: activity, focus: focused.map(Control.story) ?? .button(.hearAgain), showing: app.showings)
    }

    /// Opens a story of the shelf (or `--story`) at the page the child reached, else at its first.
    static func open(_ index: Int, activity: Int, _ app: inout AppState) -> [Effect] {
        guard app.content.activities[activity].stories.indices.contains(index) else { return [] }
        let story = app.content.activities[activity].stories[index]
        let page = app.progress.places[story.id].flatMap { story.page(id: $0.page) } ?? 0
        app.show(Reading.make(activity: activity, story: index, page: page, tellKeys: true, &app))
        return []
    }

    /// The shelf's sentence, then the stories with their keys ("1: Three Little Ducks; 2: …").
    func ask(_ app: AppState, kind: Utterance.Kind) -> [Effect] {
        let content = app.content
        let activity = content.activities[self.activity]
        let said = SaidList.keyed(activity.stories.enumerated().map { ($0.offset + 1, .tile(.story($0.element.id)), $0.element.title) },
                                  words: content.words)
        var options = app.utterance(.options, said.text, subject: activity.id)
        options.queued = true
        options.reads = said.reads
        var pick = app.utterance(kind, content.words("Pick a story."), subject: activity.id)
        pick.reads = .whole(.sentence)
        return [.speak(pick), .speak(options)]
    }
}
