import Testing
@testable import KidsModel

@Suite("The key table")
struct KeyTableTests {
    @Test("keys of DESIGN §3 map to their actions")
    func designKeys() {
        #expect(KeyTable.action(for: .character("3"), in: .home) == .openActivity(2))
        #expect(KeyTable.action(for: .character("g"), in: .home) == .grownUps)
        #expect(KeyTable.action(for: .escape, in: .home) == .quit)
        #expect(KeyTable.action(for: .character("4"), in: .lesson) == .answerKey(4))
        #expect(KeyTable.action(for: .backspace, in: .lesson) == .back)
        #expect(KeyTable.action(for: .character(" "), in: .lesson) == .hearAgain)
        #expect(KeyTable.action(for: .character("p"), in: .done) == .playAgain)
        #expect(KeyTable.action(for: .character("0"), in: .gate) == .digit(0))
        #expect(KeyTable.action(for: .backspace, in: .gate) == .deleteDigit)
        #expect(KeyTable.action(for: .character("+"), in: .grownUps) == .faster)
        #expect(KeyTable.action(for: .character("y"), in: .confirmReset) == .confirmReset)
        #expect(KeyTable.action(for: .character("1"), in: .tooSmall) == nil)
        #expect(KeyTable.action(for: .character("٣"), in: .home) == nil, "only ASCII digits")
    }

    @Test("Ctrl-C quits on every screen, and no key means two things on one screen")
    func noClashes() {
        let keys: [Key] = [.enter, .escape, .backspace, .tab, .backTab, .up, .down, .left, .right, .home, .end, .interrupt]
            + "abcdefghijklmnopqrstuvwxyz0123456789 +-=".map { Key.character($0) }
        for context in KeyTable.Context.allCases {
            #expect(KeyTable.action(for: .interrupt, in: context) == .quit)
            for key in keys {
                let matches = KeyTable.bindings(context).filter { binding in
                    switch binding.trigger {
                    case .keys(let list): return list.contains(key)
                    case .digits(let range):
                        if case .character(let c) = key, let d = c.wholeNumberValue { return range.contains(d) }
                        return false
                    }
                }
                #expect(matches.count <= 1, "\(key) in \(context)")
            }
        }
    }

    @Test("hints are written from the same table")
    func hintLabels() {
        let hints = KeyTable.bindings(.lesson).filter(\.hinted).map { "\($0.trigger.label) \($0.help)" }
        #expect(hints == ["1–9 Answer", "Space Hear again", "n Next", "Esc/Backspace Home"])
    }
}
