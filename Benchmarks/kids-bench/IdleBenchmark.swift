import Foundation

/// Idle cost: CPU seconds and wake-ups over 10 s on the lesson screen, once speech has finished. A start as most are:
/// in a state folder where the pack was checked and its pictures drawn before (one start is made there first), and
/// the very first start, whose drawing by libchafa leaves glib's worker thread to end 15 s later.
enum IdleBenchmark {
    static func run(_ machine: Machine, seconds: UInt32 = 10) {
        say("idle on the lesson screen for \(seconds) s")
        let seen = machine.stateFolder()
        _ = StartupBenchmark.timeFull(machine, state: seen)
        for (name, arguments, environment, state) in [
            ("with speech", [String](), machine.soundDevice(), seen),
            ("muted", ["--mute"], [String: String](), seen),
            ("first start", ["--mute"], [String: String](), machine.stateFolder()),
        ] {
            guard let child = try? Child.inTerminal(machine.kids, ["--open", "counting", "--state-dir", state] + arguments,
                                                    columns: 80, rows: 24, environment: Machine.terminal.merging(environment) { $1 }) else { continue }
            _ = child.read(until: StartupBenchmark.frameEnd)
            sleep(8)  // the question is said and read along (its words follow the audio's timeline), the device rests, the voices are found
            child.drain()
            let cpu = child.cpuSeconds
            let wakes = child.switchesByThread
            sleep(seconds)
            let usedCPU = child.cpuSeconds - cpu
            let usedWakes = Child.wakeUps(from: wakes, to: child.switchesByThread)
            child.write("\u{03}")
            _ = child.read(until: StartupBenchmark.leave, timeout: 5)
            child.wait()
            say("  " + name.padding(toLength: 12, withPad: " ", startingAt: 0)
                  + String(format: "%.2f CPU s, %d wake-ups", usedCPU, usedWakes))
        }
    }
}
