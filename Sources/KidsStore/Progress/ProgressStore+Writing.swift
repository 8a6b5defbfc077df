import KidsSystem
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Writing a progress file: temporary file, fsync, rename, fsync the folder. Called with the lock held.
extension ProgressStore {
    /// Temporary files left by a copy that was killed mid-save, on this computer or another (with the lock held,
    /// no other save is writing one).
    func removeStaleTemps() {
        let names: [String]
        do {
            names = try folderEntries(folder)
        } catch {
            return  // Tolerated: a stale temp file harms nothing (no one reads it), and the save goes on.
        }
        for name in names where name.hasPrefix(tempPrefix) {
            Self.removeTolerated(folder + "/" + name)
        }
        // Lock folders moved aside that could not be removed then (a network file system hiding a file in them).
        for name in names where name.hasPrefix(self.name + ".lock.d.stale-") {
            let aside = folder + "/" + name
            for entry in (try? Folder.names(in: aside)) ?? [] { Self.removeTolerated(aside + "/" + entry) }
            try? removeFolder(aside)
        }
    }

    /// Removes a temporary file. Tolerated when it fails: the next save (holding the lock) tries again, and
    /// a temp file is never read.
    static func removeTolerated(_ path: String) {
        do { try unlink(path) } catch { return }
    }

    /// The temporary file of this computer's process: two computers of a lab may have processes with one ID.
    var tempPath: String { "\(folder)/\(tempPrefix)\(Host.name())-\(Host.processID)" }

    /// Writes the file whole; `held`, the lock this save holds, is checked to be still its own just before the new
    /// file takes the old one's place (a computer that judged it stale may have taken it over meanwhile).
    func writeAtomically(_ data: Data, held: LockFolder.Held? = nil) throws(SaveError) {
        let temp = tempPath
        let fd: FileDescriptor
        do {
            fd = try FileDescriptor.open(temp, O_WRONLY | O_CREAT | O_TRUNC, permissions: permissions)
        } catch {
            throw SaveError(step: "create \(temp)", reason: error.description)
        }
        var failure: Errno?
        do {
            // As asked, whatever the umask: a class folder's files are the group's (0660).
            if shared { try fd.setPermissions(permissions) }
            try fd.writeAll(Array(data))
            try fd.sync()
        } catch {
            failure = error
        }
        // After writing, close can report a write that failed late (EIO, a full disk on NFS): it counts.
        do { try fd.close() } catch { failure = failure ?? error }
        if let failure {
            Self.removeTolerated(temp)
            throw SaveError(step: "write \(temp)", reason: failure.description)
        }
        if let held, !held.isHeld {
            Self.removeTolerated(temp)
            throw SaveError(step: "replace \(path)", reason: "another computer took the lock over while this one saved; the next save tries again")
        }
        do {
            try Self.replace(path, with: temp, bytes: Array(data), rename: { old, new throws(Errno) in try rename(old, to: new) })
        } catch {
            Self.removeTolerated(temp)
            throw SaveError(step: "replace \(path)", reason: error.description)
        }
        syncFolder()
    }

    /// Renames `temp` over `path`. Over NFS a rename can be done and still be reported failed: the server did it,
    /// its answer was lost, and the client's retry finds no `temp` (`ENOENT`). Such a failure is a success when
    /// `temp` is gone and `path` holds exactly the bytes written.
    static func replace(_ path: String, with temp: String, bytes: [UInt8],
                        rename: (String, String) throws(Errno) -> Void) throws(Errno) {
        do {
            try rename(temp, path)
        } catch {
            guard !exists(temp), case .bytes(let found)? = try? RegularFile.read(path, limit: largest), found == bytes else {
                throw error
            }
        }
    }

    /// fsyncs the folder, so the rename survives a power cut. Tolerated when it fails: the new file is in
    /// place for every reader already, and some file systems refuse fsync on a folder (EINVAL).
    func syncFolder() {
        let dir: FileDescriptor
        do {
            dir = try FileDescriptor.open(folder, O_RDONLY | O_DIRECTORY)
        } catch {
            return  // Tolerated, as above.
        }
        do { try dir.sync() } catch {
            // Tolerated, as above.
        }
        do { try dir.close() } catch {
            // Tolerated: nothing was written through this descriptor.
        }
    }
}
