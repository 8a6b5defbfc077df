/// "Who is playing?"'s own commands: play as a child, and turn its pages.
extension Who {
    public enum Command: Hashable, Sendable {
        /// Plays as the child at this place of the page shown (0 is the first): a digit key, a click, or in line mode
        /// a typed number (there every child is on the one page, so any of 36).
        case chooseChild(Int)
        /// The next page of children, or the page before (PgDn, PgUp, or their buttons).
        case nextPage, previousPage
    }

    static func row(_ command: Command) -> CommandTable.Row {
        switch command {
        case .chooseChild:
            return .init(.who(command), [.init([.who], .digits(1...9), number: .whole(lineUpTo: AppState.childLimit))], hint: "Play")
        case .nextPage: return pageRow(.who(command), .pageDown, hint: "Next page", control: "next-page", on: .who)
        case .previousPage: return pageRow(.who(command), .pageUp, hint: "Page before", control: "previous-page", on: .who)
        }
    }

    /// A page button of a screen of children: its key, and no key, hint or button while the children fit one page.
    static func pageRow(_ command: AppCommand, _ key: Key, hint: String, control: String, on screen: ScreenID) -> CommandTable.Row {
        var row = CommandTable.Row(command, [.init(screen, [key])], hint: hint, keyOnButton: screen == .children, control: control, buttonOn: [screen],
                                   enabled: { $0.childPages.paged })
        row.hiddenWhenDisabled = true
        return row
    }

    /// A child's tile plays as that child (it is on the page shown: a click or Enter on it).
    public func command(for control: Control, _ app: AppState) -> AppCommand? {
        guard case .child(let name) = control else { return control.command }
        return app.children.firstIndex(of: name).map { .who(.chooseChild($0 - app.childPages.indices(on: page(in: app)).lowerBound)) }
    }

    public static func own(_ command: AppCommand) -> Command? {
        if case .who(let own) = command { return own }
        return nil
    }

    public func run(_ command: Command, _ app: inout AppState) -> [Effect] {
        switch command {
        case .chooseChild(let place):
            return app.childPages.index(place + 1, on: page(in: app)).map { [.loadChild(app.children[$0])] } ?? []
        case .nextPage: return turn(by: 1, &app)
        case .previousPage: return turn(by: -1, &app)
        }
    }
}
