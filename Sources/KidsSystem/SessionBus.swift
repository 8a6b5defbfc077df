#if canImport(Glibc)
import Glibc
#endif

/// Just enough of the D-Bus wire protocol to read one boolean property from the session bus, so that finding
/// Orca needs no new library: connect, authenticate as this user (`EXTERNAL`), say `Hello`, then one
/// `org.freedesktop.DBus.Properties.Get`, sent with `NO_AUTO_START` so that asking never starts a service.
/// Every step is bounded by `timeout`; any failure or surprise answers nil. The specification is
/// dbus.freedesktop.org/doc/dbus-specification.html ("Message Protocol", "Authentication Protocol").
public struct SessionBus: Sendable {
    /// `DBUS_SESSION_BUS_ADDRESS`: `unix:path=…` or `unix:abstract=…`, maybe several joined by ";".
    public var address: String
    /// Prefixed to a `path=` address: tests put their bus under a made-up root.
    public var root: String
    public var timeout: Int32

    public init(address: String, root: String = "", timeout: Int32 = 300) {
        self.address = address
        self.root = root
        self.timeout = timeout
    }

    /// The boolean `interface.name` of `path` at `destination`; nil when there is no such answer.
    public func property(of destination: String, path: String, interface: String, name: String) -> Bool? {
        guard let fd = open() else { return nil }
        defer { try? fd.close() }  // Tolerated: the answer, if any, was read.
        let uid = Array(String(getuid()).utf8).map { byte in String(byte, radix: 16) }.joined()
        let hello = Self.call(serial: 1, destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                              interface: "org.freedesktop.DBus", member: "Hello", flags: 0)
        let get = Self.call(serial: 2, destination: destination, path: path, interface: "org.freedesktop.DBus.Properties",
                            member: "Get", flags: 2, strings: [interface, name])
        do throws(Errno) {
            try fd.writeAll([0] + Array("AUTH EXTERNAL \(uid)\r\n".utf8))
            var reader = Reader(fd: fd)
            guard try reader.line()?.hasPrefix("OK ") == true else { return nil }
            try fd.writeAll(Array("BEGIN\r\n".utf8) + hello + get)
            for _ in 0..<16 {
                guard let message = try reader.message() else { return nil }
                guard message.replySerial == 2 else { continue }  // Hello's answer, or a signal
                return message.type == 2 ? message.variantBoolean : nil
            }
        } catch {
            return nil  // Tolerated: no answer in time is no screen reader found this way.
        }
        return nil
    }

    /// The first Unix address of the list that connects.
    func open() -> FileDescriptor? {
        for entry in address.split(separator: ";") where entry.hasPrefix("unix:") {
            let keys = entry.dropFirst(5).split(separator: ",").map { $0.split(separator: "=", maxSplits: 1).map(String.init) }
            for pair in keys where pair.count == 2 {
                let value = Self.unescaped(pair[1])
                if pair[0] == "path", let fd = try? UnixSocket.connect(path: root + value, timeout: timeout) { return fd }
                if pair[0] == "abstract", let fd = try? UnixSocket.connect(path: value, abstract: true, timeout: timeout) { return fd }
            }
        }
        return nil
    }

