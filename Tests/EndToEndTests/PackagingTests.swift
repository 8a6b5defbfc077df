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

    /// Runs a shell command in the repository (or in `folder`); its output and status.
    func shell(_ command: String, in folder: String = Binary.root.path) -> Spawn.Result {
        Spawn.run(["sh", "-c", "cd '\(folder)' && \(command) 2>&1"])
    }

    /// The .deb `make deb` left in the repository's build/ folder, if there is one.
    func builtPackage() -> String? {
        (try? FileManager.default.contentsOfDirectory(atPath: Binary.root.path + "/build"))?.first { $0.hasSuffix(".deb") }
    }

    /// Where two .deb files differ: their ar members' headers, their files' names, modes, owners, sizes and times
    /// (`dpkg-deb -c`), and each file whose bytes differ (`dpkg-deb -R`, control files included), with how many.
    static func differences(_ first: String, _ second: String) -> String {
        let script = #"""
            t=$(mktemp -d)
            ar tv "$1" > "$t/ar.1"; ar tv "$2" > "$t/ar.2"
            diff "$t/ar.1" "$t/ar.2" > "$t/ar" && echo "ar members: the same headers" || { echo "ar members:"; cat "$t/ar"; }
            dpkg-deb -c "$1" > "$t/list.1"; dpkg-deb -c "$2" > "$t/list.2"
            diff "$t/list.1" "$t/list.2" > "$t/list" && echo "files: the same names, modes, owners, sizes and times" \
                || { echo "files:"; cat "$t/list"; }
            dpkg-deb -R "$1" "$t/1" && dpkg-deb -R "$2" "$t/2" && cd "$t/1" && find . -type f | LC_ALL=C sort | while read -r file; do
                cmp -s "$file" "../2/$file" || echo "$file: $(cmp -l "$file" "../2/$file" 2>&1 | wc -l) bytes differ, from byte $(cmp "$file" "../2/$file" 2>&1 | sed -n 's/.* byte \([0-9]*\).*/\1/p')"
            done
            cd / && rm -rf "$t"
            """#
        return Spawn.run(["sh", "-c", script, "sh", first, second]).output
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
        let package = try #require(builtPackage())
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

    /// Issue 34: a school, or anyone, can rebuild the package from the same commit and get the same bytes, so it
    /// can check that the package it was given is what the source makes. The second build starts from nothing
    /// (no .build), in a folder whose path is of another length: the compiler writes paths, or their lengths,
    /// where it should not (docs/PACKAGING.md, "Reproducible"). It takes as long as a build from scratch.
    @Test("make deb in a copy of the tree, in a folder whose path is of another length, staged elsewhere, makes the same .deb byte for byte")
    func reproducible() throws {
        let here = shell("make deb")
        try #require(here.status == 0, "\(here.output.suffix(2000))")
        let package = try #require(builtPackage())
        let folder = try Binary.temporaryFolder("reproducible")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let copy = folder + "/kids"
        try #require(copy.count != Binary.root.path.count, "the copy's path must be of another length than \(Binary.root.path)")
        // The working tree as it is, files not yet added to git included (they are built here too), without what
        // builds leave and without .git: the Makefile must not need git.
        let copied = shell("mkdir '\(copy)' && tar -cf - --exclude=./.build --exclude=./build --exclude=./.git . | tar -xf - -C '\(copy)'")
        try #require(copied.status == 0, "\(copied.output)")
        // Staged outside the tree, which has no build/ yet: make package makes it.
        let there = shell("make deb STAGE='\(folder)/stage'", in: copy)
        try #require(there.status == 0, "\(there.output.suffix(2000))")
        let first = Binary.root.path + "/build/" + package, second = copy + "/build/" + package
        let same = shell("cmp '\(first)' '\(second)'")
        let differences = same.status == 0 ? "" : Self.differences(first, second)
        #expect(same.status == 0, "\(same.output)\(differences)")
    }

    /// Issue 34: a school serves kids to its computers from its own apt repository, signed with its own key.
    @Test("make repo KEY=… signs a repository: InRelease verifies with the keyring it exports, not with another key's; Packages lists the .deb with its SHA-256; Release is dated from the changelog")
    func repository() throws {
        for (tool, debianPackage) in [("apt-ftparchive", "apt-utils"), ("gpg", "gnupg"), ("gpgv", "gpgv")] {
            try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/\(tool)"),
                         "\(tool) is not installed (package \(debianPackage)): apt-get install -y $(cat debian-test-packages.txt)")
        }
        // The .deb installAndPackage made, else one made now (make repo, like make package, never builds).
        if builtPackage() == nil {
            let deb = shell("make deb")
            try #require(deb.status == 0, "\(deb.output.suffix(2000))")
        }
        let package = try #require(builtPackage())
        let folder = try Binary.temporaryFolder("repo")
        // Two throwaway keys, each in a gpg home of its own: the school's, and another one that must not verify.
        let homes = ["school", "other"].map { folder + "/" + $0 }
        defer {
            for home in homes { _ = shell("GNUPGHOME='\(home)' gpgconf --kill gpg-agent") }
            try? FileManager.default.removeItem(atPath: folder)
        }
        let keys = try homes.map { home in
            let made = shell("mkdir -m 700 '\(home)' && export GNUPGHOME='\(home)' && gpg --batch --passphrase '' --quick-gen-key 'kids test <kids@example.invalid>' ed25519 sign never && gpg --batch --with-colons --list-secret-keys 2> /dev/null | awk -F: '$1 == \"fpr\" { print $10; exit }'")
            let fingerprint = String(made.output.split(separator: "\n").last ?? "")
            try #require(made.status == 0 && fingerprint.count == 40, "\(made.output)")
            return fingerprint
        }
        let repo = folder + "/repo"
        let made = shell("GNUPGHOME='\(homes[0])' make repo KEY=\(keys[0]) REPO='\(repo)'")
        try #require(made.status == 0, "\(made.output)")
        let keyring = repo + "/kids-archive-keyring.gpg", release = repo + "/dists/stable/Release"
        let inline = shell("gpgv --keyring '\(keyring)' '\(repo)/dists/stable/InRelease'")
        #expect(inline.status == 0 && inline.output.contains("Good signature"), "\(inline.output)")
        let detached = shell("gpgv --keyring '\(keyring)' '\(release).gpg' '\(release)'")
        #expect(detached.status == 0 && detached.output.contains("Good signature"), "\(detached.output)")
        // The check can fail: with the other key's public half as the keyring, the signature does not verify.
        let otherKeyring = folder + "/other.gpg"
        #expect(shell("GNUPGHOME='\(homes[1])' gpg --batch --output '\(otherKeyring)' --export \(keys[1])").status == 0)
        let refused = shell("gpgv --keyring '\(otherKeyring)' '\(repo)/dists/stable/InRelease'")
        #expect(refused.status != 0 && refused.output.contains("No public key"), "\(refused.output)")

        // The index lists the .deb with its hash, and Release lists the index with its own.
        let arch = shell("dpkg --print-architecture").output.trimmingCharacters(in: .whitespacesAndNewlines)
        let index = "main/binary-\(arch)/Packages"
        let packages = try String(contentsOfFile: repo + "/dists/stable/" + index, encoding: .utf8)
        let debHash = shell("sha256sum build/\(package)").output.prefix(64)
        #expect(packages.contains("Package: kids\n") && packages.contains("SHA256: \(debHash)\n"), "\(packages)")
        #expect(packages.contains("Filename: pool/main/k/kids/\(package)\n"), "\(packages)")
        #expect(FileManager.default.fileExists(atPath: repo + "/pool/main/k/kids/" + package))
        let released = try String(contentsOfFile: release, encoding: .utf8)
        let indexHash = shell("sha256sum '\(repo)/dists/stable/\(index)'").output.prefix(64)
        #expect(released.contains(" \(indexHash) ") && released.contains(" \(index)\n"), "\(released)")
        for field in ["Suite: stable", "Codename: kids", "Components: main", "Architectures: \(arch)"] {
            #expect(released.contains(field + "\n"), "\(field) is not in Release: \(released)")
        }
        // Its date is the changelog's, so the same packages make the same Release.
        let date = shell(#"date -u -R -d "$(sed -n 's/^ -- .*>  //p' packaging/changelog | head -n 1)""#).output
        #expect(released.contains("Date: \(date)"), "Release: \(released)\nthe changelog's date: \(date)")
        // Without a key it makes nothing, and says what is missing.
        let keyless = shell("make repo REPO='\(folder)/keyless'")
        #expect(keyless.status != 0 && keyless.output.contains("no signing key"), "\(keyless.output)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/keyless"))
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
        #expect(complete("kids --open ''") == "counting letters shapes keys keyboard stories listen words numbers")
        #expect(complete("kids --keyboard a") == "azerty")
        #expect(complete("kids --lang f") == "fr")
        #expect(complete("kids ch") == "check-content check-class")
        #expect(complete("kids check-cl") == "check-class")
        #expect(complete("kids --voice en-u").contains("en-us"))
    }
}
