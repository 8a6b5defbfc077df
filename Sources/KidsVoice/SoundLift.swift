/// A letter sound said as clearly as the sentence before it: eSpeak says a plosive as a faint click and /f/ some
/// 25 dB under the words around it, where a teacher says each sound out loud. The sound a sentence ends with (its
/// last word, phoneme input `[[_:_:…]]`, as the keyboard's sound questions give it) is held back while eSpeak makes
/// it, then raised so that its loudest 10 ms are `share` of the sentence's loudest (about 4 dB under), by at most
/// `most`, and handed on. Nothing else of a sentence is changed.
struct SoundLift {
    /// How a letter sound begins in what the voice is given (the keyboard rule's `KeysToPress.voiced(sound:)`).
    static let marker = "[[_:_:"
    /// The sound's loudest 10 ms against the sentence's: about 4 dB under.
    static let share = 0.6
    /// The most a sound is raised (18 dB): a sound that is all but silent stays so, and is found by the tests.
    static let most = 8.0
    /// The level aimed at for a sound said alone, the loudest 10 ms of a sentence at eSpeak's usual amplitude.
    static let alone = 5_000.0

    /// Where the sound begins in the text, in Unicode scalars (as eSpeak's word events count): the last marker,
    /// when nothing but its closing brackets, spaces and punctuation follow it.
    let soundStart: Int
    let frame: Int
    /// The loudest 10 ms of the sentence before the sound, as root mean square.
    private var sentencePeak = 0.0
    /// The sample the sound begins at, once eSpeak's word event has said it.
    private var soundSample: Int?
    private var seen = 0
    private var held: [Int16] = []

    /// A lift for `text`, or nil when it does not end with a letter sound.
    init?(text: String, sampleRate: Int) {
        let scalars = Array(text.unicodeScalars)
        let marker = Array(Self.marker.unicodeScalars)
        guard scalars.count > marker.count,
              let start = (0...(scalars.count - marker.count)).last(where: { scalars[$0..<($0 + marker.count)].elementsEqual(marker) }),
              let close = (start..<(scalars.count - 1)).first(where: { scalars[$0] == "]" && scalars[$0 + 1] == "]" }),
              scalars[(close + 2)...].allSatisfy({ $0.properties.isWhitespace || ".!?,;:".unicodeScalars.contains($0) }) else { return nil }
        soundStart = start
        frame = max(1, sampleRate / 100)
    }

    /// A word began at `sample`, at `character` of the text.
    mutating func word(at character: Int, sample: Int) {
        if soundSample == nil && character >= soundStart { soundSample = sample }
    }

    /// Samples as eSpeak makes them: those of the sentence, to hand on now; the sound's are kept for `finish`.
    mutating func pass(_ chunk: UnsafeBufferPointer<Int16>) -> ArraySlice<Int16> {
        let begin = seen
        seen += chunk.count
        let split = soundSample.map { min(chunk.count, max(0, $0 - begin)) } ?? chunk.count
        let before = Array(chunk[0..<split])
        held += chunk[split...]
        sentencePeak = max(sentencePeak, Self.peak(before[...], frame: frame))
        return before[...]
    }

    /// The sound, raised.
    func finish() -> [Int16] {
        let peak = Self.peak(held[...], frame: frame)
        guard peak > 0 else { return held }
        let target = sentencePeak > 0 ? sentencePeak * Self.share : Self.alone
        let gain = min(Self.most, max(1, target / peak))
        return held.map { Int16(clamping: Int((Double($0) * gain).rounded())) }
    }

    /// The loudest `frame` samples (10 ms) of `samples`, as root mean square.
    static func peak(_ samples: ArraySlice<Int16>, frame: Int) -> Double {
        var loudest = 0.0
        var start = samples.startIndex
        while start < samples.endIndex {
            let end = min(samples.endIndex, start + frame)
            let sum = samples[start..<end].reduce(0.0) { $0 + Double($1) * Double($1) }
            loudest = max(loudest, (sum / Double(end - start)).squareRoot())
            start = end
        }
        return loudest
    }
}
