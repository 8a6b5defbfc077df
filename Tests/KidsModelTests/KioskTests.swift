import Testing
@testable import KidsModel

/// Kiosk mode (DESIGN §3): `--kiosk` or the grown-ups' "Quitting needs a grown-up". The child's ways out do
/// nothing and are not offered; the grown-ups' Quit, behind the gate, ends the app. Every step spells out every
/// effect and every change of state.
@Suite("Kiosk mode")
struct KioskTests: Scripted {
    let pack: ContentPack

    init() throws {
        pack = try Fixtures.classic()
    }

    /// A store at home, welcomed.
    func started(kiosk: Bool, settings: Settings = Settings()) -> TestStore {
        var s = TestStore(AppState(content: pack, progress: Progress(settings: settings), size: Size(width: 80, height: 24), now: 100,
                                   gateSeed: 3, kiosk: kiosk))
        welcomed(&s, Say(self))
        return s
    }

    /// Through the gate with the right answer, as a grown-up would.
    func openGrownUps(_ s: inout TestStore) {
        let h = Say(self)
        openGate(&s, h)
        answerGate(&s, h, right: true)
    }

    /// The settings after `change`, saved at the store's time.
    func changed(_ s: TestStore, _ change: (inout Settings) -> Void) -> Progress {
        var progress = s.state.progress
        progress.changeSettings(change, at: s.state.now)
        return progress
    }

    @Test("without kiosk mode q, Esc on home and Ctrl-C quit, and the hints offer Quit", arguments: [Key.character("q"), .escape, .interrupt])
    func ordinary(key: Key) {
        var s = started(kiosk: false)
        s.press(key, [.quit])
        #expect(CommandTable.hints(in: s.state.screenID, kiosk: s.state.kiosk).contains { $0.hint == "Quit" })
        #expect(Snapshot(s.state).kiosk == false)
    }

    @Test("with --kiosk, q, Esc on home and Ctrl-C on every screen do nothing; no hint or line word offers Quit")
    func childCannotQuit() throws {
        var s = started(kiosk: true)
        let h = Say(self)
        #expect(Snapshot(s.state).kiosk == true)
        for key: Key in [.character("q"), .escape, .interrupt] { s.press(key, []) }
        // In a lesson, at the gate, and too small: Ctrl-C (and q where it quit) still do nothing.
        s.press("1", [h.stop()] + h.ask("counting.1", showing: 1), shown(lesson(0, 0, showing: 1), showing: 1))
        s.press(.interrupt, [])
        openGate(&s, h)
        s.press(.interrupt, [])
        s.press(.escape, [.stopSpeech]) { $0.overlays = [] }
        s.send(.resized(Size(width: 30, height: 10)), []) { $0.size = Size(width: 30, height: 10) }
        #expect(s.state.screenID == .tooSmall)
        s.press("q", [])
        s.press(.interrupt, [])
        for screen in ScreenID.allCases {
            #expect(!CommandTable.hints(in: screen, kiosk: true).contains { $0.hint == "Quit" }, "\(screen)")
            #expect(!CommandTable.lineWords(in: screen, kiosk: true).words.contains("q"), "\(screen)")
        }
    }

    @Test("with --kiosk, a typed q in line mode opens the gate; behind it, x quits")
    func lineModeAsksForTheGate() {
        var s = started(kiosk: true)
        let h = Say(self)
        s.type("q", [h.stop(), h.say(.gate, pack.sentences.gate)]) {
            $0.overlays = [.gate(GateScreen())]
            $0.gate.open()
        }
        // Asked again at the gate: the words of what is not offered mean nothing there.
        s.type("quit", [.hint("(Type a number, or b.)")])
        s.type("\(s.state.gate.question.answer)", [h.stop()]) {
            for digit in String($0.gate.question.answer) { $0.gate.type(digit.wholeNumberValue ?? 0) }
            _ = $0.gate.submit(at: $0.now)
            $0.overlays = [.grownUps(GrownUps())]
        }
        s.type("x", [.quit])
    }

    @Test("the grown-ups' k turns \"Quitting needs a grown-up\" on and off, saved; Quit (x) works either way")
    func savedSetting() throws {
        var s = started(kiosk: false)
        openGrownUps(&s)
        let on = changed(s) { $0.kiosk = true }
        s.press("k", [.applySettings(on.settings), .save(on), .saveComputer(on.settings)]) { $0.progress = on }
        #expect(s.state.kiosk)
        let file = try ProgressFile.decode(ProgressFile.encode(s.state.progress))
        #expect(file.settings.kiosk, "saved and read back")
        s.press(.interrupt, [])  // Ctrl-C in the grown-ups' area does not quit either
        s.press("d", [.stopSpeech]) { $0.overlays = [] }
        s.press("q", [])  // saved kiosk mode holds on home
        openGrownUps(&s)
        let off = changed(s) { $0.kiosk = false }
        s.press("k", [.applySettings(off.settings), .save(off), .saveComputer(off.settings)]) { $0.progress = off }
        #expect(!s.state.kiosk)
        s.press("x", [.quit])
    }

    @Test("--kiosk holds kiosk mode this time even with the setting off; the setting goes on and off beside it")
    func optionHolds() {
        var s = started(kiosk: true, settings: Settings(kiosk: false))
        #expect(s.state.kiosk)
        openGrownUps(&s)
        let on = changed(s) { $0.kiosk = true }
        s.press("k", [.applySettings(on.settings), .save(on), .saveComputer(on.settings)]) { $0.progress = on }
        let off = changed(s) { $0.kiosk = false }
        s.press("k", [.applySettings(off.settings), .save(off), .saveComputer(off.settings)]) { $0.progress = off }
        #expect(s.state.kiosk && !s.state.progress.settings.kiosk)
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
