/// The taps of a counting question: how many, which utterance is the first, and when it began to be heard.
/// The object being tapped lights up; the time comes from `tick`, so the lighting is a pure function of it.
public struct Tapping: Hashable, Sendable {
    /// The showing of the question the taps belong to.
    public var showing: Int
    public var count: Int
    /// The serial number of the first tap: its `speechStarted` news starts the lighting.
    public var firstSerial: Int
    /// When the first tap began to be heard; nil until it has.
    public var start: Double?

    /// The object lit at `now`, from 1; nil before the first tap and after the last.
    public func lit(at now: Double) -> Int? {
        guard let start, now >= start else { return nil }
        let tap = Self.taps(from: start, to: now)
        return tap < count ? tap + 1 : nil
    }

    /// How many objects have been tapped by `now` (the one lit included; all of them after the last tap).
    public func counted(at now: Double) -> Int {
        guard let start, now >= start else { return 0 }
        return min(count, Self.taps(from: start, to: now) + 1)
    }

    /// When the lit object changes next after `now`, if it will.
    public func nextChange(after now: Double) -> Double? {
        guard let start else { return nil }
        guard now >= start else { return start }
        let tap = Self.taps(from: start, to: now)
        return tap < count ? start + Double(tap + 1) * Utterance.tapSeconds : nil
    }

    /// Whole taps between two times; a time on a tap's start counts as that tap's (rounding must not put it
    /// in the one before).
    static func taps(from start: Double, to now: Double) -> Int {
        Int(((now - start) / Utterance.tapSeconds + 1e-9).rounded(.down))
    }
}
