/// A story's page: what it shows, described once for every view.
extension ScreenModel {
    /// A page: the picture, the text (its word being heard lit, and the word reached with Tab), the buttons; line
    /// mode reads the page's number, picture and text, and the keys on the first page shown.
    mutating func story(_ reading: Reading, _ state: AppState) {
        let content = state.content
        let words = content.words
        let activity = content.activities[reading.activity]
        let story = content.story(of: reading)
        let page = content.page(of: reading)
        let n = "\(reading.page + 1)", count = "\(story.pages.count)"
        title = story.title + " · " + words("{n} of {count}", ["n": n, "count": count])
        stars = Self.starNote(state.progress.starCount(in: activity), of: activity.questions.count, words: words)
        caption(state)
        parts.append(Part(.heading, words("{story}, page {n} of {count}.", ["story": story.title, "n": n, "count": count])))
        if !page.picture.label.isEmpty { parts.append(Part(.description, words("Picture: {picture}.", ["picture": page.picture.label]))) }
        parts.append(Part(.prompt, page.text, id: .sentence))
        if reading.tellKeys {
            let word = { (command: Command) in state.content.lineWord(command, in: .story) }
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

extension ContentPack {
    /// The story of a reading.
    public func story(of reading: Reading) -> Story { activities[reading.activity].stories[reading.story] }

    /// The page a reading shows.
    public func page(of reading: Reading) -> Story.Page { story(of: reading).pages[reading.page] }
}

/// A story's page: what it says, and how it is made and changed.
extension Reading {
    /// The words of the page shown, split at spaces as the views wrap it.
    func pageWords(_ app: AppState) -> [String] { AppState.words(of: app.content.page(of: self).text) }

    /// Whether a piece of a page split at spaces is a word to say (French sets "!" apart: "Crac !").
    static func isWord(_ piece: String) -> Bool { piece.contains { $0.isLetter || $0.isNumber } }

    /// A showing of a page; `tellKeys` on the first page shown after the story is opened.
    static func make(activity: Int, story: Int, page: Int, tellKeys: Bool = false, _ app: inout AppState) -> Reading {
        app.showings += 1
        return Reading(activity: activity, story: story, page: page, word: nil, tellKeys: tellKeys, showing: app.showings)
    }

    /// The next page (after the last, the story's questions, or all done when it has none), or the page before;
    /// the page reached is kept.
    func turn(by step: Int, _ app: inout AppState) -> [Effect] {
        let pages = app.content.story(of: self).pages
        let target = page + step
        // Before the first page there is nothing: said, so that a child who cannot see knows why nothing turned.
        guard target >= 0 else { return [app.captioned(app.utterance(.notice, app.content.words("This is the first page.")))] }
        guard target < pages.count else { return end(&app) }
        app.show(Reading.make(activity: activity, story: story, page: target, &app))
        return Reading.keepPlace(activity, story, page: target, &app)
    }

    /// Play again after a story's questions: the story again, from its first page.
    static func readAgain(activity: Int, story: Int, _ app: inout AppState) -> [Effect] {
        app.show(make(activity: activity, story: story, page: 0, tellKeys: true, &app))
        return keepPlace(activity, story, page: 0, &app)
    }

    /// The last page read: the story is finished, so it opens at its first page next time; its questions are
    /// asked (a round of them alone), or, when it has none, all done.
    func end(_ app: inout AppState) -> [Effect] {
        let saves = Reading.keepPlace(activity, story, page: 0, &app)
        let questions = app.content.activities[activity].questions(of: story)
        guard !questions.isEmpty else { return saves + Done.show(activity, story: story, &app) }
        var lesson = app.makeLesson(activity: activity, round: Round(queue: questions))
        lesson.story = story
        app.show(lesson)
        return saves
    }

    /// Keeps the page reached in the story, when it is not already kept.
    static func keepPlace(_ activity: Int, _ index: Int, page: Int, _ app: inout AppState) -> [Effect] {
        let story = app.content.activities[activity].stories[index]
        guard app.progress.places[story.id]?.page != story.pages[page].id else { return [] }
        app.progress.keepPlace(story: story.id, page: story.pages[page].id, at: app.now)
        return [.save(app.progress)]
    }

    /// A word of the page said alone (a click, or Tab reaching it): it is lit while it is heard.
    func sayWord(_ index: Int, _ app: inout AppState) -> [Effect] {
        var reading = self
        let words = pageWords(app)
        guard words.indices.contains(index), Reading.isWord(words[index]) else { return [] }
        reading.word = index
        app.show(reading)
        return [.speak(reading.wordSaid(index, app))]
    }

    /// The word at `index` of the page, as heard (without the punctuation around it); the voice is given the
    /// page's `voiced` word at the same place, when the page has one ("Pingguihn" for "Pinguin", `[[gir'af@]]`).
    func wordSaid(_ index: Int, _ app: AppState) -> Utterance {
        let words = pageWords(app)
        let word = words.indices.contains(index) ? AppState.trimmed(words[index]) : ""
        let voicedWords = app.content.page(of: self).voiced.map(AppState.words) ?? []
        let voiced = voicedWords.indices.contains(index) ? Self.withoutSentenceMarks(voicedWords[index]) : nil
        var said = app.named(.word, word, voiced: voiced == word ? nil : voiced, subject: pageID(app))
        said.index = index
        said.reads = .part(.sentence, from: index)
        return said
    }

    /// A word of a sentence without the marks around it, but with eSpeak's phoneme brackets (`[[gir'af@]]`).
    static func withoutSentenceMarks(_ word: String) -> String {
        let marks: Set<Character> = [",", ".", ";", ":", "!", "?", "¡", "¿", "«", "»", "\"", "“", "”", "„"]
        return String(word.drop { marks.contains($0) }.reversed().drop { marks.contains($0) }.reversed())
    }

    /// The page read aloud: `page` when it is shown, `again` for Space.
    func pageSaid(_ app: AppState, kind: Utterance.Kind) -> Utterance {
        let page = app.content.page(of: self)
        var said = app.named(kind, page.text, voiced: page.voiced, subject: pageID(app))
        said.reads = .whole(.sentence)
        return said
    }

    /// A page's name in the speech log: `three-ducks.pond`.
    func pageID(_ app: AppState) -> String { app.content.story(of: self).id + "." + app.content.page(of: self).id }
}
