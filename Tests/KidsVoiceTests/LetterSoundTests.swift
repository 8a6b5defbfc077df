import Foundation
import KidsModel
import KidsStore
import Testing
@testable import KidsVoice

/// Letter sounds a phonics teacher would use, measured from eSpeak NG's own audio in the very sentence the child
/// hears: every sound of every pack, in each of its voices. In the suite of the other eSpeak tests.
extension SpeechTests {
    /// The sounds that are held ("mmm"): at least 300 ms, as a teacher holds them.
    static let heldSounds: Set<String> = ["m", "n", "l", "s", "f", "v", "z", "ʃ", "ʒ", "x", "θ"]

    /// Each language's sound for each key, as its phonics tradition teaches it (Fixtures/LetterSounds.json):
    /// English short vowels (a as in ant, i as in ink), French, Spanish and German pure sounds.
    static func taughtSounds() throws -> [String: [String: [String]]] {
        try JSONDecoder().decode([String: [String: [String]]].self,
                                 from: Data(contentsOf: fixtures.appendingPathComponent("LetterSounds.json")))
    }

    /// A sound's quality alone: no stress, syllabic or length marks, no spaces, a sound held by repeating it said
    /// once ("m̩m̩" and "s s s s" are "m" and "s"); the length is measured from the audio instead.
    static func quality(_ ipa: String) -> String {
        var scalars: [Unicode.Scalar] = []
        for scalar in ipa.unicodeScalars where !["ˈ", "ˌ", "\u{0329}", "ː", " ", "\n", "_"].contains(scalar) {
            if scalars.last != scalar { scalars.append(scalar) }
        }
        return String(String.UnicodeScalarView(scalars))
    }

    /// What the audio of a question says of its sound, the last word: how long it is heard, the quiet before it,
    /// and its loudness beside the rest of the sentence (root mean square of the frames heard).
    struct SoundHeard: CustomStringConvertible {
        var milliseconds: Int
        var pauseBefore: Int
        var loudness: Double
        /// The sound's loudest 10 ms against the sentence's loudest, in decibels.
        var peak: Double

        var description: String {
            "\(milliseconds) ms after \(pauseBefore) ms of quiet, loudness \(Int((loudness * 100).rounded()))% of the sentence's, "
                + "its peak \(Int(peak.rounded())) dB from the sentence's"
        }
    }

    /// As a teacher says a sound, clearly heard: its loudest within 12 dB of the sentence's loudest, and at least
    /// 120 ms of it heard (a plosive with its breath, "t-h", not a click).
    static let soundPeak = -12.0
    static let soundHeard = 120

    /// Measures the sound of `voiced` (a sentence whose last word is the sound) in 10 ms frames: a frame is heard
    /// when its loudness is above 3% of the sentence's loudest frame.
    static func measure(_ voiced: String, synth: Synthesizer) throws -> SoundHeard? {
        let (words, samples) = try spokenWords(voiced, synth: synth)
        // eSpeak tells a word of phoneme input from inside its brackets.
        let scalars = Array(voiced.unicodeScalars)
        guard let brackets = scalars.indices.last(where: { scalars[$0] == "[" && $0 > 0 && scalars[$0 - 1] == "[" }),
              let sound = words.last(where: { $0.characters.lowerBound > brackets }) else { return nil }
        let frame = synth.sampleRate / 100
        let frames = stride(from: 0, to: samples.count - frame, by: frame).map { start in
            (samples[start..<start + frame].reduce(0.0) { $0 + Double($1) * Double($1) } / Double(frame)).squareRoot()
        }
        guard let peak = frames.max(), peak > 0 else { return nil }
        let heard = frames.map { $0 > 0.03 * peak }
        let first = sound.sample / frame
        guard let start = heard.indices.first(where: { $0 >= first && heard[$0] }) else {
            return SoundHeard(milliseconds: 0, pauseBefore: 0, loudness: 0, peak: -.infinity)
        }
        let before = heard.indices.last { $0 < first && heard[$0] } ?? 0
        func rms(_ indices: [Int]) -> Double {
            indices.isEmpty ? 0 : (indices.reduce(0.0) { $0 + frames[$1] * frames[$1] } / Double(indices.count)).squareRoot()
        }
        let soundFrames = frames.indices.filter { $0 >= start && heard[$0] }
        let sentenceFrames = frames.indices.filter { $0 < first && heard[$0] }
        let sentence = rms(sentenceFrames)
        let loudest = sentenceFrames.map { frames[$0] }.max() ?? 0
        let soundLoudest = soundFrames.map { frames[$0] }.max() ?? 0
        return SoundHeard(milliseconds: soundFrames.count * 10, pauseBefore: (start - before - 1) * 10,
                          loudness: sentence > 0 ? rms(soundFrames) / sentence : 0,
                          peak: loudest > 0 && soundLoudest > 0 ? 20 * log10(soundLoudest / loudest) : -.infinity)
    }

    @Test("letter sounds: each the sound its language teaches, never the letter's name, after a pause, held 300 ms when it can be held, and heard",
          arguments: packFolders)
    func letterSounds(folder: String) throws {
        let pack = try PackFolder.load(folder: folder).get()
        let table = try Self.taughtSounds()[String(pack.language.prefix(2))] ?? [:]
        let synth = try Synthesizer(voice: pack.voice, rate: Settings.defaultRate)
        let questions = pack.activities.flatMap(\.questions).filter { $0.id.contains(".sound.") }
        for voice in pack.allVoices {
            try synth.set(voice: voice)
            for q in questions {
                let key = q.correct
                let voiced = try #require(q.voiced, "\(q.id): a sound question gives the voice the sound")
                let sound = try #require(voiced.split(separator: " ").last { $0.hasPrefix("[[") }.map(String.init))
                let quality = Self.quality(try synth.phonemes(of: sound, ipa: true, separator: " "))
                let taught = try #require(table[key], "\(folder): no taught sound for '\(key)' in LetterSounds.json")
                #expect(taught.contains(quality), "\(q.id), \(voice): eSpeak says /\(quality)/; a teacher says /\(taught.joined(separator: "/ or /"))/")
                if !"aeiouyäöü".contains(key) {
                    let name = Self.quality(try synth.phonemes(of: key.uppercased(), ipa: true, separator: " "))
                    #expect(quality != name, "\(q.id), \(voice): the sound is the letter's name /\(name)/")
                }
                let heard = try #require(try Self.measure(voiced, synth: synth), "\(q.id): the sound's word is not heard")
                print("letter sound \(URL(fileURLWithPath: folder).lastPathComponent) \(voice) \(key) /\(quality)/: \(heard)")
                let least = Self.heldSounds.contains(quality) ? 300 : taught.contains(where: { "aeiouɛɪɒɑɔʌæəy".contains($0) }) ? 150 : Self.soundHeard
                #expect(heard.milliseconds >= least, "\(q.id), \(voice): \(heard); at least \(least) ms")
                #expect(heard.pauseBefore >= 100, "\(q.id), \(voice): \(heard); the sentence runs into the sound")
                #expect(heard.loudness >= 0.1, "\(q.id), \(voice): \(heard); too quiet to hear")
                #expect(heard.peak >= Self.soundPeak, "\(q.id), \(voice): \(heard); its peak within \(Int(-Self.soundPeak)) dB of the sentence's")
            }
        }
    }
}
