#if canImport(Glibc)
import Glibc
#endif
import KidsModel

/// The app's own sounds (`AppSound`: a counting tap, a clap), made here from their description, not recorded: no
/// sound file ships with the program. Each is quiet, then the sound, then quiet again, `Utterance.tapSeconds` in
/// all, so that sounds in a row are heard one by one, apart from the words before them, and can be counted.
enum Tap {
    /// How long one sound takes, quiet and sound.
    static let seconds = Utterance.tapSeconds

    /// `sound` at `sampleRate`: `seconds` of 16-bit mono samples.
    static func samples(_ sound: AppSound, sampleRate: Int) -> [Int16] {
        let total = Int(Double(sampleRate) * seconds)
        let lead = Int(Double(sampleRate) * AppSound.leadSeconds)
        let length = Int(Double(sampleRate) * sound.seconds)
        // A fixed linear congruential sequence: the same noise every time.
        var seed: UInt32 = 0x2545F491
        return (0..<total).map { n in
            guard n >= lead && n < lead + length else { return 0 }
            let t = Double(n - lead) / Double(sampleRate)
            let wave: Double
            switch sound.timbre {
            case .tone(let hertz):
                wave = sin(2 * Double.pi * hertz * t) + 0.5 * sin(2 * Double.pi * 2 * hertz * t)
            case .noise:
                seed = seed &* 1_664_525 &+ 1_013_904_223
                wave = Double(Int32(bitPattern: seed)) / Double(Int32.max)
            }
            return Int16(max(-1, min(1, sound.loudness * exp(-t * sound.decay) * wave)) * Double(Int16.max))
        }
    }
}
