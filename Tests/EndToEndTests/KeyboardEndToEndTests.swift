import Foundation
import Testing
import TestSupport

/// The keyboard by ear: a child who cannot see the screen hears a letter, a digit, a sound or a word and presses
/// its key, deciding from the speech log alone (never the screen, never the state log), in a real terminal, in
/// full screen and in line mode, in every language.
@Suite("Keyboard letters, by ear", .tags(.slow))
struct KeyboardEndToEndTests {
    /// What a child knows of the keys: letters by their names, sounds, and a word's first letter.
    enum Ear {
        /// Letter names the voice says for a letter that eSpeak would say otherwise (Spanish "ye" is Y).
        static let names = ["ye": "y", "erre": "r"]
        static let quotes: Set<Character> = ["\"", "«", "»", "„", "“", "”"]

        /// The sounds a child knows by another key than their first letter in eSpeak's mnemonics, by language:
        /// English `0` (on) and `V` (up), French `y` (u) and `@` (e), Spanish `x` (j) and `T` (z), German `v` (w).
        static let sounds: [String: [String: String]] = [
            "en": ["0": "o", "V": "u", "I": "i", "E": "e"], "fr": ["y": "u", "@": "e"], "es": ["x": "j", "T": "z", "R": "r"],
            "de": ["v": "w", "A": "a"],
        ]

        /// The key a child presses for what was said: a sound, after the pause the app puts before it (`[[_:_:m-:]]`
        /// is m); the word heard after a colon ("this word: ball", its first letter, É is E, Ñ is Ñ, a word given as
        /// phonemes by its first); the first letter of a word in quotes; the one capital letter or digit said alone;
        /// or a letter's name.
        static func key(for heard: String, language: String) -> String? {
            if let open = heard.range(of: "[[_:_:") {
                let sound = heard[open.upperBound...].drop { "'_:,".contains($0) }
                return sound.first.map { sounds[language]?[String($0)] ?? $0.lowercased() }
            }
            if let colon = heard.range(of: ": ", options: .backwards) {
                let word = heard[colon.upperBound...].drop { $0 == " " }
                if word.hasPrefix("[[") { return word.dropFirst(2).first { $0.isLetter }.map { $0.lowercased() } }
                return firstKey(of: word)
            }
            if let open = heard.firstIndex(where: quotes.contains) {
                return firstKey(of: heard[heard.index(after: open)...].drop { $0 == " " })
            }
            let words = heard.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            if let single = words.last(where: { $0.count == 1 && ($0.first?.isUppercase == true || $0.first?.isNumber == true) }) {
                return single.lowercased()
            }
            return words.lazy.compactMap { names[$0.lowercased()] }.first
        }

        /// The key of a word's first letter: Ñ, Ä, Ö and Ü keys of their own, an accent left out.
        static func firstKey(of word: Substring) -> String? {
            guard let first = word.first.map({ $0.lowercased() }) else { return nil }
            return "ñäöü".contains(first) ? first : first.folding(options: .diacriticInsensitive, locale: nil)
        }
    }

    /// A listener at a keyboard: reads the speech log from where it last listened.
    final class Listener {
        let t: Tmux
        let lineMode: Bool
        var heard = 0

        init(_ t: Tmux, lineMode: Bool) {
            self.t = t
            self.lineMode = lineMode
        }

        /// What was said, each as the voice said it (`voiced` when a word is said otherwise than shown).
        var log: [(kind: String, id: String?, said: String)] { t.utterances().map(Self.said) }

        @discardableResult
        func listen(for description: String, _ wanted: ((kind: String, id: String?, said: String)) -> Bool) throws -> (kind: String, id: String?, said: String) {
            Self.said(try t.listen(after: &heard, for: description) { wanted(Self.said($0)) })
        }

        /// A speech-log line as the voice said it.
        static func said(_ line: [String: Any]) -> (kind: String, id: String?, said: String) {
            (line["kind"] as? String ?? "", line["id"] as? String, line["voiced"] as? String ?? line["text"] as? String ?? "")
        }

        /// A key: pressed in full screen; typed, then Enter, in line mode.
        func press(_ key: String) {
            t.type(key)
            if lineMode { t.press("Enter") }
        }
    }

