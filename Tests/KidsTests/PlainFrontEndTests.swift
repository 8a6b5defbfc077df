import KidsModel
import Testing
@testable import kids

/// What line mode prints after a typed line, decided apart from the terminal.
@Suite("Line mode's printing")
struct PlainFrontEndTests {
    let question = ["Letters, question 1 of 10.", "Where is the letter A?", "1. A", "2. Y", "Type an answer's number."]

    @Test("the result first, then only what changed; a new screen whole, then what was said that it does not say")
    func resultFirst() {
        let answered = ["Letters, question 1 of 10.", "Where is the letter A?", "1. A (right!)", "2. Y", "Press Enter for the next question."]
        #expect(PlainFrontEnd.printed(lines: answered, last: question, said: [(.right, "Well done!")], quitting: false, instructions: ["x"])
                == ["Well done!", "1. A (right!)", "Press Enter for the next question."])
        #expect(PlainFrontEnd.printed(lines: question, last: [], said: [(.question, "Where is the letter A?"), (.notice, "No sound.")],
                                      quitting: false, instructions: []) == question + ["No sound."])
    }

    @Test("a line that changed nothing and said nothing is answered with what to do here, never with silence")
    func neverSilent() {
        let answered = ["Letters, question 1 of 10.", "1. A (right!)", "Press Enter for the next question."]
        #expect(PlainFrontEnd.printed(lines: answered, last: answered, said: [], quitting: false,
                                      instructions: ["Press Enter for the next question."]) == ["Press Enter for the next question."])
        #expect(PlainFrontEnd.printed(lines: answered, last: answered, said: [], quitting: true, instructions: ["x"]).isEmpty, "not when quitting")
    }
}
