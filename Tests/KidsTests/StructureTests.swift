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

    /// The functions (and initialisers) of a file longer than `limit` lines, from their line to their closing brace.
    static func longFunctions(_ text: String, limit: Int) -> [String] {
        let lines = text.components(separatedBy: "\n")
        var found: [String] = []
        for (start, line) in lines.enumerated() where line.contains("func ") || line.contains("init(") {
            guard line.trimmingCharacters(in: .whitespaces).hasPrefix("//") == false, line.hasSuffix("{") else { continue }
            var depth = 0
            for end in start..<lines.count {
                // Braces inside string literals do not count.
                let code = lines[end].replacing(/"([^"\\]|\\.)*"/, with: "")
                depth += code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count
                guard depth <= 0 else { continue }
                if end - start + 1 > limit { found.append("line \(start + 1): \(end - start + 1) lines: \(line.trimmingCharacters(in: .whitespaces))") }
                break
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
        // The counter finds a long function when there is one.
        let long = "func f() {\n" + String(repeating: "    x()\n", count: 61) + "}\n"
        #expect(Self.longFunctions(long, limit: 60).count == 1)
    }

    @Test("the wall clock is read in one place: the program's one clock")
    func oneClock() throws {
        let readings = try Self.files().filter { $0.text.contains("Date()") }.map(\.path)
        #expect(readings == ["KidsSystem/Clock.swift"], "\(readings)")
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
