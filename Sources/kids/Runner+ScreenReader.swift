#if canImport(Glibc)
import Glibc
#endif
import KidsModel
import KidsSystem

extension Runner {
    /// Full screen or line mode, and whether the voice leaves the lines to a screen reader found running
    /// (`KidsSystem.ScreenReaderProbe`). `--full` looks for none. `KIDS_SCREEN_READER_ROOT` points the probe at a
    /// made-up `/` (the tests' insulation from the computer they run on, and their way to fake each reader).
    /// What was found, and where, goes to the diagnostics log (`note`): a grown-up who wonders why line mode
    /// started can read it there.
    static func startMode(_ options: Options, environment: [String: String], settings: KidsModel.Settings,
                          note: (String) -> Void) -> StartMode {
        let term = environment["TERM"] ?? ""
        let terminal = !term.isEmpty && term != "dumb" && isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        let probe = ScreenReaderProbe(root: environment["KIDS_SCREEN_READER_ROOT"] ?? "", environment: environment)
        let found = options.full && terminal ? nil : probe.find()
        if let found { note("screen reader found: \(found.reader), from \(found.evidence)") }
        return StartMode(full: options.full, plain: options.plain, terminal: terminal, settings: settings, screenReader: found?.reader)
    }
}
