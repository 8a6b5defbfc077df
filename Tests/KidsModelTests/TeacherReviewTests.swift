import Foundation
import Testing
@testable import KidsModel

/// What the teachers' second review of issue 57 found in the words, held by a rule wherever one can catch it.
@Suite("The teachers' review of the words")
struct TeacherReviewTests {
    @Test("no two cards of a pack begin alike (Spanish Teclas beside Teclado sounded the same to a child who cannot read)")
    func cardsSoundApart() throws {
        for (language, pack) in try Fixtures.shippedPacks() {
            let starts = pack.activities.map { ContentChecker.unaccented($0.title.lowercased().prefix(5)) }
            #expect(Set(starts).count == starts.count, "\(language): \(pack.activities.map(\.title))")
        }
    }

    @Test("French: the bird that does not fly is un manchot, never un pingouin (the auk, which flies), in every file of the pack")
    func manchot() throws {
        let french = try #require(try Fixtures.shippedPacks().first { $0.language == "fr" }).pack
        #expect(french.pictures["penguin"]?.label == "manchot")
        let folder = Fixtures.root.appendingPathComponent("Content/fr").path
        for file in try FileManager.default.contentsOfDirectory(atPath: folder) where file.hasSuffix(".json") {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            #expect(!text.lowercased().contains("pingouin"), "\(file)")
        }
    }

    @Test("a child's animal named in a French or Spanish sentence is a name in guillemets after a noun (l’enfant « hibou », al niño «búho»), never a bare noun without its article")
    func animalAsName() throws {
        let key = "Remove {child}? Its stars and progress leave this computer's list; the file is kept aside."
        for (language, pack) in try Fixtures.shippedPacks() where ["fr", "es"].contains(language) {
            let said = pack.words(key, ["child": "hibou"])
            #expect(said.contains("« hibou »") || said.contains("«hibou»"), "\(language): \(said)")
        }
    }

    @Test("the grown-ups' screen says what is to be practised again in plain words, not a teacher's 'in review'")
    func plainWords() throws {
        for (language, pack) in try Fixtures.shippedPacks() {
            var progress = KidsModel.Progress()
            progress.review("counting.sun.1", in: pack, right: false, at: 100)
            let state = AppState(content: pack, progress: progress, size: Size(width: 80, height: 24), now: 200, gateSeed: 1, muted: true)
            let spoken = ScreenModel.summary(state).map(\.reviewSpoken).joined(separator: " ")
            #expect(!spoken.contains("in review") && !spoken.contains("{"), "\(language): \(spoken)")
        }
        #expect(ScreenModel.summary(AppState(content: try Fixtures.english(), size: Size(width: 80, height: 24), now: 0, gateSeed: 1))
            .first?.reviewSpoken == "0 to practise again.")
    }

    @Test("French: phoque is /fɔk/, an open o, as the voice says it (a lexicon entry) and as its blend's sounds are")
    func phoque() throws {
        let french = try #require(try Fixtures.shippedPacks().first { $0.language == "fr" }).pack
        #expect(french.pictures["seal"]?.ipa == "fˈɔk")
        #expect(french.pronunciation.lexicon(for: french.voice).phonemes(of: "phoque") == "f'Ok")
        let listen = try #require(french.activities.first { $0.id == "listen" })
        let blend = try #require(listen.questions.first { $0.id == "listen.blending.seal" })
        #expect(blend.pieces == ["f", "ɔ", "k"], "\(blend.pieces)")
    }

    @Test("a tile shows words that are heard: every word of its label is a word of what is said for it (French 'canard' said 'des petits canards')")
    func tilesSayWhatIsHeard() throws {
        for (language, pack) in try Fixtures.shippedPacks() {
            let questions = pack.activities.flatMap { $0.questions + $0.stories.flatMap(\.questions) }
            for q in questions {
                // A letter's tile is said by the letter's name ("R", la letra erre).
                for answer in q.answers where answer.label.count > 1 && answer.spoken != answer.label {
                    let heard = Set(answer.spoken.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init))
                    let shown = answer.label.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
                    #expect(shown.allSatisfy(heard.contains), "\(language) \(q.id): the tile '\(answer.label)' is said '\(answer.spoken)'")
                }
            }
        }
    }

    @Test("a child hears the stars it has on home's cards, never the total still to earn ('11 of 116 stars')")
    func starsWithoutTotal() throws {
        for (language, pack) in try Fixtures.shippedPacks() {
            let listen = try #require(pack.activities.first { $0.id == "listen" })
            var progress = KidsModel.Progress()
            for q in listen.questions.prefix(11) { _ = progress.earnStar(q.id, at: 100) }
            let state = AppState(content: pack, progress: progress, size: Size(width: 80, height: 24), now: 200, gateSeed: 1, muted: true)
            let card = try #require(ScreenModel(state).parts.map(\.text).first { $0.contains(listen.title) }, "\(language): the listening card")
            #expect(card.contains(pack.stars(11)) && !card.contains("\(listen.questions.count)"), "\(language): \(card)")
        }
    }

    @Test("Spanish and French counts that end in one agree with the feminine star when said (veintiuna estrellas, vingt et une étoiles); the screen keeps the digits")
    func feminineCounts() throws {
        let packs = Dictionary(uniqueKeysWithValues: try Fixtures.shippedPacks().map { ($0.language, $0.pack) })
        let es = try #require(packs["es"]), fr = try #require(packs["fr"]), de = try #require(packs["de"])
        #expect(es.stars(21, voiced: true) == "veintiuna estrellas" && es.stars(21) == "21 estrellas")
        #expect(es.stars(31, voiced: true) == "treinta y una estrellas" && es.stars(201, voiced: true) == "doscientas una estrellas")
        #expect(es.stars(1, voiced: true) == "una estrella" && es.stars(22, voiced: true) == "22 estrellas" && es.stars(11, voiced: true) == "11 estrellas")
        #expect(fr.stars(21, voiced: true) == "vingt et une étoiles" && fr.stars(81, voiced: true) == "quatre-vingt-une étoiles")
        #expect(fr.stars(101, voiced: true) == "cent une étoiles" && fr.stars(71, voiced: true) == "71 étoiles" && fr.stars(1, voiced: true) == "une étoile")
        #expect(de.stars(21, voiced: true) == de.stars(21), "German numbers do not agree")
        // The round's end, heard: the stars the child has, agreeing; never the card's total.
        let listen = try #require(es.activities.firstIndex { $0.id == "listen" })
        var progress = KidsModel.Progress()
        for q in es.activities[listen].questions.prefix(21) { _ = progress.earnStar(q.id, at: 100) }
        var state = AppState(content: es, progress: progress, size: Size(width: 80, height: 24), now: 200, gateSeed: 1, muted: true)
        let done = Done.show(listen, &state).compactMap { if case .speak(let said) = $0 { return said } else { return nil } }.first
        #expect(done?.voiced?.lowercased().contains("veintiuna estrellas") == true && done?.text.contains("21 estrellas") == true, "\(String(describing: done))")
        #expect(done?.text.contains("\(es.activities[listen].questions.count)") == false, "\(String(describing: done?.text))")
        // Home's card as line mode prints it, which a screen reader reads: the count agreeing, in words.
        _ = state.home(from: listen)
        let card = try #require(ScreenModel(state).parts.first { $0.text.contains(es.activities[listen].title) })
        #expect(card.spoken?.contains("veintiuna estrellas") == true && card.text.contains("21 estrellas"), "\(card)")
    }
}
