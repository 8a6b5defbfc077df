/// What the full-screen view needs besides the app's state: what this terminal can show.
public struct ViewContext: Hashable, Sendable {
    /// False under `NO_COLOR`.
    public var colors: Bool
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

    public init(colors: Bool = true, glyphs: Glyphs = .unicode) {
        self.colors = colors
        self.glyphs = glyphs
    }
}
