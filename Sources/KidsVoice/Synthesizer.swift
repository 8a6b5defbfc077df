#if canImport(Glibc)
import Glibc
#endif
import KidsSystem

/// eSpeak NG, ready to speak with one voice at one rate. eSpeak keeps one global state, so a program has one
/// of these at a time and uses it from one thread (the speech thread).
public final class Synthesizer {
    public let sampleRate: Int
    public private(set) var voice: String
    public private(set) var rate: Int
    public private(set) var pitch = 50
    public private(set) var wordGap = 0

    /// Loads eSpeak's data (from `dataPath`, else its default place) and the voice, so that the first
    /// sentence does not wait for them.
    public init(dataPath: String? = nil, voice: String, rate: Int) throws(SpeechError) {
        sampleRate = try Native.espeakInitialize(dataPath: dataPath)
        languages = Native.espeakDataPath().map { $0 + "/lang" }
        self.voice = voice
        self.rate = rate
        try load(voice)
        try Native.setRate(rate)
    }

    /// eSpeak's folder of voice files, one per language, in a folder per family ("gmw/en-US").
    let languages: String?

    public func set(voice: String) throws(SpeechError) {
        try load(voice)
        self.voice = voice
    }

    /// Gives eSpeak the voice by its file when it is found, else by its name. eSpeak lowers the case of the path it is
    /// given, and voice files have capitals ("gmw/en-US"): the file is opened and given as `/proc/self/fd/N`.
    private func load(_ voice: String) throws(SpeechError) {
        guard let languages, let file = Self.file(of: voice, in: languages) else { return try Native.setVoice(voice) }
        let descriptor: FileDescriptor
        do {
            descriptor = try FileDescriptor.open(languages + "/" + file, O_RDONLY)
        } catch {
            return try Native.setVoice(voice)  // Tolerated: eSpeak finds it by name, reading every voice.
        }
        defer { try? descriptor.close() }
        try Native.setVoice(byFile: "/proc/self/fd/\(descriptor.rawValue)", name: voice)
    }

    /// The voice file a selector names ("en-us" → "gmw/en-US"), found in `languages` by name whatever its case; nil
    /// when there is none (a variant "en+f3", a voice of another folder). Given its file, eSpeak loads the voice
    /// at once; given a name, it reads every voice and variant file there is to find it (about 300 files).
    static func file(of selector: String, in languages: String?) -> String? {
        guard let languages, !selector.contains("/"), !selector.contains("+"), !selector.isEmpty,
              let families = try? Folder.names(in: languages) else { return nil }
        let wanted = selector.lowercased()
        for family in families {
            if family.lowercased() == wanted { return family }
            for name in (try? Folder.names(in: languages + "/" + family)) ?? [] where name.lowercased() == wanted {
                return family + "/" + name
            }
        }
        return nil
    }

    public func set(rate: Int) throws(SpeechError) {
        try Native.setRate(rate)
        self.rate = rate
    }

    /// The base pitch, 0–100 (50 is the voice's own).
    public func set(pitch: Int) throws(SpeechError) {
        try Native.setPitch(pitch)
        self.pitch = pitch
    }

    /// A pause added between words, in units of 10 ms.
    public func set(wordGap: Int) throws(SpeechError) {
        try Native.setWordGap(wordGap)
        self.wordGap = wordGap
    }

    /// A word of a sentence being synthesised: where it is in the text (offsets in Unicode scalars, from 0)
    /// and the sample it begins at (counted from the sentence's first sample).
    public struct Word: Hashable, Sendable {
        public var characters: Range<Int>
        public var sample: Int

        public init(characters: Range<Int>, sample: Int) {
            self.characters = characters
            self.sample = sample
        }
    }

