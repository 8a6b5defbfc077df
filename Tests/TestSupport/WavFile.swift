import Foundation

/// Reads a mono 16-bit PCM WAV file: what the app wrote with `--speech-out`, or what ALSA's `file` plugin
/// wrote while the app played through PortAudio.
public struct WavFile: Sendable {
    public var sampleRate: Int
    public var channels: Int
    public var samples: [Int16]

    public var seconds: Double { Double(samples.count) / Double(max(1, sampleRate * channels)) }

    /// Root mean square of the samples: silence is near 0, speech in the thousands.
    public var rms: Double {
        guard !samples.isEmpty else { return 0 }
        return (samples.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(samples.count)).squareRoot()
    }

    /// Nil when the file is missing or not a 16-bit PCM WAV. A data chunk whose size was never written (the
    /// writer did not close it) is read to the end of the file.
    public init?(path: String) {
        guard let data = FileManager.default.contents(atPath: path), data.count >= 12,
              data.prefix(4) == Data("RIFF".utf8), data[8..<12] == Data("WAVE".utf8) else { return nil }
        let bytes = [UInt8](data)
        func u32(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24 }
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        var at = 12
        var rate = 0
        var channels = 0
        var bits = 0
        while at + 8 <= bytes.count {
            let id = String(decoding: bytes[at..<(at + 4)], as: UTF8.self)
            var size = u32(at + 4)
            let body = at + 8
            if id == "fmt " && body + 16 <= bytes.count {
                channels = u16(body + 2)
                rate = u32(body + 4)
                bits = u16(body + 14)
            } else if id == "data" {
                if size == 0 || body + size > bytes.count { size = bytes.count - body }
                guard bits == 16, rate > 0 else { return nil }
                sampleRate = rate
                self.channels = max(1, channels)
                samples = stride(from: body, to: body + size - 1, by: 2).map { Int16(bitPattern: UInt16(u16($0))) }
                return
            }
            at = body + size + (size & 1)
        }
        return nil
    }
}
