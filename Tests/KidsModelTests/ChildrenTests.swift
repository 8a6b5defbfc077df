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
        .speak(Utterance(kind: kind, subject: subject, text: text, muted: true, queued: queued))
    }

    @Test("two children: the picker first, said with keys; a number reads that child's progress; it goes home and is welcomed")
    func picker() throws {
        var fox = Progress()
        fox.earnStar("counting.sun.1", at: 1)
        var s = TestStore(AppState(content: pack, progress: fox, size: Size(width: 80, height: 24), now: 100, gateSeed: 1, muted: true,
                                   child: "fox", children: ["fox", "owl"]))
        var launch = Launch()
        launch.pickChild = true
        s.start(launch, [say(.question, "Who is playing?", "who"), say(.options, "1: fox; 2: owl.", "who", queued: true)]) {
            $0.screen = .who(Who(focus: .child("fox"), showing: 1))
            $0.showings = 1
            $0.spokenShowing = 1
        }
        #expect(Snapshot(s.state).jsonLine.contains(#""screen":"who""#))
        #expect(CommandTable.command(for: .character("2"), in: .who) == .chooseChild(1))
        s.press("2", [.loadChild("owl")])
        var owl = Progress(settings: Settings(rate: 100))
        owl.earnStar("letters.upper.A", at: 2)
        s.send(.childLoaded("owl", owl), [.stopSpeech, .applySettings(owl.settings), say(.welcome, pack.sentences.welcome, nil),
                                          say(.options, "1: Counting; 2: Letters; 3: Shapes; 4: Try keys; 5: Keyboard.", nil, queued: true)]) {
            $0.child = "owl"
            $0.progress = owl
            $0.screen = .home(focus: .activity("counting"))
            $0.welcomed = true
        }
        s.press("w", [say(.whereami, "owl: Home, 1 star; on: Counting.", nil)]) { $0.caption = "owl: Home, 1 star; on: Counting." }
        // A save of the child who played before is not this child's.
        s.send(.progressSaved(fox, child: "fox"), [])
        s.press("c", [.stopSpeech, say(.question, "Who is playing?", "who"), say(.options, "1: fox; 2: owl.", "who", queued: true)]) {
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
        #expect(CommandTable.command(for: .character("c"), in: .home, kiosk: true) == .whoIsPlaying)
    }
}
