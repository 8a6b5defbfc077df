import Foundation  // Process and FileHandle: computers started and left running, which FoundationEssentials lacks
import Synchronization
import KidsModel
import KidsStore
import Testing
import TestSupport

/// A school's lab: one class folder on a network share, mounted on this machine's loopback the way a lab mounts
/// it, and several "computers" playing at once: each is a process with a host name of its own (`unshare --uts`) and
/// a mount of its own (`unshare --mount`: its own caches of the share, as another machine has). One child, fox,
/// plays on two computers at once while a third computer was killed in the middle of a save. Where a share cannot
/// be mounted here, the test is skipped and says why; it never passes without having run.
@Suite("A class folder on a network share", .serialized, .tags(.slow))
struct ClassFolderTests {
    /// How the share is served and mounted.
    enum Share: String, CustomStringConvertible {
        case sshfs, nfs
        var description: String { rawValue }

        /// Why this share cannot be mounted here; nil when it can.
        var missing: String? {
            guard getuid() == 0 else { return "mounting needs root (CI runs as root)" }
            let tools: [String] = self == .sshfs ? ["/usr/bin/sshfs", "/usr/sbin/sshd", "/usr/bin/ssh-keygen", "/usr/bin/unshare"]
                : ["/usr/sbin/exportfs", "/usr/sbin/rpc.nfsd", "/usr/sbin/rpc.mountd", "/usr/bin/unshare"]
            if let absent = tools.first(where: { !FileManager.default.isExecutableFile(atPath: $0) }) {
                return "\(absent) is not installed: apt-get install -y $(cat debian-test-packages.txt)"
            }
            let filesystems = (try? String(contentsOfFile: "/proc/filesystems", encoding: .utf8)) ?? ""
            switch self {
            case .sshfs:
                guard FileManager.default.fileExists(atPath: "/dev/fuse") else { return "there is no /dev/fuse here" }
            case .nfs:
                let kinds = Set(filesystems.split(separator: "\n").compactMap { $0.split(separator: "\t").last.map(String.init) })
                guard kinds.contains("nfs") || kinds.contains("nfs4") else {
                    return "this kernel has no NFS client ('nfs' is not in /proc/filesystems, and there are no modules to load)"
                }
                guard kinds.contains("nfsd") else { return "this kernel has no NFS server (no 'nfsd' in /proc/filesystems)" }
            }
            return nil
        }
    }

    /// A share served on loopback, its folder on this machine (`served`), and what a computer runs to mount it.
    final class Server {
        let share: Share
        let folder: String
        let served: String
        let mount: String
        private var stop: [String] = []

        init(_ share: Share, folder: String) throws {
            self.share = share
            self.folder = folder
            served = folder + "/server/class"
            try FileManager.default.createDirectory(atPath: served, withIntermediateDirectories: true)
            // As SCHOOLS.md says: the class's group reads and writes, and new files are the group's.
            #expect(chmod(served, 0o2770) == 0)
            switch share {
            case .sshfs:
                let port = 20_000 + Int(getpid() % 20_000)
                try Spawn.shell("""
                    set -e; mkdir -p /run/sshd; cd '\(folder)'
                    ssh-keygen -q -t ed25519 -N '' -f host_key; ssh-keygen -q -t ed25519 -N '' -f user_key; cp user_key.pub authorized_keys
                    printf '%s\\n' 'Port \(port)' 'ListenAddress 127.0.0.1' 'HostKey \(folder)/host_key' 'AuthorizedKeysFile \(folder)/authorized_keys' \
                        'PermitRootLogin prohibit-password' 'StrictModes no' 'UsePAM no' 'PidFile \(folder)/sshd.pid' 'Subsystem sftp internal-sftp' > sshd_config
                    /usr/sbin/sshd -f '\(folder)/sshd_config' -E '\(folder)/sshd.log'
                    """)
                stop = ["kill $(cat '\(folder)/sshd.pid')"]
                // As SCHOOLS.md says: sshfs's own cache of sizes and listings off (dir_cache=no), since it would keep
                // the size of a file another computer replaced for 20 s; the kernel's own short caches stay on.
                mount = "sshfs -o dir_cache=no,IdentityFile='\(folder)/user_key',StrictHostKeyChecking=no,UserKnownHostsFile=/dev/null,port=\(port) "
                    + "root@127.0.0.1:'\(served)' \"$mnt\""
            case .nfs:
                try Spawn.shell("""
                    set -e; (rpcbind || true); rpc.nfsd 4; rpc.mountd
                    exportfs -o rw,sync,no_root_squash,insecure,no_subtree_check 127.0.0.1:'\(served)'
                    """)
                stop = ["exportfs -u 127.0.0.1:'\(served)'"]
                // LTSP's own example: NFS version 3 without locks; a long attribute cache, to test reading fresh.
                mount = "mount -t nfs -o vers=3,nolock,actimeo=60 127.0.0.1:'\(served)' \"$mnt\""
            }
        }

