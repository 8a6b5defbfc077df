import Foundation

/// Start to first frame: full screen at 80×24 (the first frame, and the one with the pictures) and line mode,
/// beside `espeak-ng -q "hello"` (the floor of "a program that loads eSpeak") and `/bin/true` (the floor of starting
/// a process here).
enum StartupBenchmark {
    static let frameEnd = Array("\u{1B}[?25h".utf8)  // the cursor shown on the focused tile ends a frame
    static let leave = Array("\u{1B}[?1049l".utf8)

    /// What a terminal answers: as xterm without sixels (libchafa's symbols), and as one that draws sixels.
    static let xterm = "\u{1B}[?64;1;2;6;9;15;18;21;22c"
    static let sixels = "\u{1B}[6;20;10t\u{1B}[?64;1;2;4;6;9;15;18;21;22c"

    /// Each build's starts, taken in turn within each of the `runs` rounds, beside `espeak-ng -q` and `/bin/true` in the
    /// same rounds: every ratio is to the espeak-ng of the same run.
    static func run(_ builds: [Build], runs: Int = 30) {
        say("start to first frame (\(runs) runs each)")
        var measured = builds.map { Starts(machine: $0.machine) }
        var espeak: [Double] = []
        var trueTimes: [Double] = []
        for _ in 0..<runs {
            for index in measured.indices { measured[index].once() }
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
        let floor = espeak.isEmpty ? nil : Statistics(values: espeak).median
        for (build, starts) in zip(builds, measured) {
            if builds.count > 1 { say("  \(build.name), \(build.machine.kids):") }
            starts.report(floor: floor)
        }
        say("  espeak-ng -q hello (whole):   " + (espeak.isEmpty ? "espeak-ng is not installed" : Statistics(values: espeak).milliseconds()))
        say("  /bin/true (whole):            " + Statistics(values: trueTimes).milliseconds())
        guard builds.count > 1, let floor else { return }
        say("  side by side (median / espeak-ng -q of this run):")
        for (name, title) in Starts.ratios {
            let cells = measured.map { String(format: "%.2f ms, %.2f×", $0.median(name) * 1000, $0.median(name) / floor) }
            say("    " + title.padding(toLength: 38, withPad: " ", startingAt: 0)
                  + zip(builds, cells).map { "\($0.name) \($1)" }.joined(separator: "; "))
        }
    }

    /// One build's starts: the folders it starts in, and the times measured so far.
    struct Starts {
        let machine: Machine
        /// A start after the first checks no pack (docs/DECISIONS.md, "A pack is checked once"): the usual start is
        /// timed in a state folder where the pack was seen before, the very first in a new one.
        let seen: String
        /// The English pack as it was before issue 33, without its images: what reading them costs at each start.
        let plainPack: String?
        let seenPlain: String
        var frames: [String: [Double]] = [:]
        var plain: [Double] = []
        var plainSpeech: [Double] = []

        /// What the side-by-side lines compare.
        static let ratios = [("symbols", "first frame"), ("symbols pictures", "first frame with pictures (symbols)"),
                             ("sixels pictures", "first frame with pictures (sixels)"), ("first start", "the very first start"),
                             ("first start pictures", "the very first start, with pictures")]

        init(machine: Machine) {
            self.machine = machine
            seen = machine.stateFolder()
            _ = timeFull(machine, state: seen)
            plainPack = withoutImages(machine)
            seenPlain = machine.stateFolder()
            _ = timeFull(machine, state: seenPlain, pictures: "blocks", content: plainPack)
        }

        mutating func add(_ name: String, _ times: (first: Double, pictures: Double?)?) {
            guard let times else { return }
            frames[name, default: []].append(times.first)
            if let pictures = times.pictures { frames[name + " pictures", default: []].append(pictures) }
        }

        /// One round: each kind of start once.
        mutating func once() {
            let state = machine.stateFolder()
            add("first start", timeFull(machine, state: state))
            add("symbols", timeFull(machine, state: seen))
            add("sixels", timeFull(machine, state: seen, answer: sixels))
            add("blocks", timeFull(machine, state: seen, pictures: "blocks"))
            if let plainPack { add("no images", timeFull(machine, state: seenPlain, pictures: "blocks", content: plainPack)) }
            plain += timePlain(machine, ["--plain", "--mute", "--open", "counting", "--state-dir", state], environment: [:])
            plainSpeech += timePlain(machine, ["--plain", "--open", "counting", "--state-dir", state], environment: machine.soundDevice())
        }

        func median(_ name: String) -> Double { Statistics(values: frames[name] ?? []).median }

        func report(floor: Double?) {
            func line(_ name: String) -> String { Statistics(values: frames[name] ?? []).milliseconds() }
            say("  full screen 80x24, muted, the first frame (in block art if the terminal has not answered by then):")
            say("    answering as xterm:        " + line("symbols"))
            say("    with its pictures:         " + line("symbols pictures") + " (libchafa's symbols, as xterm's answer allows)")
            say("    answering with sixels:     " + line("sixels"))
            say("    with its pictures:         " + line("sixels pictures") + " (the terminal's pixels)")
            say("    --pictures blocks:         " + line("blocks") + " (no libchafa opened, no image drawn)")
            say("    a pack without images:     " + line("no images") + " (as before issue 33)")
            say("    the first start:           " + line("first start") + ", pictures " + line("first start pictures") + " (the pack checked whole)")
            say("  --plain, muted:               " + Statistics(values: plain).milliseconds())
            say("  --plain, with speech:         " + Statistics(values: plainSpeech).milliseconds() + " (waits for the voice to load)")
            guard let floor else { return }
            for (name, title, goal) in [("symbols", "first frame", 1.0), ("symbols pictures", "first frame with pictures (symbols)", 1.0),
                                        ("sixels pictures", "first frame with pictures (sixels)", 1.0), ("first start", "the very first start", 3.0)] {
                say(String(format: "  ratio \(title) / espeak-ng -q: %.2f (goal ≤ %.1f)", median(name) / floor, goal))
            }
        }
    }

    /// Times until the first whole frame of `kids --open counting --mute` in an 80×24 terminal, and until the frame
    /// that draws the pictures as the terminal's answer allows (none with block art). The terminal is asked what it
    /// draws (its background, for block art too), and this one answers `answer` when the question comes, as a real
    /// terminal would.
    static func timeFull(_ machine: Machine, state: String, pictures: String = "auto", content: String? = nil,
                         answer: String = xterm) -> (first: Double, pictures: Double?)? {
        let pack = content.map { ["--content", $0] } ?? []
        // The state log says whether a frame's pictures were chosen (`pictures`), or drawn before the answer came.
        let stateLog = machine.scratch + "/startup-\(UUID().uuidString.prefix(8)).log"
        defer { unlink(stateLog) }
        guard let child = try? Child.inTerminal(machine.kids, ["--open", "counting", "--mute", "--state-dir", state, "--pictures", pictures,
                                                               "--state-log", stateLog] + pack,
                                                columns: 80, rows: 24, environment: Machine.terminal) else { return nil }
        let start = now()  // measured from just after the spawn returned; the spawn itself is in `true`
        defer {
            child.write("\u{03}")
            _ = child.read(until: leave, timeout: 5)
            child.wait()
        }
        // Everything read is kept: one read may hold the question and the first frame, or both frames.
        var written: [UInt8] = []
        func count(_ marker: [UInt8]) -> Int { Child.occurrences(of: marker, in: written) }
        func read(until marker: [UInt8], times: Int) -> Bool {
            while count(marker) < times {
                let (bytes, found) = child.read(until: marker)
                written += bytes
                if !found && count(marker) < times { return false }
            }
            return true
        }
        guard read(until: Array("\u{1B}[c".utf8), times: 1) else { return nil }
        child.write(answer)
        guard read(until: frameEnd, times: 1) else { return nil }
        let first = now() - start
        guard pictures == "auto", content == nil else { return (first, nil) }
        // The first frame has the pictures when the answer came before it (while the pack loaded); else the next.
        guard firstStateLine(stateLog)?.contains("\"pictures\":\"choosing\"") == true else { return (first, first) }
        guard read(until: frameEnd, times: 2) else { return (first, nil) }
        return (first, now() - start)
    }

    /// The state log's first line, once it is written (just after the frame it is of), up to a second.
    static func firstStateLine(_ path: String) -> String? {
        let deadline = now() + 1
        while now() < deadline {
            if let text = try? String(contentsOfFile: path, encoding: .utf8), let line = text.split(separator: "\n").first {
                return String(line)
            }
            usleep(200)
        }
        return nil
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
