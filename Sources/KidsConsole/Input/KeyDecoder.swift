import KidsModel

/// Turns the bytes a terminal sends into keys and clicks. It keeps what it has not finished reading, so a
/// sequence split across two reads decodes the same as one read.
///
/// Understood: UTF-8 text, Enter, Tab and Shift-Tab, Backspace, Ctrl-C, Esc alone, arrows and Home/End in
/// their CSI (`ESC [ A`, `ESC [ 1 ~`) and SS3 (`ESC O A`) forms, with or without modifiers, SGR mouse
/// reports (`ESC [ < 0 ; x ; y M`), and bracketed paste, whose text is dropped (a child's stray paste must not
/// answer questions), and a terminal's answers to the questions asked at start (`TerminalReply`), which are never
/// keys: whole, they are handed on as answers; cut short, dropped. Anything else, and any invalid byte, is skipped.
public struct KeyDecoder: Sendable {
    public enum Input: Hashable, Sendable {
        case key(Key)
        /// A left-button press on a cell, counted from 0.
        case click(column: Int, row: Int)
        /// A terminal's whole answer to a question asked at start, whenever it comes.
        case reply(TerminalReply)
    }

    private var pending: [UInt8] = []
    private var inPaste = false
    /// The rest of a terminal's answer whose start was dropped as cut short: swallowed if it comes, never keys.
    private var tail: AnswerTail?
    /// Whether answers to the questions asked at start may still come (`TerminalReply`): a lone Esc then waits for
    /// what follows it, until the caller says they will not come (set false) or DA1's answer, asked last, arrives.
    public var expectingAnswers = false

    enum AnswerTail: Equatable {
        /// A CSI answer's parameters (digits, `;`, `?`) and its final byte.
        case parameters
        /// A string answer's text, up to BEL or ST (at most 512 bytes).
        case string(Int)
    }
    /// Bytes kept while looking for the end of a paste; a paste longer than this is still dropped whole.
    static let pasteEndMarker: [UInt8] = Array("\u{1B}[201~".utf8)

    public init() {}

    /// Whether an Esc may still be the start of a sequence: the caller waits a short while (about 50 ms)
    /// for more bytes, then calls `flushEscape`.
    public var isWaitingAfterEscape: Bool { !inPaste && (pending.first == 0x1B || tail != nil) }

    /// Whether what waits is (the start or the rest of) a terminal's answer, which may come in pieces: the caller
    /// waits longer for it than for an Esc (and nothing of it is ever a key).
    public var holdsAnswer: Bool { tail != nil || Self.answerTail(of: pending) != nil }

    /// Decodes as much of `bytes` (added to what was pending) as forms whole inputs.
    public mutating func feed(_ bytes: [UInt8]) -> [Input] {
        pending += bytes
        var inputs: [Input] = []
        var i = 0
        while i < pending.count {
            if tail != nil {
                switch swallowTail(from: i) {
                case .ended(let next): i = next
                case .waiting(let kept):
                    // What came was the answer's; its end may still come (kept: an Esc that may begin ST).
                    pending.removeFirst(kept)
                    return inputs
                }
                continue
            }
            if inPaste {
                guard let end = find(Self.pasteEndMarker, from: i) else {
                    // Keep only what could be the start of the end marker.
                    i = max(i, pending.count - (Self.pasteEndMarker.count - 1))
                    break
                }
                inPaste = false
                i = end + Self.pasteEndMarker.count
                continue
            }
            switch step(at: i) {
            case .need: pending.removeFirst(i); return inputs
            case .skip(let n): i += n
            case .input(let input, let n):
                inputs.append(input)
                i += n
            }
        }
        pending.removeFirst(min(i, pending.count))
        return inputs
    }

    /// After the Esc wait: the pending Esc was the Esc key, and what followed it is read as typed. But a lone Esc
    /// while answers are expected may be an answer's first byte, and a piece of an answer may have its rest still
    /// coming: both wait on. And the start of a terminal's answer
    /// cut short (`ESC [ ?`, `ESC [ 6`, `ESC ]` and a digit, `ESC _ G`, or `ESC [` or `ESC ]` alone) is dropped,
    /// never typed, and its rest is swallowed if it comes (until the next wait ends).
    public mutating func flushEscape() -> [Input] {
        if tail != nil {
            tail = nil
            return []
        }
        // While answers may still come, a lone Esc and the piece of an answer wait on: the rest is handed on whole.
        guard isWaitingAfterEscape, !(expectingAnswers && (pending.count == 1 || holdsAnswer)) else { return [] }
        if let rest = Self.answerTail(of: pending) {
            pending = []
            tail = rest
            return []
        }
        let rest = Array(pending.dropFirst())
        pending = []
        return [.key(.escape)] + feed(rest)
    }

