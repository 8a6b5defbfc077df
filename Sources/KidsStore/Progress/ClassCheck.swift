import KidsModel
import KidsSystem
#if canImport(Glibc)
import Glibc
#endif

/// What is wrong with a class folder, for the school's technician (`kids check-class DIR`); changes nothing.
///
/// The folder's group and mode are held to docs/SCHOOLS.md's advice (2770, a group of the class's accounts); then
/// every entry kids did not make is found by its name and kind (a link, a FIFO, a folder that is no lock, a file
/// under no name of kids', `ClassNames`), and every file whose group is not the folder's.
///
/// The folder is opened once, no-follow, and everything in it is looked at through that descriptor (`OpenFolder`),
/// as kids itself does: nothing a pupil planted is followed, opened or read. The listing is read as it comes (no
/// probe file is made): run it on the file server, where no network cache stands between it and the folder.
public struct ClassCheck: Sendable {
    public let folder: String
    /// The names of users and groups in what is said.
    public var accounts: Accounts = .live

    public init(folder: String) {
        self.folder = folder
    }

    /// What checking found.
    public enum Outcome: Hashable, Sendable {
        /// Nothing is there (the share is not mounted, or the path is misspelt).
        case missing
        /// The folder is there but cannot be looked at by this user: why (`Permission denied`).
        case unreadable(String)
        case checked(Report)
    }

    /// How many children the folder holds, and every problem found, the folder's own first.
    public struct Report: Hashable, Sendable {
        public var children: Int
        public var findings: [Finding]
    }

    /// One thing wrong: where (nil: the folder itself; else a name in it, or `lock/name` inside a lock folder), what,
    /// and who owns it.
    public struct Finding: Hashable, Sendable {
        public var name: String?
        public var problem: Problem
        /// The owner's login name (or number): who to ask about it.
        public var owner: String?
    }

    /// What is wrong, as values a test compares; `ClassCheck+Words` says each for a technician.
    public enum Problem: Hashable, Sendable {
        // The folder itself.
        case folderIsLink(to: String?)
        case notAFolder(kind: String)
        case ownersOwnGroup(group: String)
        case groupCannot([String])
        case noSetGroupID(group: String)
        case othersCan([String])
        case sticky
        // What is in it.
        case link(to: String?)
        case special(kind: String)
        case strangeFolder
        case strangeFile
        case folderForFile
        case fileForLock
        case lockHolds([String])
        case notText
        case foreignGroup(group: String, expected: String)
        case groupCannotRead
        case cannotLook(reason: String)
        // The teacher's plan.
        case planIgnored(why: String)
        case planUnreadable(why: String)
    }

    /// Looks at the folder and everything in it.
    public func run() -> Outcome {
        let dir: OpenFolder
        do {
            dir = try OpenFolder.open(folder)
        } catch let error where error.rawValue == ELOOP {
            return .checked(Report(children: 0, findings: [Finding(name: nil, problem: .folderIsLink(to: try? readLink(folder)))]))
        } catch let error where error.rawValue == ENOTDIR || error == .noSuchFile {
            // Something that is no folder (a file), else nothing at all (a path through a file leads nowhere).
            guard let found = try? fileStatus(folder), !found.isFolder else { return .missing }
            return .checked(Report(children: 0, findings: [Finding(name: nil, problem: .notAFolder(kind: found.kind))]))
        } catch {
            return .unreadable(error.description)
        }
        let status: FileStatus, names: [String]
        do {
            status = try dir.status()
            names = try dir.names()
        } catch {
            return .unreadable(error.description)
        }
        var findings = folderFindings(status)
        var children = 0
        for name in names {
            findings += look(at: name, in: dir, group: status.group)
            if name.hasSuffix(".json"), Progress.isChildName(String(name.dropLast(5))), (try? dir.status(name))?.isRegularFile == true {
                children += 1
            }
        }
        return .checked(Report(children: children, findings: findings + planFindings(dir)))
    }

    /// A plan the pupils' computers do not follow (another account's, or one they cannot read), named with its owner.
    /// A link or a FIFO under its name is named already, as any entry kids never makes.
    func planFindings(_ dir: OpenFolder) -> [Finding] {
        guard (try? dir.status(PlanFile.name))?.isRegularFile == true else { return [] }
        switch PlanFile.read(dir) {
        case .none, .plan: return []
        case .untrusted(let owner, let why): return [Finding(name: PlanFile.name, problem: .planIgnored(why: why), owner: userName(owner))]
        case .unreadable(let why): return [Finding(name: PlanFile.name, problem: .planUnreadable(why: why))]
        }
    }

