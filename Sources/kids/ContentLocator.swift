import Foundation

/// Finds the built-in content pack when `--content` is not given: installed beside the binary
/// (`PREFIX/share/kids/en`), or in the source tree the binary was built in (`Content/en`).
enum ContentLocator {
    static func builtIn(language: String = "en") -> String? {
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        var candidates = [exe.appendingPathComponent("../share/kids/\(language)").standardized.path]
        var folder = exe
        for _ in 0..<5 {
            candidates.append(folder.appendingPathComponent("Content/\(language)").path)
            folder = folder.deletingLastPathComponent()
        }
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/pack.json") }
    }
}
