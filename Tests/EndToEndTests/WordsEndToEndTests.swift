import Foundation
import KidsModel
import Testing
import TestSupport

/// A child who cannot see the screen plays the Words card from the speech log alone, in full screen (tmux, keys) and
/// in line mode, in every language. It knows the games' sentences as a child knows a game (from the pack's rules,
/// the placeholder where the word goes), and nothing of the answers:
/// - **Read it**: it hears the letters named one by one and reads them: the answer said with those letters is pressed;
/// - **Spell it**: it types the word asked for, a letter at a time, and hears each key say a sound (in English, those
///   sounds one after another are the word as eSpeak says it), then presses Enter;
/// - **How many sounds?**: it asks again (`h`), counts the taps, and finds as many sounds in the word as its own
///   ear (eSpeak's IPA of the word) does;
/// - **Syllables into words** (fr, es, de): the syllables it hears, put together, sound most like one of the answers.
/// Every answer must be right at its first try: a child that chose wrongly fails the test.
@Suite("The Words card, by ear alone", .tags(.slow))
struct WordsEndToEndTests {
    /// A game's sentence as the pack writes it, cut at its placeholder: what comes before and after the word.
    struct Cue {
        var before: String
        var after: String

        init(_ template: String, placeholder: String) {
            let parts = template.components(separatedBy: "{\(placeholder)}")
            before = parts.first ?? template
            after = parts.count > 1 ? parts[1] : ""
        }

        /// The word a sentence says where the placeholder is, if it is this game's sentence.
        func word(in text: String) -> String? {
            guard !before.isEmpty, let start = text.range(of: before) else { return nil }
            let rest = text[start.upperBound...]
            let cut = after.trimmingCharacters(in: .whitespaces).prefix(1)
            guard let end = cut.isEmpty ? rest.endIndex : rest.range(of: String(cut))?.lowerBound else { return nil }
            return rest[..<end].trimmingCharacters(in: .whitespaces)
        }
    }

    /// The Words card's sentences in a pack, by game: its rules' spoken sentences.
    static func cues(_ language: String) throws -> [String: Cue] {
        let file = Binary.root.appendingPathComponent("Content/\(language)/words.json")
        let card = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        var cues: [String: Cue] = [:]
        let placeholders = ["read": "letters", "spell": "word", "sounds": "word", "syllable-words": "syllables"]
        for rule in card["generate"] as? [[String: Any]] ?? [] {
            guard let kind = rule["kind"] as? String, let placeholder = placeholders[kind] else { continue }
            let sentence = (rule["spoken"] as? String).flatMap { $0.isEmpty ? nil : $0 } ?? rule["text"] as? String ?? ""
            cues[kind] = Cue(sentence, placeholder: placeholder)
        }
        return cues
    }

    static let voices = ["en": "en", "fr": "fr", "es": "es", "de": "de"]

