import Foundation

/// The shipped binary's size: stripped as `make package` strips it, and whether any ICU is linked in (its
/// collation, break-iterator or `u_` functions), beside the goal of issue 25 (≤ 15 MB stripped, no ICU).
enum SizeBenchmark {
    static func run(_ machine: Machine) {
        say("size of \(machine.kids)")
        let stripped = machine.scratch + "/kids.stripped"
        guard let strip = try? Child.withPipes("/usr/bin/strip", ["--strip-unneeded", "--remove-section=.comment", "--remove-section=.note",
                                                                   "-o", stripped, machine.kids]) else {
            say("  skipped: strip (binutils) is not installed")
            return
        }
        strip.wait()
        let bytes = (try? FileManager.default.attributesOfItem(atPath: stripped)[.size] as? Int) ?? nil
        let whole = (try? FileManager.default.attributesOfItem(atPath: machine.kids)[.size] as? Int) ?? nil
        say(String(format: "  %.2f MB stripped (%@ bytes; %.1f MB as built), goal ≤ 15 MB", Double(bytes ?? 0) / 1e6,
                   "\(bytes ?? 0)", Double(whole ?? 0) / 1e6))
        guard let nm = try? Child.withPipes("/usr/bin/nm", ["--defined-only", machine.kids]) else { return }
        let symbols = String(decoding: nm.readToEnd(), as: UTF8.self).split(separator: "\n")
        nm.wait()
        let icu = symbols.filter { line in
            guard let name = line.split(separator: " ").last else { return false }
            return name.hasPrefix("ucol_") || name.hasPrefix("ubrk_") || name.hasPrefix("u_") || name.hasPrefix("icu_")
        }
        say("  ICU functions linked in: \(icu.count) (of \(symbols.count) symbols)")
    }
}
