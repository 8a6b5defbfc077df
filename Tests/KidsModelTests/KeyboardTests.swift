import KidsStore
import Testing
@testable import KidsModel

/// The keyboard's activities in the reducer: a key answers a `keyboard` question (said back when right, named
/// kindly when wrong, and the same key asked for again), `keys` names every key, and where every letter is a
/// key no letter is a command. Every step spells out every effect and every change of state.
@Suite("Keyboard letters")
struct KeyboardTests {
    let pack: ContentPack
    let keys: Int
    let keyboard: Int

    init() throws {
        pack = try Fixtures.english()
        keys = try #require(pack.activityIndex(id: "keys"))
        keyboard = try #require(pack.activityIndex(id: "keyboard"))
    }

    func store(progress: Progress = Progress()) -> TestStore { .started(pack, progress: progress) }

    func say(_ kind: Utterance.Kind, _ text: String, _ subject: String?) -> Effect {
        .speak(Utterance(kind: kind, subject: subject, text: text, muted: true, reads: Say.reads(kind, index: nil)))
    }

    /// A keyboard question newly shown, as the reducer makes it: no tiles, no focus on screen, its prompt said.
    func asked(_ state: inout AppState, _ round: Round, _ id: String, showing: Int) {
        state.screen = .lesson(Lesson(activity: keyboard, round: round, order: [], focus: .button(.hearAgain), showing: showing))
        state.showings = showing
        state.spokenShowing = showing
        state.lastAsked = id
        state.caption = nil
    }

    /// The first round of the keyboard at level 1: F and J, then the home row, in pack order.
    var firstRound: Round {
        Round(queue: Array(pack.activities[keyboard].questions(at: 1)))
    }

    @Test("a child who has not played it tries the keys first; each key is named and lit; Esc goes on to the game, which asks for F")
    func triesTheKeysFirst() throws {
        var s = store()
        let explore = Explore(activity: keys, pressed: nil, then: keyboard, showing: 1)
        s.press("\(keyboard + 1)", [.stopSpeech, say(.question, "Try the keys first! Press any key to hear its name. Escape starts the game.", "keys")]) {
            $0.screen = .explore(explore)
            $0.showings = 1
            $0.spokenShowing = 1
        }
        for (key, name, id) in [(Key.character("q"), "Q", "q"), (.character(" "), "Space", "space"), (.enter, "Enter", "enter"), (.up, "up arrow", "up"),
                                (.character("W"), "W", "w"), (.backspace, "Backspace", "backspace"), (.character("7"), "7", "7")] {
            s.press(key, [say(.key, name, id)]) {
                var lit = explore
                lit.pressed = KeyboardKeys.normalized(key)
                $0.screen = .explore(lit)
                $0.caption = name
            }
        }
        #expect(Snapshot(s.state).pressed == "7" && Snapshot(s.state).screen == .explore)
        s.press(.escape, [.stopSpeech, say(.question, "Press the letter F.", "keyboard.home.f")]) { asked(&$0, firstRound, "keyboard.home.f", showing: 2) }
        #expect(s.state.screenID == .typing && Snapshot(s.state).jsonLine.contains(#""screen":"lesson""#))
    }

    @Test("a wrong key is named and the key asked for again; the right key earns the star and is said back; after it a key is only named")
    func answeredByAKey() throws {
        var s = store()
        s.skip(.keyPressed(.character(Character(String(keyboard + 1)))), .keyPressed(.escape))
        var lesson = try #require(s.state.lesson)
        var progress = s.state.progress
        progress.review("keyboard.home.f", in: pack, right: false, at: 100)
        progress.noteMiss("keyboard.home.f")
        progress.noteDay(run: "run", at: 100, firstTry: false, star: false)
        s.press("x", [.save(progress), say(.wrong, "That's X. Press the letter F.", "keyboard.home.f")]) {
            lesson.setAside = ["x"]
            lesson.pressed = .character("x")
            lesson.round = Round(queue: [0, 1, 2, 0, 3, 4, 5, 6, 7, 8], retries: [3])
            $0.screen = .lesson(lesson)
            $0.progress = progress
            $0.caption = "That's X. Press the letter F."
            $0.wrongTurn = 1
        }
        progress.earnStar("keyboard.home.f", at: 100)
        progress.noteDay(run: "run", at: 100, firstTry: nil, star: true)
        let praise = pack.sentences.right[0]
        s.press("F", [.save(progress), say(.right, "F! " + praise, "keyboard.home.f")]) {
            lesson.answered = true
            lesson.pressed = .character("f")
            lesson.focus = .button(.lesson(.next))
            $0.screen = .lesson(lesson)
            $0.progress = progress
            $0.caption = "F! " + praise
            $0.rightTurn = 1
        }
        s.press("q", [say(.key, "Q. Press Enter for the next question.", "q")]) {
            lesson.pressed = .character("q")
            $0.screen = .lesson(lesson)
            $0.caption = "Q. Press Enter for the next question."
        }
        var round = lesson.round
        round.advance()
        s.press(.enter, [.stopSpeech, say(.question, "Press the letter J.", "keyboard.home.j")]) { asked(&$0, round, "keyboard.home.j", showing: 3) }
    }

