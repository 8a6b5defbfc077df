import Foundation
import Testing
import TestSupport

/// The shape of the code, held by tests (issue 20): each screen described once, a command without a row does
/// not compile, one clock, and files and functions a reader can take in.
@Suite("The code's shape")
struct StructureTests {
    static let sources = Binary.root.appendingPathComponent("Sources")

    /// Every Swift file under `folder` (relative to Sources), with its text.
    static func files(_ folder: String = "") throws -> [(path: String, text: String)] {
        let root = sources.appendingPathComponent(folder)
        let names = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        return try names.sorted().map { name in
            (folder.isEmpty ? name : folder + "/" + name, try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8))
        }
    }

    /// The code of each line: string literals (one-line and the lines of a `"""` literal) and `//` comments
    /// emptied, so that their braces and words do not count.
    static func code(_ text: String) -> [String] {
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
    static func longFunctions(_ text: String, limit: Int) -> [String] {
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

    @Test("no file in Sources is longer than 300 lines, and no function longer than 60")
    func sizes() throws {
        let files = try Self.files()
        #expect(files.count > 50, "the scan must find the sources")
        for file in files {
            let lines = file.text.components(separatedBy: "\n").count - 1
            #expect(lines <= 300, "\(file.path): \(lines) lines")
            #expect(Self.longFunctions(file.text, limit: 60).isEmpty, "\(file.path): \(Self.longFunctions(file.text, limit: 60))")
        }
        // The counter finds a long function, however it is written, and nothing in a short one.
        let body = String(repeating: "    x()\n", count: 59)
        let long = [
            "func f() {\n" + body + "    y()\n}\n",
            "static func f(\n    a: Int,\n    b: Int\n) -> Int {\n" + body + "}\n",  // a signature over four lines
            "var computed: Int {\n" + body + "    return 1\n}\n",
            "let handler = { (x: Int) in\n" + body + "    print(x)\n}\n",
            "items.map { item in\n" + body + "    item\n}\n",
        ]
        for text in long {
            #expect(Self.longFunctions(text, limit: 60).count == 1, "not found: \(text.prefix(40))")
            #expect(Self.longFunctions(text, limit: text.components(separatedBy: "\n").count).isEmpty, "no longer than it is")
        }
        let typeAndControl = "struct S {\n" + String(repeating: "    let a = 1\n", count: 70) + "}\n"
            + "func g() {\n    if a {\n" + String(repeating: "    x()\n", count: 20) + "    }\n}\n"
            + "let text = \"\"\"\n{ not code\n\"\"\"\n"
        #expect(Self.longFunctions(typeAndControl, limit: 60).isEmpty)
    }

    /// What reads a clock: the wall clock, the monotonic clock, uptime.
    static var clockReads: Regex<Substring> { /Date\(\)|clock_gettime|DispatchTime|uptime\(|gettimeofday|ContinuousClock|SuspendingClock|(?:^|[^a-zA-Z_.])time\(nil\)/ }

    @Test("every clock is read in one place, the program's one clock; and a timed wait's deadline, which the thread library reads itself")
    func oneClock() throws {
        let readings = try Self.files().filter { file in Self.code(file.text).contains { $0.contains(Self.clockReads) } }.map(\.path)
        // Lock.swift: pthread_cond_timedwait takes a deadline on CLOCK_MONOTONIC, which no injected clock can give.
        #expect(readings == ["KidsSystem/Clock.swift", "KidsSystem/Lock.swift"], "\(readings)")
        for read in ["let t = Date()", "clock_gettime(CLOCK_MONOTONIC, &now)", "DispatchTime.now()", "x = uptime()", "time(nil)"] {
            #expect(read.contains(Self.clockReads), "\(read) is a clock read")
        }
        #expect(!"let d = DateFormatter() // Date() in a comment".split(separator: "//")[0].contains(Self.clockReads))
    }

    @Test("the two views make no sentence of their own and share no text")
    func viewsShareNoTemplate() throws {
        let views = try Self.files("KidsConsole/Views")
        for view in views {
            #expect(!view.text.contains("words("), "\(view.path) makes a sentence: every sentence is the screen model's")
        }
        func literals(_ text: String) -> Set<String> {
            Set(text.matches(of: /"((?:[^"\\]|\\.){6,})"/).map { String($0.1) })
        }
        let full = views.filter { $0.path.contains("FullScreenView") }.map(\.text).joined()
        let line = views.filter { $0.path.contains("LineView") }.map(\.text).joined()
        #expect(!full.isEmpty && !line.isEmpty)
        #expect(literals(full).intersection(literals(line)).isEmpty, "\(literals(full).intersection(literals(line)))")
    }

    @Test("a command without a row in the table does not compile", .timeLimit(.minutes(3)))
    func missingRowDoesNotCompile() throws {
        let model = try Self.files("KidsModel")
        let table = try #require(model.first { $0.path.hasSuffix("Commands/CommandTable.swift") })
        let row = try #require(table.text.components(separatedBy: "\n").first { $0.contains("case .hush:") })
        // The module as it is type-checks; without the row of `hush`, it does not, and the compiler says why.
        let whole = try typecheck(model)
        #expect(whole.status == 0, "\(whole.errors)")
        let missing = try typecheck(model.map { ($0.path, $0.path == table.path ? $0.text.replacingOccurrences(of: row, with: "") : $0.text) })
        #expect(missing.status != 0)
        #expect(missing.errors.contains("switch must be exhaustive"), "\(missing.errors)")
    }

    /// Type-checks KidsModel's files, as given, with the toolchain's `swiftc`.
    func typecheck(_ files: [(path: String, text: String)]) throws -> Binary.Result {
        let folder = try Binary.temporaryFolder("typecheck")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var paths: [String] = []
        for (n, file) in files.enumerated() {
            let path = folder + "/\(n)-" + (file.path as NSString).lastPathComponent
            try file.text.write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        return try Binary.run("/usr/bin/env", ["swiftc", "-typecheck", "-swift-version", "6", "-module-name", "KidsModel"] + paths)
    }
}
