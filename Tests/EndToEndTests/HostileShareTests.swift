import Foundation
import KidsModel
import Testing
import TestSupport

/// A class folder as SCHOOLS.md sets it up (a group of the class's accounts, `chmod 2770`), with a pupil who turns it
/// against another: real accounts (`useradd`), the attacker's entries planted as the attacker (`runuser`), the victim
/// playing as the victim, and root playing too. Every attack of issue 41 is made; the victim's home, a root-only
/// folder and their modes must come out as they went in, and what was planted must be left where it was.
@Suite("A class folder no pupil can turn against anyone", .serialized, .tags(.slow))
struct HostileShareTests {
    static var missing: String? {
        guard getuid() == 0 else { return "making accounts needs root (CI runs as root)" }
        for tool in ["/usr/sbin/useradd", "/usr/sbin/userdel", "/usr/sbin/groupadd", "/usr/sbin/groupdel", "/usr/sbin/runuser", "/usr/bin/unshare"]
        where !FileManager.default.isExecutableFile(atPath: tool) {
            return "\(tool) is not installed"
        }
        return nil
    }

    /// A class, its two pupils and the canaries, made for one test and removed after it.
    final class Class {
        let root: String
        let tag = String(UInt32.random(in: 0 ... .max), radix: 36)
        var group: String { "kidscl\(tag)" }
        var victim: String { "kidsvi\(tag)" }
        var attacker: String { "kidsat\(tag)" }
        var folder: String { root + "/class" }
        var victimHome: String { root + "/home/" + victim }
        var rootOnly: String { root + "/root-only" }

        init() throws {
            root = try Binary.temporaryFolder("hostile")
            #expect(chmod(root, 0o755) == 0)
            try Spawn.shell("""
                set -e
                groupadd '\(group)'
                useradd --create-home --base-dir '\(root)/home' -G '\(group)' '\(victim)'
                useradd --create-home --base-dir '\(root)/home' -G '\(group)' '\(attacker)'
                # As SCHOOLS.md says: the class's group reads and writes, and new files are the group's.
                mkdir '\(folder)'; chgrp '\(group)' '\(folder)'; chmod 2770 '\(folder)'
                # The canaries: the victim's files, and a folder only root may read.
                printf 'alias ls=ls\\n' > '\(victimHome)/.bashrc'; printf 'PATH=$PATH\\n' > '\(victimHome)/.profile'
                mkdir '\(victimHome)/drawings'; printf 'a cat\\n' > '\(victimHome)/drawings/cat.txt'
                chown -R '\(victim)' '\(victimHome)'; chmod 0600 '\(victimHome)/.profile'
                mkdir -m 0700 '\(rootOnly)'; printf 'secret\\n' > '\(rootOnly)/secret.txt'; chmod 0600 '\(rootOnly)/secret.txt'
                """)
        }

        deinit {
            _ = try? Spawn.shell("userdel -r '\(victim)' 2>/dev/null; userdel -r '\(attacker)' 2>/dev/null; groupdel '\(group)' 2>/dev/null; true")
            try? FileManager.default.removeItem(atPath: root)
        }

        /// Every file and folder under the canaries, with its mode and contents: what must not change (but for the
        /// victim's own kids folder, `~/.local`, which kids makes for its log).
        func canaries() -> [String: String] {
            var seen: [String: String] = [:]
            for top in [victimHome, rootOnly] {
                let paths = [top] + ((FileManager.default.subpaths(atPath: top) ?? []).filter { !$0.hasPrefix(".local") }.map { top + "/" + $0 })
                for path in paths {
                    var info = stat()
                    guard lstat(path, &info) == 0 else { continue }
                    let bytes = (info.st_mode & S_IFMT) == S_IFREG ? (FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? "?") : ""
                    seen[path] = String(info.st_mode, radix: 8) + " \(info.st_uid) " + bytes
                }
            }
            return seen
        }

        /// Runs `script` as `user` (a login-less shell of theirs), its output returned.
        func run(as user: String, _ script: String) throws -> String {
            try Spawn.shell("runuser -u '\(user)' -- env -i HOME='\(root)/home/\(user)' PATH=/usr/bin:/bin bash -c \(Self.quoted(script))")
        }

