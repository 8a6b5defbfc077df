import Foundation
import KidsModel
import KidsStore
import Testing
import TestSupport
@testable import KidsVoice

/// Every app sound of every pack as loud as the words around it, in the samples the voice makes for the app: each
/// sound of each blend, each letter's sound (the keyboard's, the Words card's), measured where the sentence puts it
/// (`SoundsHeard`: within 12 dB of the words' loudest 10 ms, heard 60 ms, one burst), and each syllable said slowly
/// beside its question. In the suite of the other eSpeak tests.
extension SpeechTests {
    @Test("every sound of every blend and every letter's sound: within 12 dB of its sentence's loudest 10 ms, heard 60 ms, one burst",
          arguments: packFolders)
    func soundsAsLoudAsWords(folder: String) throws {
        let pack = try PackFolder.load(folder: folder).get()
        let synth = try Synthesizer(voice: pack.voice, rate: Settings.defaultRate)
        let measured = try SoundsHeard.questions(of: pack, sampleRate: synth.sampleRate) { voiced in
            var ranges: [Range<Int>] = []
            return (try synth.samples(of: voiced, onSound: { ranges.append($0) }), ranges)
        }
        if folder.contains("/Content/") { #expect(measured.contains { $0.question.contains(".blending.") }, "\(folder): blends measured") }
        for (question, heard) in measured {
            #expect(heard != nil, "\(question): the voice said another number of sounds than its text has")
            for sound in heard?.sounds ?? [] {
                #expect(sound.peak >= SoundsHeard.leastPeak && sound.milliseconds >= SoundsHeard.leastHeard && sound.bursts == 1,
                        "\(question): \(sound)")
            }
        }
        let quietest = measured.flatMap { m in (m.heard?.sounds ?? []).map { (m.question, $0) } }.min { $0.1.peak < $1.1.peak }
        print("sounds \(pack.language): \(measured.count) questions, quietest \(quietest.map { "\($0.0) \($0.1)" } ?? "none")")
    }

    @Test("each letter sound of the Words card, said after one of its questions: within 12 dB of the question's loudest 10 ms, heard 60 ms, one burst",
          arguments: packFolders)
    func wordsCardSounds(folder: String) throws {
        let pack = try PackFolder.load(folder: folder).get()
        let synth = try Synthesizer(voice: pack.voice, rate: Settings.defaultRate)
        for activity in pack.activities {
            guard let phonics = activity.phonics, let sentence = activity.questions.first?.spoken else { continue }
            for gpc in phonics.gpcs where !gpc.silent {
                var ranges: [Range<Int>] = []
                let samples = try synth.samples(of: sentence + " " + gpc.voiced, onSound: { ranges.append($0) })
                let heard = SoundsHeard(samples: samples, sampleRate: synth.sampleRate, sounds: ranges.map { (gpc.sound, $0) })
                #expect(heard.sounds.count == 1, "\(activity.id) \(gpc.named): one sound")
                // One burst a sound: "nk" /ŋk/ and "x" /ks/ are two.
                let letters = gpc.ipa.unicodeScalars.filter(\.properties.isAlphabetic).count
                for sound in heard.sounds {
                    #expect(sound.peak >= SoundsHeard.leastPeak && sound.milliseconds >= SoundsHeard.leastHeard && sound.bursts <= max(1, letters),
                            "\(activity.id) \(gpc.named): \(sound)")
                }
            }
        }
    }

    @Test("each syllable a syllables game says slowly is within 12 dB of its question's loudest 10 ms", arguments: packFolders)
    func syllablesAsLoudAsWords(folder: String) throws {
        let pack = try PackFolder.load(folder: folder).get()
        let synth = try Synthesizer(voice: pack.voice, rate: Settings.defaultRate)
        let frame = synth.sampleRate / 100
        let questions = pack.activities.flatMap(\.questions).filter { $0.id.contains(".syllables.") }
        if folder.contains("/Content/") { #expect(!questions.isEmpty, "\(folder): syllables questions") }
        for q in questions {
            try synth.set(rate: Settings.defaultRate)
            let words = SoundPieces.peak(try synth.samples(of: q.voiced ?? q.spoken), frame: frame)
            try synth.set(rate: Int(Double(Settings.defaultRate) * Settings.slowerRepeatFactor))
            for syllable in q.pieces {
                let peak = SoundPieces.peak(try synth.samples(of: syllable), frame: frame)
                #expect(20 * log10(peak / words) >= SoundsHeard.leastPeak, "\(q.id): '\(syllable)' at \(20 * log10(peak / words)) dB")
            }
        }
    }
}
