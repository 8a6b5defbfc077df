@testable import KidsModel

/// DESIGN §4's bookkeeping of speech, written out here for the expected side of `TestStore`, apart from the app's
/// own (`AppState.number`), so that the two can disagree: utterances are numbered in order from the last one; the
/// last that is heard is the one playing; one that does not wait cuts what was said (the words read along, the
/// taps), and so does Hush; a question asked again is remembered while what follows it plays; counting taps light
/// the question shown, at once when nothing can be heard.
enum SpeechSpec {
    static func expect(_ effects: inout [Effect], of state: inout AppState) {
        for n in effects.indices {
            switch effects[n] {
            case .stopSpeech:
                state.speaking = nil
                state.againSerial = nil
                forget(&state)
            case .speak(var said):
                state.utterances += 1
                said.serial = state.utterances
                effects[n] = .speak(said)
                if !said.muted { state.speaking = said.serial }
                if said.kind == .again { state.againSerial = said.serial } else if !said.queued { state.againSerial = nil }
                if !said.queued { forget(&state) }
                if !said.muted, said.sound == nil { state.voiced.append(said) }
                // One tap an object of the question's picture, the first starting the lighting.
                if said.kind == .tap, said.index == 1, let lesson = state.lesson {
                    let objects = state.content.activities[lesson.activity].questions[lesson.question].picture.count
                    let heardNow = said.muted || state.soundProblem != nil
                    state.tapping = Tapping(showing: lesson.showing, count: objects, firstSerial: said.serial, start: heardNow ? state.now : nil)
                }
            default:
                continue
            }
        }
    }

    /// What was being said is gone: its words, its taps.
    static func forget(_ state: inout AppState) {
        state.tapping = nil
        state.readAlong = ReadAlong()
        state.voiced = []
    }
}
