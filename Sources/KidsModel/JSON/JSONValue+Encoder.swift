extension JSON {
    /// How encoded text is laid out: `pretty` is Foundation's layout (two spaces, `"name" : value`), so a
    /// progress file reads as it always has; `sortedKeys` orders each object's names.
    public struct Layout: Sendable {
        public var pretty = false
        public var sortedKeys = false
        public init(pretty: Bool = false, sortedKeys: Bool = false) { self.pretty = pretty; self.sortedKeys = sortedKeys }
        public static let pretty = Layout(pretty: true, sortedKeys: true)
    }

    /// The JSON text of `value`. Encoding throws only where `value`'s own `encode(to:)` does, or for a number
    /// that is not finite.
    public static func encode<T: Encodable>(_ value: T, layout: Layout = Layout()) throws -> [UInt8] {
        try JSON.value(of: value).text(layout)
    }

    /// One line of JSON, names sorted (the state log, the speech log), or nil where `value` does not encode.
    public static func line<T: Encodable>(_ value: T) -> String? {
        (try? encode(value, layout: Layout(sortedKeys: true))).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The JSON value of `value`.
    public static func value<T: Encodable>(of value: T) throws -> JSONValue {
        let node = Node()
        try value.encode(to: ValueEncoder(node: node, codingPath: []))
        return node.value
    }

    /// What an encoder writes into: a value, or an object or a list still being filled. Containers are
    /// values that share their node, as the `Encoder` protocol requires.
    final class Node {
        enum Content { case empty, value(JSONValue), object([(String, Node)]), array([Node]) }
        var content = Content.empty

        var value: JSONValue {
            switch content {
            case .empty: return .object([])  // a value that wrote nothing, as Foundation writes it
            case .value(let value): return value
            case .object(let members): return .object(members.map { JSONValue.Member($0.0, $0.1.value) })
            case .array(let nodes): return .array(nodes.map(\.value))
            }
        }

        func child(_ name: String) -> Node {
            let node = Node()
            if case .object(var members) = content {
                content = .empty  // one owner while it grows
                members.append((name, node))
                content = .object(members)
            } else {
                content = .object([(name, node)])
            }
            return node
        }

        func appended() -> Node {
            let node = Node()
            if case .array(var nodes) = content {
                content = .empty
                nodes.append(node)
                content = .array(nodes)
            } else {
                content = .array([node])
            }
            return node
        }
    }
}

private struct ValueEncoder: Encoder, SingleValueEncodingContainer {
    let node: JSON.Node
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = node.content {} else { node.content = .object([]) }
        return KeyedEncodingContainer(KeyedEncoder<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = node.content {} else { node.content = .array([]) }
        return UnkeyedEncoder(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    func encodeNil() { node.content = .value(.null) }
    func encode(_ value: Bool) { node.content = .value(.bool(value)) }
    func encode(_ value: String) { node.content = .value(.string(value)) }
    func encode(_ value: Double) throws { node.content = .value(.number(try Self.text(value))) }
    func encode(_ value: Float) throws { node.content = .value(.number(try Self.text(Double(value)))) }
    func encode(_ value: Int) { node.content = .value(.number("\(value)")) }
    func encode(_ value: Int8) { node.content = .value(.number("\(value)")) }
    func encode(_ value: Int16) { node.content = .value(.number("\(value)")) }
    func encode(_ value: Int32) { node.content = .value(.number("\(value)")) }
    func encode(_ value: Int64) { node.content = .value(.number("\(value)")) }
    func encode(_ value: UInt) { node.content = .value(.number("\(value)")) }
    func encode(_ value: UInt8) { node.content = .value(.number("\(value)")) }
    func encode(_ value: UInt16) { node.content = .value(.number("\(value)")) }
    func encode(_ value: UInt32) { node.content = .value(.number("\(value)")) }
    func encode(_ value: UInt64) { node.content = .value(.number("\(value)")) }
    func encode<T: Encodable>(_ value: T) throws { try value.encode(to: self) }

    /// A number as Foundation writes it: a whole one without ".0", others in the shortest text that reads back
    /// as the same number.
    static func text(_ value: Double) throws -> String {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, EncodingError.Context(codingPath: [], debugDescription: "\(value) is not a number JSON can hold"))
        }
        if value.rounded() == value, abs(value) < 1e15 { return "\(Int64(value))" }
        return "\(value)"
    }
}

private struct KeyedEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: JSON.Node
    let codingPath: [any CodingKey]

    private func encoder(_ key: Key) -> ValueEncoder { ValueEncoder(node: node.child(key.stringValue), codingPath: codingPath + [key]) }

    mutating func encodeNil(forKey key: Key) { encoder(key).encodeNil() }
    mutating func encode(_ value: Bool, forKey key: Key) { encoder(key).encode(value) }
    mutating func encode(_ value: String, forKey key: Key) { encoder(key).encode(value) }
    mutating func encode(_ value: Int, forKey key: Key) { encoder(key).encode(value) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try value.encode(to: encoder(key)) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        encoder(key).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { encoder(key).unkeyedContainer() }
    mutating func superEncoder() -> any Encoder { ValueEncoder(node: node.child("super"), codingPath: codingPath) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { encoder(key) }
}

private struct UnkeyedEncoder: UnkeyedEncodingContainer {
    let node: JSON.Node
    let codingPath: [any CodingKey]

    var count: Int {
        if case .array(let nodes) = node.content { return nodes.count }
        return 0
    }

    private func encoder() -> ValueEncoder {
        let path = codingPath + [JSON.Index(count)]
        return ValueEncoder(node: node.appended(), codingPath: path)
    }

    mutating func encodeNil() { encoder().encodeNil() }
    mutating func encode<T: Encodable>(_ value: T) throws { try value.encode(to: encoder()) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        encoder().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { encoder().unkeyedContainer() }
    mutating func superEncoder() -> any Encoder { encoder() }
}
