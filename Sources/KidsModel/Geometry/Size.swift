/// A window or area size in terminal cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The form used in logs and messages: `80x24`.
    public var description: String { "\(width)x\(height)" }

    /// Whether both sides are at least those of `other`.
    public func fits(_ other: Size) -> Bool { width >= other.width && height >= other.height }
}
