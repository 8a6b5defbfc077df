import Foundation
import Testing
import KidsStore
@testable import KidsModel

/// Paths and helpers shared by the model's tests. The model's tests touch no folder themselves: the shipped
/// packs are read through KidsStore's `PackFolder`, and broken packs are made by editing their files in memory.
enum Fixtures {
    /// The repository's root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let englishPack = root.appendingPathComponent("Content/en").path

    /// The shipped English pack, loaded and checked.
    static func english() throws -> ContentPack {
        switch PackFolder.load(folder: englishPack) {
        case .success(let pack): return pack
        case .failure(let error): throw FixtureError(description: "the shipped pack does not load: \(error)")
        }
    }

    /// The four shipped packs, loaded and checked, by language.
    static func shippedPacks() throws -> [(language: String, pack: ContentPack)] {
        try ["en", "fr", "es", "de"].map { language in
            (language, try PackFolder.load(folder: root.appendingPathComponent("Content/" + language).path).get())
        }
    }

    /// A frozen copy of the first English pack: 30 written questions at one level. The reducer's step-by-step
    /// tests use it, so they change with the app's rules and not with the shipped content.
    static func classic() throws -> ContentPack {
        switch PackFolder.load(folder: classicPack) {
        case .success(let pack): return pack
        case .failure(let error): throw FixtureError(description: "the classic pack does not load: \(error)")
        }
    }

    static let classicPack = root.appendingPathComponent("Tests/KidsModelTests/Fixtures/classic").path

    /// The files of the classic pack (written questions), by name, to break on purpose in memory.
    static func packFiles() throws -> [String: [UInt8]] {
        do {
            return try PackFolder.files(in: classicPack)
        } catch {
            throw FixtureError(description: "the classic pack's folder \(classicPack) cannot be read: \(error)")
        }
    }

    /// Adds an activity to a pack's files: its file (`fields` and an ID, title and card picture of its own) and its
    /// place in pack.json.
    static func add(_ files: inout [String: [UInt8]], _ id: String, _ fields: [String: Any]) throws {
        let activity = fields.merging(["id": id, "title": id, "picture": "apple"]) { given, _ in given }
        files[id + ".json"] = Array(try JSONSerialization.data(withJSONObject: activity, options: [.prettyPrinted]))
        try edit(&files, "pack.json") { $0["activities"] = ($0["activities"] as? [String] ?? []) + [id] }
    }

    /// Adds a `stories` activity of one good story (three pages, a question), after `change` has had its way with
    /// the story: a page or field broken on purpose.
    static func addStory(_ files: inout [String: [UInt8]], _ change: (inout [String: Any]) -> Void = { _ in }) throws {
        func page(_ id: String, _ text: String) -> [String: Any] { ["id": id, "text": text, "picture": ["name": "apple", "label": "an apple"]] }
        var story: [String: Any] = [
            "id": "apples", "title": "Apples", "cover": ["name": "apple", "count": 2, "label": "two apples"],
            "pages": [page("one", "One red apple."), page("two", "Two red apples."), page("eat", "Crunch! Good night.")],
            "questions": [["id": "stories.apples.how-many", "text": "How many apples?", "spoken": "How many apples at the end?",
                           "answers": [["id": "1", "label": "1"], ["id": "2", "label": "2"]], "correct": "2"]],
        ]
        change(&story)
        try add(&files, "stories", ["kind": "stories", "stories": [story]])
    }

    /// Adds a listening game's rule (`rule`, its kind and words) as an activity `listen`, and the pictures it names
    /// (name → label and IPA; an empty IPA is none), each drawn as the apple is.
    static func addListening(_ files: inout [String: [UInt8]], _ rule: [String: Any], words: [String: (label: String, ipa: String)]) throws {
        try edit(&files, "pictures.json") { pictures in
            for (name, word) in words {
                var picture = pictures["apple"] as? [String: Any] ?? [:]
                picture["label"] = word.label
                picture["ipa"] = word.ipa.isEmpty ? nil : word.ipa
                pictures[name] = picture
            }
        }
        let filled = rule.merging(["level": 1, "answers": 2, "text": "Which one goes with {word}?"]) { given, _ in given }
        try add(&files, "listen", ["kind": "general", "generate": [filled]])
    }

    /// A small taught order for the Words card's broken packs: s a t p i n c at level 1, sh at level 2; its words
    /// cat, pan, tap and ship (en-GB IPA, as eSpeak says them).
    static var phonics: [String: Any] { [
        "gpcs": [["grapheme": "s", "ipa": "s", "sound": "s:s:", "level": 1], ["grapheme": "a", "ipa": "a", "sound": "a", "level": 1],
                 ["grapheme": "t", "ipa": "t", "sound": "thh", "level": 1], ["grapheme": "p", "ipa": "p", "sound": "phh", "level": 1],
                 ["grapheme": "i", "ipa": "ɪ", "sound": "'I", "level": 1], ["grapheme": "n", "ipa": "n", "sound": "n-:", "level": 1],
                 ["grapheme": "c", "ipa": "k", "sound": "khh", "level": 1], ["grapheme": "sh", "ipa": "ʃ", "sound": "S:S:", "level": 2]],
        "tricky": ["the"],
        "words": [["picture": "cat", "graphemes": ["c", "a", "t"]], ["picture": "pan", "graphemes": ["p", "a", "n"]],
                  ["picture": "tap", "graphemes": ["t", "a", "p"]], ["picture": "ship", "graphemes": ["sh", "i", "p"]]],
    ] }
    static let phonicsWords: [String: (label: String, ipa: String)] = ["cat": ("cat", "kˈat"), "pan": ("pan", "pˈan"), "tap": ("tap", "tˈap"), "ship": ("ship", "ʃˈɪp")]

