import FoundationEssentials
import KidsConsole
import KidsModel
import Testing

/// Pictures drawn by libchafa: the sixel and kitty sequences the frame writer sends, decoded here and compared with
/// the picture's own image; symbols in colour; and what is sent again, and what not. Needs libchafa (Debian's
/// libchafa0, which the test packages install): without it these are skipped, and say so.
@Suite("Pictures drawn by libchafa", .enabled(if: LibChafa.installed, "libchafa.so.0 is not installed"))
struct PicturePixelsTests {
    static let cell = Size(width: 10, height: 20)

    /// The counting question with `count` suns, at 80 × 24, drawn with `mode`.
    func frame(_ mode: PictureMode, question: String = "counting.sun.1", scaled: inout ScaledPictures) throws -> (Frame, AppState) {
        let pack = try #require(LineViewTests.pack)
        var state = AppState(content: pack, size: Size(width: 80, height: 24), now: 0, gateSeed: 4, muted: true)
        _ = reduce(&state, .started(try Launch(activity: "counting", question: question, in: pack)))
        if scaled.drawer == nil { scaled = ScaledPictures(drawer: try PictureDrawer(mode: mode, background: 0)) }
        return (FullScreenView.frame(state, model: ScreenModel(state), context: ViewContext(), scaled: &scaled), state)
    }

