import Testing
@testable import KidsModel

/// The Words card through the reducer and its taught order: what Read it says and lights, what each key says in Spell
/// it and what a wrong letter is told, how sounds are tapped; and, for every shipped pack, the card the issue asked for.
@Suite("The Words card, step by step")
struct WordsModelTests {
    /// The shipped `language` pack at `question` of the Words card, its speech logged (not muted); in line mode if asked.
    func start(_ question: String, language: String = "en", lineMode: Bool = false) throws -> (state: AppState, effects: [Effect]) {
        let pack = try Fixtures.shippedPacks().first { $0.language == language }!.pack
        var state = AppState(content: pack, size: Size(width: 80, height: 24), now: 0, gateSeed: 1, lineMode: lineMode)
        let effects = reduce(&state, .started(try Launch(activity: "words", question: question, in: pack)))
        return (state, effects)
    }

    func said(_ effects: [Effect]) -> [Utterance] {
        effects.compactMap { if case .speak(let said) = $0 { return said } else { return nil } }
    }

    func typed(_ state: AppState) -> String? { (state.top as? Lesson)?.game?.value.base as? String }

    @Test("Read it shows the word large, names its letters, and sounds it out only when asked or after a wrong answer")
    func readIt() throws {
        var (state, effects) = try start("words.read.cat")
        let first = said(effects)
        #expect(first.first?.text == "Read it: c a t. Which picture is it?")
        #expect(first.first?.voiced == "Read it: C, A, T. Which picture is it?")
        #expect(!first.contains { $0.kind == .sound }, "the child tries alone first")
        let model = ScreenModel(state)
        #expect(model.picture?.letters == ["c", "a", "t"] && model.picture?.name == "")
        let again = said(reduce(&state, .keyPressed(.character("h"))))
        #expect(again.filter { $0.kind == .sound }.map { $0.voiced ?? $0.text } == ["[[_:_:khh]]", "[[_:_:a]]", "[[_:_:thh]]", "cat"])
        #expect(again.filter { $0.kind == .sound }.prefix(3).map(\.reads) == [.part(.word, from: 0), .part(.word, from: 1), .part(.word, from: 2)])
        let q = state.question(of: state.lesson!)
        let wrong = q.answers.firstIndex { $0.id != q.correct }! + 1
        let after = said(reduce(&state, .keyPressed(.character(Character("\(wrong)")))))
        #expect(after.map(\.kind) == [.wrong, .sound, .sound, .sound, .sound], "\(after)")
    }

    @Test("Spell it: each key says its sound, the word grows; a wrong letter is named by its sound and the right letters stay")
    func spellIt() throws {
        var (state, _) = try start("words.spell.cat")
        #expect(state.screenID == .spelling)
        #expect(said(reduce(&state, .keyPressed(.character("c")))).map { $0.voiced } == ["[[_:_:khh]]"])
        _ = reduce(&state, .keyPressed(.character("A")))  // a capital is its small letter
        _ = reduce(&state, .keyPressed(.character("p")))
        #expect(typed(state) == "cap")
        #expect(ScreenModel(state).picture?.letters == ["c", "a", "p"])
        let checked = said(reduce(&state, .keyPressed(.enter)))
        #expect(checked.map(\.kind) == [.wrong, .wrong])
        #expect(checked.last?.text == "That says “p”. Next in cat comes “t”.")
        #expect(checked.last?.voiced == "That says [[_:_:phh]]. Next in cat comes [[_:_:thh]].")
        #expect(typed(state) == "ca", "the right letters stay")
        #expect((state.top as? Lesson)?.setAside == ["cap"])
        _ = reduce(&state, .keyPressed(.character("t")))
        #expect(said(reduce(&state, .keyPressed(.enter))).map(\.kind) == [.right])
        #expect((state.top as? Lesson)?.answered == true)
        _ = reduce(&state, .keyPressed(.enter))
        #expect(state.question(of: state.lesson!).id != "words.spell.cat", "Enter once spelled is the next question")
    }

    @Test("Spell it: a wrong first letter is told as a teacher says it; Backspace rubs out; in line mode a typed line is the word")
    func spellItFirstLetter() throws {
        var (state, _) = try start("words.spell.cat")
        _ = reduce(&state, .keyPressed(.character("k")))
        _ = reduce(&state, .keyPressed(.backspace))
        #expect(typed(state) == "")
        _ = reduce(&state, .keyPressed(.character("p")))
        #expect(said(reduce(&state, .keyPressed(.enter))).last?.text == "That says “p”. Cat starts with “c”.")
        var (line, _) = try start("words.spell.cat", lineMode: true)
        #expect(said(reduce(&line, .lineTyped("cot"))).last?.text == "That says “o”. Next in cat comes “a”.")
        #expect(typed(line) == "", "a line typed is the whole word again")
        #expect(said(reduce(&line, .lineTyped(" Cat "))).contains { $0.kind == .right })
    }

    @Test("Spell it: a letter with the right sound but not the word's spelling is told the spelling (k for the ck of sock)")
    func spellItSameSound() throws {
        var (state, _) = try start("words.spell.sock")
        for c in "sok" { _ = reduce(&state, .keyPressed(.character(c))) }
        #expect(said(reduce(&state, .keyPressed(.enter))).last?.text == "In sock, that sound is written “ck”.")
        #expect(typed(state) == "so")
    }

    @Test("Spell it: the second letter of a digraph, typed right, says the digraph's sound: s, then h, is /s/, then /ʃ/")
    func spellItDigraph() throws {
        var (state, _) = try start("words.spell.fish")
        let sounds = "fish".map { said(reduce(&state, .keyPressed(.character($0)))).first?.voiced }
        #expect(sounds == ["[[_:_:f:f:]]", "[[_:_:'I]]", "[[_:_:s:s:]]", "[[_:_:S:S:]]"])
    }

