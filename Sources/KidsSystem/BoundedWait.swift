import Foundation

extension NSCondition {
    /// With the lock held: waits while `blocked()` holds, for at most `seconds` in all (a thread's owner
    /// waiting for it to be ready or to end, never for ever).
    public func wait(atMost seconds: Double, while blocked: () -> Bool) {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while blocked() && wait(until: deadline) {}
    }

    /// With the lock held: waits for a signal, at most `seconds`. False when the time ran out. A duration, not a
    /// reading of the time: the condition measures it on its own clock.
    public func wait(seconds: Double) -> Bool {
        wait(until: Date(timeIntervalSinceNow: seconds))
    }
}
