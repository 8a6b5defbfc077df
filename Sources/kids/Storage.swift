#if canImport(Glibc)
import Glibc
#endif
import KidsModel
import KidsStore
import KidsSystem

/// Where a run keeps its files: the user's state folder (kids.log, computer.json, the record of checked packs) and
/// the children's folder, which is the class folder when one is named (`--class`, kids.conf) and there, else the
/// state folder. In a class folder, the run also says which child it plays (`Presence`).
final class Storage: Sendable {
    let state: String?
    let children: ChildFolder?
    /// The class folder named, when it cannot be used, and why: not there (a network share not mounted), or not a
    /// folder this user can write. The children are kept in the state folder meanwhile, and grown-ups are told. It
    /// is never made: made under a share's mount point, it would hide the class's files.
    let classProblem: (path: String, problem: ClassProblem)?

    enum ClassProblem {
        case notFound
        case unusable(String)
    }
    let presence: Presence?
    /// The child this run has said it plays, if any.
    private let playing = Playing()
    /// What was found under kids' names that kids did not make, told once each (`tellTo`).
    let strangers = Strangers()

    init(_ options: Options, environment: [String: String]) {
        state = options.stateDir ?? ProgressStore.defaultFolder(environment: environment)
        classProblem = options.classFolder.flatMap { named in Self.problem(with: named).map { (named, $0) } }
        var children: ChildFolder?
        if let named = options.classFolder, classProblem == nil {
            children = ChildFolder(folder: named, shared: true)
            // Files are made with the class's group bits at once (a pupil's umask is often 077), so that none needs
            // a change of mode afterwards, which SSHFS makes by path (`OpenFolder.settle`). Every file kids makes
            // names its own mode, so this only ever takes bits from others.
            umask(0o007)
        } else {
            children = state.map { ChildFolder(folder: $0) }
        }
        let strangers = self.strangers
        children?.tell = { strangers.tell($0) }
        self.children = children
        presence = children.flatMap { $0.shared ? Presence(children: $0) : nil }
    }

    /// Why a class folder cannot be used, if it cannot: not there, not a folder, or not one this user can write
    /// (`access(2)`, which a network file system answers as its server would).
    static func problem(with folder: String) -> ClassProblem? {
        do {
            _ = try OpenFolder.open(folder)  // What every save does: a folder named by a link is refused.
        } catch let error where error == .noSuchFile {
            return .notFound
        } catch let error where error.rawValue == ELOOP {
            return .unusable("it is a symbolic link, which kids does not follow; name the folder it points to")
        } catch {
            return .unusable(error.description)
        }
        guard access(folder, R_OK | W_OK | X_OK) == 0 else { return .unusable(Errno.current.description) }
        return nil
    }

    /// What grown-ups are told about where the children are kept, in the pack's words.
    func told(_ words: Words, note: (String) -> Void) -> [String] {
        guard let (path, problem) = classProblem else { return [] }
        switch problem {
        case .notFound:
            note("the class folder \(path) is not there: the children are kept in \(state ?? "memory")")
            return [words("The class folder {path} was not found (is the network share connected?). Until it is, progress is kept on this computer.",
                          ["path": path])]
        case .unusable(let reason):
            note("the class folder \(path) cannot be used (\(reason)): the children are kept in \(state ?? "memory")")
            return [words("The class folder {path} cannot be used ({reason}). Until it can, progress is kept on this computer.",
                          ["path": path, "reason": reason])]
        }
    }

    /// The teacher's plan in the class folder, when there is one to follow (`PlanFile`); one that is not followed is
    /// told in kids.log, and every card is shown.
    func plan(note: (String) -> Void) -> Plan {
        guard let children, children.shared else { return Plan() }
        let folder = children.folder
        guard let dir = try? OpenFolder.open(folder) else { return Plan() }
        switch PlanFile.read(dir) {
        case .none: return Plan()
        case .plan(let plan): return plan
        case .untrusted(_, let why):
            note("the plan in \(folder) is not followed: \(why); kids check-class \(folder) says more")
        case .unreadable(let why):
            note("the plan in \(folder) cannot be read (\(why)); every card is shown")
        }
        return Plan()
    }

    /// Says that this run plays `child` now (and no longer the child before); where else it is played, if anywhere.
    func arrive(as child: String?, now: Double) -> Elsewhere? {
        guard let presence else { return nil }
        return playing.withChild { current in
            if let current, current != child { presence.clear(current) }
            current = child
            guard let child else { return nil }
            presence.mark(child, now: now)
            return presence.elsewhere(child, now: now)
        }
    }

    /// After a save of `child` (on the saver's thread): still playing, when it is the child this run plays. Under
    /// the same lock as a change of child, so a save finishing as the child changes never marks the one before.
    func saved(_ child: String, now: Double) {
        guard let presence else { return }
        playing.withChild { current in
            if current == child { presence.mark(child, now: now) }
        }
    }

    /// The run ends: it plays no one, and every file of this run's saying so goes.
    func leave() {
        guard let presence else { return }
        playing.withChild { current in
            current = nil
            presence.clearAll()
        }
    }

    /// What was found under kids' names that kids did not make: each told once, and kept until there is someone to
    /// tell (a save at start finds them before the app is there). A pupil who plants hundreds floods nothing: kids.log
    /// gets the first `logged` and then one line for the rest, grown-ups the first `shown`.
    final class Strangers: @unchecked Sendable {
        static let logged = 20, shown = 3
        private let lock = Lock()
        private var told: Set<LeftAlone> = []
        private var waiting: [LeftAlone] = []
        private var listeners: (note: @Sendable (String) -> Void, show: @Sendable (LeftAlone) -> Void)?

        func tell(_ found: LeftAlone) {
            lock.withLock {
                // (Past the caps below nothing more is told: the set stops growing, however much is planted.)
                guard told.count <= Self.logged + 1, told.insert(found).inserted else { return }
                if listeners == nil { waiting.append(found) } else { pass(found, number: told.count) }
            }
        }

        /// From now on each new finding is noted (kids.log) and shown (grown-ups); those found before are now.
        func tellTo(note: @escaping @Sendable (String) -> Void, show: @escaping @Sendable (LeftAlone) -> Void) {
            lock.withLock {
                listeners = (note, show)
                for (n, found) in waiting.enumerated() { pass(found, number: n + 1) }
                waiting = []
            }
        }

        /// With the lock held.
        private func pass(_ found: LeftAlone, number: Int) {
            guard let listeners else { return }
            if number <= Self.logged { listeners.note(found.description) }
            if number == Self.logged + 1 {
                listeners.note("more in \(found.folder) that kids did not make was left alone; kids check-class \(found.folder) lists it all")
            }
            if number <= Self.shown { listeners.show(found) }
        }
    }

    /// The child played, guarded: the saver's thread reads it.
    private final class Playing: @unchecked Sendable {
        private let lock = Lock()
        private var child: String?

        func withChild<T>(_ body: (inout String?) -> T) -> T {
            lock.withLock { body(&child) }
        }
    }
}
