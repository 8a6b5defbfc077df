import Testing
@testable import KidsModel

/// Kiosk mode (DESIGN §3): `--kiosk` or the grown-ups' "Quitting needs a grown-up". The child's ways out do
/// nothing and are not offered; the grown-ups' Quit, behind the gate, ends the app.
@Suite("Kiosk mode")
struct KioskTests {
    let pack: ContentPack

    init() throws {
        pack = try Fixtures.classic()
    }

    func started(kiosk: Bool, settings: Settings = Settings()) -> AppState {
        var state = AppState(content: pack, progress: Progress(settings: settings), size: Size(width: 80, height: 24), now: 100,
                             gateSeed: 3, kiosk: kiosk)
        _ = reduce(&state, .started(Launch()))
        return state
    }

    func quits(_ effects: [Effect]) -> Bool { effects.contains(.quit) }

    /// Through the gate with the right answer, typed as a grown-up would in line mode.
    func openGrownUps(_ state: inout AppState) {
        _ = reduce(&state, .keyPressed(.character("g")))
        _ = reduce(&state, .lineTyped("\(state.gate.question.answer)"))
    }

    @Test("without kiosk mode q, Esc on home and Ctrl-C quit, and the hints offer Quit")
    func ordinary() {
        for key: Key in [.character("q"), .escape, .interrupt] {
            var state = started(kiosk: false)
            #expect(quits(reduce(&state, .keyPressed(key))), "\(key)")
        }
        let state = started(kiosk: false)
        #expect(CommandTable.hints(in: state.screenID, kiosk: state.kiosk).contains { $0.hint == "Quit" })
        #expect(Snapshot(state).kiosk == false)
    }

    @Test("with --kiosk, q, Esc on home and Ctrl-C on every screen do nothing; no hint or line word offers Quit")
    func childCannotQuit() {
        var state = started(kiosk: true)
        #expect(Snapshot(state).kiosk == true)
        for key: Key in [.character("q"), .escape, .interrupt] {
            let before = state
            #expect(!quits(reduce(&state, .keyPressed(key))), "\(key)")
            #expect(state.screen == before.screen && state.overlay == nil, "\(key) changed nothing")
        }
        // In a lesson, at the gate, and too small: Ctrl-C (and q where it quit) still do nothing.
        _ = reduce(&state, .keyPressed(.character("1")))
        #expect(state.lesson != nil)
        #expect(!quits(reduce(&state, .keyPressed(.interrupt))))
        _ = reduce(&state, .keyPressed(.character("g")))
        #expect(state.screenID == .gate && !quits(reduce(&state, .keyPressed(.interrupt))))
        _ = reduce(&state, .keyPressed(.escape))
        _ = reduce(&state, .resized(Size(width: 30, height: 10)))
        #expect(state.screenID == .tooSmall)
        #expect(!quits(reduce(&state, .keyPressed(.character("q")))) && !quits(reduce(&state, .keyPressed(.interrupt))))
        for context in ScreenID.allCases {
            #expect(!CommandTable.hints(in: context, kiosk: true).contains { $0.hint == "Quit" }, "\(context)")
            #expect(!CommandTable.lineWords(in: context, kiosk: true).words.contains("q"), "\(context)")
        }
    }

    @Test("with --kiosk, a typed q in line mode opens the gate; behind it, x quits")
    func lineModeAsksForTheGate() {
        var state = started(kiosk: true)
        let effects = reduce(&state, .lineTyped("q"))
        #expect(state.screenID == .gate && !quits(effects))
        _ = reduce(&state, .lineTyped("quit"))
        #expect(state.screenID == .gate, "asked again at the gate: still the gate")
        _ = reduce(&state, .lineTyped("\(state.gate.question.answer)"))
        #expect(state.screenID == .grownUps)
        #expect(quits(reduce(&state, .lineTyped("x"))))
    }

    @Test("the grown-ups' k turns \"Quitting needs a grown-up\" on and off, saved; Quit (x) works either way")
    func savedSetting() throws {
        var state = started(kiosk: false)
        openGrownUps(&state)
        let effects = reduce(&state, .keyPressed(.character("k")))
        #expect(state.progress.settings.kiosk && state.kiosk)
        #expect(effects.contains(.save(state.progress)))
        let file = try ProgressFile.decode(ProgressFile.encode(state.progress))
        #expect(file.settings.kiosk, "saved and read back")
        #expect(!quits(reduce(&state, .keyPressed(.interrupt))), "Ctrl-C in the grown-ups' area does not quit either")
        _ = reduce(&state, .keyPressed(.character("d")))
        #expect(!quits(reduce(&state, .keyPressed(.character("q")))), "saved kiosk mode holds on home")
        openGrownUps(&state)
        _ = reduce(&state, .keyPressed(.character("k")))
        #expect(!state.kiosk)
        #expect(quits(reduce(&state, .keyPressed(.character("x")))))
        // The switch holds kiosk mode this time even with the setting off.
        var switched = started(kiosk: true, settings: Settings(kiosk: false))
        #expect(switched.kiosk)
        openGrownUps(&switched)
        _ = reduce(&switched, .keyPressed(.character("k")))
        _ = reduce(&switched, .keyPressed(.character("k")))
        #expect(switched.kiosk && !switched.progress.settings.kiosk)
    }

    @Test("a file without the setting reads as off and is written without it")
    func fileFormat() throws {
        let plain = ProgressFile.encode(Progress())
        #expect(!String(decoding: plain, as: UTF8.self).contains("quitNeedsGrownUp"))
        let on = ProgressFile.encode(Progress(settings: Settings(kiosk: true)))
        #expect(String(decoding: on, as: UTF8.self).contains("quitNeedsGrownUp"))
        #expect(try ProgressFile.decode(on).settings.kiosk)
        #expect(try !ProgressFile.decode(plain).settings.kiosk)
    }
}
