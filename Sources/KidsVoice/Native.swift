import CEspeak
import CPortAudio
import KidsSystem
#if canImport(Glibc)
import Glibc
#endif

/// The one place that calls eSpeak NG and PortAudio (this file, and its voices in Native+Voices.swift): thin
/// wrappers with typed errors, each naming the C function it calls. eSpeak has one global state and is not thread-safe: its functions are called from one
/// thread at a time (the speech thread, or a test).
///
/// Both libraries are opened on first use (`SharedLibrary`), from the thread that first needs them: eSpeak's
/// from the speech thread, PortAudio's from the device's. Their headers give the types; the function types
/// below are those of the headers, written out because a function looked up at run time has no declaration.
enum Native {
    /// eSpeak NG's functions, looked up once. The soname is the ABI of Debian's `libespeak-ng1`.
    struct ESpeak: @unchecked Sendable {
        typealias Callback = @convention(c) (UnsafeMutablePointer<Int16>?, Int32, UnsafeMutablePointer<espeak_EVENT>?) -> Int32
        let info: @convention(c) (UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> UnsafePointer<CChar>?
        let statusMessage: @convention(c) (espeak_ng_STATUS, UnsafeMutablePointer<CChar>?, Int) -> Void
        let initializePath: @convention(c) (UnsafePointer<CChar>?) -> Void
        let initialize: @convention(c) (UnsafeMutablePointer<espeak_ng_ERROR_CONTEXT?>?) -> espeak_ng_STATUS
        let clearErrorContext: @convention(c) (UnsafeMutablePointer<espeak_ng_ERROR_CONTEXT?>?) -> Void
        let initializeOutput: @convention(c) (espeak_ng_OUTPUT_MODE, Int32, UnsafePointer<CChar>?) -> espeak_ng_STATUS
        let setSynthCallback: @convention(c) (Callback?) -> Void
        let sampleRate: @convention(c) () -> Int32
        let setVoiceByName: @convention(c) (UnsafePointer<CChar>?) -> espeak_ng_STATUS
        let setVoiceByFile: @convention(c) (UnsafePointer<CChar>?) -> espeak_ng_STATUS
        let setParameter: @convention(c) (espeak_PARAMETER, Int32, Int32) -> espeak_ng_STATUS
        let synthesize: @convention(c) (UnsafeRawPointer?, Int, UInt32, espeak_POSITION_TYPE, UInt32, UInt32,
                                        UnsafeMutablePointer<UInt32>?, UnsafeMutableRawPointer?) -> espeak_ng_STATUS
        let listVoices: @convention(c) (UnsafeMutablePointer<espeak_VOICE>?) -> UnsafeMutablePointer<UnsafePointer<espeak_VOICE>?>?
        let setPhonemeTrace: @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Void

        init(_ library: SharedLibrary) throws(SpeechError) {
            info = try library.function("espeak_Info")
            statusMessage = try library.function("espeak_ng_GetStatusCodeMessage")
            initializePath = try library.function("espeak_ng_InitializePath")
            initialize = try library.function("espeak_ng_Initialize")
            clearErrorContext = try library.function("espeak_ng_ClearErrorContext")
            initializeOutput = try library.function("espeak_ng_InitializeOutput")
            setSynthCallback = try library.function("espeak_SetSynthCallback")
            sampleRate = try library.function("espeak_ng_GetSampleRate")
            setVoiceByName = try library.function("espeak_ng_SetVoiceByName")
            setVoiceByFile = try library.function("espeak_ng_SetVoiceByFile")
            setParameter = try library.function("espeak_ng_SetParameter")
            synthesize = try library.function("espeak_ng_Synthesize")
            listVoices = try library.function("espeak_ListVoices")
            setPhonemeTrace = try library.function("espeak_SetPhonemeTrace")
        }

        static let loaded = Result { () throws(SpeechError) in try ESpeak(SharedLibrary("libespeak-ng.so.1")) }
    }

