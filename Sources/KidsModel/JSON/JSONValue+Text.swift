extension JSONValue {
    /// The value's JSON text (UTF-8). Strings are escaped as RFC 8259 requires and no more: '/' and letters
    /// beyond ASCII are written as they are.
    public func text(_ layout: JSON.Layout = JSON.Layout()) -> [UInt8] {
        var out: [UInt8] = []
        write(into: &out, layout: layout, depth: 0)
        return out
    }

    private func write(into out: inout [UInt8], layout: JSON.Layout, depth: Int) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .number(let text): out.append(contentsOf: text.utf8)
        case .string(let s): Self.quote(s, into: &out)
        case .array(let values):
            guard !values.isEmpty else { out.append(contentsOf: "[]".utf8); return }
            out.append(UInt8(ascii: "["))
            for (i, value) in values.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                Self.newline(into: &out, layout: layout, depth: depth + 1)
                value.write(into: &out, layout: layout, depth: depth + 1)
            }
            Self.newline(into: &out, layout: layout, depth: depth)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { out.append(contentsOf: "{}".utf8); return }
            out.append(UInt8(ascii: "{"))
            let ordered = layout.sortedKeys ? members.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) } : members
            for (i, member) in ordered.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                Self.newline(into: &out, layout: layout, depth: depth + 1)
                Self.quote(member.name, into: &out)
                out.append(contentsOf: (layout.pretty ? " : " : ":").utf8)
                member.value.write(into: &out, layout: layout, depth: depth + 1)
            }
            Self.newline(into: &out, layout: layout, depth: depth)
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(into out: inout [UInt8], layout: JSON.Layout, depth: Int) {
        guard layout.pretty else { return }
        out.append(0x0A)
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    private static func quote(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "\""): out.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): out.append(contentsOf: "\\\\".utf8)
            case 0x0A: out.append(contentsOf: "\\n".utf8)
            case 0x0D: out.append(contentsOf: "\\r".utf8)
            case 0x09: out.append(contentsOf: "\\t".utf8)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out.append(contentsOf: "\\u00".utf8)
                out.append(hex[Int(b >> 4)])
                out.append(hex[Int(b & 0xF)])
            default: out.append(b)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
