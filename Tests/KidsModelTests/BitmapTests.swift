import FoundationEssentials
@testable import KidsModel
import KidsStore
import Testing

/// Pictures' images: read from PAM files, refused when they are not one, and held to the contrast rule on white
/// and on black.
@Suite("Pictures' images")
struct BitmapTests {
    /// A 64-pixel disc of `colour`, with a 3-pixel ring of `outline` (none: the disc alone) on transparency.
    /// (`scale` 2: a 128-pixel one, which the rule measures on every second pixel.)
    static func disc(colour: (UInt8, UInt8, UInt8), outline: (UInt8, UInt8, UInt8)?, name: String = "disc.pam", scale: Int = 1) -> Bitmap {
        let size = 64 * scale
        var pixels = [UInt8](repeating: 0, count: size * size * 4)
        for y in 0..<size {
            for x in 0..<size {
                let d = ((x - 32 * scale) * (x - 32 * scale) + (y - 32 * scale) * (y - 32 * scale))
                guard d <= 28 * 28 * scale * scale else { continue }
                let c = d > 25 * 25 * scale * scale ? (outline ?? colour) : colour
                pixels.replaceSubrange((y * size + x) * 4..<(y * size + x) * 4 + 4, with: [c.0, c.1, c.2, 255])
            }
        }
        return Bitmap(name: name, width: size, height: size, pixels: pixels)
    }

    @Test("a PAM file is read back as written")
    func roundTrip() throws {
        let disc = Self.disc(colour: (200, 30, 30), outline: (0, 0, 0))
        let read = try Bitmap(name: "disc.pam", pam: disc.pam)
        #expect(read == disc)
        #expect(read.pixel(32, 32) == (200, 30, 30, 255) && read.pixel(0, 0).a == 0)
    }

    @Test("what is not an RGBA PAM is refused, with what to do", arguments: [
        ("P6\n2 2\n255\n", BitmapError.notPAM),
        ("P7\nWIDTH 2\nHEIGHT 2\nDEPTH 3\nMAXVAL 255\nTUPLTYPE RGB\nENDHDR\n", .notRGBA),
        ("P7\nWIDTH 0\nHEIGHT 2\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n", .size(largest: Bitmap.largest)),
        ("P7\nWIDTH 2\nHEIGHT 2\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\nabc", .short),
    ])
    func refused(text: String, error: BitmapError) {
        #expect(throws: error) { try Bitmap(name: "x.pam", pam: Array(text.utf8)) }
    }

    @Test("an outline shows a shape on white, a pale border on black; a pale shape without an outline is lost on white")
    func contrast() {
        let white: (r: UInt8, g: UInt8, b: UInt8) = (255, 255, 255), black: (r: UInt8, g: UInt8, b: UInt8) = (0, 0, 0)
        let pale = Self.disc(colour: (255, 250, 200), outline: nil)
        #expect(pale.edgeShown(on: white) < 0.1)
        #expect(pale.edgeShown(on: black) == 1)
        let outlined = Self.disc(colour: (255, 250, 200), outline: (0, 0, 0))
        #expect(outlined.edgeShown(on: white) == 1)
        let dark = Self.disc(colour: (40, 40, 40), outline: nil)
        #expect(dark.edgeShown(on: black) < 0.1)
        #expect(Self.disc(colour: (40, 40, 40), outline: (255, 255, 255)).edgeShown(on: black) == 1)
        // Measured on every second pixel when larger: the same answers.
        #expect(Self.disc(colour: (255, 250, 200), outline: nil, scale: 2).edgeShown(on: white) < 0.1)
        #expect(Self.disc(colour: (255, 250, 200), outline: (0, 0, 0), scale: 2).edgeShown(on: white) == 1)
        #expect(Self.disc(colour: (40, 40, 40), outline: nil, scale: 3).edgeShown(on: black) < 0.1)
    }

    /// A 128-pixel pale disc with a dark ring (radius 40 to 44), then a pale border `border` pixels wide outside it.
    static func sticker(border: Int) -> Bitmap {
        var pixels = [UInt8](repeating: 0, count: 128 * 128 * 4)
        for y in 0..<128 {
            for x in 0..<128 {
                let d = ((x - 64) * (x - 64) + (y - 64) * (y - 64))
                guard d <= (44 + border) * (44 + border) else { continue }
                let dark = d > 40 * 40 && d <= 44 * 44
                let c: UInt8 = dark ? 0 : 250
                pixels.replaceSubrange((y * 128 + x) * 4..<(y * 128 + x) * 4 + 4, with: [c, c, c, 255])
            }
        }
        return Bitmap(name: "sticker.pam", width: 128, height: 128, pixels: pixels)
    }

    @Test("a dark line a few pixels inside a pale border shows the shape on white; one far inside does not")
    func depth() {
        let white: (r: UInt8, g: UInt8, b: UInt8) = (255, 255, 255)
        #expect(Self.sticker(border: 3).edgeShown(on: white) == 1)
        #expect(Self.sticker(border: 12).edgeShown(on: white) < 0.1)
        // Spreading a mark (as the first version of the rule did, kept with the tests that compare with it): by 2 along a
        // row, then a column.
        var mask = [Bool](repeating: false, count: 7 * 7)
        mask[3 * 7 + 3] = true
        let spread = ImageMeasureTests.spread(ImageMeasureTests.spread(mask, width: 7, height: 7, by: 2, across: true), width: 7, height: 7, by: 2, across: false)
        #expect(spread.filter { $0 }.count == 25 && spread[1 * 7 + 1] && spread[5 * 7 + 5] && !spread[0] && !spread[3 * 7 + 6])
    }

    @Test("every picture of the built-in packs has an image, and every image shows on white and on black")
    func builtIn() throws {
        let pack = try PackFolder.load(folder: Fixtures.englishPack).get()
        for (name, picture) in pack.pictures {
            let image = try #require(picture.image, "\(name)").bitmap()
            #expect((96...160).contains(max(image.width, image.height)), "\(name): \(image.width)x\(image.height)")
            for background in [(r: UInt8(255), g: UInt8(255), b: UInt8(255)), (r: 0, g: 0, b: 0)] {
                #expect(image.edgeShown(on: background) >= Bitmap.edgeShown, "\(name) on \(background)")
            }
        }
    }
}
