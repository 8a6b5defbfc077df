/// Something that happened, for the reducer: input, a new window size, speech or saving news, the time.
public enum Event: Hashable, Sendable {
    /// The app is up and its first frame is about to be drawn.
    case started
    case keyPressed(Key)
    /// A mouse click (or tap) on a cell, counted from 0.
    case clicked(column: Int, row: Int)
    case resized(Size)
    /// The current utterance ended (or was cut).
    case speechFinished
    /// Speech cannot be heard here (no sound device, eSpeak data missing): the app goes on silently.
    case speechFailed(String)
    /// The voices that really speak here, for grown-ups to choose from.
    case voicesFound([String])
    /// The current time, in seconds since 1970. Sent before input so that stars and the gate see it.
    case tick(Double)
    /// A save went through; this is what is on disk now, merged with what other copies saved.
    case progressSaved(Progress)
    /// A save did not go through; nothing on disk was changed.
    case saveFailed(String)
}
