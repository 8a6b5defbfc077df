import Foundation
import KidsModel

/// Turns one typed line of `--plain` mode into the keys the full-screen app would get, so both modes go
/// through the same key table.
public enum PlainInput {
    /// The keys for a line: `h` hears again, `b` goes back or closes, `g` opens the gate, `q` quits; numbers
    /// answer or choose; an empty line is Enter. A line that means nothing gives no keys.
    public static func keys(for line: String, in context: KeyTable.Context) -> [Key] {
        let text = line.trimmingCharacters(in: .whitespaces).lowercased()
        switch text {
        case "": return [.enter]
        case "q", "quit": return [.interrupt]
        case "h": return [.character(" ")]
        case "b": return [.escape]
        default: break
        }
        switch context {
        case .gate:
            guard text.allSatisfy(\.isASCIIDigit) else { return [] }
            return text.map { Key.character($0) } + [.enter]
        case .done:
            switch text {
            case "1": return [.character("p")]
            case "2": return [.escape]
            default: return []
            }
        default:
            guard text.count == 1, let c = text.first else { return [] }
            return [.character(c)]
        }
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