    /// PortAudio's functions, looked up once; ALSA's library is the one PortAudio has loaded already.
    private struct PortAudio: @unchecked Sendable {
        typealias Stream = UnsafeMutableRawPointer
        let versionText: @convention(c) () -> UnsafePointer<CChar>?
        let errorText: @convention(c) (PaError) -> UnsafePointer<CChar>?
        let initialize: @convention(c) () -> PaError
        let terminate: @convention(c) () -> PaError
        let defaultOutputDevice: @convention(c) () -> PaDeviceIndex
        /// The stream callback is always NULL here (a blocking stream), so it is passed as a plain pointer.
        let openDefaultStream: @convention(c) (UnsafeMutablePointer<Stream?>?, Int32, Int32, PaSampleFormat, Double, UInt,
                                               UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> PaError
        let streamInfo: @convention(c) (Stream?) -> UnsafePointer<PaStreamInfo>?
        let start: @convention(c) (Stream?) -> PaError
        let write: @convention(c) (Stream?, UnsafeRawPointer?, UInt) -> PaError
        let abort: @convention(c) (Stream?) -> PaError
        let stop: @convention(c) (Stream?) -> PaError
        let close: @convention(c) (Stream?) -> PaError
        let alsa: SharedLibrary

        init(_ library: SharedLibrary) throws(SpeechError) {
            versionText = try library.function("Pa_GetVersionText")
            errorText = try library.function("Pa_GetErrorText")
            initialize = try library.function("Pa_Initialize")
            terminate = try library.function("Pa_Terminate")
            defaultOutputDevice = try library.function("Pa_GetDefaultOutputDevice")
            openDefaultStream = try library.function("Pa_OpenDefaultStream")
            streamInfo = try library.function("Pa_GetStreamInfo")
            start = try library.function("Pa_StartStream")
            write = try library.function("Pa_WriteStream")
            abort = try library.function("Pa_AbortStream")
            stop = try library.function("Pa_StopStream")
            close = try library.function("Pa_CloseStream")
            alsa = try SharedLibrary("libasound.so.2")
        }

        static let loaded = Result { () throws(SpeechError) in try PortAudio(SharedLibrary("libportaudio.so.2")) }
    }

    static func espeak() throws(SpeechError) -> ESpeak { try ESpeak.loaded.get() }
    private static func portAudio() throws(SpeechError) -> PortAudio { try PortAudio.loaded.get() }

    /// Opens PortAudio now, if it is not open yet (its failure is told again where it is used).
    static func openPortAudio() {
        _ = PortAudio.loaded
    }

    // MARK: - eSpeak NG

    /// `espeak_Info`: the library's version, e.g. "1.51". Safe before initialization.
    static func espeakVersion() -> String {
        guard let text = try? espeak().info(nil) else { return "unknown" }
        return String(cString: text)
    }

