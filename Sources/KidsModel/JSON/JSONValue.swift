/// A JSON document's value (RFC 8259), parsed from its bytes: what `JSON.decode` reads and `JSON.encode` writes.
///
/// Ours rather than Foundation's `JSONDecoder`: Foundation was 7.4 MB of the shipped binary and half of a very
/// first start's work (docs/DECISIONS.md). A number keeps the text it was written as, so a whole number is read
/// exactly and a fraction as written.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([Member])

    /// One name and value of an object, in the order written. A name written twice keeps its last value.
    public struct Member: Sendable, Equatable {
        public var name: String
        public var value: JSONValue
        public init(_ name: String, _ value: JSONValue) { self.name = name; self.value = value }
    }

    /// The value of `bytes`, or the first syntax error in them, with its line and column.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        let value = bytes.withUnsafeBufferPointer { buffer -> JSONValue? in
            var parser = Parser(bytes: buffer)
            return parser.document()
        }
        // The parser only notices that it failed; the scanner, written for teachers, says where and why.
        guard let value else {
            throw JSONSyntaxError.first(in: bytes) ?? JSONSyntaxError(line: 1, column: 1, message: "not valid JSON")
        }
        return value
    }

    /// Reads bytes into values; nil at the first byte that is not JSON.
    private struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        mutating func document() -> JSONValue? {
            skipSpace()
            guard let value = value(depth: 0) else { return nil }
            skipSpace()
            return index == bytes.count ? value : nil
        }

        private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        private mutating func skipSpace() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
                index += 1
            }
        }

        private mutating func value(depth: Int) -> JSONValue? {
            guard depth < JSONSyntaxError.maximumDepth, let b = current else { return nil }
            switch b {
            case UInt8(ascii: "{"): return object(depth: depth)
            case UInt8(ascii: "["): return array(depth: depth)
            case UInt8(ascii: "\""): return string().map(JSONValue.string)
            case UInt8(ascii: "t"): return literal("true", .bool(true))
            case UInt8(ascii: "f"): return literal("false", .bool(false))
            case UInt8(ascii: "n"): return literal("null", .null)
            default: return number()
            }
        }

        private mutating func object(depth: Int) -> JSONValue? {
            index += 1
            skipSpace()
            var members: [Member] = []
            if current == UInt8(ascii: "}") { index += 1; return .object(members) }
            while true {
                guard current == UInt8(ascii: "\""), let name = string() else { return nil }
                skipSpace()
                guard current == UInt8(ascii: ":") else { return nil }
                index += 1
                skipSpace()
                guard let value = value(depth: depth + 1) else { return nil }
                members.append(Member(name, value))
                skipSpace()
                guard let b = current else { return nil }
                index += 1
                if b == UInt8(ascii: "}") { return .object(members) }
                guard b == UInt8(ascii: ",") else { return nil }
                skipSpace()
            }
        }

        private mutating func array(depth: Int) -> JSONValue? {
            index += 1
            skipSpace()
            var values: [JSONValue] = []
            if current == UInt8(ascii: "]") { index += 1; return .array(values) }
            while true {
                guard let value = value(depth: depth + 1) else { return nil }
                values.append(value)
                skipSpace()
                guard let b = current else { return nil }
                index += 1
                if b == UInt8(ascii: "]") { return .array(values) }
                guard b == UInt8(ascii: ",") else { return nil }
                skipSpace()
            }
        }

        /// A string from its opening quote; bytes that are not UTF-8 become U+FFFD, as a lone surrogate does.
        private mutating func string() -> String? {
            index += 1
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20 {
                index += 1
            }
            guard let b = current else { return nil }
            if b == UInt8(ascii: "\"") {  // no escapes: the common case, one copy
                index += 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index - 1]), as: UTF8.self)
            }
            var text = Array(bytes[start..<index])
            while let b = current {
                index += 1
                switch b {
                case UInt8(ascii: "\""): return String(decoding: text, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard escape(into: &text) else { return nil }
                case 0..<0x20: return nil
                default: text.append(b)
                }
            }
            return nil
        }

        private mutating func escape(into text: inout [UInt8]) -> Bool {
            guard let e = current else { return false }
            index += 1
            switch e {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(e)
            case UInt8(ascii: "b"): text.append(0x08)
            case UInt8(ascii: "f"): text.append(0x0C)
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "u"):
                guard var unit = hex4() else { return false }
                var scalar = Unicode.Scalar(unit)
                if (0xD800..<0xDC00).contains(unit), bytes.count - index >= 6,
                   bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                    let mark = index
                    index += 2
                    guard let low = hex4() else { return false }
                    if (0xDC00..<0xE000).contains(low) {
                        unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                        scalar = Unicode.Scalar(unit)
                    } else {
                        index = mark
                    }
                }
                text.append(contentsOf: String(scalar ?? "\u{FFFD}").utf8)
            default: return false
            }
            return true
        }

        private mutating func hex4() -> UInt32? {
            guard bytes.count - index >= 4 else { return nil }
            var unit: UInt32 = 0
            for _ in 0..<4 {
                let b = bytes[index]
                let digit: UInt8
                switch b {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
                default: return nil
                }
                unit = unit << 4 | UInt32(digit)
                index += 1
            }
            return unit
        }

        /// A number's text, checked against RFC 8259's grammar (no leading zeros, no bare '.', no '+').
        private mutating func number() -> JSONValue? {
            let start = index
            if current == UInt8(ascii: "-") { index += 1 }
            guard let first = current, isDigit(first) else { return nil }
            index += 1
            if first != UInt8(ascii: "0") { digits() }
            if current == UInt8(ascii: ".") {
                index += 1
                guard let d = current, isDigit(d) else { return nil }
                digits()
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                index += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
                guard let d = current, isDigit(d) else { return nil }
                digits()
            }
            return .number(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
        }

        private mutating func digits() {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }

        private func isDigit(_ b: UInt8) -> Bool { b &- UInt8(ascii: "0") < 10 }

        private mutating func literal(_ word: StaticString, _ value: JSONValue) -> JSONValue? {
            let count = word.utf8CodeUnitCount
            guard bytes.count - index >= count else { return nil }
            for i in 0..<count where bytes[index + i] != word.utf8Start[i] { return nil }
            index += count
            return value
        }
    }
}
