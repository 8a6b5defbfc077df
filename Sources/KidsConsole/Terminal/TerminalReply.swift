import KidsModel

/// What a terminal answers when asked, at start, what it can draw, how large its cells are and what its background
/// is. Believed only as answered: a terminal that says nothing can do nothing more than text.
///
/// - Primary device attributes (DA1, `CSI c`), which every terminal answers: `CSI ? 62 ; 4 ; 22 c`, where 4 says it
///   draws sixels. Asked last, its answer marks the end of the answers.
/// - The kitty graphics protocol's query (`APC G i=31,a=q… ST`): `APC G i=31;OK ST` when it draws pixels that way.
/// - The size of a cell in pixels (`CSI 16 t`): `CSI 6 ; height ; width t`, for terminals that leave it out of the
///   window size the kernel keeps.
/// - The background colour (`OSC 11 ; ? ST`): `OSC 11 ; rgb:RRRR/GGGG/BBBB ST` (or BEL), one to four hex digits a
///   channel.
public enum TerminalReply: Hashable, Sendable {
    /// DA1's attributes.
    case attributes([Int])
    /// The kitty graphics protocol's answer to the query with ID 31: whether it said OK.
    case kittyGraphics(ok: Bool)
    /// The background colour, each channel from 0 to 1.
    case background(red: Double, green: Double, blue: Double)
    /// A cell's size in pixels.
    case cellSize(width: Int, height: Int)

    /// The questions, in one write: the kitty query, the background, the cell's size, and DA1 last.
    public static let questions = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\" + "\u{1B}]11;?\u{1B}\\" + "\u{1B}[16t" + "\u{1B}[c"

    /// The answers found in `bytes`, in order, and the bytes that are no answer (keys typed meanwhile), kept.
    public static func parse(_ bytes: [UInt8]) -> (replies: [TerminalReply], rest: [UInt8]) {
        var replies: [TerminalReply] = []
        var rest: [UInt8] = []
        var i = 0
        while i < bytes.count {
            if let (reply, length) = reply(at: i, in: bytes) {
                if let reply { replies.append(reply) }
                i += length
            } else {
                rest.append(bytes[i])
                i += 1
            }
        }
        return (replies, rest)
    }

    /// The answer beginning at `i`, if one does, and its length (an answer of another kind is skipped: nil, length).
    static func reply(at i: Int, in bytes: [UInt8]) -> (TerminalReply?, Int)? {
        guard bytes[i] == 0x1B, i + 1 < bytes.count else { return nil }
        switch bytes[i + 1] {
        case UInt8(ascii: "[") where i + 2 < bytes.count && bytes[i + 2] == UInt8(ascii: "6"):
            // CSI 6 ; height ; width t
            guard let end = bytes[(i + 2)...].firstIndex(where: { !(0x30...0x3B).contains($0) }), bytes[end] == UInt8(ascii: "t") else { return nil }
            let numbers = String(decoding: bytes[(i + 2)..<end], as: UTF8.self).split(separator: ";").compactMap { Int($0) }
            guard numbers.count == 3, numbers[0] == 6 else { return nil }
            return (.cellSize(width: numbers[2], height: numbers[1]), end + 1 - i)
        case UInt8(ascii: "["):
            // CSI ? digits and semicolons c
            guard i + 2 < bytes.count, bytes[i + 2] == UInt8(ascii: "?"),
                  let end = bytes[(i + 3)...].firstIndex(where: { !(0x30...0x3B).contains($0) }), bytes[end] == UInt8(ascii: "c") else { return nil }
            let numbers = String(decoding: bytes[(i + 3)..<end], as: UTF8.self).split(separator: ";").compactMap { Int($0) }
            return (.attributes(numbers), end + 1 - i)
        case UInt8(ascii: "_"), UInt8(ascii: "]"):
            guard let (body, length) = string(from: i + 2, in: bytes) else { return nil }
            return (bytes[i + 1] == UInt8(ascii: "_") ? kitty(body) : background(body), length + 2)
        default:
            return nil
        }
    }

    /// The text of a string sequence from `start` to its terminator (ST, `ESC \`, or BEL), and its length with it.
    static func string(from start: Int, in bytes: [UInt8]) -> (String, Int)? {
        var j = start
        while j < bytes.count {
            if bytes[j] == 0x07 { return (String(decoding: bytes[start..<j], as: UTF8.self), j + 1 - start) }
            if bytes[j] == 0x1B, j + 1 < bytes.count, bytes[j + 1] == UInt8(ascii: "\\") {
                return (String(decoding: bytes[start..<j], as: UTF8.self), j + 2 - start)
            }
            j += 1
        }
        return nil
    }

    /// `Gi=31;OK`: the answer to our query (another image's is not ours).
    static func kitty(_ body: String) -> TerminalReply? {
        guard body.hasPrefix("G"), body.dropFirst().split(separator: ";").first?.split(separator: ",").contains("i=31") == true else { return nil }
        return .kittyGraphics(ok: body.split(separator: ";").dropFirst().first == "OK")
    }

    /// `11;rgb:RRRR/GGGG/BBBB`, each channel one to four hex digits.
    static func background(_ body: String) -> TerminalReply? {
        guard body.hasPrefix("11;rgb:") else { return nil }
        let channels = body.dropFirst("11;rgb:".count).split(separator: "/")
        let values = channels.compactMap { hex -> Double? in
            guard (1...4).contains(hex.count), let value = UInt32(hex, radix: 16) else { return nil }
            return Double(value) / Double((1 << (4 * hex.count)) - 1)
        }
        guard channels.count == 3, values.count == 3 else { return nil }
        return .background(red: values[0], green: values[1], blue: values[2])
    }
}

/// What the answers say, together.
public struct TerminalAbilities: Hashable, Sendable {
    /// Whether it said it draws sixels (DA1's attribute 4).
    public var sixel = false
    /// Whether it said OK to the kitty graphics query.
    public var kittyGraphics = false
    /// Whether its background is light (relative luminance over a half); nil when it did not say.
    public var lightBackground: Bool?
    /// Whether it answered DA1, the question every terminal answers: until then, the others may still come.
    public var answered = false
    /// Its background, red, green and blue packed in 24 bits; nil when it did not say.
    public var background: UInt32?
    /// A cell's size in pixels, when it said.
    public var cell: Size?

    /// What it said, in words, for kids.log: "answered: sixels, a light background, cells of 9x19".
    public var summary: String {
        guard answered else { return "no answer from the terminal" }
        let said = [sixel ? "sixels" : nil, kittyGraphics ? "kitty graphics" : nil,
                    lightBackground.map { $0 ? "a light background" : "a dark background" },
                    cell.map { "cells of \($0.width)x\($0.height)" }].compactMap { $0 }
        return "answered: " + (said.isEmpty ? "text only" : said.joined(separator: ", "))
    }

    public init(_ replies: [TerminalReply]) {
        for reply in replies {
            switch reply {
            case .attributes(let list):
                sixel = list.dropFirst().contains(4)
                answered = true
            case .kittyGraphics(let ok): kittyGraphics = ok
            case .background(let red, let green, let blue):
                // Relative luminance (ITU-R BT.709 weights) of the colour as given, near enough for light or dark.
                lightBackground = 0.2126 * red + 0.7152 * green + 0.0722 * blue > 0.5
                background = [red, green, blue].reduce(0) { $0 << 8 | UInt32(($1 * 255).rounded()) }
            case .cellSize(let width, let height):
                if width > 0, height > 0 { cell = Size(width: width, height: height) }
            }
        }
    }
}
