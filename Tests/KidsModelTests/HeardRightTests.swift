import Foundation
import KidsStore
import Testing
@testable import KidsModel

/// Heard right, in the model: the lexicon given to the voice word for word and applied to all that is said, the
/// comparison's notation, numbers that agree, listening levels that show no answer, and questions a teacher can tell
/// apart.
@Suite("Heard right")
struct HeardRightTests {
    static func shipped(_ language: String) throws -> ContentPack {
        try PackFolder.load(folder: Fixtures.root.appendingPathComponent("Content/" + language).path).get()
    }

    @Test("a lexicon word is given to the voice as phonemes, word for word, its marks after it kept and before it dropped")
    func lexiconVoicesWords() {
        let lexicon = Lexicon(["Pinguin": "p'INgui:n", "pingüino": "p,iNgw'ino", "l’hexagone": "lEgzag'On"])
        #expect(lexicon.voiced("Der kleine Pinguin wohnt am Meer.") == "Der kleine [[p'INgui:n]] wohnt am Meer.")
        #expect(lexicon.voiced("PINGUIN!") == "[[p'INgui:n]]!")
        #expect(lexicon.voiced("¡Un pingüino!") == "¡Un [[p,iNgw'ino]]!")
        #expect(lexicon.voiced("«pingüino»") == "[[p,iNgw'ino]]»", "eSpeak says nothing of «[[…]]")
        #expect(lexicon.voiced("C'est l'hexagone.") == "C'est [[lEgzag'On]].", "apostrophes of either kind match")
        #expect(lexicon.voiced("Pinguine und Pinguinen") == nil, "another form is another entry")
        #expect(lexicon.voiced("Der [[p'INgui:n]] schwimmt.") == nil, "phoneme input is left alone")
        let text = "Der Pinguin, der Pinguin und der Mond."
        #expect(lexicon.voiced(text).map { $0.split(separator: " ").count } == text.split(separator: " ").count)
        #expect(Lexicon().voiced(text) == nil)
    }

    /// The classic pack with a lexicon, one entry of its own for the Scottish voice.
    static func classicWithLexicon() throws -> ContentPack {
        var files = try Fixtures.packFiles()
        try Fixtures.edit(&files, "pack.json") {
            $0["lexicon"] = ["apples": "'ap@lz"]
            $0["lexiconByVoice"] = ["en-gb-scotland": ["apples": "'{p@lz"]]
        }
        return try ContentLoader.load(files: files).get()
    }

    @Test("the reducer gives every utterance the lexicon of the voice speaking, and leaves its text as shown")
    func reducerAppliesTheLexicon() throws {
        let pack = try Self.classicWithLexicon()
        let question = try #require(pack.activities[0].questions.first { $0.spoken.contains("apples") })
        for (voice, phonemes) in [(nil, "'ap@lz"), ("en-gb-scotland", "'{p@lz")] {
            var state = AppState(content: pack, progress: Progress(settings: Settings(voice: voice)), size: Size(width: 80, height: 24),
                                 now: 0, gateSeed: 1, muted: true)
            let effects = reduce(&state, .started(try Launch(activity: pack.activities[0].id, question: question.id, in: pack)))
            let asked = effects.compactMap { effect -> Utterance? in
                if case .speak(let said) = effect, said.kind == .question { return said }
                return nil
            }
            #expect(asked.map(\.text) == [question.spoken])
            #expect(asked.map(\.voiced) == [question.spoken.replacing("apples", with: "[[\(phonemes)]]")], "voice \(voice ?? pack.voice)")
        }
    }

    @Test("the lexicon's words are among the taught words as the voice says them")
    func taughtWordsUseTheLexicon() throws {
        let german = try Self.shipped("de")
        let words = german.taughtWords(voice: german.voice)
        #expect(words.first { $0.word == "Pinguin" }?.voiced == "[[p'INgui:n]]")
        #expect(words.first { $0.word == "7" }?.kind == .number)
        #expect(Set(words.filter { $0.kind == .letterName }.map(\.word)).isSuperset(of: ["A", "M", "Z"]))
        #expect(words.contains { $0.kind == .letterSound && $0.word == "m" && $0.voiced.hasPrefix("[[_:_:") })
        let spanish = try Self.shipped("es")
        #expect(spanish.taughtWords(voice: spanish.voice).first { $0.word == "R" }?.voiced == "erre", "a letter's name for the voice")
    }