        /// kids, played in line mode as `user` (root when nil) with `input`, in this class folder.
        func play(as user: String?, _ arguments: [String], input: String) throws -> String {
            let binary = try #require(Binary.path)
            let command = ([binary, "--plain", "--mute", "--class", folder, "--seed", "3"] + arguments).map(Self.quoted).joined(separator: " ")
            let line = "printf \(Self.quoted(input)) | \(command) 2>&1; echo \"exit=$?\""
            guard let user else { return try Spawn.shell("HOME='\(root)/home/root-played' \(line)") }
            return try run(as: user, line)
        }

        static func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    }

    /// A question or two answered, a star or a set-aside answer saved, then home and quit.
    static let answers = "1\n2\n3\n\n1\n2\n3\nb\nq\n"

    @Test("links planted under a stale lock's name, a temp file's and a presence file's old names, and a FIFO: the victim's saves and root's never follow one; the victim's home and a root-only folder are unchanged; what was planted is left and told",
          .enabled(if: missing == nil, Comment(rawValue: missing ?? "")))
    func plantedLinks() throws {
        let lab = try Class()
        let before = lab.canaries()
        #expect(before.count >= 7, "\(before.keys.sorted())")
        // The attacker plants, as the attacker: (1) a link named like a lock moved aside, into the victim's home and
        // into the root-only folder; (3, 4) links under the names a presence file and a temp file had (host and PID),
        // for the next 300 PIDs, at the victim's .bashrc and .profile; a FIFO under a temp file's name.
        let host = try Spawn.shell("hostname").trimmingCharacters(in: .whitespacesAndNewlines)
        let next = Int(try Spawn.shell("cat /proc/sys/kernel/ns_last_pid").trimmingCharacters(in: .whitespacesAndNewlines)) ?? 1000
        _ = try lab.run(as: lab.attacker, """
            set -e; cd '\(lab.folder)'
            ln -s '\(lab.victimHome)' fox.lock.d.stale-x; ln -s '\(lab.rootOnly)' owl.lock.d.stale-y
            ln -s '\(lab.victimHome)/drawings' fox.lock.d.stale-z
            for pid in $(seq \(next) \(next + 300)); do
              ln -sf '\(lab.victimHome)/.bashrc' "fox.playing-\(host)-$pid"; ln -sf '\(lab.victimHome)/.profile' "fox.json.tmp-\(host)-$pid"
              ln -sf '\(lab.rootOnly)/secret.txt' "owl.json.tmp-\(host)-$pid"
            done
            mkfifo fox.json.tmp-fifo; mkfifo .kids-look-fifo
            # And under the names the new code uses, with a random part it would have to guess.
            ln -s '\(lab.victimHome)/.bashrc' fox.json.tmp-0123456789abcdef; ln -s '\(lab.victimHome)/.profile' .fox.playing-0123456789abcdef
            ln -s '\(lab.rootOnly)/secret.txt' .kids-look-0123456789abcdef; ln -s '\(lab.victimHome)' "fox.playing-\(host)-\(next)-0123456789abcdef"
            """)
        let planted = try FileManager.default.contentsOfDirectory(atPath: lab.folder).sorted()
        // The victim plays fox (a new animal: its first save, then more); root plays owl.
        let victim = try lab.play(as: lab.victim, ["--child", "fox", "--open", "counting", "--gate-seed", "1"],
                                  input: Self.answers.replacingOccurrences(of: "b\nq\n", with: "b\ng\n\(Binary.gateAnswer(seed: 1))\nd\nq\n"))
        #expect(victim.contains("exit=0"), "\(victim.suffix(600))")
        // Grown-ups are told in their area (the first three things; kids.log has more).
        #expect(victim.components(separatedBy: "was not made by kids, so kids left it alone. The command kids check-class").count - 1 == 3,
                "\(victim.suffix(1500))")
        let root = try lab.play(as: nil, ["--child", "owl", "--open", "shapes"], input: Self.answers)
        #expect(root.contains("exit=0"), "\(root.suffix(600))")

