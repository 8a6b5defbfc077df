#if canImport(Glibc)
import Glibc
#endif
import KidsConsole
import KidsModel
import KidsStore
import KidsSystem
import KidsVoice

/// Sets the app up from the options (content, progress, voice) and runs it in full screen or line mode.
enum Runner {
    static func run(_ options: Options) -> Int32 {
        // The one owner of fd 2: the sound device's start quiets it while it probes, the full screen points it
        // at the log, and the program's own messages wait for a quiet spell to end (`aloud`): the device
        // starts beside the pack's loading, and a broken pack's message must not go to /dev/null.
        let standardError = StandardError()
        let environment = Environment.current()
        let look = lookForScreenReader(options, environment: environment)
        let folder: String
        switch contentFolder(options, environment: environment) {
        case .success(let found): folder = found
        case .failure(let failure):
            standardError.aloud { writeError(failure.message) }
            return failure.code
        }
        // The program's one clock: ticks, stars' dates, the speech's timeline and the log's stamps.
        let clock = Clock.live()
        let storage = Storage(options, environment: environment)
        // The pack loads on another thread from now, beside the settings, the speech's start and the terminal's.
        let pack = Later("kids.pack") { [checked = storage.state.map { CheckedPacks(folder: $0) }] in
            loadContent(folder: folder, checked: checked, region: ContentLocator.region(environment: environment))
        }
        let diagnostics = Diagnostics(folder: storage.state, clock: clock)
        // Each child is an animal with a file of its own: `--child`, else the folder's first child.
        let child = storage.children?.choose(options.child)
        let store = storage.children.flatMap { folder in child.map { folder.store($0) } }
        let stored = store?.load(now: clock.now())
        let speech = startSpeech(options, folder: folder, settings: stored?.progress.settings ?? Settings(), clock: clock,
                                 environment: environment, standardError: standardError, diagnostics: diagnostics)
        defer { speech.shutdown() }
        var progress = stored?.progress ?? Progress()
        shareComputerSettings(&progress, folder: storage.state, now: clock.now(), note: diagnostics.note)
        let mode = startMode(options, environment: environment, look: look, settings: progress.settings, note: diagnostics.note)
        let screen = mode.lineMode ? nil : openScreen(options, kiosk: options.kiosk || progress.settings.kiosk, clock: clock,
                                                      environment: environment, diagnostics: diagnostics)
        let content: ContentPack
        let launch: Launch
        let children: [String]
        switch loaded(options, pack: pack.value, braille: options.braille || progress.settings.braille, storage: storage, child: child, clock: clock,
                      diagnostics: diagnostics) {
        case .success(let loaded): (content, launch, children) = loaded
        case .failure(let failure):
            screen?.session.close()
            standardError.aloud { writeError(failure.message) }
            return failure.code
        }
        let notices = told(stored, store: store, words: content.words, diagnostics: diagnostics) + storage.told(content.words, note: diagnostics.note)
        let start = firstScreen(launch, options: options, children: children)
        let state = AppState(content: content, progress: progress, size: Size(width: 80, height: 24), now: clock.now(),
                             gateSeed: options.gateSeed ?? UInt64.random(in: .min ... .max),
                             seed: options.seed ?? UInt64.random(in: .min ... .max),
                             muted: options.mute, kiosk: options.kiosk, keyboard: options.keyboard, child: child,
                             children: children, notices: notices, voice: options.voice, plan: storage.plan(note: diagnostics.note),
                             screenReader: mode.screenReader, readerSpeaks: mode.readerSpeaks, dataPath: store?.path, privacyPolicy: ContentLocator.privacyPolicy(),
                             alsoPlaying: storage.arrive(as: start.pickChild ? nil : child, now: clock.now()), dataShared: storage.children?.shared == true,
                             lineMode: mode.lineMode, run: String(UInt64.random(in: .min ... .max), radix: 36), braille: options.braille, utcOffset: Clock.utcOffset(at: clock.now()))
        defer { storage.leave() }
        play(state, launch: start, screen: screen, options: options, storage: storage, store: store, speech: speech,
             clock: clock, diagnostics: diagnostics, standardError: standardError)
        return ExitCode.ok
    }

