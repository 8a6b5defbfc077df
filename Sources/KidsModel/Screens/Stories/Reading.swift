/// A page of a story, read aloud once a showing: the arrows turn the pages, Tab goes from word to word (each
/// said alone).
public struct Reading: Hashable, Sendable, ScreenUnit {
    /// Position of the activity in the pack.
    public var activity: Int
    /// Position of the story in the activity.
    public var story: Int
    /// Position of the page in the story.
    public var page: Int
    /// The word reached with Tab or a click (from 0, split at spaces), said alone; nil until one is.
    public var word: Int?
    /// Whether line mode says the keys on this page: on the first page shown after the story is opened.
    public var tellKeys: Bool
    public var showing: Int

    public var route: Route { .child(.story(self)) }
    public var showingNumber: Int? { showing }
    public func id(in app: AppState) -> ScreenID { .story }
    public func focus(in app: AppState) -> Control? { word.map(Control.word) }

    public func focusOrder(in app: AppState) -> [Control] {
        let words = pageWords(app)
        return words.indices.filter { Reading.isWord(words[$0]) }.map(Control.word)
    }

    public func focused(on control: Control) -> Reading {
        var reading = self
        if case .word(let n) = control { reading.word = n }
        return reading
    }

    public func spokenName(of control: Control, _ app: AppState) -> String? {
        guard case .word(let n) = control else { return nil }
        return wordSaid(n, app).text
    }

    /// A word reached with Tab is said alone, as a click on it says it.
    public func focusSaid(on control: Control, _ app: AppState) -> Utterance? {
        guard case .word(let n) = control else { return nil }
        return wordSaid(n, app)
    }

    public func whenShown(_ app: inout AppState) -> [Effect] { once(&app) { [.speak(pageSaid($0, kind: .page))] } }
    public func hearAgain(_ app: AppState) -> [Effect] { [.speak(pageSaid(app, kind: .again))] }

    public func whereAmI(_ app: AppState, voiced: Bool) -> String {
        let story = app.content.story(of: self)
        return app.content.words("{story}, page {n} of {count}.", ["story": story.title, "n": "\(page + 1)", "count": "\(story.pages.count)"])
    }

    public func describe(_ model: inout ScreenModel, _ app: AppState) {
        model.look = .story
        model.story(self, app)
    }

    public func log(_ snapshot: inout Snapshot, _ app: AppState) {
        let activityValue = app.content.activities[activity]
        snapshot.activity = activityValue.id
        snapshot.story = app.content.story(of: self).id
        snapshot.page = "\(page + 1)/\(app.content.story(of: self).pages.count)"
        snapshot.stars = app.progress.starCount(in: activityValue)
    }
}
