import KidsModel

/// The command line of DESIGN §5, parsed by hand from one table that also writes `--help`.
struct Options: Equatable {
    var open: String?
    var question: String?
    var story: String?
    var mute = false
    var plain = false
    var full = false
    var kiosk = false
    var keyboard: KeyboardLayout?
    var child: String?
    var stateDir: String?
    /// The class folder the children live in (`--class`, or `class =` in kids.conf).
    var classFolder: String?
    var content: String?
    var rate: Int?
    var voice: String?
    var resetState = false
    var gateSeed: UInt64?
    var seed: UInt64?
    var speechLog: String?
    /// `--braille`: braille letters and the display in the pack's braille, this run.
    var braille = false
    /// `--braille-log FILE`: each line written to a braille display, as a JSON line, display or none.
    var brailleLog: String?
    var stateLog: String?
    var speechOut: String?
    var lang: String?
    var pictures: Pictures = .auto

    /// What `--pictures` asks for.
    enum Pictures: String, CaseIterable, Sendable {
        /// Pixels where the terminal says it draws them, else symbols: the default.
        case auto
        /// The packs' block art, everywhere.
        case blocks
        /// libchafa's coloured symbols, even where the terminal draws pixels.
        case symbols
        /// The terminal's pixels where it says it draws them (else symbols: only its answer is believed).
        case pixels
    }

    /// What the reducer applies when the app starts, in its stated order (reset, then open), checked against
    /// the pack.
    func launch(in content: ContentPack) throws(Launch.Problem) -> Launch {
        try Launch(resetProgress: resetState, activity: open, question: question, story: story, in: content)
    }
}

/// What the command line asks for.
enum Invocation: Equatable {
    case run(Options)
    case checkContent(String)
    /// `kids check-class DIR`: what is wrong with a class folder, for a technician.
    case checkClass(String)
    /// `kids plan`: the teacher's plan for a class folder, shown, written or cleared.
    case plan(PlanRequest)
    /// `kids report`: the children of these state folders, for a teacher.
    case report(ReportRequest)
    case voices
    case help
    case version
}

/// A command line that cannot be followed: the one-line reason printed before the usage (exit 64).
struct UsageError: Error, Equatable, CustomStringConvertible {
    var description: String
}

enum CommandLineParser {
    /// One switch: its name, the word for its value (nil for a flag), help, and how it sets `Options`.
    struct Switch: Sendable {
        var name: String
        var value: String?
        var help: String
        var apply: @Sendable (inout Options, String) throws(UsageError) -> Void
    }

