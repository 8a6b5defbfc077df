import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// First sound from launch, as a child hears it: from just before the program is started to the first
/// non-silent sample reaching ALSA, beside the `espeak-ng` command saying the same sentence with the same voice
/// and rate, in the same run (a ratio is what a noisy machine can compare).
///
/// ALSA's `file` plugin writes the raw samples into a FIFO (through a `null` slave); the benchmark reads the
/// FIFO and timestamps the first sample louder than a whisper. kids starts as a child's launcher starts it, in three
/// terminals: full screen in an 80×24 terminal that answers its questions at once (as xterm does, with sixels), one
/// that answers nothing (`script`, a serial line, some multiplexers), and line mode (`--plain`), each with
/// `--open counting --question counting.sun.1`.
enum FirstSoundBenchmark {
    static let cli = "/usr/bin/espeak-ng"

    /// The terminal kids starts in.
    enum Terminal: CaseIterable {
        case answering, silent, plain

        var title: String {
            switch self {
            case .answering: "full screen, a terminal that answers at once"
            case .silent: "full screen, a terminal that answers nothing"
            case .plain: "--plain"
            }
        }
    }

    /// An xterm's answer to DA1, saying it draws sixels, and a cell's size: what a terminal that answers says.
    static let answer = "\u{1B}[6;20;10t\u{1B}[?64;1;2;4;6;9;15;18;21;22c"

    static func run(_ machine: Machine, runs: Int = 15) -> [Terminal: (kids: Double, cli: Double)] {
        say("first sound from launch: start → first non-silent sample reaching ALSA (file plugin into a FIFO), \(runs) runs each,")
        say("  each kind of terminal beside espeak-ng saying the same sentence, turn about")
        guard FileManager.default.isExecutableFile(atPath: cli) else {
            say("  skipped: the espeak-ng command is not installed (apt-get install espeak-ng)")
            return [:]
        }
        guard let sentence = machine.content.activities.flatMap(\.questions).first(where: { $0.id == "counting.sun.1" })?.spoken else {
            say("  skipped: the pack has no question counting.sun.1")
            return [:]
        }
        let fifo = machine.scratch + "/first-sound.fifo"
        unlink(fifo)
        guard mkfifo(fifo, 0o600) == 0 else {
            say("  skipped: cannot make a FIFO in \(machine.scratch)")
            return [:]
        }
        let config = machine.scratch + "/first-sound.conf"
        try? """
        pcm.!default { type file slave { pcm { type null } } file "\(fifo)" format "raw" }
        """.write(toFile: config, atomically: true, encoding: .utf8)
        let environment = ["ALSA_CONFIG_PATH": config]
        // As in `startup`: the usual start finds the pack checked before; the very first checks it whole.
        let seen = machine.stateFolder()
        let question = ["--open", "counting", "--question", "counting.sun.1"]
        let arguments = question + ["--state-dir", seen]
        func launch(_ terminal: Terminal) throws -> Child {
            guard terminal != .plain else { return try Child.withPipes(machine.kids, ["--plain"] + arguments, environment: environment) }
            return try Child.inTerminal(machine.kids, arguments, columns: 80, rows: 24, environment: Machine.terminal.merging(environment) { $1 })
        }
        var kids: [Terminal: [Double]] = [:]
        var command: [Terminal: [Double]] = [:]
        var first: [Double] = []
        for terminal in Terminal.allCases { _ = firstSound(fifo: fifo, answering: terminal == .answering) { try launch(terminal) } }
        for _ in 0..<runs {
            let fresh = ["--state-dir", machine.stateFolder()]
            if let time = firstSound(fifo: fifo, answering: true, start: {
                try Child.inTerminal(machine.kids, question + fresh, columns: 80, rows: 24, environment: Machine.terminal.merging(environment) { $1 })
            }) { first.append(time) }
            for terminal in Terminal.allCases {
                if let time = firstSound(fifo: fifo, answering: terminal == .answering, start: { try launch(terminal) }) { kids[terminal, default: []].append(time) }
                if let time = firstSound(fifo: fifo, answering: false, start: {
                    try Child.withPipes(cli, ["-v", machine.content.voice, "-s", "\(140)", sentence], environment: environment)
                }) { command[terminal, default: []].append(time) }
            }
        }
        var medians: [Terminal: (kids: Double, cli: Double)] = [:]
        for terminal in Terminal.allCases {
            let (mine, theirs) = (Statistics(values: kids[terminal] ?? []), Statistics(values: command[terminal] ?? []))
            say("  kids, \(terminal.title):")
            say("    kids:                     " + mine.milliseconds())
            say("    espeak-ng \"\(sentence.prefix(16))…\": " + theirs.milliseconds())
            say(String(format: "    ratio kids / espeak-ng:   %.2f (goal ≤ 2.5)", mine.median / theirs.median))
            medians[terminal] = (mine.median, theirs.median)
        }
        say("  kids, the very first start (the pack checked whole), answering: " + Statistics(values: first).milliseconds())
        return medians
    }

    /// Seconds from just before `start` to the first non-silent sample in the FIFO; nil if none comes in 5 s. What
    /// the program writes is read meanwhile (a terminal's buffer never fills), and with `answering` its questions to
    /// the terminal are answered as soon as they are seen.
    static func firstSound(fifo: String, answering: Bool, start: () throws -> Child) -> Double? {
        // Opened before the program, without blocking, so the plugin's open for writing finds a reader.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        guard reader >= 0 else { return nil }
        defer { close(reader) }
        let begin = now()
        guard let child = try? start() else { return nil }
        defer {
            kill(child.pid, SIGKILL)
            child.wait()
        }
        var buffer = [UInt8](repeating: 0, count: 8192)
        var odd: UInt8?  // a read may end in the middle of a 16-bit sample: its first byte waits here
        var written: [UInt8] = []
        var answered = !answering
        var output = child.output  // -1 once it has ended (poll passes over it)
        let deadline = begin + 5
        while now() < deadline {
            var ready = [pollfd(fd: reader, events: Int16(POLLIN), revents: 0), pollfd(fd: output, events: Int16(POLLIN), revents: 0)]
            guard poll(&ready, 2, 5) > 0 else { continue }
            if ready[1].revents != 0 {
                let n = read(output, &buffer, buffer.count)
                if n <= 0 { output = -1 }
                if n > 0, !answered {
                    written += buffer[..<n]
                    if written.count >= 3, (0...(written.count - 3)).contains(where: { written[$0..<($0 + 3)].elementsEqual("\u{1B}[c".utf8) }) {
                        child.write(answer)
                        answered = true
                    }
                }
            }
            guard ready[0].revents != 0 else { continue }
            let n = read(reader, &buffer, buffer.count)
            guard n > 0 else {
                usleep(500)  // no writer yet (a FIFO with no writer reads as ended)
                continue
            }
            let heard = now()
            var bytes = Array(buffer[..<n])
            if let first = odd { bytes.insert(first, at: 0) }
            odd = bytes.count % 2 == 1 ? bytes.removeLast() : nil
            for i in stride(from: 0, to: bytes.count, by: 2) where abs(Int(Int16(bitPattern: UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8))) > 500 {
                return heard - begin
            }
        }
        return nil
    }
}
