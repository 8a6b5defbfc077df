import KidsModel
import KidsSystem

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
            /// What the voice was given, when it differs from `text` (a letter's name).
            var voiced: String?
            var muted: Bool
            var index: Int?
            /// Said at three quarters of the rate (asked again while being repeated); absent otherwise.
            var slower: Bool?
        }
        let line = Line(kind: utterance.kind, id: utterance.subject, text: utterance.text, voiced: utterance.voiced, muted: utterance.muted, index: utterance.index,
                        slower: utterance.slower ? true : nil)
        return JSON.line(line) ?? "{}"
    }

    /// Appends the utterance's line. A log that cannot be written is not worth stopping a child's game for.
    public func record(_ utterance: Utterance) {
        record([utterance])
    }

    /// Appends the lines of what one event said with one write, so that a reader sees all of them or none
    /// (a listener counting taps never sees half of them).
    public func record(_ utterances: [Utterance]) {
        guard !utterances.isEmpty else { return }
        LineAppender.append(utterances.map(SpeechLog.line).joined(separator: "\n"), to: path)
    }
}
