import KidsSystem
#if canImport(Glibc)
import Glibc
#endif

/// Where speech samples go: the sound device, a WAV file, or nowhere. Used only from the speech thread.
protocol AudioSink: AnyObject {
    /// Before the first samples of an utterance.
    func begin() throws(SpeechError)
    /// Samples of the utterance, in small pieces (a blocking device write returns in a few milliseconds).
    /// Returns when the piece's first sample will be heard, on the program's clock: read-along
    /// highlights a word then, not when it was made.
    func write(_ samples: UnsafeBufferPointer<Int16>) throws(SpeechError) -> Double
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
    private let sampleRate: Int
    /// The stream's output latency as PortAudio reports it (`Pa_GetStreamInfo`): how long a sample written
    /// now waits before it is heard.
    private let latency: Double
    /// When the samples written so far will have been played: a device plays them one after another at the
    /// sample rate, however fast it takes them in.
    private var heardBy = 0.0
    private let clock: Clock

    /// `standardError` keeps PortAudio's probing off the screen.
    init(sampleRate: Int, clock: Clock, standardError: StandardError) throws(SpeechError) {
        self.clock = clock
        try Native.paInitialize(standardError: standardError)
        do {
            stream = try Native.paOpenOutput(sampleRate: sampleRate, framesPerBuffer: 256)
        } catch {
            Native.paTerminate()
            throw error
        }
        self.sampleRate = sampleRate
        latency = Native.paOutputLatency(stream)
    }

    func begin() throws(SpeechError) {
        guard !started else { return }
        try Native.paStart(stream)
        started = true
        heardBy = 0
    }

    func write(_ samples: UnsafeBufferPointer<Int16>) throws(SpeechError) -> Double {
        try Native.paWrite(stream, samples)
        // A blocking write returns once the piece is in the device's buffer, at its end: its first sample is
        // heard after the buffer ahead of it (the output latency less the piece itself), and not before the
        // samples written earlier have been played.
        let duration = Double(samples.count) / Double(sampleRate)
        let heard = max(clock.now() + max(0, latency - duration), heardBy)
        heardBy = heard + duration
        return heard
    }

    func end(cut: Bool) {
        guard cut, started else { return }
        Native.paAbort(stream)
        started = false
        heardBy = 0
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
    private let clock: Clock

    /// `pacedRate`: when given, each write takes as long as its samples would take to play.
    init(pacedRate: Int?, clock: Clock) {
        self.pacedRate = pacedRate
        self.clock = clock
    }

    func begin() throws(SpeechError) {}

    func write(_ samples: UnsafeBufferPointer<Int16>) throws(SpeechError) -> Double {
        let now = clock.now()
        guard let pacedRate else { return now }
        usleep(UInt32(1_000_000 * samples.count / pacedRate))
        return now
    }

    func end(cut: Bool) {}
    func idle() {}
    func close() {}
}

/// A WAV file (mono, 16-bit) that holds everything said, for tests and debugging (`--speech-out FILE`).
/// Its header is brought up to date after every utterance, so the file is always whole. The file is opened
/// in place (never replaced by a rename), so a path like /dev/null stays what it is.
///
/// Written at the pace of a sound device (a little ahead, as a device's buffer is), so that the file grows
/// as the speech would be heard: a cut stops it growing, and what depends on the audio's timeline (taps,
/// a hush) behaves as it would with a real device.
final class WavFileSink: AudioSink {
    private let file: OutputFile
    private let sampleRate: Int
    private var dataBytes = 0
    /// How far ahead of the listener the file may be, as a device's buffer is: when it is further ahead, the
    /// writer sleeps until it is only `lead / 2` ahead (one wake-up for a few pieces, not one a piece: hundreds
    /// of children speaking at once on one machine make every wake-up count).
    static let lead = 0.1
    /// When the samples written so far will have been heard (seconds on the program's clock).
    private var heardBy = 0.0
    /// Samples taken but not yet in the file: written a few pieces at a time (`flushBytes`), not one write a
    /// piece (a sixteenth of the system calls: three hundred children speaking at once make each one count),
    /// and always by the end of an utterance.
    private var pending: [UInt8] = []
    static let flushBytes = 4096
    /// Set by a header that could not be written; the next write reports it.
    private var failure: Errno?
    private let clock: Clock

    init(path: String, sampleRate: Int, clock: Clock) throws(SpeechError) {
        self.clock = clock
        do {
            file = try OutputFile(creating: path)
        } catch {
            throw .device("cannot write \(path): \(error)")
        }
        self.sampleRate = sampleRate
        writeHeader()
    }

    func begin() throws(SpeechError) {}

    func write(_ samples: UnsafeBufferPointer<Int16>) throws(SpeechError) -> Double {
        // Little-endian, as WAV wants, on the CPUs Linux runs this on.
        let bytes = UnsafeRawBufferPointer(samples)
        let now = clock.now()
        if heardBy > now + Self.lead { usleep(UInt32((heardBy - now - Self.lead / 2) * 1_000_000)) }
        if let failure { throw .device("cannot write the WAV file: \(failure)") }
        pending.append(contentsOf: bytes)
        if pending.count >= Self.flushBytes { try flush() }
        let heard = max(heardBy, now)
        heardBy = heard + Double(samples.count) / Double(sampleRate)
        return heard
    }

    func end(cut: Bool) {
        // A cut device drops what it holds: the next sentence is heard from now.
        if cut { heardBy = clock.now() }
        do { try flush() } catch {
            // Kept for the next write to report, as the header's failure is (the end has no way to say it).
        }
        writeHeader()
    }

    /// Writes the samples taken so far to the file.
    private func flush() throws(SpeechError) {
        guard !pending.isEmpty else { return }
        let at = 44 + dataBytes
        // (withUnsafeBytes does not pass a typed error through, hence the Result.)
        if case .failure(let error) = pending.withUnsafeBytes({ bytes in Result { () throws(Errno) in try file.write(bytes, at: at) } }) {
            failure = error
            pending = []
            throw .device("cannot write the WAV file: \(error)")
        }
        dataBytes += pending.count
        pending.removeAll(keepingCapacity: true)
    }

    func idle() {}

    func close() {
        try? flush()
        writeHeader()
        do {
            try file.close()
        } catch {
            // The program is ending and the header was the last write; there is no one left to tell.
        }
    }

    /// Brings the header up to date; a failure is kept for the next write to report (the end of an utterance
    /// has no way to say it).
    private func writeHeader() {
        let header = WavFileSink.header(sampleRate: sampleRate, dataBytes: dataBytes)
        let outcome = header.withUnsafeBytes { bytes -> Errno? in
            do throws(Errno) {
                try file.write(bytes, at: 0)
                return nil
            } catch {
                return error
            }
        }
        if let outcome { failure = outcome }
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
