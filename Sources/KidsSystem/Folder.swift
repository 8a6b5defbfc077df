#if canImport(Glibc)
import Glibc
#endif

/// Folders the program keeps its own files in: the state folder, and the log beside it.
public enum Folder {
    /// Whether `path` names something that exists (`stat(2)`); a name that cannot be looked up does not.
    public static func exists(_ path: String) -> Bool {
        do {
            _ = try fileStatus(path)
            return true
        } catch {
            return false
        }
    }

    /// The names in a folder (`opendir(3)`, `readdir(3)`), sorted, without `.` and `..`.
    public static func names(in path: String) throws(Errno) -> [String] {
        try folderEntries(path).filter { $0 != "." && $0 != ".." }.sorted()
    }

    /// `mkdir -p` with 0700 for every folder it makes. Another copy making the same folder at the same moment
    /// is not a failure.
    public static func make(_ path: String) throws(Errno) {
        do {
            try mkdir(path, permissions: 0o700)
        } catch let error where error == .noSuchFile {
            let parent = parent(of: path)
            guard !parent.isEmpty, parent != path else { throw error }
            try make(parent)
            do {
                try mkdir(path, permissions: 0o700)
            } catch let again where again == .fileExists {
                guard try fileStatus(path).isFolder else { throw again }
            }
        } catch let error where error == .fileExists {
            guard try fileStatus(path).isFolder else { throw error }
        }
    }

    /// The folder a path is in, as `dirname` says it without its dot: "/a/b" → "/a", "/a" → "/", "a" → "" (what
    /// `NSString.deletingLastPathComponent` said, without Foundation).
    public static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let head = trimmed[..<slash]
        return head.isEmpty ? "/" : String(head)
    }

    /// An absolute path without its "." and ".." steps and doubled slashes: "/usr/bin/../share" → "/usr/share".
    /// Only the text is worked on (no link is followed), as `URL.standardized` did.
    public static func tidied(_ path: String) -> String {
        var steps: [Substring] = []
        for step in path.split(separator: "/") {
            switch step {
            case ".": continue
            case "..": _ = steps.popLast()
            default: steps.append(step)
            }
        }
        return "/" + steps.joined(separator: "/")
    }
}
