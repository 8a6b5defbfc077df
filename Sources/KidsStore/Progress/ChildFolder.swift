import KidsModel
import KidsSystem
#if canImport(Glibc)
import Glibc
#endif

/// The children of a state folder: each child is an animal, and its progress is its own file named after it
/// (`fox.json`), kept as `progress.json` always was (`ProgressStore`). Nothing names a child but the animal.
///
/// The first time, a folder with only `progress.json` (one child, before there were animals) becomes the first
/// animal's, every star and review kept: the file is renamed, under `progress.lock`, so two copies starting at
/// once move it once.
///
/// A class folder (`--class`) is one of these on a network share, used by many computers and user accounts at once:
/// its files are made 0660 for the group that shares it, and its listing is read fresh (`OpenFolder.freshNames`).
/// Every file in it is reached through the folder's descriptor (`OpenFolder`), never by a path.
public struct ChildFolder: Sendable {
    public let folder: String
    /// Whether this is a class folder that several user accounts share.
    public let shared: Bool
    /// The animal a folder's first child is, and the one that `progress.json` becomes.
    public static let firstAnimal = "fox"
    /// Told of anything under a child's names that kids did not make (left alone).
    public var tell: TellLeftAlone = { _ in }
    /// The lock times of its stores (`ProgressStore.lockTimes`); nil for the store's own.
    public var lockTimes: (staleAfter: Double, waitAtMost: Double)?

    public init(folder: String, shared: Bool = false) {
        self.folder = folder
        self.shared = shared
    }

    /// Whether a name can be a child's (`Progress.isChildName`).
    public static func isChild(_ name: String) -> Bool { Progress.isChildName(name) }

    /// The children whose files are here, by name.
    public func children() -> [String] { listed()?.names ?? [] }

    /// The children whose files are here, the last to play first (their files' times of change, which only a save
    /// sets), then by name: in "Who is playing?" the children who play most are on the first page.
    public func childrenByLastPlayed() -> [String] {
        guard let (dir, names) = listed() else { return [] }
        let changed = names.map { name in (name, (try? dir.status(name + ".json").modified) ?? 0) }
        return changed.sorted { ($1.1, $0.0) < ($0.1, $1.0) }.map(\.0)
    }

    /// The folder, opened, and the children's names in it, sorted; nil when there is no folder yet (or none readable:
    /// no children yet, and saving says what is wrong).
    private func listed() -> (folder: OpenFolder, names: [String])? {
        do {
            // A class folder's listing is read fresh (another computer may have added a child); the user's own
            // folder changes only here, so its listing costs no probe file at every start.
            let dir = try OpenFolder.open(folder)
            let names = try shared ? dir.freshNames() : dir.names()
            return (dir, names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.filter(Self.isChild).sorted())
        } catch {
            return nil
        }
    }

    /// Whether the folder holds `progress.json`, the one file of before there were animals (its child is the first
    /// animal's, once `migrate` has moved it).
    public var hasFileOfBefore: Bool {
        (try? OpenFolder.open(folder))?.contains(ProgressStore(folder: folder).fileName) == true
    }

    /// Where the settings every child shares are kept (kiosk mode, line mode), in the form of a progress file's
    /// settings, so that two copies merge them as they merge a child's (the newer wins).
    public var computer: ProgressStore {
        var store = ProgressStore(folder: folder, name: "computer")
        store.tell = tell
        store.lockTimes = lockTimes ?? store.lockTimes
        return store
    }

    /// The store of a child's progress.
    public func store(_ child: String) -> ProgressStore {
        var store = ProgressStore(folder: folder, name: child)
        if shared { store.permissions = 0o660 }
        store.tell = tell
        store.lockTimes = lockTimes ?? store.lockTimes
        return store
    }

    /// The child to play as: `wanted` (`--child`), else the first child here, else the first animal. The progress of
    /// before becomes the first animal's either way, so that naming another child first never strands it.
    public func choose(_ wanted: String?) -> String {
        migrate()
        return wanted ?? children().first ?? Self.firstAnimal
    }

    /// Adds a child with no stars yet, when it has no file: a named child is one of the folder's from now on.
    public func add(_ child: String, now: Double) throws(ProgressStore.SaveError) {
        let store = store(child)
        if let dir = try? OpenFolder.open(folder), dir.contains(store.fileName) { return }
        try store.save(Progress(), now: now)
    }

    /// Removes a child from the folder's list: its file is renamed `fox.json.removed-<time>`, kept, not deleted (a
    /// grown-up who removed the wrong child can still ask for it back). Tolerated when it cannot.
    public func remove(_ child: String, now: Double) {
        let store = store(child)
        do throws(ProgressStore.SaveError) {
            guard case .success(let dir?) = store.openFolder() else { return }
            // Under the child's lock, so that a save of it in another copy is not cut in two.
            let held = try store.lock(in: dir)
            defer { held.release() }
            var target = store.fileName + ".removed-\(ProgressStore.stamp(now))"
            var n = 2
            while dir.contains(target) {
                target = store.fileName + ".removed-\(ProgressStore.stamp(now))-\(n)"
                n += 1
            }
            try? dir.rename(store.fileName, to: target)
            dir.sync()
        } catch {
            return
        }
    }

    /// `progress.json` becomes the first animal's file, when there is no child yet. Tolerated when it cannot: the
    /// old file stays, and is read the next time.
    func migrate() {
        var old = ProgressStore(folder: folder)
        old.lockTimes = lockTimes ?? old.lockTimes
        if shared { old.permissions = 0o660 }  // Its lock, as every lock there, the group's.
        guard children().isEmpty, case .success(let dir?) = old.openFolder(), dir.contains(old.fileName) else { return }
        do throws(ProgressStore.SaveError) {
            let held = try old.lock(in: dir)
            defer { held.release() }
            // Another copy may have moved it while this one waited for the lock.
            guard children().isEmpty, dir.contains(old.fileName) else { return }
            try? dir.rename(old.fileName, to: store(Self.firstAnimal).fileName)
            dir.sync()
        } catch {
            return
        }
    }
}