    var sun: Bitmap {
        get throws { try #require(LineViewTests.pack?.pictures["sun"]?.image).bitmap() }
    }

    @Test("the sixel sequence written for the sun, decoded, is the sun's image: its shape and its colours")
    func sixel() throws {
        var scaled = ScaledPictures()
        let (frame, _) = try self.frame(.pixels(.sixel, cell: Self.cell), scaled: &scaled)
        let placed = try #require(frame.buffer.images.first)
        #expect(frame.buffer.images.count == 1)
        var writer = FrameWriter()
        let bytes = String(decoding: writer.bytes(for: frame), as: UTF8.self)
        let start = try #require(bytes.range(of: "\u{1B}P"))
        let end = try #require(bytes.range(of: "\u{1B}\\", range: start.upperBound..<bytes.endIndex))
        #expect(bytes[..<start.lowerBound].hasSuffix("\u{1B}[\(placed.rect.y + 1);\(placed.rect.x + 1)H"), "sent where its cells are")
        let decoded = try Sixel.decode(String(bytes[start.lowerBound..<end.upperBound]))
        #expect(decoded.width == placed.rect.width * Self.cell.width)
        #expect(abs(decoded.height - placed.rect.height * Self.cell.height) < 6, "to the sixel band")
        let match = Compare.images(decoded, try sun)
        #expect(match.shape > 0.95, "opaque where the image is: \(match.shape)")
        #expect(match.colour < 0.08, "colour error \(match.colour)")
        // Not the sun: a picture of another shape and colour does not match it.
        #expect(Compare.images(decoded, try #require(LineViewTests.pack?.pictures["penguin"]?.image).bitmap()).colour > 0.15)
    }

    @Test("the kitty graphics sequence written for the sun, decoded, is the sun's image")
    func kitty() throws {
        var scaled = ScaledPictures()
        let (frame, _) = try self.frame(.pixels(.kitty, cell: Self.cell), scaled: &scaled)
        var writer = FrameWriter()
        let bytes = String(decoding: writer.bytes(for: frame), as: UTF8.self)
        #expect(bytes.hasPrefix("\u{1B}_Ga=d,d=A\u{1B}\\"), "what kitty showed before is deleted first, its data freed")
        let decoded = try Kitty.decode(bytes)
        let match = Compare.images(decoded, try sun)
        #expect(match.shape > 0.95, "\(match.shape)")
        #expect(match.colour < 0.05, "\(match.colour)")
    }

    @Test("pixels are sent when the picture changes, not when a count is lit or a word read along")
    func sentOnce() throws {
        var scaled = ScaledPictures()
        let pack = try #require(LineViewTests.pack)
        var (frame, state) = try self.frame(.pixels(.sixel, cell: Self.cell), question: "counting.apple.3", scaled: &scaled)
        var writer = FrameWriter()
        let first = String(decoding: writer.bytes(for: frame), as: UTF8.self)
        #expect(first.components(separatedBy: "\u{1B}P").count - 1 == 3, "three apples, three images")
        for at in [1.5, 2.5] {
            _ = reduce(&state, .tick(Utterance.tapSeconds * at))
            frame = FullScreenView.frame(state, model: ScreenModel(state), context: ViewContext(), scaled: &scaled)
            let next = String(decoding: writer.bytes(for: frame), as: UTF8.self)
            #expect(!next.isEmpty && !next.contains("\u{1B}P"), "a frame that changed, and no pixels again, at tap \(at)")
            // The one being counted has a bar of reverse video under it (left of the tiles), its number inside.
            let bar = (1..<23).flatMap { y in (0..<40).filter { frame.buffer[$0, y].style.reverse }.map { _ in y } }
            #expect(!bar.isEmpty, "a bar at tap \(at)")
        }
        _ = reduce(&state, .started(try Launch(activity: "counting", question: "counting.sun.1", in: pack)))
        frame = FullScreenView.frame(state, model: ScreenModel(state), context: ViewContext(), scaled: &scaled)
        let changed = String(decoding: writer.bytes(for: frame), as: UTF8.self)
        #expect(changed.contains("\u{1B}[2J") && changed.components(separatedBy: "\u{1B}P").count - 1 == 1, "a new picture: cleared, sent once")
    }

    @Test("in symbols, the sun is drawn in its own colours (24-bit), blocks of yellow and dark outline, on the screen's background")
    func symbols() throws {
        var scaled = ScaledPictures()
        let (frame, _) = try self.frame(.symbols(truecolor: true), scaled: &scaled)
        let colours = (0..<frame.buffer.size.height).flatMap { y in (0..<40).compactMap { frame.buffer[$0, y].style.foreground?.rgb } }
        let yellow = colours.filter { ($0 >> 16) > 200 && ($0 >> 8 & 0xFF) > 180 && ($0 & 0xFF) < 120 }
        #expect(yellow.count > 20, "\(yellow.count) yellow cells")
        #expect(frame.buffer.images.isEmpty)
        // The palette's colours when the terminal has no 24-bit colour.
        var palette = ScaledPictures()
        let (indexed, _) = try self.frame(.symbols(truecolor: false), scaled: &palette)
        let codes = (0..<24).flatMap { y in (0..<40).compactMap { indexed.buffer[$0, y].style.foreground } }
        #expect(!codes.isEmpty && codes.allSatisfy { $0.rgb == nil && $0.code >= 16 })
    }
}

/// Whether libchafa opens here.
enum LibChafa {
    static let installed = (try? PictureDrawer(mode: .symbols(truecolor: true), background: 0)) != nil
}

/// A decoded picture: RGBA, alpha 0 where nothing was drawn.
struct Decoded {
    var width: Int
    var height: Int
    var pixels: [UInt8]
}

/// How alike a decoded picture and an image are: the share of pixels opaque in both or neither (`shape`), and the
/// mean colour difference where both are opaque, 0 to 1 (`colour`). The image is sampled at the decoded size.
enum Compare {
    static func images(_ decoded: Decoded, _ image: Bitmap) -> (shape: Double, colour: Double) {
        var same = 0, both = 0
        var error = 0.0
        for y in 0..<decoded.height {
            for x in 0..<decoded.width {
                let source = image.pixel(x * image.width / decoded.width, y * image.height / decoded.height)
                let i = (y * decoded.width + x) * 4
                let shown = decoded.pixels[i + 3] >= 128, opaque = source.a >= 128
                if shown == opaque { same += 1 }
                guard shown && opaque else { continue }
                both += 1
                error += (abs(Double(decoded.pixels[i]) - Double(source.r)) + abs(Double(decoded.pixels[i + 1]) - Double(source.g))
                    + abs(Double(decoded.pixels[i + 2]) - Double(source.b))) / (3 * 255)
            }
        }
        return (Double(same) / Double(decoded.width * decoded.height), both == 0 ? 1 : error / Double(both))
    }
}

/// A sixel decoder (DEC's VT330/340 manual, "Sixel graphics"): colour registers in percent (`#n;2;r;g;b`), a
/// register chosen (`#n`), six pixels a character from `?`, repeats (`!n`), back to the band's start (`$`), the
/// next band (`-`). Pixels never drawn stay transparent (the sequence says P2 = 1).
enum Sixel {
    struct Malformed: Error {}

