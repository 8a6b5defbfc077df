/// What the full-screen view needs besides the app's state: things of this computer, not of the app.
public struct ViewContext: Hashable, Sendable {
    /// False under `NO_COLOR`.
    public var colors: Bool
    /// Where progress is kept, for "Your data"; nil when there is nowhere.
    public var dataPath: String?
    /// Where the privacy policy can be read.
    public var privacyPolicy: String
    /// The characters the terminal can show.
    public var glyphs: Glyphs

    public enum Glyphs: Hashable, Sendable {
        /// A terminal emulator with Unicode fonts: stars, half and quarter blocks, every box line.
        case unicode
        /// The Linux console (`TERM=linux`): only what its default fonts hold (`ConsoleGlyphs`).
        case linuxConsole

        /// The Linux console's own `TERM` (`linux`, and its variants such as `linux-16color`); any other
        /// terminal is taken to have Unicode fonts.
        public init(term: String) {
            self = term == "linux" || term.hasPrefix("linux-") ? .linuxConsole : .unicode
        }
    }

    public init(colors: Bool = true, dataPath: String? = nil, privacyPolicy: String = "", glyphs: Glyphs = .unicode) {
        self.colors = colors
        self.dataPath = dataPath
        self.privacyPolicy = privacyPolicy
        self.glyphs = glyphs
    }
}