    /// An address's value with its `%XX` escapes undone.
    static func unescaped(_ value: String) -> String {
        var bytes: [UInt8] = []
        var rest = Array(value.utf8)[...]
        while let byte = rest.popFirst() {
            if byte == UInt8(ascii: "%"), rest.count >= 2, let decoded = UInt8(String(decoding: rest.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(decoded)
                rest = rest.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: - Messages

    /// A method call, little-endian: the fixed header, the header fields (path, interface, member, destination,
    /// and the body's signature), then the body of `strings`.
    static func call(serial: UInt32, destination: String, path: String, interface: String, member: String, flags: UInt8,
                     strings: [String] = []) -> [UInt8] {
        var body = Writer()
        for string in strings { body.string(string) }
        var fields = Writer()
        fields.field(1, signature: "o", path)
        fields.field(2, signature: "s", interface)
        fields.field(3, signature: "s", member)
        fields.field(6, signature: "s", destination)
        if !strings.isEmpty { fields.field(8, signature: "g", String(repeating: "s", count: strings.count)) }
        var message = Writer()
        message.bytes = [UInt8(ascii: "l"), 1, flags, 1]
        message.uint32(UInt32(body.bytes.count))
        message.uint32(serial)
        message.uint32(UInt32(fields.bytes.count))
        message.bytes += fields.bytes
        message.align(8)
        return message.bytes + body.bytes
    }

    /// Writes D-Bus values with their alignment, counted from the start of what is written (a header's fields
    /// start at offset 16, itself a multiple of 8, so their alignment holds in the message).
    struct Writer {
        var bytes: [UInt8] = []

        mutating func align(_ n: Int) { bytes += [UInt8](repeating: 0, count: (n - bytes.count % n) % n) }

        mutating func uint32(_ value: UInt32) {
            align(4)
            bytes += (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
        }

        mutating func string(_ value: String) {
            uint32(UInt32(value.utf8.count))
            bytes += Array(value.utf8) + [0]
        }

        mutating func signature(_ value: String) { bytes += [UInt8(value.utf8.count)] + Array(value.utf8) + [0] }

        /// One header field: a struct of its code and a variant.
        mutating func field(_ code: UInt8, signature type: String, _ value: String) {
            align(8)
            bytes.append(code)
            signature(type)
            if type == "g" { signature(value) } else { string(value) }
        }
    }

    /// A message read back: its type, the serial it answers, and its body.
    struct Message {
        var type: UInt8
        var replySerial: UInt32?
        var body: [UInt8]

        /// The body as one variant holding a boolean (`Properties.Get`'s answer).
        var variantBoolean: Bool? {
            guard body.count >= 8, body[0] == 1, body[1] == UInt8(ascii: "b"), body[2] == 0 else { return nil }
            return Message.uint32(body, at: 4) != 0
        }

        static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
            (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
        }
    }

    /// Reads the authentication's lines, then whole messages, from the socket.
    struct Reader {
        let fd: FileDescriptor
        var buffered: [UInt8] = []

        /// Fills the buffer to `count` bytes; false at the end of the stream.
        mutating func fill(_ count: Int) throws(Errno) -> Bool {
            var chunk = [UInt8](repeating: 0, count: 4096)
            while buffered.count < count {
                // (withUnsafeMutableBytes does not pass a typed error through, so the read comes out as a Result.)
                let read = chunk.withUnsafeMutableBytes { buffer -> Result<Int, Errno> in
                    do throws(Errno) { return .success(try fd.read(into: buffer)) } catch { return .failure(error) }
                }
                let n = try read.get()
                guard n > 0 else { return false }
                buffered += chunk.prefix(n)
            }
            return true
        }

        mutating func line() throws(Errno) -> String? {
            while !buffered.contains(UInt8(ascii: "\n")) {
                guard buffered.count < 4096, try fill(buffered.count + 1) else { return nil }
            }
            let end = buffered.firstIndex(of: UInt8(ascii: "\n")) ?? 0
            defer { buffered.removeFirst(end + 1) }
            return String(decoding: buffered[..<end], as: UTF8.self)
        }

        /// One message, little-endian only (what a bus on this computer sends this computer).
        mutating func message() throws(Errno) -> Message? {
            guard try fill(16), buffered[0] == UInt8(ascii: "l") else { return nil }
            let bodyLength = Int(Message.uint32(buffered, at: 4))
            let fieldsLength = Int(Message.uint32(buffered, at: 12))
            let header = 16 + fieldsLength + (8 - fieldsLength % 8) % 8
            guard bodyLength < 1 << 20, fieldsLength < 1 << 16, try fill(header + bodyLength) else { return nil }
            let message = Message(type: buffered[1], replySerial: Self.replySerial(in: Array(buffered[16..<(16 + fieldsLength)])),
                                  body: Array(buffered[header..<(header + bodyLength)]))
            buffered.removeFirst(header + bodyLength)
            return message
        }

        /// The `REPLY_SERIAL` field (code 5) among the header's fields; each field is skipped by its type.
        static func replySerial(in fields: [UInt8]) -> UInt32? {
            var at = 0
            func align(_ n: Int) { at += (n - at % n) % n }
            while at < fields.count {
                align(8)
                guard at + 3 <= fields.count else { return nil }
                let code = fields[at]
                let signatureLength = Int(fields[at + 1])
                guard signatureLength == 1, at + 4 <= fields.count else { return nil }
                let type = fields[at + 2]
                at += 4
                switch type {
                case UInt8(ascii: "u"):
                    align(4)
                    guard at + 4 <= fields.count else { return nil }
                    if code == 5 { return Message.uint32(fields, at: at) }
                    at += 4
                case UInt8(ascii: "s"), UInt8(ascii: "o"):
                    align(4)
                    guard at + 4 <= fields.count else { return nil }
                    at += 4 + Int(Message.uint32(fields, at: at)) + 1
                case UInt8(ascii: "g"):
                    at += 1 + Int(fields[at]) + 1
                default:
                    return nil
                }
            }
            return nil
        }
    }
}
