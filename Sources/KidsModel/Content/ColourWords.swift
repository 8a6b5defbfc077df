/// The colour words of the built-in packs' languages, each with the colour it names, and what a picture's image shows of
/// each colour: the `colour-word` rule compares them, so that "a blue ball" is never said of a black-and-white one.
public enum ColourWords {
    /// Every form a colour word takes (gender, number, case), lower case, by language.
    static let words: [String: [String: Picture.Colour]] = [
        "en": forms([
            .red: ["red"], .orange: ["orange"], .yellow: ["yellow"], .green: ["green"], .blue: ["blue"],
            .purple: ["purple", "violet"], .pink: ["pink"], .brown: ["brown"], .black: ["black"], .white: ["white"],
            .gray: ["grey", "gray"],
        ]),
        "fr": forms([
            .red: ["rouge", "rouges"], .orange: ["orange", "oranges"], .yellow: ["jaune", "jaunes"],
            .green: ["vert", "verte", "verts", "vertes"], .blue: ["bleu", "bleue", "bleus", "bleues"],
            .purple: ["violet", "violette", "violets", "violettes", "mauve", "mauves"], .pink: ["rose", "roses"],
            .brown: ["marron", "brun", "brune", "bruns", "brunes"], .black: ["noir", "noire", "noirs", "noires"],
            .white: ["blanc", "blanche", "blancs", "blanches"], .gray: ["gris", "grise", "grises"],
        ]),
        "es": forms([
            .red: ["rojo", "roja", "rojos", "rojas"], .orange: ["naranja", "naranjas", "anaranjado", "anaranjada"],
            .yellow: ["amarillo", "amarilla", "amarillos", "amarillas"], .green: ["verde", "verdes"],
            .blue: ["azul", "azules"], .purple: ["morado", "morada", "morados", "moradas", "violeta", "violetas", "lila", "lilas"],
            .pink: ["rosa", "rosado", "rosada", "rosados", "rosadas"], .brown: ["marrón", "marrones", "café"],
            .black: ["negro", "negra", "negros", "negras"], .white: ["blanco", "blanca", "blancos", "blancas"],
            .gray: ["gris", "grises"],
        ]),
        "de": forms([
            .red: inflected("rot"), .orange: ["orange", "orangefarben"] + inflected("orangefarben"), .yellow: inflected("gelb"),
            .green: inflected("grün"), .blue: inflected("blau"), .purple: ["lila"] + inflected("violett"), .pink: ["rosa"],
            .brown: inflected("braun"), .black: inflected("schwarz"), .white: inflected("weiß"), .gray: inflected("grau"),
        ]),
    ]

    /// The colour `word` names in `language` ("fr", "de-CH"), if it is a colour word this program knows.
    public static func colour(of word: String, language: String) -> Picture.Colour? {
        words[Plural.base(of: language)]?[word.lowercased()]
    }

    /// Whether this program knows the colour words of `language`.
    public static func knows(_ language: String) -> Bool {
        words[Plural.base(of: language)] != nil
    }

    private static func forms(_ table: [Picture.Colour: [String]]) -> [String: Picture.Colour] {
        var forms: [String: Picture.Colour] = [:]
        for (colour, words) in table {
            for word in words { forms[word] = colour }
        }
        return forms
    }

    /// A German adjective with its endings ("braun", "braune", "braunen", "brauner", "braunes", "braunem").
    private static func inflected(_ stem: String) -> [String] {
        [stem] + ["e", "en", "er", "es", "em"].map { stem + $0 }
    }
}

extension Bitmap {
    /// The least share of a picture's inside that a colour said of it must have: a colour that is more than a detail.
    public static let colourShare = 0.15

    /// How much of the picture's inside is of each colour, from 0 to 1: its opaque pixels more than `border` pixels
    /// from a transparent one (the sticker's border and the picture's own edge left out), each put in one colour by its
    /// hue, lightness and saturation. Brown is a dark orange (or red); pink a light red, or a red-purple; a pixel with
    /// little colour is white, gray or black by its lightness.
    public func colourShares(border: Int = 6) -> [Picture.Colour: Double] {
        let inside = interior(border: border)
        // Counted by the colour's place in `allCases` (a dictionary's hashing, a pixel at a time, was most of the work).
        let colours = Picture.Colour.allCases
        var counts = [Int](repeating: 0, count: colours.count)
        var total = 0
        // Every second pixel each way: a quarter of the work at a first start's check, the same shares to a percent.
        for y in stride(from: 0, to: height, by: 2) {
            for x in stride(from: 0, to: width, by: 2) where inside[y * width + x] {
                let at = (y * width + x) * 4
                counts[colours.firstIndex(of: Self.colour(red: pixels[at], green: pixels[at + 1], blue: pixels[at + 2])) ?? 0] += 1
                total += 1
            }
        }
        guard total > 0 else { return [:] }
        var shares: [Picture.Colour: Double] = [:]
        for (index, count) in counts.enumerated() where count > 0 { shares[colours[index]] = Double(count) / Double(total) }
        return shares
    }