    /// The folder's group and mode against 2770 for a group of the class: read, write and enter for the group, its
    /// group given to every new file (set-group-ID), nothing for others, and no sticky bit (a pupil's computer must
    /// be able to replace a file another pupil's saved, and move another's stale lock aside).
    func folderFindings(_ status: FileStatus) -> [Finding] {
        let owner = userName(status.owner), group = groupName(status.group)
        var found: [Problem] = []
        if accounts.userName(status.owner).map({ $0 == accounts.groupName(status.group) }) == true {
            found.append(.ownersOwnGroup(group: group))
        }
        let rights = [("read", mode_t(0o4)), ("write in", 0o2), ("enter", 0o1)]
        let groupLacks = rights.filter { status.permissions & ($0.1 << 3) == 0 }.map(\.0)
        if !groupLacks.isEmpty { found.append(.groupCannot(groupLacks)) }
        if status.permissions & mode_t(S_ISGID) == 0 { found.append(.noSetGroupID(group: group)) }
        let othersCan = rights.filter { status.permissions & $0.1 != 0 }.map(\.0)
        if !othersCan.isEmpty { found.append(.othersCan(othersCan)) }
        if status.permissions & mode_t(S_ISVTX) != 0 { found.append(.sticky) }
        // Whose the folder is matters only where its group is its owner's own.
        return found.map { Finding(name: nil, problem: $0, owner: $0 == .ownersOwnGroup(group: group) ? owner : nil) }
    }

    /// What is wrong with the entry `name`, if anything: one finding for it (a lock folder's files may add theirs).
    func look(at name: String, in dir: OpenFolder, group: gid_t) -> [Finding] {
        // A name that is no UTF-8 is listed with U+FFFD in it, and cannot be looked at by that name: kids never
        // makes one, and never touches one.
        guard !name.unicodeScalars.contains("\u{FFFD}") else { return [Finding(name: name, problem: .notText)] }
        let status: FileStatus
        do {
            status = try dir.status(name)
        } catch let error where error == .noSuchFile {
            return []  // Gone since the listing: a file kids renamed into place or removed.
        } catch {
            return [Finding(name: name, problem: .cannotLook(reason: error.description))]
        }
        let owner = userName(status.owner)
        let made = ClassNames.made(name)
        let problem: Problem? = switch (status.type, made) {
        case (S_IFLNK, _): .link(to: try? dir.linkTarget(name))
        case (S_IFDIR, nil): .strangeFolder
        case (S_IFDIR, .file?): .folderForFile
        case (S_IFREG, nil): .strangeFile
        case (S_IFREG, .lock?): .fileForLock
        case (S_IFREG, _), (S_IFDIR, _): nil
        default: .special(kind: status.kind)
        }
        if let problem { return [Finding(name: name, problem: problem, owner: owner)] }
        if status.group != group {
            return [Finding(name: name, problem: .foreignGroup(group: groupName(status.group), expected: groupName(group)), owner: owner)]
        }
        if made == .lock { return lookInLock(name, in: dir, group: group, owner: owner) }
        if ClassNames.isChildFile(name) && status.permissions & 0o040 == 0 {
            return [Finding(name: name, problem: .groupCannotRead, owner: owner)]
        }
        return []
    }

    /// A lock folder holds only its owner file, the file that becomes it, and SSHFS's hidden files, all regular files
    /// of the folder's group; anything else is named.
    func lookInLock(_ name: String, in dir: OpenFolder, group: gid_t, owner: String) -> [Finding] {
        let lock: OpenFolder, names: [String]
        do {
            lock = try dir.folder(name)
            names = try lock.names()
        } catch let error where error == .noSuchFile {
            return []  // Released since the listing.
        } catch {
            return [Finding(name: name, problem: .cannotLook(reason: error.description), owner: owner)]
        }
        var strangers: [String] = [], foreign: [Finding] = []
        for entry in names {
            guard let status = try? lock.status(entry) else { continue }  // Gone meanwhile.
            if !Leftovers.isLockEntry(entry) || !status.isRegularFile {
                strangers.append(status.isRegularFile ? entry : "\(entry) (\(status.kind))")
            } else if status.group != group {
                foreign.append(Finding(name: name + "/" + entry, problem: .foreignGroup(group: groupName(status.group), expected: groupName(group)),
                                       owner: userName(status.owner)))
            }
        }
        guard strangers.isEmpty else { return [Finding(name: name, problem: .lockHolds(strangers), owner: owner)] }
        return foreign
    }

    func userName(_ id: uid_t) -> String { accounts.userName(id) ?? "user \(id)" }
    func groupName(_ id: gid_t) -> String { accounts.groupName(id) ?? "group \(id)" }
}
