import Foundation
import KidsModel
import Testing
import TestSupport

/// How `kids` starts in a real terminal beside a screen reader (each faked in a made-up `/`): line mode by itself,
/// the voice quiet; none found, the full screen as before; `--full` and `--plain` win; the grown-ups' choice for the
/// computer is followed.
@Suite("Starting beside a screen reader, in a terminal", .serialized, .tags(.slow))
struct ScreenReaderStartTests {
    /// A made-up `/` holding `files`, and a state folder with the computer's settings when `choice` is given.
    static func folder(_ files: [String: String], choice: ScreenReaderChoice? = nil) throws -> String {
        let folder = try Binary.temporaryFolder("sr-start")
        for (path, contents) in files {
            let file = folder + "/root" + path
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try contents.write(toFile: file, atomically: false, encoding: .utf8)
        }
        try FileManager.default.createDirectory(atPath: folder + "/root", withIntermediateDirectories: true)
        // Sound goes into a file through ALSA's file plugin: the voice works, so line mode's own first line shows.
        try "pcm.!default { type file slave { pcm { type null } } file \"\(folder)/audio.wav\" format \"wav\" }\n"
            .write(toFile: folder + "/asound.conf", atomically: false, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder + "/state", withIntermediateDirectories: true)
        if let choice {
            let computer = #"{"version":2,"stars":{},"misses":{},"resetAt":0,"settingsChangedAt":1,"#
                + #""settings":{"speech":true,"rate":140,"screenReader":"\#(choice.rawValue)"}}"#
            try computer.write(toFile: folder + "/state/computer.json", atomically: false, encoding: .utf8)
        }
        return folder
    }

    /// How a start went: line mode or the full screen, the first line, and whether the question's voice played.
    struct Start {
        var lineMode: Bool
        var screen: String
        var questionMuted: Bool?
    }

    func start(_ files: [String: String] = [:], arguments: [String] = [], environment: [String: String] = [:],
               choice: ScreenReaderChoice? = nil) throws -> Start {
        let folder = try Self.folder(files, choice: choice)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let t = try Tmux(arguments: ["--open", "counting", "--seed", "1"] + arguments, folder: folder,
                         environment: ["KIDS_SCREEN_READER_ROOT": folder + "/root", "ALSA_CONFIG_PATH": folder + "/asound.conf"].merging(environment) { $1 })
        var heard = 0
        let question = try t.listen(after: &heard, for: "the first question") { $0["kind"] as? String == "question" }
        // Line mode prints its lines and waits for a typed line; the full screen draws its header bar of stars.
        let screen = try waitForEither(t)
        // Line mode wraps its lines between words at the terminal's width: read as one text.
        let text = screen.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return Start(lineMode: !screen.contains("★"), screen: text, questionMuted: question["muted"] as? Bool)
    }

    func waitForEither(_ t: Tmux) throws -> String {
        let deadline = Date().addingTimeInterval(15)
        while Date() < deadline {
            let shown = t.screen()
            if shown.contains("★") || shown.contains("How many") && shown.contains("Type") { return shown }
            usleep(10_000)
        }
        Issue.record("neither screen showed:\n\(t.screen())")
        return t.screen()
    }

    static let sources: [(name: String, files: [String: String], environment: [String: String], reader: String)] = [
        ("Speakup", ["/sys/accessibility/speakup/synth": "soft\n"], [:], "Speakup"),
        ("speakup.synth=", ["/proc/cmdline": "BOOT_IMAGE=/vmlinuz root=/dev/sda1 speakup.synth=soft quiet\n"], [:], "Speakup"),
        ("accessibility=", ["/proc/cmdline": "BOOT_IMAGE=/vmlinuz accessibility=on\n"], [:], "accessibility=on"),
        ("Fenrir's pid file", ["/run/fenrir.pid": "4242\n", "/proc/4242/stat": "4242 (fenrir) S 1"], [:], "Fenrir"),
        ("ACCESSIBLE=1", [:], ["ACCESSIBLE": "1"], "ACCESSIBLE=1"),
        ("INSIDE_EMACS", [:], ["INSIDE_EMACS": "29.1,term:0.96"], "Emacs"),
    ]

    @Test("each source found: line mode by itself, its one line saying what was found, and the app's voice quiet",
          arguments: 0..<6)
    func found(_ index: Int) throws {
        let source = Self.sources[index]
        let started = try start(source.files, environment: source.environment)
        #expect(started.lineMode, "\(source.name): not line mode:\n\(started.screen)")
        #expect(started.screen.contains("Screen reader found (\(source.reader)): line mode, and kids speaks only the sounds."),
                "\(source.name):\n\(started.screen)")
        #expect(started.questionMuted == true, "\(source.name): the app spoke over the screen reader")
    }

    @Test("none found: the full screen with its voice, as before; a stopped Speakup and a dead Fenrir's pid file are none")
    func noneFound() throws {
        for files in [[:], ["/sys/accessibility/speakup/synth": "none\n", "/run/fenrir.pid": "4242\n"]] {
                let started = try start(files)
            #expect(!started.lineMode, "\(files):\n\(started.screen)")
            #expect(started.questionMuted == false)
        }
    }

    @Test("--full wins over a reader found; --plain is line mode with the voice, or quiet beside a reader")
    func switches() throws {
        let speakup = ["/sys/accessibility/speakup/synth": "soft\n"]
        let full = try start(speakup, arguments: ["--full"])
        #expect(!full.lineMode && full.questionMuted == false, "\(full.screen)")
        let plain = try start(arguments: ["--plain"])
        #expect(plain.lineMode && plain.questionMuted == false && plain.screen.contains("Grown-ups: kids speaks too."), "\(plain.screen)")
        let plainFound = try start(speakup, arguments: ["--plain"])
        #expect(plainFound.lineMode && plainFound.questionMuted == true, "\(plainFound.screen)")
    }

    @Test("the grown-ups' choice for the computer is followed: line mode with the app's voice too, or the full screen")
    func grownUpsChoice() throws {
        let speakup = ["/sys/accessibility/speakup/synth": "soft\n"]
        let voice = try start(speakup, choice: .lineModeWithVoice)
        #expect(voice.lineMode && voice.questionMuted == false, "\(voice.screen)")
        #expect(voice.screen.contains("Screen reader found (Speakup): line mode, and kids speaks too."), "\(voice.screen)")
        let full = try start(speakup, choice: .fullScreen)
        #expect(!full.lineMode && full.questionMuted == false, "\(full.screen)")
        // Without a reader the choice changes nothing.
        let none = try start(choice: .lineModeWithVoice)
        #expect(!none.lineMode, "\(none.screen)")
    }
}
