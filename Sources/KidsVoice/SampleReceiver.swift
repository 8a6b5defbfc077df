/// Receives samples and word events from eSpeak's callback (`Native.synthCallback`). A class so that its
/// address can travel through `user_data`.
final class SampleReceiver {
    let receive: (UnsafeBufferPointer<Int16>) -> Bool
    let keepGoing: () -> Bool
    let word: (SpokenWord) -> Void

    /// `receive` gets each chunk and returns false to stop; `keepGoing` is asked when a callback has no samples;
    /// `word` gets each word event, before the samples it came with.
    init(keepGoing: @escaping () -> Bool, word: @escaping (SpokenWord) -> Void = { _ in },
         receive: @escaping (UnsafeBufferPointer<Int16>) -> Bool) {
        self.receive = receive
        self.keepGoing = keepGoing
        self.word = word
    }
}

/// A word event as eSpeak NG gives it: the word's place in the text (`textPosition` counts characters from
/// 1), its length in characters, and when it begins in the audio (milliseconds from the start of the text).
struct SpokenWord: Hashable, Sendable {
    var textPosition: Int
    var length: Int
    var milliseconds: Int
}
