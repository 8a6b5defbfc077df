import Testing
import TestSupport
@testable import KidsModel

@Suite("The command table")
struct CommandTableTests {
    let pack: ContentPack

    init() throws {
        pack = try Fixtures.english()
    }

    @Test("keys of DESIGN §3 ask for their commands")
    func designKeys() {
        #expect(CommandTable.command(for: .character("3"), in: .home) == .home(.openActivity(2)))
        #expect(CommandTable.command(for: .character("g"), in: .home) == .openGate)
        #expect(CommandTable.command(for: .escape, in: .home) == .quit)
        #expect(CommandTable.command(for: .backspace, in: .home) == .home(.backAtHome))
        #expect(CommandTable.command(for: .character("s"), in: .lesson) == .hush)
        #expect(CommandTable.command(for: .character("s"), in: .grownUps) == .grownUps(.setting(.speech)))
        #expect(CommandTable.command(for: .character("w"), in: .done) == .whereAmI)
        #expect(CommandTable.command(for: .character("4"), in: .lesson) == .lesson(.answerNumber(4)))
        #expect(CommandTable.command(for: .backspace, in: .lesson) == .back)
        #expect(CommandTable.command(for: .character(" "), in: .lesson) == .hearAgain)
        #expect(CommandTable.command(for: .character("p"), in: .done) == .done(.playAgain))
        #expect(CommandTable.command(for: .escape, in: .done) == .back)
        #expect(CommandTable.command(for: .character("0"), in: .gate) == .gate(.typeDigit(0)))
        #expect(CommandTable.command(for: .backspace, in: .gate) == .gate(.deleteDigit))
        #expect(CommandTable.command(for: .character("+"), in: .grownUps) == .grownUps(.setting(.faster)))
        #expect(CommandTable.command(for: .character("y"), in: .confirmReset) == .grownUps(.confirmReset))
        #expect(CommandTable.command(for: .character("1"), in: .tooSmall) == nil)
        #expect(CommandTable.command(for: .character("٣"), in: .home) == nil, "only ASCII digits")
    }

    @Test("typed lines ask for commands", arguments: [
        ("3", ScreenID.lesson, [Command.lesson(.answerNumber(3))] as [Command]?),
        ("", .lesson, [.lesson(.next)]),
        ("h", .lesson, [.hearAgain]),
        ("b", .lesson, [.back]),
        ("b", .home, [.home(.backAtHome)]),
        ("b", .gate, [.gate(.close)]),
        ("b", .grownUps, [.grownUps(.leaveGrownUps)]),
        ("b", .confirmReset, [.grownUps(.cancelReset)]),
        ("Q", .lesson, [.quit]),
        ("quit", .gate, [.quit]),
        (" 56 ", .gate, [.gate(.typeDigit(5)), .gate(.typeDigit(6)), .gate(.submit)]),
        ("", .gate, [.gate(.submit)]),
        ("5x", .gate, nil),
        ("1", .done, [.done(.playAgain)]),
        ("2", .done, [.back]),
        ("12", .home, nil),
        ("10", .lesson, [.lesson(.answerNumber(10))]),
        ("100", .lesson, nil),
        ("0", .home, nil),
        ("banana", .home, nil),
    ])
    func lines(_ line: String, _ context: ScreenID, _ commands: [Command]?) {
        #expect(CommandTable.commands(forLine: line, in: context) == commands)
    }

    @Test("Ctrl-C and q quit on every screen, and no key or word means two things on one screen")
    func noClashes() {
        let keys: [Key] = [.enter, .escape, .backspace, .tab, .backTab, .up, .down, .left, .right, .home, .end, .interrupt]
            + "abcdefghijklmnopqrstuvwxyz0123456789 +-=ñöäüABZ".map { Key.character($0) }
        for context in ScreenID.allCases {
            #expect(CommandTable.command(for: .interrupt, in: context) == .quit)
            // Where every letter is a key, `q` is one: the whole word quits.
            #expect(CommandTable.commands(forLine: "quit", in: context) == [.quit])
            let q: [Command] = context == .typing ? [.lesson(.press(.character("q")))]
                : context == .spelling ? [SpellIt.command(.type).with(key: .character("q"))!, SpellIt.command(.check)]
                : context == .brailling ? [Braille.command(.letter).with(key: .character("q"))!, Braille.command(.check)] : [.explore(.press(.character("q")))]
            #expect(CommandTable.commands(forLine: "q", in: context) == (ScreenID.keyed.contains(context) ? q : [.quit]))
            for key in keys {
                let commands = CommandTable.rows.compactMap { row in
                    row.bindings(in: context).lazy.compactMap { $0.trigger.command(row.command, for: key) }.first
                }
                #expect(commands.count <= 1, "\(key) in \(context): \(commands)")
            }
            var seen: [String: Command] = [:]
            for row in CommandTable.rows {
                for word in row.bindings(in: context).flatMap(\.words) {
                    #expect(seen[word] == nil || seen[word] == row.command, "'\(word)' in \(context)")
                    seen[word] = row.command
                }
            }
        }
    }

