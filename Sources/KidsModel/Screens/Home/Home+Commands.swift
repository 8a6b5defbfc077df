/// Home's own commands: open an activity, go to "Who is playing?", and Back where there is nothing to go back to.
extension Home {
    public enum Command: Hashable, Sendable {
        /// Opens the card at this position on home (0 is the first).
        case openActivity(Int)
        /// "Back" on the home screen: says so, and stays.
        case backAtHome
        /// Goes back to "Who is playing?" (two or more children).
        case whoIsPlaying
    }

    static func row(_ command: Command) -> CommandTable.Row {
        let c = AppCommand.home(command)
        switch command {
        case .openActivity: return .init(c, [.init([.home], .digits(1...9), number: .whole(lineUpTo: 9))], hint: "Play")
        case .backAtHome: return .init(c, [.init(.home, [.backspace], alsoTyped: ["b"], hinted: false)], hint: "Back")
        case .whoIsPlaying:
            var row = CommandTable.Row(c, [.init(.home, [.character("c")])], hint: "Who is playing?", enabled: { $0.children.count > 1 })
            row.hiddenWhenDisabled = true
            return row
        }
    }

    public func command(for control: Control, _ app: AppState) -> AppCommand? {
        guard case .activity(let id) = control else { return control.command }
        return app.homeCards.firstIndex { app.content.activities[$0].id == id }.map { .home(.openActivity($0)) }
    }

    public static func own(_ command: AppCommand) -> Command? {
        if case .home(let own) = command { return own }
        return nil
    }

    public func run(_ command: Command, _ app: inout AppState) -> [Effect] {
        switch command {
        case .openActivity(let card):
            let cards = app.homeCards
            return cards.indices.contains(card) ? app.open(activity: cards[card]) : []
        case .backAtHome:
            return [app.captioned(app.utterance(.notice, app.content.words("This is home.")))]
        case .whoIsPlaying:
            app.show(Who.make(&app))
            return []
        }
    }
}
