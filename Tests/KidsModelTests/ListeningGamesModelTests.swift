import Testing
@testable import KidsModel

/// The listening games through the reducer: what a syllables question does with Space and when asked again, what
/// a blend and a clap are beside a screen reader, and what odd one out shows, says and checks.
@Suite("The listening games, step by step")
struct ListeningGamesModelTests {
    /// The shipped English pack at `question` of the listening card, its speech logged (not muted) unless `muted`.
    func start(_ question: String, readerSpeaks: Bool = false) throws -> (state: AppState, effects: [Effect]) {
        let pack = try Fixtures.english()
        var state = AppState(content: pack, size: Size(width: 80, height: 24), now: 0, gateSeed: 1,
                             screenReader: readerSpeaks ? "Fenrir" : nil, readerSpeaks: readerSpeaks, lineMode: readerSpeaks)
        let effects = reduce(&state, .started(try Launch(activity: "listen", question: question, in: pack)))
        return (state, effects)
    }

    func said(_ effects: [Effect]) -> [Utterance] {
        effects.compactMap { if case .speak(let said) = $0 { return said } else { return nil } }
    }

    @Test("a syllables question is on the clapping screen: Space claps, the focus goes to that number, said; Enter answers")
    func clapping() throws {
        var (state, _) = try start("listen.syllables.butterfly")
        #expect(state.screenID == .clapping)
        #expect(CommandTable.command(for: .character(" "), in: .clapping) == Syllables.command(.clap))
        #expect(CommandTable.command(for: .character("h"), in: .clapping) == .hearAgain)
        for n in 1...3 {
            let effects = reduce(&state, .keyPressed(.character(" ")))
            #expect(said(effects).map(\.kind) == [.clap, .focus], "clap \(n)")
            #expect(said(effects).last?.text == "\(n)")
            #expect(state.focus == .answer("\(n)"))
        }
        let answered = said(reduce(&state, .keyPressed(.enter)))
        #expect(answered.contains { $0.kind == .right }, "\(answered)")
    }

    @Test("claps start again after a wrong answer; a number set aside is said so, and Enter then hears the question again")
    func clappingAfterAWrongAnswer() throws {
        var (state, _) = try start("listen.syllables.butterfly")
        for _ in 1...2 { _ = reduce(&state, .keyPressed(.character(" "))) }
        #expect(said(reduce(&state, .keyPressed(.enter))).contains { $0.kind == .wrong })
        #expect((state.top as? Lesson)?.game == GameState(Syllables.self, 0))
        _ = reduce(&state, .keyPressed(.character(" ")))
        let second = said(reduce(&state, .keyPressed(.character(" "))))
        #expect(second.last?.text == "2 (set aside)")
        #expect(state.focus == .button(.hearAgain))
        #expect(said(reduce(&state, .keyPressed(.enter))).first?.kind == .again)
    }

    @Test("clapping past the last number starts again at one")
    func clappingGoesRound() throws {
        var (state, _) = try start("listen.syllables.butterfly")
        let tiles = (state.top as? Lesson).map { state.question(of: $0).answers.count } ?? 0
        for _ in 0...tiles { _ = reduce(&state, .keyPressed(.character(" "))) }
        #expect(state.focus == .answer("1"))
    }

    @Test("asked again, the word is said slowly, a syllable and a clap at a time, then the numbers")
    func slowly() throws {
        var (state, _) = try start("listen.syllables.butterfly")
        let q = try #require((state.top as? Lesson).map { state.question(of: $0) })
        let effects = said(reduce(&state, .keyPressed(.character("h"))))
        #expect(effects.map(\.kind) == [.again] + q.pieces.flatMap { _ in [Utterance.Kind.sound, .clap] } + [.options, .notice])
        #expect(effects.last?.text == "Clap with Space, once a syllable, then press Enter.")
        #expect(effects.filter { $0.kind == .sound }.map(\.text) == q.pieces)
        #expect(effects.filter { $0.kind == .sound }.allSatisfy { $0.slower })
    }