    /// Two sounds' distance, letter by letter (Levenshtein), for the syllables heard beside the words said.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var next = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(1, b.count) where !b.isEmpty {
                next[j] = min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            row = next
        }
        return a.isEmpty ? b.count : row[b.count]
    }

    final class Child {
        let t: Tmux
        let cues: [String: Cue]
        let voice: String
        let lineMode: Bool
        let language: String
        var heard = 0
        var played: [String: Int] = [:]

        init(_ t: Tmux, language: String, lineMode: Bool) throws {
            self.t = t
            self.language = language
            cues = try WordsEndToEndTests.cues(language)
            voice = WordsEndToEndTests.voices[language] ?? language
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

        /// What the child's ear (eSpeak NG's IPA) makes of something said, asked of eSpeak once a text.
        var ear: [String: String] = [:]
        func heard(_ said: String) -> String {
            if let known = ear[said] { return known }
            let ipa = ListeningGamesTests.heard(said, voice: voice)
            ear[said] = ipa
            return ipa
        }

        func ipa(_ said: String) -> String { ListeningGamesTests.plain(heard(said)) }

        /// Plays one round of the Words card, from home to "All done", every answer decided by ear.
        func playRound(card: String) throws {
            press(card)
            while true {
                let question = try listen(for: "a question or all done") { ["question", "done"].contains($0["kind"] as? String) }
                guard question["kind"] as? String == "question" else { break }
                let id = try #require(question["id"] as? String)
                let text = question["text"] as? String ?? ""
                if let letters = cues["read"]?.word(in: text) {
                    // The letters said, read: the answer said with them, and only it.
                    played["read", default: 0] += 1
                    let options = try listen(for: "the answers of \(id)") { $0["kind"] as? String == "options" && $0["id"] as? String == id }
                    let word = letters.replacingOccurrences(of: " ", with: "").lowercased()
                    let said = ListenerTests.keyed(options["text"] as? String ?? "")
                    let read = said.filter { $0.answer.lowercased() == word }
                    #expect(read.count == 1, "\(id): '\(word)' among \(said.map(\.answer))")
                    press(try #require(read.first).key)
                } else if let word = cues["spell"]?.word(in: text) {
                    // A letter at a time, each heard as a sound; then Enter (in line mode the word is typed whole).
                    played["spell", default: 0] += 1
                    var sounds: [String] = []
                    if lineMode {
                        t.type(word.lowercased())
                        t.press("Enter")
                        for letter in word.lowercased() {
                            let sound = try listen(for: "the sound of \(letter)") { $0["kind"] as? String == "sound" && $0["id"] as? String == id }
                            #expect((sound["text"] as? String).map { $0 == String(letter) || ($0.count > 1 && $0.hasSuffix(String(letter))) } == true,
                                    "\(id): \(letter) said \(sound)")
                            sounds.append(sound["voiced"] as? String ?? "")
                        }
                    } else {
                        for letter in word.lowercased() {
                            t.type(String(letter))
                            let sound = try listen(for: "the sound of \(letter)") { $0["kind"] as? String == "sound" && $0["id"] as? String == id }
                            #expect((sound["text"] as? String).map { $0 == String(letter) || ($0.count > 1 && $0.hasSuffix(String(letter))) } == true,
                                    "\(id): \(letter) said \(sound)")
                            sounds.append(sound["voiced"] as? String ?? "")
                        }
                        t.press("Enter")
                    }
                    #expect(sounds.allSatisfy { $0.hasPrefix("[[") }, "\(id): every key says a sound, not its name: \(sounds)")
                    if language == "en" {
                        // Each letter of a word of one sound a letter says that sound: heard one after another, the word.
                        let heard = sounds.map { ipa($0).replacing(/ə$/, with: "") }.joined()
                        let wanted = ipa(word)
                        if word.count == wanted.count { #expect(heard == wanted, "\(id): the keys said /\(heard)/, the word is /\(wanted)/") }
                    }
                } else if let word = cues["sounds"]?.word(in: text) {
                    // Asked again: the word's sounds one by one, a tap each. The taps are as many as the child's ear hears sounds.
                    played["sounds", default: 0] += 1
                    press("h")
                    try listen(for: "\(id) asked again") { $0["kind"] as? String == "again" && $0["id"] as? String == id }
                    let start = heard
                    try listen(for: "the numbers after the taps") { $0["kind"] as? String == "options" && $0["id"] as? String == id }
                    let taps = t.utterances()[start..<heard].filter { $0["kind"] as? String == "sound-tap" }.count
                    let expected = Phonemes(ipa: heard(word)).segments.count
                    #expect(taps == expected, "\(id): \(taps) taps for \(word), whose sounds are \(expected)")
                    if lineMode {
                        press("\(taps)")
                    } else {
                        for n in 1...taps {
                            t.press("Space")
                            try listen(for: "tap \(n)") { $0["kind"] as? String == "focus" && $0["text"] as? String == "\(n)" }
                        }
                        t.press("Enter")
                    }
                } else if cues["syllable-words"]?.word(in: text) != nil {
                    // The syllables as the voice said them, together, beside each answer said: the nearest, and only it.
                    played["syllables", default: 0] += 1
                    let syllables = try #require(cues["syllable-words"]?.word(in: question["voiced"] as? String ?? text))
                    let together = ipa(syllables.replacingOccurrences(of: "…", with: " "))
                    let options = try listen(for: "the answers of \(id)") { $0["kind"] as? String == "options" && $0["id"] as? String == id }
                    let said = ListeningGamesTests.options(options)
                    let near = said.map { (key: $0.key, far: WordsEndToEndTests.distance(ipa($0.word), together)) }.sorted { $0.far < $1.far }
                    #expect(near.count >= 2 && near[0].far < near[1].far, "\(id): /\(together)/ is as near \(said.map(\.word))")
                    press(try #require(near.first).key)
                } else {
                    Issue.record("\(id): no game of the Words card asks '\(text)'")
                    press("1")
                }
                let result = try listen(for: "the result of \(id)") { ["right", "wrong"].contains($0["kind"] as? String) && $0["id"] as? String == id }
                #expect(result["kind"] as? String == "right", "\(id) was not right at the first try: \(result["text"] ?? "")")
                t.press("Enter")
            }
        }
    }

    @Test("rounds of the Words card answered right at the first try from the speech log alone: ten words read, ten spelled", arguments: [
        ("en", false), ("en", true), ("fr", false), ("fr", true), ("es", false), ("es", true), ("de", false), ("de", true),
    ])
    func byEar(_ language: String, _ lineMode: Bool) throws {
        let t = try Tmux(arguments: ["--mute", "--lang", language, "--seed", "7"] + (lineMode ? ["--plain"] : []))
        let child = try Child(t, language: language, lineMode: lineMode)
        try child.listen(for: "the welcome") { $0["kind"] as? String == "welcome" }
        let cards = ListenerTests.keyed(try child.listen(for: "the cards") { $0["kind"] as? String == "options" }["text"] as? String ?? "")
        #expect(cards.count == 9, "\(cards)")
        // The Words card is the eighth.
        let card = cards[7].key
        for _ in 0..<6 where child.played["read", default: 0] < 10 || child.played["spell", default: 0] < 10 {
            try child.playRound(card: card)
            // Home again (b in line mode, Backspace in full screen), where the cards are asked for again.
            if lineMode { child.press("b") } else { t.press("BSpace") }
            if lineMode { child.press("h") } else { t.press("Space") }
            try child.listen(for: "the cards again") { $0["kind"] as? String == "options" }
        }
        #expect(child.played["read", default: 0] >= 10 && child.played["spell", default: 0] >= 10, "\(child.played)")
        #expect(child.played["sounds", default: 0] >= 1 && (language == "en" || child.played["syllables", default: 0] >= 1), "\(child.played)")
        #expect(!t.utterances().contains { $0["kind"] as? String == "wrong" }, "no answer was set aside")
    }
}
