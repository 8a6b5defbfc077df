import Foundation
import Testing
@testable import KidsModel

/// Braille letters through the reducer, in every shipped pack: dealt only with braille on; each dot named as pressed,
/// the cell drawn as it grows, Enter checks; a wrong cell named kindly with the right one; a cell read by its letter;
/// a display's keys (a chord, its Space, a routing key) doing what the keyboard's do. (That each cell is liblouis'
/// is KidsBrailleTests'.)
@Suite("Braille letters, step by step")
struct BrailleModelTests {
    static let languages = ["en", "fr", "es", "de"]

    func pack(_ language: String) throws -> ContentPack {
        try #require(try Fixtures.shippedPacks().first { $0.language == language }).pack
    }

    func start(_ question: String, in pack: ContentPack, lineMode: Bool = false, braille: Bool = true) throws -> AppState {
        var state = AppState(content: pack, size: Size(width: 80, height: 24), now: 0, gateSeed: 1, lineMode: lineMode, braille: braille)
        _ = reduce(&state, .started(try Launch(activity: "letters", question: question, in: state.content)))
        return state
    }

    func said(_ effects: [Effect]) -> [Utterance] {
        effects.compactMap { if case .speak(let said) = $0 { return said } else { return nil } }
    }

    /// The Perkins keys of a cell's dots: f d s j k l.
    static func keys(_ cell: BrailleCell) -> [Character] { cell.numbers.map { Array("fdsjkl")[$0 - 1] } }

    static func braille(_ pack: ContentPack) -> [Question] {
        pack.activities.flatMap(\.questions).filter { $0.game == Braille.kind }
    }

    @Test("each pack teaches its letters in levels of about ten, made and read, the accented ones last (fr, es, de)", arguments: languages)
    func levels(_ language: String) throws {
        let questions = Self.braille(try pack(language))
        let made = questions.filter { !Braille.reads($0) }, read = questions.filter(Braille.reads)
        #expect(made.map(\.correct) == read.map(\.correct), "every letter made is read too")
        #expect(Set(made.map(\.correct)).isSuperset(of: "abcdefghijklmnopqrstuvwxyz".map(String.init)), "the alphabet")
        let levels = Dictionary(grouping: made, by: \.level)
        #expect(levels.values.allSatisfy { (4...10).contains($0.count) }, "\(levels.mapValues(\.count))")
        let last = try #require(levels.keys.max())
        if language != "en" {
            #expect(levels[last]?.allSatisfy { !$0.correct.allSatisfy(\.isASCII) } == true, "the last level is the accented letters")
        }
        #expect(Set(made.map(\.id)).count == made.count && made.allSatisfy { $0.id == "letters.braille.\($0.correct)" })
        #expect(read.allSatisfy { $0.id == "letters.braille.read.\($0.correct)" })
    }

