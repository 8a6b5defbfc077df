#if canImport(Glibc)
import Glibc
#endif
import FoundationEssentials
import KidsStore
import KidsSystem

/// Finds the built-in content pack when `--content` is not given: installed beside the binary
/// (`PREFIX/share/kids/en`), or in the source tree the binary was built in (`Content/en`).
enum ContentLocator {
    static func builtIn(language: String = "en") -> String? {
        find(installed: "share/kids/\(language)", source: "Content/\(language)", marker: "pack.json")
    }

    /// The languages that have a built-in pack.
    static func languages() -> [String] {
        guard let english = builtIn() else { return [] }
        let root = Folder.parent(of: english)
        do {
            return try Folder.names(in: root).filter { Folder.exists(root + "/" + $0 + "/pack.json") }
        } catch {
            // The folder that holds the English pack cannot be listed: English is what there is.
            return ["en"]
        }
    }

    /// The pack's language: `--lang`, else the locale's (LC_ALL, then LC_MESSAGES, then LANG) when a pack
    /// exists for it, else English. Nil when `--lang` names a language without a pack.
    static func language(requested: String?, environment: [String: String], available: [String]) -> String? {
        if let requested { return available.contains(requested) ? requested : nil }
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        // "fr_FR.UTF-8" → "fr"; "C" and "POSIX" name no language.
        let code = String(locale.prefix { $0.isLetter }).lowercased()
        return available.contains(code) ? code : "en"
    }

    /// The privacy policy that ships with the program: installed as `PREFIX/share/doc/kids/PRIVACY.md`, or
    /// `PRIVACY.md` in the source tree.
    static func privacyPolicy() -> String {
        find(installed: "share/doc/kids", source: ".", marker: "PRIVACY.md").map { $0 + "/PRIVACY.md" }
            ?? "PRIVACY.md, beside the program's source"
    }

    /// The first folder, beside the binary (`../installed`), in a folder above it (`source`), or in the
    /// current folder (a source tree whose build went elsewhere), that holds `marker`.
    private static func find(installed: String, source: String, marker: String) -> String? {
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        var candidates = [exe.appendingPathComponent("../\(installed)").standardized.path]
        var folder = exe
        for _ in 0..<5 {
            candidates.append(folder.appendingPathComponent(source).standardized.path)
            folder = folder.deletingLastPathComponent()
        }
        candidates.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(source).standardized.path)
        return candidates.first { Folder.exists($0 + "/" + marker) }
    }
}
