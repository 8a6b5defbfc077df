import Foundation
import Testing
import TestSupport
import KidsModel
@testable import kids

/// The manual (man/kids.1) and `--help` are tested to agree, and the manual renders without warnings.
@Suite("The manual")
struct ManualTests {
    static var page: String {
        (try? String(contentsOf: Binary.root.appendingPathComponent("man/kids.1"), encoding: .utf8)) ?? ""
    }

    /// `--state-dir` as groff source writes it: `\-\-state\-dir`.
    static func roff(_ text: String) -> String { text.replacingOccurrences(of: "-", with: "\\-") }

    @Test("every switch of --help is in the manual, and the manual lists no other")
    func switchesAgree() {
        let page = Self.page
        for entry in CommandLineParser.switches {
            #expect(page.contains(Self.roff(entry.name)), "\(entry.name) is missing from kids.1")
        }
        let options = page.components(separatedBy: ".SH OPTIONS").last?.components(separatedBy: ".SH COMMANDS").first ?? ""
        // The switches a tag line (`.TP` then `.B…`) names; the descriptions below them may mention others.
        let lines = options.split(separator: "\n")
        let tags = zip(lines, lines.dropFirst()).filter { $0.0 == ".TP" }.map(\.1)
        let documented = Set(tags.flatMap { $0.matches(of: /\\-\\-[a-z\\-]+[a-z]/).map { String($0.0).replacingOccurrences(of: "\\-", with: "-") } })
        let known = Set(CommandLineParser.switches.map(\.name) + ["--help", "--version"])
        #expect(documented == known, "only in the manual: \(documented.subtracting(known)); only in --help: \(known.subtracting(documented))")
    }

    /// The manual's KEYS section, one paragraph a screen (`.TP` then `.B name`), as plain text.
    static func keyParagraphs() -> [String: String] {
        let keys = page.components(separatedBy: ".SH KEYS").last?.components(separatedBy: ".SH FILES").first ?? ""
        var paragraphs: [String: String] = [:]
        for block in keys.components(separatedBy: ".TP\n").dropFirst() {
            let lines = block.split(separator: "\n").map(String.init)
            guard let name = lines.first?.replacingOccurrences(of: ".B ", with: "") else { continue }
            paragraphs[name.replacingOccurrences(of: "\\-", with: "-")] = lines.dropFirst().joined(separator: " ")
                .replacingOccurrences(of: "\\-", with: "-").replacingOccurrences(of: "\\(en", with: "–")
        }
        return paragraphs
    }

    /// Whether a paragraph names a key as the table writes it: arrows as "arrows", a character as a word of its own.
    static func names(_ paragraph: String, _ key: String) -> Bool {
        if ["←", "→", "↑", "↓"].contains(key) { return paragraph.contains("arrows") }
        let words = paragraph.split(whereSeparator: { " /;,.()".contains($0) }).map(String.init)
        return words.contains(key) || words.contains(".B" + key) || paragraph.contains(key) && key.count > 1
    }

    @Test("the manual names every key of the command table on its screen, and line mode's words")
    func keysAgree() throws {
        let paragraphs = Self.keyParagraphs()
        let screens: [(String, [ScreenID])] = [
            ("home", [.home]), ("lesson", [.lesson]), ("done", [.done]), ("gate", [.gate]), ("grown-ups", [.grownUps, .confirmReset]),
            ("keyboard", [.typing]), ("claps", [.clapping]), ("keys", [.explore]), ("shelf", [.shelf]), ("story", [.story]), ("who", [.who]), ("children", [.children]), ("report", [.report, .confirmRemove]),
        ]
        for (name, contexts) in screens {
            let paragraph = try #require(paragraphs[name], "no paragraph for \(name) in KEYS")
            for context in contexts {
                for entry in CommandTable.help(in: context) {
                    for key in entry.keys.split(separator: "/").map(String.init) {
                        #expect(Self.names(paragraph, key), "the manual's \(name) paragraph does not name \(key) (\(entry.hint))")
                    }
                }
            }
        }
        let line = try #require(paragraphs["line mode"])
        for (command, context) in [(Command.hearAgain, ScreenID.lesson), (.back, .lesson), (.openGate, .home), (.quit, .lesson)] {
            #expect(Self.names(line, CommandTable.word(command, in: context)), "line mode: \(command)")
        }
    }