    @Test("q, g, s, w and n are keys there: the app stays and names them; Ctrl-C still quits, and in kiosk mode does not")
    func lettersAreNotCommands() throws {
        for screen in ScreenID.keyed {
            for c in "qgswn" {
                let braille = Braille.command(Braille.perkins[c] == nil ? .letter : .dot).with(key: .character(c))
                let pressed: Command = screen == .typing ? .lesson(.press(.character(c)))
                    : screen == .spelling ? SpellIt.command(.type).with(key: .character(c))!
                    : screen == .brailling ? braille! : .explore(.press(.character(c)))
                #expect(CommandTable.command(for: .character(c), in: screen) == pressed, "\(c) in \(screen)")
                // Spelling and braille: a letter typed in line mode is a word (or a letter) to check.
                let checked = screen == .spelling ? [pressed, SpellIt.command(.check)] : screen == .brailling ? [pressed, Braille.command(.check)] : [pressed]
                #expect(CommandTable.commands(forLine: String(c), in: screen) == checked, "\(c) typed in \(screen)")
            }
            #expect(CommandTable.command(for: .interrupt, in: screen) == .quit)
            #expect(CommandTable.command(for: .interrupt, in: screen, kiosk: true) == nil)
            #expect(CommandTable.commands(forLine: "quit", in: screen) == [.quit])
            #expect(CommandTable.commands(forLine: "quit", in: screen, kiosk: true) == [.openGate])
            #expect(CommandTable.commands(forLine: "back", in: screen) == [.back])
            #expect(CommandTable.commands(forLine: "where", in: screen) == [.whereAmI])
            #expect(CommandTable.command(for: .tab, in: screen) == .whereAmI)
            #expect(CommandTable.command(for: .escape, in: screen) == .back)
        }
        #expect(CommandTable.command(for: .character(" "), in: .typing) == .hearAgain)
        #expect(CommandTable.command(for: .character(" "), in: .explore) == .explore(.press(.character(" "))))
        #expect(CommandTable.command(for: .enter, in: .typing) == .lesson(.next))
        #expect(CommandTable.commands(forLine: "", in: .typing) == [.lesson(.next)])
        #expect(CommandTable.commands(forLine: "again", in: .typing) == [.hearAgain])
        #expect(CommandTable.commands(forLine: "", in: .explore) == [.explore(.press(.enter))])
        #expect(CommandTable.commands(forLine: "dog", in: .typing) == nil)
        // In a question and in explore, each of them is named and nothing else happens.
        var s = store()
        s.skip(.keyPressed(.character(Character(String(keyboard + 1)))))
        for c in "qgswn" {
            let effects = reduce(&s.state, .keyPressed(.character(c)))
            #expect(effects.count == 1 && s.state.screenID == .explore, "\(c): \(effects)")
        }
        s.skip(.keyPressed(.escape))
        for c in "qgswn" {
            let effects = reduce(&s.state, .keyPressed(.character(c)))
            #expect(!effects.contains(.quit) && s.state.screenID == .typing && s.state.overlay == nil, "\(c): \(effects)")
            #expect(effects.contains { if case .speak(let u) = $0 { return u.text.hasPrefix("That's \(c.uppercased()).") } else { return false } })
        }
    }

    @Test("where am I says the question; the layout is the pack's, the command line's or the grown-ups' choice")
    func whereAndLayout() throws {
        var s = store()
        s.skip(.keyPressed(.character(Character(String(keyboard + 1)))), .keyPressed(.escape))
        s.press(.tab, [say(.whereami, "Keyboard, question 1 of 9, 0 stars: Press the letter F.", nil)]) {
            $0.caption = "Keyboard, question 1 of 9, 0 stars: Press the letter F."
        }
        #expect(s.state.keyboardLayout == .qwerty && Snapshot(s.state).keyboard == .qwerty)
        let given = AppState(content: pack, size: Size(width: 80, height: 24), now: 0, gateSeed: 1, keyboard: .azerty)
        #expect(given.keyboardLayout == .azerty)
        #expect(Setting.keyboard.changed(Settings(), in: s.state).keyboard == .qwerty)
        #expect(ScreenModel(s.state).keyboard?.rows.map { $0.map(\.label).joined() }.prefix(4) == ["1234567890Backspace", "QWERTYUIOPEnter", "ASDFGHJKL", "ZXCVBNM"])
    }