    @Test("the comparison ignores notation and keeps what is heard: vowel quality and length, a missing sound")
    func phoneticForm() {
        let german = PhoneticForm(variety: "de")
        #expect(german.matches("m ˈɔ n t", ["m oː n t"]) == false, "Mond with a short o is heard")
        #expect(german.matches("m ˈoː n t", ["m oː n t"]))
        #expect(german.matches("t s v ˈaɪ", ["t͡s v aɪ̯"]), "ties and the non-syllabic mark are notation")
        #expect(german.matches("p ˈɪ ŋ uː ˌɪ n", ["p ɪ ŋ ɡ u̯ iː n"]) == false, "Ping-u-in is heard")
        #expect(german.matches("f ˈɛ n s t ɜ", ["f ɛ n s t ɐ"]), "eSpeak writes ɐ as ɜ")
        let american = PhoneticForm(variety: "en-us")
        #expect(american.matches("t ˈɜ ɾ əl", ["t ɝ t l̩"]), "a flap is t, a syllabic l a schwa and l")
        #expect(american.matches("h ˈɛ k s æ ɡ ə n", ["h ɛ k s ə ɡ ɑ n"]) == false, "hex-A-gon is heard")
        #expect(american.matches("m ˈuː n", ["m u n"]), "American rows write no length")
        let british = PhoneticForm(variety: "en-gb")
        #expect(british.matches("k ˈa t", ["k æ t"]), "one TRAP vowel, two spellings")
        #expect(british.matches("s t ˈɑː", ["s t ɑː ɹ"]), "no r at the end in British English")
        #expect(british.matches("z ˈɛ d", ["z iː"]) == false, "zed is not zee")
        let french = PhoneticForm(variety: "fr")
        #expect(french.matches("ʁ o b ˈo", ["ʁ ɔ b o"]), "the mid vowels are one")
        #expect(french.matches("p y i", ["p ɥ i"]))
        #expect(french.matches("œ̃", ["ɛ̃"]))
        let spanish = PhoneticForm(variety: "es")
        #expect(spanish.matches("e s t ɾ ˈe ʎ a", ["e s t ɾ e ʝ a"]), "ll and y are both of Spain")
        #expect(spanish.matches("p ˈe r o", ["p e ɾ o"]) == false, "perro is not pero")
    }

    @Test("a count's one form may write the word for one: une étoile, 0 étoile, ein Stern; its placeholder is kept")
    func numbersAgree() throws {
        #expect(Words.fill("{n:une} étoile", ["n": "1"]) == "une étoile")
        #expect(Words.fill("{n:une} étoile", ["n": "0"]) == "0 étoile")
        #expect(Words.fill("{stars:ein} Stern von {total}", ["stars": "1", "total": "80"]) == "ein Stern von 80")
        #expect(Words.placeholders("{n:une} étoile") == ["n"])
        let french = try Self.shipped("fr"), german = try Self.shipped("de"), spanish = try Self.shipped("es")
        let english = try Fixtures.english()
        #expect(french.stars(1) == "une étoile" && french.stars(0) == "0 étoile" && french.stars(2) == "2 étoiles")
        #expect(french.stars(1, of: 80) == "une étoile sur 80")
        #expect(german.stars(1) == "ein Stern" && german.stars(1, of: 80) == "ein Stern von 80")
        #expect(spanish.stars(1) == "una estrella" && spanish.stars(1, of: 80) == "una estrella de 80")
        #expect(english.stars(1, of: 80) == "1 of 80 stars" && english.stars(1) == "1 star")
    }

    @Test("check-content refuses a one form with the bare number before its noun in a language whose one agrees")
    func numberAgreementRule() throws {
        func problems(language: String, one: String) throws -> [ContentProblem] {
            var files = try Fixtures.packFiles()
            try Fixtures.edit(&files, "pack.json") {
                $0["language"] = language
                $0["words"] = ["{n} star": one, "{n} stars": "{n} étoiles"]
            }
            guard case .failure(.invalid(let found)) = ContentLoader.load(files: files) else { return [] }
            return found.filter { $0.rule == .numberAgreement }
        }
        #expect(try problems(language: "fr", one: "{n} étoile").map(\.detail).first?.contains("{n:une}") == true)
        #expect(try problems(language: "fr", one: "{n:une} étoile").isEmpty)
        #expect(try problems(language: "en", one: "{n} star").isEmpty, "English one is one for every noun")
        #expect(try problems(language: "de", one: "Sterne: {n}").isEmpty, "no word after the number")
    }

