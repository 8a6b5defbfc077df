/// What the Linux console can show. A computer without a desktop (an old PC, a Raspberry Pi set up for a
/// child; where Speakup and Fenrir users live) draws text with a 256- or 512-glyph font: Debian's default,
/// Lat15-Fixed16 or Uni2-Fixed16 (`psfgettable` lists what each glyph stands for). They hold ASCII, Latin-1
/// and a few more letters, light box lines, full and shaded blocks and a few arrows and shapes, but no ★ and
/// none of the half and quarter blocks the pictures are drawn with, and every heavy, double or dashed box line
/// is the light line's glyph. A frame for `TERM=linux` is made of what they hold:
/// - half and quarter blocks become whole cells: full where at least half the cell was drawn, else empty;
/// - stars are `*`;
/// - the borders that tell a tile's state apart keep their difference: focus (double) is a shaded line `▒`,
///   right (heavy) a full one `█`, set aside (dashed) `-` and `¦`;
/// - a picture's one-cell symbol the fonts lack is the nearest they have (`○` → `o`, `◆` → `♦`);
/// - a braille cell (U+2800 to U+28FF) is a blank: its dots are drawn large beside it;
/// - anything else outside the fonts is `?` (the console-font test finds none in the shipped packs).
public enum ConsoleGlyphs {
    /// Replaces, in place, every character of `buffer` the console's fonts cannot show. A wide character's
    /// right half becomes a blank, since what replaces it is one cell wide.
    public static func fit(_ buffer: inout Buffer) {
        let size = buffer.size
        for y in 0..<size.height {
            var x = 0
            while x < size.width {
                let cell = buffer[x, y]
                if !cell.text.isEmpty, let character = cell.text.first, cell.text.count == 1 {
                    let shown = glyph(for: character)
                    if shown != character { buffer.set(x, y, Buffer.Cell(text: String(shown), style: cell.style)) }
                } else if !cell.text.isEmpty {
                    buffer.set(x, y, Buffer.Cell(text: "?", style: cell.style))
                }
                if x + 1 < size.width, buffer[x + 1, y].text.isEmpty {
                    buffer.set(x + 1, y, Buffer.Cell(text: " ", style: cell.style))
                }
                x += 1
            }
        }
    }

    /// The character the console shows for `character`.
    public static func glyph(for character: Character) -> Character {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return "?" }
        // Printable ASCII and Latin-1: every Linux console font has them.
        if (0x20...0x7E).contains(scalar.value) || (0xA0...0xFF).contains(scalar.value) { return character }
        if kept.contains(character) { return character }
        if let quarters = quadrants[character] { return quarters.nonzeroBitCount >= 2 ? "█" : " " }
        // A braille cell (a braille letter's, shown beside its dots drawn large with ● and o): no font has one.
        if (0x2800...0x28FF).contains(scalar.value) { return " " }
        return replaced[character] ?? "?"
    }

    /// Beyond Latin-1, what both default fonts hold as a glyph of its own.
    static let kept: Set<Character> = Set("ŒœŠšŸŽž€–—‘’“”„•…‹›←↑→↓─│┌┐└┘├┤┬┴┼█░▒■▮▲▴▶▸▼▾◀◂◈●♦☐☑☒")

    /// Each block element as its four quarter cells (top-left 1, top-right 2, bottom-left 4, bottom-right 8).
    static let quadrants: [Character: UInt8] = [
        "▘": 1, "▝": 2, "▀": 3, "▖": 4, "▌": 5, "▞": 6, "▛": 7, "▗": 8, "▚": 9, "▐": 10, "▜": 11, "▄": 12, "▙": 13, "▟": 14,
        "▓": 15,
    ]

    static let replaced: [Character: Character] = [
        // Borders: focus, right answer, set aside (DESIGN §6 shows state by the kind of line, not colour alone).
        "═": "▒", "║": "▒", "╔": "▒", "╗": "▒", "╚": "▒", "╝": "▒",
        "━": "█", "┃": "█", "┏": "█", "┓": "█", "┗": "█", "┛": "█",
        "╌": "-", "┄": "-", "┈": "-", "┆": "¦", "┊": "¦",
        "╱": "/", "╲": "\\",
        // Stars and the pictures' one-cell symbols.
        "★": "*", "☆": "*", "○": "o", "◎": "o", "◉": "●", "◖": "●", "◗": "●", "◆": "♦", "◇": "◈", "◊": "♦",
        "◘": "■", "◙": "■", "▬": "■", "♥": "v", "♣": "&",
        // The animals' symbols ("Who is playing?" on a small window).
        "◕": "●", "◍": "●", "◓": "●", "◒": "●", "▣": "■", "▤": "■", "◣": "▲", "△": "▲",
    ]
}
