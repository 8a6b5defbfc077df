/// Something that happened, for the reducer: input, a new window size, speech or saving news, the time.
public enum Event: Hashable, Sendable {
    /// The app is up and its first frame is about to be drawn; the command line asked for `Launch`.
    case started(Launch)
    case keyPressed(Key)
    /// A line typed in line mode (without its newline).
    case lineTyped(String)
    /// A mouse click (or tap) on a cell, counted from 0.
    case clicked(column: Int, row: Int)
    case resized(Size)
    /// The utterance with this serial number began to be heard (its first samples reached the device).
    case speechStarted(Int)
    /// The utterance with this serial number ended (or was cut).
    case speechFinished(Int)
    /// A word of the utterance with this serial number is heard from `at` (seconds since 1970, on the ticks'
    /// clock; it may be a little ahead: the device's latency): its place in the utterance's text, in Unicode
    /// scalars. No place: the utterance's last sound is heard then.
    case wordHeard(Int, characters: Range<Int>?, at: Double)
    /// Speech cannot be heard here (no sound device, eSpeak data missing): the app goes on silently.
    case speechFailed(String)
    /// The voices that really speak here, for grown-ups to choose from.
    case voicesFound([String])
    /// The current time, in seconds since 1970. Sent before input so that stars and the gate see it.
    case tick(Double)
    /// A save went through; this is what is on disk now, merged with what other copies saved. `child`: whose it is
    /// (nil: the child playing when it was asked for, for a runner that saves at once).
    case progressSaved(Progress, child: String? = nil)
    /// The progress of the child chosen in "Who is playing?", read from its file.
    case childLoaded(String, Progress)
    /// A child's progress read for its report.
    case childRead(String, Progress)
    /// A save did not go through; nothing on disk was changed.
    case saveFailed(String)
    /// A child is playing elsewhere too: on another computer of the class, or in another window of this one.
    case alsoPlaying(String, Elsewhere)
    /// Something under one of kids' names in the children's folder that kids did not make (a link, a FIFO): left
    /// alone, and grown-ups are told.
    case leftAlone(folder: String, name: String)
    /// A braille display's routing key was pressed over the print's Unicode scalar at this place of the line it shows
    /// (`BrailleLine`, traced back through the translation): the control there is chosen, as a click chooses it.
    case brailleRouted(Int)
    /// Braille cannot be written to a display here (liblouis or BrlAPI missing or refused): grown-ups are told.
    case brailleFailed(String)
}
