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
        if let foreground { parts.append("38;5;\(foreground.code)") }
        if let background { parts.append("48;5;\(background.code)") }
        return parts.joined(separator: ";")
    }
}

/// A colour of the 256-colour palette that every terminal in use today understands.
public struct Color: Hashable, Sendable {
    public var code: UInt8

    public init(code: UInt8) {
        self.code = code
    }

    /// The colour for a picture's colour name (`Picture.colors`).
    public init?(named name: String) {
        let codes: [String: UInt8] = [
            "red": 196, "orange": 208, "yellow": 226, "green": 40, "blue": 33, "purple": 135, "pink": 213,
            "brown": 130, "black": 240, "white": 255, "gray": 246, "cyan": 51,
        ]
        guard let code = codes[name] else { return nil }
        self.code = code
    }

    public static let accent = Color(code: 33)
    public static let star = Color(code: 220)
    public static let good = Color(code: 40)
    public static let muted = Color(code: 244)
}
