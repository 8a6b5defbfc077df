import KidsStore
#if canImport(Glibc)
import Glibc
#endif

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

    /// `standardError` keeps PortAudio's probing off the screen.
    init(sampleRate: Int, standardError: StandardError) throws(SpeechError) {
        try Native.paInitialize(standardError: standardError)
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

/// Nowhere: samples are dropped, at once or at the pace of a real device (for benchmarks).
final class NullSink: AudioSink {
    private let pacedRate: Int?

    /// `pacedRate`: when given, each write takes as long as its samples would take to play.
    init(pacedRate: Int?) {
        self.pacedRate = pacedRate
    }

    func begin() throws(SpeechError) {}

    func write(_ samples: UnsafeBufferPointer<Int16>) throws(SpeechError) {
        guard let pacedRate else { return }
        usleep(UInt32(1_000_000 * samples.count / pacedRate))
    }

    func end(cut: Bool) {}
    func idle() {}
    func close() {}
}

/// A WAV file (mono, 16-bit) that holds everything said, for tests and debugging (`--speech-out FILE`).
/// Its header is brought up to date after every utterance, so the file is always whole. The file is opened
/// in place (never replaced by a rename), so a path like /dev/null stays what it is.
final class WavFileSink: AudioSink {
    private let fd: Int32
    private let sampleRate: Int
    private var dataBytes = 0

    init(path: String, sampleRate: Int) throws(SpeechError) {
        fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .device("cannot write \(path): \(String(cString: strerror(errno)))") }
        self.sampleRate = sampleRate
        writeHeader()
    }

    func begin() throws(SpeechError) {}

    func write(_ samples: UnsafeBufferPointer<Int16>) throws(SpeechError) {
        // Little-endian, as WAV wants, on the CPUs Linux runs this on.
        let bytes = UnsafeRawBufferPointer(samples)
        guard let base = bytes.baseAddress else { return }
        guard pwrite(fd, base, bytes.count, off_t(44 + dataBytes)) == bytes.count else {
            throw .device("cannot write the WAV file: \(String(cString: strerror(errno)))")
        }
        dataBytes += bytes.count
    }

    func end(cut: Bool) {
        writeHeader()
    }

    func idle() {}

    func close() {
        writeHeader()
        Glibc.close(fd)
    }

    private func writeHeader() {
        let header = WavFileSink.header(sampleRate: sampleRate, dataBytes: dataBytes)
        _ = header.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
    }

    /// The 44-byte RIFF header of a mono 16-bit PCM file.
    static func header(sampleRate: Int, dataBytes: Int) -> [UInt8] {
        var data: [UInt8] = []
        func u32(_ v: Int) { withUnsafeBytes(of: UInt32(truncatingIfNeeded: v).littleEndian) { data.append(contentsOf: $0) } }
        func u16(_ v: Int) { withUnsafeBytes(of: UInt16(truncatingIfNeeded: v).littleEndian) { data.append(contentsOf: $0) } }
        data += Array("RIFF".utf8); u32(36 + dataBytes)
        data += Array("WAVEfmt ".utf8); u32(16); u16(1); u16(1); u32(sampleRate); u32(sampleRate * 2); u16(2); u16(16)
        data += Array("data".utf8); u32(dataBytes)
        return data
    }
}
