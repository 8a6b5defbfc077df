import Testing
@testable import KidsModel

/// The listening games as a teacher plays them, in every shipped pack: each game introduced once a day with an
/// example before its first question (Enter skips it, never answering), and every answer, right or wrong, modelled
/// (the blend then the word; the two rhyming words; the word in claps; the two words that start alike, their first
/// sound held; the words that rhyme and the one that does not).
@Suite("Teaching the listening games")
struct TeachingTests {
    static let day = 86_400.0

    func start(_ pack: ContentPack, _ question: String, progress: Progress = Progress(), now: Double = 10 * day) throws -> (state: AppState, said: [Utterance]) {
        var state = AppState(content: pack, progress: progress, size: Size(width: 80, height: 24), now: now, gateSeed: 1)
        let effects = reduce(&state, .started(try Launch(activity: "listen", question: question, in: pack)))
        return (state, Self.said(effects))
    }

    static func said(_ effects: [Effect]) -> [Utterance] {
        effects.compactMap { if case .speak(let said) = $0 { return said } else { return nil } }
    }

    /// The first question of each listening game of `pack` (odd one out begins at level 2).
    static func firstOfEachGame(_ pack: ContentPack) throws -> [(game: String, question: Question)] {
        let listen = try #require(pack.activities.first { $0.id == "listen" })
        var found: [String: Question] = [:]
        for q in listen.questions.sorted(by: { $0.level < $1.level }) {
            let game = Activities.kind(of: q, in: listen).kind
            if found[game] == nil { found[game] = q }
        }
        return found.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// What a model of `q` must say: its words, and its sounds given to the voice.
    static func expectModel(_ model: [Utterance], of q: Question, game: String, in pack: ContentPack, _ context: String) {
        let text = model.map(\.text).joined(separator: " ")
        let voiced = model.map { $0.voiced ?? $0.text }.joined(separator: " ")
        let right = q.correctAnswer?.label ?? ""
        #expect(model.first?.queued == true, "\(context): the model waits for what is said before it")
        switch game {
        case "rhymes":
            #expect(text.localizedLowercase.contains(q.picture.label.localizedLowercase) && text.contains(right), "\(context): \(text)")
        case "first-sounds":
            #expect(text.localizedLowercase.contains(q.picture.label.localizedLowercase) && text.contains(right), "\(context): \(text)")
            #expect(voiced.contains(SoundWord.opening), "\(context): the first sound is said held: \(voiced)")
        case "blending":
            let sounds = q.blended?.map(\.sound) ?? []
            #expect(!sounds.isEmpty && voiced.contains(SoundWord.voiced(sounds)), "\(context): the blend: \(voiced)")
            #expect(text.localizedLowercase.contains(right.localizedLowercase), "\(context): then the word: \(text)")
        case "syllables":
            #expect(model.filter { $0.kind == .sound }.map(\.text) == q.pieces, "\(context): the word slowly: \(model.map(\.text))")
            #expect(model.filter { $0.kind == .clap }.count == q.pieces.count, "\(context): a clap a syllable")
            #expect(text.contains("\(q.pieces.count)") || q.pieces.count == 1, "\(context): the claps counted: \(text)")
        case "odd-one-out":
            #expect(q.answers.allSatisfy { text.localizedLowercase.contains($0.label.localizedLowercase) }, "\(context): every word: \(text)")
        default:
            Issue.record("\(context): a listening game without a model's rule here: \(game)")
        }
    }

    @Test("each game's first question of the day: its introduction, an example played, then the question; a model after a wrong and a right answer",
          arguments: ["en", "fr", "es", "de"])
    func introducedAndModelled(language: String) throws {
        let pack = try #require(try Fixtures.shippedPacks().first { $0.language == language }?.pack)
        let games = try Self.firstOfEachGame(pack)
        #expect(Set(games.map(\.game)) == ["rhymes", "first-sounds", "blending", "syllables", "odd-one-out"], "\(language): \(games.map(\.game))")
        for (game, q) in games {
            var (state, said) = try start(pack, q.id)
            let context = "\(language) \(q.id)"
            #expect(said.first?.kind == .introduction && said.first?.queued == false, "\(context): \(said.map(\.kind))")
            #expect(said.filter { $0.kind == .introduction }.count == 1, "\(context): introduced once")
            let prompt = try #require(said.firstIndex { $0.kind == .question }, "\(context): the question is asked")
            #expect(said[prompt].queued, "\(context): the question waits for the introduction")
            let example = Array(said[1..<prompt])
            #expect(example.contains { $0.kind == .model }, "\(context): an example is played: \(example.map(\.kind))")
            #expect(!example.map(\.text).joined().contains(q.correctAnswer?.label ?? "?"), "\(context): the example gives the answer away: \(example.map(\.text))")
            // A wrong answer: the kind word, then the model; then the right one: the praise, then the model.
            let lesson = try #require(state.top as? Lesson)
            let wrong = try #require(q.answers.firstIndex { $0.id != q.correct })
            let afterWrong = Self.said(reduce(&state, .lineTyped(Self.typed(q, wrong, in: state, lesson))))
            #expect(afterWrong.first?.kind == .wrong, "\(context): \(afterWrong.map(\.kind))")
            Self.expectModel(afterWrong.filter { [.model, .sound, .clap].contains($0.kind) }, of: q, game: game, in: pack, context + " after a wrong answer")
            let right = try #require(q.answers.firstIndex { $0.id == q.correct })
            let afterRight = Self.said(reduce(&state, .lineTyped(Self.typed(q, right, in: state, lesson))))
            #expect(afterRight.first?.kind == .right, "\(context): \(afterRight.map(\.kind))")
            Self.expectModel(afterRight.filter { [.model, .sound, .clap].contains($0.kind) }, of: q, game: game, in: pack, context + " after the right answer")
            #expect(state.caption?.contains(afterRight.first?.text ?? "?") == true && afterRight.filter { $0.kind == .model }.allSatisfy { state.caption?.contains($0.text) == true },
                    "\(context): the caption shows the praise and the model: \(state.caption ?? "none")")
        }
    }

