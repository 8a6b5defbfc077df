import KidsModel
import KidsStore
import KidsSystem

/// Where a run keeps its files: the user's state folder (kids.log, computer.json, the record of checked packs) and
/// the children's folder, which is the class folder when one is named (`--class`, kids.conf) and there, else the
/// state folder. In a class folder, the run also says which child it plays (`Presence`).
final class Storage: Sendable {
    let state: String?
    let children: ChildFolder?
    /// The class folder named, when it is not there (a network share not mounted): the children are kept in the
    /// state folder meanwhile, and grown-ups are told. It is never made: made under a share's mount point, it would
    /// hide the class's files.
    let classMissing: String?
    let presence: Presence?
    /// The child this run has said it plays, if any.
    private let playing = Playing()

    init(_ options: Options, environment: [String: String]) {
        state = options.stateDir ?? ProgressStore.defaultFolder(environment: environment)
        if let named = options.classFolder {
            let there = (try? fileStatus(named))?.isFolder == true
            classMissing = there ? nil : named
            children = there ? ChildFolder(folder: named, shared: true) : state.map { ChildFolder(folder: $0) }
        } else {
            classMissing = nil
            children = state.map { ChildFolder(folder: $0) }
        }
        presence = children.flatMap { $0.shared ? Presence(children: $0) : nil }
    }

    /// What grown-ups are told about where the children are kept, in the pack's words.
    func told(_ words: Words, note: (String) -> Void) -> [String] {
        guard let classMissing else { return [] }
        note("the class folder \(classMissing) is not there: the children are kept in \(state ?? "memory")")
        return [words("The class folder {path} was not found (is the network share there?). Until it is, progress is kept on this computer.",
                      ["path": classMissing])]
    }

    /// Says that this run plays `child` now (and no longer the child before); the other computer playing it too, if one is.
    func arrive(as child: String?, now: Double) -> String? {
        guard let presence else { return nil }
        let before = playing.swap(child)
        if let before, before != child { presence.clear(before) }
        guard let child else { return nil }
        presence.mark(child, now: now)
        return presence.elsewhere(child, now: now)
    }

    /// After a save of `child`: still playing, when it is the child this run plays.
    func saved(_ child: String, now: Double) {
        guard let presence, playing.current == child else { return }
        presence.mark(child, now: now)
    }

    /// The run ends: it plays no one.
    func leave() {
        guard let presence, let child = playing.swap(nil) else { return }
        presence.clear(child)
    }

    /// The child played, guarded: the saver's thread reads it.
    private final class Playing: @unchecked Sendable {
        private let lock = Lock()
        private var child: String?

        var current: String? { lock.withLock { child } }

        func swap(_ new: String?) -> String? {
            lock.withLock {
                let old = child
                child = new
                return old
            }
        }
    }
}
