import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// First sound from launch, as a child hears it: from just before the program is started to the first
/// non-silent sample reaching ALSA, beside the `espeak-ng` command saying the same sentence with the same voice
/// and rate, in the same run (a ratio is what a noisy machine can compare).
///
/// ALSA's `file` plugin writes the raw samples into a FIFO (through a `null` slave); the benchmark reads the
/// FIFO and timestamps the first sample louder than a whisper. kids starts as a child's launcher starts it:
/// full screen in an 80×24 terminal, `--open counting --question counting.sun.1`.
enum FirstSoundBenchmark {
    static let cli = "/usr/bin/espeak-ng"

    static func run(_ machine: Machine, runs: Int = 15) -> (kids: Double, cli: Double)? {
        say("first sound from launch: start → first non-silent sample reaching ALSA (file plugin into a FIFO), \(runs) runs each")
        guard FileManager.default.isExecutableFile(atPath: cli) else {
            say("  skipped: the espeak-ng command is not installed (apt-get install espeak-ng)")
            return nil
        }
        guard let sentence = machine.content.activities.flatMap(\.questions).first(where: { $0.id == "counting.sun.1" })?.spoken else {
            say("  skipped: the pack has no question counting.sun.1")
            return nil
        }
        let fifo = machine.scratch + "/first-sound.fifo"
        unlink(fifo)
        guard mkfifo(fifo, 0o600) == 0 else {
            say("  skipped: cannot make a FIFO in \(machine.scratch)")
            return nil
        }
        let config = machine.scratch + "/first-sound.conf"
        try? """
        pcm.!default { type file slave { pcm { type null } } file "\(fifo)" format "raw" }
        """.write(toFile: config, atomically: true, encoding: .utf8)
        let environment = ["ALSA_CONFIG_PATH": config]
        var kids: [Double] = []
        var kidsFirst: [Double] = []
        var command: [Double] = []
        // As in `startup`: the usual start finds the pack checked before; the very first checks it whole.
        let seen = machine.stateFolder()
        let launch = { (state: String) in
            try Child.inTerminal(machine.kids, ["--open", "counting", "--question", "counting.sun.1", "--state-dir", state],
                                 columns: 80, rows: 24, environment: Machine.terminal.merging(environment) { $1 })
        }
        _ = firstSound(fifo: fifo, start: { try launch(seen) })
        for _ in 0..<runs {
            if let time = firstSound(fifo: fifo, start: { try launch(seen) }) { kids.append(time) }
            if let time = firstSound(fifo: fifo, start: { try launch(machine.stateFolder()) }) { kidsFirst.append(time) }
            if let time = firstSound(fifo: fifo, start: {
                try Child.withPipes(cli, ["-v", machine.content.voice, "-s", "\(140)", sentence], environment: environment)
            }) { command.append(time) }
        }
        let ratio = Statistics(values: kids).median / Statistics(values: command).median
        say("  kids --open counting:       " + Statistics(values: kids).milliseconds())
        say("  the same, the first start:  " + Statistics(values: kidsFirst).milliseconds() + " (the pack checked whole)")
        say("  espeak-ng \"\(sentence.prefix(20))…\": " + Statistics(values: command).milliseconds())
        say(String(format: "  ratio kids / espeak-ng:     %.2f (goal ≤ 1.5)", ratio))
        return (Statistics(values: kids).median, Statistics(values: command).median)
    }

    /// Seconds from just before `start` to the first non-silent sample in the FIFO; nil if none comes in 5 s.
    static func firstSound(fifo: String, start: () throws -> Child) -> Double? {
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
        let deadline = begin + 5
        while now() < deadline {
            var ready = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 5) > 0 else { continue }
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
