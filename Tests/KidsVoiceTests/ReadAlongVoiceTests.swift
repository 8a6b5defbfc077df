import Foundation
import KidsModel
import Testing
@testable import KidsVoice

/// What read-along and "a voice a child can follow" ask of eSpeak NG, with the real library. In the suite of
/// the other eSpeak tests: eSpeak has one global state, so they run one at a time.
extension SpeechTests {
    /// The words of `text` as eSpeak reports them, and all the samples.
    static func spokenWords(_ text: String, synth: Synthesizer) throws -> (words: [Synthesizer.Word], samples: [Int16]) {
        var words: [Synthesizer.Word] = []
        var samples: [Int16] = []
        try synth.synthesize(text, onWord: { words.append($0) }) { chunk in
            samples.append(contentsOf: chunk)
            return true
        }
        return (words, samples)
    }

    /// The word of `text` at Unicode scalar offsets `range`.
    static func slice(_ text: String, _ range: Range<Int>) -> String {
        let scalars = Array(text.unicodeScalars)
        guard range.lowerBound >= 0, range.upperBound <= scalars.count else { return "?" }
        return String(String.UnicodeScalarView(scalars[range]))
    }

    @Test("the word events of a known sentence come in text order, name its words, and their audio positions grow")
    func wordEvents() throws {
        let synth = try Synthesizer(voice: "en-us", rate: 140)
        let text = "What shape is this? It is a blue shape, round all the way."
        let (words, samples) = try Self.spokenWords(text, synth: synth)
        #expect(words.map { Self.slice(text, $0.characters) }
                == ["What", "shape", "is", "this", "It", "is", "a", "blue", "shape", "round", "all", "the", "way"])
        #expect(words.map(\.characters.lowerBound) == words.map(\.characters.lowerBound).sorted())
        #expect(zip(words, words.dropFirst()).allSatisfy { $0.sample < $1.sample }, "\(words.map(\.sample))")
        #expect((words.last?.sample ?? .max) < samples.count, "every word begins within the audio")
    }

    @Test("French: accented words are found at their place (offsets count characters, not bytes)")
    func frenchWords() throws {
        let synth = try Synthesizer(voice: "fr", rate: 140)
        let text = "Où est l’étoile ? Très bien, c’est ça."
        let (words, _) = try Self.spokenWords(text, synth: synth)
        let said = words.map { Self.slice(text, $0.characters) }
        #expect(said.contains("Où") && said.contains("est") && said.contains("Très") && said.contains("bien"), "\(said)")
    }

    /// The voice's median fundamental frequency in Hz: for each loud 40 ms frame, the lag (between 60 and
    /// 500 Hz) where the frame best matches itself.
    static func pitch(_ samples: [Int16], rate: Int) -> Double {
        let frame = rate / 25
        let lags = (rate / 500)...(rate / 60)
        var found: [Double] = []
        var start = 0
        while start + frame + lags.upperBound < samples.count {
            let x = samples[start..<start + frame + lags.upperBound].map(Double.init)
            let energy = x.prefix(frame).reduce(0) { $0 + $1 * $1 } / Double(frame)
            if energy > 1_000_000 {
                var best = (lag: 0, score: -Double.infinity)
                for lag in lags {
                    var sum = 0.0
                    for i in 0..<frame { sum += x[i] * x[i + lag] }
                    if sum > best.score { best = (lag, sum) }
                }
                found.append(Double(rate) / Double(best.lag))
            }
            start += frame
        }
        return found.sorted()[found.count / 2]
    }

    @Test("pitch, gaps between words and the slower repeat each change the audio measurably")
    func voiceSettings() throws {
        let synth = try Synthesizer(voice: "en-us", rate: 140)
        let text = "How many apples can you see? Count them with me."
        let plain = try synth.samples(of: text)
        try synth.set(pitch: 80)
        let high = try synth.samples(of: text)
        try synth.set(pitch: 20)
        let low = try synth.samples(of: text)
        try synth.set(pitch: Settings.defaultPitch)
        let (highPitch, lowPitch) = (Self.pitch(high, rate: synth.sampleRate), Self.pitch(low, rate: synth.sampleRate))
        #expect(highPitch > lowPitch * 1.2, "pitch 80 sounds higher than pitch 20: \(highPitch) Hz vs \(lowPitch) Hz")
        try synth.set(wordGap: 20)
        let gapped = try synth.samples(of: text)
        try synth.set(wordGap: 0)
        // Ten words: nine gaps of 200 ms, less what eSpeak already leaves between them.
        #expect(Double(gapped.count - plain.count) / Double(synth.sampleRate) > 1.0,
                "gaps of 200 ms between words: \(plain.count) → \(gapped.count) samples")
        try synth.set(rate: Int(Double(140) * Settings.slowerRepeatFactor))
        let slower = try synth.samples(of: text)
        #expect(Double(slower.count) > Double(plain.count) * 1.2, "three quarters of the rate: \(plain.count) → \(slower.count)")
    }
}