    /// Makes the samples of `text`, handing each chunk (up to about 1,100 samples) to `onSamples` as soon as
    /// it exists; `onSamples` returns false to stop mid-sentence. Returns whether the sentence was finished.
    /// Each word's event reaches `onWord` before the samples it came with. The app sounds in it (`SoundWord`) are
    /// said one by one, each as loud as the sentence (`SoundPieces`): `onSound` is told where each is, in samples
    /// from the sentence's first.
    ///
    /// The closures are `@escaping` because the receiver eSpeak calls back keeps them for the call's length;
    /// they are never kept after it. (Not `withoutActuallyEscaping`: in an optimised build its check carries the
    /// length of the source file's path, so two builds in folders of other lengths would differ: docs/PACKAGING.md.)
    @discardableResult
    public func synthesize(_ text: String, onWord: @escaping (Word) -> Void = { _ in }, onSound: @escaping (Range<Int>) -> Void = { _ in },
                           onSamples: @escaping (UnsafeBufferPointer<Int16>) -> Bool) throws(SpeechError) -> Bool {
        guard let cut = SoundPieces(text: text, sampleRate: sampleRate) else {
            return try say(text, from: 0, onWord: onWord, onSamples: onSamples).finished
        }
        let scalars = Array(text.unicodeScalars)
        var written = 0, sentencePeak = 0.0
        // Hands on samples the sentence made, in eSpeak's own chunks' size; false once the listener stops.
        func hand(_ samples: [Int16]) -> Bool {
            for start in stride(from: 0, to: samples.count, by: 1_024) {
                let going = samples[start..<min(samples.count, start + 1_024)].withUnsafeBufferPointer(onSamples)
                if !going { return false }
            }
            written += samples.count
            return true
        }
        for piece in cut.pieces {
            switch piece {
            case .text(let range):
                // A pause after the sounds, as before them: the words after never run into the last sound.
                if written > 0, !hand(cut.silence(SoundPieces.between)) { return false }
                let said = try say(String(String.UnicodeScalarView(scalars[range])), from: range.lowerBound, onWord: { word in
                    onWord(Word(characters: word.characters, sample: word.sample + written))
                }, onSamples: onSamples)
                written += said.samples
                sentencePeak = max(sentencePeak, said.peak)
                if !said.finished { return false }
            case .sound(let range, let sounds):
                // One word of the text, as eSpeak tells a word of phoneme input: inside its brackets.
                onWord(Word(characters: range.lowerBound + 2..<range.upperBound - 2, sample: written + cut.silence(SoundPieces.before).count))
                for (n, sound) in sounds.enumerated() {
                    var made: [Int16] = []
                    let whole = try Native.synthesize("[[" + sound + "]]", to: SampleReceiver(keepGoing: { true }, word: { _ in }, receive: { chunk in
                        made.append(contentsOf: chunk)
                        return true
                    }))
                    let raised = cut.raised(made, sentencePeak: sentencePeak)
                    guard whole, hand(cut.silence(n == 0 ? SoundPieces.before : SoundPieces.between)) else { return false }
                    onSound(written..<written + raised.count)
                    guard hand(raised) else { return false }
                }
            }
        }
        return true
    }

    /// Says `text` as eSpeak says it, its words' places counted from `offset`: whether it was finished, how many
    /// samples were made, and their loudest 10 ms (as root mean square, 10 ms from the start of each chunk).
    private func say(_ text: String, from offset: Int, onWord: @escaping (Word) -> Void,
                     onSamples: @escaping (UnsafeBufferPointer<Int16>) -> Bool) throws(SpeechError) -> (finished: Bool, samples: Int, peak: Double) {
        var stopped = false, count = 0, peak = 0.0
        let rate = sampleRate
        let receiver = SampleReceiver(keepGoing: { !stopped }, word: { event in
            // eSpeak sometimes ends a sentence with a word event of no place (position 0): not a word.
            guard event.textPosition >= 1, event.length > 0 else { return }
            let start = offset + event.textPosition - 1
            onWord(Word(characters: start..<start + max(0, event.length), sample: event.milliseconds * rate / 1000))
        }, receive: { chunk in
            count += chunk.count
            peak = max(peak, SoundPieces.peak(chunk, frame: max(1, rate / 100)))
            if !onSamples(chunk) { stopped = true }
            return !stopped
        })
        let finished = try Native.synthesize(text, to: receiver)
        return (finished && !stopped, count, peak)
    }

    /// The phonemes this voice says for `text`, as eSpeak NG traces them while it speaks (`[[ ]]` phoneme input
    /// read as phonemes): IPA (`--ipa`) or its own mnemonics (`-x`), `separator` between phonemes (`--sep`), one
    /// clause a line.
    public func phonemes(of text: String, ipa: Bool = true, separator: Unicode.Scalar? = nil) throws(SpeechError) -> String {
        try Native.phonemes(of: text, ipa: ipa, separator: separator)
    }

    /// All the samples of `text`, in memory; `onSound` is told where each app sound is in them.
    public func samples(of text: String, onSound: @escaping (Range<Int>) -> Void = { _ in }) throws(SpeechError) -> [Int16] {
        var all: [Int16] = []
        try synthesize(text, onSound: onSound) { chunk in
            all.append(contentsOf: chunk)
            return true
        }
        return all
    }

    /// A voice that works here.
    public struct Voice: Hashable, Sendable {
        /// eSpeak's file for it ("roa/fr").
        public var identifier: String
        /// Its name for people ("French (France)").
        public var name: String
        /// Its language ("fr-fr").
        public var language: String

        /// What `--voice`, a pack's `voice` and the settings use to choose it: the voice file's name in small
        /// letters ("fr", "en-us", "en-gb-scotland"). The language is not always one: there is no voice
        /// "fr-fr" or "en-gb", only "fr" and "en" whose languages they are.
        public var selector: String {
            String(identifier.split(separator: "/").last ?? Substring(identifier)).lowercased()
        }
    }

    /// The voices eSpeak lists (those `include` accepts) that really synthesise: each is loaded and made to
    /// say a word. MBROLA voices
    /// are listed even when MBROLA is not installed; they fail here and are left out. The current voice is
    /// restored afterwards.
    public func workingVoices(where include: (Voice) -> Bool = { _ in true }) -> [Voice] {
        let voices = Native.listVoices().filter(include)
        var working: [Voice] = []
        for voice in voices {
            guard (try? Native.setVoice(voice.selector)) != nil,
                  let samples = try? self.samples(of: "a"), !samples.isEmpty else { continue }
            working.append(voice)
        }
        try? Native.setVoice(voice)
        return working
    }
}