    @Test("Caps Lock: a capital is its small letter only where keys are pressed; on home G is not g")
    func capitals() {
        #expect(CommandTable.command(for: .character("G"), in: .home) == nil)
        #expect(CommandTable.command(for: .character("Q"), in: .grownUps) == nil)
        #expect(CommandTable.command(for: .character("G"), in: .typing) == .lesson(.press(.character("g"))))
        #expect(CommandTable.command(for: .character("Ñ"), in: .explore) == .explore(.press(.character("ñ"))))
    }

    @Test("on AZERTY the digit keys without Shift type & é \" ' ( - è _ ç à: each is its digit; a click on a drawn key presses it")
    func azertyAndClicks() throws {
        var state = AppState(content: pack, size: Size(width: 80, height: 24), now: 100, gateSeed: 1, muted: true, keyboard: .azerty)
        _ = reduce(&state, .started(try Launch(activity: "keyboard", question: "keyboard.digits.1", in: pack)))
        var wrong = state
        let missed = reduce(&wrong, .keyPressed(.character("é")))
        #expect(missed.contains(.speak(Utterance(kind: .wrong, subject: "keyboard.digits.1", text: "That's 2. Press the number 1.", muted: true,
                                                  serial: 2, reads: .whole(.caption)))), "\(missed)")
        var right = state
        _ = reduce(&right, .keyPressed(.character("&")))
        #expect(right.lesson?.answered == true && right.lesson?.pressed == .character("1"))
        // The 1 key drawn on the keyboard, clicked.
        let rect = try #require(state.layout?.rect(of: .key(.character("1"))))
        _ = reduce(&state, .clicked(column: rect.x + rect.width / 2, row: rect.y))
        #expect(state.lesson?.answered == true && state.progress.hasStar("keyboard.digits.1"))
    }

    @Test("a key the keyboard in use lacks is never asked: Spanish Ñ with --keyboard qwerty")
    func missingKey() throws {
        let spanish = try PackFolder.load(folder: Fixtures.root.appendingPathComponent("Content/es").path).get()
        let index = try #require(spanish.activityIndex(id: "keyboard"))
        let home = try #require(spanish.activities[index].questions.firstIndex { $0.id == "keyboard.home.ñ" })
        let own = AppState(content: spanish, size: Size(width: 80, height: 24), now: 0, gateSeed: 1)
        let qwerty = AppState(content: spanish, size: Size(width: 80, height: 24), now: 0, gateSeed: 1, keyboard: .qwerty)
        #expect(own.newRound(of: index).queue.contains(home))
        #expect(!qwerty.newRound(of: index).queue.contains(home))
    }

    @Test("exploring, again says the sentence again; the grown-ups' key steps through the pack's layout and the four")
    func againAndSetting() throws {
        var s = store()
        s.skip(.started(try Launch(activity: "keys", in: pack)))
        #expect(CommandTable.commands(forLine: "again", in: .explore) == [.hearAgain])
        s.type("again", [say(.again, "Press any key to hear its name. Escape goes home.", "keys")])
        var settings = Settings()
        var seen: [KeyboardLayout?] = []
        for _ in 0..<5 {
            settings = Setting.keyboard.changed(settings, in: s.state)
            seen.append(settings.keyboard)
        }
        #expect(seen == [.qwerty, .azerty, .qwertz, .es, nil])
    }

    @Test("every level asks its keys: F and J first, then the home row, vowels, consonants, digits, sounds, words; at least 60")
    func levels() throws {
        let activity = pack.activities[keyboard]
        #expect(activity.questions.count >= 60 && activity.levelCount == 6)
        #expect(activity.questions(at: 1).prefix(2).map { activity.questions[$0].correct } == ["f", "j"])
        let sound = try #require(activity.questions.first { $0.id == "keyboard.sound.m" })
        #expect(sound.spoken == "Which key says this sound: ((•))?" && sound.voiced == "Which key says this sound: [[_:_:m-:]]?" && sound.picture.letter == nil)
        let word = try #require(activity.questions.first { $0.id == "keyboard.word.ball" })
        #expect(word.correct == "b" && word.picture.letter == nil && word.spoken == "Press the first letter of this word: ((•)).")
        #expect(word.voiced == "Press the first letter of this word: ball.")
        #expect(activity.questions.allSatisfy { $0.answers.isEmpty && $0.correct.count == 1 })
    }
}
