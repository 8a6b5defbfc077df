import KidsModel
import Testing
@testable import KidsConsole

@Suite("Key decoder")
struct KeyDecoderTests {
    typealias Input = KeyDecoder.Input

    static let table: [(bytes: [UInt8], inputs: [Input])] = [
        (b("a"), [.key(.character("a"))]),
        (b("7"), [.key(.character("7"))]),
        (b(" "), [.key(.character(" "))]),
        (b("é"), [.key(.character("é"))]),
        (b("\r"), [.key(.enter)]),
        (b("\n"), [.key(.enter)]),
        (b("\t"), [.key(.tab)]),
        (b("\u{1B}[Z"), [.key(.backTab)]),
        (b("\u{7F}"), [.key(.backspace)]),
        (b("\u{08}"), [.key(.backspace)]),
        (b("\u{03}"), [.key(.interrupt)]),
        (b("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D"), [.key(.up), .key(.down), .key(.right), .key(.left)]),
        (b("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD"), [.key(.up), .key(.down), .key(.right), .key(.left)]),
        (b("\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}OF"), [.key(.home), .key(.end), .key(.home), .key(.end)]),
        (b("\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~"), [.key(.home), .key(.end), .key(.home), .key(.end)]),
        (b("\u{1B}[1;5C"), [.key(.right)]),
        (b("\u{1B}[<0;10;5M"), [.click(column: 9, row: 4)]),
        (b("\u{1B}[<0;10;5m"), []),              // release
        (b("\u{1B}[<64;10;5M"), []),             // wheel
        (b("\u{1B}[<2;1;1M"), []),               // right button
        (b("\u{1B}[200~12\r34\u{1B}[201~5"), [.key(.character("5"))]),
        (b("\u{1B}\u{1B}[A"), [.key(.escape), .key(.up)]),
        (b("\u{1B}x"), []),                      // Alt-x
        (b("\u{1B}[15~"), []),                   // F5
        (b("\u{1B}[?1;2c1"), [.reply(.attributes([1, 2])), .key(.character("1"))]), // a device report, handed on
        ([0xFF, 0xC3, 0x28, 0x32], [.key(.character("(")), .key(.character("2"))]),  // invalid UTF-8
        (b("12"), [.key(.character("1")), .key(.character("2"))]),
    ]

    static func b(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// What of `inputs` are keys and clicks (a terminal's answers left out).
    static func keys(_ inputs: [Input]) -> [Input] {
        inputs.filter { if case .reply = $0 { false } else { true } }
    }

    @Test("byte sequences decode to keys and clicks", arguments: table.indices)
    func decodes(_ index: Int) {
        var decoder = KeyDecoder()
        let (bytes, inputs) = Self.table[index]
        #expect(decoder.feed(bytes) + decoder.flushEscape() == inputs, "\(bytes)")
    }

    @Test("a sequence split across reads at any point decodes the same", arguments: table.indices)
    func splitReads(_ index: Int) {
        let (all, inputs) = Self.table[index]
        for cut in 0...all.count {
            var decoder = KeyDecoder()
            let decoded = decoder.feed(Array(all[..<cut])) + decoder.feed(Array(all[cut...])) + decoder.flushEscape()
            #expect(decoded == inputs, "\(all) cut at \(cut)")
        }
    }

    @Test("a terminal's answer that comes late is read whole and handed on as its answer, never typed as keys; another's is skipped; Alt with ] or _ is still nothing")
    func lateAnswers() {
        var decoder = KeyDecoder()
        let late = "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\" + "\u{1B}_Gi=31;OK\u{1B}\\" + "\u{1B}]11;rgb:0/0/0\u{07}"
            + "\u{1B}_Gi=7;OK\u{1B}\\" + "\u{1B}[?64;4c" + "\u{1B}[6;19;9t" + "1"
        let expected: [Input] = [.reply(.background(red: 1, green: 1, blue: 1)), .reply(.kittyGraphics(ok: true)),
                                 .reply(.background(red: 0, green: 0, blue: 0)), .reply(.attributes([64, 4])),
                                 .reply(.cellSize(width: 9, height: 19)), .key(.character("1"))]
        #expect(decoder.feed(Array(late.utf8)) == expected)
        // Split anywhere, the same.
        let bytes = Array(late.utf8)
        for cut in 1..<bytes.count {
            var split = KeyDecoder()
            #expect(split.feed(Array(bytes[..<cut])) + split.feed(Array(bytes[cut...])) == expected, "cut at \(cut)")
        }
        var alt = KeyDecoder()
        #expect(alt.feed(Array("\u{1B}]x\u{1B}_y2".utf8)) == [.key(.character("x")), .key(.character("y")), .key(.character("2"))])
    }

