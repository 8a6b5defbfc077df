import Foundation
import Testing
import TestSupport

/// A child who cannot see the screen: every question of every activity is answered from the speech log
/// alone (never the screen, never the state log), pressing only keys that were said, in full screen and in
/// line mode, in English and in French.
@Suite("Playable by ear alone")
struct ListenerTests {
    /// What a child who knows the language knows: number words, and what each shape is like.
    struct Ear {
        var numbers: [String]
        /// Words of a shape's description, and the answer they point to, as it is said.
        var shapes: [(clue: String, answer: String)]
        var letter: String

        static let english = Ear(
            numbers: ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"],
            shapes: [("round all the way", "a circle"), ("all the same length", "a square"), ("three straight sides", "a triangle"),
                     ("two are short", "a rectangle"), ("five points", "a star"), ("two bumps", "a heart"),
                     ("stands on one corner", "a diamond"), ("longer than it is wide", "an oval")],
            letter: "the letter")
        static let french = Ear(
            numbers: ["zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix"],
            shapes: [("toute ronde", "un cercle"), ("tous de la même longueur", "un carré"), ("trois côtés droits", "un triangle"),
                     ("deux côtés longs", "un rectangle"), ("cinq pointes", "une étoile"), ("deux bosses", "un cœur"),
                     ("posée sur une pointe", "un losange"), ("plus longue que large", "un ovale")],
            letter: "la lettre")
    }

    /// One spoken line of the log.
    struct Said {
        var kind: String
        var id: String?
        var text: String
        var index: Int?

        init(_ line: [String: Any]) {
            kind = line["kind"] as? String ?? ""
            id = line["id"] as? String
            text = line["text"] as? String ?? ""
            index = line["index"] as? Int
        }
    }

    /// The keys an options line says, each with what it stands for: "1: a circle; 2: a square." → [("1", "a circle"), …].
    static func keyed(_ options: String) -> [(key: String, answer: String)] {
        options.trimmingCharacters(in: CharacterSet(charactersIn: ".")).components(separatedBy: "; ").compactMap { part in
            guard let colon = part.firstIndex(of: ":") else { return nil }
            return (part[..<colon].trimmingCharacters(in: .whitespaces), part[part.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
    }

    /// Numbers an options line says: "10, 9 or 8?" → [10, 9, 8].
    static func numbers(_ options: String) -> [Int] {
        options.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    }

    struct NotHeard: Error, CustomStringConvertible {
        var description: String
    }

    final class Child {
        let t: Tmux
        let ear: Ear
        let lineMode: Bool
        var heard = 0

        init(_ t: Tmux, ear: Ear, lineMode: Bool) {
            self.t = t
            self.ear = ear
            self.lineMode = lineMode
        }

        var log: [Said] { t.utterances().map(Said.init) }

        /// Waits for something said after what was heard so far that `wanted` accepts; returns it.
        @discardableResult
        func listen(for description: String, _ wanted: (Said) -> Bool) throws -> Said {
            let deadline = Date().addingTimeInterval(15)
            while Date() < deadline {
                let lines = log
                if let found = lines.indices.dropFirst(heard).first(where: { wanted(lines[$0]) }) {
                    heard = found + 1
                    return lines[found]
                }
                usleep(10_000)
            }
            throw NotHeard(description: "never heard \(description); last said: \(log.suffix(4).map(\.text))")
        }

        /// Says a key: a keypress in full screen, a typed line in line mode.
        func press(_ key: String) {
            t.type(key)
            if lineMode { t.press("Enter") }
        }

        func enter() { t.press("Enter") }

        /// Plays one activity from home to "All done", every question right at the first try.
        func play(activity title: String, cards: String, questions: Int) throws {
            let card = try #require(ListenerTests.keyed(cards).first { $0.answer == title }, "no card said for \(title) in \(cards)")
            press(card.key)
            for _ in 0..<questions {
                let question = try listen(for: "a question") { $0.kind == "question" }
                let id = try #require(question.id)
                let options = try listen(for: "the answers of \(id)") { $0.kind == "options" && $0.id == id }
                if id.hasPrefix("counting") {
                    // Taps come after the answers, one per thing to count.
                    let taps = log.filter { $0.kind == "tap" && $0.id == id }.count
                    try answerNumber(taps, options: options.text, id: id)
                } else if id.hasPrefix("letters") {
                    // "Apple! Which letter…": the word said first starts with the letter.
                    let word = question.text.prefix { $0.isLetter }
                    // (É is the letter E, as a French child knows.)
                    let letter = String(try #require(word.first)).folding(options: .diacriticInsensitive, locale: nil).uppercased()
                    try choose("\(ear.letter) \(letter)", options: options.text, id: id)
                } else {
                    let answer = try #require(ear.shapes.first { question.text.contains($0.clue) }, "no clue in '\(question.text)'").answer
                    try choose(answer, options: options.text, id: id)
                }
                let result = try listen(for: "the result of \(id)") { ["right", "wrong"].contains($0.kind) && $0.id == id }
                #expect(result.kind == "right", "\(id) was not right at the first try: \(result.text)")
                enter()
            }
            try listen(for: "all done") { $0.kind == "done" }
            // Home again: b in line mode, Backspace in full screen (Esc may be a screen reader's).
            if lineMode { press("b") } else { t.press("BSpace") }
        }

        /// Presses the key said for `answer`.
        func choose(_ answer: String, options: String, id: String) throws {
            let said = try #require(ListenerTests.keyed(options).first { $0.answer == answer }, "\(id): '\(answer)' not among \(options)")
            press(said.key)
        }

        /// A number answer: said as bare numbers ("2, 3 or 4?"), its key is the number; said with places
        /// ("1: ten; 2: nine"), the key said before the number's word.
        func answerNumber(_ count: Int, options: String, id: String) throws {
            if options.contains(":") {
                try choose(ear.numbers[count], options: options, id: id)
                return
            }
            #expect(ListenerTests.numbers(options).contains(count), "\(id): \(count) taps, but the answers are \(options)")
            press("\(count)")
        }
    }

    @Test("every question of every activity answered right at the first try from the speech log alone", arguments: [
        ("en", false), ("en", true), ("fr", false), ("fr", true),
    ])
    func listener(_ language: String, _ lineMode: Bool) throws {
        let t = try Tmux(arguments: ["--mute", "--lang", language] + (lineMode ? ["--plain"] : []))
        let child = Child(t, ear: language == "fr" ? .french : .english, lineMode: lineMode)
        try child.listen(for: "the welcome") { $0.kind == "welcome" }
        let cards = try child.listen(for: "the cards") { $0.kind == "options" }.text
        let titles = language == "fr" ? ["Compter", "Lettres", "Formes"] : ["Counting", "Letters", "Shapes"]
        for (title, count) in zip(titles, [10, 12, 8]) {
            try child.play(activity: title, cards: cards, questions: count)
        }
        #expect(!child.log.contains { $0.kind == "wrong" }, "no answer was set aside")
        #expect(child.log.filter { $0.kind == "right" }.count == 30, "all thirty questions answered")
        #expect(child.log.filter { $0.kind == "done" }.count == 3)

    }
}
