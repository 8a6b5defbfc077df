import Testing
@testable import KidsModel

/// Games own their state (issue 52): `AppState` keeps only what every screen shares, and the Lesson hosts a game's
/// state without knowing its type.
@Suite("Games and screens own their state")
struct GameTests {
    @Test("AppState keeps at most 20 stored fields (41 before issue 52)")
    func fewStoredFields() throws {
        let state = AppState(content: try Fixtures.english(), size: Size(width: 80, height: 24), now: 0, gateSeed: 1)
        let fields = Mirror(reflecting: state).children.compactMap(\.label)
        #expect(fields.count <= 20, "\(fields.count): \(fields)")
        #expect(!fields.contains("claps") && !fields.contains("wrongTurn") && !fields.contains("muted"), "\(fields)")
    }

    @Test("the Lesson keeps no field of one game: the claps are the syllables game's state, made afresh for each showing")
    func noGameFieldsOnLesson() throws {
        let pack = try Fixtures.english()
        var state = AppState(content: pack, size: Size(width: 80, height: 24), now: 0, gateSeed: 1)
        _ = reduce(&state, .started(try Launch(activity: "listen", question: "listen.syllables.butterfly", in: pack)))
        let fields = Mirror(reflecting: try #require(state.lesson)).children.compactMap(\.label)
        #expect(!fields.contains("claps"), "\(fields)")
        #expect(state.lesson?.game == GameState(Syllables.self, 0))
        _ = reduce(&state, .keyPressed(.character(" ")))
        #expect(state.lesson?.game == GameState(Syllables.self, 1))
        // A question of a game with no state of its own holds none.
        var rhymes = AppState(content: pack, size: Size(width: 80, height: 24), now: 0, gateSeed: 1)
        _ = reduce(&rhymes, .started(try Launch(activity: "listen", question: "listen.rhymes.cat", in: pack)))
        #expect(rhymes.lesson != nil && rhymes.lesson?.game == nil)
    }

    @Test("every game's actions are commands of the table, on its own screen, and the clap is an app sound of its own")
    func gamesInTheTable() throws {
        #expect(!Activities.games.isEmpty)
        for game in Activities.games {
            for command in game.commands {
                #expect(Command.all.contains(command), "\(game.kind): \(command) is not in Command.all")
                #expect(!CommandTable.row(command).bindings.isEmpty, "\(game.kind): \(command) has no keys")
            }
        }
        #expect(CommandTable.command(for: .character(" "), in: .clapping) == Syllables.command(.clap))
        #expect(CommandTable.command(for: .character(" "), in: .lesson) == .hearAgain, "Space is the game's only where it takes it")
        #expect(AppSound.clap != AppSound.tap && AppSound.clap.besideScreenReader && !AppSound.tap.besideScreenReader)
    }

    @Test("a game's boxed state and action compare as the game's own values")
    func boxes() {
        #expect(GameState(Syllables.self, 2) == GameState(Syllables.self, 2))
        #expect(GameState(Syllables.self, 2) != GameState(Syllables.self, 3))
        #expect(Syllables.tell(.wrongAnswer, GameState(Syllables.self, 3)) == GameState(Syllables.self, 0))
        #expect(Syllables.command(.clap) == Syllables.command(.clap))
        // A command names its action by its place in the game's actions: every action comes back as itself.
        for action in Syllables.Action.all {
            guard case .lesson(.game(let command)) = Syllables.command(action) else { Issue.record("not a game command"); continue }
            #expect(Syllables.action(of: command) == action)
        }
    }
}
