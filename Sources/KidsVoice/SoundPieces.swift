import KidsModel

/// A sentence with app sounds in it (`SoundWord`: a letter's sound, a blend's sounds), cut into what the voice says
/// one at a time: its text, as eSpeak says it, and each sound alone, as loud as the sentence. eSpeak says a plosive
/// inside a word of phoneme input as a faint click 20 to 28 dB under the words around it, and /f/ some 25 dB under,
/// where a teacher says each sound out loud: each sound is made alone, its quiet ends cut, then raised so that its
/// loudest 10 ms are `share` of the loudest 10 ms of the sentence before it (about 4 dB under), by at most `most`,
/// with silence of a known length before it and between the sounds of a blend.
struct SoundPieces {
    enum Piece: Hashable {
        /// Text of the sentence, said as eSpeak says it: its Unicode scalar offsets.
        case text(Range<Int>)
        /// A sound word: its offsets (brackets included) and its sounds.
        case sound(Range<Int>, [String])
    }

    let pieces: [Piece]
    let frame: Int
    let sampleRate: Int

    /// The sound's loudest 10 ms against the sentence's: about 4 dB under.
    static let share = 0.6
    /// The most a sound is raised (18 dB): a sound that is all but silent stays so, and is found by the tests.
    static let most = 8.0
    /// The level aimed at for a sound said with no words before it, the loudest 10 ms of a sentence at eSpeak's
    /// usual amplitude.
    static let alone = 5_000.0
    /// Silence before a sound word (as a teacher pauses before "k … a … t"), and between two sounds of a blend (as `SoundWord.gap`) and after the
    /// last, before the words that follow, in seconds.
    static let before = 0.3, between = 0.33
    /// Samples at most this far from 0 are the quiet eSpeak puts around a sound alone: cut.
    static let quiet: Int16 = 16

    /// The pieces of `text`, or nil when it has no sound word (it is said as eSpeak says it, whole).
    init?(text: String, sampleRate: Int) {
        let found = SoundWord.find(in: text)
        guard !found.isEmpty else { return nil }
        let scalars = Array(text.unicodeScalars)
        var pieces: [Piece] = []
        var at = 0
        func add(text range: Range<Int>) {
            // Spaces and punctuation alone say nothing: left out.
            if scalars[range].contains(where: { $0.properties.isAlphabetic || $0.properties.numericType != nil }) { pieces.append(.text(range)) }
        }
        for word in found {
            add(text: at..<word.range.lowerBound)
            pieces.append(.sound(word.range, word.sounds))
            at = word.range.upperBound
        }
        add(text: at..<scalars.count)
        self.pieces = pieces
        self.sampleRate = sampleRate
        frame = max(1, sampleRate / 100)
    }

    /// Silence of `seconds`.
    func silence(_ seconds: Double) -> [Int16] {
        [Int16](repeating: 0, count: Int(seconds * Double(sampleRate)))
    }

    /// A sound as eSpeak made it alone, its quiet ends cut, raised to be heard beside a sentence whose loudest 10 ms
    /// are `sentencePeak` (0: no words before it).
    func raised(_ samples: [Int16], sentencePeak: Double) -> [Int16] {
        guard let first = samples.firstIndex(where: { abs(Int($0)) > Int(Self.quiet) }),
              let last = samples.lastIndex(where: { abs(Int($0)) > Int(Self.quiet) }) else { return [] }
        let sound = samples[first...last]
        let peak = Self.peak(sound, frame: frame)
        let target = sentencePeak > 0 ? sentencePeak * Self.share : Self.alone
        let gain = min(Self.most, max(1, target / peak))
        return sound.map { Int16(clamping: Int((Double($0) * gain).rounded())) }
    }

    /// The loudest `frame` samples (10 ms) of `samples`, as root mean square.
    static func peak<Samples: RandomAccessCollection<Int16>>(_ samples: Samples, frame: Int) -> Double where Samples.Index == Int {
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
