import Foundation
import KidsStore
@testable import KidsModel
import Testing

/// The measures a first start's check takes of every image (the outline on white and on black, the colours inside)
/// were rewritten to be quicker (issue 52): they must give what the first, plainer versions gave, kept here as written
/// then, on every shipped image.
@Suite("Images measured as before")
struct ImageMeasureTests {
    static let images: [Bitmap] = {
        let folder = Fixtures.root.appendingPathComponent("Content/pictures/images")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".pam") }.sorted()
        return names.compactMap { name in
            (try? Data(contentsOf: folder.appendingPathComponent(name))).flatMap { try? Bitmap(name: name, pam: Array($0)) }
        }
    }()

    @Test("the measures the shipped images carry (images/measures) are what they measure; one is taken only for the very bytes it names")
    func knownMeasures() throws {
        let folder = Fixtures.root.appendingPathComponent("Content/pictures/images")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".pam") }.sorted()
        var measured: [String: ImageMeasure.Known] = [:]
        for name in names {
            let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
            let image = try Bitmap(name: name, pam: bytes)
            guard case .measured(let shown) = ImageMeasure.of(image) else {
                Issue.record("\(name) is not measured")
                continue
            }
            let known = ImageMeasure.Known(image, hash: ImageMeasure.Known.hash(bytes))
            let counted = image.colourShares()
            #expect(known.edgeShown == shown && Picture.Colour.allCases.allSatisfy { known.colourShares[$0] == counted[$0] ?? 0 }, "\(name)")
            measured[name] = known
        }
        let file = folder.appendingPathComponent(ImageMeasure.Known.file)
        if ProcessInfo.processInfo.environment["RECORD_MEASURES"] != nil {
            try Data(ImageMeasure.Known.write(measured).utf8).write(to: file)
        }
        let text = try Data(contentsOf: file)
        #expect(String(decoding: text, as: UTF8.self) == ImageMeasure.Known.write(measured),
                "images/measures is not what the images measure: RECORD_MEASURES=1 swift test --filter ImageMeasureTests writes it anew")
        #expect(ImageMeasure.Known.read(Array(text)) == measured)
        // Taken for its very bytes (a measure no image has proves it is taken), and not for other bytes.
        let name = try #require(names.first)
        let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
        let hash = ImageMeasure.Known.hash(bytes)
        let colours = Picture.Colour.allCases.map { _ in 0.5 }
        #expect(ImageMeasure.of(name, known: [name: .init(hash: hash, edgeShown: [0.25, 0.75], colours: colours)]) { bytes } == .measured(edgeShown: [0.25, 0.75]))
        #expect(ImageMeasure.of(name, known: [name: .init(hash: hash ^ 1, edgeShown: [0.25, 0.75], colours: colours)]) { bytes } == ImageMeasure.of(try Bitmap(name: name, pam: bytes)))
        // The colour check takes the recorded shares for these very bytes, and counts them for others.
        let recorded = PictureImage(name: name, known: .init(hash: hash, edgeShown: [1, 1], colours: colours)) { bytes }
        #expect(try recorded.colourShares() == Dictionary(uniqueKeysWithValues: Picture.Colour.allCases.map { ($0, 0.5) }))
        let other = PictureImage(name: name, known: .init(hash: hash ^ 1, edgeShown: [1, 1], colours: colours)) { bytes }
        #expect(try other.colourShares() == Bitmap(name: name, pam: bytes).colourShares())
        var changed = bytes
        changed[changed.count - 1] ^= 0x01
        #expect(ImageMeasure.Known.hash(changed) != hash)
        // A line that is not one is left out, and its image measured.
        let twelve = Array(repeating: "0.5", count: Picture.Colour.allCases.count).joined(separator: " ")
        let lines = ["a.pam zz 1 1 \(twelve)", "b.pam 1f 2 0.5 \(twelve)", "c.pam 1f 0.5 \(twelve)", "d.pam 1f 0.5 1", "e.pam 1f 0.5 1 \(twelve)"]
        #expect(ImageMeasure.Known.read(Array(lines.joined(separator: "\n").utf8)).keys.sorted() == ["e.pam"])
    }

    @Test("there are images to measure")
    func found() {
        #expect(Self.images.count > 100)
    }

    @Test("the share of the outline seen on white and on black, on every shipped image and the tests' own")
    func edges() {
        let white: (r: UInt8, g: UInt8, b: UInt8) = (255, 255, 255), black: (r: UInt8, g: UInt8, b: UInt8) = (0, 0, 0)
        let made = [BitmapTests.disc(colour: (255, 250, 200), outline: nil), BitmapTests.disc(colour: (40, 40, 40), outline: (255, 255, 255), scale: 3),
                    BitmapTests.sticker(border: 3), BitmapTests.sticker(border: 12)]
        for image in Self.images + made + [Self.translucent] {
            let both = image.edgeShown(on: [white, black])
            #expect(both == [Self.edgeShown(image, on: white), Self.edgeShown(image, on: black)], "\(image.name)")
            #expect(image.edgeShown(on: (30, 120, 200)) == Self.edgeShown(image, on: (30, 120, 200)), "\(image.name)")
        }
    }

    @Test("the colours inside, on every shipped image")
    func colours() {
        for image in Self.images + [Self.translucent] {
            #expect(image.colourShares() == Self.colourShares(image), "\(image.name)")
            #expect(image.interior(border: 3) == Self.interior(image, border: 3), "\(image.name)")
        }
    }

    /// An image with every level of alpha, blended with each background.
    static let translucent: Bitmap = {
        var pixels: [UInt8] = []
        for y in 0..<64 {
            for x in 0..<64 { pixels += [UInt8(x * 4), UInt8(y * 4), UInt8((x * y) % 256), UInt8((x + y * 64) % 256)] }
        }
        return Bitmap(name: "translucent.pam", width: 64, height: 64, pixels: pixels)
    }()

    // The versions of issue 43 (measures) and 44, as they were written.

    static func edgeShown(_ image: Bitmap, on background: (r: UInt8, g: UInt8, b: UInt8)) -> Double {
        let (width, height, pixels) = (image.width, image.height, image.pixels)
        let stride = Swift.max(1, (Swift.max(width, height) + 63) / 64)
        let w = (width + stride - 1) / stride, h = (height + stride - 1) / stride, count = w * h
        let depth = Swift.max(1, Bitmap.edgeDepth * Swift.max(width, height) / (128 * stride))
        let ground = Bitmap.luminance(background.r, background.g, background.b)
        let (red, green, blue) = (Int(background.r), Int(background.g), Int(background.b))
        var opaque = [Bool](repeating: false, count: count)
        var contrasting = [Bool](repeating: false, count: count)
        let linear = Bitmap.linear
        for pixel in 0..<(width * height) {
            let at = pixel * 4
            guard pixels[at + 3] >= 128 else { continue }
            let i = (pixel / width / stride) * w + (pixel % width) / stride
            let a = Int(pixels[at + 3])
            let r = linear[(Int(pixels[at]) * a + red * (255 - a)) / 255]
            let g = linear[(Int(pixels[at + 1]) * a + green * (255 - a)) / 255]
            let b = linear[(Int(pixels[at + 2]) * a + blue * (255 - a)) / 255]
            let shown = 0.2126 * r + 0.7152 * g + 0.0722 * b
            opaque[i] = true
            if Bitmap.ratio(shown, ground) >= Bitmap.edgeContrast { contrasting[i] = true }
        }
        let near = spread(spread(contrasting, width: w, height: h, by: depth, across: true),
                                 width: w, height: h, by: depth, across: false)
        var edge = 0, seen = 0
        for y in 0..<h {
            for x in 0..<w where opaque[y * w + x] {
                let inside = x > 0 && x < w - 1 && y > 0 && y < h - 1
                    && opaque[y * w + x - 1] && opaque[y * w + x + 1] && opaque[(y - 1) * w + x] && opaque[(y + 1) * w + x]
                guard !inside else { continue }
                edge += 1
                if near[y * w + x] { seen += 1 }
            }
        }
        return edge == 0 ? 1 : Double(seen) / Double(edge)
    }

    /// `mask` with every set pixel spread `by` pixels along rows (`across`) or columns: a pixel is set when one
    /// within that distance was, counted with a sliding window.
    static func spread(_ mask: [Bool], width: Int, height: Int, by depth: Int, across: Bool) -> [Bool] {
        var out = [Bool](repeating: false, count: mask.count)
        let (lines, length) = across ? (height, width) : (width, height)
        let (lineStep, step) = across ? (width, 1) : (1, width)
        mask.withUnsafeBufferPointer { m in
            out.withUnsafeMutableBufferPointer { o in
                for line in 0..<lines {
                    let first = line * lineStep
                    var count = 0
                    for k in 0..<Swift.min(depth, length) where m[first + k * step] { count += 1 }
                    for k in 0..<length {
                        if k + depth < length, m[first + (k + depth) * step] { count += 1 }
                        if k - depth - 1 >= 0, m[first + (k - depth - 1) * step] { count -= 1 }
                        o[first + k * step] = count > 0
                    }
                }
            }
        }
        return out
    }

    static func colourShares(_ image: Bitmap, border: Int = 6) -> [Picture.Colour: Double] {
        let inside = interior(image, border: border)
        var counts: [Picture.Colour: Int] = [:]
        var total = 0
        for y in stride(from: 0, to: image.height, by: 2) {
            for x in stride(from: 0, to: image.width, by: 2) where inside[y * image.width + x] {
                let at = (y * image.width + x) * 4
                counts[Bitmap.colour(red: image.pixels[at], green: image.pixels[at + 1], blue: image.pixels[at + 2]), default: 0] += 1
                total += 1
            }
        }
        guard total > 0 else { return [:] }
        return counts.mapValues { Double($0) / Double(total) }
    }

    static func interior(_ image: Bitmap, border: Int) -> [Bool] {
        let (width, height) = (image.width, image.height)
        let far = Int.max / 2
        var distance = (0..<(width * height)).map { image.pixels[$0 * 4 + 3] >= 128 ? far : 0 }
        func pass(_ ys: StrideThrough<Int>, _ xs: StrideThrough<Int>, _ step: Int) {
            for y in ys {
                for x in xs {
                    let index = y * width + x
                    guard distance[index] > 0 else { continue }
                    func reached(_ nx: Int, _ ny: Int) -> Int {
                        nx < 0 || ny < 0 || nx >= width || ny >= height ? 0 : distance[ny * width + nx]
                    }
                    let nearest = min(reached(x - step, y), reached(x, y - step), reached(x - step, y - step), reached(x + step, y - step))
                    distance[index] = min(distance[index], nearest + 1)
                }
            }
        }
        guard width > 0, height > 0 else { return [] }
        pass(stride(from: 0, through: height - 1, by: 1), stride(from: 0, through: width - 1, by: 1), 1)
        pass(stride(from: height - 1, through: 0, by: -1), stride(from: width - 1, through: 0, by: -1), -1)
        return distance.map { $0 > border }
    }
}

