import Foundation
import Testing
@testable import KidsModel
@testable import KidsStore
@testable import KidsSystem

/// `kids check-class`'s checker: a folder kids alone has used is nothing wrong, whatever kids leaves in it; each thing
/// a pupil could plant is one finding, named, and never followed or opened; the folder's group and mode are held to
/// docs/SCHOOLS.md's 2770.
@Suite("Checking a class folder")
struct ClassCheckTests {
    /// Names for users and groups that do not depend on the computer: the owner is never the group.
    static let accounts = Accounts(userName: { $0 == 0 ? "teacher" : "user\($0)" }, groupName: { $0 == 0 ? "pupils" : "group\($0)" })

    /// A class folder as docs/SCHOOLS.md makes it (2770), and a canary outside it that a link may point to.
    struct Class {
        let root: String
        var path: String { root + "/1b" }
        var canary: String { root + "/canary.txt" }

        init() throws {
            root = try Fixtures.temporaryFolder("class-check")
            try FileManager.default.createDirectory(atPath: root + "/1b", withIntermediateDirectories: false)
            #expect(chmod(root + "/1b", 0o2770) == 0)
            try Data("keep me".utf8).write(to: URL(fileURLWithPath: root + "/canary.txt"))
        }

        func check() -> ClassCheck.Outcome {
            var check = ClassCheck(folder: path)
            check.accounts = ClassCheckTests.accounts
            return check.run()
        }

        func file(_ name: String, _ text: String = "") throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/" + name))
        }

        func folder(_ name: String) throws {
            try FileManager.default.createDirectory(atPath: path + "/" + name, withIntermediateDirectories: false)
        }

