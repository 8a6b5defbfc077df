import Foundation

/// Finds the built-in content pack when `--content` is not given: installed beside the binary
/// (`PREFIX/share/kids/en`), or in the source tree the binary was built in (`Content/en`).
enum ContentLocator {
    static func builtIn(language: String = "en") -> String? {
        find(installed: "share/kids/\(language)", source: "Content/\(language)", marker: "pack.json")
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
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/" + marker) }
    }
}
