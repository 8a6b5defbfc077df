/// How the program starts: in full screen or line mode, and whether its own voice leaves the lines to a screen
/// reader. Decided once, from the command line, the computer's settings, the terminal and the reader found.
public struct StartMode: Hashable, Sendable {
    /// Plain numbered lines instead of the full screen.
    public var lineMode: Bool
    /// The screen reader found, by name ("Fenrir"), when one was.
    public var screenReader: String?
    /// The app's voice is quiet but for what only it can say: the screen reader speaks the lines.
    public var readerSpeaks: Bool

    /// `full`: `--full`; `plain`: `--plain`; `terminal`: standard input and output are a terminal that can draw.
    /// `--full` and `--plain` win; then a reader found does what grown-ups chose; then the saved line mode.
    /// Whenever line mode runs beside a screen reader, the app's voice is quiet unless grown-ups asked for it.
    public init(full: Bool, plain: Bool, terminal: Bool, settings: Settings, screenReader: String?) {
        self.screenReader = screenReader
        if plain || !terminal {
            lineMode = true
        } else if full {
            lineMode = false
        } else if screenReader != nil {
            lineMode = settings.screenReader != .fullScreen || settings.lineMode
        } else {
            lineMode = settings.lineMode
        }
        readerSpeaks = lineMode && screenReader != nil && settings.screenReader != .lineModeWithVoice
    }
}
