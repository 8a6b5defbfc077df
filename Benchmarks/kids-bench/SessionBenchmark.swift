import Foundation

/// A scripted child finishing all three activities in line mode, input piped: wall time and CPU time.
enum SessionBenchmark {
    static func run(_ machine: Machine, runs: Int = 5) {
        say("a whole session: a first round of every activity, in --plain with piped input (\(runs) runs)")
        for (name, arguments, environment) in [
            ("muted", ["--mute"], [String: String]()),
            ("with speech", [String](), machine.soundDevice()),
        ] {
            var walls: [Double] = []
            var cpus: [Double] = []
            var finished = true
            for _ in 0..<runs {
                guard let child = try? Child.withPipes(machine.kids, ["--plain", "--seed", "\(Machine.sessionSeed)",
                                                                      "--state-dir", machine.stateFolder()] + arguments,
                                                       environment: environment) else { continue }
                let start = now()
                child.write(machine.wholeSessionInput())
                child.closeInput()
                let output = child.readToEnd()
                child.wait()
                walls.append(now() - start)
                cpus.append(child.totalCPUSeconds)
                let text = String(decoding: output, as: UTF8.self)
                // Each activity's done screen shows its stars: the first round of each earned one a question.
                finished = finished && text.split(separator: "\n").filter { $0.hasPrefix("All done! ") && $0.hasSuffix("stars") }.count
                    == machine.content.activities.count
            }
            say("  " + name.padding(toLength: 12, withPad: " ", startingAt: 0) + "wall " + Statistics(values: walls).milliseconds()
                  + String(format: "; CPU median %.0f ms", Statistics(values: cpus).median * 1000)
                  + (finished ? "; every activity finished" : "; NOT every activity finished"))
        }
    }
}