    static func decode(_ sequence: String) throws -> Decoded {
        let bytes = Array(sequence.utf8)
        guard let q = bytes.firstIndex(of: UInt8(ascii: "q")), bytes.count > q + 2 else { throw Malformed() }
        var registers: [Int: (UInt8, UInt8, UInt8)] = [:]
        var drawn: [Int: (UInt8, UInt8, UInt8)] = [:]  // y * 65536 + x
        var colour = (UInt8(0), UInt8(0), UInt8(0))
        var x = 0, band = 0, width = 0, height = 0
        var i = q + 1
        func number() -> Int {
            var n = 0
            while i < bytes.count, (0x30...0x39).contains(bytes[i]) { n = n * 10 + Int(bytes[i] - 0x30); i += 1 }
            return n
        }
        func put(_ sixel: UInt8, times: Int) {
            for _ in 0..<times {
                for bit in 0..<6 where sixel & (1 << bit) != 0 {
                    drawn[(band * 6 + bit) << 16 | x] = colour
                    height = max(height, band * 6 + bit + 1)
                }
                x += 1
                width = max(width, x)
            }
        }
        while i < bytes.count {
            let c = bytes[i]
            switch c {
            case UInt8(ascii: "\""):
                i += 1
                var fields: [Int] = []
                repeat { fields.append(number()); if i < bytes.count, bytes[i] == UInt8(ascii: ";") { i += 1 } else { break } } while true
                if fields.count == 4 { width = max(width, fields[2]); height = max(height, fields[3]) }
            case UInt8(ascii: "#"):
                i += 1
                var fields = [number()]
                while i < bytes.count, bytes[i] == UInt8(ascii: ";") { i += 1; fields.append(number()) }
                if fields.count == 5, fields[1] == 2 {
                    let p = fields[2...4].map { UInt8(min(255, ($0 * 255 + 50) / 100)) }
                    registers[fields[0]] = (p[0], p[1], p[2])
                }
                colour = registers[fields[0]] ?? (0, 0, 0)
            case UInt8(ascii: "!"):
                i += 1
                let times = number()
                guard i < bytes.count, (0x3F...0x7E).contains(bytes[i]) else { throw Malformed() }
                put(bytes[i] - 0x3F, times: times)
                i += 1
            case UInt8(ascii: "$"): x = 0; i += 1
            case UInt8(ascii: "-"): x = 0; band += 1; i += 1
            case 0x3F...0x7E: put(c - 0x3F, times: 1); i += 1
            case 0x1B: i = bytes.count
            default: i += 1
            }
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for (key, c) in drawn where key & 0xFFFF < width && key >> 16 < height {
            let at = ((key >> 16) * width + key & 0xFFFF) * 4
            pixels.replaceSubrange(at..<at + 4, with: [c.0, c.1, c.2, 255])
        }
        return Decoded(width: width, height: height, pixels: pixels)
    }
}

/// A kitty graphics decoder for what chafa sends: `APC G a=T,f=32,s=W,v=H,… ; base64 ST`, then chunks
/// `APC G m=1;base64 ST` up to `m=0`: the RGBA pixels, in pieces of base64.
enum Kitty {
    struct Malformed: Error {}

    static func decode(_ bytes: String) throws -> Decoded {
        var width = 0, height = 0
        var raw = Data()
        for command in bytes.components(separatedBy: "\u{1B}_G").dropFirst() {
            guard let end = command.range(of: "\u{1B}\\") else { throw Malformed() }
            let body = command[..<end.lowerBound]
            let parts = body.split(separator: ";", maxSplits: 1)
            let keys = Dictionary(parts[0].split(separator: ",").map { pair -> (String, String) in
                let kv = pair.split(separator: "=", maxSplits: 1)
                return (String(kv[0]), kv.count > 1 ? String(kv[1]) : "")
            }, uniquingKeysWith: { $1 })
            if keys["a"] == "d" { continue }
            if let s = keys["s"], let v = keys["v"] { width = Int(s) ?? 0; height = Int(v) ?? 0 }
            // Each piece is base64 on its own, padded.
            if parts.count > 1 {
                guard let piece = Data(base64Encoded: String(parts[1])) else { throw Malformed() }
                raw += piece
            }
        }
        guard raw.count == width * height * 4, width > 0 else { throw Malformed() }
        return Decoded(width: width, height: height, pixels: [UInt8](raw))
    }
}