    /// The speech, started first (eSpeak's data, the voice, the sound device), from the pack's head and the saved
    /// settings, while the rest of the pack loads: the first question's sound waits for neither. No head: the pack's
    /// load says why; no speech is started for it. Muted, none is needed.
    static func startSpeech(_ options: Options, folder: String, settings: Settings, clock: Clock, environment: [String: String],
                            standardError: StandardError, diagnostics: Diagnostics) -> LiveSpeech {
        let head = options.mute ? nil : PackFolder.head(folder: folder)
        var speechOptions = options
        if head == nil { speechOptions.mute = true }
        return LiveSpeech(options: speechOptions, settings: settings, pack: head ?? PackHead(language: "en", voice: "en"), clock: clock,
                          standardError: standardError, region: ContentLocator.region(environment: environment), note: diagnostics.note)
    }

    /// The full screen's terminal, set up and asked what it draws now (it answers while the pack loads); nil when it
    /// cannot be. A crash is told in kids.log first (the runtime's crash screen was put away first thing), so that
    /// the terminal's restore, armed by the session, runs before it; SIGQUIT is ignored in kiosk.
    static func openScreen(_ options: Options, kiosk: Bool, clock: Clock, environment: [String: String],
                           diagnostics: Diagnostics) -> TerminalFrontEnd.Opened? {
        CrashGuard.install(log: diagnostics.folder.map { $0 + "/kids.log" })
        if kiosk { CrashGuard.ignoreQuit() }
        var pictures = PictureChoice.Setup(requested: options.pictures, environment: environment, state: diagnostics.folder)
        pictures.letterforms = ContentLocator.letterforms().map { Letterforms(folder: $0, identity: letterformsIdentity($0)) }
        return TerminalFrontEnd.open(pictures, now: clock.now(), note: diagnostics.note)
    }

    /// What names the letterforms in `folder` and this program (the shelf's key): their folder's identity on the disk,
    /// which a package's upgrade changes, and the program's; nil when either cannot be known (nothing is kept then).
    static func letterformsIdentity(_ folder: String) -> UInt64? {
        guard let program = CheckedPacks.thisProgram(), let status = try? fileStatus(folder + "/images") else { return nil }
        let identity = [status.device, status.inode, UInt64(bitPattern: status.modified), UInt64(bitPattern: status.statusChanged)]
        return ContentLoader.fingerprint(of: ["letterforms": identity.withUnsafeBytes { Array($0) }], salt: program)
    }

    /// The pack (checked, or recognised as checked at an earlier start by this same binary), what the command line
    /// asks of it (a question is found in the pack as the child plays it, with braille on or off), and the children
    /// of the folder.
    static func loaded(_ options: Options, pack: Result<ContentPack, Failure>, braille: Bool, storage: Storage, child: String?, clock: Clock,
                       diagnostics: Diagnostics) -> Result<(ContentPack, Launch, [String]), Failure> {
        pack.flatMap { pack in launchOf(options, in: pack.seen(braille: braille)).map { (pack, $0) } }
            .flatMap { pack, launch in
                children(options, folder: storage.children, child: child, content: pack, now: clock.now(), note: diagnostics.note).map { (pack, launch, $0) }
            }
    }

    /// Runs the app in full screen (on `screen`, the terminal opened for it), or in line mode, until it ends.
    static func play(_ state: AppState, launch: Launch, screen: TerminalFrontEnd.Opened?, options: Options, storage: Storage,
                     store: ProgressStore?, speech: LiveSpeech, clock: Clock, diagnostics: Diagnostics, standardError: StandardError) {
        // In full screen, saves go on beside the run loop, so that a frame never waits for the disk; the last
        // is waited for before the program ends. Line mode has no frame to keep quick: it saves as it goes.
        let mailbox = speech.mailbox
        // A crash is told in kids.log (the runtime's crash screen was put away first thing); SIGQUIT is ignored in kiosk.
        // (In full screen, this was done before the terminal was set up, which its restore must follow.)
        if screen == nil {
            CrashGuard.install(log: diagnostics.folder.map { $0 + "/kids.log" })
            if state.kiosk { CrashGuard.ignoreQuit() }
        }
        // Anything under kids' names in the folder that kids did not make (a link, a FIFO) is left alone, and told
        // (what a save at start found was kept for now).
        storage.strangers.tellTo(note: diagnostics.note) { mailbox.post(.leftAlone(folder: $0.folder, name: $0.name)) }
        let saver = screen == nil ? nil : storage.children.flatMap { children in
            store.map { Saver(store: $0, children: children, saved: { storage.saved($0, now: $1) }, now: clock.now, post: { mailbox.post($0) }) }
        }
        defer { saver?.finish() }
        let braille = LiveBraille(log: options.brailleLog, environment: Environment.current(), mailbox: mailbox)
        defer { braille.shutdown() }
        var runner = EffectRunner(state: state, clients: clients(options, storage: storage, store: store, saver: saver, speech: speech,
                                                                 braille: braille, clock: clock, diagnostics: diagnostics))
        var stoppedBy: Int32?
        if let screen {
            TerminalFrontEnd.run(&runner, launch: launch, speech: speech, screen: screen, diagnostics: diagnostics, standardError: standardError,
                                 stoppedBy: &stoppedBy)
            PictureShelf.finishWrites()  // what this run drew, for the next start to draw without libchafa
        } else {
            PlainFrontEnd.run(&runner, launch: launch, speech: speech)
        }
        if let signal = stoppedBy {
            // Stopped by a signal: the last save and the speech are finished, the terminal is restored; the
            // program ends by the signal, as it would have at once.
            saver?.finish()
            speech.shutdown()
            storage.leave()
            // (SIGQUIT ends kids as SIGTERM does: no core dump, no crash report for a child's Ctrl-\.)
            let ending = signal == SIGQUIT ? SIGTERM : signal
            Glibc.signal(ending, SIG_DFL)
            raise(ending)
        }
    }

