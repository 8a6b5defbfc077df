import Foundation

/// The counting tap: a short wooden "tock" (a decaying tone), then quiet, so that taps in a row are heard one
/// by one and can be counted. Made here, not recorded: no sound file ships with the program.
enum Tap {
    /// How long one tap takes, sound and the quiet after it.
    static let seconds = 0.45
    /// How long the sound itself lasts.
    static let soundSeconds = 0.04

    /// One tap at `sampleRate`: `seconds` of 16-bit mono samples.
    static func samples(sampleRate: Int) -> [Int16] {
        let total = Int(Double(sampleRate) * seconds)
        let sound = Int(Double(sampleRate) * soundSeconds)
        return (0..<total).map { n in
            guard n < sound else { return 0 }
            let t = Double(n) / Double(sampleRate)
            let envelope = exp(-t * 90)
            let tone = sin(2 * Double.pi * 900 * t) + 0.5 * sin(2 * Double.pi * 1800 * t)
            return Int16(max(-1, min(1, 0.45 * envelope * tone)) * Double(Int16.max))
        }
    }
}
