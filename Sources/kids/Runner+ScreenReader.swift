#if canImport(Glibc)
import Glibc
#endif
import KidsModel
import KidsSystem

extension Runner {
    /// Whether a screen reader is running (`KidsSystem.ScreenReaderProbe`), looked for on another thread from the
    /// first moment: it reads /proc and /sys (and, on a desktop with Orca running, asks the session bus) while the
    /// settings, the speech and the pack load, and `startMode` takes its answer. `--full` in a terminal looks for
    /// none (nil). `KIDS_SCREEN_READER_ROOT` points the probe at a made-up `/` (the tests' insulation from the
    /// computer they run on, and their way to fake each reader).
    static func lookForScreenReader(_ options: Options, environment: [String: String]) -> Later<ScreenReaderProbe.Found?>? {
        guard !(options.full && isTerminal(environment)) else { return nil }
        let probe = ScreenReaderProbe(root: environment["KIDS_SCREEN_READER_ROOT"] ?? "", environment: environment)
        return Later("kids.reader") { probe.find() }
    }

    /// Whether standard input and output are a terminal that can draw (`TERM` set, and not dumb).
    static func isTerminal(_ environment: [String: String]) -> Bool {
        let term = environment["TERM"] ?? ""
        return !term.isEmpty && term != "dumb" && isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// Full screen or line mode, and whether the voice leaves the lines to a screen reader found running (`look`).
    /// What was found, and where, goes to the diagnostics log (`note`): a grown-up who wonders why line mode
    /// started can read it there.
    static func startMode(_ options: Options, environment: [String: String], look: Later<ScreenReaderProbe.Found?>?,
                          settings: Settings, note: (String) -> Void) -> StartMode {
        let found = look?.value ?? nil
        if let found { note("screen reader found: \(found.reader), from \(found.evidence)") }
        return StartMode(full: options.full, plain: options.plain, terminal: isTerminal(environment), settings: settings,
                         screenReader: found?.reader)
    }
}
