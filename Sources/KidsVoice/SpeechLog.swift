import Foundation
import KidsModel

/// `--speech-log`: one JSON object a line for every utterance, spoken or muted (DESIGN §5).
public struct SpeechLog: Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// `{"id":"counting.3","kind":"question","muted":true,"text":"How many apples can you see?"}`
    public static func line(_ utterance: Utterance) -> String {
        struct Line: Encodable {
            var kind: Utterance.Kind
            var id: String?
            var text: String
            var muted: Bool
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let line = Line(kind: utterance.kind, id: utterance.id, text: utterance.text, muted: utterance.muted)
        return (try? encoder.encode(line)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
    }

    /// Appends the utterance's line. A log that cannot be written is not worth stopping a child's game for.
    public func record(_ utterance: Utterance) {
        LineAppender.append(SpeechLog.line(utterance), to: path)
    }
}

/// Appends whole lines to a file with one `write` on an `O_APPEND` descriptor, so that lines from several
/// writers never interleave.
public enum LineAppender {
    public static func append(_ line: String, to path: String) {
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return }
        defer { close(fd) }
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    }
}
