import Foundation

/// Where speech samples go: the sound device, a WAV file, or nowhere. Used only from the speech thread.
protocol AudioSink: AnyObject {
    /// Before the first samples of an utterance.
    func begin() throws(SpeechError)
    /// Samples of the utterance, in small pieces (a blocking device write returns in a few milliseconds).
    func write(_ samples: UnsafeBufferPointer<Int16>) throws(SpeechError)
    /// After the last samples; `cut` drops what is still buffered.
    func end(cut: Bool)
    /// When nothing has been said for a while: lets the device rest.
    func idle()
    /// Before the program ends: plays what is buffered and closes.
    func close()
}

/// The default sound device through PortAudio, with blocking writes: simpler than a callback stream with a
/// ring buffer, and a cut is immediate (the flag is checked between writes of at most 256 frames, then
/// `Pa_AbortStream`).
final class PortAudioSink: AudioSink {
    private let stream: OpaquePointer
    private var started = false

    init(sampleRate: Int) throws(SpeechError) {
        try Native.paInitialize()
        do {
            stream = try Native.paOpenOutput(sampleRate: sampleRate, framesPerBuffer: 256)
        } catch {
            Native.paTerminate()
            throw error
        }
    }

    func begin() throws(SpeechError) {
        guard !started else { return }
        try Native.paStart(stream)
        started = true
    }

    func write(_ samples: UnsafeBufferPointer<Int16>) throws(SpeechError) {
        try Native.paWrite(stream, samples)
    }

    func end(cut: Bool) {
        guard cut, started else { return }
        Native.paAbort(stream)
        started = false
    }

    func idle() {
        guard started else { return }
        Native.paStop(stream)
        started = false
    }

    func close() {
        idle()
        Native.paClose(stream)
        Native.paTerminate()
    }
}

/// A WAV file (mono, 16-bit) that holds everything said, for tests and debugging (`--speech-out FILE`).
/// Its header is brought up to date after every utterance, so the file is always whole.
final class WavFileSink: AudioSink {
    private let handle: FileHandle
    private let sampleRate: Int
    private var dataBytes = 0

    init(path: String, sampleRate: Int) throws(SpeechError) {
        guard FileManager.default.createFile(atPath: path, contents: WavFileSink.header(sampleRate: sampleRate, dataBytes: 0)),
              let handle = FileHandle(forUpdatingAtPath: path) else {
            throw .device("cannot write \(path)")
        }
        self.handle = handle
        self.sampleRate = sampleRate
        handle.seekToEndOfFile()
    }

    func begin() throws(SpeechError) {}

    func write(_ samples: UnsafeBufferPointer<Int16>) throws(SpeechError) {
        let data = samples.withMemoryRebound(to: UInt8.self) { Data(buffer: $0) }  // little-endian on Linux's CPUs
        handle.write(data)
        dataBytes += data.count
    }

    func end(cut: Bool) {
        handle.seek(toFileOffset: 0)
        handle.write(WavFileSink.header(sampleRate: sampleRate, dataBytes: dataBytes))
        handle.seekToEndOfFile()
    }

    func idle() {}

    func close() {
        end(cut: false)
        try? handle.close()
    }

    /// The 44-byte RIFF header of a mono 16-bit PCM file.
    static func header(sampleRate: Int, dataBytes: Int) -> Data {
        var data = Data()
        func u32(_ v: Int) { withUnsafeBytes(of: UInt32(truncatingIfNeeded: v).littleEndian) { data.append(contentsOf: $0) } }
        func u16(_ v: Int) { withUnsafeBytes(of: UInt16(truncatingIfNeeded: v).littleEndian) { data.append(contentsOf: $0) } }
        data.append(contentsOf: Array("RIFF".utf8)); u32(36 + dataBytes)
        data.append(contentsOf: Array("WAVEfmt ".utf8)); u32(16); u16(1); u16(1); u32(sampleRate); u32(sampleRate * 2); u16(2); u16(16)
        data.append(contentsOf: Array("data".utf8)); u32(dataBytes)
        return data
    }
}
