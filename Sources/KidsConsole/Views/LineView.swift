import KidsModel

/// The screen as plain lines, for screen readers, braille and `--plain`: no escape bytes, no cursor moves.
///
/// A second renderer of the same screen model, not a second app (after charmbracelet/huh's accessible mode):
/// it reads the model's parts that a listener needs, in the model's order, each in its words for a listener.
/// Its words are the pack's, so a French child's screen reader reads French.
public enum LineView {
    /// The parts line mode reads, in the screen's order (the gate's sentence before its question); the rest (the
    /// caption kept in view, the drawn stars, the gate's typed digits, the hint for a screen reader on the full
    /// screen) are the full screen's.
    static let roles: Set<ScreenModel.Part.Role> = [.heading, .welcome, .sentence, .progress, .description, .prompt, .choices,
                                                    .instructions, .information]

    /// The lines that describe what is shown now.
    public static func lines(_ state: AppState) -> [String] {
        lines(ScreenModel(state))
    }

    /// The lines of a screen model.
    public static func lines(_ model: ScreenModel) -> [String] {
        model.parts.filter { roles.contains($0.role) }.map { $0.spoken ?? $0.text }
    }

    /// What was said, as a line (`ScreenModel.heard`): a sound only heard is named in words.
    public static func line(_ text: String, words: Words) -> String {
        ScreenModel.heard(text, words: words) ?? text
    }
}
