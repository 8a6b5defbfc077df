/// Something on screen that can take focus and be clicked: an activity's card, an answer's tile, or a button
/// that carries out a command (Next, Hear again, a key of the gate's keypad, Reset…).
public enum Control: Hashable, Sendable {
    case activity(String)
    case answer(String)
    case button(Command)
    /// A key of the drawn keyboard: a click presses it.
    case key(Key)
    /// A child's tile in "Who is playing?": its animal.
    case child(String)
    /// A story's tile on the shelf: its ID.
    case story(String)
    /// A word of the page being read (from 0, split at spaces): a click says it alone.
    case word(Int)

    /// The command of a button; nil for any other control (a screen says what its other controls ask for).
    public var command: Command? {
        if case .button(let command) = self { return command }
        return nil
    }

    /// Whether it is a child's tile.
    public var isChild: Bool {
        if case .child = self { return true }
        return false
    }

    /// The name used in `--state-log`: an answer's or activity's own ID, else the command row's name.
    public var name: String {
        switch self {
        case .activity(let id), .answer(let id), .child(let id), .story(let id): return id
        case .word(let n): return "word-\(n + 1)"
        case .button(.gate(.typeDigit(let d))): return "key-\(d)"
        case .key(let key): return "keyboard-" + KeyName.id(key)
        case .button(let command): return CommandTable.row(command).control ?? "\(command)"
        }
    }
}
