import Foundation
import KidsModel

/// How the app's sounds in a sentence (a blend's sounds, a letter's sound) are heard beside its words, measured in
/// samples as they are played, 10 ms at a time: each sound's loudest 10 ms against the loudest 10 ms of the words,
/// how long it is heard (its 10 ms above 3 % of the words' loudest, −30 dB, as the letter-sound tests count it), and
/// in how many bursts (runs of heard 10 ms parted by 30 ms or more unheard: a stop is one, not a run of clicks).
public struct SoundsHeard: Sendable {
    public struct Sound: Sendable, CustomStringConvertible {
        public var name: String
        /// Its loudest 10 ms against the words' loudest, in decibels (0 is as loud; −12 is a quarter as loud).
        public var peak: Double
        public var milliseconds: Int
        public var bursts: Int

        public var description: String {
            String(format: "%@ at %.1f dB, heard %d ms", name, peak, milliseconds) + (bursts == 1 ? "" : " in \(bursts) bursts")
        }
    }

    /// The goals the issue sets a teacher's sound: within 12 dB of the sentence's loudest 10 ms, heard 60 ms, one burst.
    public static let leastPeak = -12.0
    public static let leastHeard = 60

    public var sounds: [Sound]

    /// Measures `sounds` (their names and sample ranges) in `samples`; everything else of `samples` is the words.
    public init(samples: [Int16], sampleRate: Int, sounds: [(name: String, range: Range<Int>)]) {
        let frame = max(1, sampleRate / 100)
        func rms(_ range: Range<Int>) -> Double {
            let part = samples[max(0, range.lowerBound)..<min(samples.count, range.upperBound)]
            guard !part.isEmpty else { return 0 }
            return (part.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(part.count)).squareRoot()
        }
        let inSound = { (start: Int) in sounds.contains { $0.range.overlaps(start..<start + frame) } }
        let words = stride(from: 0, to: max(0, samples.count - frame), by: frame).filter { !inSound($0) }.map { rms($0..<$0 + frame) }
        let loudest = words.max() ?? 0
        self.sounds = sounds.map { sound in
            let frames = stride(from: sound.range.lowerBound, to: sound.range.upperBound, by: frame).map { rms($0..<min(sound.range.upperBound, $0 + frame)) }
            let heard = frames.map { loudest > 0 && $0 > 0.03 * loudest }
            var bursts = 0, quiet = 3
            for isHeard in heard {
                if isHeard {
                    if quiet >= 3 { bursts += 1 }
                    quiet = 0
                } else {
                    quiet += 1
                }
            }
            let peak = frames.max() ?? 0
            return Sound(name: sound.name, peak: loudest > 0 && peak > 0 ? 20 * log10(peak / loudest) : -.infinity,
                         milliseconds: heard.filter { $0 }.count * 10, bursts: bursts)
        }
    }

    /// Each question of `pack` with app sounds in what it says (`SoundWord`), measured as `say` makes it: its samples,
    /// and where each sound is in them. Nil `heard` when `say` made another number of sounds than the text has.
    public static func questions(of pack: ContentPack, sampleRate: Int,
                                 say: (String) throws -> (samples: [Int16], sounds: [Range<Int>])) rethrows -> [(question: String, heard: SoundsHeard?)] {
        try pack.activities.flatMap(\.questions).compactMap { q in
            guard let voiced = q.voiced else { return nil }
            let names = SoundWord.find(in: voiced).flatMap(\.sounds)
            guard !names.isEmpty else { return nil }
            let said = try say(voiced)
            guard said.sounds.count == names.count else { return (q.id, nil) }
            return (q.id, SoundsHeard(samples: said.samples, sampleRate: sampleRate, sounds: Array(zip(names, said.sounds)).map { ($0, $1) }))
        }
    }

    /// Whether every sound meets the goals.
    public var clear: Bool {
        sounds.allSatisfy { $0.peak >= Self.leastPeak && $0.milliseconds >= Self.leastHeard && $0.bursts == 1 }
    }

    /// The runs of sound in `samples` parted by at least `silence` seconds of quiet (samples within 16 of 0): how a
    /// listener finds a blend's sounds, each said alone with a pause around it, in a recording.
    public static func runs(in samples: [Int16], sampleRate: Int, silence: Double = 0.25) -> [Range<Int>] {
        let least = Int(silence * Double(sampleRate))
        var runs: [Range<Int>] = []
        var start: Int?, lastLoud = -1
        for (n, sample) in samples.enumerated() where abs(Int(sample)) > 16 {
            if let begun = start, n - lastLoud > least {
                runs.append(begun..<lastLoud + 1)
                start = n
            } else if start == nil {
                start = n
            }
            lastLoud = n
        }
        if let start { runs.append(start..<lastLoud + 1) }
        return runs
    }
}
