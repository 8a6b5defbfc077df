import KidsModel

/// One picture of the screen, with its modes as data: where the cursor rests, and whether clicks are reported.
public struct Frame: Hashable, Sendable {
    public var buffer: Buffer
    /// The cell where the terminal cursor rests (on the focused control, for magnifiers and braille), or
    /// nil to hide it.
    public var cursor: Point?
    public var mouse: Bool

    public init(buffer: Buffer, cursor: Point? = nil, mouse: Bool = true) {
        self.buffer = buffer
        self.cursor = cursor
        self.mouse = mouse
    }
}
