import Foundation
import KidsModel
import KidsStore
import Testing
import TestSupport

/// A class of 36 in one class folder (`--class`): every child reached in "Who is playing?" by its key, by a click and in line mode, each
/// found by ear (the speech log alone says which key or number is whose, and which page it is on).
@Suite("A class of 36 in one folder", .tags(.slow))
struct ClassOfThirtySixTests {
    /// The pack's first 36 animals, in the order the picker shows them.
    static func animals() throws -> [String] {
        let pack = try #require(try? PackFolder.load(folder: Binary.root.path + "/Content/en").get())
        return Array(pack.pictures.filter { $0.value.category == .animal }.keys.sorted().prefix(36))
    }

    /// A folder of 36 children with eight weeks of days, stars, reviews and misses (`now` the report's moment), the
    /// first animal having played last: their files' times fall by a minute each, so the picker shows them in order.
    static func makeClass(at folder: String, now: Double) throws -> [String] {
        let animals = try animals()
        // Some of the Numbers card's questions, a few of each game (and of each distance compared), met by each child.
        let pack = try #require(try? PackFolder.load(folder: Binary.root.path + "/Content/en").get())
        let numbers = pack.activities.first { $0.id == "numbers" }?.questions ?? []
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (n, animal) in animals.enumerated() {
            var progress = Progress()
            for back in stride(from: n % 3, to: 56, by: 2 + n % 4) {
                let moment = now - Double(back) * 86_400
                for try_ in 0..<(3 + (n + back) % 7) {
                    let right = (try_ + n) % 4 != 0
                    progress.noteDay(run: "r\(n % 2)", at: moment + Double(try_), firstTry: right, star: right && try_ % 2 == 0)
                }
            }
            for letter in "ABCDEFGH".prefix(n % 9) {
                progress.review("letters.upper.\(letter)", right: letter != "B", at: now - 86_400)
                if letter != "B" { progress.earnStar("letters.upper.\(letter)", at: now - 86_400) }
            }
            if n % 3 == 0 { progress.noteMiss("letters.upper.B") }
            progress.review("counting.sun.1", right: n % 2 == 0, at: now - 2 * 86_400)
            for (i, q) in numbers.enumerated() where (i + n) % 5 == 0 && i < 120 {
                progress.review(q.id, right: (i + n) % 3 != 0, at: now - 86_400)
            }
            let path = folder + "/\(animal).json"
            try Data(ProgressFile.encode(progress)).write(to: URL(fileURLWithPath: path))
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: now - Double(n) * 60)], ofItemAtPath: path)
        }
        return animals
    }

    /// "1: bear; 2: bee; …" (after "Page 2 of 4. " when there are pages): each name's number as said.
    static func numbers(in said: String) -> [String: Int] {
        var found: [String: Int] = [:]
        let list = said.split(separator: ". ", maxSplits: 1).last.map(String.init) ?? said
        for item in list.trimmingCharacters(in: CharacterSet(charactersIn: ".")).split(separator: "; ") {
            let parts = item.split(separator: ": ", maxSplits: 1)
            if parts.count == 2, let n = Int(parts[0]) { found[String(parts[1])] = n }
        }
        return found
    }

    func options(_ line: [String: Any]) -> Bool { line["kind"] as? String == "options" && line["id"] as? String == "who" }

    /// A class of 36 in a class folder, and the picker on it in a terminal.
    static func picker(_ folder: String, _ extra: [String] = []) throws -> (animals: [String], t: Tmux) {
        let animals = try makeClass(at: folder + "/state", now: Date().timeIntervalSince1970)
        return (animals, try Tmux(arguments: ["--mute"] + extra + ["--class", folder + "/state"], folder: folder))
    }

    /// Plays as each child in turn, found by ear: its page is turned to (`turn`, given the page heard) until its name is
    /// said, then it is picked (`pick`, given the page heard: each name's key); c goes back to the picker. Returns the
    /// first page heard and how many pages were turned.
    func playEach(_ animals: [String], in t: Tmux, turn: ([String: Int]) throws -> Void,
                  pick: (String, [String: Int]) throws -> Void) throws -> (first: [String: Int], turned: Int) {
        var heard = 0, turned = 0
        var first: [String: Int] = [:]
        for animal in animals {
            var page = Self.numbers(in: try t.listen(after: &heard, for: "a page of children", options)["text"] as? String ?? "")
            if animal == animals[0] { first = page }
            var turns = 0
            while page[animal] == nil {
                try turn(page)
                page = Self.numbers(in: try t.listen(after: &heard, for: "the next page", options)["text"] as? String ?? "")
                turns += 1
                turned += 1
                if turns > 4 { Issue.record("\(animal) was never heard"); return (first, turned) }
            }
            try pick(animal, page)
            try t.waitForState("\(animal) playing") { $0.child == animal && $0.screen == .home }
            t.type("c")
            try t.waitForState("the picker again") { $0.screen == .who }
        }
        return (first, turned)
    }

    @Test("by ear and by key: each of 36 children found on its page (PgDn until its name is heard), then played with its key")
    func byKeys() throws {
        let folder = try Binary.temporaryFolder("class")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (animals, t) = try Self.picker(folder)
        let played = try playEach(animals, in: t, turn: { _ in t.press("PageDown") }, pick: { animal, page in t.type("\(page[animal] ?? 0)") })
        // The nine who played last are the first page, the last to play first; the picker comes back on the page of the
        // child who played, so each page was turned to once.
        #expect(played.first == Dictionary(uniqueKeysWithValues: animals.prefix(9).enumerated().map { ($1, $0 + 1) }), "\(played.first)")
        #expect(played.turned == 3)
    }

    @Test("by mouse: each of 36 children's tiles clicked where the layout puts it, the pages turned by their button")
    func byMouse() throws {
        let folder = try Binary.temporaryFolder("class")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (animals, t) = try Self.picker(folder)
        /// Where the page heard is drawn at 80 × 24.
        func layout(_ page: [String: Int]) throws -> Layout {
            let names = page.sorted { $0.value < $1.value }.map(\.key)
            return try #require(Layout.make(.who, controls: names.map(Control.child) + [.button(.who(.previousPage)), .button(.who(.nextPage))],
                                            size: Size(width: 80, height: 24)))
        }
        let played = try playEach(animals, in: t, turn: { page in
            let next = try #require(try layout(page).rect(of: .button(.who(.nextPage))))
            t.click(column: next.x + next.width / 2, row: next.y)
        }, pick: { animal, page in
            let tile = try #require(try layout(page).rect(of: .child(animal)))
            t.click(column: tile.x + tile.width / 2, row: tile.y + 1)
        })
        #expect(played.turned == 3)
    }

    @Test("in line mode: all 36 said in groups of nine with their numbers; each child's number typed plays it")
    func inLineMode() throws {
        let folder = try Binary.temporaryFolder("class")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (animals, t) = try Self.picker(folder, ["--plain"])
        var heard = 0
        for animal in animals {
            var numbers: [String: Int] = [:]
            for _ in 0..<4 { numbers.merge(Self.numbers(in: try t.listen(after: &heard, for: "a group of children", options)["text"] as? String ?? "")) { $1 } }
            #expect(numbers.count == 36 && Set(numbers.values) == Set(1...36), "\(numbers)")
            let number = try #require(numbers[animal])
            t.type("\(number)")
            t.press("Enter")
            try t.waitForState("\(animal) playing") { $0.child == animal && $0.screen == .home }
            t.type("c")
            t.press("Enter")
            try t.waitForState("the picker again") { $0.screen == .who }
        }
    }
}
