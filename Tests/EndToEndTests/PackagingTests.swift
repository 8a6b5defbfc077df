import Foundation
import KidsModel
import Testing
import TestSupport

/// What a parent or a school installs: `make install` and `make uninstall`, the Debian package, and bash
/// completion.
@Suite("Installing kids", .serialized)
struct PackagingTests {
    /// Runs a shell command in the repository; its output and status.
    func shell(_ command: String) -> Spawn.Result {
        Spawn.run(["sh", "-c", "cd '\(Binary.root.path)' && \(command) 2>&1"])
    }

    @Test("make install puts a binary that finds its content, manual and completion; make uninstall removes them; the .deb runs unpacked")
    func installAndPackage() throws {
        let prefix = try Binary.temporaryFolder("prefix")
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        let install = shell("make install PREFIX='\(prefix)'")
        try #require(install.status == 0, "\(install.output.suffix(2000))")
        for file in ["bin/kids", "share/kids/en/pack.json", "share/kids/fr/pack.json", "share/man/man1/kids.1",
                     "share/doc/kids/PRIVACY.md", "share/bash-completion/completions/kids", "share/zsh/vendor-completions/_kids"] {
            #expect(FileManager.default.fileExists(atPath: prefix + "/" + file), "\(file) was not installed")
        }
        // Run from elsewhere, with no source tree in sight: it finds its content beside itself.
        let played = Spawn.run(["sh", "-c", "cd / && printf '1\\n1\\nq\\n' | env -i PATH=/usr/bin:/bin '\(prefix)/bin/kids' --mute --state-dir '\(prefix)/state'"])
        #expect(played.output.contains("Answers: 1 (right!), 2 or 3."), "\(played.output)")
        let uninstall = shell("make uninstall PREFIX='\(prefix)'")
        #expect(uninstall.status == 0)
        // No file is left behind (the empty folders are the prefix's, and the test's own state folder stays).
        let left = (FileManager.default.enumerator(atPath: prefix)?.compactMap { $0 as? String } ?? []).filter { path in
            var folder: ObjCBool = false
            return !path.hasPrefix("state") && FileManager.default.fileExists(atPath: prefix + "/" + path, isDirectory: &folder) && !folder.boolValue
        }
        #expect(left.isEmpty, "left behind: \(left)")

        let deb = shell("make deb")
        try #require(deb.status == 0, "\(deb.output.suffix(2000))")
        let package = try #require(try FileManager.default.contentsOfDirectory(atPath: Binary.root.path + "/build").first { $0.hasSuffix(".deb") })
        let unpacked = try Binary.temporaryFolder("deb")
        defer { try? FileManager.default.removeItem(atPath: unpacked) }
        let info = shell("dpkg-deb --field build/\(package) Depends")
        #expect(info.output.contains("libespeak-ng1") && info.output.contains("libportaudio2") && info.output.contains("espeak-ng-data"))
        #expect(shell("dpkg -x build/\(package) '\(unpacked)'").status == 0)
        let version = Spawn.run(["\(unpacked)/usr/bin/kids", "--version"])
        #expect(version.output.hasPrefix("kids 0.1.0"))
        // The circle's tile with this seed (its answers in the pack: rectangle, triangle, circle).
        let circle = (AppState.tileOrder(count: 3, seed: 2, showing: 1).firstIndex(of: 2) ?? 0) + 1
        let session = Spawn.run(["sh", "-c", "cd / && printf '3\\n\(circle)\\n\\nq\\n' | '\(unpacked)/usr/bin/kids' --plain --mute --seed 2 --state-dir '\(unpacked)/state'"])
        #expect(session.output.contains("What shape is this?"), "\(session.output)")
        #expect(session.output.contains("\(circle). circle (right!)"), "\(session.output)")
    }

    @Test("bash completion offers switches, activities, languages and voices")
    func completion() throws {
        let binaryFolder = try #require(Binary.path.map { ($0 as NSString).deletingLastPathComponent })
        func complete(_ words: String) -> String {
            let script = "source '\(Binary.root.path)/completions/kids.bash'; COMP_WORDS=(\(words)); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); _kids; echo \"${COMPREPLY[*]}\""
            return Spawn.run(["env", "PATH=\(binaryFolder):/usr/bin:/bin", "bash", "-c", script]).output
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #expect(complete("kids --op") == "--open")
        #expect(complete("kids --open ''") == "counting letters shapes")
        #expect(complete("kids --lang f") == "fr")
        #expect(complete("kids ch") == "check-content")
        #expect(complete("kids --voice en-u").contains("en-us"))
    }
}