        deinit {
            for command in stop { _ = try? Spawn.shell(command) }
        }

    }

    /// A computer of the lab: its host name, its own mount of the share at `/mnt`-like `mountPoint`, then kids in line
    /// mode with `input` (or under `wrapper`), its output in `name.out`; the mount is gone when it ends.
    static func computer(_ name: String, server: Server, arguments: [String], input: String, wrapper: [String] = []) throws -> Process {
        let binary = try #require(Binary.path)
        let mountPoint = server.folder + "/mnt-\(name)"
        try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
        try Data(input.utf8).write(to: URL(fileURLWithPath: server.folder + "/\(name).in"))
        let command = (wrapper + [binary] + arguments.map { $0 == "CLASS" ? mountPoint : $0 }).map { "'\($0)'" }.joined(separator: " ")
        let script = """
            mnt='\(mountPoint)'; hostname '\(name)'
            \(server.mount) || { echo "mount failed"; exit 90; }
            # The lines come once the test says go (both computers playing), as a child's answers would.
            { while [ ! -e '\(server.folder)/go' ]; do sleep 0.05; done; cat '\(server.folder)/\(name).in'; } | \(command)
            status=$?; cd /; fusermount -u "$mnt" 2>/dev/null || umount -l "$mnt"; exit $status
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        process.arguments = ["--uts", "--mount", "--propagation", "private", "bash", "-c", script]
        _ = FileManager.default.createFile(atPath: server.folder + "/\(name).out", contents: nil)
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: server.folder + "/\(name).out"))
        process.standardOutput = output
        process.standardError = output
        try process.run()
        return process
    }

    /// Waits for `condition`, at most `seconds`; false when it never held.
    static func wait(_ seconds: Double, for condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }

    /// The most stars a computer's state log showed in an activity.
    static func shown(_ log: String, in activity: String) -> Int {
        ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n")
            .compactMap { try? JSONDecoder().decode(Snapshot.self, from: Data($0.utf8)) }
            .filter { $0.activity == activity }.compactMap(\.stars).max() ?? 0
    }

    @Test("SSHFS: two computers play fox at once while a third was killed mid-save: its lock is taken over, no star is lost, nothing is damaged, the second is told; the report names the children from the roster only",
          .enabled(if: Share.sshfs.missing == nil, Comment(rawValue: Share.sshfs.missing ?? "")))
    func sshfs() throws {
        try playTogether(.sshfs)
    }

    @Test("NFS (version 3, nolock, as LTSP mounts it): the same",
          .enabled(if: Share.nfs.missing == nil, Comment(rawValue: Share.nfs.missing ?? "")))
    func nfs() throws {
        try playTogether(.nfs)
    }

    func playTogether(_ share: Share) throws {
        let folder = try Binary.temporaryFolder("class-\(share)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let server = try Server(share, folder: folder)
        let common = ["--plain", "--mute", "--class", "CLASS", "--child", "fox", "--seed", "3"]

        // lab-c starts fox; its first save (fox's new file) stalls in fsync, and the computer is killed there: its
        // lock folder and its temporary file stay on the share.
        let stalled = ["strace", "-f", "-qq", "-o", "/dev/null", "-e", "trace=fsync", "-e", "inject=fsync:delay_enter=60000000"]
        #expect(FileManager.default.createFile(atPath: folder + "/go", contents: nil))  // lab-c answers at once.
        let c = try Self.computer("lab-c", server: server, arguments: common + ["--open", "shapes", "--state-dir", folder + "/c"], input: "1\n",
                                  wrapper: stalled)
        let lock = server.served + "/fox.lock.d/owner"
        let midSave = Self.wait(30) {
            ((try? FileManager.default.contentsOfDirectory(atPath: server.served)) ?? []).contains { $0.hasPrefix("fox.json.tmp-") }
                && FileManager.default.fileExists(atPath: lock)
        }
        try #require(midSave, "lab-c never reached its save: \((try? String(contentsOfFile: folder + "/lab-c.out", encoding: .utf8)) ?? "")")
        let owner = try String(contentsOfFile: lock, encoding: .utf8).split(separator: " ")
        #expect(owner.first == "lab-c")
        let pid = try #require(owner.count > 1 ? Int32(owner[1]) : nil)
        let killed = Date()
        #expect(kill(pid, SIGKILL) == 0)
        c.waitUntilExit()
        #expect(FileManager.default.fileExists(atPath: lock), "the killed computer's lock stays behind")
        // Watched from now on, on the server's side: the moment lab-c's lock stops being lab-c's.
        let takenOver = Mutex<Date?>(nil)
        DispatchQueue.global().async {
            while Date().timeIntervalSince(killed) < 120 {
                let owner = (try? String(contentsOfFile: lock, encoding: .utf8)) ?? ""
                if !owner.hasPrefix("lab-c ") {
                    takenOver.withLock { $0 = Date() }
                    return
                }
                usleep(20_000)
            }
        }

        // A pupil's planted links, on the server's side: one named like a lock moved aside, into a folder outside the
        // share; one under a temp file's name, at a file outside it. Over SSHFS a link is a link: never followed.
        let canary = folder + "/canary"
        try FileManager.default.createDirectory(atPath: canary, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: canary + "/drawing.txt"))
        try FileManager.default.createSymbolicLink(atPath: server.served + "/fox.lock.d.stale-planted", withDestinationPath: canary)
        try FileManager.default.createSymbolicLink(atPath: server.served + "/fox.json.tmp-planted", withDestinationPath: canary + "/drawing.txt")

        // lab-a (counting) and lab-b (letters) play fox at once, answering as fast as lines come, once both are up.
        try FileManager.default.removeItem(atPath: folder + "/go")
        let answers = String(repeating: "1\n2\n3\n\n", count: 12) + "q\n"
        let a = try Self.computer("lab-a", server: server, arguments: common + ["--open", "counting", "--state-dir", folder + "/a",
                                                                                "--state-log", folder + "/a.log"], input: answers)
        // lab-b starts once lab-a is playing; their first saves wait for lab-c's lock to be stale (ten seconds).
        let playing = Self.wait(40) {
            ((try? FileManager.default.contentsOfDirectory(atPath: server.served)) ?? []).contains { name in
                name.hasPrefix("fox.playing-lab-a-")
                    && ((try? String(contentsOfFile: server.served + "/" + name, encoding: .utf8)) ?? "").hasPrefix("lab-a ")
            }
        }
        #expect(playing, "lab-a never started playing")
        let b = try Self.computer("lab-b", server: server, arguments: common + ["--state-dir", folder + "/b", "--state-log", folder + "/b.log"],
                                  input: "2\n" + answers)
        let bothUp = Self.wait(30) {
            ((try? FileManager.default.contentsOfDirectory(atPath: server.served)) ?? []).contains { $0.hasPrefix("fox.playing-lab-b-") }
        }
        #expect(bothUp, "lab-b never started playing")
        #expect(FileManager.default.createFile(atPath: folder + "/go", contents: nil))
        a.waitUntilExit()
        b.waitUntilExit()
        let outA = (try? String(contentsOfFile: folder + "/lab-a.out", encoding: .utf8)) ?? ""
        let outB = (try? String(contentsOfFile: folder + "/lab-b.out", encoding: .utf8)) ?? ""
        #expect(a.terminationStatus == 0 && b.terminationStatus == 0, "\(outA.suffix(800))\n---\n\(outB.suffix(800))")
        #expect(!outA.contains("could not be saved") && !outB.contains("could not be saved"))
        // Their first saves waited for lab-c's lock until it was stale, then took it over.
        // lab-a and lab-b started after the kill and watched lab-c's lock for ten seconds before taking it over.
        let taken = try #require(takenOver.withLock { $0 }, "lab-c's lock was never taken over")
        #expect(taken.timeIntervalSince(killed) >= 10, "taken over after \(taken.timeIntervalSince(killed)) s: it was not waited for")
        #expect(!FileManager.default.fileExists(atPath: lock))

        // The second computer was told, in a grown-up's words, that fox plays elsewhere too.
        #expect(outB.contains("fox: also playing on another computer right now (lab-a)"),
                "\(outB.prefix(300))\nthe share now: \((try? FileManager.default.contentsOfDirectory(atPath: server.served)) ?? [])\nlab-b's log: \((try? String(contentsOfFile: folder + "/b/kids.log", encoding: .utf8)) ?? "")")

        // No star lost: the file on the share has every star each computer showed, in each activity.
        let counting = Self.shown(folder + "/a.log", in: "counting"), letters = Self.shown(folder + "/b.log", in: "letters")
        #expect(counting >= 3 && letters >= 3, "each computer earned stars: \(counting), \(letters)")
        let saved = try #require(try ProgressStore(folder: server.served, name: "fox").read().get(), "fox.json is there and whole")
        let pack = try #require(try? PackFolder.load(folder: Binary.root.path + "/Content/en").get())
        let starsIn: (String) -> Int = { id in pack.activities.first { $0.id == id }.map { saved.starCount(in: $0) } ?? -1 }
        #expect(starsIn("counting") == counting && starsIn("letters") == letters)

        // The planted links were left as they were, never followed: the canary is whole, and a computer told of them.
        #expect(try FileManager.default.contentsOfDirectory(atPath: canary) == ["drawing.txt"])
        #expect(try String(contentsOfFile: canary + "/drawing.txt", encoding: .utf8) == "keep me")
        let logs = ["a", "b"].map { (try? String(contentsOfFile: folder + "/\($0)/kids.log", encoding: .utf8)) ?? "" }.joined()
        #expect(logs.contains("fox.lock.d.stale-planted is a symbolic link, which kids did not make: left alone"), "\(logs)")
        for planted in ["fox.lock.d.stale-planted", "fox.json.tmp-planted"] {
            #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: server.served + "/" + planted)) != nil, "\(planted) is gone")
            try FileManager.default.removeItem(atPath: server.served + "/" + planted)
        }

        // Nothing damaged or left: no lock, no temporary file, no probe; only lab-c's note that it was playing.
        let left = try FileManager.default.contentsOfDirectory(atPath: server.served).sorted()
        // (FUSE hides a file removed while the kernel is still closing it as .fuse_hidden*, until it is closed: those,
        // and a lock folder moved aside because one was in it, are FUSE's and are cleaned at the next saves.)
        let ours = left.filter { !$0.hasPrefix(".fuse_hidden") && !$0.contains(".lock.d.stale-") }
        #expect(ours.filter { $0 != "fox.json" && !$0.hasPrefix("fox.playing-lab-c-") }.isEmpty, "\(left)")
        #expect(left.filter { $0.contains(".lock.d.stale-") }.count <= 2, "\(left)")

        // The teacher's report: the roster's names in it, none in the class folder.
        let roster = folder + "/roster.csv"
        try Data("animal,name\nfox,Ada Lovelace\n".utf8).write(to: URL(fileURLWithPath: roster))
        let report = try Binary.run(["report", "--class", server.served, "--roster", roster])
        #expect(report.status == 0, "\(report.errors)")
        #expect(report.output.hasPrefix("folder,child,name,activity,") && report.output.contains(",fox,Ada Lovelace,counting,"),
                "\(report.output)")
        let grep = Spawn.run(["grep", "-rl", "Ada", server.served])
        #expect(grep.status == 1, "a name was written in the class folder: \(grep.output)")
    }
}

/// The school's settings for every computer (/etc/kids/kids.conf), as a new pupil's account meets them on its first
/// start. The test's own /etc is an overlay in a mount namespace of its own: the file and the new account are made
/// there, and this machine's /etc is never touched.
@Suite("The school's settings for a new account", .tags(.slow))
struct SchoolSettingsEndToEndTests {
    static var missing: String? {
        guard getuid() == 0 else { return "making an account and mounting an overlay need root (CI runs as root)" }
        for tool in ["/usr/bin/unshare", "/usr/sbin/useradd", "/usr/sbin/runuser"] where !FileManager.default.isExecutableFile(atPath: tool) {
            return "\(tool) is not installed"
        }
        let filesystems = (try? String(contentsOfFile: "/proc/filesystems", encoding: .utf8)) ?? ""
        return filesystems.contains("\toverlay\n") ? nil : "this kernel has no overlay file system"
    }

    @Test("/etc/kids/kids.conf sets kiosk and the class folder for a new account on its first start; its own file can change the language",
          .enabled(if: missing == nil, Comment(rawValue: missing ?? "")))
    func newAccount() throws {
        let binary = try #require(Binary.path)
        let folder = try Binary.temporaryFolder("school")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let classFolder = folder + "/class"
        try FileManager.default.createDirectory(atPath: classFolder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/logs", withIntermediateDirectories: true)
        #expect(chmod(folder, 0o755) == 0 && chmod(classFolder, 0o3777) == 0 && chmod(folder + "/logs", 0o1777) == 0)
        let script = """
            set -e
            mkdir -p '\(folder)/overlay' && mount -t tmpfs tmpfs '\(folder)/overlay' && mkdir '\(folder)/overlay/up' '\(folder)/overlay/work'
            mount -t overlay overlay -o lowerdir=/etc,upperdir='\(folder)/overlay/up',workdir='\(folder)/overlay/work' /etc
            mkdir -p /etc/kids
            printf '# Class 1b, every computer\\nclass = %s\\nkiosk = yes\\n' '\(classFolder)' > /etc/kids/kids.conf
            useradd --create-home --base-dir '\(folder)/home' pupil
            run() { runuser -u pupil -- env -i HOME='\(folder)/home/pupil' PATH=/usr/bin:/bin '\(binary)' --plain --mute "$@"; }
            echo '== first start'; printf '' | run --state-log '\(folder)/logs/first.log'
            printf '1\\n2\\n3\\n' | run --open counting > /dev/null
            ls -A '\(folder)/home/pupil/.local/share/kids' > '\(folder)/home-files' 2>/dev/null || true
            mkdir -p '\(folder)/home/pupil/.config/kids'; echo 'language = fr' > '\(folder)/home/pupil/.config/kids/kids.conf'
            chown -R pupil '\(folder)/home/pupil/.config'
            echo '== own file'; printf '' | run --child owl
            """
        let result = Spawn.run(["unshare", "--mount", "--propagation", "private", "bash", "-c", script])
        #expect(result.status == 0, "\(result.output)")
        let (first, second) = result.output.split(separator: "== own file").map(String.init).pairs
        // Kiosk: line mode offers no quitting; the state log says kiosk.
        #expect(first.contains("Type a number to play, g for grown-ups.") && !first.contains("q to quit"), "\(first)")
        let log = (try? String(contentsOfFile: folder + "/logs/first.log", encoding: .utf8)) ?? ""
        let snapshot = try #require(log.split(separator: "\n").first.flatMap { try? JSONDecoder().decode(Snapshot.self, from: Data($0.utf8)) })
        #expect(snapshot.kiosk && snapshot.child == "fox")
        // The class folder holds the child; the account's own folder holds no child's file.
        let inClass = try FileManager.default.contentsOfDirectory(atPath: classFolder)
        #expect(inClass.contains("fox.json") && inClass.contains("owl.json"), "\(inClass)")
        let home = (try? String(contentsOfFile: folder + "/home-files", encoding: .utf8)) ?? ""
        #expect(!home.contains("fox.json") && !home.contains("owl.json"), "the account's own folder: \(home)")
        // The account's own file is read over the system's: French, and still kiosk.
        #expect(second.contains("Tape un numéro pour jouer") && !second.contains("pour quitter"), "\(second)")
        // The real /etc was never touched.
        #expect(!FileManager.default.fileExists(atPath: "/etc/kids/kids.conf"))
    }
}

private extension Array where Element == String {
    /// The first two elements ("" for a missing one).
    var pairs: (String, String) { (first ?? "", dropFirst().first ?? "") }
}
