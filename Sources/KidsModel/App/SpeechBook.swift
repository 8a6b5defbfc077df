/// The reducer's bookkeeping of what is said (`AppState.number`): what plays, what read-along may light, what was
/// said once.
public struct SpeechBook: Hashable, Sendable {
    /// The serial number of the utterance playing, if one is.
    public var speaking: Int?
    /// The words of what is being said and when each is heard (read-along); empty when nothing is read.
    public var readAlong = ReadAlong()
    /// What is being said, or waits to be, since speech was last cut: read-along finds a word's text here.
    var voiced: [Utterance] = []
    /// The counter that numbers utterances, so that news of one names which (`speechFinished`).
    var utterances = 0
    /// The serial of the question's prompt last said again (Space), while it and what follows it may be playing.
    var againSerial: Int?
    /// The showing whose prompt was last spoken.
    var spokenShowing: Int?
    /// Whether home's welcome was said (once a launch).
    var welcomed = false
    /// The games introduced in this run (`Lesson.gameName`): once a day, and a game whose first question was not
    /// tried is not introduced again in the same run.
    var introduced: Set<String> = []
    /// The serials of a game's introduction being heard, up to its question's prompt (open until the prompt is
    /// given); nil once it has ended or was cut.
    var introduction: Range<Int>?
}
