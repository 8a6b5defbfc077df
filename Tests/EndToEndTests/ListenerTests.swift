import Foundation
import Testing
import TestSupport

/// A child who cannot see the screen: every question of every activity is answered from the speech log
/// alone (never the screen, never the state log), pressing only keys that were said, in full screen and in
/// line mode, in English and in French.
@Suite("Playable by ear alone", .tags(.slow))
struct ListenerTests {
    /// What a child who knows the language knows: number words, and what each shape is like.
    struct Ear {
        var numbers: [String]
        /// Words of a shape's description, the answer they point to as it is said, and the shape's name.
        var shapes: [(clue: String, answer: String, name: String)]
        var letter: String

        static let english = Ear(
            numbers: ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"],
            shapes: [("round all the way", "a circle", "circle"), ("all the same length", "a square", "square"),
                     ("three straight sides", "a triangle", "triangle"), ("two sides long", "a rectangle", "rectangle")],
            letter: "the letter")
        static let french = Ear(
            numbers: ["zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix"],
            shapes: [("toute ronde", "un cercle", "cercle"), ("tous de la même longueur", "un carré", "carré"),
                     ("trois côtés droits", "un triangle", "triangle"), ("deux longs, deux courts", "un rectangle", "rectangle")],
            letter: "la lettre")
        static let spanish = Ear(
            numbers: ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez"],
            shapes: [("redonda del todo", "un círculo", "círculo"), ("todos igual de largos", "un cuadrado", "cuadrado"),
                     ("tres lados rectos", "un triángulo", "triángulo"), ("dos lados largos", "un rectángulo", "rectángulo")],
            letter: "la letra")
        static let german = Ear(
            numbers: ["null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn"],
            shapes: [("ganz rund", "ein Kreis", "Kreis"), ("alle gleich lang", "ein Quadrat", "Quadrat"),
                     ("drei geraden Seiten", "ein Dreieck", "Dreieck"), ("zwei langen", "ein Rechteck", "Rechteck")],
            letter: "der Buchstabe")

        /// The ear of a language, and the activities' titles as its child hears them on the home screen.
        static let byLanguage: [String: (ear: Ear, titles: [String])] = [
            "en": (english, ["Counting", "Letters", "Shapes"]), "fr": (french, ["Compter", "Lettres", "Formes"]),
            "es": (spanish, ["Contar", "Letras", "Formas"]), "de": (german, ["Zählen", "Alphabet", "Formen"]),
        ]
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
            Said(try t.listen(after: &heard, for: description) { wanted(Said($0)) })
        }

        /// Says a key: a keypress in full screen, a typed line in line mode.
        func press(_ key: String) {
            t.type(key)
            if lineMode { t.press("Enter") }
        }

        func enter() { t.press("Enter") }

        /// Plays one round of an activity from home to "All done", every question right at the first try;
        /// returns how many questions there were.
        @discardableResult
        func play(activity title: String, cards: String) throws -> Int {
            let card = try #require(ListenerTests.keyed(cards).first { $0.answer == title }, "no card said for \(title) in \(cards)")
            press(card.key)
            var asked = 0
            while true {
                let question = try listen(for: "a question or all done") { $0.kind == "question" || $0.kind == "done" }
                if question.kind == "done" { break }
                asked += 1
                let id = try #require(question.id)
                let options = try listen(for: "the answers of \(id)") { $0.kind == "options" && $0.id == id }
                if id.hasPrefix("counting") {
                    // Taps come after the answers, one per thing to count.
                    let taps = log.filter { $0.kind == "tap" && $0.id == id }.count
                    try answerNumber(taps, options: options.text, id: id)
                } else if id.hasPrefix("letters") {
                    // "Where is the letter B?": the letter is said; "Apple! Which letter…": the word said first
                    // starts with the letter (É is the letter E, as a French child knows).
                    let named = question.text.firstMatch(of: /\b(?:the letter|la lettre|la letra|der Buchstabe) ([A-Z])\b/).map { String($0.1) }
                    let word = question.text.prefix { $0.isLetter }
                    let letter = try named ?? String(#require(word.first)).folding(options: .diacriticInsensitive, locale: nil).uppercased()
                    try choose("\(ear.letter) \(letter)", options: options.text, id: id)
                } else if let described = ear.shapes.first(where: { question.text.contains($0.clue) }) {
                    // "What shape is this? It is … round all the way …": the answer named.
                    try choose(described.answer, options: options.text, id: id)
                } else {
                    // "Where is the circle?": the answers are described; the one that is like a circle.
                    let words = question.text.split(whereSeparator: { !$0.isLetter }).map(String.init)
                    let shape = try #require(ear.shapes.first { words.contains($0.name) }, "no shape named in '\(question.text)'")
                    let said = try #require(ListenerTests.keyed(options.text).first { $0.answer.contains(shape.clue) },
                                            "\(id): nothing like a \(shape.name) among \(options.text)")
                    press(said.key)
                }
                let result = try listen(for: "the result of \(id)") { ["right", "wrong"].contains($0.kind) && $0.id == id }
                #expect(result.kind == "right", "\(id) was not right at the first try: \(result.text)")
                enter()
            }
            // Home again: b in line mode, Backspace in full screen (Esc may be a screen reader's).
            if lineMode { press("b") } else { t.press("BSpace") }
            return asked
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
        ("en", false), ("en", true), ("fr", false), ("fr", true), ("es", false), ("es", true), ("de", false), ("de", true),
    ])
    func listener(_ language: String, _ lineMode: Bool) throws {
        let t = try Tmux(arguments: ["--mute", "--lang", language] + (lineMode ? ["--plain"] : []))
        let (ear, titles) = try #require(Ear.byLanguage[language])
        let child = Child(t, ear: ear, lineMode: lineMode)
        try child.listen(for: "the welcome") { $0.kind == "welcome" }
        let cards = try child.listen(for: "the cards") { $0.kind == "options" }.text
        // A fresh child's first round of each: ten counting questions, ten capitals, and the eight questions
        // of the basic shapes (four by name, four found by their description).
        let asked = try titles.map { try child.play(activity: $0, cards: cards) }
        #expect(asked == [10, 10, 8])
        #expect(!child.log.contains { $0.kind == "wrong" }, "no answer was set aside")
        #expect(child.log.filter { $0.kind == "right" }.count == 28, "every question answered")
        #expect(child.log.filter { $0.kind == "done" }.count == 3)

    }
}