    @Test("listening levels show a speaker mark, never the sound or the word, and give the voice the word, in every pack")
    func listeningLevelsHideTheAnswer() throws {
        for language in ["en", "fr", "es", "de"] {
            let pack = try Self.shipped(language)
            let listening = pack.activities.flatMap(\.questions).filter { $0.id.contains(".sound.") || $0.id.contains(".word.") }
            #expect(listening.count >= 20, "\(language): \(listening.count)")
            for q in listening {
                #expect(q.spoken.contains(Generator.soundMark) && q.text.contains(Generator.soundMark), "\(q.id): \(q.spoken)")
                let voiced = try #require(q.voiced)
                if let word = q.word {
                    #expect(!q.spoken.lowercased().contains(word.lowercased()) && voiced.contains(word), "\(q.id): \(q.spoken) / \(voiced)")
                } else {
                    #expect(!q.spoken.contains("/") && voiced.contains("[[_:_:"), "\(q.id): \(q.spoken) / \(voiced)")
                }
                // Heard = shown for the rest: the sentence shown and the one voiced differ in that one word.
                let shown = q.spoken.split(separator: " "), said = voiced.split(separator: " ")
                #expect(shown.count == said.count && zip(shown, said).filter { $0 != $1 }.count == 1, "\(q.id): \(q.spoken) / \(voiced)")
            }
        }
    }

    @Test("a teacher's list tells questions apart by their answer when their text does not")
    func teacherText() throws {
        let english = try Fixtures.english()
        let questions = english.activities.flatMap(\.questions)
        func named(_ id: String) throws -> String { try #require(questions.first { $0.id == id }).teacherText }
        #expect(try named("counting.apple.13") == "How many apples? (13)")
        #expect(try named("shapes.hexagon") == "What shape is this? (hexagon)")
        #expect(try named("keyboard.sound.m") == "Which key says this sound: /m/?")
        #expect(try named("keyboard.word.ball") == "Press the first letter of this word: ball. (B)")
        #expect(try named("keyboard.home.f") == "Press F.", "the text says its answer already")
        // Two questions named alike ask the very same thing (F in the home row and among the consonants).
        let named = Dictionary(grouping: questions, by: \.teacherText)
        #expect(named.count > 250)
        for (text, alike) in named where alike.count > 1 {
            #expect(Set(alike.map { [$0.spoken, $0.correct] }).count == 1, "'\(text)' names \(alike.map(\.id))")
        }
    }

    @Test("a pack's voices by region: the locale's region chooses, else the pack's own voice")
    func voicesByRegion() throws {
        let english = try Fixtures.english()
        #expect(english.voice == "en")
        #expect(english.voice(region: "GB") == "en" && english.voice(region: "US") == "en-us" && english.voice(region: "AU") == "en")
        #expect(english.voice(region: nil) == "en")
    }
}

extension HeardRightTests {
    @Test("a story that says a word starts with a letter is refused when the word starts with a digraph (Chat, C)")
    func startsWithDigraph() {
        #expect(ContentChecker.startsWithSlips(in: "Non, chat commence par C.", language: "fr").count == 1)
        #expect(ContentChecker.startsWithSlips(in: "Non, chat ne commence pas par B.", language: "fr").isEmpty)
        #expect(ContentChecker.startsWithSlips(in: "Cat starts with C, like car.", language: "en").isEmpty)
        #expect(ContentChecker.startsWithSlips(in: "And chair starts with C!", language: "en").count == 1)
        #expect(ContentChecker.startsWithSlips(in: "Schaf fängt mit S an.", language: "de").count == 1)
        #expect(ContentChecker.startsWithSlips(in: "Chocolate starts with C.", language: "xx").isEmpty, "a language without its digraphs")
    }
}

extension HeardRightTests {
    @Test("the done sentence's stars begin a sentence after a full stop, not after a colon")
    func doneSentenceCapital() throws {
        for (language, done, expected) in [("fr", nil as String?, "Terminé ! Tu as réussi ! Une étoile."),
                                           ("de", "Fertig! Deine Sterne:", "Fertig! Deine Sterne: ein Stern.")] {
            var pack = try Self.shipped(language)
            if let done { pack.sentences.done = done }
            let counting = try #require(pack.activityIndex(id: "counting"))
            let one = try #require(pack.activities[counting].questions.first).id
            let state = AppState(content: pack, progress: Progress(stars: [one: 1]), size: Size(width: 80, height: 24), now: 0, gateSeed: 1, muted: true)
            #expect(Done.sentence(pack.activities[counting], state).hasPrefix(expected), "\(Done.sentence(pack.activities[counting], state))")
        }
    }
}

extension HeardRightTests {
    @Test("a voice's own entries win over the pack's whatever their letter case; voices and regions are matched in any case")
    func lexiconByVoiceMerges() throws {
        let pronunciation = Pronunciation(lexicon: Lexicon(["Pentagon": "p'Ent@g@n", "Hmm": "h'm-:"]), byVoice: ["EN-US": ["pentagon": "p'Ent@g,0n"]])
        let american = pronunciation.lexicon(for: "en-us")
        #expect(american.phonemes(of: "Pentagon") == "p'Ent@g,0n" && american.phonemes(of: "hmm") == "h'm-:")
        #expect(american.entries == ["pentagon": "p'Ent@g,0n", "Hmm": "h'm-:"], "one entry a word")
        #expect(pronunciation.lexicon(for: "en").phonemes(of: "pentagon") == "p'Ent@g@n")
        var files = try Fixtures.packFiles()
        try Fixtures.edit(&files, "pack.json") { $0["voices"] = ["gb": "en", "us": "en-us", "ca": "en-us"] }
        let pack = try ContentLoader.load(files: files).get()
        #expect(pack.voice(region: "US") == "en-us" && pack.voice(region: "gb") == "en")
        #expect(pack.allVoices == [pack.voice] + (pack.voice == "en-us" ? ["en"] : ["en", "en-us"]).filter { $0 != pack.voice }, "\(pack.allVoices)")
    }

