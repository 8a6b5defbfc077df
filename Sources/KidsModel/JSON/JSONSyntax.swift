/// Finds the first syntax error in a JSON document and where it is, by line and column.
///
/// A decoder that says only "not valid JSON" does not help a teacher editing a pack: they need the line.
/// This scanner checks syntax only (RFC 8259); `JSONValue.parse` asks it why a document failed.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// 1-based line and column (columns count bytes, which is what editors show for ASCII).
    public var line: Int
    public var column: Int
    public var message: String
    /// Whether the document ended where more was needed: what a file cut short looks like (a network cache's stale
    /// size can cut a whole file), as opposed to a wrong byte within it.
    public var endedEarly = false

    public var description: String { "line \(line), column \(column): \(message)" }

    /// The first syntax error in `bytes`, or nil when the document is valid JSON.
    public static func first(in bytes: [UInt8]) -> JSONSyntaxError? {
        var scanner = Scanner(bytes: bytes)
        return scanner.document()
    }

    /// Nesting deeper than this is refused, so that a hostile file cannot exhaust the stack.
    static let maximumDepth = 256

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        mutating func document() -> JSONSyntaxError? {
            skipSpace()
            if let error = value(depth: 0) { return error }
            skipSpace()
            return index < bytes.count ? fail("unexpected text after the end of the document") : nil
        }

        private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        private func fail(_ message: String) -> JSONSyntaxError {
            var line = 1
            var column = 1
            for byte in bytes[..<min(index, bytes.count)] {
                if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
            }
            return JSONSyntaxError(line: line, column: column, message: message, endedEarly: index >= bytes.count)
        }

        private mutating func skipSpace() {
            while let b = current, b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { index += 1 }
        }

        private mutating func value(depth: Int) -> JSONSyntaxError? {
            guard depth < JSONSyntaxError.maximumDepth else { return fail("nested too deeply") }
            guard let b = current else { return fail("a value was expected but the file ended") }
            switch b {
            case UInt8(ascii: "{"): return object(depth: depth)
            case UInt8(ascii: "["): return array(depth: depth)
            case UInt8(ascii: "\""): return string()
            case UInt8(ascii: "t"): return literal("true")
            case UInt8(ascii: "f"): return literal("false")
            case UInt8(ascii: "n"): return literal("null")
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
            default: return fail("unexpected character '\(Self.show(b))'")
            }
        }

        private mutating func object(depth: Int) -> JSONSyntaxError? {
            index += 1
            skipSpace()
            if current == UInt8(ascii: "}") { index += 1; return nil }
            while true {
                guard current == UInt8(ascii: "\"") else { return fail("a quoted name was expected") }
                if let error = string() { return error }
                skipSpace()
                guard current == UInt8(ascii: ":") else { return fail("':' was expected after a name") }
                index += 1
                skipSpace()
                if let error = value(depth: depth + 1) { return error }
                skipSpace()
                switch current {
                case UInt8(ascii: ","): index += 1; skipSpace()
                case UInt8(ascii: "}"): index += 1; return nil
                case nil: return fail("the file ended inside an object: '}' is missing")
                default: return fail("',' or '}' was expected")
                }
            }
        }

        private mutating func array(depth: Int) -> JSONSyntaxError? {
            index += 1
            skipSpace()
            if current == UInt8(ascii: "]") { index += 1; return nil }
            while true {
                if let error = value(depth: depth + 1) { return error }
                skipSpace()
                switch current {
                case UInt8(ascii: ","): index += 1; skipSpace()
                case UInt8(ascii: "]"): index += 1; return nil
                case nil: return fail("the file ended inside a list: ']' is missing")
                default: return fail("',' or ']' was expected")
                }
            }
        }

        private mutating func string() -> JSONSyntaxError? {
            index += 1
            while let b = current {
                switch b {
                case UInt8(ascii: "\""): index += 1; return nil
                case UInt8(ascii: "\\"):
                    index += 1
                    guard let e = current else { break }
                    if e == UInt8(ascii: "u") {
                        for _ in 0..<4 {
                            index += 1
                            guard let h = current, Self.isHex(h) else { return fail("'\\u' needs four hex digits") }
                        }
                    } else if !"\"\\/bfnrt".utf8.contains(e) {
                        return fail("unknown escape '\\\(Self.show(e))'")
                    }
                    index += 1
                case 0..<0x20: return fail("a control character or line break inside a string (a '\"' may be missing)")
                default: index += 1
                }
            }
            return fail("the file ended inside a string: '\"' is missing")
        }

        private mutating func number() -> JSONSyntaxError? {
            if current == UInt8(ascii: "-") { index += 1 }
            guard let first = current, Self.isDigit(first) else { return fail("a digit was expected") }
            index += 1
            if first != UInt8(ascii: "0") { while let d = current, Self.isDigit(d) { index += 1 } }
            if current == UInt8(ascii: ".") {
                index += 1
                guard let d = current, Self.isDigit(d) else { return fail("a digit was expected after '.'") }
                while let d = current, Self.isDigit(d) { index += 1 }
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                index += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
                guard let d = current, Self.isDigit(d) else { return fail("a digit was expected in the exponent") }
                while let d = current, Self.isDigit(d) { index += 1 }
            }
            return nil
        }

        private mutating func literal(_ word: String) -> JSONSyntaxError? {
            for expected in word.utf8 {
                guard current == expected else { return fail("unexpected word (was '\(word)' meant?)") }
                index += 1
            }
            return nil
        }

        private static func isDigit(_ b: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) }
        private static func isHex(_ b: UInt8) -> Bool {
            isDigit(b) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(b) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(b)
        }
        private static func show(_ b: UInt8) -> String {
            (0x20...0x7E).contains(b) ? String(UnicodeScalar(b)) : "byte \(b)"
        }
    }
}