    @Test("beside a screen reader the app's voice says only what no line can: a blend's sounds, a word's syllables and claps")
    func besideAScreenReader() throws {
        let (_, blend) = try start("listen.blending.shoe", readerSpeaks: true)
        // The game's introduction plays its example's sounds, then the question's: the lines say the rest.
        let playing = said(blend).filter { !$0.muted }
        #expect(playing.map(\.kind) == [.sound, .sound], "\(said(blend).map { "\($0.kind) \($0.muted)" })")
        #expect(playing.allSatisfy { $0.voiced?.hasPrefix("[[") == true })
        var (state, _) = try start("listen.syllables.butterfly", readerSpeaks: true)
        let again = said(reduce(&state, .lineTyped("h")))
        #expect(Set(again.filter { !$0.muted }.map(\.kind)) == [.sound, .clap], "\(again.map { "\($0.kind) \($0.muted)" })")
        #expect(again.filter { $0.kind == .again || $0.kind == .options }.allSatisfy { $0.muted }, "the screen reader reads those lines")
    }

    @Test("the games of words that go together take what they share from WordGroupGame, not ActivityKind's defaults")
    func wordGroupGames() throws {
        for name in ["rhymes", "first-sounds"] {
            let kind = try #require(Activities.maker(name))
            #expect(kind.saysItsPictures && kind.required == ["word"] && kind.placeholders == ["word"], "\(name)")
            #expect(kind.rules.map(\.rawValue) == [name == "rhymes" ? "rhyme" : "first-sound", "ipa-missing"])
        }
    }

    @Test("a round of the listening card deals its games in turn, odd one out among them from level 2")
    func dealtInTurn() throws {
        let listen = try #require(try Fixtures.english().activities.first { $0.id == "listen" })
        let first = listen.questions(at: 1).prefix(4).map { listen.questions[$0].game }
        #expect(first == ["rhymes", "first-sounds", "blending", "syllables"])
        for level in [2, 3] {
            let dealt = listen.questions(at: level).prefix(5).map { listen.questions[$0].game }
            #expect(dealt == ["rhymes", "first-sounds", "blending", "syllables", "odd-one-out"], "level \(level)")
        }
    }

    @Test("odd one out shows no picture of its own: its sentence, the words as picture tiles, said with their keys after it")
    func oddOneOut() throws {
        let (state, effects) = try start("listen.odd-one-out.bee")
        let q = try #require((state.top as? Lesson).map { state.question(of: $0) })
        #expect(state.screenID == .lesson)
        #expect(q.text == "Which one does not rhyme?" && q.spoken == q.text && q.picture.isEmpty && q.correct == "bee")
        #expect(Set(q.answers.map(\.id)) == ["dog", "frog", "bee"] && q.answers.allSatisfy { $0.picture == $0.id && $0.spoken == $0.label })
        let spoken = said(effects).filter { $0.kind == .question || $0.kind == .options }
        #expect(spoken.map(\.kind) == [.question, .options])
        #expect(spoken.first?.text == "Which one does not rhyme?")
        #expect(spoken.last?.text == q.answers.enumerated().map { "\($0.offset + 1): \($0.element.label)" }.joined(separator: "; ") + ".",
                "\(spoken.last?.text ?? "")")
    }

    @Test("odd one out is checked by the rhymes of the pictures' IPA: the others all rhyme, the odd one does not")
    func oddOneOutChecked() throws {
        let pictures = try Fixtures.english().pictures
        func problems(_ words: [String]) -> [String] {
            let tiles = words.map { Answer(id: $0, label: $0, picture: $0) }
            var q = Question(id: "listen.odd", text: "Which one does not rhyme?", spoken: "Which one does not rhyme?",
                             picture: QuestionPicture(name: ""), answers: tiles, correct: words.last ?? "")
            q.game = "odd-one-out"
            return (Activities.maker("odd-one-out")?.problems(q, pictures: pictures) ?? [(.generator, "no kind")]).map { $0.rule.rawValue + ": " + $0.detail }
        }
        #expect(problems(["dog", "frog", "bee"]).isEmpty)
        #expect(problems(["cat", "hat", "rat", "map"]).isEmpty, "a near rhyme is odd: /ap/ is not /at/")
        #expect(problems(["cat", "hat", "rat"]) == ["odd-one-out: the odd one 'rat' /ɹˈat/ ('at') rhymes with 'cat', 'hat': it must not"])
        #expect(problems(["car", "fish", "star"]) == ["odd-one-out: the words that should rhyme, besides the odd one 'star', do not: 'car' /kˈɑː/ ('ɑː'), 'fish' /fˈɪʃ/ ('ɪʃ')"])
        #expect(problems(["cat", "dog"]).first?.hasPrefix("odd-one-out: besides the odd one 'dog', two or three words") == true)
        #expect(problems(["cat", "hat", "kite"]) == ["ipa-missing: picture 'kite' has no 'ipa' to hear its sounds by"])
    }
}
