/// The stories' checks: what a page, a cover and a story's questions must be for a child to hear and see them.
extension ContentChecker {
    /// How many stories a shelf has: one key each, 1 to 9.
    public static let storyLimit = 1...9
    /// How many lines a page's text may take where it is set narrowest (the smallest window).
    public static let pageLineLimit = 5
    /// How many pages a story has.
    public static let pageLimit = 1...12
    /// How many questions are asked after a story: a gentle one or two, three at most.
    public static let storyQuestionLimit = 0...3
    /// A page is one to three short sentences, of at most this many words…
    public static let pageWordLimit = 30
    /// …none wider than this (a page is set at least 36 cells wide).
    public static let pageWordWidth = 16
    /// A story's title: on its shelf tile, and in the header.
    public static let storyTitleWidth = 20

    /// Every story of a `stories` activity. A problem names the story (where a question's ID would go) and the
    /// field: `stories.json: three-ducks: story-page: pages[2] 'pond': 'text' is missing or empty`.
    static func storiesProblems(file: String, _ activity: Activity, pictures: [String: Picture]) -> [ContentProblem] {
        var found: [ContentProblem] = []
        if activity.kind.type.hasStories && activity.stories.isEmpty {
            found.append(ContentProblem(file: file, rule: .noQuestions, detail: "a stories activity has no 'stories'"))
        }
        if activity.kind.type.hasStories && activity.stories.count > storyLimit.upperBound {
            found.append(ContentProblem(file: file, rule: .story,
                                        detail: "a shelf has \(storyLimit.upperBound) stories at most (a key each), this one \(activity.stories.count)"))
        }
        // A question of no story would count in the stars but never be asked.
        let storyQuestions = Set(activity.stories.flatMap { $0.questions.map(\.id) })
        if activity.kind.type.hasStories, let stray = activity.questions.first(where: { !storyQuestions.contains($0.id) }) {
            found.append(ContentProblem(file: file, question: stray.id, rule: .story,
                                        detail: "a stories activity asks only its stories' questions: put it in a story's 'questions'"))
        }
        if !activity.kind.type.hasStories && !activity.stories.isEmpty {
            found.append(ContentProblem(file: file, rule: .story, detail: "only an activity of kind 'stories' has 'stories'"))
        }
        var storyIDs = Set<String>()
        for (n, story) in activity.stories.enumerated() {
            let name = story.id.isBlank ? "stories[\(n)]" : story.id
            func add(_ rule: ContentProblem.Rule, _ detail: String) { found.append(ContentProblem(file: file, question: name, rule: rule, detail: detail)) }
            if !isStableID(story.id) {
                add(.story, "stories[\(n)].id '\(story.id)' must be small letters, digits and hyphens")
            } else if !storyIDs.insert(story.id).inserted {
                add(.story, "another story of the activity has this ID")
            }
            if story.title.isBlank { add(.story, "'title' is missing or empty") }
            if CellWidth.of(story.title) > storyTitleWidth { add(.story, "title '\(story.title)' is longer than \(storyTitleWidth) cells") }
            found += pictureFieldProblems(story.cover, field: "cover", pictures: pictures).map {
                ContentProblem(file: file, question: name, rule: $0.rule, detail: $0.detail)
            }
            if !pageLimit.contains(story.pages.count) {
                add(.story, "a story has \(pageLimit.lowerBound) to \(pageLimit.upperBound) pages, this one \(story.pages.count)")
            }
            if !storyQuestionLimit.contains(story.questions.count) {
                add(.story, "a story has \(storyQuestionLimit.upperBound) questions at most, this one \(story.questions.count)")
            }
            let prefix = activity.id + "." + story.id + "."
            for q in story.questions where isStableID(story.id) && !q.id.hasPrefix(prefix) {
                add(.story, "question '\(q.id)' must have an ID beginning '\(prefix)'")
            }
            var pageIDs = Set<String>()
            for (p, page) in story.pages.enumerated() {
                let at = "pages[\(p)]" + (page.id.isBlank ? "" : " '\(page.id)'")
                if !isStableID(page.id) {
                    add(.storyPage, "\(at): 'id' must be small letters, digits and hyphens")
                } else if !pageIDs.insert(page.id).inserted, let first = story.pages.firstIndex(where: { $0.id == page.id }) {
                    add(.storyPage, "\(at): pages[\(first)] has this ID too")
                }
                for problem in pageProblems(page) { add(.storyPage, "\(at): \(problem)") }
                for problem in pictureFieldProblems(page.picture, field: "picture", pictures: pictures) { add(problem.rule, "\(at): \(problem.detail)") }
            }
        }
        return found
    }

