import Foundation
import KidsModel
import Testing
import TestSupport

/// What a parent or a school installs: `make install` and `make uninstall`, the Debian package, what software
/// centres read (AppStream metainfo, desktop entry, icon), and bash completion.
@Suite("Installing kids", .serialized, .tags(.slow))
struct PackagingTests {
    /// The AppStream ID the metainfo, the desktop entry and the icon are named after (the Makefile's APPID).
    static let appID = "io.github.kids.Kids"
    /// The validators this test runs and their Debian packages, listed in `debian-test-packages.txt`. One that
    /// is missing fails the test and says so: it never passes without them.
    static let validators = [("appstreamcli", "appstream"), ("desktop-file-validate", "desktop-file-utils"), ("lintian", "lintian")]

    /// Runs a shell command in the repository; its output and status.
    func shell(_ command: String) -> Spawn.Result {
        Spawn.run(["sh", "-c", "cd '\(Binary.root.path)' && \(command) 2>&1"])
    }

    @Test("make install puts a binary that finds its content, manual, completion and desktop files, which validate; make uninstall removes them; the .deb is lintian-clean and runs unpacked")
    func installAndPackage() throws {
        for (tool, debianPackage) in Self.validators {
            try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/\(tool)"),
                         "\(tool) is not installed (package \(debianPackage)): apt-get install -y $(cat debian-test-packages.txt)")
        }
        let prefix = try Binary.temporaryFolder("prefix")
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        let install = shell("make install PREFIX='\(prefix)'")
        try #require(install.status == 0, "\(install.output.suffix(2000))")
        for file in ["bin/kids", "share/kids/en/pack.json", "share/kids/fr/pack.json", "share/man/man1/kids.1",
                     "share/doc/kids/PRIVACY.md", "share/bash-completion/completions/kids", "share/zsh/vendor-completions/_kids",
                     "share/metainfo/\(Self.appID).metainfo.xml", "share/applications/\(Self.appID).desktop",
                     "share/icons/hicolor/scalable/apps/\(Self.appID).svg"] {
            #expect(FileManager.default.fileExists(atPath: prefix + "/" + file), "\(file) was not installed")
        }
        // What software centres and menus read passes their validators: no error and no warning (AppStream's
        // infos and pedantic notes, and desktop-file-validate's hints, are allowed; docs/PACKAGING.md says which).
        let metainfo = shell("appstreamcli validate --no-net '\(prefix)/share/metainfo/\(Self.appID).metainfo.xml'")
        let metainfoComplaints = metainfo.output.split(separator: "\n").filter { $0.hasPrefix("E:") || $0.hasPrefix("W:") }
        #expect(metainfo.status == 0 && metainfoComplaints.isEmpty, "\(metainfo.output)")
        let desktop = shell("desktop-file-validate '\(prefix)/share/applications/\(Self.appID).desktop'")
        let desktopComplaints = desktop.output.split(separator: "\n").filter { $0.contains(" error: ") || $0.contains(" warning: ") }
        #expect(desktop.status == 0 && desktopComplaints.isEmpty, "\(desktop.output)")
        let icon = (try? String(contentsOfFile: prefix + "/share/icons/hicolor/scalable/apps/\(Self.appID).svg", encoding: .utf8)) ?? ""
        #expect(icon.contains("<svg") && icon.contains("<title>"), "the icon is not an SVG with a title")
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
        #expect(info.output.contains("libc6 (>= ") && info.output.contains("libasound2"), "\(info.output)")
        // Lintian finds no error (its warnings, if any, are explained in docs/PACKAGING.md).
        let lintian = shell("lintian build/\(package)")
        let errors = lintian.output.split(separator: "\n").filter { $0.hasPrefix("E:") }
        #expect(lintian.status == 0 && errors.isEmpty, "\(lintian.output.suffix(4000))")
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
        #expect(complete("kids --open ''") == "counting letters shapes keys keyboard stories")
        #expect(complete("kids --keyboard a") == "azerty")
        #expect(complete("kids --lang f") == "fr")
        #expect(complete("kids ch") == "check-content")
        #expect(complete("kids --voice en-u").contains("en-us"))
    }
}
