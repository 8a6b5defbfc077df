/// A story's page: what it shows, described once for every view.
extension ScreenModel {
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

/// A story's page: what it says, and how it is made and changed.
extension AppState {
    /// The story of a reading.
    public func story(of reading: Reading) -> Story { content.activities[reading.activity].stories[reading.story] }

    /// The page a reading shows.
    public func page(of reading: Reading) -> Story.Page { story(of: reading).pages[reading.page] }

    /// The words of the page shown, split at spaces as the views wrap it.
    func pageWords(_ reading: Reading) -> [String] { Self.words(of: page(of: reading).text) }

    /// Whether a piece of a page split at spaces is a word to say (French sets "!" apart: "Crac !").
    func isWord(_ piece: String) -> Bool { piece.contains { $0.isLetter || $0.isNumber } }

    /// A showing of a page; `tellKeys` on the first page shown after the story is opened.
    mutating func makeReading(activity: Int, story: Int, page: Int, tellKeys: Bool = false) -> Reading {
        showings += 1
        return Reading(activity: activity, story: story, page: page, word: nil, tellKeys: tellKeys, showing: showings)
    }

    /// The next page (after the last, the story's questions, or all done when it has none), or the page before;
    /// the page reached is kept.
    mutating func turnPage(_ reading: Reading, by step: Int) -> [Effect] {
        let pages = story(of: reading).pages
        let target = reading.page + step
        // Before the first page there is nothing: said, so that a child who cannot see knows why nothing turned.
        guard target >= 0 else { return [captioned(utterance(.notice, content.words("This is the first page.")))] }
        guard target < pages.count else { return storyEnd(reading) }
        screen = .story(makeReading(activity: reading.activity, story: reading.story, page: target))
        return keepPlace(reading.activity, reading.story, page: target)
    }

    /// Play again after a story's questions: the story again, from its first page.
    mutating func readAgain(activity: Int, story: Int) -> [Effect] {
        screen = .story(makeReading(activity: activity, story: story, page: 0, tellKeys: true))
        return keepPlace(activity, story, page: 0)
    }

    /// The last page read: the story is finished, so it opens at its first page next time; its questions are
    /// asked (a round of them alone), or, when it has none, all done.
    mutating func storyEnd(_ reading: Reading) -> [Effect] {
        let saves = keepPlace(reading.activity, reading.story, page: 0)
        let questions = content.activities[reading.activity].questions(of: reading.story)
        guard !questions.isEmpty else {
            return saves + allDone(reading.activity, story: reading.story)
        }
        var lesson = makeLesson(activity: reading.activity, round: Round(queue: questions))
        lesson.story = reading.story
        screen = .lesson(lesson)
        return saves
    }

    /// Keeps the page reached in the story, when it is not already kept.
    mutating func keepPlace(_ activity: Int, _ index: Int, page: Int) -> [Effect] {
        let story = content.activities[activity].stories[index]
        guard progress.places[story.id]?.page != story.pages[page].id else { return [] }
        progress.keepPlace(story: story.id, page: story.pages[page].id, at: now)
        return [.save(progress)]
    }

    /// A word of the page said alone (a click, or Tab reaching it): it is lit while it is heard.
    mutating func sayWord(_ index: Int, of reading: Reading) -> [Effect] {
        var reading = reading
        guard pageWords(reading).indices.contains(index), isWord(pageWords(reading)[index]) else { return [] }
        reading.word = index
        screen = .story(reading)
        return [.speak(wordSaid(reading, index))]
    }

    /// The word at `index` of the page, as heard (without the punctuation around it); the voice is given the
    /// page's `voiced` word at the same place, when the page has one ("Pingguihn" for "Pinguin", `[[gir'af@]]`).
    func wordSaid(_ reading: Reading, _ index: Int) -> Utterance {
        let words = pageWords(reading)
        let word = words.indices.contains(index) ? Self.trimmed(words[index]) : ""
        let voicedWords = page(of: reading).voiced.map(Self.words) ?? []
        let voiced = voicedWords.indices.contains(index) ? Self.withoutSentenceMarks(voicedWords[index]) : nil
        var said = named(.word, word, voiced: voiced == word ? nil : voiced, subject: pageID(reading))
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
    func pageSaid(_ reading: Reading, kind: Utterance.Kind) -> Utterance {
        let page = page(of: reading)
        var said = named(kind, page.text, voiced: page.voiced, subject: pageID(reading))
        said.reads = .whole(.sentence)
        return said
    }

    /// A page's name in the speech log: `three-ducks.pond`.
    func pageID(_ reading: Reading) -> String { story(of: reading).id + "." + page(of: reading).id }
}