    /// The colour a pixel is seen as.
    static func colour(red: UInt8, green: UInt8, blue: UInt8) -> Picture.Colour {
        let r = Double(red) / 255, g = Double(green) / 255, b = Double(blue) / 255
        let high = max(r, g, b), low = min(r, g, b)
        let lightness = (high + low) / 2
        let chroma = high - low
        let saturation = chroma == 0 ? 0 : chroma / (1 - abs(2 * lightness - 1))
        if saturation < 0.2 || chroma < 0.08 {
            return lightness < 0.25 ? .black : lightness > 0.8 ? .white : .gray
        }
        var hue: Double
        if high == r { hue = 60 * ((g - b) / chroma) } else if high == g { hue = 60 * ((b - r) / chroma + 2) } else { hue = 60 * ((r - g) / chroma + 4) }
        if hue < 0 { hue += 360 }
        switch hue {
        case 345..., ..<15: return lightness > 0.68 ? .pink : lightness < 0.3 ? .brown : .red
        case 15..<45: return lightness < 0.45 ? .brown : .orange
        case 45..<70: return lightness < 0.3 ? .brown : .yellow
        case 70..<170: return .green
        case 170..<255: return .blue
        case 255..<290: return .purple
        default: return .pink
        }
    }

    /// Which pixels are more than `border` pixels (a chessboard step) from a transparent pixel or the image's edge.
    func interior(border: Int) -> [Bool] {
        guard width > 0, height > 0 else { return [] }
        // Distances are wanted only up to `border + 1` (more is as inside): counted in a byte each, capped there (the
        // same answer as uncapped, since min(d, cap) passes through every step of the passes), on a grid one pixel wider
        // each way, its frame at 0: a neighbour off the image is a transparent one, with no test for the edge at every
        // step. A border too wide for a byte is counted in full.
        guard (0..<254).contains(border) else { return distances(Int.max / 2, border: border) }
        return distances(UInt8(border + 1), border: border)
    }

    /// `interior(border:)`, its distances counted in `Distance`, those of opaque pixels starting at `far`.
    private func distances<Distance: FixedWidthInteger>(_ far: Distance, border: Int) -> [Bool] {
        let line = width + 2
        var distance = [Distance](repeating: 0, count: line * (height + 2))
        pixels.withUnsafeBufferPointer { pixels in
            distance.withUnsafeMutableBufferPointer { distance in
                // Pointers in the passes over every pixel: every index stays within the framed grid by construction.
                guard let p = pixels.baseAddress, let d = distance.baseAddress, pixels.count >= width * height * 4 else { return }
                for y in 0..<height {
                    var at = y &* width &* 4 &+ 3, index = (y &+ 1) &* line &+ 1
                    for _ in 0..<width {
                        if p[at] >= 128 { d[index] = far }
                        at &+= 4
                        index &+= 1
                    }
                }
                // Two passes, as a chamfer distance is worked out: forwards, each pixel from the four neighbours already
                // passed (left, above, and the two above corners), then backwards, from the four on the other side. (`min`
                // of two at a time: the four-way `min` takes the rest as a variadic array, made at every pixel.)
                for y in 1...height {
                    var index = y &* line &+ 1
                    for _ in 0..<width {
                        if d[index] > 0 {
                            let nearest = min(min(d[index &- 1], d[index &- line]), min(d[index &- line &- 1], d[index &- line &+ 1]))
                            d[index] = min(d[index], nearest + 1)
                        }
                        index &+= 1
                    }
                }
                for y in (1...height).reversed() {
                    var index = y &* line &+ width
                    for _ in 0..<width {
                        if d[index] > 0 {
                            let nearest = min(min(d[index &+ 1], d[index &+ line]), min(d[index &+ line &+ 1], d[index &+ line &- 1]))
                            d[index] = min(d[index], nearest + 1)
                        }
                        index &-= 1
                    }
                }
            }
        }
        var inside = [Bool](repeating: false, count: width * height)
        distance.withUnsafeBufferPointer { d in
            inside.withUnsafeMutableBufferPointer { out in
                for y in 0..<height {
                    for x in 0..<width { out[y * width + x] = Int(d[(y + 1) * line + x + 1]) > border }
                }
            }
        }
        return inside
    }
}
