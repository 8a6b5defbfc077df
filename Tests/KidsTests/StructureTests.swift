import Foundation
import Testing
import TestSupport

/// The shape of the code, held by tests (issues 20 and 32; `swift run kids-shape` prints the counts): screens are
/// units, a command without a row does not compile, one clock, and files and functions a reader can take in.
@Suite("The code's shape")
struct StructureTests {
    /// Every Swift file under `folder` (relative to Sources), with its text.
    static func files(_ folder: String = "") throws -> [(path: String, text: String)] {
        try CodeShape().files.filter { folder.isEmpty || $0.path.hasPrefix(folder + "/") }.map { ($0.path, $0.text) }
    }

    static func code(_ text: String) -> [String] { CodeShape.code(text) }

    static func longFunctions(_ text: String, limit: Int) -> [String] { CodeShape.longFunctions(text, limit: limit) }

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

    @Test("the views call no words of their own (what they show, OwnWordsTests checks)")
    func viewsMakeNoSentence() throws {
        let views = try Self.files("KidsConsole/Views")
        #expect(views.count >= 5)
        for view in views {
            #expect(!view.text.contains("words("), "\(view.path) makes a sentence: every sentence is the screen model's")
        }
    }

    @Test("screens are units: no switch over screens outside the router, no if-case on the stored screens, no default over commands or screens")
    func screensAreUnits() throws {
        let shape = try CodeShape()
        // Two are left, both ScreenID's own: the state log's name of each ID, and what each is (`traits`, from which
        // the lists of screens are derived).
        #expect(shape.screenSwitches.count <= 2, "\(shape.screenSwitches)")
        #expect(shape.screenCaseMatches.isEmpty, "\(shape.screenCaseMatches)")
        #expect(shape.screenOrCommandDefaults.isEmpty, "\(shape.screenOrCommandDefaults)")
        // The router itself switches over the stored screens: the counts see such switches.
        let router = try #require(shape.files.first { $0.path == CodeShape.router })
        #expect(CodeShape(files: [.init(path: "Elsewhere.swift", text: router.text)]).screenSwitches.count >= 2)
        // Each count finds what it counts, written as the app writes it.
        let made = CodeShape(files: [.init(path: "KidsModel/App/Made.swift", text: """
            func f() {
                switch state.screen {
                case .home: break
                default: break
                }
                if case .lesson(let lesson) = screen { _ = lesson }
                guard case .gate? = overlay else { return }
                switch command {
                case .hush: break
                default: break
                }
                switch scalar.properties.generalCategory {
                default: break
                }
                let page = top as? ChildPage
                switch (utterance.kind, screen) {
                default: break
                }
                guard started, case .lesson(let l) = screen else { return }
                if state.screenID == .who {}
            }
            """)])
        #expect(made.screenSwitches.count == 2 && made.screenCaseMatches.count == 3 && made.screenOrCommandDefaults.count == 3
                && made.screenCasts.count == 1 && made.screenIDComparisons.count == 1, "\(made.report)")
    }

    @Test("every command is in Command.all, whose order the table, the hints and help follow: each screen's own, and the shared ones")
    func everyCommandListed() throws {
        let files = try Self.files("KidsModel")
        let source = try #require(files.first { $0.path == "KidsModel/Commands/Command.swift" }).text
        let start = try #require(source.range(of: "public static let all"))
        let end = try #require(source.range(of: "func with(number", range: start.upperBound..<source.endIndex))
        let all = String(source[start.upperBound..<end.lowerBound])
        /// The case names of the first `enum Command` in `text`.
        func cases(_ text: String) -> [String] {
            guard let open = text.range(of: "enum Command: Hashable, Sendable {") else { return [] }
            let body = text[open.upperBound...].prefix { $0 != "}" }
            return Self.code(String(body)).flatMap { line -> [String] in
                guard let found = line.firstMatch(of: /^\s*case (.+)$/) else { return [] }
                return found.1.split(separator: ",").compactMap { $0.trimmingCharacters(in: .whitespaces).firstMatch(of: /^(\w+)/).map { String($0.1) } }
            }
        }
        var checked = 0
        for file in files where file.path.hasSuffix("+Commands.swift") {
            guard let wrapper = file.text.firstMatch(of: /if case \.(\w+)\(let own\) = command/).map({ String($0.1) }) else { continue }
            for name in cases(file.text) where !(wrapper == "grownUps" && name == "setting") {
                #expect(all.contains(".\(wrapper)(.\(name)"), "\(file.path): .\(wrapper)(.\(name)) is not in Command.all")
                checked += 1
            }
        }
        for name in cases(source) where !all.contains(".\(name)(") {
            #expect(all.contains(".\(name),") || all.contains(".\(name)\n"), ".\(name) is not in Command.all")
            checked += 1
        }
        #expect(checked > 40, "the scan finds the commands")
    }

    @Test("a game is its folder and one line of the registry: its type is named in no other file of Sources, and no switch over an activity's kind is left")
    func gamesAreFolders() throws {
        let files = try Self.files()
        let games = ["Rhymes": "Rhymes", "FirstSounds": "FirstSounds", "Blending": "Blending", "Syllables": "Syllables", "OddOneOut": "OddOneOut", "Colours": "Colours",
                     "Counting": "Counting", "Letters": "Letters", "Shapes": "Shapes", "KeysToPress": "Keyboard", "Exploring": "Explore",
                     "StoryTime": "Stories", "General": "General"]
        for (type, folder) in games {
            // The kinds are internal to KidsModel: no other module can name them (KidsConsole has a `Counting` of its own).
            let word = try Regex("(^|[^A-Za-z0-9_])\(type)([^A-Za-z0-9_]|$)")
            let named = files.filter { file in
                file.path.hasPrefix("KidsModel/") && !file.path.hasPrefix("KidsModel/Activities/\(folder)/") && Self.code(file.text).contains { $0.contains(word) }
            }.map(\.path)
            #expect(named == ["KidsModel/Activities/Activities.swift"], "\(type) is named outside its folder: \(named)")
        }
        // Nothing outside the kinds' folders switches over an activity's kind, or matches one of its names.
        let kinds = #/(case|==|!=)\s*\.(counting|letters|shapes|keyboard|explore|stories|general)\b/#
        let outside = files.filter { !$0.path.hasPrefix("KidsModel/Activities/") }.flatMap { file in
            Self.code(file.text).enumerated().filter { $0.element.contains(kinds) && $0.element.contains("kind") }.map { "\(file.path):\($0.offset + 1)" }
        }
        #expect(outside.isEmpty, "\(outside)")
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

    /// Type-checks KidsModel's files, as given, with the toolchain's `swiftc`, as a module of another name (the
    /// fuzzers compile them so): a `KidsModel.` written in them would not compile there.
    func typecheck(_ files: [(path: String, text: String)]) throws -> Binary.Result {
        let folder = try Binary.temporaryFolder("typecheck")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var paths: [String] = []
        for (n, file) in files.enumerated() {
            let path = folder + "/\(n)-" + (file.path as NSString).lastPathComponent
            try file.text.write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        return try Binary.run("/usr/bin/env", ["swiftc", "-typecheck", "-swift-version", "6", "-module-name", "Model"] + paths)
    }
}
