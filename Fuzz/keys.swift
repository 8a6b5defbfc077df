// libFuzzer target: terminal bytes into the key decoder (split at a point the input picks, with the terminal's
// answers expected or not, as the input's second byte says), the answers' parser, and typed lines into the command
// table's reading of line mode's words.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var decoder = KeyDecoder()
    decoder.expectingAnswers = bytes.count > 1 && bytes[1] & 1 == 1
    let cut = bytes.isEmpty ? 0 : Int(bytes[0]) % (bytes.count + 1)
    _ = decoder.feed(Array(bytes[..<cut]))
    _ = decoder.feed(Array(bytes[cut...]))
    _ = decoder.flushEscape()
    decoder.expectingAnswers = false
    _ = decoder.flushEscape()
    _ = TerminalReply.parse(bytes)
    let line = String(decoding: bytes, as: UTF8.self)
    let keys = decoder.feed(bytes).compactMap { input -> Key? in
        if case .key(let key) = input { return key }
        return nil
    }
    for screen in ScreenID.allCases {
        for kiosk in [false, true] {
            _ = CommandTable.commands(forLine: line, in: screen, kiosk: kiosk)
            for key in keys { _ = CommandTable.command(for: key, in: screen, kiosk: kiosk) }
        }
    }
    return 0
}
