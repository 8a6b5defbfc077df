#if canImport(Glibc)
import Glibc
#endif
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
    /// Where the progress of the child playing is kept; another child's goes beside it, in `children`.
    private let store: ProgressStore
    private let children: ChildFolder
    /// Told of each save that went through: the class folder's `Presence` is written again.
    private let saved: @Sendable (String, Double) -> Void
    private let post: @Sendable (Event) -> Void
    private let now: @Sendable () -> Double
    private let condition = Condition()
    // Guarded by `condition`:
    /// The newest progress asked for, by child (the store's name), in the order first asked.
    private var pending: [(child: String, progress: Progress)] = []
    private var running = true
    private var finishedThread = false

    init(store: ProgressStore, children: ChildFolder? = nil, saved: @escaping @Sendable (String, Double) -> Void = { _, _ in },
         now: @escaping @Sendable () -> Double, post: @escaping @Sendable (Event) -> Void) {
        self.store = store
        self.children = children ?? ChildFolder(folder: store.folder)
        self.saved = saved
        self.now = now
        self.post = post
        SystemThread.start(name: "kids.save") { [self] in run() }
    }

    /// Asks for `progress` to be saved, the child `child`'s (the store's own when nil); returns at once.
    func save(_ progress: Progress, child: String? = nil) {
        let child = child ?? store.name
        condition.lock()
        if let index = pending.firstIndex(where: { $0.child == child }) {
            // Merged, not replaced: a child chosen again is read from a file its queued save has not reached yet.
            pending[index].progress = Progress.merged(pending[index].progress, progress)
        } else {
            pending.append((child, progress))
        }
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
            while pending.isEmpty && running { condition.wait() }
            guard let (child, progress) = pending.first else {
                finishedThread = true
                condition.broadcast()
                condition.unlock()
                return
            }
            pending.removeFirst()
            condition.unlock()
            do {
                let target = child == store.name ? store : children.store(child)
                let time = now()
                post(.progressSaved(try target.save(progress, now: time), child: child))
                saved(child, time)
            } catch {
                post(.saveFailed("\(error)"))
            }
        }
    }
}