        var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
    }

    static func finding(_ name: String?, _ problem: ClassCheck.Problem, owner: String? = nil) -> ClassCheck.Finding {
        ClassCheck.Finding(name: name, problem: problem, owner: owner ?? (name == nil ? nil : accounts.userName(getuid())))
    }

    @Test("a folder kids has used, with every leftover kids makes (a lock held, one moved aside, temp, kept-aside and removed files, presence, a probe), is nothing wrong")
    func kidsOwnFilesPass() throws {
        let room = try Class()
        defer { Fixtures.remove(room.root) }
        let children = ChildFolder(folder: room.path, shared: true)
        for child in ["fox", "owl", "bee"] { try children.add(child, now: 1_000) }
        children.remove("bee", now: 2_000)
        try children.add("bee", now: 2_000)
        children.remove("bee", now: 2_000)  // Removed again the same second: a name with "-2".
        try children.add("bee", now: 3_000)
        let presence = Presence(children: children)
        presence.mark("fox", now: 3_000)
        let dir = try OpenFolder.open(room.path)
        // A save killed with the lock held, and a lock moved aside that a network file system kept a hidden file in.
        let held = try children.store("owl").lock(in: dir)
        let aside = try dir.makeFolder("fox.lock.d.stale-lab-2-4711-" + OpenFolder.randomPart(), permissions: 0o770)
        _ = try aside.write(Array("x".utf8), prefix: ".fuse_hidden", permissions: 0o660, sync: false)
        _ = try dir.write([], prefix: "fox.json.tmp-", permissions: 0o660, sync: false)
        _ = try dir.write([], prefix: OpenFolder.probePrefix, permissions: 0o660, sync: false)
        _ = try dir.write([], prefix: ".owl.playing-", permissions: 0o660, sync: false)
        for legacy in ["fox.json.tmp-lab-3.school.example-4711", "owl.json.corrupt-2026-11-29T22-23-18Z", "progress.json", "owl.playing-lab-3-12"] {
            try room.file(legacy)
        }
        let before = room.names
        #expect(before.contains { $0.hasPrefix("fox.playing-") } && before.contains("owl.lock.d") && before.contains("bee.json.removed-1970-01-01T00-33-20Z-2"),
                "\(before)")
        #expect(room.check() == .checked(ClassCheck.Report(children: 3, findings: [])))
        #expect(room.names == before, "checking changes nothing")
        held.release()
    }

    @Test("every name kids gives a file or a lock folder is known, and names like them but not theirs are not")
    func names() {
        for name in ["fox.json", "fox-cub.json", "progress.json", "fox.json.tmp-0123456789abcdef", "fox.json.tmp-lab-3-4711",
                     "fox.json.corrupt-2026-11-29T22-23-18Z", "fox.json.removed-2026-11-29T22-23-18Z-12",
                     "fox.playing-lab-3-4711-0123456789abcdef", ".fox.playing-0123456789abcdef", ".kids-look-0123456789abcdef",
                     ".fuse_hidden0000000100000002", ".nfs000000000123abcd00000001"] {
            #expect(ClassNames.made(name) == .file, "\(name)")
        }
        for name in ["fox.lock.d", "progress.lock.d", "fox.lock.d.stale-lab-3-4711-0123456789abcdef"] {
            #expect(ClassNames.made(name) == .lock, "\(name)")
        }
        for name in ["notes.txt", "Fox.json", "computer.json", "fox.json.tmp-", "fox.json.tmp-0123456789ABCDEF", "fox.json.tmp-host",
                     "fox.json.corrupt-yesterday", "fox.json.removed-2026-11-29T22-23-18Z-", "fox.lock.d.stale-", "fox.lock",
                     ".fox.playing-lab-3", "progress.playing-lab-3-1", "fox.json.bak", ".json", "fox", "..fox.json"] {
            #expect(ClassNames.made(name) == nil, "\(name)")
        }
    }

    @Test("each stranger a pupil could plant is one line, named, and none is followed or opened")
    func strangers() throws {
        let room = try Class()
        defer { Fixtures.remove(room.root) }
        try ChildFolder(folder: room.path, shared: true).add("fox", now: 1)
        let aside = "fox.lock.d.stale-lab-1-42-0123456789abcdef"
        try FileManager.default.createSymbolicLink(atPath: room.path + "/" + aside, withDestinationPath: room.canary)
        #expect(mkfifo(room.path + "/owl.json", 0o660) == 0)  // Read by mistake, it would hang the checker.
        try room.folder("bee.lock.d")
        try room.file("bee.lock.d/owner", "lab-1 42 1000 x")
        try room.file("bee.lock.d/notes.txt")
        try room.file("notes.txt")
        try room.folder("drawings")
        try room.folder("cat.json")
        try room.file("frog.lock.d")
        try room.file("evil\u{1B}]0;owned\u{07}")
        // A name that is no UTF-8: the listing shows it with U+FFFD, and by that name it cannot be looked at.
        let bytes = Array((room.path + "/bad").utf8CString.dropLast()) + [CChar(bitPattern: 0xff), 0]
        let made = creat(bytes, 0o660)
        #expect(made >= 0)
        close(made)
        let before = room.names
        let me = Self.accounts.userName(getuid())
        #expect(room.check() == .checked(ClassCheck.Report(children: 1, findings: [
            ClassCheck.Finding(name: "bad\u{FFFD}", problem: .notText),
            Self.finding("bee.lock.d", .lockHolds(["notes.txt"])),
            Self.finding("cat.json", .folderForFile),
            Self.finding("drawings", .strangeFolder),
            Self.finding("evil\u{1B}]0;owned\u{07}", .strangeFile),
            Self.finding(aside, .link(to: room.canary)),
            Self.finding("frog.lock.d", .fileForLock),
            Self.finding("notes.txt", .strangeFile),
            Self.finding("owl.json", .special(kind: "a FIFO")),
        ])))
        #expect(room.names == before)
        #expect(try String(contentsOfFile: room.canary, encoding: .utf8) == "keep me")
        // Said for a technician: where, whose, what, what to do; a name's control characters never reach the terminal.
        guard case .checked(let report) = room.check() else { return }
        let lines = report.findings.map { $0.line(in: room.path) }
        #expect(lines.contains("\(room.path)/owl.json (owner \(me ?? "")): a FIFO (a named pipe), which kids never makes and never opens. "
                               + "Remove it: rm \(room.path)/owl.json (and ask its owner why it was made)"))
        #expect(lines.contains { $0.hasPrefix("\(room.path)/evil\\x1b]0;owned\\x07 (owner") && $0.hasSuffix("rm '\(room.path)/evil\\x1b]0;owned\\x07'") })
        #expect(lines.allSatisfy { !$0.unicodeScalars.contains { $0.value < 0x20 } })
        #expect(report.summary(room.path) == "\(room.path): 1 child, 9 problems")
    }

    @Test("a file, or a lock's file, whose group is not the folder's is named with both groups",
          .enabled(if: getuid() == 0, "giving a file another group needs root (CI runs as root)"))
    func foreignGroup() throws {
        let room = try Class()
        defer { Fixtures.remove(room.root) }
        let children = ChildFolder(folder: room.path, shared: true)
        try children.add("fox", now: 1)
        let held = try children.store("owl").lock(in: OpenFolder.open(room.path))
        defer { held.release() }
        let group = try fileStatus(room.path).group
        #expect(chown(room.path + "/fox.json", uid_t.max, group + 1) == 0)
        #expect(chown(room.path + "/owl.lock.d/owner", uid_t.max, group + 2) == 0)
        let expected = Self.accounts.groupName(group) ?? ""
        #expect(room.check() == .checked(ClassCheck.Report(children: 1, findings: [
            Self.finding("fox.json", .foreignGroup(group: Self.accounts.groupName(group + 1) ?? "", expected: expected)),
            Self.finding("owl.lock.d/owner", .foreignGroup(group: Self.accounts.groupName(group + 2) ?? "", expected: expected)),
        ])))
    }

    @Test("a child's file that only its owner can read is named: other pupils' computers cannot load or save that child")
    func childFileUnreadable() throws {
        let room = try Class()
        defer { Fixtures.remove(room.root) }
        try ChildFolder(folder: room.path, shared: true).add("fox", now: 1)
        #expect(chmod(room.path + "/fox.json", 0o600) == 0)
        #expect(room.check() == .checked(ClassCheck.Report(children: 1, findings: [Self.finding("fox.json", .groupCannotRead)])))
    }

    @Test("the folder itself is held to 2770 and a group that is not its owner's own; a link or a file in its place is named; nothing there is missing")
    func folderItself() throws {
        let room = try Class()
        defer { Fixtures.remove(room.root) }
        func problems(_ mode: mode_t) -> [ClassCheck.Problem] {
            #expect(chmod(room.path, mode) == 0)
            guard case .checked(let report) = room.check() else { return [.cannotLook(reason: "not checked")] }
            return report.findings.map(\.problem)
        }
        #expect(problems(0o2770) == [])
        #expect(problems(0o0777) == [.noSetGroupID(group: "pupils"), .othersCan(["read", "write in", "enter"])])
        #expect(problems(0o3770) == [.sticky])
        #expect(problems(0o2750) == [.groupCannot(["write in"])])
        #expect(problems(0o2705) == [.groupCannot(["read", "write in", "enter"]), .othersCan(["read", "enter"])])
        #expect(problems(0o2770) == [])
        var own = ClassCheck(folder: room.path)
        own.accounts = Accounts(userName: { _ in "ada" }, groupName: { _ in "ada" })
        #expect(own.run() == .checked(ClassCheck.Report(children: 0, findings: [
            ClassCheck.Finding(name: nil, problem: .ownersOwnGroup(group: "ada"), owner: "ada"),
        ])))
        try FileManager.default.createSymbolicLink(atPath: room.root + "/link", withDestinationPath: room.path)
        #expect(ClassCheck(folder: room.root + "/link").run() == .checked(ClassCheck.Report(children: 0, findings: [
            ClassCheck.Finding(name: nil, problem: .folderIsLink(to: room.path)),
        ])))
        #expect(ClassCheck(folder: room.canary).run() == .checked(ClassCheck.Report(children: 0, findings: [
            ClassCheck.Finding(name: nil, problem: .notAFolder(kind: "a file")),
        ])))
        #expect(ClassCheck(folder: room.root + "/2a").run() == .missing)
        #expect(ClassCheck(folder: room.canary + "/1b").run() == .missing)
        let link = ClassCheck.Finding(name: nil, problem: .folderIsLink(to: room.path)).line(in: room.root + "/link")
        #expect(link == "\(room.root)/link: is a symbolic link to \(room.path), which kids refuses as a class folder. "
                + "Name the folder it points to in kids.conf (class =) and --class")
        #expect(ClassCheck.Report(children: 12, findings: []).summary("/srv/kids/1b") == "/srv/kids/1b: 12 children, nothing wrong")
    }

    @Test("the system's names of users and groups: root is root; a number no one has is none")
    func accounts() {
        #expect(Accounts.live.userName(0) == "root")
        #expect(Accounts.live.groupName(0) == "root")
        #expect(Accounts.live.userName(3_999_999_999) == nil)
        #expect(Accounts.live.groupName(3_999_999_999) == nil)
    }
}
