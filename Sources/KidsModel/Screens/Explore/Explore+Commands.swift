/// "Try the keys"' own command: a key pressed is named.
extension Explore {
    public enum Command: Hashable, Sendable {
        /// A key pressed: every letter, digit and named key is explored.
        case press(Key)
    }

    static func row(_ command: Command) -> CommandTable.Row {
        switch command {
        case .press: return .init(.explore(command), [.init([.explore], .pressed(KeyboardKeys.explored))], hint: "Press a key")
        }
    }

    public static func own(_ command: AppCommand) -> Command? {
        if case .explore(let own) = command { return own }
        return nil
    }

    public func run(_ command: Command, _ app: inout AppState) -> [Effect] {
        switch command {
        case .press(let pressed):
            let key = app.keyboardLayout.key(pressed)
            let name = app.content.keyName(key)
            var explore = self
            explore.pressed = key
            app.screen = .explore(explore)
            return [app.captioned(app.named(.key, name.shown, voiced: name.voiced, subject: KeyName.id(key)))]
        }
    }

    public func command(for control: Control, _ app: AppState) -> AppCommand? {
        guard case .key(let key) = control else { return control.command }
        return .explore(.press(key))
    }

    /// Back: home; offered before the keyboard game, on to the game.
    public func back(_ app: inout AppState) -> [Effect] {
        guard let then else { return app.home(from: activity) }
        app.screen = .lesson(app.makeLesson(activity: then, round: app.newRound(of: then)))
        return []
    }
}
