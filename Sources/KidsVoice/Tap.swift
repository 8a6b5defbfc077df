#if canImport(Glibc)
import Glibc
#endif
import FoundationEssentials
import KidsModel

/// The counting tap: quiet, a short wooden "tock" (a decaying tone), quiet again, so that taps in a row are
/// heard one by one, apart from the words before them, and can be counted. Made here, not recorded: no sound
/// file ships with the program.
enum Tap {
    /// How long one tap takes, quiet and sound.
    static let seconds = Utterance.tapSeconds
    /// The quiet before the sound.
    static let leadSeconds = 0.2
    /// How long the sound itself lasts.
    static let soundSeconds = 0.04

    /// One tap at `sampleRate`: `seconds` of 16-bit mono samples.
    static func samples(sampleRate: Int) -> [Int16] {
        let total = Int(Double(sampleRate) * seconds)
        let lead = Int(Double(sampleRate) * leadSeconds)
        let sound = Int(Double(sampleRate) * soundSeconds)
        return (0..<total).map { n in
            guard n >= lead && n < lead + sound else { return 0 }
            let t = Double(n - lead) / Double(sampleRate)
            let envelope = exp(-t * 90)
            let tone = sin(2 * Double.pi * 900 * t) + 0.5 * sin(2 * Double.pi * 1800 * t)
            return Int16(max(-1, min(1, 0.45 * envelope * tone)) * Double(Int16.max))
        }
    }

    /// A soft clap (a syllable clapped): as long as a tap, its sound a short burst of noise, not a tone, so that it
    /// is heard as a clap and never taken for a counting tap. The noise is the same every time (a fixed linear
    /// congruential sequence): a clap sounds alike wherever it is heard.
    static func clap(sampleRate: Int) -> [Int16] {
        let total = Int(Double(sampleRate) * seconds)
        let lead = Int(Double(sampleRate) * leadSeconds)
        let sound = Int(Double(sampleRate) * 0.06)
        var seed: UInt32 = 0x2545F491
        return (0..<total).map { n in
            guard n >= lead && n < lead + sound else { return 0 }
            seed = seed &* 1_664_525 &+ 1_013_904_223
            let noise = Double(Int32(bitPattern: seed)) / Double(Int32.max)
            let t = Double(n - lead) / Double(sampleRate)
            return Int16(max(-1, min(1, 0.4 * exp(-t * 70) * noise)) * Double(Int16.max))
        }
    }
}
