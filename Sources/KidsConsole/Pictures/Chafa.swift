#if canImport(Glibc)
import Glibc
#endif
import KidsSystem
import KidsModel

/// libchafa (Debian's `libchafa0`), opened while the program runs: every `chafa_*` call of the program is here.
///
/// Opened with `dlopen` like eSpeak NG and PortAudio, so that the package only recommends it: without it the
/// pictures are drawn as block art. Its header is not used: it brings glib's, and glib's types have no place in
/// the Swift code. The few functions are declared here as the C types they are (`gint` is `Int32`, an enum is an
/// `int`, `GString *` a pointer to `{ char *str; gsize len; … }`), after chafa 1.12's headers; all exist since
/// chafa 1.8 (Debian bookworm has 1.12).
final class Chafa: @unchecked Sendable {
    /// `ChafaCanvasMode`: colours in 24 bits, or from the 256-colour palette without its first 16 (which
    /// terminals change with their themes).
    enum CanvasMode: Int32 { case truecolor = 0, indexed240 = 2 }
    /// `ChafaPixelMode`.
    enum PixelMode: Int32 { case symbols = 0, sixels = 1, kitty = 2 }
    /// `ChafaSymbolTags`: a space, the full block, the quadrants and the halves: shapes every terminal font has
    /// (sextants are newer and missing from many).
    static let symbolTags: Int32 = 1 << 0 | 1 << 1 | 1 << 3 | 1 << 7 | 1 << 8 | 1 << 9
    /// `CHAFA_PIXEL_RGBA8_UNASSOCIATED`.
    static let rgba: Int32 = 4

    private typealias New = @convention(c) () -> OpaquePointer?
    private typealias Unref = @convention(c) (OpaquePointer?) -> Void
    private typealias SetSize = @convention(c) (OpaquePointer?, Int32, Int32) -> Void
    private typealias SetInt = @convention(c) (OpaquePointer?, Int32) -> Void
    private typealias SetColour = @convention(c) (OpaquePointer?, UInt32) -> Void
    private typealias SetMap = @convention(c) (OpaquePointer?, OpaquePointer?) -> Void
    private typealias CanvasNew = @convention(c) (OpaquePointer?) -> OpaquePointer?
    private typealias Draw = @convention(c) (OpaquePointer?, Int32, UnsafePointer<UInt8>?, Int32, Int32, Int32) -> Void
    private typealias Print = @convention(c) (OpaquePointer?, OpaquePointer?) -> UnsafeMutableRawPointer?
    private typealias CharAt = @convention(c) (OpaquePointer?, Int32, Int32) -> UInt32
    private typealias ColoursAt = @convention(c) (OpaquePointer?, Int32, Int32, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?) -> Void
    private typealias Fallback = @convention(c) (OpaquePointer?) -> OpaquePointer?
    private typealias StringFree = @convention(c) (UnsafeMutableRawPointer?, Int32) -> UnsafeMutablePointer<CChar>?

    private let configNew: New, configUnref: Unref, setGeometry: SetSize, setCellGeometry: SetSize
    private let setCanvasMode: SetInt, setPixelMode: SetInt, setSymbolMap: SetMap, setBackground: SetColour
    private let mapNew: New, mapUnref: Unref, mapAddByTags: SetInt
    private let canvasNew: CanvasNew, canvasUnref: Unref, drawAllPixels: Draw, print: Print
    private let charAt: CharAt, coloursAt: ColoursAt, rawColoursAt: ColoursAt
    private let stringFree: StringFree
    private let termInfoUnref: Unref
    /// The fallback terminal's sequences (`chafa_term_db_get_fallback_info`): sixels and kitty's graphics
    /// whatever `TERM` says, since the terminal itself was asked what it can draw.
    private let termInfo: OpaquePointer?

    /// libchafa opened, or why it cannot be: missing, or too old for one of the functions.
    init(soname: String = "libchafa.so.0") throws(Missing) {
        guard let handle = dlopen(soname, RTLD_LAZY | RTLD_LOCAL) else { throw Missing(reason: Self.lastError) }
        func f<T>(_ name: String) throws(Missing) -> T {
            // glib's g_string_free is found through libchafa, which depends on glib.
            guard let address = dlsym(handle, name) else { throw Missing(reason: Self.lastError) }
            return unsafeBitCast(address, to: T.self)
        }
        configNew = try f("chafa_canvas_config_new")
        configUnref = try f("chafa_canvas_config_unref")
        setGeometry = try f("chafa_canvas_config_set_geometry")
        setCellGeometry = try f("chafa_canvas_config_set_cell_geometry")
        setCanvasMode = try f("chafa_canvas_config_set_canvas_mode")
        setPixelMode = try f("chafa_canvas_config_set_pixel_mode")
        setSymbolMap = try f("chafa_canvas_config_set_symbol_map")
        setBackground = try f("chafa_canvas_config_set_bg_color")
        mapNew = try f("chafa_symbol_map_new")
        mapUnref = try f("chafa_symbol_map_unref")
        mapAddByTags = try f("chafa_symbol_map_add_by_tags")
        canvasNew = try f("chafa_canvas_new")
        canvasUnref = try f("chafa_canvas_unref")
        drawAllPixels = try f("chafa_canvas_draw_all_pixels")
        print = try f("chafa_canvas_print")
        charAt = try f("chafa_canvas_get_char_at")
        coloursAt = try f("chafa_canvas_get_colors_at")
        rawColoursAt = try f("chafa_canvas_get_raw_colors_at")
        stringFree = try f("g_string_free")
        let database: New = try f("chafa_term_db_get_default")
        let fallback: Fallback = try f("chafa_term_db_get_fallback_info")
        termInfo = fallback(database())
        termInfoUnref = try f("chafa_term_info_unref")
    }

