import Foundation
import TestSupport
import KidsModel
import KidsStore

/// `kids-bench`: measurements anyone can run, printing numbers (never asserted in tests: these machines are
/// shared and noisy). Build everything optimised first: `swift build -c release`, then
/// `.build/release/kids-bench all` (or one of the parts). `--baseline PATH` (or `KIDS_BASELINE`) measures another
/// build of kids beside this one, in turn in the same run, where a part starts the binary (`startup`, `memory`,
/// `size`): a shared machine can compare two builds only within one run.
@main
enum Bench {
    static let parts = ["startup", "keys", "speech", "idle", "memory", "session", "mash", "readalong", "sound", "slowsave", "busy", "capacity", "size", "pictures", "mastery", "sounds"]

    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        guard case .success(let content) = PackFolder.load(folder: root.appendingPathComponent("Content/en").path) else {
            say("kids-bench: the content pack did not load")
            exit(1)
        }
        // The binary beside this one, or the one KIDS names (the shipped, statically linked build: `make`,
        // then KIDS=.build/static/release/kids).
        let kids = ProcessInfo.processInfo.environment["KIDS"] ?? URL(fileURLWithPath: CommandLine.arguments[0])
            .resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("kids").path
        // Another build to measure beside this one: `--baseline PATH`, else KIDS_BASELINE.
        let baselineAt = arguments.firstIndex(of: "--baseline")
        let baseline = baselineAt.flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
            ?? ProcessInfo.processInfo.environment["KIDS_BASELINE"]
        // How many rounds `startup` and `memory` take (30 and 5 unless told).
        let runsAt = arguments.firstIndex(of: "--runs")
        let runs = runsAt.flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil }
        let wanted = arguments.first == "all" ? parts : arguments.filter { parts.contains($0) }
        guard !wanted.isEmpty, baselineAt == nil || baseline != nil, runsAt == nil || (runs ?? 0) > 0 else {
            say("usage: kids-bench all | " + parts.joined(separator: " | ") + " [--device] [--baseline PATH] [--runs N]")
            exit(arguments.isEmpty ? 0 : 64)
        }
        let needsBinary = wanted.contains { !["keys", "speech", "mash", "pictures", "mastery", "sounds"].contains($0) }
        if needsBinary && !FileManager.default.isExecutableFile(atPath: kids) {
            say("kids-bench: \(kids) is missing; run `swift build -c release` first")
            exit(1)
        }
        if let baseline, !FileManager.default.isExecutableFile(atPath: baseline) {
            say("kids-bench: the baseline \(baseline) is missing or not a program")
            exit(1)
        }
        say("machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, "
              + String(format: "%.0f GiB", Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824))
        let scratch = NSTemporaryDirectory() + "kids-bench-\(getpid())"
        try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let machine = Machine(kids: kids, scratch: scratch, content: content)
        // This build first, then the baseline: each part that starts the binary takes them in turn.
        let builds = [Build(name: "this build", machine: machine)]
            + (baseline.map { [Build(name: "baseline", machine: Machine(kids: $0, scratch: scratch, content: content))] } ?? [])
        if baseline != nil {
            for build in builds { say("\(build.name): \(build.machine.kids)") }
        }
        for part in wanted {
            say("")
            switch part {
            case "startup": StartupBenchmark.run(builds, runs: runs ?? 30)
            case "keys": KeyBenchmark.run(content: content)
            case "speech": _ = SpeechBenchmark.run(content: content, utterances: 60, device: arguments.contains("--device"))
            case "idle": IdleBenchmark.run(machine)
            case "memory": MemoryBenchmark.run(builds, spoken: runs ?? 5)
            case "session": SessionBenchmark.run(machine)
            case "mash": MashBenchmark.run(content: content)
            case "readalong": ReadAlongBenchmark.run(machine)
            case "sound": _ = FirstSoundBenchmark.run(machine)
            case "slowsave": _ = SlowSaveBenchmark.run(machine)
            case "busy": _ = BusyBenchmark.run(machine, sessions: Int(ProcessInfo.processInfo.environment["KIDS_BUSY"] ?? "") ?? 300)
            case "capacity": BusyBenchmark.capacity(machine)
            case "size": builds.forEach { SizeBenchmark.run($0.machine) }
            case "pictures": PicturesBenchmark.run(content: content, scratch: scratch)
            case "mastery": MasteryBenchmark.run()
            case "sounds": SoundsBenchmark.run(content: root.appendingPathComponent("Content"))
            default: break
            }
        }
    }
}

/// A build of kids being measured, and what the output calls it ("this build", "baseline").
struct Build {
    let name: String
    let machine: Machine
}

/// What the benchmarks that start `kids` share: where it is, a scratch folder, the pack.
struct Machine {
    let kids: String
    let scratch: String
    let content: ContentPack

    /// A fresh folder for one run's progress.
    func stateFolder() -> String {
        let folder = scratch + "/state-\(UUID().uuidString.prefix(8))"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// An ALSA configuration whose default device writes a WAV file, for speech on a machine with no sound
    /// card; returns the variables to start `kids` with.
    func soundDevice() -> [String: String] {
        let config = scratch + "/asound.conf"
        let text = """
        pcm.!default { type file slave { pcm { type null } } file "\(scratch)/sound.wav" format "wav" }
        """
        try? text.write(toFile: config, atomically: true, encoding: .utf8)
        return ["ALSA_CONFIG_PATH": config]
    }

    /// The seed of the tiles' order in the session benchmark, so that its typed answers are known.
    static let sessionSeed: UInt64 = 1

    /// The typed lines that finish a first round of every activity of the pack in line mode (with
    /// `--seed sessionSeed`): each right answer, Enter for Next, and Home from the done screen.
    func wholeSessionInput() -> String {
        var lines: [String] = []
        var state = AppState(content: content, size: Size(width: 80, height: 24), now: 0, gateSeed: 0, seed: Self.sessionSeed, muted: true)
        _ = reduce(&state, .started(Launch()))
        for n in content.activities.indices {
            for line in ["\(n + 1)"] { _ = reduce(&state, .lineTyped(line)) }
            lines += ["\(n + 1)"] + Binary.playRound(&state) + ["2"]
            _ = reduce(&state, .lineTyped("2"))
        }
        lines.append("q")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The terminal variables for full-screen runs, whatever this shell has.
    static let terminal = ["TERM": "xterm-256color"]
}
