/// The gate's own commands: its keypad, and Close.
extension GateScreen {
    public enum Command: Hashable, Sendable {
        /// Types a digit.
        case typeDigit(Int)
        case deleteDigit
        case submit
        /// Closes the gate without an answer.
        case close
    }

    private static let open: @Sendable (AppState) -> Bool = { !$0.gate.isLocked(at: $0.now) }

    static func row(_ command: Command) -> CommandTable.Row {
        let c = AppCommand.gate(command)
        switch command {
        case .typeDigit:
            return .init(c, [.init([.gate], .digits(0...9), number: .eachDigit(then: .gate(.submit)))], hint: "Type the answer", enabled: open)
        case .deleteDigit:
            return .init(c, [.init(.gate, [.backspace])], hint: "Delete", label: "Del", control: "delete", buttonOn: [.gate], enabled: open)
        case .submit:
            return .init(c, [.init(.gate, [.enter], alsoTyped: [""])], hint: "Check", label: "OK", control: "enter", buttonOn: [.gate], enabled: open)
        case .close:
            return .init(c, [.init(.gate, [.escape, .character("b")])], hint: "Close", keyOnButton: true, control: "close", buttonOn: [.gate])
        }
    }

    public static func own(_ command: AppCommand) -> Command? {
        if case .gate(let own) = command { return own }
        return nil
    }

    public func run(_ command: Command, _ app: inout AppState) -> [Effect] {
        switch command {
        case .typeDigit(let digit): if !app.gate.isLocked(at: app.now) { app.gate.type(digit) }
        case .deleteDigit: app.gate.deleteDigit()
        case .submit: GateScreen.submit(&app)
        case .close: app.pop()
        }
        return []
    }
}