    /// `espeak_ng_GetStatusCodeMessage`: eSpeak's own words for a status.
    static func message(_ status: espeak_ng_STATUS) -> String {
        guard let espeak = try? espeak() else { return "status \(status.rawValue)" }
        var buffer = [CChar](repeating: 0, count: 512)
        espeak.statusMessage(status, &buffer, buffer.count)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `espeak_ng_InitializePath`, `espeak_ng_Initialize`, `espeak_ng_InitializeOutput` (synchronous: the
    /// callback runs on the calling thread) and `espeak_SetSynthCallback`. Returns the sample rate.
    /// Unlike the legacy `espeak_Initialize`, these report errors instead of exiting the process.
    static func espeakInitialize(dataPath: String?) throws(SpeechError) -> Int {
        let espeak = try espeak()
        espeak.initializePath(dataPath)
        var context: espeak_ng_ERROR_CONTEXT?
        let status = espeak.initialize(&context)
        espeak.clearErrorContext(&context)
        guard status == ENS_OK else { throw .espeakData(message(status)) }
        let output = espeak.initializeOutput(ENOUTPUT_MODE_SYNCHRONOUS, 0, nil)
        guard output == ENS_OK else { throw .espeakData(message(output)) }
        espeak.setSynthCallback(synthCallback)
        return Int(espeak.sampleRate())
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
        let status = try espeak().setParameter(parameter, Int32(value), 0)
        guard status == ENS_OK else { throw .synthesis(message(status)) }
    }

    /// `espeak_ng_Synthesize`: sends the samples of `text` to `receiver` as they are made, on this thread.
    /// Returns false when the receiver stopped it (eSpeak's `ENS_SPEECH_STOPPED`). `espeakPHONEMES`: text within
    /// `[[ ]]` is phoneme input (a letter's sound in the keyboard activity), as the `espeak-ng` command takes it.
    static func synthesize(_ text: String, to receiver: SampleReceiver) throws(SpeechError) -> Bool {
        let synthesize = try espeak().synthesize
        let bytes = Array(text.utf8CString)
        let context = Unmanaged.passUnretained(receiver).toOpaque()
        let status = bytes.withUnsafeBufferPointer { buffer in
            synthesize(buffer.baseAddress, buffer.count, 0, POS_CHARACTER, 0, UInt32(espeakCHARS_UTF8 | espeakPHONEMES), nil, context)
        }
        if status == ENS_SPEECH_STOPPED { return false }
        guard status == ENS_OK else { throw .synthesis(message(status)) }
        return true
    }

    /// `espeak_SetPhonemeTrace` around `espeak_ng_Synthesize`: the phonemes eSpeak says for `text` with the voice
    /// set, one clause a line, in IPA or its mnemonics, `separator` between phonemes; through synthesis, since
    /// `espeak_TextToPhonemes` does not read `[[ ]]` phoneme input. The samples made go nowhere.
    static func phonemes(of text: String, ipa: Bool, separator: Unicode.Scalar?) throws(SpeechError) -> String {
        let espeak = try espeak()
        let stream: MemoryStream
        do { stream = try MemoryStream() } catch { throw .synthesis("open_memstream: \(error)") }
        espeak.setPhonemeTrace(Int32(ipa ? 2 : 1) | Int32(separator?.value ?? 0) << 8, stream.file)
        let spoken = Result { () throws(SpeechError) in try synthesize(text, to: SampleReceiver(keepGoing: { true }, receive: { _ in true })) }
        espeak.setPhonemeTrace(0, nil)  // eSpeak lets go of the stream before it is closed.
        let trace = Result { () throws(Errno) in try stream.close() }
        _ = try spoken.get()
        do { return try trace.get() } catch { throw .synthesis("fclose: \(error)") }
    }

    /// eSpeak's synth callback: hands each chunk's word events (`espeakEVENT_WORD`: where the word is in the
    /// text and when it begins in the audio), then its samples, to the receiver named by the event's
    /// `user_data`; returning 1 aborts the sentence (the only way to stop one mid-way: `espeak_Cancel` lets
    /// synthesis run on).
    private static let synthCallback: ESpeak.Callback = { wav, count, events in
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

    // MARK: - PortAudio

    /// `Pa_GetVersionText`: PortAudio's version text. Safe before `Pa_Initialize`.
    static func portAudioVersion() -> String {
        guard let text = try? portAudio().versionText() else { return "unknown" }
        return String(cString: text)
    }

    static func paMessage(_ error: PaError) -> String {
        guard let text = try? portAudio().errorText(error) else { return "error \(error)" }
        return String(cString: text)
    }

    /// `Pa_Initialize`, with ALSA's error handler replaced and standard error pointed at /dev/null for the
    /// call (through its owner, so that the full screen's redirect to the log cannot interleave with it), so
    /// that the hundred lines ALSA and JACK print when probing never reach the child's screen.
    /// Without a default PCM in ALSA's configuration there is no device to speak to, and PortAudio 19.6
    /// would abort the process while listing devices, so it is not called at all.
    static func paInitialize(standardError: StandardError) throws(SpeechError) {
        let portAudio = try portAudio()
        kids_silence_alsa(portAudio.alsa.handle)
        guard kids_alsa_has_default_pcm(portAudio.alsa.handle) != 0 else { throw .noDevice }
        let error = standardError.quietly { portAudio.initialize() }
        guard error == paNoError.rawValue else { throw .device(paMessage(error)) }
    }

    /// `Pa_Terminate`.
    static func paTerminate() {
        _ = try? portAudio().terminate()
    }

    /// `Pa_GetDefaultOutputDevice` and `Pa_OpenDefaultStream`: a blocking mono 16-bit output stream.
    static func paOpenOutput(sampleRate: Int, framesPerBuffer: Int) throws(SpeechError) -> OpaquePointer {
        let portAudio = try portAudio()
        guard portAudio.defaultOutputDevice() != paNoDevice else { throw .noDevice }
        var stream: UnsafeMutableRawPointer?
        let error = portAudio.openDefaultStream(&stream, 0, 1, PaSampleFormat(paInt16), Double(sampleRate),
                                                UInt(framesPerBuffer), nil, nil)
        guard error == paNoError.rawValue, let stream else { throw .device(paMessage(error)) }
        return OpaquePointer(stream)
    }

    /// `Pa_GetStreamInfo(…)->outputLatency`, in seconds (0 when PortAudio does not say).
    static func paOutputLatency(_ stream: OpaquePointer) -> Double {
        guard let info = try? portAudio().streamInfo(UnsafeMutableRawPointer(stream)) else { return 0 }
        return max(0, info.pointee.outputLatency)
    }

    /// `Pa_StartStream`.
    static func paStart(_ stream: OpaquePointer) throws(SpeechError) {
        let error = try portAudio().start(UnsafeMutableRawPointer(stream))
        guard error == paNoError.rawValue else { throw .device(paMessage(error)) }
    }

    /// `Pa_WriteStream`: blocks until the device has room. An underflow is not an error for speech.
    static func paWrite(_ stream: OpaquePointer, _ samples: UnsafeBufferPointer<Int16>) throws(SpeechError) {
        guard let base = samples.baseAddress, !samples.isEmpty else { return }
        let error = try portAudio().write(UnsafeMutableRawPointer(stream), base, UInt(samples.count))
        guard error == paNoError.rawValue || error == paOutputUnderflowed.rawValue else { throw .device(paMessage(error)) }
    }

    /// `Pa_AbortStream`: stops at once, dropping what is buffered.
    static func paAbort(_ stream: OpaquePointer) {
        _ = try? portAudio().abort(UnsafeMutableRawPointer(stream))
    }

    /// `Pa_StopStream`: stops after what is buffered has played.
    static func paStop(_ stream: OpaquePointer) {
        _ = try? portAudio().stop(UnsafeMutableRawPointer(stream))
    }

    /// `Pa_CloseStream`.
    static func paClose(_ stream: OpaquePointer) {
        _ = try? portAudio().close(UnsafeMutableRawPointer(stream))
    }
}
