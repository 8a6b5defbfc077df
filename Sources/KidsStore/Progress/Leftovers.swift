import KidsSystem
#if canImport(Glibc)
import Glibc
#endif

/// Something under one of kids' names that kids did not make (a link, a FIFO, a device, a folder holding what a
/// lock never holds): never followed, never emptied, left where it is and told (kids.log, and grown-ups).
public struct LeftAlone: Hashable, Sendable, CustomStringConvertible {
    /// The folder it is in, and its name there.
    public var folder: String
    public var name: String
    /// What it is: "a symbolic link", "a FIFO", "a folder holding files kids did not make".
    public var kind: String

    /// `name` is kept as shown to a person (`ClassCheck.shown`: control characters escaped), since a pupil chose it
    /// and it goes to the grown-ups' screen and kids.log.
    public init(folder: String, name: String, kind: String) {
        self.folder = folder
        self.name = ClassCheck.shown(name)
        self.kind = kind
    }

    public var description: String { "\(folder)/\(name) is \(kind), which kids did not make: left alone" }
}

/// Who is told of what is left alone; nothing by default.
public typealias TellLeftAlone = @Sendable (LeftAlone) -> Void

/// Cleaning what a copy of kids left behind (killed mid-save, or on a share that would not let go of a file), and
/// only that: a regular file or a real folder, by name, inside an opened folder. Anything else under such a name is
/// left alone and told.
enum Leftovers {
    /// Removes the file `name` when it is a regular file.
    static func removeFile(_ name: String, in folder: OpenFolder, tell: TellLeftAlone) {
        guard let status = try? folder.status(name) else { return }  // Gone already.
        guard status.isRegularFile else {
            tell(LeftAlone(folder: folder.path, name: name, kind: status.kind))
            return
        }
        try? folder.remove(name)  // Tolerated: a later save tries again, and a leftover is never read.
    }

    /// What a lock folder may hold: its owner file, the temporary file that becomes it, and what SSHFS makes of a
    /// file removed while still open.
    static func isLockEntry(_ name: String) -> Bool {
        name == LockFolder.ownerName || name.hasPrefix(LockFolder.ownerPrefix) || name.hasPrefix(".fuse_hidden")
    }

    /// Removes the lock folder `name` (one moved aside, or abandoned): entered no-follow, emptied of what a lock
    /// holds, removed. Anything but a folder, or a folder holding anything else, is left alone and told.
    static func removeLockFolder(_ name: String, in folder: OpenFolder, tell: TellLeftAlone) {
        let lock: OpenFolder
        do {
            lock = try folder.folder(name)
        } catch let error where error == .noSuchFile {
            return
        } catch {
            let kind = (try? folder.status(name))?.kind ?? "something that cannot be entered (\(error))"
            tell(LeftAlone(folder: folder.path, name: name, kind: kind))
            return
        }
        guard let names = try? lock.names() else { return }  // Tolerated: tried again by a later save.
        let strangers = names.filter { !isLockEntry($0) }
        guard strangers.isEmpty else {
            tell(LeftAlone(folder: folder.path, name: name, kind: "a folder holding files kids did not make (\(strangers.prefix(3).map(ClassCheck.shown).joined(separator: ", ")))"))
            return
        }
        for entry in names { removeFile(entry, in: lock, tell: tell) }
        try? folder.removeFolder(name)  // Tolerated: what cannot go now (SSHFS's hidden file) goes at a later save.
    }
}
