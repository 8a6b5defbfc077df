import Dispatch

/// Work begun on another thread at once, its value taken when it is needed (waiting then, if the work has not ended):
/// what the start does beside its other work (the screen reader's look, the pack's loading).
final class Later<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    /// Written once by the work, before `done` is signalled; read only after waiting for it.
    private var result: Value?

    init(_ work: @escaping @Sendable () -> Value) {
        DispatchQueue.global(qos: .userInteractive).async { [self] in
            result = work()
            done.signal()
        }
    }

    /// The work's value, once it has ended (at once, when it has).
    var value: Value {
        done.wait()
        done.signal()  // a second look returns at once too
        guard let result else { preconditionFailure("the work signalled before it had a value") }
        return result
    }
}