    @Test("the exit codes, environment variables and files of the program are in the manual")
    func sections() {
        let page = Self.page
        for code in ["64", "65", "66", "70"] { #expect(page.contains(".B \(code)\n")) }
        for variable in ["XDG_DATA_HOME", "NO_COLOR", "TERM", "LANG", "HOME"] { #expect(page.contains(".B \(variable)") || page.contains(variable)) }
        for section in [".SH EXAMPLES", ".SH FILES", ".SH KEYS", ".SH ENVIRONMENT", ".SH EXIT STATUS"] { #expect(page.contains(section)) }
    }

    @Test("both shell completions offer every switch of --help, and zsh reads its file")
    func completions() throws {
        for file in ["completions/kids.bash", "completions/_kids"] {
            let text = try String(contentsOf: Binary.root.appendingPathComponent(file), encoding: .utf8)
            for entry in CommandLineParser.switches {
                #expect(text.contains(entry.name), "\(entry.name) is missing from \(file)")
            }
        }
        let zsh = Spawn.run(["zsh", "-n", Binary.root.appendingPathComponent("completions/_kids").path])
        #expect(zsh.status == 0, "zsh: \(zsh.output)")
    }

    /// The commands `--help` lists under "commands:", by their first word.
    static var helpCommands: [String] {
        let section = CommandLineParser.help.components(separatedBy: "\ncommands:\n").last?.components(separatedBy: "\n\n").first ?? ""
        return section.split(separator: "\n").filter { $0.hasPrefix("  ") && $0.dropFirst(2).first?.isLetter == true }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    @Test("every command of --help is in the manual's synopsis and COMMANDS, in the usage, and in both completions")
    func commandsAgree() throws {
        let commands = Self.helpCommands
        #expect(commands == ["check-content", "check-class", "report", "plan", "voices"], "the test reads --help's commands")
        let page = Self.page
        let synopsis = page.components(separatedBy: ".SH SYNOPSIS").last?.components(separatedBy: ".SH DESCRIPTION").first ?? ""
        let section = page.components(separatedBy: ".SH COMMANDS").last?.components(separatedBy: ".SH KEYS").first ?? ""
        let bash = try String(contentsOf: Binary.root.appendingPathComponent("completions/kids.bash"), encoding: .utf8)
        let zsh = try String(contentsOf: Binary.root.appendingPathComponent("completions/_kids"), encoding: .utf8)
        // The words bash offers first: the one list that holds "voices".
        let offered = bash.split(separator: "\n").first { $0.contains("compgen -W \"") && $0.contains(" voices\"") } ?? ""
        let bashCommands = offered.split(separator: "\"").dropFirst().first?.split(separator: " ").map(String.init) ?? []
        for command in commands {
            #expect(synopsis.contains(".B kids \(Self.roff(command))"), "\(command) is missing from the manual's synopsis")
            #expect(section.contains(".TP\n.B \(Self.roff(command))") || section.contains(".TP\n.BI \"\(Self.roff(command)) "),
                    "\(command) is missing from the manual's COMMANDS")
            #expect(CommandLineParser.usage.contains("kids \(command)"), "\(command) is missing from the usage")
            #expect(bashCommands.contains(command), "\(command) is missing from kids.bash's commands")
            #expect(zsh.contains("'\(command)["), "\(command) is missing from _kids")
        }
    }

    @Test("groff renders it with no warnings")
    func renders() throws {
        let result = Spawn.run(["sh", "-c", "groff -man -Tutf8 -ww '\(Binary.root.path)/man/kids.1' > /dev/null"])
        #expect(result.status == 0)
        #expect(result.output.isEmpty, "groff: \(result.output)")
    }
}
