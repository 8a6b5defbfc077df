import CEspeak
import CPortAudio
import KidsStore
#if canImport(Glibc)
import Glibc
#endif

/// The one file that calls eSpeak NG and PortAudio: thin wrappers with typed errors, each naming the C
/// function it calls. eSpeak has one global state and is not thread-safe: its functions are called from one
/// thread at a time (the speech thread, or a test).
enum Native {
    // MARK: - eSpeak NG

    /// `espeak_Info`: the library's version, e.g. "1.51". Safe before initialization.
    static func espeakVersion() -> String {
        guard let text = espeak_Info(nil) else { return "unknown" }
        return String(cString: text)
    }

    /// `espeak_ng_GetStatusCodeMessage`: eSpeak's own words for a status.
    static func message(_ status: espeak_ng_STATUS) -> String {
        var buffer = [CChar](repeating: 0, count: 512)
        espeak_ng_GetStatusCodeMessage(status, &buffer, buffer.count)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `espeak_ng_InitializePath`, `espeak_ng_Initialize`, `espeak_ng_InitializeOutput` (synchronous: the
    /// callback runs on the calling thread) and `espeak_SetSynthCallback`. Returns the sample rate.
    /// Unlike the legacy `espeak_Initialize`, these report errors instead of exiting the process.
    static func espeakInitialize(dataPath: String?) throws(SpeechError) -> Int {
        espeak_ng_InitializePath(dataPath)
        var context: espeak_ng_ERROR_CONTEXT?
        let status = espeak_ng_Initialize(&context)
        espeak_ng_ClearErrorContext(&context)
        guard status == ENS_OK else { throw .espeakData(message(status)) }
        let output = espeak_ng_InitializeOutput(ENOUTPUT_MODE_SYNCHRONOUS, 0, nil)
        guard output == ENS_OK else { throw .espeakData(message(output)) }
        espeak_SetSynthCallback(synthCallback)
        return Int(espeak_ng_GetSampleRate())
    }

    /// `espeak_ng_SetVoiceByName`.
    static func setVoice(_ name: String) throws(SpeechError) {
        let status = espeak_ng_SetVoiceByName(name)
        guard status == ENS_OK else { throw .voice(name: name, message: message(status)) }
    }

    /// `espeak_ng_SetParameter(espeakRATE, …)`: words per minute.
    static func setRate(_ wordsPerMinute: Int) throws(SpeechError) {
        try setParameter(espeakRATE, wordsPerMinute)
    }

    /// `espeak_ng_SetParameter(espeakPITCH, …)`: the base pitch, 0–100 (50 is the voice's own).
    static func setPitch(_ pitch: Int) throws(SpeechError) {
        try setParameter(espeakPITCH, pitch)
    }

    /// `espeak_ng_SetParameter(espeakWORDGAP, …)`: a pause added between words, in units of 10 ms.
    static func setWordGap(_ gap: Int) throws(SpeechError) {
        try setParameter(espeakWORDGAP, gap)
    }

    private static func setParameter(_ parameter: espeak_PARAMETER, _ value: Int) throws(SpeechError) {
        let status = espeak_ng_SetParameter(parameter, Int32(value), 0)
        guard status == ENS_OK else { throw .synthesis(message(status)) }
    }

    /// `espeak_ng_Synthesize`: sends the samples of `text` to `receiver` as they are made, on this thread.
    /// Returns false when the receiver stopped it (eSpeak's `ENS_SPEECH_STOPPED`).
    static func synthesize(_ text: String, to receiver: SampleReceiver) throws(SpeechError) -> Bool {
        let bytes = Array(text.utf8CString)
        let context = Unmanaged.passUnretained(receiver).toOpaque()
        let status = bytes.withUnsafeBufferPointer { buffer in
            espeak_ng_Synthesize(buffer.baseAddress, buffer.count, 0, POS_CHARACTER, 0,
                                 UInt32(espeakCHARS_UTF8), nil, context)
        }
        if status == ENS_SPEECH_STOPPED { return false }
        guard status == ENS_OK else { throw .synthesis(message(status)) }
        return true
    }

    /// eSpeak's synth callback: hands each chunk's word events (`espeakEVENT_WORD`: where the word is in the
    /// text and when it begins in the audio), then its samples, to the receiver named by the event's
    /// `user_data`; returning 1 aborts the sentence (the only way to stop one mid-way: `espeak_Cancel` lets
    /// synthesis run on).
    private static let synthCallback: @convention(c) (UnsafeMutablePointer<Int16>?, Int32, UnsafeMutablePointer<espeak_EVENT>?) -> Int32 = { wav, count, events in
        guard let events, let data = events.pointee.user_data else { return 0 }
        let receiver = Unmanaged<SampleReceiver>.fromOpaque(data).takeUnretainedValue()
        var event = events
        while event.pointee.type != espeakEVENT_LIST_TERMINATED {
            if event.pointee.type == espeakEVENT_WORD {
                receiver.word(SpokenWord(textPosition: Int(event.pointee.text_position), length: Int(event.pointee.length),
                                         milliseconds: Int(event.pointee.audio_position)))
            }
            event += 1
        }
        guard let wav, count > 0 else { return receiver.keepGoing() ? 0 : 1 }
        return receiver.receive(UnsafeBufferPointer(start: wav, count: Int(count))) ? 0 : 1
    }

    /// A voice eSpeak lists: `espeak_ListVoices`.
    struct VoiceEntry {
        var identifier: String
        var name: String
        var language: String
    }

    static func listVoices() -> [VoiceEntry] {
        guard let list = espeak_ListVoices(nil) else { return [] }
        var entries: [VoiceEntry] = []
        var index = 0
        while let voice = list[index] {
            index += 1
            let identifier = voice.pointee.identifier.map { String(cString: $0) } ?? ""
            let name = voice.pointee.name.map { String(cString: $0) } ?? identifier
            // `languages` is a priority byte, then a NUL-terminated language name.
            let language = voice.pointee.languages.map { String(cString: $0 + 1) } ?? ""
            entries.append(VoiceEntry(identifier: identifier, name: name, language: language))
        }
        return entries
    }

    // MARK: - PortAudio

    /// `Pa_GetVersionText`: PortAudio's version text. Safe before `Pa_Initialize`.
    static func portAudioVersion() -> String {
        guard let text = Pa_GetVersionText() else { return "unknown" }
        return String(cString: text)
    }

    static func paMessage(_ error: PaError) -> String {
        guard let text = Pa_GetErrorText(error) else { return "error \(error)" }
        return String(cString: text)
    }

    /// `Pa_Initialize`, with ALSA's error handler replaced and standard error pointed at /dev/null for the
    /// call (through its owner, so that the full screen's redirect to the log cannot interleave with it), so
    /// that the hundred lines ALSA and JACK print when probing never reach the child's screen.
    /// Without a default PCM in ALSA's configuration there is no device to speak to, and PortAudio 19.6
    /// would abort the process while listing devices, so it is not called at all.
    static func paInitialize(standardError: StandardError) throws(SpeechError) {
        kids_silence_alsa()
        guard kids_alsa_has_default_pcm() != 0 else { throw .noDevice }
        let error = standardError.quietly { Pa_Initialize() }
        guard error == paNoError.rawValue else { throw .device(paMessage(error)) }
    }

    /// `Pa_Terminate`.
    static func paTerminate() {
        Pa_Terminate()
    }

    /// `Pa_GetDefaultOutputDevice` and `Pa_OpenDefaultStream`: a blocking mono 16-bit output stream.
    static func paOpenOutput(sampleRate: Int, framesPerBuffer: Int) throws(SpeechError) -> OpaquePointer {
        guard Pa_GetDefaultOutputDevice() != paNoDevice else { throw .noDevice }
        var stream: UnsafeMutableRawPointer?
        let error = Pa_OpenDefaultStream(&stream, 0, 1, PaSampleFormat(paInt16), Double(sampleRate),
                                         UInt(framesPerBuffer), nil, nil)
        guard error == paNoError.rawValue, let stream else { throw .device(paMessage(error)) }
        return OpaquePointer(stream)
    }

    /// `Pa_GetStreamInfo(…)->outputLatency`, in seconds (0 when PortAudio does not say).
    static func paOutputLatency(_ stream: OpaquePointer) -> Double {
        guard let info = Pa_GetStreamInfo(UnsafeMutableRawPointer(stream)) else { return 0 }
        return max(0, info.pointee.outputLatency)
    }

    /// `Pa_StartStream`.
    static func paStart(_ stream: OpaquePointer) throws(SpeechError) {
        let error = Pa_StartStream(UnsafeMutableRawPointer(stream))
        guard error == paNoError.rawValue else { throw .device(paMessage(error)) }
    }

    /// `Pa_WriteStream`: blocks until the device has room. An underflow is not an error for speech.
    static func paWrite(_ stream: OpaquePointer, _ samples: UnsafeBufferPointer<Int16>) throws(SpeechError) {
        guard let base = samples.baseAddress, !samples.isEmpty else { return }
        let error = Pa_WriteStream(UnsafeMutableRawPointer(stream), base, UInt(samples.count))
        guard error == paNoError.rawValue || error == paOutputUnderflowed.rawValue else { throw .device(paMessage(error)) }
    }

    /// `Pa_AbortStream`: stops at once, dropping what is buffered.
    static func paAbort(_ stream: OpaquePointer) {
        Pa_AbortStream(UnsafeMutableRawPointer(stream))
    }

    /// `Pa_StopStream`: stops after what is buffered has played.
    static func paStop(_ stream: OpaquePointer) {
        Pa_StopStream(UnsafeMutableRawPointer(stream))
    }

    /// `Pa_IsStreamActive`.
    static func paIsActive(_ stream: OpaquePointer) -> Bool {
        Pa_IsStreamActive(UnsafeMutableRawPointer(stream)) == 1
    }

    /// `Pa_CloseStream`.
    static func paClose(_ stream: OpaquePointer) {
        Pa_CloseStream(UnsafeMutableRawPointer(stream))
    }
}

/// Receives samples and word events from eSpeak's callback. A class so that its address can travel through
/// `user_data`.
final class SampleReceiver {
    let receive: (UnsafeBufferPointer<Int16>) -> Bool
    let keepGoing: () -> Bool
    let word: (SpokenWord) -> Void

    /// `receive` gets each chunk and returns false to stop; `keepGoing` is asked when a callback has no samples;
    /// `word` gets each word event, before the samples it came with.
    init(keepGoing: @escaping () -> Bool, word: @escaping (SpokenWord) -> Void = { _ in },
         receive: @escaping (UnsafeBufferPointer<Int16>) -> Bool) {
        self.receive = receive
        self.keepGoing = keepGoing
        self.word = word
    }
}

/// A word event as eSpeak NG gives it: the word's place in the text (`textPosition` counts characters from
/// 1), its length in characters, and when it begins in the audio (milliseconds from the start of the text).
struct SpokenWord: Hashable, Sendable {
    var textPosition: Int
    var length: Int
    var milliseconds: Int
}
