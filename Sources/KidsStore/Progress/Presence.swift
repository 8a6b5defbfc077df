import KidsModel
import KidsSystem
#if canImport(Glibc)
import Glibc
#endif

/// Which computers of a class are playing a child now, so that a grown-up starting a child on one computer hears
/// that the same child is playing on another. Each copy of kids writes its own file beside the child's, named for
/// its computer, its process and a random part (`fox.playing-lab-3-4711-9f…`: one writer per file, and a name no one
/// can plant anything under beforehand), holding "host pid time"; the time is written again at each save, and the
/// file is removed when the copy ends or plays another child. A file whose time is older than `fresh` is a computer
/// that stopped without saying so: it is not counted, and one a day old is removed by whoever finds it, as is a
/// hidden `.fox.playing-…` a day old (written, and never renamed into place by a copy killed between the two).
/// Every file is reached through the opened folder (`OpenFolder`).
public struct Presence: Sendable {
    public let folder: String
    let permissions: mode_t
    /// This run's part of its files' names: the computer, the process, and a random part.
    let tag: String
    let tell: TellLeftAlone
    /// How long a file counts after its last save: a child who sits for a long while over one question counts as
    /// gone, which only means the next grown-up is not told.
    public static let fresh: Double = 20 * 60
    static let forgotten: Double = 24 * 60 * 60

    public init(children: ChildFolder) {
        folder = children.folder
        permissions = children.shared ? 0o660 : 0o600
        tag = "\(Host.name())-\(Host.processID)-\(OpenFolder.randomPart())"
        tell = children.tell
    }

    /// This copy's file for `child`.
    func name(_ child: String) -> String { "\(child).playing-\(tag)" }

    /// Says that this copy plays `child` now. Tolerated when it cannot (a folder this user may not write): only the
    /// telling is lost, and saving says what is wrong with the folder.
    /// Written whole under a random name and renamed into place, so another computer never reads it half written.
    public func mark(_ child: String, now: Double) {
        guard let dir = try? OpenFolder.open(folder),
              let temp = try? dir.write(Array("\(Host.name()) \(Host.processID) \(Int(now))\n".utf8), prefix: ".\(child).playing-",
                                        permissions: permissions, sync: false) else { return }
        do {
            try dir.rename(temp, to: name(child))
        } catch {
            try? dir.remove(temp)  // Tolerated: a hidden name with a random part, which no one reads.
        }
    }

    /// This copy plays no child any more: its files go, whichever child they name.
    public func clearAll() {
        guard let dir = try? OpenFolder.open(folder) else { return }
        for name in (try? dir.names()) ?? [] where name.hasSuffix(".playing-" + tag) {
            Leftovers.removeFile(name, in: dir, tell: tell)
        }
    }

    /// This copy plays `child` no more.
    public func clear(_ child: String) {
        guard let dir = try? OpenFolder.open(folder) else { return }
        Leftovers.removeFile(name(child), in: dir, tell: tell)
    }

    /// Where else `child` is played now, if anywhere: another computer, or another window of this one.
    public func elsewhere(_ child: String, now: Double) -> Elsewhere? {
        guard let dir = try? OpenFolder.open(folder), let names = try? dir.freshNames() else { return nil }
        // A file written and never renamed into place (its copy killed between the two): gone once a day old.
        for name in names where name.hasPrefix(".\(child).playing-") {
            if let status = try? dir.status(name), now - Double(status.modified) / 1e9 > Self.forgotten { Leftovers.removeFile(name, in: dir, tell: tell) }
        }
        for name in names where name.hasPrefix("\(child).playing-") && name != self.name(child) {
            guard case .bytes(let bytes)? = try? dir.read(name, limit: 4096) else { continue }
            let fields = String(decoding: bytes, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" })
            guard fields.count >= 3, let pid = Int32(fields[1]), let time = Double(fields[2]), time.isFinite else { continue }
            let host = ClassCheck.shown(String(fields[0]))  // written by anyone: shown escaped
            if now - time > Self.forgotten { Leftovers.removeFile(name, in: dir, tell: tell) }
            guard now - time <= Self.fresh, host != Host.name() || Host.isRunning(pid) else { continue }
            return host == Host.name() ? .thisComputer : .computer(host)
        }
        return nil
    }
}