    /// The line a child types for the tile at `index`: its number where the tiles are numbers, else its place.
    static func typed(_ q: Question, _ index: Int, in state: AppState, _ lesson: Lesson) -> String {
        q.saidAsNumbers ? q.answers[index].label : "\((lesson.order.firstIndex(of: index) ?? index) + 1)"
    }

    @Test("a game is introduced once a day: not again after a question of it was tried today, again the next day; not twice in a run")
    func onceADay() throws {
        let pack = try Fixtures.english()
        let listen = try #require(pack.activities.first { $0.id == "listen" })
        let rhymes = listen.questions.filter { $0.id.contains(".rhymes.") }
        var progress = Progress()
        progress.review(rhymes[0], of: listen, right: true, at: 10 * Self.day + 60, day: 10)
        let today = try start(pack, rhymes[1].id, progress: progress, now: 10 * Self.day + 3_600)
        #expect(!today.said.contains { $0.kind == .introduction }, "tried today: \(today.said.map(\.kind))")
        #expect(today.said.first?.kind == .question && today.said.first?.queued == false)
        let tomorrow = try start(pack, rhymes[1].id, progress: progress, now: 11 * Self.day + 3_600)
        #expect(tomorrow.said.first?.kind == .introduction, "the next day: \(tomorrow.said.map(\.kind))")
        // In one run: introduced, then back home and the same game again before any answer: not introduced again.
        var (state, _) = try start(pack, rhymes[1].id)
        _ = reduce(&state, .lineTyped("b"))
        let card = try #require(state.homeCards.firstIndex { pack.activities[$0].id == "listen" })
        let again = Self.said(reduce(&state, .lineTyped("\(card + 1)")))
        #expect(!again.contains { $0.kind == .introduction && $0.subject?.contains(".rhymes.") == true }, "\(again.map { "\($0.kind) \($0.subject ?? "")" })")
    }

    @Test("Enter while a game is introduced cuts the introduction and asks the question: it never answers a tile; Enter afterwards chooses")
    func enterSkips() throws {
        let pack = try Fixtures.english()
        let q = try #require(try Self.firstOfEachGame(pack).first { $0.game == "rhymes" }?.question)
        var (state, said) = try start(pack, q.id)
        _ = reduce(&state, .speechStarted(said[0].serial))
        #expect(state.introducing)
        let skipped = reduce(&state, .keyPressed(.enter))
        #expect(skipped.first == .stopSpeech, "\(skipped)")
        #expect(Self.said(skipped).first?.kind == .question && Self.said(skipped).first?.queued == false, "\(Self.said(skipped).map(\.kind))")
        #expect((state.top as? Lesson)?.answered == false && (state.top as? Lesson)?.setAside.isEmpty == true, "Enter answered nothing")
        #expect(!state.introducing)
        let chosen = Self.said(reduce(&state, .keyPressed(.enter)))
        #expect(chosen.first.map { [.right, .wrong].contains($0.kind) } == true, "Enter now chooses the tile in focus: \(chosen.map(\.kind))")
        // The introduction heard to its end: Enter chooses at once.
        var (heard, saidAgain) = try start(pack, q.id)
        let prompt = try #require(saidAgain.first { $0.kind == .question })
        for utterance in saidAgain where utterance.serial < prompt.serial { _ = reduce(&heard, .speechFinished(utterance.serial)) }
        #expect(!heard.introducing)
        saidAgain = Self.said(reduce(&heard, .keyPressed(.enter)))
        #expect(saidAgain.first.map { [.right, .wrong].contains($0.kind) } == true, "\(saidAgain.map(\.kind))")
    }
}
