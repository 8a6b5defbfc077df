/// Word wrapping that never cuts a word, unless the word alone is wider than the line.
public enum Wrap {
    public static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ").map(String.init) {
                var word = word
                while CellWidth.of(word) > width {
                    if !line.isEmpty { lines.append(line); line = "" }
                    let head = String(word.prefix(width))
                    lines.append(head)
                    word = String(word.dropFirst(width))
                }
                if line.isEmpty {
                    line = word
                } else if CellWidth.of(line) + 1 + CellWidth.of(word) <= width {
                    line += " " + word
                } else {
                    lines.append(line)
                    line = word
                }
            }
            lines.append(line)
        }
        return lines
    }
}
