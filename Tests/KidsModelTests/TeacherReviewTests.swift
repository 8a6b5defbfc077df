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
}
