/// What `ClassCheck` found, said for a school's technician: one line a problem (where, what is wrong, what to do), and
/// a last line that counts.
///
/// Every name in a line was chosen by whoever made the entry, a pupil perhaps: a control character in it (an escape
/// sequence that would reprogram the technician's terminal) is shown as `\x1b`, never written as it is.
extension ClassCheck.Report {
    /// The last line: `/srv/kids/1b: 12 children, 2 problems`, or `…: 12 children, nothing wrong`.
    public func summary(_ folder: String) -> String {
        let count = children == 1 ? "1 child" : "\(children) children"
        let problems = findings.isEmpty ? "nothing wrong" : findings.count == 1 ? "1 problem" : "\(findings.count) problems"
        return "\(folder): \(count), \(problems)"
    }
}

extension ClassCheck.Finding {
    /// `/srv/kids/1b/notes.txt (owner ada): a file under a name kids never uses. Move it out of the class folder, or
    /// remove it: rm /srv/kids/1b/notes.txt`
    public func line(in folder: String) -> String {
        let path = name.map { folder + "/" + ClassCheck.shown($0) } ?? folder
        let who = owner.map { " (owner \(ClassCheck.shown($0)))" } ?? ""
        return "\(path)\(who): \(what). \(todo(ClassCheck.quoted(path), folder: ClassCheck.quoted(folder)))"
    }

    /// What is wrong, in a technician's words.
    var what: String {
        switch problem {
        case .folderIsLink(let target):
            return "is a symbolic link\(target.map { " to \(ClassCheck.shown($0))" } ?? ""), which kids refuses as a class folder"
        case .notAFolder(let kind): return "is \(ClassCheck.plain(kind)), not a folder"
        case .ownersOwnGroup(let group):
            return "its group is \(group), its owner's own group, so the pupils' accounts cannot use it"
        case .groupCannot(let rights): return "its group may not \(ClassCheck.listed(rights)) it, so pupils' computers cannot keep the children there"
        case .noSetGroupID(let group):
            return "has no set-group-ID bit, so a new file gets the group of whoever made it, not \(group), and other pupils' computers may not read it"
        case .othersCan(let rights):
            return "users outside its group may \(ClassCheck.listed(rights)) it: the children's files are the class's alone, and anyone could plant files there"
        case .sticky:
            return "has the sticky bit, so one pupil's computer can neither replace a child's file another pupil's saved last nor take over another pupil's stale lock"
        case .link(let target): return "a symbolic link\(target.map { " to \(ClassCheck.shown($0))" } ?? ""), which kids never makes and never follows"
        case .special(let kind): return "\(ClassCheck.plain(kind)), which kids never makes and never opens"
        case .strangeFolder: return "a folder kids never makes"
        case .strangeFile: return "a file under a name kids never uses"
        case .folderForFile: return "a folder under a name kids gives a file"
        case .fileForLock: return "a file under the name of a lock folder (saves of this child wait for it, then move it aside and leave it)"
        case .lockHolds(let names):
            return "a lock folder holding what a lock never holds (\(names.prefix(5).map(ClassCheck.shown).joined(separator: ", "))), which kids leaves alone"
        case .notText: return "a name that is not text (kids never makes one, and leaves it alone)"
        case .foreignGroup(let group, let expected):
            return "its group is \(group), not the class folder's \(expected) (made before the folder had its set-group-ID bit, moved in from elsewhere, or changed by its owner)"
        case .groupCannotRead: return "only its owner can read it, so other pupils' computers can neither show nor save this child"
        case .cannotLook(let reason): return "could not be looked at (\(reason))"
        case .planIgnored(let why): return "a teacher's plan that the pupils' computers ignore: \(why)"
        case .planUnreadable(let why): return "a teacher's plan that cannot be read (\(why)), so the pupils' computers show every card"
        }
    }

    /// What to do about it, with the command where there is one.
    func todo(_ path: String, folder: String) -> String {
        switch problem {
        case .folderIsLink: return "Name the folder it points to in kids.conf (class =) and --class"
        case .notAFolder: return "Make the class folder there (docs/SCHOOLS.md, The class folder)"
        case .ownersOwnGroup: return "Give it, and what is in it, the group of the class's accounts (pupils-1b in docs/SCHOOLS.md): chgrp -R GROUP \(folder)"
        case .groupCannot, .noSetGroupID: return "chmod 2770 \(folder)"
        case .othersCan: return "chmod o-rwx \(folder) (2770 in all)"
        case .sticky: return "kids needs no sticky bit (it never follows a link and removes only what it made): chmod -t \(folder) (2770 in all)"
        case .link, .special: return "Remove it: rm \(path) (and ask its owner why it was made)"
        case .strangeFolder, .folderForFile, .lockHolds: return "Look inside, then remove it: rm -r \(path)"
        case .strangeFile: return "Move it out of the class folder, or remove it: rm \(path)"
        case .fileForLock: return "Remove it: rm \(path)"
        case .notText: return "Find it with ls -b \(folder), and remove it"
        case .foreignGroup(_, let expected): return "chgrp \(expected) \(path)"
        case .groupCannotRead: return "chmod 660 \(path)"
        case .cannotLook: return "Run kids check-class as root, or as a member of the folder's group"
        case .planIgnored: return "Remove it (rm \(path)), then plan again as the folder's owner: kids plan --class \(folder) --activities …"
        case .planUnreadable: return "Plan again: kids plan --class \(folder) --activities …, or remove it: rm \(path)"
        }
    }
}

extension ClassCheck {
    /// `text` with every control character (C0, DEL, C1) written as `\xNN`, and a backslash as `\\`.
    public static func shown(_ text: String) -> String {
        var shown = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || (0x7f...0x9f).contains(scalar.value) {
                let digits = String(scalar.value, radix: 16)
                shown += "\\x" + (digits.count < 2 ? "0" : "") + digits
            } else if scalar == "\\" {
                shown += "\\\\"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// A path as a shell reads it whole: in single quotes when it holds anything but letters, digits and `/._-`.
    static func quoted(_ path: String) -> String {
        let plain = path.allSatisfy { shellSafe.contains($0) }
        return plain ? path : "'" + path.replacing("'", with: "'\\''") + "'"
    }

    /// "read, write and enter".
    static func listed(_ words: [String]) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " and " + (words.last ?? "")
    }

    /// `FileStatus.kind` with a word more where a technician may want it: "a FIFO (a named pipe)".
    static func plain(_ kind: String) -> String {
        kind == "a FIFO" ? "a FIFO (a named pipe)" : kind
    }

    /// What a shell reads as it is, outside quotes.
    private static let shellSafe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-+,:@")
}
