import Testing
@testable import KidsModel

/// The reducer's bookkeeping of what is said (`AppState.number`), on its own: every utterance of a run gets the
/// next serial number, from 1; what plays, what read-along may light, the taps and the question last said again
/// follow from each utterance and each cut. The reducer's behaviour tests rely on these rules through the store.
@Suite("What is said: serial numbers, what plays, what is read")
struct SpeechBookTests {
    let pack: ContentPack

    init() throws {
        pack = try Fixtures.classic()
    }

    func say(_ kind: Utterance.Kind, _ text: String = "", muted: Bool = false, queued: Bool = false, index: Int? = nil) -> Effect {
        .speak(Utterance(kind: kind, text: text, muted: muted, queued: queued, index: index, reads: Say.reads(kind, index: index)))
    }

    func serials(_ effects: [Effect]) -> [Int] {
        effects.compactMap { if case .speak(let u) = $0 { return u.serial } else { return nil } }
    }

    @Test("serials run from 1 across events, in the order said; a cut numbers nothing")
    func serialNumbers() {
        var state = AppState(content: pack, size: Size(width: 80, height: 24), now: 10, gateSeed: 1)
        var first = [say(.welcome, "Hello"), say(.options, "1: Counting.", queued: true)]
        state.number(&first)
        #expect(serials(first) == [1, 2])
        var second: [Effect] = [.stopSpeech, say(.focus, "Letters"), .save(Progress()), say(.hush, muted: true)]
        state.number(&second)
        #expect(serials(second) == [3, 4])
        #expect(state.utterances == 4)
    }

    @Test("what plays is the last utterance not muted; a new one cuts what was voiced, a queued one joins it; a cut clears all")
    func playingAndVoiced() {
        var state = AppState(content: pack, size: Size(width: 80, height: 24), now: 10, gateSeed: 1)
        var effects = [say(.question, "What shape is this?"), say(.options, "1: a circle.", queued: true), say(.notice, "log", muted: true, queued: true)]
        state.number(&effects)
        #expect(state.speaking == 2, "the muted notice is not heard")
        #expect(state.voiced.map(\.serial) == [1, 2])
        var again = [say(.again, "What shape is this?"), say(.options, "1: a circle.", queued: true)]
        state.number(&again)
        #expect(state.voiced.map(\.serial) == [4, 5] && state.againSerial == 4)
        var cut: [Effect] = [.stopSpeech]
        state.number(&cut)
        #expect(state.speaking == nil && state.voiced.isEmpty && state.againSerial == nil && state.readAlong == ReadAlong())
    }

    @Test("a counting question's first tap starts the taps: at once when muted, else when the device starts it")
    func taps() throws {
        var store = TestStore(AppState(content: pack, size: Size(width: 80, height: 24), now: 10, gateSeed: 1, muted: true))
        store.skip(.started(try Launch(activity: "counting", question: "counting.3", in: pack)))
        var state = store.state
        let lesson = try #require(state.lesson)
        var effects = [say(.tap, muted: true, queued: true, index: 1), say(.tap, muted: true, queued: true, index: 2)]
        state.number(&effects)
        #expect(state.tapping == Tapping(showing: lesson.showing, count: 3, firstSerial: state.utterances - 1, start: 10))
        var heard = [say(.tap, queued: true, index: 1)]
        state.number(&heard)
        #expect(state.tapping?.start == nil && state.tapping?.firstSerial == state.utterances, "heard: waits for the device")
    }
}
