import Foundation
import Testing
import TestSupport

/// Issue 41: a folder another user can write (a class folder; the user's own state folder uses the same code) is
/// touched through one type alone, `OpenFolder`, by descriptor. The sources are read to hold it.
@Suite("One way into a shared folder")
struct SharedFolderSourceTests {
    /// The C calls that open, make, move or remove a file or a folder, called bare or as `Glibc.…` (a method of ours
    /// with the same name, `dir.rename(…)`, is not one).
    static var systemCall: Regex<(Substring, Substring)> { /(?:^|[^.\w]|Glibc\.)(open|openat|creat|unlink|unlinkat|remove|rename|renameat|renameat2|rmdir|mkdir|mkdirat|mknod|mknodat|mkfifo|symlink|symlinkat|link|linkat|chmod|fchmodat|chown|lchown|fchownat|utimensat|truncate)\s*\([^)]/ }

    /// Where such a call may be made, and why: the one type; the wrappers of paths, which touch no shared folder.
    static let allowed: [String: Set<String>] = [
        "KidsSystem/OpenFolder.swift": ["openat", "mkdirat", "renameat", "unlinkat", "open", "rename", "remove"],  // (and its methods)
        "KidsConsole/Terminal/CrashGuard.swift": ["open"],  // A crash's line in kids.log, the user's own folder.
        "KidsSystem/FileDescriptor.swift": ["open"],  // `FileDescriptor.open`: logs, --speech-out, /dev/null.
        "KidsSystem/Paths.swift": ["mkdir"],  // The `mkdir` wrapper, for `Folder.make`.
        "KidsSystem/Folder.swift": ["mkdir"],  // `mkdir -p` of the user's own state folder, never a class folder.
        "KidsSystem/Lock.swift": ["open"],  // A thread's name in /proc.
    ]

    /// The files that handle a class folder: they reach what is in it through `OpenFolder` alone, and give a path-taking
    /// call nothing but the folder itself.
    static func handlesSharedFolder(_ path: String) -> Bool {
        path.hasPrefix("KidsStore/Progress/") || path.contains("ClassCheck") || path.contains("CheckClass")
            || ["KidsStore/Content/CheckedPacks.swift", "kids/Storage.swift", "kids/Saver.swift", "kids/ReportRequest.swift",
                "kids/Runner+Children.swift", "kids/PlanRequest.swift"].contains(path)
    }

    /// Calls that take a path, and what each was given first.
    static var pathCall: Regex<(Substring, Substring, Substring)> { /(FileDescriptor\.open|RegularFile\.read|OutputFile|LineAppender\.append|OpenFolder\.open|Folder\.\w+|fileStatus|folderEntries|readLink|access|mkdir|lstat|stat|opendir)\(\s*([^,)]*)/ }

    static func declares(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.hasPrefix("case ") || line.contains("func ")
    }

    @Test("no file in Sources but OpenFolder opens, makes, renames or removes by path with a C call (the few allowed name why)")
    func systemCalls() throws {
        let files = try CodeShape().files
        #expect(files.count > 50, "the scan must find the sources")
        var found: [String] = []
        // KidsModel calls no system at all (its own `open(…)` is an activity's).
        for file in files where !file.path.hasPrefix("KidsModel/") {
            // (A declaration by the same name, `case link(to:)` or `func rename(`, calls nothing.)
            for (n, line) in CodeShape.code(file.text).enumerated() where !Self.declares(line) {
                for match in line.matches(of: Self.systemCall) where !(Self.allowed[file.path]?.contains(String(match.1)) ?? false) {
                    found.append("\(file.path):\(n + 1): \(match.1)(")
                }
            }
        }
        #expect(found.isEmpty, "\(found)")
        // Nor does any file of the product reach for Foundation's FileManager, which follows links.
        #expect(files.filter { $0.text.contains("FileManager") }.map(\.path).isEmpty)
        // The scan finds what it looks for, and lets a method of ours by the same name pass.
        #expect("    try? unlink(temp)".contains(Self.systemCall) && "x = Glibc.rename(a, b)".contains(Self.systemCall))
        #expect(!"try dir.rename(old, to: new)".contains(Self.systemCall) && !"guard let fd = open() else".contains(Self.systemCall))
    }

    @Test("the store, its locks, presence, the report and the class check reach a class folder's files through OpenFolder only: a path-taking call is given the folder itself, never a path built into it")
    func pathsIntoTheFolder() throws {
        let files = try CodeShape().files.filter { Self.handlesSharedFolder($0.path) }
        #expect(files.count >= 8, "\(files.map(\.path))")
        var found: [String] = []
        for file in files {
            for (n, line) in CodeShape.code(file.text).enumerated() {
                // The folder itself, or a constant path (`"/proc/self/exe"`, blanked to `""` by the scan) that no folder builds.
                for match in line.matches(of: Self.pathCall) where !["folder", "\"\""].contains(match.2.trimmingCharacters(in: .whitespaces)) {
                    found.append("\(file.path):\(n + 1): \(match.1)(\(match.2)")
                }
            }
        }
        #expect(found.isEmpty, "\(found)")
        // The scan finds a path built into the folder, and lets the folder itself pass.
        #expect(!"RegularFile.read(folder + \"\", limit: 4)".matches(of: Self.pathCall).filter { $0.2 != "folder" }.isEmpty)
        #expect(!"try FileDescriptor.open(path, O_RDONLY)".matches(of: Self.pathCall).filter { $0.2 != "folder" }.isEmpty)
        #expect("try OpenFolder.open(folder)".matches(of: Self.pathCall).allSatisfy { $0.2 == "folder" })
    }

    @Test("the path-taking wrappers that would change a folder's entries are gone: rename, unlink and rmdir exist only on OpenFolder")
    func noPathWrappers() throws {
        let paths = try String(contentsOf: Binary.root.appendingPathComponent("Sources/KidsSystem/Paths.swift"), encoding: .utf8)
        for name in ["rename", "unlink", "removeFolder", "setPermissions"] {
            #expect(!paths.contains("public func \(name)("), "\(name)")
        }
    }
}
