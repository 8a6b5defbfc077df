import KidsSystem

/// Work begun on another thread at once, its value taken when it is needed (waiting then, if the work has not ended):
/// what the start does beside its other work (the screen reader's look, the pack's loading).
///
/// A thread of its own that ends with the work, not Dispatch's pool: a pool's thread lingers after its work, and
/// libdispatch watches its pool once a second for as long as the program runs, which woke an idle child's screen.
final class Later<Value: Sendable>: @unchecked Sendable {
    private let ended = Condition()
    /// Written once by the work, under `ended`'s lock.
    private var result: Value?

    /// Starts `work` on a thread named `name` (for `ps`), or does it now when no thread can be made.
    init(_ name: String, _ work: @escaping @Sendable () -> Value) {
        let started = SystemThread.start(name: name) { [self] in
            let value = work()
            ended.lock()
            result = value
            ended.broadcast()
            ended.unlock()
        }
        if !started { result = work() }
    }

    /// The work's value, once it has ended (at once, when it has).
    var value: Value {
        ended.lock()
        defer { ended.unlock() }
        while result == nil { ended.wait() }
        guard let result else { preconditionFailure("the wait above ends only with a value") }
        return result
    }
}