/// A text's words are split byte by byte when it is all ASCII (issue 52): the same words as Swift's split by letters
/// and digits gives, on every text of every shipped pack and on a few that are not ASCII.
@Suite("Words split as before")
struct LetterRunsTests {
    @Test("every question's and answer's text of the shipped packs, and texts with accents, marks and line ends")
    func sameWords() throws {
        var texts = ["", " ", "a", "Hello, world!", "l’étoile", "Ñandú y árbol", "e\u{301}cole", "\r\nline\r\nends\n", "x1y2 z3", "---", "Straße 42"]
        for (_, pack) in try Fixtures.shippedPacks() {
            for activity in pack.activities {
                for q in activity.questions {
                    texts += [q.text, q.spoken, q.picture.label] + q.answers.flatMap { [$0.label, $0.spoken] }
                }
            }
            texts += pack.pictures.values.flatMap { [$0.label, $0.reference ?? ""] }
        }
        for text in texts {
            #expect(ContentChecker.letterRuns(text) == text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init), "\(text)")
        }
    }
}

/// A text's numbers are read byte by byte when it is all ASCII (issue 52): the same numbers as splitting at every
/// character that is not a number gives.
@Suite("Numbers read as before")
struct NumbersInTextTests {
    @Test("every spoken sentence of the shipped packs, and texts with other digits and long numbers")
    func sameNumbers() throws {
        var texts = ["", "3", "How many? 3 or 10", "١٢ and 4", "99999999999999999999999 and 7", "a1b22c333", "½ 5"]
        texts += try Fixtures.shippedPacks().flatMap { $0.pack.activities.flatMap { $0.questions.flatMap { [$0.spoken, $0.text] } } }
        for text in texts {
            #expect(ContentChecker.numbers(in: text) == text.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }, "\(text)")
        }
    }
}