    deinit {
        termInfoUnref(termInfo)
    }

    /// Opens libchafa (and glib, which it brings) on another thread, at once: what the loader does there is not done
    /// again when the drawer opens it later, after the pack is read, on the way to the first frame. (A thread that
    /// ends with it, not Dispatch's pool, whose threads linger and are watched every second: `Later`.)
    static func preload(soname: String = "libchafa.so.0") {
        SystemThread.start(name: "kids.chafa") { _ = dlopen(soname, RTLD_LAZY | RTLD_LOCAL) }
    }

    /// Why libchafa cannot be used: `dlopen`'s or `dlsym`'s message.
    struct Missing: Error, Hashable, Sendable {
        var reason: String
    }

    /// One cell of a picture drawn in symbols: its character and colours (packed RGB, or a palette index in the
    /// 240-colour mode), nil where the picture is transparent.
    struct SymbolCell: Hashable, Sendable {
        var character: Character
        var foreground: Int32?
        var background: Int32?
    }

    /// `bitmap` drawn in `cells` columns and rows of symbols.
    func symbols(_ bitmap: Bitmap, cells: Size, mode: CanvasMode, background: UInt32) -> [[SymbolCell]] {
        canvas(bitmap, cells: cells, cellPixels: nil, mode: mode, pixels: .symbols, background: background) { canvas in
            (0..<cells.height).map { y in
                (0..<cells.width).map { x in
                    var foreground: Int32 = -1, background: Int32 = -1
                    (mode == .truecolor ? coloursAt : rawColoursAt)(canvas, Int32(x), Int32(y), &foreground, &background)
                    let scalar = Unicode.Scalar(charAt(canvas, Int32(x), Int32(y))) ?? " "
                    return SymbolCell(character: Character(scalar), foreground: foreground < 0 ? nil : foreground,
                                      background: background < 0 ? nil : background)
                }
            }
        }
    }

    /// `bitmap` as the terminal's own pixels (a sixel or kitty graphics sequence) filling `cells`, each cell
    /// `cellPixels` in size; drawn where the cursor is.
    func pixels(_ bitmap: Bitmap, cells: Size, cellPixels: Size, mode: PixelMode, background: UInt32) -> String {
        canvas(bitmap, cells: cells, cellPixels: cellPixels, mode: .truecolor, pixels: mode, background: background) { canvas in
            guard let string = print(canvas, termInfo) else { return "" }
            // GString: { gchar *str; gsize len; gsize allocated_len; }
            let bytes = string.load(as: UnsafePointer<UInt8>?.self)
            let length = string.load(fromByteOffset: MemoryLayout<UnsafeRawPointer>.stride, as: Int.self)
            let text = bytes.map { String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self) } ?? ""
            _ = stringFree(string, 1)
            return text
        }
    }

    private func canvas<T>(_ bitmap: Bitmap, cells: Size, cellPixels: Size?, mode: CanvasMode, pixels: PixelMode, background: UInt32,
                           _ read: (OpaquePointer?) -> T) -> T {
        let config = configNew()
        let map = mapNew()
        defer {
            mapUnref(map)
            configUnref(config)
        }
        mapAddByTags(map, Self.symbolTags)
        setSymbolMap(config, map)
        setGeometry(config, Int32(cells.width), Int32(cells.height))
        if let cellPixels { setCellGeometry(config, Int32(cellPixels.width), Int32(cellPixels.height)) }
        setCanvasMode(config, mode.rawValue)
        setPixelMode(config, pixels.rawValue)
        setBackground(config, background)
        let canvas = canvasNew(config)
        defer { canvasUnref(canvas) }
        // libchafa reads width × height × 4 bytes, whatever the array holds.
        if bitmap.pixels.count >= bitmap.width * bitmap.height * 4 { bitmap.pixels.withUnsafeBufferPointer { buffer in
            drawAllPixels(canvas, Self.rgba, buffer.baseAddress, Int32(bitmap.width), Int32(bitmap.height), Int32(bitmap.width * 4))
        } }
        return read(canvas)
    }

    private static var lastError: String {
        dlerror().map { String(cString: $0) } ?? "unknown error"
    }
}
