#if canImport(Glibc)
import Glibc
#endif

// The system calls the program makes on paths, one function each, named after the C function (with a label
// where the C name alone would clash with Glibc's own). None of them changes anything in a folder another user can
// write: that is `OpenFolder`'s alone, through a descriptor (no rename, unlink or rmdir on a path is offered here).
// `PackFolder`, `Folder.make` (the user's own state folder) and the screen-reader probe use them.

/// `stat(2)`: what `path` names, following symbolic links.
public func fileStatus(_ path: String) throws(Errno) -> FileStatus {
    var info = Glibc.stat()
    guard stat(path, &info) == 0 else { throw Errno.current }
    return FileStatus(info)
}

/// `mkdir(2)`: one new folder, with `permissions` less the process's umask.
public func mkdir(_ path: String, permissions: mode_t) throws(Errno) {
    guard Glibc.mkdir(path, permissions) == 0 else { throw Errno.current }
}

/// `opendir(3)`, `readdir(3)` and `closedir(3)`: the names in a folder, without "." and "..", in no
/// particular order.
public func folderEntries(_ path: String) throws(Errno) -> [String] {
    guard let folder = Glibc.opendir(path) else { throw Errno.current }
    var names: [String] = []
    var failure: Errno?
    while true {
        errno = 0  // readdir tells the end from an error only by errno
        guard let entry = Glibc.readdir(folder) else {
            if errno != 0 { failure = Errno.current }
            break
        }
        let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name != "." && name != ".." { names.append(name) }
    }
    let closed: Errno? = Glibc.closedir(folder) == 0 ? nil : Errno.current
    if let failure = failure ?? closed { throw failure }
    return names
}

/// `readlink(2)`: where the symbolic link at `path` points (`/proc/self/exe`: the running binary).
public func readLink(_ path: String) throws(Errno) -> String {
    var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = Glibc.readlink(path, &target, target.count - 1)
    guard count >= 0 else { throw Errno.current }
    return String(decoding: target[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// `getcwd(3)`: the process's current folder.
public func currentFolder() throws(Errno) -> String {
    var path = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard Glibc.getcwd(&path, path.count) != nil else { throw Errno.current }
    return String(decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
