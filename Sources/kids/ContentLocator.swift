import KidsStore
import KidsSystem

/// Finds the built-in content pack when `--content` is not given: installed beside the binary
/// (`PREFIX/share/kids/en`), or in the source tree the binary was built in (`Content/en`).
enum ContentLocator {
    static func builtIn(language: String = "en") -> String? {
        find(installed: "share/kids/\(language)", source: "Content/\(language)", marker: "pack.json")
    }

    /// The letterforms drawn for letters and numbers (`Letterforms`): installed beside the packs
    /// (`PREFIX/share/kids/letterforms`), or in the source tree (`Content/letterforms`).
    static func letterforms() -> String? {
        find(installed: "share/kids/letterforms", source: "Content/letterforms", marker: "SOURCES.md")
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
        // "fr_FR.UTF-8" → "fr"; "C" and "POSIX" name no language.
        let code = String(locale(environment).prefix { $0.isLetter }).lowercased()
        return available.contains(code) ? code : "en"
    }

    /// The locale's region, which chooses among a pack's voices: "en_GB.UTF-8" → "GB", "en_US" → "US"; nil
    /// when the locale names none ("C", "en").
    static func region(environment: [String: String]) -> String? {
        let locale = locale(environment)
        guard let underscore = locale.firstIndex(of: "_") else { return nil }
        let region = locale[locale.index(after: underscore)...].prefix { $0.isLetter }
        return region.isEmpty ? nil : region.uppercased()
    }

    /// The locale of messages: LC_ALL, then LC_MESSAGES, then LANG, the first that is set and not empty.
    private static func locale(_ environment: [String: String]) -> String {
        ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
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
        var candidates: [String] = []
        if let binary = binaryFolder {
            candidates.append(Folder.tidied(binary + "/../" + installed))
            var folder = binary
            for _ in 0..<5 {
                candidates.append(Folder.tidied(folder + "/" + source))
                folder = Folder.parent(of: folder)
            }
        }
        if let here = try? currentFolder() { candidates.append(Folder.tidied(here + "/" + source)) }
        return candidates.first { Folder.exists($0 + "/" + marker) }
    }

    /// The folder of the running binary, its links resolved (`/proc/self/exe`), read once.
    private static let binaryFolder: String? = (try? readLink("/proc/self/exe")).map { Folder.parent(of: $0) }
}