    /// What is left to come of an answer `bytes` begins, if they begin one (an Esc alone is not: it is the Esc key).
    static func answerTail(of bytes: [UInt8]) -> AnswerTail? {
        guard bytes.count >= 2, bytes[0] == 0x1B else { return nil }
        let third = bytes.count > 2 ? bytes[2] : nil
        switch bytes[1] {
        case UInt8(ascii: "["):
            return third == nil || third == UInt8(ascii: "?") || third == UInt8(ascii: "6") ? .parameters : nil
        case UInt8(ascii: "]"):
            return third.map { (0x30...0x39).contains($0) } ?? true ? .string(0) : nil
        case UInt8(ascii: "_"):
            return third == nil || third == UInt8(ascii: "G") ? .string(0) : nil
        default:
            return nil
        }
    }

    /// What swallowing an answer's rest came to: it ended before `next`, or all up to `kept` was its and more may come.
    enum Swallowed { case ended(next: Int), waiting(kept: Int) }

    /// Swallows what continues an answer cut short, from `i`.
    private mutating func swallowTail(from i: Int) -> Swallowed {
        var j = i
        switch tail {
        case .parameters?:
            while j < pending.count, (0x30...0x3F).contains(pending[j]) { j += 1 }
            guard j < pending.count else { return .waiting(kept: pending.count) }
            if (0x40...0x7E).contains(pending[j]) { j += 1 }  // Its final byte.
        case .string(let seen)?:
            while j < pending.count, pending[j] != 0x07, pending[j] != 0x1B, seen + (j - i) < 512 { j += 1 }
            if j == pending.count {
                tail = .string(seen + (j - i))
                return .waiting(kept: pending.count)
            }
            if pending[j] == 0x07 {
                j += 1
            } else if pending[j] == 0x1B {
                guard j + 1 < pending.count else {
                    tail = .string(seen + (j - i))
                    return .waiting(kept: j)  // The Esc stays: ST's first byte, or the Esc key.
                }
                if pending[j + 1] == UInt8(ascii: "\\") { j += 2 }
            }
        case nil:
            break
        }
        tail = nil
        return .ended(next: j)
    }

    private enum Step {
        case need
        case skip(Int)
        case input(Input, Int)
    }

    private func find(_ marker: [UInt8], from start: Int) -> Int? {
        guard pending.count - start >= marker.count else { return nil }
        for i in start...(pending.count - marker.count) where Array(pending[i..<(i + marker.count)]) == marker {
            return i
        }
        return nil
    }

    private mutating func step(at i: Int) -> Step {
        let byte = pending[i]
        switch byte {
        case 0x1B: return escape(at: i)
        case 0x0D, 0x0A: return .input(.key(.enter), 1)
        case 0x09: return .input(.key(.tab), 1)
        case 0x7F, 0x08: return .input(.key(.backspace), 1)
        case 0x03: return .input(.key(.interrupt), 1)
        case 0x20...0x7E: return .input(.key(.character(Character(UnicodeScalar(byte)))), 1)
        case 0xC2...0xF4: return utf8(at: i)
        default: return .skip(1)
        }
    }

