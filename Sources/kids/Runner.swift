import Foundation
import KidsConsole
import KidsModel
import KidsVoice

/// Sets the app up from the options (content, progress, state) and runs it, carrying out its effects.
struct Runner {
    var state: AppState
    let store: ProgressStore?
    let speechLog: SpeechLog?
    let stateLog: String?
    var lastSnapshot: Snapshot?
    var lastLines: [String] = []
    var quitting = false

    static func run(_ options: Options) -> Int32 {
        guard let folder = options.content ?? ContentLocator.builtIn() else {
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
        let environment = ProcessInfo.processInfo.environment
        let store = (options.stateDir ?? ProgressStore.defaultFolder(environment: environment)).map(ProgressStore.init)
        var notices: [String] = []
        var progress = Progress()
        if let store {
            let loaded = store.load(now: now)
            progress = loaded.progress
            if let notice = loaded.notice { notices.append(notice.description) }
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
        var runner = Runner(state: state, store: store, speechLog: options.speechLog.map(SpeechLog.init),
                            stateLog: options.stateLog)
        if options.resetState {
            runner.state.progress.reset(at: now)
            runner.carryOut([.save(runner.state.progress)])
        }
        runner.runPlain()
        return ExitCode.ok
    }

    /// Line mode: print the screen as lines, read a line, turn it into keys. The end of input quits.
    mutating func runPlain() {
        send(.started)
        while !quitting, let line = readLine() {
            send(.tick(Date().timeIntervalSince1970))
            let keys = PlainInput.keys(for: line, in: state.context)
            if keys.isEmpty { print("(Type a number, or h, b, g or q.)") }
            for key in keys where !quitting { send(.keyPressed(key)) }
        }
    }

    mutating func send(_ event: Event) {
        carryOut(reduce(&state, event))
        let snapshot = Snapshot(state)
        if snapshot != lastSnapshot, let stateLog {
            LineAppender.append(snapshot.jsonLine, to: stateLog)
        }
        lastSnapshot = snapshot
        let lines = LineView.lines(state)
        if lines != lastLines && !quitting {
            print(lines.joined(separator: "\n"))
            lastLines = lines
        }
    }

    mutating func carryOut(_ effects: [Effect]) {
        for effect in effects {
            switch effect {
            case .speak(let utterance):
                speechLog?.record(utterance)
                print(utterance.text)
            case .stopSpeech, .applySettings:
                break
            case .save(let progress):
                guard let store else { continue }
                do {
                    let merged = try store.save(progress, now: state.now)
                    _ = reduce(&state, .progressSaved(merged))
                } catch {
                    _ = reduce(&state, .saveFailed(error.description))
                }
            case .quit:
                quitting = true
            }
        }
    }
}
