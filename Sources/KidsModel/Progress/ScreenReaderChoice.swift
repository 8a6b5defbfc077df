/// What a screen reader found at start does, as grown-ups chose for the computer ("With a screen reader").
public enum ScreenReaderChoice: String, Hashable, Sendable, Codable, CaseIterable {
    /// Line mode, and the app's voice keeps to what only it can say (a letter's sound, a word to spell): the
    /// screen reader speaks the lines. Never two voices at once: the default.
    case lineMode = "line"
    /// Line mode, and the app's voice too.
    case lineModeWithVoice = "line-voice"
    /// The full screen, as if no screen reader ran (a sighted grown-up beside a child, a reader kept for others).
    case fullScreen = "full"
}
