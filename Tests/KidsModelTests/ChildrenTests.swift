import Testing
@testable import KidsModel

/// "Who is playing?" in the reducer: the children as animals said with their keys; choosing one reads its
/// progress and goes home with its own voice settings; c on home goes back; where-am-I names the child.
@Suite("Who is playing?")
struct ChildrenTests {
    let pack: ContentPack

    init() throws {
        pack = try Fixtures.english()
    }

    func say(_ kind: Utterance.Kind, _ text: String, _ subject: String?, queued: Bool = false) -> Effect {
        .speak(Utterance(kind: kind, subject: subject, text: text, muted: true, queued: queued, reads: Say.reads(kind, index: nil)))
    }

    /// "1: fox; 2: owl.", each its child's tile.
    func children(_ animals: [String]) -> Effect {
        let said = Say.listed(animals.map { (.tile(.child($0)), $0) })
        return .speak(Utterance(kind: .options, subject: "who", text: said.text, muted: true, queued: true, reads: said.reads))
    }

    @Test("two children: the picker first, said with keys; a number reads that child's progress; it goes home and is welcomed")
    func picker() throws {
        var fox = Progress()
        fox.earnStar("counting.sun.1", at: 1)
        var s = TestStore(AppState(content: pack, progress: fox, size: Size(width: 80, height: 24), now: 100, gateSeed: 1, muted: true,
                                   child: "fox", children: ["fox", "owl"]))
        var launch = Launch()
        launch.pickChild = true
        s.start(launch, [say(.question, "Who is playing?", "who"), children(["fox", "owl"])]) {
            $0.screen = .who(Who(focus: .child("fox"), showing: 1))
            $0.showings = 1
            $0.spokenShowing = 1
        }
        #expect(Snapshot(s.state).jsonLine.contains(#""screen":"who""#))
        #expect(CommandTable.command(for: .character("2"), in: .who) == .who(.chooseChild(1)))
        s.press("2", [.loadChild("owl")])
        var owl = Progress(settings: Settings(rate: 100))
        owl.earnStar("letters.upper.A", at: 2)
        s.send(.childLoaded("owl", owl), [.stopSpeech, .applySettings(owl.settings), say(.welcome, pack.sentences.welcome, nil),
                                          say(.options, "1: Counting; 2: Letters; 3: Shapes; 4: Try keys; 5: Keyboard; 6: Stories; 7: Listen; 8: Words; 9: Numbers.", nil, queued: true)]) {
            $0.child = "owl"
            $0.progress = owl
            $0.screen = .home(Home(focus: .activity("counting")))
            $0.welcomed = true
        }
        s.press("w", [say(.whereami, "owl: Home, 1 star; on: Counting.", nil)]) { $0.caption = "owl: Home, 1 star; on: Counting." }
        // A save of the child who played before is not this child's.
        s.send(.progressSaved(fox, child: "fox"), [])
        s.press("c", [.stopSpeech, say(.question, "Who is playing?", "who"), children(["fox", "owl"])]) {
            $0.screen = .who(Who(focus: .child("owl"), showing: 2))
            $0.showings = 2
            $0.spokenShowing = 2
            $0.caption = nil
        }
    }

    @Test("one child: no picker, and c on home does nothing; kiosk mode keeps the picker and refuses q there")
    func oneChild() throws {
        var one = AppState(content: pack, size: Size(width: 80, height: 24), now: 0, gateSeed: 1, muted: true, child: "fox", children: ["fox"])
        var launch = Launch()
        launch.pickChild = true
        _ = reduce(&one, .started(launch))
        #expect(one.screenID == .home)
        #expect(reduce(&one, .keyPressed(.character("c"))).isEmpty && one.screenID == .home)
        #expect(!ScreenModel(one).hints.contains { $0.words == "Who is playing?" })
        #expect(CommandTable.command(for: .character("q"), in: .who, kiosk: true) == nil)
        #expect(CommandTable.command(for: .character("c"), in: .home, kiosk: true) == .home(.whoIsPlaying))
    }
}

