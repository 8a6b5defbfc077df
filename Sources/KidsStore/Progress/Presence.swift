import KidsModel
import KidsSystem
#if canImport(Glibc)
import Glibc
#endif

/// Which computers of a class are playing a child now, so that a grown-up starting a child on one computer hears
/// that the same child is playing on another. Each copy of kids writes its own file beside the child's, named for
/// its computer and process (`fox.playing-lab-3-4711`: one writer per file), holding "host pid time"; the time is
/// written again at each save, and the file is removed when the copy ends or plays another child. A file whose
/// time is older than `fresh` is a computer that stopped without saying so: it is not counted, and one a day old
/// is removed by whoever finds it.
public struct Presence: Sendable {
    public let folder: String
    let permissions: mode_t
    /// How long a file counts after its last save: a child who sits for a long while over one question counts as
    /// gone, which only means the next grown-up is not told.
    public static let fresh: Double = 20 * 60
    static let forgotten: Double = 24 * 60 * 60

    public init(children: ChildFolder) {
        folder = children.folder
        permissions = children.shared ? 0o660 : 0o600
    }

    /// This copy's file for `child`: its name, and its path.
    func name(_ child: String) -> String { "\(child).playing-\(Host.name())-\(Host.processID)" }
    func path(_ child: String) -> String { "\(folder)/\(name(child))" }

    /// Says that this copy plays `child` now. Tolerated when it cannot (a folder this user may not write): only the
    /// telling is lost, and saving says what is wrong with the folder.
    /// Written whole beside it and renamed into place, so another computer never reads it half written.
    public func mark(_ child: String, now: Double) {
        let temp = "\(folder)/.\(name(child))"
        guard let fd = try? FileDescriptor.open(temp, O_WRONLY | O_CREAT | O_TRUNC, permissions: permissions) else { return }
        do {
            try fd.setPermissions(permissions)
            try fd.writeAll(Array("\(Host.name()) \(Host.processID) \(Int(now))\n".utf8))
            try fd.close()
            try rename(temp, to: path(child))
        } catch {
            try? unlink(temp)
        }
    }

    /// This copy plays no child any more: its files go, whichever child they name.
    public func clearAll() {
        let mine = "-\(Host.name())-\(Host.processID)"
        for name in (try? Folder.names(in: folder)) ?? [] where name.hasSuffix(mine) && name.contains(".playing-") {
            try? unlink("\(folder)/\(name)")
        }
    }

    /// This copy plays `child` no more.
    public func clear(_ child: String) {
        try? unlink(path(child))
    }

    /// Where else `child` is played now, if anywhere: another computer, or another window of this one.
    public func elsewhere(_ child: String, now: Double) -> Elsewhere? {
        guard let names = try? Folder.freshNames(in: folder) else { return nil }
        for name in names where name.hasPrefix("\(child).playing-") && name != self.name(child) {
            guard case .bytes(let bytes)? = try? RegularFile.read("\(folder)/\(name)", limit: 4096) else { continue }
            let fields = String(decoding: bytes, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" })
            guard fields.count >= 3, let pid = Int32(fields[1]), let time = Double(fields[2]) else { continue }
            let host = String(fields[0])
            if now - time > Self.forgotten { try? unlink("\(folder)/\(name)") }
            guard now - time <= Self.fresh, host != Host.name() || Host.isRunning(pid) else { continue }
            return host == Host.name() ? .thisComputer : .computer(host)
        }
        return nil
    }
}
