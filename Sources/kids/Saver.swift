import Foundation
import KidsModel
import KidsStore
import KidsSystem

/// Saves progress on its own thread, so that a frame never waits for the disk (an SD card, a busy school
/// server: an fsync can take 50 ms or more).
///
/// Saves happen one at a time, in order. While one is being written, newer requests replace each other: each
/// is the whole progress, which only grows in the app, so the newest holds everything the older ones did and
/// nothing is lost by skipping them. What is on disk afterwards (merged with other copies) or why the save
/// failed comes back as an event through the mailbox. `finish` waits for the last save before the program ends.
final class Saver: @unchecked Sendable {
    private let store: ProgressStore
    private let post: @Sendable (Event) -> Void
    private let now: @Sendable () -> Double
    private let condition = NSCondition()
    // Guarded by `condition`:
    private var pending: KidsModel.Progress?
    private var running = true
    private var finishedThread = false

    init(store: ProgressStore, now: @escaping @Sendable () -> Double, post: @escaping @Sendable (Event) -> Void) {
        self.store = store
        self.now = now
        self.post = post
        let thread = Thread { [self] in run() }
        thread.name = "kids.save"
        thread.start()
    }

    /// Asks for `progress` to be saved; returns at once.
    func save(_ progress: KidsModel.Progress) {
        condition.lock()
        pending = progress
        condition.signal()
        condition.unlock()
    }

    /// Waits until every save asked for is written (or failed), at most `timeout` seconds, and ends the thread.
    func finish(timeout: Double = 10) {
        condition.lock()
        running = false
        condition.broadcast()
        condition.wait(atMost: timeout) { !finishedThread }
        condition.unlock()
    }

    private func run() {
        ThreadPriority.giveWay()
        while true {
            condition.lock()
            while pending == nil && running { condition.wait() }
            guard let progress = pending else {
                finishedThread = true
                condition.broadcast()
                condition.unlock()
                return
            }
            pending = nil
            condition.unlock()
            do {
                post(.progressSaved(try store.save(progress, now: now())))
            } catch {
                post(.saveFailed("\(error)"))
            }
        }
    }
}
