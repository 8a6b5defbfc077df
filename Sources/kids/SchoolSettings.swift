#if canImport(Glibc)
import Glibc
#endif
import KidsModel
import KidsSystem

/// The settings a school gives every computer: `/etc/kids/kids.conf`, with the user's
/// `$XDG_CONFIG_HOME/kids/kids.conf` (else `~/.config/kids/kids.conf`) over it, and the command line over both.
///
/// One `name = value` a line; `#` starts a comment; blank lines are skipped. A line that cannot be used is named
/// (file, line, why) and skipped: a typo never keeps a class from playing.
///
///     class = /srv/kids/class-1b      the class folder (--class)
///     kiosk = yes                     quitting needs a grown-up (--kiosk)
///     language = fr                   the built-in pack (--lang)
///     voice = fr-fr                   eSpeak NG's voice (--voice)
///     keyboard = azerty               the keyboard drawn and asked about (--keyboard)
///     line-mode = yes                 yes: line mode (--plain); no: the full screen (--full); absent: as found
struct SchoolSettings: Equatable {
    var classFolder: String?
    var kiosk: Bool?
    var language: String?
    var voice: String?
    var keyboard: KeyboardLayout?
    var lineMode: Bool?

    static let systemPath = "/etc/kids/kids.conf"
    static let names = ["class", "kiosk", "language", "voice", "keyboard", "line-mode"]

    /// The user's file: `$XDG_CONFIG_HOME/kids/kids.conf`, else `$HOME/.config/kids/kids.conf`.
    static func userPath(environment: [String: String]) -> String? {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") { return xdg + "/kids/kids.conf" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.config/kids/kids.conf" }
        return nil
    }

    /// The system's file, then the user's over it; with what could not be used, one line each.
    static func load(environment: [String: String]) -> (SchoolSettings, [String]) {
        var settings = SchoolSettings()
        var problems: [String] = []
        for path in [systemPath, userPath(environment: environment)].compactMap({ $0 }) {
            let contents: RegularFile.Contents
            do {
                contents = try RegularFile.read(path, limit: 64 << 10)
            } catch let error where error == .noSuchFile || error.rawValue == ENOTDIR {
                continue
            } catch {
                problems.append("\(path): could not be read (\(error)); its settings are not used")
                continue
            }
            guard case .bytes(let bytes) = contents else {
                problems.append("\(path): is not a small text file; its settings are not used")
                continue
            }
            problems += settings.read(String(decoding: bytes, as: UTF8.self), path: path)
        }
        return (settings, problems)
    }

    /// Takes the settings of one file's text over these; returns what could not be used.
    mutating func read(_ text: String, path: String) -> [String] {
        var problems: [String] = []
        for (n, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.prefix { $0 != "#" }.trimmed
            guard !line.isEmpty else { continue }
            guard let eq = line.firstIndex(of: "=") else {
                problems.append("\(path) line \(n + 1): '\(line)' is not 'name = value'")
                continue
            }
            let name = line[..<eq].trimmed.lowercased()
            let value = line[line.index(after: eq)...].trimmed
            if let problem = set(name, value) { problems.append("\(path) line \(n + 1): \(problem)") }
        }
        return problems
    }

    /// Sets one setting; why it cannot, when it cannot.
    mutating func set(_ name: String, _ value: String) -> String? {
        func yesNo() -> Bool? {
            switch value.lowercased() {
            case "yes", "true", "on", "1": return true
            case "no", "false", "off", "0": return false
            default: return nil
            }
        }
        switch name {
        case "class":
            guard value.hasPrefix("/") else { return "class is a folder's whole path (starting with /), not '\(value)'" }
            classFolder = value
        case "kiosk", "line-mode":
            guard let on = yesNo() else { return "\(name) is yes or no, not '\(value)'" }
            if name == "kiosk" { kiosk = on } else { lineMode = on }
        case "language":
            guard !value.isEmpty else { return "language needs a value (de, en, es, fr)" }
            language = value
        case "voice":
            guard !value.isEmpty else { return "voice needs a value (see 'kids voices')" }
            voice = value
        case "keyboard":
            guard let layout = KeyboardLayout(rawValue: value) else {
                return "keyboard is one of \(KeyboardLayout.allCases.map(\.rawValue).joined(separator: ", ")), not '\(value)'"
            }
            keyboard = layout
        default:
            return "unknown setting '\(name)' (the settings are: \(Self.names.joined(separator: ", ")))"
        }
        return nil
    }

    /// The options with these settings under them: what the command line says wins.
    func applied(to options: Options) -> Options {
        var options = options
        options.classFolder = options.classFolder ?? classFolder
        options.kiosk = options.kiosk || kiosk == true
        if options.content == nil { options.lang = options.lang ?? language }
        options.voice = options.voice ?? voice
        options.keyboard = options.keyboard ?? keyboard
        if !options.plain && !options.full, let lineMode {
            if lineMode { options.plain = true } else { options.full = true }
        }
        return options
    }
}