    @Test("with braille on, Letters asks braille letters alone, its levels named by their letters; off, none of them", arguments: languages)
    func dealt(_ language: String) throws {
        let pack = try pack(language)
        let on = try #require(pack.seen(braille: true).activities.first { $0.id == "letters" })
        let off = try #require(pack.seen(braille: false).activities.first { $0.id == "letters" })
        #expect(on.questions.allSatisfy { $0.game == Braille.kind } && !on.questions.isEmpty)
        #expect(off.questions.allSatisfy { $0.game != Braille.kind } && !off.questions.isEmpty)
        #expect(on.levels.first == "a–j", "\(on.levels)")
        #expect(pack.seen(braille: true).activities.filter { $0.id != "letters" } == pack.activities.filter { $0.id != "letters" })
        // A round with braille on begins with the first letters to make; with it off, with print letters.
        let state = AppState(content: pack, size: Size(width: 80, height: 24), now: 0, gateSeed: 1, braille: true)
        let letters = try #require(state.content.activityIndex(id: "letters"))
        #expect(state.newRound(of: letters).queue.prefix(3).map { state.content.activities[letters].questions[$0].id }
            == ["letters.braille.a", "letters.braille.b", "letters.braille.c"])
    }

    @Test("making a letter: each dot's key named as it is pressed and drawn, pressed again taken away, Enter checks, right", arguments: languages)
    func making(_ language: String) throws {
        let pack = try pack(language)
        var state = try start("letters.braille.c", in: pack)
        #expect(state.screenID == .brailling)
        let words = pack.words
        let one = said(reduce(&state, .keyPressed(.character("f"))))
        #expect(one.map(\.text) == [words("dot {n}", ["n": "1"])] && one.first?.kind == .dot)
        #expect(said(reduce(&state, .keyPressed(.character("d")))).map(\.text) == [words("dot {n}", ["n": "2"])])
        #expect(said(reduce(&state, .keyPressed(.character("d")))).map(\.text) == [words("dot {n} off", ["n": "2"])])
        _ = reduce(&state, .keyPressed(.character("j")))
        let figure = ScreenModel(state).picture?.figure ?? []
        #expect(figure.first == "⠉", "\(figure)")
        #expect(figure.contains("1  ●   ●  4") && figure.contains("2  ○   ○  5"), "\(figure)")
        let checked = said(reduce(&state, .keyPressed(.enter)))
        #expect(checked.first?.kind == .right, "\(checked.map(\.text))")
        #expect(checked.last?.text == words("“{letter}” is {dots}.", ["letter": "c", "dots": BrailleCell(numbers: [1, 4]).named(pack)]))
        #expect(state.progress.starCount(in: state.content.activities[state.lesson?.activity ?? 0]) == 1)
    }

    @Test("every letter of every pack can be made with its Perkins keys and is right at the first try", arguments: languages)
    func everyLetter(_ language: String) throws {
        let pack = try pack(language)
        for q in Self.braille(pack) where !Braille.reads(q) {
            var state = try start(q.id, in: pack)
            for key in Self.keys(try #require(Braille.cell(of: q))) { _ = reduce(&state, .keyPressed(.character(key))) }
            #expect(said(reduce(&state, .keyPressed(.enter))).first?.kind == .right, "\(q.id)")
        }
    }

    @Test("a wrong cell is named kindly, by its letter and dots, with the letter's dots; the cell is rubbed out and nothing is taken away", arguments: languages)
    func wrongCell(_ language: String) throws {
        let pack = try pack(language)
        var state = try start("letters.braille.a", in: pack)
        for key in "fj" { _ = reduce(&state, .keyPressed(.character(key))) }
        let checked = said(reduce(&state, .keyPressed(.enter)))
        let told = try #require(checked.last)
        #expect(checked.first?.kind == .wrong)
        let c = BrailleCell(numbers: [1, 4]).named(pack), a = BrailleCell(numbers: [1]).named(pack)
        #expect(told.text == pack.words("That is “{letter}”: {dots}.", ["letter": "c", "dots": c]) + " "
            + pack.words("“{letter}” is {dots}.", ["letter": "a", "dots": a]), "\(told.text)")
        #expect(told.voiced?.contains("“") == false, "the voice says the letters' names: \(told.voiced ?? "")")
        #expect(ScreenModel(state).picture?.figure?.first == "⠀", "rubbed out for another try")
        _ = reduce(&state, .keyPressed(.character("f")))
        #expect(said(reduce(&state, .keyPressed(.enter))).first?.kind == .right)
        // A cell no letter of the pack has is named by its dots alone.
        var other = try start("letters.braille.a", in: pack)
        for key in "sl" { _ = reduce(&other, .keyPressed(.character(key))) }
        #expect(said(reduce(&other, .keyPressed(.enter))).last?.text.hasPrefix(pack.words("That is {dots}.", ["dots": BrailleCell(numbers: [3, 6]).named(pack)])) == true)
    }

    @Test("the digits 1 to 6 press the same dots, a display's chord makes the cell at once, and its Space checks")
    func otherKeys() throws {
        let pack = try pack("en")
        var state = try start("letters.braille.d", in: pack)
        for key in "145" { _ = reduce(&state, .keyPressed(.character(key))) }
        #expect(ScreenModel(state).braille == "⠙")
        _ = reduce(&state, .keyPressed(.backspace))
        #expect(ScreenModel(state).braille == "⠀")
        let chord = said(reduce(&state, .keyPressed(.character("⠙"))))
        #expect(chord.map(\.text) == [BrailleCell(numbers: [1, 4, 5]).named(pack)])
        #expect(said(reduce(&state, .keyPressed(.character("⠀")))).first?.kind == .right, "a display's Space checks")
        // A line typed in line mode is its keys, then Enter.
        var typed = try start("letters.braille.d", in: pack, lineMode: true)
        #expect(said(reduce(&typed, .lineTyped("fjk"))).contains { $0.kind == .right })
    }

    @Test("reading a cell: its dots said, its letter then Enter is right; another letter is told with its own dots, never the one shown", arguments: languages)
    func reading(_ language: String) throws {
        let pack = try pack(language)
        var state = try start("letters.braille.read.c", in: pack)
        let dots = BrailleCell(numbers: [1, 4]).named(pack)
        #expect(ScreenModel(state).parts(.prompt).first?.text.contains(dots) == true, "\(ScreenModel(state).parts(.prompt))")
        #expect(ScreenModel(state).braille == "⠉")
        _ = reduce(&state, .keyPressed(.character("b")))
        let wrong = said(reduce(&state, .keyPressed(.enter)))
        #expect(wrong.first?.kind == .wrong)
        let told = wrong.last?.text ?? ""
        #expect(told.contains(BrailleCell(numbers: [1, 2]).named(pack)) && told.contains(dots) && !told.contains("“c”"), "\(told)")
        _ = reduce(&state, .keyPressed(.character("c")))
        #expect(said(reduce(&state, .keyPressed(.enter))).first?.kind == .right)
        // A display's chord reads as its letter.
        var chorded = try start("letters.braille.read.c", in: pack)
        _ = reduce(&chorded, .keyPressed(.character("⠉")))
        #expect(said(reduce(&chorded, .keyPressed(.enter))).first?.kind == .right)
    }

    @Test("the braille line: a question's short text and its answers, the focused one marked; a routing key over an answer chooses it")
    func line() throws {
        let pack = try pack("en")
        var state = AppState(content: pack, size: Size(width: 80, height: 24), now: 0, gateSeed: 1, braille: true)
        _ = reduce(&state, .started(try Launch(activity: "counting", question: "counting.duck.5", in: pack)))
        let line = try #require(state.brailleLine)
        let q = state.question(of: try #require(state.lesson))
        #expect(line.pieces.map(\.text) == [q.text] + q.answers.map(\.label), "\(line.pieces)")
        #expect(line.text == ([q.text] + q.answers.map(\.label)).joined(separator: "  "))
        let right = try #require(q.answers.firstIndex { $0.id == q.correct })
        let place = line.places[right + 1]
        #expect(line.control(at: place.lowerBound) == .answer(q.correct) && line.control(at: place.lowerBound - 1) == nil)
        #expect(line.focus == line.places[1], "the first answer is focused")
        _ = reduce(&state, .brailleRouted(place.lowerBound))
        #expect(state.lesson?.answered == true, "the routing key chose the right answer")
        // With braille off, the display is left to the screen reader.
        let off = AppState(content: pack, size: Size(width: 80, height: 24), now: 0, gateSeed: 1)
        #expect(off.brailleLine == nil)
    }

    @Test("grown-ups turn braille on for the child: kept in the progress file, the pack seen anew, the child's screen home")
    func setting() throws {
        let pack = try pack("en")
        var state = try start("letters.a", in: pack, braille: false)
        #expect(state.screenID == .lesson)
        var settings = state.progress.settings
        settings = Setting.braille.changed(settings, in: state)
        #expect(settings.braille)
        state.progress.changeSettings({ $0 = settings }, at: 0)
        state.seeBraille()
        #expect(state.screenID == .home)
        #expect(state.content.activities.first { $0.id == "letters" }?.questions.first?.game == Braille.kind)
        let file = try ProgressFile.decode(ProgressFile.encode(state.progress))
        #expect(file.settings.braille)
    }

    @Test("a child is reported over the letters it plays: braille letters with braille on, print letters with it off")
    func reported() throws {
        let pack = try pack("en")
        var braille = KidsModel.Progress()
        braille.settings.braille = true
        let letters = { (progress: KidsModel.Progress) in ChildReport(child: "fox", progress: progress, content: pack).rows.first { $0.activity == "letters" }?.total }
        #expect(letters(braille) == Self.braille(pack).count)
        #expect(letters(KidsModel.Progress()) == pack.activities.first { $0.id == "letters" }.map { $0.questions.count - Self.braille(pack).count })
    }
}