    static let switches: [Switch] = [
        Switch(name: "--open", value: "ACTIVITY", help: "start in an activity of the pack ({activities})") { $0.open = $1 },
        Switch(name: "--question", value: "ID", help: "with --open: start at this question") { $0.question = $1 },
        Switch(name: "--story", value: "ID", help: "with --open stories: open this story at the page reached") { $0.story = $1 },
        Switch(name: "--mute", value: nil, help: "play no sound this time (speech is still logged)") { o, _ in o.mute = true },
        Switch(name: "--plain", value: nil, help: "plain numbered lines for screen readers and braille") { o, _ in o.plain = true },
        Switch(name: "--full", value: nil, help: "the full screen, even when a screen reader is found running") { o, _ in o.full = true },
        Switch(name: "--braille", value: nil, help: "braille this time: braille letters, and a display in the pack's braille") { o, _ in o.braille = true },
        Switch(name: "--kiosk", value: nil, help: "quitting needs a grown-up: only Quit behind the gate ends it") { o, _ in o.kiosk = true },
        Switch(name: "--keyboard", value: "LAYOUT", help: "the keyboard drawn and asked about (qwerty, azerty, qwertz, es)") { o, v throws(UsageError) in
            guard let layout = KeyboardLayout(rawValue: v) else {
                throw UsageError(description: "--keyboard is one of \(KeyboardLayout.allCases.map(\.rawValue).joined(separator: ", ")), not '\(v)'")
            }
            o.keyboard = layout
        },
        Switch(name: "--child", value: "ANIMAL", help: "play as this child (fox, owl, …; a new one is added)") { o, v throws(UsageError) in
            guard Progress.isChildName(v) else { throw UsageError(description: "--child is an animal's name in small letters (fox, owl), not '\(v)'") }
            o.child = v
        },
        Switch(name: "--pictures", value: "HOW", help: "draw pictures as pixels where the terminal can, else symbols (auto), or always as blocks, symbols or pixels") { o, v throws(UsageError) in
            guard let how = Options.Pictures(rawValue: v) else {
                throw UsageError(description: "--pictures is one of \(Options.Pictures.allCases.map(\.rawValue).joined(separator: ", ")), not '\(v)'")
            }
            o.pictures = how
        },
        Switch(name: "--state-dir", value: "DIR", help: "keep progress here (default $XDG_DATA_HOME/kids)") { $0.stateDir = $1 },
        Switch(name: "--class", value: "DIR", help: "the class's children live in DIR, a folder many computers share (kids.conf: class =)") { o, v throws(UsageError) in
            guard !v.isEmpty else { throw UsageError(description: "--class needs a folder") }
            o.classFolder = v
        },
        Switch(name: "--content", value: "DIR", help: "use the content pack in DIR") { $0.content = $1 },
        Switch(name: "--lang", value: "LANG", help: "use the built-in pack of this language (de, en, es, fr)") { $0.lang = $1 },
        Switch(name: "--rate", value: "WPM", help: "speech rate in words a minute (80-220)") { o, v throws(UsageError) in
            guard let rate = Int(v), (80...220).contains(rate) else { throw UsageError(description: "--rate needs a number from 80 to 220, not '\(v)'") }
            o.rate = rate
        },
        Switch(name: "--voice", value: "NAME", help: "eSpeak NG voice (see 'kids voices')") { $0.voice = $1 },
        Switch(name: "--reset-state", value: nil, help: "start with no stars (the old file is replaced)") { o, _ in o.resetState = true },
        Switch(name: "--gate-seed", value: "N", help: "seed of the grown-ups' question (for tests)") { o, v throws(UsageError) in
            guard let seed = UInt64(v) else { throw UsageError(description: "--gate-seed needs a whole number, not '\(v)'") }
            o.gateSeed = seed
        },
        Switch(name: "--seed", value: "N", help: "seed of the order of the answer tiles (for tests)") { o, v throws(UsageError) in
            guard let seed = UInt64(v) else { throw UsageError(description: "--seed needs a whole number, not '\(v)'") }
            o.seed = seed
        },
        Switch(name: "--speech-log", value: "FILE", help: "append one JSON line per utterance to FILE") { $0.speechLog = $1 },
        Switch(name: "--braille-log", value: "FILE", help: "append one JSON line per line of braille shown to FILE") { $0.brailleLog = $1 },
        Switch(name: "--state-log", value: "FILE", help: "append one JSON line per change of screen to FILE") { $0.stateLog = $1 },
        Switch(name: "--speech-out", value: "FILE", help: "write speech to a WAV file instead of the sound device") { $0.speechOut = $1 },
    ]

    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        guard let first = arguments.first else { return .run(Options()) }
        switch first {
        case "--help", "-h": return .help
        case "--version": return .version
        case "voices":
            guard arguments.count == 1 else { throw UsageError(description: "'voices' takes no arguments") }
            return .voices
        case "report": return .report(try ReportRequest.parse(Array(arguments.dropFirst())))
        case "plan": return .plan(try PlanRequest.parse(Array(arguments.dropFirst())))
        case "check-content":
            guard arguments.count == 2 else { throw UsageError(description: "'check-content' needs one folder") }
            return .checkContent(arguments[1])
        case "check-class":
            guard arguments.count == 2, !arguments[1].isEmpty else { throw UsageError(description: "'check-class' needs one folder") }
            return .checkClass(arguments[1])
        default: break
        }
        var options = Options()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--help" || argument == "-h" { return .help }
            let (name, inline) = split(argument)
            guard let entry = switches.first(where: { $0.name == name }) else {
                throw UsageError(description: argument.hasPrefix("-") ? "unknown switch '\(argument)'" : "unexpected '\(argument)'")
            }
            var value = ""
            if entry.value != nil {
                guard let given = inline ?? rest.popFirst() else {
                    throw UsageError(description: "\(name) needs a value (\(entry.value ?? ""))")
                }
                value = given
            } else if inline != nil {
                throw UsageError(description: "\(name) takes no value")
            }
            try entry.apply(&options, value)
        }
        if options.question != nil && options.open == nil {
            throw UsageError(description: "--question needs --open ACTIVITY")
        }
        if options.story != nil && options.open == nil {
            throw UsageError(description: "--story needs --open ACTIVITY")
        }
        if options.plain && options.full {
            throw UsageError(description: "--plain and --full cannot be used together")
        }
        if options.story != nil && options.question != nil {
            throw UsageError(description: "--story and --question cannot be used together")
        }
        return .run(options)
    }

    /// `--name=value` → ("--name", "value").
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let eq = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<eq]), String(argument[argument.index(after: eq)...]))
    }

    static var usage: String {
        """
        usage: kids [options]
               kids check-content DIR
               kids check-class DIR
               kids report [--state-dir DIR | --class DIR]... [--roster FILE] [--format csv|json | --html FILE]
               kids plan --class DIR (--activities A,B [--skills S,T] | --skills S,T | --show | --clear) [--child ANIMAL]
               kids voices
               kids --help | --version
        """
    }

    /// The keys of each screen, from the command table that also drives input and the on-screen hints.
    static var keys: String {
        // Every screen that has a name for it (`ScreenID.Traits.help`): a new screen's keys are listed without a line here.
        let screens = ScreenID.allCases.compactMap { id in id.traits.help.map { ($0, id) } }
        return screens.map { name, context in
            let entries = CommandTable.help(in: context).map { "\($0.keys) \($0.hint)" }
            return "  " + name.padded(to: 10) + " " + entries.joined(separator: ", ")
        }.joined(separator: "\n")
    }

    /// Line mode's words, from the same table.
    static var lineWords: String {
        let word: (Command, ScreenID) -> String = CommandTable.word
        let lesson = "in --plain mode: type an answer's number and Enter; \(word(.hearAgain, .lesson)) hears again, "
            + "\(word(.back, .lesson)) goes back, \(word(.openGate, .home)) grown-ups, \(word(.quit, .lesson)) quits; "
        let typing = "in the keyboard's activities type a key and Enter, and commands as words: \(word(.hearAgain, .typing)), "
            + "\(word(.lesson(.next), .typing)), \(word(.whereAmI, .typing)), \(word(.back, .typing)), \(word(.quit, .typing)); "
        let story = "in a story Enter alone turns the page, \(word(.page(.previousPage), .story)) goes a page back, "
            + "\(word(.page(.firstPage), .story)) to the start"
        return lesson + typing + story
    }

    static var help: String { help(activities: nil) }

    /// The help, `--open`'s activities named from the pack in use (`activities`, its IDs): no hand list to forget
    /// a new one; with none given, it says where they are.
    static func help(activities: [String]?) -> String {
        let named = activities.map { $0.joined(separator: ", ") } ?? "kids check-content lists them"
        let rows = switches.map { s in
            let left = s.value.map { "\(s.name) \($0)" } ?? s.name
            return "  " + left.padded(to: 20) + " " + s.help.replacing("{activities}", with: named)
        }
        return """
        kids: a spoken early-learning quiz for young children.

        \(usage)

        options:
        \(rows.joined(separator: "\n"))

        commands:
          check-content DIR    list every problem in a content pack (exit 65 if there is one)
          check-class DIR      for technicians: what is wrong with a class folder (its group and mode, links, FIFOs,
                               files kids never makes), one line each; exit 65 if anything is, 66 if it is not there
          report               for teachers: every child of each --state-dir DIR or --class DIR (again for more;
                               default kids.conf's class, else the user's), one CSV row per child and activity
                               (--format json for JSON; --html FILE writes a page with charts instead); --roster
                               FILE (animal,name lines) adds the children's names; a child whose file (or days)
                               cannot be read is named on stderr and the exit status is 65
          plan                 for teachers: what the class works on (--activities counting,listen, --skills s,a,t,p;
                               --child ANIMAL for one child; --show, --clear): pupils' homes show only those cards;
                               only the class folder's owner or root may plan (exit 77 otherwise)
          voices               list the voices that work here

        keys (mouse clicks work on every tile and button; Ctrl-C quits from anywhere):
        \(keys)
        \(lineWords)

        exit codes: 0 done, 64 bad arguments, 65 invalid content (or a class folder's problems), 66 content (or class) folder
        missing, 70 internal error, 73 the report's page (or the plan) could not be written, 77 not the class folder's owner
        """
    }
}

extension String {
    /// The text in `width` characters: cut, or padded with spaces (what Foundation's `padding(toLength:…)` did).
    func padded(to width: Int) -> String {
        count >= width ? String(prefix(width)) : self + String(repeating: " ", count: width - count)
    }
}