    /// With two or more children and none named, "Who is playing?" comes first (not with `--open`, which a grown-up or
    /// a test gives for the child playing).
    static func firstScreen(_ launch: Launch, options: Options, children: [String]) -> Launch {
        var start = launch
        start.pickChild = options.child == nil && options.open == nil && children.count > 1
        return start
    }

    /// What the command line asks of the first moments (`--reset-state`, `--open`, `--question`), checked
    /// against the pack.
    static func launchOf(_ options: Options, in content: ContentPack) -> Result<Launch, Failure> {
        do {
            return .success(try options.launch(in: content))
        } catch {
            return .failure(Failure(message: "kids: \(error.description)\n\(CommandLineParser.usage)\n", code: ExitCode.usage))
        }
    }

    /// Why the program cannot start: what to print, and the exit code of DESIGN §5.
    struct Failure: Error {
        var message: String
        var code: Int32
    }

    /// The folder of `--content`, else of the built-in pack of `--lang` or the locale's language.
    static func contentFolder(_ options: Options, environment: [String: String]) -> Result<String, Failure> {
        if let folder = options.content { return .success(folder) }
        let available = ContentLocator.languages()
        guard let language = ContentLocator.language(requested: options.lang, environment: environment, available: available) else {
            return .failure(Failure(message: "kids: there is no pack for language '\(options.lang ?? "")' (there are: "
                                    + "\(available.joined(separator: ", ")))\n\(CommandLineParser.usage)\n", code: ExitCode.usage))
        }
        guard let folder = ContentLocator.builtIn(language: language) else {
            return .failure(Failure(message: "kids: the built-in content was not found; give --content DIR\n", code: ExitCode.contentMissing))
        }
        return .success(folder)
    }

    /// The checked pack in `folder`, its voice the locale's `region`'s (`en_GB` British, `en_US` American) as the
    /// speech's is: the grown-ups' screen names it and the lexicon of that voice is the one applied.
    static func loadContent(folder: String, checked: CheckedPacks? = nil, region: String? = nil) -> Result<ContentPack, Failure> {
        switch PackFolder.load(folder: folder, checked: checked) {
        case .success(var pack):
            pack.voice = pack.voice(region: region)
            return .success(pack)
        case .failure(.folderMissing(let path)):
            return .failure(Failure(message: "kids: the content folder \(path) does not exist\n", code: ExitCode.contentMissing))
        case .failure(.invalid(let problems)):
            return .failure(Failure(message: problems.map { "kids: \(folder)/\($0)\n" }.joined(), code: ExitCode.invalidContent))
        }
    }

    /// What grown-ups should be told about the saved progress (a damaged file, nowhere to keep it), in the pack's
    /// words.
    static func told(_ loaded: ProgressStore.Loaded?, store: ProgressStore?, words: Words, diagnostics: Diagnostics) -> [String] {
        guard store != nil, let loaded else {
            return [words("No place to keep progress was found (HOME is not set): stars last until the app closes.")]
        }
        guard let notice = loaded.notice else { return [] }
        // The log keeps English for whoever reads it; grown-ups read it in the pack's language.
        diagnostics.note(notice.description)
        let told: String
        switch notice {
        case .keptAside(let keptAs, let reason):
            told = words("The progress file could not be used because {reason}. It was kept as {path}; starting fresh.",
                         ["reason": reason, "path": keptAs])
        case .unreadable(let reason):
            told = words("The progress file could not be read ({reason}).", ["reason": reason])
        }
        return [told]
    }
}
