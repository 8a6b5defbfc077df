import Foundation

/// The shape of the code, counted from the sources (issue 32): what `swift run kids-shape` prints and
/// `StructureTests` holds. Each count lists its places, `path:line: code`, so a number can be checked by eye.
public struct CodeShape {
    public struct File {
        public var path: String
        public var text: String

        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    public var files: [File]

    /// Every Swift file under `Sources/`, with its text.
    public init(root: URL = Binary.root) throws {
        let sources = root.appendingPathComponent("Sources")
        let names = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        files = try names.sorted().map { File(path: $0, text: try String(contentsOf: sources.appendingPathComponent($0), encoding: .utf8)) }
    }

    public init(files: [File]) { self.files = files }

    /// The file that may ask which screen is which: the router.
    public static let router = "KidsModel/Screens/Router.swift"

    // MARK: - Lines of code

    /// The code of each line: string literals (one-line and the lines of a `"""` literal) and `//` comments
    /// emptied, so that their braces and words do not count.
    public static func code(_ text: String) -> [String] {
        var inLiteral = false
        return text.components(separatedBy: "\n").map { line in
            if line.contains("\"\"\"") {
                inLiteral.toggle()
                return ""
            }
            guard !inLiteral else { return "" }
            let bare = line.replacing(/"([^"\\]|\\.)*"/, with: "\"\"")
            return bare.firstRange(of: "//").map { String(bare[..<$0.lowerBound]) } ?? bare
        }
    }

    /// The blocks of a file longer than `limit` lines: every function, initialiser, subscript, computed property or
    /// accessor, and closure, counted whole from its first line (a signature over several lines included) to its
    /// closing brace. Type bodies and the blocks of `if`, `for`, `switch` and the like are not counted: they are
    /// inside a function, which is.
    public static func longFunctions(_ text: String, limit: Int) -> [String] {
        let lines = code(text)
        let types = /\b(struct|class|enum|extension|protocol|actor)\s/
        let control = /^\s*(\}\s*)?(else\b|if\b|guard\b|for\b|while\b|switch\b|do\b|catch\b|defer\b|repeat\b|case\b|default\b|#if\b)/
        let declaration = /\b(func|init|subscript|deinit)\b/
        var found: [String] = []
        var open: [(line: Int, counted: Bool)] = []
        var signature: Int?
        for (n, line) in lines.enumerated() {
            if line.contains(declaration) && !line.contains("{") { signature = n }
            for character in line {
                if character == "{" {
                    let counted = !line.contains(types) && line.firstMatch(of: control) == nil
                    open.append((counted && signature != nil ? signature ?? n : n, counted))
                    signature = nil
                } else if character == "}", let block = open.popLast(), block.counted, n - block.line + 1 > limit {
                    found.append("line \(block.line + 1): \(n - block.line + 1) lines: \(lines[block.line].trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        return found
    }

    // MARK: - Counts

    /// Files over 300 lines.
    public var longFiles: [String] {
        files.compactMap { file in
            let lines = file.text.components(separatedBy: "\n").count - 1
            return lines > 300 ? "\(file.path): \(lines) lines" : nil
        }
    }

    /// Functions, closures and computed properties over 60 lines.
    public var longFunctions: [String] {
        files.flatMap { file in Self.longFunctions(file.text, limit: 60).map { "\(file.path): \($0)" } }
    }

    /// What a switch is over when it is over a screen: the child's screen, the gated ones, the one on top or
    /// shown, a screen's ID or where the router keeps it.
    static var screenSubject: Regex<(Substring, Substring, Substring?, Substring, Substring)> {
        /(^|[^A-Za-z0-9_])((?:self|state|app|model)\.)?(screen|screenID|overlay|overlays|top|visible|route)($|[^A-Za-z0-9_])/
    }
    /// A switch over commands: a command, a screen's own command.
    static var commandSubject: Regex<(Substring, Substring?, Substring?)> { /^(self\.)?(command|own|c)$|^\(command,/ }

    /// Every `switch` with its subject and the `default:` lines inside it (not those of a switch inside it).
    func switches() -> [(path: String, line: Int, subject: String, defaults: [Int])] {
        var found: [(path: String, line: Int, subject: String, defaults: [Int])] = []
        for file in files {
            var open: [Int?] = []  // for each open brace, the switch it begins (its index in `found`), if it does
            for (n, line) in Self.code(file.text).enumerated() {
                if line.trimmingCharacters(in: .whitespaces).hasPrefix("default:"), let owner = open.last(where: { $0 != nil }) ?? nil {
                    found[owner].defaults.append(n + 1)
                }
                var pending = line.firstMatch(of: /\bswitch\s+(.+?)\s*\{/).map { String($0.1) }
                for character in line where character == "{" || character == "}" {
                    guard character == "{" else {
                        _ = open.popLast()
                        continue
                    }
                    open.append(pending.map { _ in found.count })
                    if let subject = pending { found.append((file.path, n + 1, subject, [])) }
                    pending = nil
                }
            }
        }
        return found
    }

    /// The text of the file at `path`.
    func text(_ path: String) -> String { files.first { $0.path == path }?.text ?? "" }

    /// Over screens: its subject names one, or it is `switch self` in a file of the screens' types.
    func isOverScreens(_ s: (path: String, line: Int, subject: String, defaults: [Int])) -> Bool {
        s.subject.contains(Self.screenSubject) || (s.subject == "self" && text(s.path).contains(/enum (Screen|Overlay|ScreenID|Route)[ :]/))
    }

    /// Over commands: its subject names one, or it is `switch self` in a file of the commands' types.
    func isOverCommands(_ s: (path: String, line: Int, subject: String, defaults: [Int])) -> Bool {
        s.subject.contains(Self.commandSubject) || (s.subject == "self" && text(s.path).contains(/enum Command[ :]/))
    }

    /// Switches over screens outside the router.
    public var screenSwitches: [String] {
        switches().filter { isOverScreens($0) && $0.path != Self.router }.map { "\($0.path):\($0.line): switch \($0.subject)" }
    }

    /// Switches over how a screen looks (`Look`): the layout's and the painter's, a widget each (not a screen).
    public var lookSwitches: [String] {
        switches().filter { $0.subject.contains(/(^|[^A-Za-z0-9_])look$/) }.map { "\($0.path):\($0.line): switch \($0.subject)" }
    }

    /// `default:` in a switch over commands or screens.
    public var screenOrCommandDefaults: [String] {
        switches().filter { isOverScreens($0) || isOverCommands($0) }.flatMap { s in s.defaults.map { "\(s.path):\($0): default, in switch \(s.subject)" } }
    }

    /// `case` patterns matched against the stored screens (`if case`, `guard …, case`, `while case`).
    public var screenCaseMatches: [String] {
        let match = /(^|[^A-Za-z0-9_])case\s+[^=]+=\s*((?:self|state|app|\$0)\.)?(screen|overlay|overlays|top|visible)($|[^A-Za-z0-9_])/
        return places { $0.contains(match) }
    }

    /// A screen asking the router for a screen of its own type (`top as? ChildPage`): listed, not forbidden.
    public var screenCasts: [String] {
        places { $0.contains(/(^|[^A-Za-z0-9_])(top|visible|screen\.unit|overlay\??\.unit)\s+(as[?!]|is)\s/) }
    }

    /// Comparisons of a screen's ID (`screenID == .who`): listed, not forbidden (the command table keys by ID).
    public var screenIDComparisons: [String] {
        places { $0.contains(/(screenID|\.screen)\s*(==|!=)\s*\./) }
    }

    /// The places (outside the router) whose code line satisfies `test`.
    func places(_ test: (String) -> Bool) -> [String] {
        files.filter { $0.path != Self.router }.flatMap { file in
            Self.code(file.text).enumerated().filter { test($0.element) }.map { "\(file.path):\($0.offset + 1): \($0.element.trimmingCharacters(in: .whitespaces))" }
        }
    }

    /// The proof that a new activity is a folder (issue 32): the commit that added `colours`, found by its message.
    public static let proof = (message: "Issue 32, the proof", folder: "Sources/KidsModel/Activities/Colours/",
                               content: ["Content/", "docs/example-pack/"])

    /// The files the proof's commit changed that were there before it, outside the activity's folder and the
    /// content: the shared files a new activity touches. Nil when the history does not hold the commit (a shallow
    /// clone).
    public static func proofSharedFiles(root: URL = Binary.root) -> [String]? {
        let git = ["git", "-C", root.path]
        let found = Spawn.run(git + ["log", "--format=%H", "-1", "--grep", proof.message]).output.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !found.isEmpty else { return nil }
        let changed = Spawn.run(git + ["show", "--format=", "--name-status", found]).output.split(separator: "\n")
        return changed.compactMap { line -> String? in
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 2, fields[0] != "A", !fields[1].hasPrefix(proof.folder),
                  !proof.content.contains(where: fields[1].hasPrefix) else { return nil }
            return fields[1]
        }
    }

    /// The whole report, a count and its places for each.
    public var report: String {
        let counts: [(String, [String], String)] = [
            ("switches over screens outside the router", screenSwitches, "at most 2"),
            ("if-case matches of a screen against the stored screens", screenCaseMatches, "0"),
            ("default: over commands or screens", screenOrCommandDefaults, "0"),
            ("Sources files over 300 lines", longFiles, "0"),
            ("functions over 60 lines", longFunctions, "0"),
            ("switches over a screen's look (widgets, not screens)", lookSwitches, "listed"),
            ("casts of the screen on top to a screen's own type", screenCasts, "listed"),
            ("comparisons of a screen's ID", screenIDComparisons, "listed"),
        ]
        let proof = Self.proofSharedFiles().map { ("shared files the proof activity (colours) touched", $0, "at most 3") }
        let lines = (counts + (proof.map { [$0] } ?? [])).map { name, places, goal in
            (["\(places.count)  \(name) (\(goal))"] + places.map { "      " + $0 }).joined(separator: "\n")
        }
        return (lines + (proof == nil ? ["?  the proof activity's commit is not in this history (a shallow clone)"] : [])).joined(separator: "\n")
    }
}
