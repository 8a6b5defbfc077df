import Foundation
import KidsModel
import Testing
import TestSupport

/// A child who cannot see the screen plays the listening games from the speech log alone: it hears the words said
/// (their IPA from the real eSpeak NG, as the log's `voiced` gave them to it), hears a blend's sounds, counts the
/// claps when it asks again (`h`, which line mode's instructions say), and presses only keys that were said (Space and
/// Enter to clap in the full screen, said with the question), and finds the word that does not rhyme among those said.
/// Full screen (claps on Space, then Enter) and line mode (the number typed), in every language.
@Suite("The listening games, by ear alone", .tags(.slow))
struct ListeningGamesTests {
    /// The words of a language's questions that say which game it is: what follows is the word asked about.
    struct Cues {
        var rhymes: String, firstSound: String, claps: String
        /// What odd one out asks ("does not rhyme"), a question about no word.
        var oddOneOut: String
        /// The space bar's name, as the pack says it when it tells the child how to clap.
        var space: String
        var voice: String

        static let byLanguage: [String: Cues] = [
            "en": Cues(rhymes: "rhymes with ", firstSound: "same sound as ", claps: "claps in ", oddOneOut: "does not rhyme", space: "Space", voice: "en"),
            "fr": Cues(rhymes: "rime avec ", firstSound: "même son que le mot ", claps: "syllabes dans ", oddOneOut: "ne rime pas", space: "Espace", voice: "fr"),
            "es": Cues(rhymes: "rima con ", firstSound: "mismo sonido que ", claps: "palmadas tiene ", oddOneOut: "no rima", space: "Espacio", voice: "es"),
            "de": Cues(rhymes: "reimt sich auf ", firstSound: "Laut an wie ", claps: "klatschen wir bei ", oddOneOut: "reimt sich nicht", space: "Leertaste", voice: "de"),
        ]
    }