    @Test("check-content refuses a lexicon word with marks or spaces, phonemes with spaces or brackets, and one word twice")
    func lexiconRules() {
        let found = ContentChecker.lexiconProblems(["Pinguin!": "p'INgui:n", "Mond": "m'o:nt [[x]]", "mond": "m'o:nt", "": "x"],
                                                   byVoice: ["en-us": ["hexagon": "h'Eks@g,0n"]])
        let details = found.map(\.detail)
        #expect(details.contains { $0.hasPrefix("lexicon[\"Pinguin!\"]") && $0.contains("without marks") }, "\(details)")
        #expect(details.contains { $0.hasPrefix("lexicon[\"\"]") }, "\(details)")
        #expect(details.contains { $0.hasPrefix("lexicon[\"Mond\"]") && $0.contains("without spaces or brackets") }, "\(details)")
        #expect(details.contains { $0.hasPrefix("lexicon[\"mond\"]") && $0.contains("'Mond' is the same word") }, "\(details)")
        #expect(found.count == 4 && found.allSatisfy { $0.rule == .lexicon }, "\(details)")
    }

    @Test("the lexicon applied is the voice that speaks: --voice, until grown-ups choose one")
    func voiceOption() throws {
        let pack = try Self.classicWithLexicon()
        var state = AppState(content: pack, size: Size(width: 80, height: 24), now: 0, gateSeed: 1, muted: true, voice: "en-gb-scotland")
        #expect(state.voiceName == "en-gb-scotland")
        state.progress.settings.voice = "en-us"
        #expect(state.voiceName == "en-gb-scotland", "the command line wins over a saved voice")
        state.voices = ["en", "en-us"]
        state.overlays = [.grownUps(GrownUps())]
        _ = GrownUps.change(.voice, &state)
        #expect(state.voiceName != "en-gb-scotland" && state.voiceOption == nil, "a voice chosen by grown-ups speaks from then on")
    }
}
