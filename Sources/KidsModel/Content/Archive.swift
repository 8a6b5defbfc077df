/// A compact binary form of values, written and read field by field in one order: what a start keeps of a checked
/// pack (`ContentPack.archived`), read back at the next start instead of decoding the pack's JSON and making its
/// questions again.
///
/// Integers are LEB128 (seven bits a byte), strings their UTF-8 bytes after their length. The reader checks every
/// length against what is left and every string's bytes as UTF-8, and throws at the first thing that is not what was
/// written: a damaged or foreign file is refused, never trusted and never a crash.
public struct ArchiveWriter {
    public private(set) var bytes: [UInt8] = []

    public init() {}

    public mutating func put(_ value: Int) {
        var rest = UInt64(bitPattern: Int64(value))
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    public mutating func put(_ value: UInt64) { put(Int(Int64(bitPattern: value))) }

    public mutating func put(_ value: Bool) { bytes.append(value ? 1 : 0) }

    public mutating func put(_ value: String) {
        var text = value
        text.withUTF8 { utf8 in
            put(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    public mutating func put(_ value: String?) {
        put(value != nil)
        if let value { put(value) }
    }

    public mutating func put(_ values: [String]) {
        put(values.count)
        for value in values { put(value) }
    }

    /// A dictionary, its keys in order (the same bytes for the same dictionary).
    public mutating func put(_ values: [String: String]) {
        put(values.count)
        for key in values.keys.sorted() {
            put(key)
            put(values[key] ?? "")
        }
    }

    public mutating func put<T>(_ values: [T], each: (inout ArchiveWriter, T) -> Void) {
        put(values.count)
        for value in values { each(&self, value) }
    }
}

/// Reads what `ArchiveWriter` wrote, in the same order.
public struct ArchiveReader {
    /// Why the bytes are not an archive: cut short, or a value that was never written so.
    public struct Damaged: Error, Hashable, Sendable {
        public init() {}
    }

    private let bytes: [UInt8]
    private var at: Int

    public init(_ bytes: [UInt8], from start: Int = 0) {
        self.bytes = bytes
        at = start
    }

    /// Whether every byte has been read.
    public var isAtEnd: Bool { at == bytes.count }

    public mutating func int() throws(Damaged) -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard at < bytes.count, shift < 64 else { throw Damaged() }
            let byte = bytes[at]
            at += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return Int(Int64(bitPattern: value)) }
            shift += 7
        }
    }

    public mutating func uint64() throws(Damaged) -> UInt64 { UInt64(bitPattern: Int64(try int())) }

    /// A count of things that take at least a byte each: never more than the bytes left.
    public mutating func count() throws(Damaged) -> Int {
        let count = try int()
        guard count >= 0, count <= bytes.count - at else { throw Damaged() }
        return count
    }

    public mutating func bool() throws(Damaged) -> Bool {
        guard at < bytes.count, bytes[at] <= 1 else { throw Damaged() }
        at += 1
        return bytes[at - 1] == 1
    }

    public mutating func string() throws(Damaged) -> String {
        let count = try count()
        let end = at + count
        // Decoded as UTF-8 and compared with the bytes: a sequence that is not UTF-8 would have been repaired.
        let utf8 = bytes[at..<end]
        let text = String(decoding: utf8, as: UTF8.self)
        guard text.utf8.elementsEqual(utf8) else { throw Damaged() }
        at = end
        return text
    }

    public mutating func optionalString() throws(Damaged) -> String? {
        try bool() ? try string() : nil
    }

    public mutating func strings() throws(Damaged) -> [String] {
        try array { reader throws(Damaged) in try reader.string() }
    }

    public mutating func dictionary() throws(Damaged) -> [String: String] {
        var values: [String: String] = [:]
        for _ in 0..<(try count()) {
            let key = try string()
            values[key] = try string()
        }
        return values
    }

    public mutating func array<T>(_ each: (inout ArchiveReader) throws(Damaged) -> T) throws(Damaged) -> [T] {
        let count = try count()
        var values: [T] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try each(&self)) }
        return values
    }
}
