/// Decoding: `Decodable` values from JSON bytes, throwing the standard library's `DecodingError`s with the path
/// to the wrong value (`ContentLoader.describe` turns them into a teacher's sentence).
public enum JSON {
    /// A `T` from the bytes of a JSON document. Throws `JSONSyntaxError` for bytes that are not JSON, and
    /// `DecodingError` for JSON that is not a `T`.
    public static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        try decode(type, from: try JSONValue.parse(bytes))
    }

    /// A `T` from a parsed value (a file read once, decoded as a first look and then whole). Throws `DecodingError`.
    public static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        try T(from: ValueDecoder(value: value, parentPath: [], key: nil))
    }

    /// A key of a list's place, in a coding path: `questions[2]`.
    struct Index: CodingKey {
        var intValue: Int?
        var stringValue: String { "\(intValue ?? 0)" }
        init(_ index: Int) { intValue = index }
        init?(intValue: Int) { self.intValue = intValue }
        init?(stringValue: String) { return nil }
    }
}

/// Reads one value; it is also the value's single-value container. Its coding path is kept as its container's
/// and its own key, and made whole only when asked (an error, a container): most values are read without it.
private struct ValueDecoder: Decoder, SingleValueDecodingContainer {
    let value: JSONValue
    let parentPath: [any CodingKey]
    let key: (any CodingKey)?
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    var codingPath: [any CodingKey] { key.map { parentPath + [$0] } ?? parentPath }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw mismatch([String: Any].self) }
        return KeyedDecodingContainer(Keyed<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let values) = value else { throw mismatch([Any].self) }
        return Unkeyed(values: values, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { value.isNull }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let b) = value else { throw mismatch(type) }
        return b
    }

    func decode(_ type: String.Type) throws -> String {
        guard case .string(let s) = value else { throw mismatch(type) }
        return s
    }

    func decode(_ type: Double.Type) throws -> Double { try fraction(type) }
    func decode(_ type: Float.Type) throws -> Float { Float(try fraction(Double.self)) }
    func decode(_ type: Int.Type) throws -> Int { try whole(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try whole(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try whole(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try whole(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try whole(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try whole(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try whole(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try whole(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try whole(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try whole(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }

    private func fraction(_ type: Double.Type) throws -> Double {
        guard case .number(let text) = value else { throw mismatch(type) }
        guard let number = Double(text), number.isFinite else { throw corrupted("the number \(text) is too large") }
        return number
    }

    /// A whole number: written as one (`3`), or as a fraction that is one (`3.0`, `3e2`), as Foundation reads it.
    private func whole<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        guard case .number(let text) = value else { throw mismatch(type) }
        if let number = T(text) { return number }
        if let number = Double(text), number.rounded() == number, let exact = T(exactly: number) { return exact }
        throw corrupted("the number \(text) is not a whole number that fits")
    }

    private func mismatch(_ type: Any.Type) -> DecodingError {
        let context = DecodingError.Context(codingPath: codingPath, debugDescription: "Expected \(type) but found \(value.kind) instead.")
        return value.isNull ? .valueNotFound(type, context) : .typeMismatch(type, context)
    }

    private func corrupted(_ why: String) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: why))
    }
}

/// An object's members by name. A large object (a progress file's stars) is looked up through an index.
private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [JSONValue.Member]
    let codingPath: [any CodingKey]
    private let index: [String: Int]

    init(members: [JSONValue.Member], codingPath: [any CodingKey]) {
        self.members = members
        self.codingPath = codingPath
        var index: [String: Int] = [:]
        if members.count > 12 {
            index.reserveCapacity(members.count)
            for (i, member) in members.enumerated() { index[member.name] = i }
        }
        self.index = index
    }

    var allKeys: [Key] { members.compactMap { Key(stringValue: $0.name) } }

    func contains(_ key: Key) -> Bool { find(key) != nil }

    private func find(_ key: Key) -> JSONValue? {
        let name = key.stringValue
        if !index.isEmpty { return index[name].map { members[$0].value } }
        return members.last { $0.name == name }?.value
    }

    private func decoder(for key: Key) throws -> ValueDecoder {
        guard let value = find(key) else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: codingPath, debugDescription: "No value for \"\(key.stringValue)\"."))
        }
        return ValueDecoder(value: value, parentPath: codingPath, key: key)
    }

    /// The value of `key` when it is there and not null: one look, where the protocol's default takes three.
    private func present(_ key: Key) -> ValueDecoder? {
        guard let value = find(key), !value.isNull else { return nil }
        return ValueDecoder(value: value, parentPath: codingPath, key: key)
    }

    func decodeNil(forKey key: Key) throws -> Bool { try decoder(for: key).decodeNil() }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder(for: key).decode(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoder(for: key).decode(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decoder(for: key).decode(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder(for: key).decode(type) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try T(from: decoder(for: key)) }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try present(key)?.decode(type) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try present(key)?.decode(type) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try present(key)?.decode(type) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try present(key)?.decode(type) }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? { try present(key).map { try T(from: $0) } }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder(for: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { try decoder(for: key).unkeyedContainer() }
    func superDecoder() throws -> any Decoder { ValueDecoder(value: .object(members), parentPath: codingPath, key: nil) }
    func superDecoder(forKey key: Key) throws -> any Decoder { try decoder(for: key) }
}

/// A list's values in order.
private struct Unkeyed: UnkeyedDecodingContainer {
    let values: [JSONValue]
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(values: [JSONValue], codingPath: [any CodingKey]) {
        self.values = values
        self.codingPath = codingPath
    }

    var count: Int? { values.count }
    var isAtEnd: Bool { currentIndex >= values.count }

    private mutating func next(_ type: Any.Type) throws -> ValueDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, DecodingError.Context(codingPath: codingPath + [JSON.Index(currentIndex)],
                                                                          debugDescription: "The list has no more values."))
        }
        defer { currentIndex += 1 }
        return ValueDecoder(value: values[currentIndex], parentPath: codingPath, key: JSON.Index(currentIndex))
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, values[currentIndex].isNull else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: next(type)) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next([String: Any].self).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next([Any].self).unkeyedContainer() }
    mutating func superDecoder() throws -> any Decoder { try next(Any.self) }
}

extension JSONValue {
    var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// What a value is, in a decoding error's description.
    var kind: String {
        switch self {
        case .null: return "null"
        case .bool: return "true or false"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "a list"
        case .object: return "an object"
        }
    }
}
