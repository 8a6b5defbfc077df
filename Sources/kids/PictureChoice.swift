import KidsConsole
import KidsModel

/// How this terminal's pictures are drawn, chosen once at start: from `--pictures`, `TERM`, `NO_COLOR`, what the
/// terminal answered when asked (sixels, kitty graphics, its background, its cells' size) and whether libchafa
/// opens.
enum PictureChoice {
    /// What `--pictures` asks for (kept with the options, which the arguments fuzzer compiles alone).
    typealias Requested = Options.Pictures

    /// What the choice is made from, besides the terminal's answers: the command line and the environment.
    struct Setup: Sendable {
        var requested: Requested
        var term: String
        var colors: Bool
        var colorTerm: String?
        /// `KIDS_LIBCHAFA`: another library to open than libchafa.so.0 (to try the program without it).
        var library: String?
        /// Where what libchafa drew is kept for the next start (the state folder's `drawn-pictures`); nil keeps nothing.
        var shelf: PictureShelf?
        /// The letters and numbers drawn as images; nil draws them in the block font.
        var letterforms: Letterforms?

        /// `NO_COLOR` set and not empty means no colours (no-color.org). `state`: the state folder, if there is one.
        init(requested: Requested, environment: [String: String], state: String? = nil) {
            self.requested = requested
            shelf = state.map(PictureShelf.init)
            term = environment["TERM"] ?? ""
            colors = environment["NO_COLOR"].map(\.isEmpty) ?? true
            colorTerm = environment["COLORTERM"]
            library = environment["KIDS_LIBCHAFA"]
        }
    }

    /// A cell's size in pixels when a terminal that draws kitty graphics says nothing of it (kitty places pictures
    /// by cells: the size only sets how many pixels are sent).
    static let usualCell = Size(width: 10, height: 20)

    /// Whether to ask the terminal at all: not where block art without a choice of colours is all it will get (the
    /// Linux console, whose background is black; a dumb terminal; `NO_COLOR`). Asked for block art too: its
    /// background decides the block art's colours.
    static func asks(term: String, colors: Bool) -> Bool {
        !onlyBlocks(term: term, colors: colors)
    }

    /// The Linux console (its fonts have no room for libchafa's colours and shapes beyond its own 16), a dumb
    /// terminal, and `NO_COLOR` (pictures without colour say less than the drawn outlines of block art).
    static func onlyBlocks(term: String, colors: Bool) -> Bool {
        !colors || term == "linux" || term.hasPrefix("linux-") || term == "dumb" || term.isEmpty
    }

    /// Opens libchafa on another thread while the pack is read, when the full screen may draw with it: not in line
    /// mode, nor where block art is all there will be.
    static func preload(_ options: Options, environment: [String: String]) {
        let setup = Setup(requested: options.pictures, environment: environment)
        guard !options.plain, setup.requested != .blocks, !onlyBlocks(term: setup.term, colors: setup.colors) else { return }
        PictureDrawer.preload(soname: setup.library ?? "libchafa.so.0")
    }

    /// The mode for what was asked and answered; `.blocks` needs no libchafa.
    static func mode(_ requested: Requested, term: String, colors: Bool, colorTerm: String?, abilities: TerminalAbilities,
                     windowCell: Size?) -> PictureMode {
        guard requested != .blocks, !onlyBlocks(term: term, colors: colors) else { return .blocks }
        let symbols = PictureMode.symbols(truecolor: ["truecolor", "24bit"].contains(colorTerm ?? ""))
        guard requested != .symbols else { return symbols }
        // Kitty places a picture by cells (chafa sends its columns and rows); sixels are pixels, which only the
        // terminal's own cell size fits to the cells: without it, symbols.
        if abilities.kittyGraphics { return .pixels(.kitty, cell: windowCell ?? abilities.cell ?? usualCell) }
        if abilities.sixel, let cell = windowCell ?? abilities.cell { return .pixels(.sixel, cell: cell) }
        return symbols
    }

    /// The drawer for `mode`, or nil for block art: `mode` is blocks, or libchafa cannot be opened (`KIDS_LIBCHAFA`
    /// names another library, for trying the program without it). `note` tells kids.log which, and why.
    static func drawer(_ mode: PictureMode, background: UInt32?, library: String?, note: (String) -> Void) -> PictureDrawer? {
        guard mode != .blocks else {
            note("pictures: blocks")
            return nil
        }
        do {
            let drawer = try PictureDrawer(mode: mode, background: background ?? 0, soname: library ?? "libchafa.so.0")
            note("pictures: \(mode)")
            return drawer
        } catch {
            note("pictures: blocks, since libchafa cannot be used (\(error.reason))")
            return nil
        }
    }
}
