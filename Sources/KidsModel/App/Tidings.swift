/// What grown-ups are told: on their screens, and the most pressing on home, where a grown-up looks first.
public struct Tidings: Hashable, Sendable {
    /// What grown-ups should be told (a progress file kept aside, a failed save, no sound).
    public var notices: [String] = []
    /// Where else the child playing is playing now, if anywhere (`Presence`): grown-ups are told, and no star is lost
    /// either way.
    public var alsoPlaying: Elsewhere?
    /// Why the last save failed, while no save since has gone through (a full share).
    public var saveTrouble: String?
    /// Why speech cannot be heard here, if it cannot.
    public var soundProblem: String?
    /// Why braille cannot be written to a display here (liblouis or BrlAPI missing), while braille is on.
    public var brailleTrouble: String?
}