    @Test("a lone Esc waits, then is the Esc key")
    func loneEscape() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.isWaitingAfterEscape)
        #expect(decoder.flushEscape() == [.key(.escape)])
        #expect(!decoder.isWaitingAfterEscape)
        #expect(decoder.flushEscape().isEmpty)
    }

    @Test("a long paste is dropped whole, however it is split")
    func longPaste() {
        var decoder = KeyDecoder()
        var out = decoder.feed(Array("\u{1B}[200~".utf8))
        for _ in 0..<1000 { out += decoder.feed(Array("1234 g q\r".utf8)) }
        out += decoder.feed(Array("\u{1B}[20".utf8)) + decoder.feed(Array("1~n".utf8))
        #expect(out == [.key(.character("n"))])
    }

    @Test("random bytes never crash and never end in a stuck state")
    func garbage() {
        var generator = SeededGenerator(seed: 99)
        var decoder = KeyDecoder()
        for _ in 0..<20_000 {
            let count = Int.random(in: 1...8, using: &generator)
            _ = decoder.feed((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
        }
        _ = decoder.feed(Array("\u{1B}[201~".utf8))  // end a paste the noise may have started
        _ = decoder.flushEscape()
        #expect(decoder.feed(Array("x".utf8)).last == .key(.character("x")))
    }

    /// The answers a terminal gives to the questions asked at start (`TerminalReply.questions`).
    static let answers = ["\u{1B}[?64;1;2;4;6;9;15;18;21;22c", "\u{1B}_Gi=31;OK\u{1B}\\", "\u{1B}]11;rgb:ffff/ffff/dddd\u{1B}\\",
                          "\u{1B}]11;rgb:0/0/0\u{07}", "\u{1B}[6;19;9t"].map(b)

    @Test("a terminal's answer split at any byte, with any wait between its pieces, is never keys; a key after it is one",
          arguments: answers.indices)
    func splitAnswers(_ index: Int) {
        let answer = Self.answers[index]
        for cut in 1..<answer.count {
            // While answers are expected (the first moments), every piece waits, an Esc alone too.
            var expecting = KeyDecoder()
            expecting.expectingAnswers = true
            var out = expecting.feed(Array(answer[..<cut])) + expecting.flushEscape() + expecting.feed(Array(answer[cut...])) + expecting.flushEscape()
            out += expecting.feed(Self.b("q"))
            #expect(out == TerminalReply.parse(answer).replies.map(Input.reply) + [.key(.character("q"))], "expected, cut at \(cut): \(out)")
            // Later (answers later than the first moments), the wait for the rest (half a second) may end before it
            // comes: from the second byte on, the piece is dropped and its rest swallowed when it comes within the next.
            guard cut >= 2 else { continue }
            for waits in 1...1 {
                var late = KeyDecoder()
                out = late.feed(Array(answer[..<cut]))
                for _ in 0..<waits { out += late.flushEscape() }
                out += late.feed(Array(answer[cut...])) + late.flushEscape() + late.feed(Self.b("q"))
                #expect(Self.keys(out) == [.key(.character("q"))], "late, cut at \(cut), \(waits) waits: \(out)")
            }
        }
    }

    @Test("an answer cut short (its end never comes) leaves no key and no deaf keyboard: Esc and q work after the wait",
          arguments: answers.indices)
    func cutShortAnswers(_ index: Int) {
        let answer = Self.answers[index]
        for cut in 2..<answer.count {
            for expecting in [true, false] {
                var decoder = KeyDecoder()
                decoder.expectingAnswers = expecting
                var out = decoder.feed(Array(answer[..<cut]))
                decoder.expectingAnswers = false  // the moment for answers ends
                out += decoder.flushEscape() + decoder.flushEscape()
                out += decoder.feed(Self.b("q")) + decoder.feed([0x1B]) + decoder.flushEscape()
                #expect(out == [.key(.character("q")), .key(.escape)], "cut at \(cut), expecting \(expecting): \(out)")
            }
        }
    }

    @Test("a lone Esc typed by the child is Esc: at once after the usual wait, or when the moment for answers ends; DA1's answer ends that moment")
    func loneEscapeWhileExpecting() {
        var decoder = KeyDecoder()
        decoder.expectingAnswers = true
        #expect(decoder.feed([0x1B]).isEmpty && decoder.flushEscape().isEmpty && decoder.isWaitingAfterEscape)
        decoder.expectingAnswers = false
        #expect(decoder.flushEscape() == [.key(.escape)])
        var answered = KeyDecoder()
        answered.expectingAnswers = true
        #expect(answered.feed(Self.answers[0]) == [.reply(.attributes([64, 1, 2, 4, 6, 9, 15, 18, 21, 22]))] && !answered.expectingAnswers)
        #expect(answered.feed([0x1B]).isEmpty && answered.flushEscape() == [.key(.escape)])
    }
}
