import Foundation

/// Start to first frame: full screen at 80×24 and line mode, beside `espeak-ng -q "hello"` (the floor of "a
/// program that loads eSpeak") and `/bin/true` (the floor of starting a process here).
enum StartupBenchmark {
    static let frameEnd = Array("\u{1B}[?25h".utf8)  // the cursor shown on the focused tile ends a frame
    static let leave = Array("\u{1B}[?1049l".utf8)

    static func run(_ machine: Machine, runs: Int = 30) {
        say("start to first frame (\(runs) runs each)")
        var full: [Double] = []
        var fullFirst: [Double] = []
        var plain: [Double] = []
        var plainSpeech: [Double] = []
        var espeak: [Double] = []
        var trueTimes: [Double] = []
        // A start after the first checks no pack (docs/DECISIONS.md, "A pack is checked once"): the usual
        // start is timed in a state folder where the pack was seen before, the very first in a new one.
        var blocks: [Double] = []
        var noImages: [Double] = []
        let seen = machine.stateFolder()
        _ = timeFull(machine, state: seen)
        // The English pack as it was before issue 33, without its images: what reading them costs at each start.
        let plainPack = withoutImages(machine)
        let seenPlain = machine.stateFolder()
        _ = timeFull(machine, state: seenPlain, pictures: "blocks", content: plainPack)
        for _ in 0..<runs {
            let state = machine.stateFolder()
            fullFirst += timeFull(machine, state: state)
            full += timeFull(machine, state: seen)
            blocks += timeFull(machine, state: seen, pictures: "blocks")
            noImages += plainPack.map { timeFull(machine, state: seenPlain, pictures: "blocks", content: $0) } ?? []
            plain += timePlain(machine, ["--plain", "--mute", "--open", "counting", "--state-dir", state], environment: [:])
            plainSpeech += timePlain(machine, ["--plain", "--open", "counting", "--state-dir", state], environment: machine.soundDevice())
            if let child = try? Child.withPipes("/usr/bin/espeak-ng", ["-q", "hello"]) {
                let start = now()
                child.wait()
                espeak.append(now() - start)
            }
            if let child = try? Child.withPipes("/bin/true", []) {
                let start = now()
                child.wait()
                trueTimes.append(now() - start)
            }
        }
        say("  full screen 80x24, muted:   " + Statistics(values: full).milliseconds()
              + " (the terminal asked what it draws, answering as xterm: libchafa's symbols)")
        say("  the same, --pictures blocks:" + Statistics(values: blocks).milliseconds() + " (no libchafa opened, no image drawn)")
        say("  the same, a pack without images: " + Statistics(values: noImages).milliseconds() + " (as before issue 33)")
        say("  the same, the first start:  " + Statistics(values: fullFirst).milliseconds() + " (the pack checked whole)")
        say("  --plain, muted:             " + Statistics(values: plain).milliseconds())
        say("  --plain, with speech:       " + Statistics(values: plainSpeech).milliseconds() + " (waits for the voice to load)")
        say("  espeak-ng -q hello (whole): " + (espeak.isEmpty ? "espeak-ng is not installed" : Statistics(values: espeak).milliseconds()))
        say("  /bin/true (whole):          " + Statistics(values: trueTimes).milliseconds())
        if !espeak.isEmpty {
            say(String(format: "  ratio full screen / espeak-ng -q: %.2f (goal ≤ 1.0)",
                       Statistics(values: full).median / Statistics(values: espeak).median))
        }
    }

    /// Time until the first whole frame of `kids --open counting --mute` in an 80×24 terminal.
    /// The terminal is asked what it draws (its background, for block art too), and this one answers DA1 as xterm
    /// does (no sixels) when the question comes, as a real terminal would.
    static func timeFull(_ machine: Machine, state: String, pictures: String = "auto", content: String? = nil) -> [Double] {
        let pack = content.map { ["--content", $0] } ?? []
        guard let child = try? Child.inTerminal(machine.kids, ["--open", "counting", "--mute", "--state-dir", state, "--pictures", pictures] + pack,
                                                columns: 80, rows: 24, environment: Machine.terminal) else { return [] }
        let start = now()  // measured from just after the spawn returned; the spawn itself is in `true`
        guard child.read(until: Array("\u{1B}[c".utf8)).found else { return [] }
        child.write("\u{1B}[?64;1;2;6;9;15;18;21;22c")
        let found = child.read(until: frameEnd).found
        let elapsed = now() - start
        child.write("\u{03}")
        _ = child.read(until: leave, timeout: 5)
        child.wait()
        return found ? [elapsed] : []
    }

    /// Time until line mode has printed the question's last line.
    static func timePlain(_ machine: Machine, _ arguments: [String], environment: [String: String]) -> [Double] {
        guard let child = try? Child.withPipes(machine.kids, arguments, environment: environment) else { return [] }
        let start = now()
        let found = child.read(until: Array("hears it again".utf8)).found  // the question's last line, numbers or not
        let elapsed = now() - start
        child.closeInput()
        child.wait()
        return found ? [elapsed] : []
    }

    /// A copy of the English pack's JSON files with no picture naming an image; nil when it cannot be made.
    static func withoutImages(_ machine: Machine) -> String? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let source = root.appendingPathComponent("Content/en").path
        let folder = machine.scratch + "/pack-without-images"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for name in try FileManager.default.contentsOfDirectory(atPath: source) where name.hasSuffix(".json") {
                var text = try String(contentsOfFile: source + "/" + name, encoding: .utf8)
                if name == "pictures.json" {
                    text = text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("\"image\":") }.joined(separator: "\n")
                }
                try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
            }
            return folder
        } catch {
            return nil
        }
    }
}