    /// Adds a Words card (`words`): the taught order (`phonics`, after `change`), its pictures, and `rules` (each
    /// given a level, two answers and a sentence with what it must say when it has none).
    static func addWords(_ files: inout [String: [UInt8]], rules: [[String: Any]], pictures: [String: (label: String, ipa: String)] = [:],
                         _ change: (inout [String: Any]) -> Void = { _ in }) throws {
        try edit(&files, "pictures.json") { all in
            for (name, word) in phonicsWords.merging(pictures, uniquingKeysWith: { _, given in given }) {
                var picture = all["apple"] as? [String: Any] ?? [:]
                picture["label"] = word.label
                picture["ipa"] = word.ipa.isEmpty ? nil : word.ipa
                all[name] = picture
            }
        }
        var order = phonics
        change(&order)
        let sentences = ["read": "Read it: {letters}.", "spell": "Spell {word}.", "sounds": "How many sounds in {word}?",
                         "syllable-words": "Put them together: {syllables}."]
        let filled = rules.map { rule in
            rule.merging(["level": 1, "answers": 2, "text": sentences[rule["kind"] as? String ?? ""] ?? ""]) { given, _ in given }
        }
        try add(&files, "words", ["kind": "general", "phonics": order, "generate": filled])
    }

    /// A Numbers card question written by hand, asked as `game`: its ID names its numbers, which its right answer is
    /// proved from (`answers`: the numbers of its tiles).
    static func numbered(_ id: String, _ game: String, correct: Int, answers: [Int]) -> [String: Any] {
        ["id": id, "game": game, "text": "How many?", "spoken": "How many?", "correct": "\(correct)",
         "answers": answers.map { ["id": "\($0)", "label": "\($0)"] }]
    }

    /// A listening question written by hand, asked as `game`: which of two pictures goes with `word`'s.
    static func picked(_ id: String, _ game: String, _ word: String, right: String, wrong: String) -> [String: Any] {
        ["id": id, "game": game, "text": "Which one?", "spoken": "Which one goes with \(word)?", "picture": ["name": word, "label": word],
         "answers": [["id": right, "label": right, "picture": right], ["id": wrong, "label": wrong, "picture": wrong]], "correct": right]
    }

    /// Edits one JSON file of a pack's files as plain dictionaries and lists.
    static func edit(_ files: inout [String: [UInt8]], _ file: String, _ change: (inout [String: Any]) -> Void) throws {
        guard let data = files[file] else { throw FixtureError(description: "the pack has no \(file)") }
        guard var object = try JSONSerialization.jsonObject(with: Data(data)) as? [String: Any] else {
            throw FixtureError(description: "\(file) is not an object")
        }
        change(&object)
        files[file] = Array(try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted]))
    }
}

struct FixtureError: Error, CustomStringConvertible {
    var description: String
}

/// Reaches into nested JSON values for the broken-pack table: `[String: Any]` paths by key and index.
extension Dictionary where Key == String, Value == Any {
    /// Changes the question at `index` of an activity file.
    mutating func question(_ index: Int, _ change: (inout [String: Any]) -> Void) {
        var questions = self["questions"] as? [[String: Any]] ?? []
        change(&questions[index])
        self["questions"] = questions
    }

    /// Changes answer `answer` of the question's answers.
    mutating func answer(_ answer: Int, _ change: (inout [String: Any]) -> Void) {
        var answers = self["answers"] as? [[String: Any]] ?? []
        change(&answers[answer])
        self["answers"] = answers
    }

    /// Changes a nested object.
    mutating func object(_ key: String, _ change: (inout [String: Any]) -> Void) {
        var inner = self[key] as? [String: Any] ?? [:]
        change(&inner)
        self[key] = inner
    }
}

extension Fixtures {
    /// `original` with one to three bytes removed, inserted or replaced (from `alphabet`): a file a teacher's editor
    /// or a damaged disk might leave, for the JSON tests that hold the parser and the scanner to each other.
    static func mutated(_ original: [UInt8], alphabet: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
        var bytes = original
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            let at = Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: bytes.remove(at: at)
            case 1: bytes.insert(alphabet.randomElement(using: &generator) ?? 0, at: at)
            default: bytes[at] = alphabet.randomElement(using: &generator) ?? 0
            }
        }
        return bytes
    }
}

extension KidsModel.Progress {
    /// Notes a first try at the question `id` of `pack` as the app does (its skill and tiles too), on the UTC day of `now`.
    mutating func review(_ id: String, in pack: ContentPack, right: Bool, at now: Double) {
        guard let activity = pack.activities.first(where: { $0.questions.contains { $0.id == id } }),
              let q = activity.questions.first(where: { $0.id == id }) else {
            Issue.record("no question \(id) in the pack")
            return
        }
        review(q, of: activity, right: right, at: now, day: UTC.dayNumber(now))
    }
}