    private func utf8(at i: Int) -> Step {
        let lead = pending[i]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard pending.count - i >= length else {
            // Wait for the rest, unless what is there already cannot be a continuation.
            let have = pending[(i + 1)...]
            return have.allSatisfy { $0 & 0xC0 == 0x80 } ? .need : .skip(1)
        }
        let bytes = Array(pending[i..<(i + length)])
        guard bytes.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }),
              let text = String(validating: bytes, as: UTF8.self), let character = text.first,
              !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            return .skip(1)
        }
        return .input(.key(.character(character)), length)
    }

    private mutating func escape(at i: Int) -> Step {
        guard i + 1 < pending.count else { return .need }
        switch pending[i + 1] {
        case UInt8(ascii: "["): return csi(at: i)
        case UInt8(ascii: "O"):
            guard i + 2 < pending.count else { return .need }
            let keys: [UInt8: Key] = [0x41: .up, 0x42: .down, 0x43: .right, 0x44: .left, 0x48: .home, 0x46: .end]
            if let key = keys[pending[i + 2]] { return .input(.key(key), 3) }
            return .skip(3)
        case 0x1B:
            return .input(.key(.escape), 1)  // Esc Esc: the first is the key
        case UInt8(ascii: "]"), UInt8(ascii: "_"):
            return answer(at: i)
        default:
            return .skip(2)  // Alt with a key: not used
        }
    }

    /// A terminal's answer to the questions asked at start (TerminalReply): `ESC ] 11 ; … ST` (its background) or
    /// `ESC _ G … ST` (kitty's), read whole up to ST or BEL and handed on, never typed as keys. Anything else after
    /// `ESC ]` or `ESC _` is Alt with a key, as before.
    private func answer(at i: Int) -> Step {
        guard i + 2 < pending.count else { return .need }
        let looksLikeAnswer = pending[i + 1] == UInt8(ascii: "]") ? (0x30...0x39).contains(pending[i + 2]) : pending[i + 2] == UInt8(ascii: "G")
        guard looksLikeAnswer else { return .skip(2) }
        var j = i + 3
        while j < pending.count, j - i < 512 {
            if pending[j] == 0x07 { return whole(from: i, length: j - i + 1) }
            if pending[j] == 0x1B {
                guard j + 1 < pending.count else { return .need }
                return pending[j + 1] == UInt8(ascii: "\\") ? whole(from: i, length: j - i + 2) : .skip(j - i)
            }
            j += 1
        }
        return j - i >= 512 ? .skip(2) : .need
    }

    /// The whole answer of `length` bytes at `i`: handed on when it is one of ours (another's is skipped).
    private func whole(from i: Int, length: Int) -> Step {
        guard let (reply, _) = TerminalReply.reply(at: 0, in: Array(pending[i..<(i + length)])), let reply else { return .skip(length) }
        return .input(.reply(reply), length)
    }

    /// `ESC [ params final`: arrows, Home/End, Shift-Tab, paste start, SGR mouse; others are skipped whole.
    private mutating func csi(at i: Int) -> Step {
        var j = i + 2
        while j < pending.count, !(0x40...0x7E).contains(pending[j]) {
            guard (0x20...0x3F).contains(pending[j]) else { return .skip(j - i) }  // broken: drop what was read
            j += 1
            if j - i > 64 { return .skip(j - i) }
        }
        guard j < pending.count else { return .need }
        let final = pending[j]
        let params = String(decoding: pending[(i + 2)..<j], as: UTF8.self)
        let length = j - i + 1
        if params.hasPrefix("<") { return mouse(params.dropFirst(), final: final, length: length) }
        // DA1's answer, asked last: the terminal has said all it will. It and the cell's size are handed on.
        if params.hasPrefix("?") && final == UInt8(ascii: "c") || params.hasPrefix("6;") && final == UInt8(ascii: "t") {
            if final == UInt8(ascii: "c") { expectingAnswers = false }
            return whole(from: i, length: length)
        }
        let numbers = params.split(separator: ";").map { Int($0) }
        switch final {
        case UInt8(ascii: "A"): return .input(.key(.up), length)
        case UInt8(ascii: "B"): return .input(.key(.down), length)
        case UInt8(ascii: "C"): return .input(.key(.right), length)
        case UInt8(ascii: "D"): return .input(.key(.left), length)
        case UInt8(ascii: "H"): return .input(.key(.home), length)
        case UInt8(ascii: "F"): return .input(.key(.end), length)
        case UInt8(ascii: "Z"): return .input(.key(.backTab), length)
        case UInt8(ascii: "~"):
            switch numbers.first ?? nil {
            case 1, 7: return .input(.key(.home), length)
            case 4, 8: return .input(.key(.end), length)
            case 5: return .input(.key(.pageUp), length)
            case 6: return .input(.key(.pageDown), length)
            case 200:
                inPaste = true
                return .skip(length)
            default: return .skip(length)
            }
        default: return .skip(length)
        }
    }

    private func mouse(_ params: Substring, final: UInt8, length: Int) -> Step {
        let numbers = params.split(separator: ";").compactMap { Int($0) }
        // Button 0 is the left button; bits 4, 8 and 16 are Shift, Alt and Ctrl. Releases end in "m".
        guard numbers.count == 3, final == UInt8(ascii: "M"), numbers[0] & ~0b11100 == 0,
              numbers[1] >= 1, numbers[2] >= 1 else { return .skip(length) }
        return .input(.click(column: numbers[1] - 1, row: numbers[2] - 1), length)
    }
}
