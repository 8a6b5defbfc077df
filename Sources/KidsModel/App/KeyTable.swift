/// The one table of keys: it maps keys to actions, and the same rows give the on-screen hints and the help,
/// so that they never disagree (after charmbracelet/bubbles' `key.Binding`).
public enum KeyTable {
    /// The screens as far as keys are concerned.
    public enum Context: String, Hashable, Sendable, CaseIterable {
        case home, lesson, done, gate, grownUps = "grown-ups", confirmReset = "confirm-reset", tooSmall = "too-small"
    }

    /// Keys that trigger a binding: listed keys, or a range of digit keys that pass their digit on.
    public enum Trigger: Hashable, Sendable {
        case keys([Key])
        case digits(ClosedRange<Int>)

        public var label: String {
            switch self {
            case .keys(let keys): return keys.map(\.label).joined(separator: "/")
            case .digits(let range): return range.count == 1 ? "\(range.lowerBound)" : "\(range.lowerBound)–\(range.upperBound)"
            }
        }
    }

    public struct Binding: Hashable, Sendable {
        public var trigger: Trigger
        public var action: Action
        /// A few words for hints and help ("Hear again").
        public var help: String
        /// Shown in the footer hints (the rest are listed only in the help).
        public var hinted: Bool
    }

    /// The action for `key` on a screen, if any.
    public static func action(for key: Key, in context: Context) -> Action? {
        for binding in bindings(context) {
            switch binding.trigger {
            case .keys(let keys) where keys.contains(key):
                return binding.action
            case .digits(let range):
                if case .character(let c) = key, let digit = c.wholeNumberValue, c.isASCII, range.contains(digit) {
                    return binding.action.with(digit: digit)
                }
            default:
                continue
            }
        }
        return nil
    }

    /// The bindings of a screen, in the order hints and help list them. Ctrl-C quits on every screen.
    public static func bindings(_ context: Context) -> [Binding] {
        table(context) + [Binding(trigger: .keys([.interrupt]), action: .quit, help: "Quit", hinted: false)]
    }

    private static let moves: [Binding] = [
        Binding(trigger: .keys([.right, .down, .tab]), action: .focusNext, help: "Move", hinted: false),
        Binding(trigger: .keys([.left, .up, .backTab]), action: .focusPrevious, help: "Move back", hinted: false),
        Binding(trigger: .keys([.home]), action: .focusFirst, help: "First", hinted: false),
        Binding(trigger: .keys([.end]), action: .focusLast, help: "Last", hinted: false),
    ]

    private static func table(_ context: Context) -> [Binding] {
        switch context {
        case .home:
            return [
                Binding(trigger: .digits(1...9), action: .openActivity(0), help: "Play", hinted: true),
                Binding(trigger: .keys([.enter]), action: .activate, help: "Choose", hinted: false),
                Binding(trigger: .keys([.character(" ")]), action: .hearAgain, help: "Hear again", hinted: true),
                Binding(trigger: .keys([.character("g")]), action: .grownUps, help: "Grown-ups", hinted: true),
                Binding(trigger: .keys([.character("q"), .escape]), action: .quit, help: "Quit", hinted: true),
            ] + moves
        case .lesson:
            return [
                Binding(trigger: .digits(1...9), action: .answerKey(0), help: "Answer", hinted: true),
                Binding(trigger: .keys([.enter]), action: .activate, help: "Choose", hinted: false),
                Binding(trigger: .keys([.character(" ")]), action: .hearAgain, help: "Hear again", hinted: true),
                Binding(trigger: .keys([.character("n")]), action: .next, help: "Next", hinted: true),
                Binding(trigger: .keys([.escape, .backspace]), action: .back, help: "Home", hinted: true),
                Binding(trigger: .keys([.character("g")]), action: .grownUps, help: "Grown-ups", hinted: false),
            ] + moves
        case .done:
            return [
                Binding(trigger: .keys([.enter]), action: .activate, help: "Choose", hinted: false),
                Binding(trigger: .keys([.character("p")]), action: .playAgain, help: "Play again", hinted: true),
                Binding(trigger: .keys([.escape]), action: .home, help: "Home", hinted: true),
                Binding(trigger: .keys([.character("g")]), action: .grownUps, help: "Grown-ups", hinted: false),
            ] + moves
        case .gate:
            return [
                Binding(trigger: .digits(0...9), action: .digit(0), help: "Type the answer", hinted: true),
                Binding(trigger: .keys([.backspace]), action: .deleteDigit, help: "Delete", hinted: true),
                Binding(trigger: .keys([.enter]), action: .submit, help: "Check", hinted: true),
                Binding(trigger: .keys([.escape]), action: .close, help: "Close", hinted: true),
            ]
        case .grownUps:
            return [
                Binding(trigger: .keys([.character("r")]), action: .reset, help: "Reset progress", hinted: true),
                Binding(trigger: .keys([.character("s")]), action: .toggleSpeech, help: "Speech on/off", hinted: true),
                Binding(trigger: .keys([.character("-")]), action: .slower, help: "Slower", hinted: true),
                Binding(trigger: .keys([.character("+"), .character("=")]), action: .faster, help: "Faster", hinted: true),
                Binding(trigger: .keys([.character("v")]), action: .nextVoice, help: "Voice", hinted: true),
                Binding(trigger: .keys([.character("d"), .escape]), action: .done, help: "Done", hinted: true),
                Binding(trigger: .keys([.enter]), action: .activate, help: "Choose", hinted: false),
            ] + moves
        case .confirmReset:
            return [
                Binding(trigger: .keys([.character("y")]), action: .confirmReset, help: "Yes, reset", hinted: true),
                Binding(trigger: .keys([.character("n"), .escape]), action: .cancelReset, help: "No", hinted: true),
                Binding(trigger: .keys([.enter]), action: .activate, help: "Choose", hinted: false),
            ] + moves
        case .tooSmall:
            return [Binding(trigger: .keys([.character("q")]), action: .quit, help: "Quit", hinted: true)]
        }
    }
}