        #expect(Self.difference(before, lab.canaries()).isEmpty, "a canary changed: \(Self.difference(before, lab.canaries()))")
        // The stars were saved, as regular files of the class's group.
        for child in ["fox", "owl"] {
            var info = stat()
            #expect(lstat(lab.folder + "/\(child).json", &info) == 0 && info.st_mode & S_IFMT == S_IFREG, "\(child).json")
            #expect(info.st_mode & 0o7777 == 0o660)
        }
        // Everything planted is still there, as it was planted (left alone, never followed, never emptied).
        let after = Set(try FileManager.default.contentsOfDirectory(atPath: lab.folder))
        #expect(Set(planted).subtracting(after).isEmpty, "removed: \(Set(planted).subtracting(after).sorted().prefix(5))")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: lab.folder + "/fox.lock.d.stale-x") == lab.victimHome)
        // And told: the victim's kids.log names what it left alone, the first twenty, then one line for the rest (a
        // pupil who plants hundreds floods nothing).
        let log = (try? String(contentsOfFile: lab.victimHome + "/.local/share/kids/kids.log", encoding: .utf8)) ?? ""
        let told = log.split(separator: "\n").filter { $0.contains("which kids did not make: left alone") }
        #expect(told.count == 20 && told.contains { $0.hasSuffix("fox.json.tmp-fifo is a FIFO, which kids did not make: left alone") }, "\(log.prefix(3000))")
        #expect(log.contains("that kids did not make was left alone; kids check-class \(lab.folder) lists it all"), "\(log.suffix(1000))")
    }

    @Test("a lock folder that is a link to a folder (2): after the ten seconds that make it stale it is moved aside as a link, never emptied; the save goes through",
          .enabled(if: missing == nil, Comment(rawValue: missing ?? "")))
    func lockIsALink() throws {
        let lab = try Class()
        let before = lab.canaries()
        _ = try lab.run(as: lab.attacker, "cd '\(lab.folder)' && ln -s '\(lab.victimHome)' bear.lock.d && ln -s '\(lab.rootOnly)' lion.lock.d")
        let victim = try lab.play(as: lab.victim, ["--child", "bear", "--open", "counting"], input: Self.answers)
        #expect(victim.contains("exit=0") && !victim.contains("could not be saved"), "\(victim.suffix(600))")
        let root = try lab.play(as: nil, ["--child", "lion", "--open", "counting"], input: Self.answers)
        #expect(root.contains("exit=0") && !root.contains("could not be saved"), "\(root.suffix(600))")
        #expect(Self.difference(before, lab.canaries()).isEmpty, "a canary changed: \(Self.difference(before, lab.canaries()))")
        let names = try FileManager.default.contentsOfDirectory(atPath: lab.folder)
        #expect(names.contains("bear.json") && names.contains("lion.json"), "\(names)")
        let log = (try? String(contentsOfFile: lab.victimHome + "/.local/share/kids/kids.log", encoding: .utf8)) ?? ""
        #expect(log.contains("/bear.lock.d.stale-") && log.contains("is a symbolic link, which kids did not make: left alone"), "\(log)")
        // The links were moved aside as entries: still links, still pointing where they did.
        let asides = names.filter { $0.hasPrefix("bear.lock.d.stale-") || $0.hasPrefix("lion.lock.d.stale-") }
        #expect(asides.count == 2, "\(names)")
        for aside in asides {
            let target = try FileManager.default.destinationOfSymbolicLink(atPath: lab.folder + "/" + aside)
            #expect(target == lab.victimHome || target == lab.rootOnly)
        }
    }

    @Test("a child file with numbers out of range (\"seen\": 1e300) is named by the report, exit 65, and every other child is reported; the game opens it as unreadable, never traps",
          .enabled(if: missing == nil, Comment(rawValue: missing ?? "")))
    func hostileChildFile() throws {
        let lab = try Class()
        let good = try lab.play(as: lab.victim, ["--child", "fox", "--open", "counting"], input: Self.answers)
        #expect(good.contains("exit=0"), "\(good.suffix(400))")
        let hostile = """
            {"version":3,"stars":{"counting.1":1800000000},"misses":{},"resetAt":0,"settings":{"speech":true,"rate":140},\
            "settingsChangedAt":0,"reviews":{"counting.1":{"box":4,"due":1800000000,"seen":1e300}}}
            """
        _ = try lab.run(as: lab.attacker, "cd '\(lab.folder)' && printf '%s' \(Class.quoted(hostile)) > owl.json && chmod 0660 owl.json")
        let binary = try #require(Binary.path)
        let report = Spawn.run([binary, "report", "--class", lab.folder])
        #expect(report.status == 65, "\(report.output)")
        #expect(report.output.contains("child 'owl' in \(lab.folder) left out") && report.output.contains("out of range"), "\(report.output)")
        #expect(report.output.contains(",fox,counting,"), "the other children are reported: \(report.output)")
        // Played, owl's file is told as unusable at start (logged, and told to grown-ups), and the first save moves it
        // aside under the lock and saves owl afresh: no pupil can stop a child's saves for good this way.
        let game = try lab.play(as: lab.victim, ["--child", "owl", "--open", "counting"], input: Self.answers)
        #expect(game.contains("exit=0") && !game.contains("could not be saved"), "\(game.suffix(600))")
        let log = (try? String(contentsOfFile: lab.victimHome + "/.local/share/kids/kids.log", encoding: .utf8)) ?? ""
        #expect(log.contains("could not be read") && log.contains("out of range") && log.contains("the next save sets it aside"), "\(log)")
        let names = try FileManager.default.contentsOfDirectory(atPath: lab.folder)
        let aside = try #require(names.first { $0.hasPrefix("owl.json.corrupt-") }, "\(names)")
        #expect(try String(contentsOfFile: lab.folder + "/" + aside, encoding: .utf8) == hostile)
        #expect(Spawn.run([binary, "report", "--class", lab.folder]).status == 0, "owl saved afresh: the report is whole")
        // A class folder named by a link is never reported as a class without children: it is named, exit 65.
        #expect(symlink(lab.folder, lab.root + "/via-link") == 0)
        let linked = Spawn.run([binary, "report", "--class", lab.root + "/via-link"])
        #expect(linked.status == 65 && linked.output.contains("symbolic link"), "\(linked.output)")
    }

    @Test("a full share: the failed save is told on home, leaves no lock or temp file behind, and the next save does not wait",
          .enabled(if: missing == nil, Comment(rawValue: missing ?? "")))
    func fullShare() throws {
        let binary = try #require(Binary.path)
        let folder = try Binary.temporaryFolder("full-share")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = "'\(binary)' --plain --mute --class \"$share\" --child fox --open counting --seed 3 --state-dir '\(folder)/state'"
        let script = """
            set -e; share='\(folder)/share'; mkdir -p "$share" '\(folder)/state'
            mount -t tmpfs -o size=64k tmpfs "$share"; chmod 2770 "$share"
            dd if=/dev/zero of="$share/filler" bs=4k 2>/dev/null || true
            echo '== full'; printf \(Class.quoted(Self.answers)) | \(run) 2>&1 || echo "exit=$?"
            echo '== left'; ls -A "$share"
            rm "$share/filler"
            echo '== room'; start=$(date +%s%N); printf '1\\n2\\n3\\nq\\n' | \(run) 2>&1; end=$(date +%s%N)
            echo "== took $(( (end - start) / 1000000 )) ms"; ls -A "$share"
            """
        let result = Spawn.run(["unshare", "--mount", "--propagation", "private", "bash", "-c", script])
        #expect(result.status == 0, "\(result.output)")
        let parts = result.output.components(separatedBy: "== ")
        let full = parts.first { $0.hasPrefix("full") } ?? "", left = parts.first { $0.hasPrefix("left") } ?? ""
        // Told on home (line mode prints home's news when it comes back to it), in the grown-ups' words.
        #expect(full.contains("Progress could not be saved") && full.contains("No space left on device")
                && full.contains("Stars earned are kept while kids runs"), "\(full)")
        #expect(left.split(separator: "\n").dropFirst().allSatisfy { $0 == "filler" }, "left behind: \(left)")
        // With room again, the save goes through at once: nothing the failed one left made it wait ten seconds.
        let took = parts.first { $0.hasPrefix("took") }.flatMap { Int($0.split(separator: " ")[1]) } ?? .max
        #expect(took < 8_000, "\(result.output)")
        #expect(result.output.split(separator: "\n").last?.contains("fox.json") == true, "\(result.output)")
    }

    static func difference(_ a: [String: String], _ b: [String: String]) -> String {
        Set(a.keys).union(b.keys).filter { a[$0] != b[$0] }.sorted().map { "\($0): \(a[$0] ?? "none") → \(b[$0] ?? "none")" }.joined(separator: "; ")
    }
}
