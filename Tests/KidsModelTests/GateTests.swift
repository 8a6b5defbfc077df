import Testing
@testable import KidsModel

@Suite("Parental gate")
struct GateTests {
    @Test("over 10,000 seeds the question is always a × b in range, and never the same answer twice in a row")
    func questionsInRange() {
        for seed in 0..<10_000 {
            var gate = Gate(seed: UInt64(seed))
            var previous = gate.question.answer
            for _ in 0..<5 {
                #expect(Gate.firstFactors.contains(gate.question.a))
                #expect(Gate.secondFactors.contains(gate.question.b))
                gate.open()
                #expect(gate.question.answer != previous, "seed \(seed)")
                previous = gate.question.answer
            }
        }
    }

    @Test("the same seed asks the same questions; different seeds differ")
    func seeded() {
        var a = Gate(seed: 42)
        var b = Gate(seed: 42)
        var questions: [Gate.Question] = []
        for _ in 0..<10 {
            a.open()
            b.open()
            #expect(a.question == b.question)
            questions.append(a.question)
        }
        #expect(Set(questions.map(\.answer)).count > 3)
        #expect((0..<20).map { Gate(seed: UInt64($0)).question.answer }.count { $0 != Gate(seed: 0).question.answer } > 10)
    }

    @Test("only digits, at most two, can be typed; Backspace removes one")
    func typing() {
        var gate = Gate(seed: 1)
        gate.type(4)
        gate.type(-1)
        gate.type(10)
        #expect(gate.typed == "4")
        gate.type(2)
        gate.type(7)
        #expect(gate.typed == "42")
        gate.deleteDigit()
        #expect(gate.typed == "4")
        gate.deleteDigit()
        gate.deleteDigit()
        #expect(gate.typed == "")
    }

    func type(_ number: Int, into gate: inout Gate) {
        for digit in String(number) { gate.type(digit.wholeNumberValue ?? 0) }
    }

    @Test("the right answer opens and clears the count of wrong ones")
    func rightAnswer() {
        var gate = Gate(seed: 7)
        gate.open()
        type(gate.question.answer + 1, into: &gate)
        #expect(gate.submit(at: 0) == .wrong)
        gate.open()
        type(gate.question.answer, into: &gate)
        #expect(gate.submit(at: 1) == .opened)
        #expect(gate.wrongInARow == 0)
        #expect(gate.typed == "")
    }

    @Test("three wrong answers in a row close the gate for 60 seconds of injected time")
    func lockout() {
        var gate = Gate(seed: 3)
        for n in 1...3 {
            gate.open()
            type(gate.question.answer - 1, into: &gate)
            let outcome = gate.submit(at: 100)
            #expect(outcome == (n < 3 ? .wrong : .lockedOut(until: 160)))
        }
        #expect(gate.isLocked(at: 100))
        #expect(gate.isLocked(at: 159.9))
        #expect(gate.secondsLeft(at: 130.5) == 30)
        #expect(!gate.isLocked(at: 160))
        gate.open()
        type(gate.question.answer, into: &gate)
        #expect(gate.submit(at: 161) == .opened)
    }

    @Test("an empty answer is a wrong answer")
    func emptyIsWrong() {
        var gate = Gate(seed: 9)
        #expect(gate.submit(at: 0) == .wrong)
    }
}