/// A page's sentences, digits and brackets are found byte by byte when its text is all ASCII (issue 52): the same as
/// looking through its characters, on every page of every shipped pack and on a few made to differ.
@Suite("Pages read as before")
struct PageTextTests {
    @Test("sentences, the first digit and the first bracket of every page, and of texts with line ends, accents and marks")
    func samePages() throws {
        var texts = ["", "One. Two! Three?", "...", "Dog (big) has 3 balls.\r\nYes.", "Élan. Ça va? 4", "a\u{301}. b", "x[1]"]
        texts += try Fixtures.shippedPacks().flatMap { $0.pack.activities.flatMap { $0.stories.flatMap { $0.pages.map(\.text) } } }
        for text in texts {
            #expect(ContentChecker.sentenceCount(text) == text.split { ".!?".contains($0) }.filter { $0.contains { $0.isLetter } }.count, "\(text)")
            #expect(ContentChecker.firstCharacter(in: text, ascii: { (0x30...0x39).contains($0) }, where: \.isNumber) == text.first(where: \.isNumber))
            #expect(ContentChecker.firstCharacter(in: text, ascii: { Array("()[]{}".utf8).contains($0) }, where: { "()[]{}".contains($0) })
                        == text.first(where: { "()[]{}".contains($0) }))
        }
    }
}