extension ChildrenTests {
    @Test("the same child elsewhere: home tells the grown-up which computer, or this computer's other window; a child picked afresh is not told until the runner looks")
    func alsoPlaying() throws {
        var state = AppState(content: pack, size: Size(width: 80, height: 24), now: 0, gateSeed: 1, muted: true, child: "fox",
                             children: ["fox", "owl"], alsoPlaying: .computer("lab-3"))
        _ = reduce(&state, .started(Launch()))
        #expect(ScreenModel(state).text(.information) == "fox: also playing on another computer right now (lab-3). Playing on both is fine: every star is kept.")
        _ = reduce(&state, .alsoPlaying("fox", .thisComputer))
        #expect(ScreenModel(state).text(.information) == "fox: also playing in another window on this computer right now. Playing on both is fine: every star is kept.")
        // Another child's news changes nothing; choosing a child forgets the news of the one before.
        _ = reduce(&state, .alsoPlaying("owl", .computer("lab-9")))
        #expect(state.alsoPlaying == .thisComputer)
        _ = reduce(&state, .childLoaded("owl", Progress()))
        #expect(state.alsoPlaying == nil && ScreenModel(state).text(.information) == nil)
        _ = reduce(&state, .alsoPlaying("owl", .computer("lab-9")))
        #expect(ScreenModel(state).text(.information)?.hasPrefix("owl: also playing on another computer right now (lab-9).") == true)
    }

    @Test("a save that failed (a full share) is told on home, where a grown-up looks first, until a save goes through")
    func saveTroubleOnHome() throws {
        var state = AppState(content: pack, size: Size(width: 80, height: 24), now: 0, gateSeed: 1, muted: true, child: "fox",
                             children: ["fox"])
        _ = reduce(&state, .started(Launch()))
        #expect(ScreenModel(state).text(.information) == nil)
        _ = reduce(&state, .saveFailed("could not write /srv/1b/fox.json.tmp-… (No space left on device)"))
        #expect(ScreenModel(state).text(.information) == "Progress could not be saved: could not write /srv/1b/fox.json.tmp-… (No space left on device). "
                + "Stars earned are kept while kids runs; each new star tries again to save them all.")
        _ = reduce(&state, .progressSaved(Progress(), child: "fox"))
        #expect(ScreenModel(state).text(.information) == nil)
    }
}

/// The grown-ups' "Children": add a child, read one's report, remove one after yes, back.
@Suite("Children, for grown-ups")
struct ChildPagesTests {
    let pack: ContentPack

    init() throws {
        pack = try Fixtures.english()
    }

    @Test("h opens Children; a adds the first animal not yet a child; a number reads that child's report; x asks, y removes; b goes back")
    func pages() throws {
        var s = TestStore(AppState(content: pack, size: Size(width: 80, height: 24), now: 100, gateSeed: 1, muted: true,
                                   child: "fox", children: ["fox", "owl"]))
        s.skip(.started(Launch()))
        // The grown-ups' area stays under "Children", and "Children" under a report: Back pops them.
        let area = Overlay.grownUps(GrownUps())
        func children(_ focus: String) -> Overlay { .children(ChildrenList(focus: .child(focus))) }
        s.state.overlays = [area]
        s.press("h", []) { $0.overlays = [area, children("fox")] }
        #expect(s.state.screenID == .children && s.state.nextAnimal == "bear")
        s.press("a", [.addChild("bear")]) {
            $0.children = ["fox", "owl", "bear"]  // A new child comes last: the others keep their places.
            $0.overlays = [area, children("bear")]
        }
        s.press("2", [.readChild("owl")]) { $0.overlays = [area, children("bear"), .report(ChildPage(child: "owl", progress: nil))] }
        #expect(ScreenModel(s.state).text(.information) == "Reading…")
        var owl = Progress()
        owl.earnStar("counting.sun.1", at: 100)
        owl.review("counting.sun.1", right: true, at: 100)
        owl.review("counting.ball.2", right: false, at: 100)
        owl.noteMiss("counting.ball.2")
        s.send(.childRead("owl", owl), []) { $0.overlays = [area, children("bear"), .report(ChildPage(child: "owl", progress: owl))] }
        let lines = ScreenModel(s.state).parts(.progress).map(\.text)
        #expect(lines.contains("Counting: level 1 of 4, 1 of 80 stars, 2 questions seen, 1 of 2 right at the first try, last played 1970-01-01."), "\(lines)")
        #expect(lines.contains("  Most missed: How many balls? (2)"), "\(lines)")
        s.press("x", []) {
            $0.overlays = [area, children("bear"), .report(ChildPage(child: "owl", progress: owl, confirming: true, focus: .button(.report(.cancelRemove))))]
        }
        #expect(Snapshot(s.state).confirming == true && Snapshot(s.state).reportOf == "owl")
        s.press("y", [.removeChild("owl")]) {
            $0.children = ["fox", "bear"]
            $0.overlays = [area, children("bear")]  // The child now in owl's place.
        }
        // The child playing has no Remove.
        s.press("1", []) { $0.overlays = [area, children("bear"), .report(ChildPage(child: "fox", progress: Progress()))] }
        s.press("x", [])
        s.press("b", []) { $0.overlays = [area, children("fox")] }
        s.press("b", []) { $0.overlays = [.grownUps(GrownUps(confirming: false, focus: .button(.grownUps(.showChildren))))] }
    }