    /// What is wrong with a page's text (and its voice's words), if anything.
    static func pageProblems(_ page: Story.Page) -> [String] {
        var found: [String] = []
        let words = AppState.words(of: page.text)
        if page.text.isBlank { found.append("'text' is missing or empty") }
        let sentences = sentenceCount(page.text)
        if sentences > 3 { found.append("'text' has \(sentences) sentences; a page has one to three") }
        if words.count > pageWordLimit { found.append("'text' has \(words.count) words; a page has \(pageWordLimit) at most") }
        if let wide = words.first(where: { CellWidth.of($0) > pageWordWidth }) {
            found.append("'text': the word '\(wide)' is wider than \(pageWordWidth) cells")
        }
        if page.text.contains("\n") { found.append("'text' has a line break; the page sets its own lines") }
        let lines = Wrap.lines(page.text, width: Layout.minimumSize.width - 4).count
        if lines > pageLineLimit {
            found.append("'text' takes \(lines) lines on the smallest window; a page has \(pageLineLimit) at most: shorten it")
        }
        // What is shown is what is read: a digit or a bracket is read otherwise than a child sees it.
        if let digit = firstCharacter(in: page.text, ascii: { (0x30...0x39).contains($0) }, where: \.isNumber) {
            found.append("'text' has the digit '\(digit)': write the number as a word, as it is read")
        }
        if let bracket = firstCharacter(in: page.text, ascii: { [0x28, 0x29, 0x5B, 0x5D, 0x7B, 0x7D].contains($0) }, where: { "()[]{}".contains($0) }) {
            found.append("'text' has '\(bracket)': a page is read aloud, and brackets are not heard")
        }
        if let voiced = page.voiced, AppState.words(of: voiced).count != words.count {
            found.append("'voiced' has \(AppState.words(of: voiced).count) words and 'text' \(words.count): it must say 'text' word for word")
        }
        return found
    }

    /// How many sentences a page's text has: its parts between full stops, exclamation and question marks that have a
    /// letter. A text all in ASCII is counted byte by byte (the same parts: there each byte is a character), which
    /// needs no Unicode table.
    static func sentenceCount(_ text: String) -> Int {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return text.split { ".!?".contains($0) }.filter { $0.contains { $0.isLetter } }.count }
        return text.utf8.split { $0 == 0x2E || $0 == 0x21 || $0 == 0x3F }.filter { $0.contains { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) } }.count
    }

    /// The first character of `text` that `test` accepts: byte by byte (`ascii`, the same test for an ASCII character)
    /// when the text is all ASCII.
    static func firstCharacter(in text: String, ascii: (UInt8) -> Bool, where test: (Character) -> Bool) -> Character? {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return text.first(where: test) }
        return text.utf8.first(where: ascii).map { Character(Unicode.Scalar($0)) }
    }

    /// A cover's or page's picture: one the pack has, with words for a listener.
    static func pictureFieldProblems(_ picture: QuestionPicture, field: String,
                                     pictures: [String: Picture]) -> [(rule: ContentProblem.Rule, detail: String)] {
        var found: [(rule: ContentProblem.Rule, detail: String)] = []
        if picture.name.isBlank {
            found.append((.unknownPicture, "'\(field).name' is missing: every page and cover has a picture"))
        } else if pictures[picture.name] == nil {
            found.append((.unknownPicture, "'\(field).name' '\(picture.name)' is not in pictures.json"))
        }
        if picture.label.isBlank { found.append((.emptyLabel, "'\(field).label' is missing: say what the picture shows")) }
        if !countLimit.contains(picture.count) {
            found.append((.countRange, "'\(field).count' is \(picture.count); a picture is shown \(countLimit.lowerBound) to \(countLimit.upperBound) times"))
        }
        return found
    }

    /// Whether an ID is small letters, digits and hyphens (it names a kept place, in files and on the command line).
    static func isStableID(_ id: String) -> Bool {
        !id.isEmpty && id.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}
