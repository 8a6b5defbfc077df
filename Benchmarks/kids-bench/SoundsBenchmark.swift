import Foundation
import KidsModel
import KidsStore
import KidsVoice
import TestSupport

/// The app's sounds as loud as the words around them (`SoundsHeard`): every question of every shipped pack with a
/// blend's or a letter's sounds in it, made by the voice as the app makes it, and the quietest and the shortest
/// sound of each pack printed beside the goals (within 12 dB of the sentence's loudest 10 ms, heard 60 ms, one burst).
enum SoundsBenchmark {
    static func run(content root: URL) {
        say("sounds: every blend's and letter's sound of each pack, in the voice's own samples")
        let languages = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).sorted()
        for language in languages {
            guard case .success(let pack) = PackFolder.load(folder: root.appendingPathComponent(language).path),
                  let synth = try? Synthesizer(voice: pack.voice, rate: Settings.defaultRate) else { continue }
            let measured = (try? SoundsHeard.questions(of: pack, sampleRate: synth.sampleRate) { voiced in
                var ranges: [Range<Int>] = []
                return (try synth.samples(of: voiced, onSound: { ranges.append($0) }), ranges)
            }) ?? []
            let sounds = measured.flatMap { m in (m.heard?.sounds ?? []).map { (m.question, $0) } }
            guard let quietest = sounds.min(by: { $0.1.peak < $1.1.peak }), let shortest = sounds.min(by: { $0.1.milliseconds < $1.1.milliseconds })
            else { continue }
            let unclear = measured.filter { !($0.heard?.clear ?? false) }.count
            say("  \(language): \(sounds.count) sounds in \(measured.count) questions; quietest \(quietest.0) \(quietest.1); "
                  + "shortest \(shortest.0) \(shortest.1); \(unclear) questions short of the goals (≥ \(Int(SoundsHeard.leastPeak)) dB, "
                  + "≥ \(SoundsHeard.leastHeard) ms, one burst)")
        }
    }
}
