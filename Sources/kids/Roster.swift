import KidsModel
import KidsSystem

/// The teacher's roster: which child each animal is (`animal,name` lines), kept by the teacher, read by
/// `kids report --roster FILE` and put in the report only. Nothing of it is written anywhere: the class folder
/// knows the animals alone.
///
/// A spreadsheet's CSV as it comes: an optional header (`animal,name`), fields quoted or not, `;` or a tab in place
/// of the comma (what a spreadsheet set to French or German writes), a byte-order mark, Windows line ends.
struct Roster: Equatable {
    private(set) var names: [String: String] = [:]

    func name(of animal: String) -> String? { names[animal] }

    /// Why a roster cannot be used: its file and line.
    struct Problem: Error, Equatable, CustomStringConvertible, ExpressibleByStringInterpolation {
        var description: String
        init(stringLiteral value: String) { description = value }
    }

    /// The roster's animals that are none of `children`, sorted.
    func unknown(in children: [String]) -> [String] {
        names.keys.filter { !children.contains($0) }.sorted()
    }

    static func read(_ path: String, animals: Set<String>) -> Result<Roster, Problem> {
        let contents: RegularFile.Contents
        do {
            contents = try RegularFile.read(path, limit: 1 << 20)
        } catch {
            return .failure("the roster \(path) could not be read (\(error))")
        }
        guard case .bytes(let bytes) = contents else { return .failure("the roster \(path) is not a small text file") }
        return parse(String(decoding: bytes, as: UTF8.self), path: path, animals: animals)
    }

    /// `animals`: the pack's, which a child can be.
    static func parse(_ text: String, path: String, animals: Set<String>) -> Result<Roster, Problem> {
        var roster = Roster()
        var text = Substring(text)
        if text.hasPrefix("\u{FEFF}") { text = text.dropFirst() }
        // Every line counted, blank ones too, so that a line's number is the one an editor shows.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        // The separator is the one the first line has most of, outside quotes (a comma inside a quoted name is not
        // counted): a spreadsheet set to French writes ';'.
        var quoted = false
        let first = (lines.first { !$0.trimmed.isEmpty } ?? "").filter { character in
            if character == "\"" { quoted.toggle() }
            return !quoted && character != "\""
        }
        let separator: Character = [",", ";", "\t"].max { a, b in first.filter { $0 == a }.count < first.filter { $0 == b }.count } ?? ","
        var seenLine = false
        for (n, line) in lines.enumerated() {
            let fields = Self.fields(line, separator: separator).map(\.trimmed)
            guard !fields.allSatisfy(\.isEmpty) else { continue }
            defer { seenLine = true }
            if !seenLine && fields.first?.lowercased() == "animal" { continue }
            guard fields.count >= 2, !fields[1].isEmpty, fields.dropFirst(2).allSatisfy(\.isEmpty) else {
                return .failure("\(path) line \(n + 1): a line is an animal and a name ('fox,Ada'; quote a name with '\(separator)' in it), not '\(line)'")
            }
            let animal = fields[0].lowercased()
            guard animals.contains(animal) else {
                return .failure("\(path) line \(n + 1): '\(fields[0])' is not an animal's name (\(animals.sorted().joined(separator: ", ")))")
            }
            guard roster.names[animal] == nil else { return .failure("\(path) line \(n + 1): '\(animal)' is named twice") }
            roster.names[animal] = fields[1]
        }
        return .success(roster)
    }

    /// A CSV line's fields (RFC 4180 quoting: `"a ""b"", c"`).
    static func fields(_ line: Substring, separator: Character) -> [String] {
        var fields: [String] = [], field = "", quoted = false, wasQuote = false
        for character in line {
            if quoted {
                if character == "\"" { quoted = false; wasQuote = true } else { field.append(character) }
            } else if character == "\"" {
                if wasQuote { field.append("\"") }
                quoted = true
                wasQuote = false
            } else if character == separator {
                fields.append(field)
                field = ""
                wasQuote = false
            } else {
                field.append(character)
                wasQuote = false
            }
        }
        fields.append(field)
        return fields
    }
}