    @Test("Spell it: every accented letter of the four packs types itself, AZERTY's é (a digit on the keyboard's questions) too")
    func accentedLetters() throws {
        for c in "éèçàêñüöäß" {
            #expect(CommandTable.command(for: .character(c), in: .spelling) == SpellIt.command(.type).with(key: .character(c)), "\(c)")
        }
        #expect(CommandTable.command(for: .character("2"), in: .spelling) == nil, "a digit is no letter of a word")
    }

    @Test("Spell it: a letter typed right says its sound in the word (the soft r of Spanish pera), Backspace names what is left by the pack's names")
    func spellItInTheWord() throws {
        var (state, _) = try start("words.spell.pear", language: "es")
        let sounds = "per".map { said(reduce(&state, .keyPressed(.character($0)))).first?.voiced }
        #expect(sounds.last == "[[_:_:**]]", "the soft r, not the strong one the r key says alone: \(sounds)")
        let strong = state.content.activities.first { $0.id == "words" }?.phonics?.sound(ofKey: "r")?.voiced
        #expect(strong != sounds.last)
        #expect(said(reduce(&state, .keyPressed(.backspace))).first?.voiced == "P, E")
        _ = reduce(&state, .keyPressed(.character("r")))
        #expect(said(reduce(&state, .keyPressed(.backspace))).first?.text == "p e")
    }

    @Test("Read it: the tiles show pictures only, line mode still lists the words; the letters are named a grapheme together")
    func readItTiles() throws {
        let (state, effects) = try start("words.read.sheep")
        #expect(ScreenModel(state).controls.filter { if case .answer = $0.control { return true } else { return false } }.allSatisfy { $0.label.isEmpty })
        #expect(said(effects).first?.voiced == "Read it: S H, E E, P. Which picture is it?")
        #expect(ScreenModel(state).parts.filter { $0.role == .choices }.contains { $0.text.hasSuffix("sheep") })
    }

    @Test("How many sounds?: Space taps once a sound, the number said; the right number is the IPA's sounds")
    func soundCount() throws {
        var (state, _) = try start("words.sounds.tent")
        #expect(state.screenID == .sounding)
        #expect(state.question(of: state.lesson!).correct == "4")
        for n in 1...4 {
            let tapped = said(reduce(&state, .keyPressed(.character(" "))))
            #expect(tapped.map(\.kind) == [.soundTap, .focus] && tapped.last?.text == "\(n)")
        }
        #expect(said(reduce(&state, .keyPressed(.enter))).contains { $0.kind == .right })
        var (again, _) = try start("words.sounds.clock")
        let heard = said(reduce(&again, .keyPressed(.character("h"))))
        // c-l-o-ck: four graphemes, four sounds, a tap each after its sound.
        #expect(heard.filter { $0.kind == .sound || $0.kind == .soundTap }.map(\.kind) == [.sound, .soundTap, .sound, .soundTap, .sound, .soundTap, .sound, .soundTap])
        #expect(heard.filter { $0.kind == .sound }.map(\.text) == ["c", "l", "o", "ck"])
    }

    @Test("a taught order reads a word's graphemes against its sounds: each GPC's every reading, silent letters, a letter of two sounds")
    func spelled() throws {
        let pack = try Fixtures.english()
        let phonics = try #require(pack.activities.first { $0.id == "words" }?.phonics)
        let box = try #require(phonics.word("box"))
        #expect(phonics.spelled(box, ipa: "bˈɒks")?.map(\.grapheme) == ["b", "o", "x"])
        #expect(phonics.spelled(box, ipa: "bˈɒks", by: 1) == nil, "b and x are taught at level 2")
        #expect(phonics.level(of: box, ipa: "bˈɒks") == 2)
        #expect(phonics.spelled(box, ipa: "bˈɒk") == nil)
        #expect(phonics.sound(ofKey: "c")?.sound == "khh")
    }

    @Test("every shipped pack has the Words card: at least 19 GPCs in order, 40 decodable picture words, each game at each of three levels",
          arguments: ["en", "fr", "es", "de"])
    func shippedCard(language: String) throws {
        let pack = try #require(try Fixtures.shippedPacks().first { $0.language == language }?.pack)
        let card = try #require(pack.activities.first { $0.id == "words" })
        let phonics = try #require(card.phonics)
        #expect(phonics.gpcs.count >= 19)
        #expect(phonics.gpcs.map(\.level) == phonics.gpcs.map(\.level).sorted())
        #expect(card.levelCount == 3)
        let games = ["read", "spell", "sounds"] + (language == "en" ? [] : ["syllable-words"])
        for game in games {
            for level in 1...3 {
                #expect(card.questions.filter { $0.game == game && $0.level == level }.count >= (game == "sounds" || game == "syllable-words" ? 6 : 10),
                        "\(language): \(game) at level \(level)")
            }
        }
        let offered = Set(card.questions.filter { ["read", "spell", "sounds"].contains($0.game ?? "") }.map { $0.correctAnswer?.picture ?? $0.picture.name })
        let decodable = offered.filter { name in
            guard let word = phonics.word(name), let ipa = pack.pictures[name]?.ipa else { return false }
            return phonics.spelled(word, ipa: ipa) != nil
        }
        #expect(decodable.count >= 40, "\(language): \(decodable.count) decodable words offered")
        #expect(card.questions.allSatisfy { $0.id.hasPrefix("words.") })
    }
}
