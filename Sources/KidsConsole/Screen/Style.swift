import KidsModel

/// How a cell looks: colours and attributes. Colour is never the only signal: every state that colour shows
/// is also shown by a border, a mark or a word.
public struct Style: Hashable, Sendable {
    public var foreground: Color?
    public var background: Color?
    public var bold = false
    public var dim = false
    public var reverse = false
    public var underline = false

    public init(foreground: Color? = nil, background: Color? = nil, bold: Bool = false, dim: Bool = false,
                reverse: Bool = false, underline: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    public static let plain = Style()

    /// The same style without colours, for `NO_COLOR`.
    public var withoutColor: Style {
        var copy = self
        copy.foreground = nil
        copy.background = nil
        return copy
    }

    /// The SGR parameters that set this style from a reset (`0;1;38;5;196`).
    var sgr: String {
        var parts = ["0"]
        if bold { parts.append("1") }
        if dim { parts.append("2") }
        if underline { parts.append("4") }
        if reverse { parts.append("7") }
        if let foreground { parts.append("38;" + foreground.sgr) }
        if let background { parts.append("48;" + background.sgr) }
        return parts.joined(separator: ";")
    }
}

/// A colour of the 256-colour palette that every terminal in use today understands, or (for pictures drawn by
/// libchafa on a terminal that says it has them) one of 24 bits.
public struct Color: Hashable, Sendable {
    public var code: UInt8
    /// Red, green and blue packed in 24 bits, when the colour is not the palette's.
    public var rgb: UInt32?

    public init(code: UInt8) {
        self.code = code
    }

    public init(rgb: UInt32) {
        code = 0
        self.rgb = rgb & 0xFF_FFFF
    }

    /// The colour's SGR parameters after 38 or 48: `5;196`, or `2;250;0;0`.
    var sgr: String {
        guard let rgb else { return "5;\(code)" }
        return "2;\(rgb >> 16);\(rgb >> 8 & 0xFF);\(rgb & 0xFF)"
    }

    // The one colour table: every colour the views use, the pictures' and the app's own.

    /// The colour a picture is drawn in: its own, darker on a light background, but for a patch (a colour shown as
    /// itself, the colours activity's answer); nil when it has none.
    public static func of(_ picture: Picture, onLight: Bool) -> Color? {
        picture.color.map { Color($0, onLight: onLight && !picture.isPatch) }
    }

    /// The palette's colour for a picture's drawing on a light background: darker, each at least 3:1 against white
    /// (the bright ones vanish there: a white egg, a yellow sun, a green frog).
    public init(_ colour: Picture.Colour, onLight: Bool) {
        guard onLight else {
            self.init(colour)
            return
        }
        let darker: UInt8 = switch colour {
        case .red: 160
        case .orange: 166
        case .yellow: 136
        case .green: 28
        case .blue: 26
        case .purple: 92
        case .pink: 163
        case .brown: 94
        case .black: 235
        case .white: 246
        case .gray: 243
        case .cyan: 30
        }
        self.init(code: darker)
    }

    /// The palette's colour for a picture's colour.
    public init(_ colour: Picture.Colour) {
        switch colour {
        case .red: code = 196
        case .orange: code = 208
        case .yellow: code = 226
        case .green: code = 40
        case .blue: code = 33
        case .purple: code = 135
        case .pink: code = 213
        case .brown: code = 130
        case .black: code = 240
        case .white: code = 255
        case .gray: code = 246
        case .cyan: code = 51
        }
    }

    /// Focus and links.
    public static let accent = Color(.blue)
    /// Stars and praise.
    public static let star = Color(code: 220)
    /// A right answer.
    public static let good = Color(.green)
    /// What cannot be used now.
    public static let muted = Color(code: 244)
}
