import Foundation

/// Idle cost: CPU seconds and wake-ups over 10 s on the lesson screen, once speech has finished.
enum IdleBenchmark {
    static func run(_ machine: Machine, seconds: UInt32 = 10) {
        say("idle on the lesson screen for \(seconds) s")
        for (name, arguments, environment) in [
            ("with speech", [String](), machine.soundDevice()),
            ("muted", ["--mute"], [String: String]()),
        ] {
            guard let child = try? Child.inTerminal(machine.kids, ["--open", "counting", "--state-dir", machine.stateFolder()] + arguments,
                                                    columns: 80, rows: 24, environment: Machine.terminal.merging(environment) { $1 }) else { continue }
            _ = child.read(until: StartupBenchmark.frameEnd)
            sleep(8)  // the question is said and read along (its words follow the audio's timeline), the device rests, the voices are found
            child.drain()
            let cpu = child.cpuSeconds
            let wakes = child.wakeUps
            sleep(seconds)
            let usedCPU = child.cpuSeconds - cpu
            let usedWakes = child.wakeUps - wakes
            child.write("\u{03}")
            _ = child.read(until: StartupBenchmark.leave, timeout: 5)
            child.wait()
            say("  " + name.padding(toLength: 12, withPad: " ", startingAt: 0)
                  + String(format: "%.2f CPU s, %d wake-ups", usedCPU, usedWakes))
        }
    }
}
