import KidsModel
import Testing
@testable import kids

@Suite("The command line")
struct CommandLineTests {
    @Test("every switch of DESIGN §5 is understood")
    func switches() throws {
        let command = try CommandLineParser.parse([
            "--open", "counting", "--question", "counting.3", "--mute", "--plain", "--state-dir", "/tmp/s",
            "--content", "/tmp/c", "--rate", "120", "--voice", "en-gb", "--reset-state", "--gate-seed", "42",
            "--speech-log", "/tmp/speech", "--state-log=/tmp/state", "--speech-out", "/tmp/out.wav",
        ])
        var expected = Options()
        expected.open = "counting"
        expected.question = "counting.3"
        expected.mute = true
        expected.plain = true
        expected.stateDir = "/tmp/s"
        expected.content = "/tmp/c"
        expected.rate = 120
        expected.voice = "en-gb"
        expected.resetState = true
        expected.gateSeed = 42
        expected.speechLog = "/tmp/speech"
        expected.stateLog = "/tmp/state"
        expected.speechOut = "/tmp/out.wav"
        #expect(command == .run(expected))
    }

    @Test("--keyboard takes a layout's name, and says which it knows when it is not one")
    func keyboard() throws {
        var expected = Options()
        expected.keyboard = .azerty
        #expect(try CommandLineParser.parse(["--keyboard", "azerty"]) == .run(expected))
        #expect(throws: UsageError(description: "--keyboard is one of qwerty, azerty, qwertz, es, not 'dvorak'")) {
            try CommandLineParser.parse(["--keyboard", "dvorak"])
        }
    }

    @Test("commands")
    func commands() throws {
        #expect(try CommandLineParser.parse([]) == .run(Options()))
        #expect(try CommandLineParser.parse(["check-content", "Content/en"]) == .checkContent("Content/en"))
        #expect(try CommandLineParser.parse(["check-class", "/srv/kids/1b"]) == .checkClass("/srv/kids/1b"))
        #expect(try CommandLineParser.parse(["voices"]) == .voices)
        #expect(try CommandLineParser.parse(["--help"]) == .help)
        #expect(try CommandLineParser.parse(["--mute", "-h"]) == .help)
        #expect(try CommandLineParser.parse(["--version"]) == .version)
    }

    @Test("bad command lines get a one-line reason", arguments: [
        (["--open"], "--open needs a value (ACTIVITY)"),
        (["--rate", "fast"], "--rate needs a number from 80 to 220, not 'fast'"),
        (["--rate", "500"], "--rate needs a number from 80 to 220, not '500'"),
        (["--gate-seed", "-1"], "--gate-seed needs a whole number, not '-1'"),
        (["--loud"], "unknown switch '--loud'"),
        (["counting"], "unexpected 'counting'"),
        (["--mute=yes"], "--mute takes no value"),
        (["--question", "counting.1"], "--question needs --open ACTIVITY"),
        (["check-content"], "'check-content' needs one folder"),
        (["check-class"], "'check-class' needs one folder"),
        (["check-class", "/srv/kids/1b", "/srv/kids/1c"], "'check-class' needs one folder"),
        (["check-class", ""], "'check-class' needs one folder"),
        (["voices", "x"], "'voices' takes no arguments"),
    ])
    func errors(_ arguments: [String], _ reason: String) {
        #expect(throws: UsageError(description: reason)) { try CommandLineParser.parse(arguments) }
    }

    @Test("--help lists every switch from the table")
    func help() {
        for entry in CommandLineParser.switches {
            #expect(CommandLineParser.help.contains(entry.name), "\(entry.name)")
        }
        #expect(CommandLineParser.help.contains("check-content DIR"))
        #expect(CommandLineParser.help.contains("kids check-class DIR") && CommandLineParser.help.contains("  check-class DIR "))
        // `--open`'s activities are the pack's, never a hand list.
        #expect(CommandLineParser.help(activities: ["counting", "odd"]).contains("an activity of the pack (counting, odd)"))
        #expect(!CommandLineParser.help.contains("{activities}"))
    }

    @Test("--help lists the keys and line-mode words from the command table that drives input and hints")
    func helpKeys() {
        for context in ScreenID.allCases where context != .tooSmall {
            for entry in CommandTable.help(in: context) {
                #expect(CommandLineParser.help.contains("\(entry.keys) \(entry.hint)"), "\(context) \(entry.hint)")
            }
        }
        #expect(CommandLineParser.help.contains("lesson     0–9 Answer, Enter Choose, Space/h Hear again, n Next"))
        #expect(CommandLineParser.help.contains("h hears again, b goes back, g grown-ups, q quits"))
    }
}

@Suite("Choosing the pack's language")
struct LanguageTests {
    let packs = ["en", "fr"]

    @Test("--lang wins; then LC_ALL, LC_MESSAGES, LANG when a pack exists; else English")
    func choice() {
        #expect(ContentLocator.language(requested: "fr", environment: ["LANG": "en_GB.UTF-8"], available: packs) == "fr")
        #expect(ContentLocator.language(requested: "de", environment: [:], available: packs) == nil)
        #expect(ContentLocator.language(requested: nil, environment: ["LANG": "fr_FR.UTF-8"], available: packs) == "fr")
        #expect(ContentLocator.language(requested: nil, environment: ["LC_ALL": "fr_CA", "LANG": "en_US"], available: packs) == "fr")
        #expect(ContentLocator.language(requested: nil, environment: ["LC_ALL": "", "LC_MESSAGES": "fr_BE.UTF-8"], available: packs) == "fr")
        #expect(ContentLocator.language(requested: nil, environment: ["LANG": "de_DE.UTF-8"], available: packs) == "en")
        #expect(ContentLocator.language(requested: nil, environment: ["LANG": "C.UTF-8"], available: packs) == "en")
        #expect(ContentLocator.language(requested: nil, environment: [:], available: packs) == "en")
    }

    @Test("the built-in packs are found: English and French")
    func builtIn() {
        #expect(ContentLocator.languages() == ["de", "en", "es", "fr"])
    }
}
