import KidsSystem
#if canImport(Glibc)
import Glibc
#endif

/// Writing a progress file: temporary file, fsync, rename, fsync the folder. Called with the lock held, through the
/// folder opened for the save.
extension ProgressStore {
    /// What a copy killed mid-save left behind, on this computer or another (with the lock held, no other save is
    /// writing one): its temporary files, and lock folders moved aside that could not be removed then (a network file
    /// system hiding a file in them). Only regular files and real lock folders go; anything else under those names
    /// is left alone and told.
    func removeStaleTemps(in dir: OpenFolder) {
        let names: [String]
        do {
            names = try dir.names()
        } catch {
            return  // Tolerated: a stale temp file harms nothing (no one reads it), and the save goes on.
        }
        for name in names where name.hasPrefix(tempPrefix) {
            Leftovers.removeFile(name, in: dir, tell: tell)
        }
        for name in names where name.hasPrefix(lockName + ".stale-") {
            Leftovers.removeLockFolder(name, in: dir, tell: tell)
        }
    }

    /// Writes the file whole; `held`, the lock this save holds, is checked to be still its own just before the new
    /// file takes the old one's place (a computer that judged it stale may have taken it over meanwhile).
    func writeAtomically(_ bytes: [UInt8], in dir: OpenFolder, held: LockFolder.Held? = nil) throws(SaveError) {
        let temp: String
        do {
            // As asked, whatever the umask: a class folder's files are the group's (0660).
            temp = try dir.write(bytes, prefix: tempPrefix, permissions: permissions, sync: true)
        } catch {
            throw SaveError(step: "write \(folder)/\(tempPrefix)…", reason: error.description)
        }
        if let held, !held.isHeld {
            try? dir.remove(temp)  // Tolerated: a temp file is never read, and the next save removes it.
            throw SaveError(step: "replace \(path)", reason: "another computer took the lock over while this one saved; the next save tries again")
        }
        do {
            try Self.replace(fileName, with: temp, in: dir, bytes: bytes, move: { old, new throws(Errno) in try dir.rename(old, to: new) })
        } catch {
            try? dir.remove(temp)  // Tolerated, as above.
            throw SaveError(step: "replace \(path)", reason: error.description)
        }
        dir.sync()
    }

    /// Renames `temp` over `name`. Over NFS a rename can be done and still be reported failed: the server did it,
    /// its answer was lost, and the client's retry finds no `temp` (`ENOENT`). Such a failure is a success when
    /// `temp` is gone and `name` holds exactly the bytes written.
    static func replace(_ name: String, with temp: String, in dir: OpenFolder, bytes: [UInt8],
                        move: (String, String) throws(Errno) -> Void) throws(Errno) {
        do {
            try move(temp, name)
        } catch {
            guard !dir.contains(temp), case .bytes(let found)? = try? dir.read(name, limit: largest), found == bytes else {
                throw error
            }
        }
    }
}