    @Test("a round at every level, every key right at the first try, decided from the speech log alone", arguments: [
        ("en", false), ("en", true), ("fr", false), ("fr", true), ("es", false), ("es", true), ("de", false), ("de", true),
    ])
    func byEar(_ language: String, _ lineMode: Bool) throws {
        let t = try Tmux(arguments: ["--mute", "--lang", language, "--open", "keyboard", "--seed", "3"] + (lineMode ? ["--plain"] : []))
        let child = Listener(t, lineMode: lineMode)
        var asked: [String] = []
        var rounds = 0
        // Rounds until one has asked for words' first letters, the last level.
        while rounds < 12 {
            let question = try child.listen(for: "a question or all done") { $0.kind == "question" || $0.kind == "done" }
            if question.kind == "done" {
                rounds += 1
                if asked.contains(where: { $0.hasPrefix("keyboard.word.") }) { break }
                t.press("Enter")  // Play again.
                continue
            }
            let id = try #require(question.id)
            let key = try #require(Ear.key(for: question.said, language: language), "\(language): no key heard in '\(question.said)'")
            child.press(key)
            let result = try child.listen(for: "the result of \(id)") { ["right", "wrong"].contains($0.kind) && $0.id == id }
            #expect(result.kind == "right", "\(language) \(id): '\(question.said)' → \(key): \(result.said)")
            asked.append(id)
            t.press("Enter")  // Next.
        }
        let groups = Set(asked.map { $0.split(separator: ".").dropFirst().first.map(String.init) ?? "" })
        #expect(groups == ["home", "vowels", "consonants", "digits", "sound", "word"], "\(language): \(groups)")
        #expect(!child.log.contains { $0.kind == "wrong" }, "\(language): a key was wrong")
        #expect(t.states().last?.level == 6, "\(language): the last level reached")
    }

    @Test("a wrong key is named kindly and the key asked for again; q, g, s, w and n are keys, and the app stays; the right key earns the star")
    func wrongKeys() throws {
        let t = try Tmux(arguments: ["--mute", "--lang", "en", "--open", "keyboard"])
        let child = Listener(t, lineMode: false)
        try child.listen(for: "the question") { $0.kind == "question" && $0.said == "Press the letter F." }
        for key in ["x", "q", "g", "s", "w", "n"] {
            child.press(key)
            try child.listen(for: "\(key) named") { $0.kind == "wrong" && $0.said == "That's \(key.uppercased()). Press the letter F." }
        }
        #expect(try t.waitForState("six keys set aside") { $0.setAside?.count == 6 }.screen == .lesson)
        child.press("f")
        let right = try child.listen(for: "the star") { $0.kind == "right" }
        #expect(right.said.hasPrefix("F! "))
        let state = try t.waitForState("the star") { $0.stars == 1 && $0.answered == true }
        #expect(state.pressed == "f" && state.question == "keyboard.home.f")
    }

    @Test("exploring, each of a–z, 0–9, Space, Enter and the arrows says its name; q, g, s, w and n too, and the app stays")
    func explore() throws {
        let t = try Tmux(arguments: ["--mute", "--lang", "en", "--open", "keys"])
        let child = Listener(t, lineMode: false)
        try child.listen(for: "the sentence") { $0.kind == "question" && $0.id == "keys" }
        let characters = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        for c in characters {
            t.type(String(c))
            try child.listen(for: "\(c)") { $0.kind == "key" && $0.said == c.uppercased() }
        }
        for (key, name) in [("Space", "Space"), ("Enter", "Enter"), ("Up", "up arrow"), ("Down", "down arrow"), ("Left", "left arrow"),
                            ("Right", "right arrow"), ("BSpace", "Backspace")] {
            t.press(key)
            try child.listen(for: name) { $0.kind == "key" && $0.said == name }
        }
        let state = try t.waitForState("the last key lit") { $0.pressed == "backspace" }
        #expect(state.screen.rawValue == "explore" && state.activity == "keys")
        t.press("Escape")
        #expect(try t.waitForState("home") { $0.screen == .home }.focus == "keys")
    }
}