    @Test("at most 36 children, a class, four pages of nine: with 36, Add does nothing")
    func aClass() {
        let animals = pack.pictures.filter { $0.value.category == .animal }.keys.sorted()
        let full = AppState(content: pack, size: Size(width: 80, height: 24), now: 0, gateSeed: 1, children: Array(animals.prefix(36)))
        #expect(animals.count >= 36 && full.nextAnimal == nil && full.childPages.pages == 4)
        let one = AppState(content: pack, size: Size(width: 80, height: 24), now: 0, gateSeed: 1, children: Array(animals.prefix(35)))
        #expect(one.nextAnimal == animals[35])
    }

    @Test("the report's days and shares: a calendar day from seconds, two decimals, a field quoted when it must be")
    func reportPieces() {
        #expect(ChildReport.day(0) == "1970-01-01" && ChildReport.day(1_795_000_000) == "2026-11-18" && ChildReport.day(951_782_400) == "2000-02-29")
        #expect(ChildReport.percent(151, of: 200) == 75 && ChildReport.percent(159, of: 200) == 79 && ChildReport.percent(3, of: 3) == 100 && ChildReport.percent(1, of: 20) == 5 && ChildReport.percent(0, of: 0) == nil)
        #expect(ChildReport.field("a,b") == "\"a,b\"" && ChildReport.field("say \"hi\"") == "\"say \"\"hi\"\"\"" && ChildReport.field("plain") == "plain")
        // A day far past the file's bounds (which reading refuses) is the last day within them, not a trap.
        #expect(ChildReport.day(1e300) == "3000-01-01" && ChildReport.day(-1e300) == "1970-01-01" && ChildReport.day(.nan) == "1970-01-01")
    }

    @Test("a CSV cell a spreadsheet would run as a formula gets a leading quote mark; numbers stay numbers")
    func spreadsheetSafe() {
        let cases = ["=HYPERLINK(\"http://x\")": "\"'=HYPERLINK(\"\"http://x\"\")\"", "+1+1": "'+1+1", "-2+3": "'-2+3", "@SUM(A1)": "'@SUM(A1)",
                     "\tx": "\"'\tx\"", "\rx": "\"'\rx\"", "Ada=Lovelace": "Ada=Lovelace", "Zoé; Léa": "\"Zoé; Léa\"", "12": "12", "0.75": "0.75"]
        for (text, field) in cases { #expect(ChildReport.field(text) == field, "\(text)") }
        let report = ChildReport(child: "fox", progress: Progress(stars: ["counting.1": 1_800_000_000]), content: pack)
        let first = report.csv(folder: "=/srv/1b").first ?? ""
        #expect(first.hasPrefix("'=/srv/1b,fox,counting,1,") && !first.contains(",'"), "\(first)")
    }
}
