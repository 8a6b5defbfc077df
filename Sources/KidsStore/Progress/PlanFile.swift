import KidsModel
import KidsSystem
#if canImport(Glibc)
import Glibc
#endif

/// The teacher's plan in a class folder: `plan.json`, which `kids plan` writes and every pupil's computer reads.
///
/// Every pupil may write in the class folder, so a plan is trusted only when it is what its owner wrote: a regular
/// file owned by the folder's owner (the teacher) or root, which neither its group nor others may write, as the
/// descriptor it is read through says (`OpenFolder.readTrusted`). Anything else under its name is no plan: the
/// pupils' homes show every card, and `kids check-class` names it.
public enum PlanFile {
    public static let name = "plan.json"
    /// The prefix of the file written before it is renamed into place (and a random part: `OpenFolder.write`).
    public static let temporaryPrefix = "plan.json.tmp-"

    /// What is under the plan's name.
    public enum Found: Hashable, Sendable {
        case none
        case plan(Plan)
        /// Not to be followed: who owns it (not the folder's owner or root), or it is writable by others, or no file.
        case untrusted(owner: uid_t, why: String)
        /// The folder's owner's, but not a plan kids can read: why.
        case unreadable(String)
    }

    /// The accounts whose plan is followed in a folder of `status`: its owner, and root.
    static func trusted(_ status: FileStatus) -> Set<uid_t> { [status.owner, 0] }

    /// The plan in `dir`, as a pupil's computer reads it.
    public static func read(_ dir: OpenFolder) -> Found {
        let folder: FileStatus, file: FileStatus
        do {
            folder = try dir.status()
            file = try dir.status(name)
        } catch let error where error == .noSuchFile {
            return .none
        } catch {
            return .unreadable(error.description)
        }
        if let why = distrust(file, in: folder) { return .untrusted(owner: file.owner, why: why) }
        do {
            guard case .bytes(let bytes) = try dir.readTrusted(name, limit: Plan.largest, owners: trusted(folder)) else {
                return .untrusted(owner: file.owner, why: "it changed as it was read")
            }
            let plan = try JSON.decode(Plan.self, from: bytes)
            return plan.isSane ? .plan(plan) : .unreadable("its names, numbers or times are out of range")
        } catch let error as Errno {
            return .unreadable(error.description)
        } catch {
            return .unreadable("it is not a plan kids wrote")
        }
    }

    /// Why a file of `file`'s status in a folder of `folder`'s is not to be followed; nil when it is.
    static func distrust(_ file: FileStatus, in folder: FileStatus) -> String? {
        guard file.isRegularFile else { return "it is not a regular file" }
        guard trusted(folder).contains(file.owner) else { return "it was written by another account than the folder's owner or root" }
        guard file.permissions & 0o022 == 0 else { return "others than its owner may change it" }
        return nil
    }

    /// Writes `plan` into `dir` whole (a new file, renamed over the old one), readable by the class and writable by
    /// no one else; an empty plan removes the file.
    public static func write(_ plan: Plan, in dir: OpenFolder) throws(Errno) {
        guard !plan.isEmpty else {
            do { try dir.remove(name) } catch where error == .noSuchFile {}
            return
        }
        // Encoding names, numbers and dictionaries cannot fail.
        let bytes = ((try? JSON.encode(plan)) ?? []) + Array("\n".utf8)
        let written = try dir.write(bytes, prefix: temporaryPrefix, permissions: 0o644, sync: true)
        do {
            try dir.rename(written, to: name)
        } catch {
            try? dir.remove(written)  // Tolerated: a name with a random part, which no one reads.
            throw error
        }
        dir.sync()
    }
}
