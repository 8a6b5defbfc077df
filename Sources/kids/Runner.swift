import Foundation
import KidsConsole
import KidsModel
import KidsVoice

/// Sets the app up from the options (content, progress, state) and runs it in full screen or plain mode.
enum Runner {
    static func run(_ options: Options) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let available = ContentLocator.languages()
        guard let language = ContentLocator.language(requested: options.lang, environment: environment, available: available) else {
            let known = available.joined(separator: ", ")
            FileHandle.standardError.write(Data("kids: there is no pack for language '\(options.lang ?? "")' (there are: \(known))\n\(CommandLineParser.usage)\n".utf8))
            return ExitCode.usage
        }
        guard let folder = options.content ?? ContentLocator.builtIn(language: language) else {
            FileHandle.standardError.write(Data("kids: the built-in content was not found; give --content DIR\n".utf8))
            return ExitCode.contentMissing
        }
        let content: ContentPack
        switch ContentLoader.load(folder: folder) {
        case .success(let pack): content = pack
        case .failure(.folderMissing(let path)):
            FileHandle.standardError.write(Data("kids: the content folder \(path) does not exist\n".utf8))
            return ExitCode.contentMissing
        case .failure(.invalid(let problems)):
            let text = problems.map { "kids: \(folder)/\($0)\n" }.joined()
            FileHandle.standardError.write(Data(text.utf8))
            return ExitCode.invalidContent
        }

        let now = Date().timeIntervalSince1970
        let stateFolder = options.stateDir ?? ProgressStore.defaultFolder(environment: environment)
        let store = stateFolder.map(ProgressStore.init)
        var notices: [String] = []
        var progress = KidsModel.Progress()
        if let store {
            let loaded = store.load(now: now)
            progress = loaded.progress
            if let notice = loaded.notice {
                notices.append(notice.description)
                Diagnostics.note(notice.description, in: store.folder)
            }
        } else {
            notices.append("No place to keep progress was found (HOME is not set): stars last until the app closes.")
        }
        var state = AppState(content: content, progress: progress, size: Size(width: 80, height: 24), now: now,
                             gateSeed: options.gateSeed ?? UInt64.random(in: .min ... .max),
                             muted: options.mute, notices: notices)
        if let activity = options.open {
            do {
                try state.open(activity: activity, question: options.question)
            } catch {
                FileHandle.standardError.write(Data("kids: \(error.description)\n\(CommandLineParser.usage)\n".utf8))
                return ExitCode.usage
            }
        }
        var app = App(state: state, store: store, speechLog: options.speechLog.map(SpeechLog.init),
                      stateLog: options.stateLog)
        let voice = Voice(options: options, settings: progress.settings, content: content)
        defer { voice.shutdown() }
        app.speaker = voice.speaker
        if options.resetState {
            app.state.progress.reset(at: now)
            app.carryOut([.save(app.state.progress)])
        }
        let term = environment["TERM"] ?? ""
        let plain = options.plain || term.isEmpty || term == "dumb" || isatty(STDIN_FILENO) != 1 || isatty(STDOUT_FILENO) != 1
        let context = ViewContext(colors: environment["NO_COLOR"].map(\.isEmpty) ?? true,
                                  dataPath: store?.path, privacyPolicy: ContentLocator.privacyPolicy())
        if plain || !TerminalFrontEnd.run(&app, voice: voice, context: context, logFolder: stateFolder) {
            PlainFrontEnd.run(&app, voice: voice, context: context)
        }
        return ExitCode.ok
    }
}