    @Test("line mode's hint for a line that means nothing lists the words of the screen shown", arguments: [
        (ScreenID.home, "(Type a number, or h, b, g, s, w or q.)"),
        (.lesson, "(Type a number, or h, n, b, g, s, w or q.)"),
        (.done, "(Type p, b, g, s, w or q.)"),
        (.gate, "(Type a number, or b or q.)"),
        (.grownUps, "(Type h, r, s, -, +, v, l, e, p, g, a, k, c, t, x, d or q.)"),
        (.confirmReset, "(Type y, n or q.)"),
        (.typing, "(Type again, next, back, where or quit.)"),
        (.explore, "(Type again, back, where or quit.)"),
    ])
    func lineHints(_ context: ScreenID, _ hint: String) throws {
        var s = TestStore(try #require(try states().first { $0.screenID == context }))
        s.type("banana", [.hint(hint)])  // and nothing changes
    }

    @Test("every button a screen's layout places is one the table shows on that screen, and only those")
    func buttonsAgree() throws {
        for state in try states() where state.screenID != .tooSmall {
            let layout = try #require(state.layout)
            let placed = layout.targets.compactMap { target -> Command? in
                guard case .button(let command) = target.control else { return nil }
                if case .gate(.typeDigit) = command { return nil }
                return command
            }
            #expect(Set(placed) == Set(CommandTable.buttons(on: state.screenID)), "\(state.screenID)")
        }
    }

    @Test("every Esc has another key beside it on its screen (Fenrir takes a bare Esc for itself)")
    func escapeHasAnotherKey() {
        for context in ScreenID.allCases {
            for row in CommandTable.rows {
                for binding in row.bindings(in: context) {
                    guard case .keys(let keys) = binding.trigger, keys.contains(.escape) else { continue }
                    #expect(keys.count > 1, "\(row.command) on \(context) has only Esc")
                }
            }
        }
    }

    @Test("hints and button labels are written from the same table")
    func hintsAndLabels() {
        #expect(CommandTable.hints(in: .lesson).map { "\($0.keys) \($0.hint)" } == ["0–9 Answer", "Space/h Hear again", "n Next", "Esc/Backspace Home"])
        #expect(CommandTable.hints(in: .home).map { "\($0.keys) \($0.hint)" } == ["1–9 Play", "Space Hear again", "c Who is playing?", "g Grown-ups",
                                                                                 "q/Esc Quit"])
        let words = Words()
        #expect(CommandTable.row(.grownUps(.reset)).buttonLabel(in: .grownUps, words: words) == "r Reset")
        #expect(CommandTable.row(.gate(.close)).buttonLabel(in: .gate, words: words) == "Esc Close")
        #expect(CommandTable.row(.hearAgain).buttonLabel(in: .lesson, words: words) == "Hear again")
        #expect(CommandTable.row(.grownUps(.cancelReset)).buttonLabel(in: .confirmReset, words: Words(["No": "Non"])) == "n Non")
        #expect(Control.button(.gate(.typeDigit(7))).name == "key-7")
        #expect(Control.button(.grownUps(.leaveGrownUps)).name == "done")
    }

    /// One input of either front end: a key of the full screen, a line of line mode, or keys in a row.
    enum Input: CustomStringConvertible {
        case key(Key)
        case keys([Key])
        case line(String)

        var description: String {
            switch self {
            case .key(let key): return "key \(key.label)"
            case .keys(let keys): return "keys " + keys.map(\.label).joined(separator: " ")
            case .line(let line): return "line '\(line)'"
            }
        }

        func send(to state: AppState) -> (AppState, [Effect]) {
            var copy = state
            switch self {
            case .key(let key): return (copy, reduce(&copy, .keyPressed(key)))
            case .keys(let keys): return (copy, keys.flatMap { reduce(&copy, .keyPressed($0)) })
            case .line(let line): return (copy, reduce(&copy, .lineTyped(line)))
            }
        }
    }

    /// The inputs a binding says are the same, in groups: every input of a group must do the same thing.
    func groups(_ binding: CommandTable.Binding, in context: ScreenID) -> [[Input]] {
        switch binding.trigger {
        case .keys(let keys):
            return [keys.map(Input.key) + binding.words.map(Input.line)]
        case .digits(let range):
            return range.map { digit in
                let key = Key.character(Character("\(digit)"))
                switch binding.number {
                case .whole?: return [.key(key), .line("\(digit)")]
                case .eachDigit(let then)?:
                    guard case .keys(let thenKeys)? = CommandTable.row(then).bindings(in: context).first?.trigger,
                          let submit = thenKeys.first else {
                        Issue.record("\(then) has no key on \(context): a typed number there cannot be compared")
                        return []
                    }
                    return [.keys([key, .character("4"), submit]), .line("\(digit)4")]
                case nil: return [.key(key)]
                }
            }
        case .pressed(let keys):
            // A character key is the same as the character typed; Enter as an empty line.
            return keys.map { key in
                switch key {
                // A line of a space is an empty line once trimmed: Space has no typed line.
                case .character(" "): return [.key(key)]
                case .character(let c): return [.key(key), .line(String(c))]
                case .enter: return [.key(key), .line("")]
                default: return [.key(key)]
                }
            }
        }
    }

    /// A state of each screen, with what makes its commands do something (an answered lesson, voices).
    func states() throws -> [AppState] {
        var start = AppState(content: pack, size: Size(width: 80, height: 24), now: 1000, gateSeed: 3)
        start.voices = ["en-us", "en-gb"]
        // Each screen is reached by steps other tests check one by one.
        func after(_ state: AppState, _ events: [Event]) -> AppState {
            var s = TestStore(state)
            s.skip(events)
            return s.state
        }
        let home = after(start, [.started(Launch())])
        let lesson = after(home, [.keyPressed(.character("1"))])
        let answered = after(lesson, [.keyPressed(.character("1"))])
        var done = after(home, [.started(try Launch(activity: "shapes", in: pack))])
        done.playRoundToTheEnd()
        let gate = after(lesson, [.keyPressed(.character("g")), .keyPressed(.character("7"))])
        let locked = after(home, Array(repeating: [.keyPressed(.character("g")), .lineTyped("1")], count: 3).flatMap { $0 }
                           + [.keyPressed(.character("g"))])
        let opened = after(lesson, [.keyPressed(.character("g"))])
        let grownUps = after(opened, [.lineTyped("\(opened.gate.question.answer)")])
        let confirm = after(grownUps, [.keyPressed(.character("r"))])
        let small = after(lesson, [.resized(Size(width: 20, height: 5))])
        let explore = after(home, [.keyPressed(.character("4"))])
        let typing = after(start, [.started(try Launch(activity: "keyboard", in: pack))])
        let typed = after(typing, [.keyPressed(.character("f"))])
        let states = [home, lesson, answered, done, gate, locked, grownUps, confirm, small, explore, typing, typed]
        try #require(states.map(\.screenID) == [.home, .lesson, .lesson, .done, .gate, .gate, .grownUps, .confirmReset, .tooSmall, .explore,
                                                .typing, .typing])
        try #require(locked.gate.isLocked(at: locked.now))
        return states
    }

    @Test("every key and typed word of a binding does the same on its screen, in both front ends")
    func bothFrontEnds() throws {
        var compared = 0
        var changed = 0
        for state in try states() {
            for row in CommandTable.rows {
                for binding in row.bindings(in: state.screenID) {
                    for group in groups(binding, in: state.screenID) {
                        guard let first = group.first else { continue }
                        let expected = first.send(to: state)
                        if expected.0 != state || !expected.1.isEmpty { changed += 1 }
                        for input in group.dropFirst() {
                            let actual = input.send(to: state)
                            compared += 1
                            #expect(actual.1 == expected.1, "\(row.command) in \(state.screenID): \(input) and \(first) differ in effects")
                            #expect(actual.0 == expected.0, "\(row.command) in \(state.screenID): \(input) and \(first) differ in state")
                        }
                    }
                }
            }
        }
        #expect(compared > 80, "compared \(compared) pairs")
        #expect(changed > 40, "only \(changed) inputs did anything: the states do not reach the commands")
    }
}
