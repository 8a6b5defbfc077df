/// Large letters (capital and small) and digits, five cells high, drawn with full blocks only (so every terminal font, the Linux
/// console's too, has them): what a child is learning to recognise is then the biggest thing in its tile.
/// Data, like the pack's pictures; the views draw it, and the checks know which labels it covers.
public enum BlockFont {
    public static let height = 5

    /// The glyph of one character, as rows of `█` and spaces; nil when the font has none.
    public static func glyph(_ character: Character) -> [String]? {
        glyphs[character].map { $0.map { String($0.map { $0 == "#" ? "█" : " " }) } }
    }

    /// A label drawn large: its glyphs side by side, one column apart; nil when a character has no glyph.
    public static func rows(_ label: String) -> [String]? {
        let parts = label.map(glyph)
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
        let glyphs = parts.compactMap { $0 }
        return (0..<height).map { row in glyphs.map { $0[row] }.joined(separator: " ") }
    }

    /// Whether every character of `label` can be drawn large.
    public static func covers(_ label: String) -> Bool { !label.isEmpty && label.allSatisfy { glyphs[$0] != nil } }

    private static let glyphs: [Character: [String]] = [
        "0": [" ## ", "#  #", "#  #", "#  #", " ## "],
        "1": [" # ", "## ", " # ", " # ", "###"],
        "2": ["### ", "   #", " ## ", "#   ", "####"],
        "3": ["### ", "   #", " ## ", "   #", "### "],
        "4": ["#  #", "#  #", "####", "   #", "   #"],
        "5": ["####", "#   ", "### ", "   #", "### "],
        "6": [" ## ", "#   ", "### ", "#  #", " ## "],
        "7": ["####", "   #", "  # ", " #  ", " #  "],
        "8": [" ## ", "#  #", " ## ", "#  #", " ## "],
        "9": [" ## ", "#  #", " ###", "   #", " ## "],
        "A": [" ## ", "#  #", "####", "#  #", "#  #"],
        "B": ["### ", "#  #", "### ", "#  #", "### "],
        "C": [" ###", "#   ", "#   ", "#   ", " ###"],
        "D": ["### ", "#  #", "#  #", "#  #", "### "],
        "E": ["####", "#   ", "### ", "#   ", "####"],
        "F": ["####", "#   ", "### ", "#   ", "#   "],
        "G": [" ###", "#   ", "# ##", "#  #", " ###"],
        "H": ["#  #", "#  #", "####", "#  #", "#  #"],
        "I": ["###", " # ", " # ", " # ", "###"],
        "J": ["  ##", "   #", "   #", "#  #", " ## "],
        "K": ["#  #", "# # ", "##  ", "# # ", "#  #"],
        "L": ["#   ", "#   ", "#   ", "#   ", "####"],
        "M": ["#   #", "## ##", "# # #", "#   #", "#   #"],
        "N": ["#   #", "##  #", "# # #", "#  ##", "#   #"],
        // Ñ and ñ: the tilde over the letter's top row, in five rows like the rest.
        "Ñ": [" ## #", "#  # ", "##  #", "# # #", "#  ##"],
        "O": [" ## ", "#  #", "#  #", "#  #", " ## "],
        "P": ["### ", "#  #", "### ", "#   ", "#   "],
        "Q": [" ## ", "#  #", "#  #", "# ##", " ###"],
        "R": ["### ", "#  #", "### ", "# # ", "#  #"],
        "S": [" ###", "#   ", " ## ", "   #", "### "],
        "T": ["#####", "  #  ", "  #  ", "  #  ", "  #  "],
        "U": ["#  #", "#  #", "#  #", "#  #", " ## "],
        "V": ["#   #", "#   #", "#   #", " # # ", "  #  "],
        "W": ["#   #", "#   #", "# # #", "## ##", "#   #"],
        "X": ["#   #", " # # ", "  #  ", " # # ", "#   #"],
        "Y": ["#   #", " # # ", "  #  ", "  #  ", "  #  "],
        "Z": ["####", "   #", "  # ", " #  ", "####"],
        "a": ["    ", " ## ", "   #", "# ##", " ###"],
        "b": ["#   ", "#   ", "### ", "#  #", "### "],
        "c": ["    ", " ###", "#   ", "#   ", " ###"],
        "d": ["   #", "   #", " ###", "#  #", " ###"],
        "e": ["    ", " ## ", "####", "#   ", " ###"],
        "f": ["  ##", " #  ", "### ", " #  ", " #  "],
        "g": ["    ", " ###", "#  #", " ###", "### "],
        "h": ["#   ", "#   ", "### ", "#  #", "#  #"],
        "i": [" # ", "   ", "## ", " # ", "###"],
        "j": ["  #", "   ", " ##", "  #", "## "],
        "k": ["#   ", "#  #", "### ", "# # ", "#  #"],
        "l": ["## ", " # ", " # ", " # ", "###"],
        "m": ["     ", "## # ", "# # #", "# # #", "#   #"],
        "n": ["    ", "### ", "#  #", "#  #", "#  #"],
        "ñ": [" # #", "# # ", "### ", "#  #", "#  #"],
        "o": ["    ", " ## ", "#  #", "#  #", " ## "],
        "p": ["    ", "### ", "#  #", "### ", "#   "],
        "q": ["    ", " ###", "#  #", " ###", "   #"],
        "r": ["    ", "# ##", "##  ", "#   ", "#   "],
        "s": ["    ", " ###", " ## ", "   #", "### "],
        "t": [" #  ", "### ", " #  ", " #  ", "  ##"],
        "u": ["    ", "#  #", "#  #", "#  #", " ###"],
        "v": ["     ", "#   #", "#   #", " # # ", "  #  "],
        "w": ["     ", "#   #", "# # #", "# # #", " # # "],
        "x": ["    ", "#  #", " ## ", " ## ", "#  #"],
        "y": ["    ", "#  #", " ###", "   #", "### "],
        "z": ["    ", "####", "  # ", " #  ", "####"],
    ]
}