    /// What a word sounds like, from eSpeak NG itself (`espeak-ng --ipa`), given as the app gave it (phonemes or a word).
    static func heard(_ said: String, voice: String) -> String {
        Spawn.run(["espeak-ng", "-v", voice, "-q", "--ipa", said]).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// What a listener keeps of a sound: its phonemes, each once, without stress, length, aspiration or pauses
    /// (a held "ssss" is one s; "k … a … t" is "kat").
    static func plain(_ ipa: String) -> String {
        var text = ipa.replacing("hh", with: "").replacing(/([tkp])h/) { $0.output.1 }
        text = String(String.UnicodeScalarView(text.decomposedStringWithCanonicalMapping.unicodeScalars.filter {
            !"ˈˌːˑ_- \u{0329}\u{030D}".unicodeScalars.contains($0)
        })).precomposedStringWithCanonicalMapping
        text = text.replacing(/(tʃ)+/, with: "tʃ").replacing(/(ts)+/, with: "ts")
        return text.replacing(/(.)\1+/) { String($0.output.1) }
    }

    /// The words of an options line as the voice was given them ("1: [[m'o:nt]]; 2: Hund."), by key.
    static func options(_ said: [String: Any]) -> [(key: String, word: String)] {
        ListenerTests.keyed((said["voiced"] as? String) ?? (said["text"] as? String ?? "")).map { ($0.key, $0.answer) }
    }

    final class Child {
        let t: Tmux
        let cues: Cues
        let lineMode: Bool
        var heard = 0
        var games: [String: Int] = [:]

        init(_ t: Tmux, cues: Cues, lineMode: Bool) {
            self.t = t
            self.cues = cues
            self.lineMode = lineMode
        }

        @discardableResult
        func listen(for description: String, _ wanted: ([String: Any]) -> Bool) throws -> [String: Any] {
            try t.listen(after: &heard, for: description, wanted)
        }

        func press(_ key: String) {
            t.type(key)
            if lineMode { t.press("Enter") }
        }

        /// The word a sentence asks about: what follows its cue, to the question mark.
        func word(after cue: String, in text: String) -> String? {
            guard let range = text.range(of: cue) else { return nil }
            return text[range.upperBound...].split(separator: "?").first.map { $0.trimmingCharacters(in: .whitespaces) }
        }

        /// The key of the option that sounds like `target` by `key` (its rhyme, its first sound), and only it.
        func matching(_ target: String, _ options: [(key: String, word: String)], by key: (Phonemes) -> String?) throws -> String {
            let sound = key(Phonemes(ipa: ListeningGamesTests.heard(target, voice: cues.voice)))
            let alike = options.filter { key(Phonemes(ipa: ListeningGamesTests.heard($0.word, voice: cues.voice))) == sound }
            #expect(alike.count == 1, "\(target): \(alike.map(\.word)) of \(options.map(\.word)) sound alike")
            return try #require(alike.first).key
        }

        /// Plays a round of the listening card from home to "All done", deciding every answer by ear; returns how
        /// many questions were asked.
        func playRound(cards: String) throws -> Int {
            // The listening card is the seventh (the Words card follows it).
            let keyed = ListenerTests.keyed(cards)
            press(try #require(keyed.count >= 7 ? keyed[6] : nil).key)
            var asked = 0
            while true {
                let question = try listen(for: "a question or all done") { ["question", "done"].contains($0["kind"] as? String) }
                guard question["kind"] as? String == "question" else { break }
                asked += 1
                let id = try #require(question["id"] as? String)
                // The sentence as the voice was given it: a word of the lexicon is its phonemes there.
                let text = question["voiced"] as? String ?? question["text"] as? String ?? ""
                let options = try listen(for: "the answers of \(id)") { $0["kind"] as? String == "options" && $0["id"] as? String == id }
                let said = ListeningGamesTests.options(options)
                // First: the Spanish "¿Qué palabra no rima con las demás?" has the rhymes' cue in it too.
                if text.contains(cues.oddOneOut) {
                    // The words said, by their rhymes (the child's own ear: eSpeak's IPA): all alike but one, which is pressed.
                    games["odd one out", default: 0] += 1
                    let rhymes = Dictionary(grouping: said) { Phonemes(ipa: ListeningGamesTests.heard($0.word, voice: cues.voice)).rhyme }
                    let odd = rhymes.values.filter { $0.count == 1 }
                    #expect(rhymes.count == 2 && odd.count == 1, "\(id): \(rhymes.mapValues { $0.map(\.word) })")
                    press(try #require(odd.first?.first).key)
                } else if let target = word(after: cues.rhymes, in: text) {
                    games["rhymes", default: 0] += 1
                    press(try matching(target, said) { $0.rhyme })
                } else if let target = word(after: cues.firstSound, in: text) {
                    games["first sounds", default: 0] += 1
                    press(try matching(target, said) { $0.first })
                } else if (question["text"] as? String ?? "").contains("((•))"), let blend = text.firstMatch(of: /\[\[[^\]]*\]\]/) {
                    // The sounds, one by one, heard as one word: the picture that is said so.
                    games["blending", default: 0] += 1
                    let sounds = ListeningGamesTests.plain(ListeningGamesTests.heard(String(blend.output), voice: cues.voice))
                    let alike = said.filter { ListeningGamesTests.plain(ListeningGamesTests.heard($0.word, voice: cues.voice)) == sounds }
                    #expect(alike.count == 1, "\(id): /\(sounds)/ is \(alike.map(\.word)) of \(said.map(\.word))")
                    press(try #require(alike.first).key)
                } else if text.contains(cues.claps) {
                    // Asked again, the word is said slowly, a clap a syllable: the child counts the claps.
                    games["syllables", default: 0] += 1
                    press("h")
                    try listen(for: "\(id) asked again") { $0["kind"] as? String == "again" && $0["id"] as? String == id }
                    let start = heard
                    try listen(for: "the numbers after the claps") { $0["kind"] as? String == "options" && $0["id"] as? String == id }
                    let claps = t.utterances()[start..<heard].filter { $0["kind"] as? String == "clap" }.count
                    // The claps are as many as the child's own ear finds vowels in the word (eSpeak's IPA of it).
                    let clapped = try #require(word(after: cues.claps, in: text), "\(id): no word in '\(text)'")
                    #expect(claps == Phonemes(ipa: ListeningGamesTests.heard(clapped, voice: cues.voice)).syllables, "\(id): \(claps) claps for \(clapped)")
                    if !lineMode {
                        // How to clap is said, the space bar named in the child's language.
                        let how = try listen(for: "how to clap") { $0["kind"] as? String == "notice" && $0["id"] as? String == id }
                        #expect((how["text"] as? String ?? "").contains(cues.space), "\(how)")
                    }
                    if lineMode {
                        press("\(claps)")
                    } else {
                        // A clap a Space, the number of claps said each time; Enter answers.
                        for n in 1...claps {
                            t.press("Space")
                            try listen(for: "clap \(n)") { $0["kind"] as? String == "focus" && $0["text"] as? String == "\(n)" }
                        }
                        t.press("Enter")
                    }
                } else {
                    Issue.record("\(id): no game of the listening card asks '\(text)'")
                    press("1")
                }
                let result = try listen(for: "the result of \(id)") { ["right", "wrong"].contains($0["kind"] as? String) && $0["id"] as? String == id }
                #expect(result["kind"] as? String == "right", "\(id) was not right at the first try: \(result["text"] ?? "")")
                t.press("Enter")
            }
            return asked
        }
    }

    @Test("four rounds of the listening card answered right at the first try from the speech log alone, the fourth at level 2", arguments: [
        ("en", false), ("en", true), ("fr", false), ("fr", true), ("es", false), ("es", true), ("de", false), ("de", true),
    ])
    func byEar(_ language: String, _ lineMode: Bool) throws {
        let t = try Tmux(arguments: ["--mute", "--lang", language, "--seed", "7"] + (lineMode ? ["--plain"] : []))
        let child = Child(t, cues: try #require(Cues.byLanguage[language]), lineMode: lineMode)
        try child.listen(for: "the welcome") { $0["kind"] as? String == "welcome" }
        var cards = try child.listen(for: "the cards") { $0["kind"] as? String == "options" }["text"] as? String ?? ""
        #expect(ListenerTests.keyed(cards).count == 9, "\(cards)")
        var asked: [Int] = []
        // Three rounds master level 1 (four in five of its questions); the fourth, at level 2, deals odd one out too.
        for _ in 0..<4 {
            asked.append(try child.playRound(cards: cards))
            // Home again (b in line mode, Backspace in full screen), where the cards are said again.
            if lineMode { child.press("b") } else { t.press("BSpace") }
            if lineMode { child.press("h") } else { t.press("Space") }
            cards = try child.listen(for: "the cards again") { $0["kind"] as? String == "options" }["text"] as? String ?? ""
        }
        #expect(asked.allSatisfy { $0 >= 8 }, "\(asked)")
        #expect(t.utterances().filter { $0["kind"] as? String == "right" }.count == asked.reduce(0, +), "every question answered")
        // Each round changes game as it goes: all five were played (odd one out in the fourth round, at level 2).
        #expect(Set(child.games.keys) == ["rhymes", "first sounds", "blending", "syllables", "odd one out"], "\(child.games)")
        #expect(!t.utterances().contains { $0["kind"] as? String == "wrong" }, "no answer was set aside")
    }
}
