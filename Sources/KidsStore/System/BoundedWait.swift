import Foundation

extension NSCondition {
    /// With the lock held: waits while `blocked()` holds, for at most `seconds` in all (a thread's owner
    /// waiting for it to be ready or to end, never for ever).
    public func wait(atMost seconds: Double, while blocked: () -> Bool) {
        let deadline = Date().addingTimeInterval(seconds)
        while blocked() && wait(until: deadline) {}
    }
}
