#if canImport(Glibc)
import Glibc
#endif
import KidsConsole
import KidsModel
import KidsStore
import KidsSystem
import KidsVoice

/// The executable: reads the command line, then checks content or a class folder, reports, lists voices, or runs the app.
@main
enum Kids {
    static let version = "0.1.0"

    static func main() {
        // No crash screen, for a child or a technician: the runtime's interactive backtracer is replaced at once.
        CrashGuard.install(log: nil)
        let invocation: Invocation
        do {
            invocation = try CommandLineParser.parse(Array(CommandLine.arguments.dropFirst()))
        } catch {
            writeError("kids: \(error.description)\n\(CommandLineParser.usage)\n")
            exit(ExitCode.usage)
        }
        switch invocation {
        case .help:
            // `--open`'s activities are the pack's: named by the pack.json that a start would use, if it reads.
            struct Listed: Decodable { var activities: [String] }
            let folder = try? Runner.contentFolder(Options(), environment: Environment.current()).get()
            var listed: Listed?
            if let folder, case .bytes(let bytes)? = try? RegularFile.read(folder + "/pack.json", limit: PackFolder.largest) {
                listed = try? JSON.decode(Listed.self, from: bytes)
            }
            print(CommandLineParser.help(activities: listed?.activities))
        case .version:
            print("kids \(version) (eSpeak NG \(Libraries.espeak), \(Libraries.portAudio))")
        case .voices:
            exit(listVoices())
        case .checkContent(let folder):
            exit(checkContent(folder))
        case .checkClass(let folder):
            exit(checkClass(folder))
        case .plan(let request):
            exit(request.run(classFolder: schoolSettings().classFolder))
        case .report(let request):
            exit(request.applying(schoolSettings().classFolder).run())
        case .run(let given):
            let options = schoolSettings().applied(to: given)
            // libchafa opens on another thread while the pack loads, when the full screen may draw with it.
            PictureChoice.preload(options, environment: Environment.current())
            exit(Runner.run(options))
        }
    }

    /// The school's settings (kids.conf); a line that cannot be used is named on standard error and skipped.
    static func schoolSettings() -> SchoolSettings {
        var (settings, problems) = SchoolSettings.load(environment: Environment.current())
        // A language with no pack here would stop every start (--lang's usage error): it is named and skipped too.
        let languages = ContentLocator.languages()
        if let language = settings.language, !languages.contains(language) {
            problems.append("language = \(language): there is no pack for it (there are: \(languages.joined(separator: ", "))); not used")
            settings.language = nil
        }
        for problem in problems { writeError("kids: \(problem)\n") }
        return settings
    }

    /// `kids voices`: the voices that synthesise here, one a line: identifier, language, name.
    static func listVoices() -> Int32 {
        do {
            let synthesizer = try Synthesizer(voice: "en", rate: Settings.defaultRate)
            // eSpeak tells stderr about dictionaries it lacks while voices load; the list says what works.
            let voices = StandardError().quietly { synthesizer.workingVoices() }
            print("VOICE".padded(to: 18) + "LANGUAGE".padded(to: 16) + "NAME")
            for voice in voices {
                print(voice.selector.padded(to: 18)
                      + voice.language.padded(to: 16) + voice.name)
            }
            return ExitCode.ok
        } catch {
            writeError("kids: \(error)\n")
            return ExitCode.internalError
        }
    }

    /// `kids check-content DIR`: every problem, one a line, then a count.
    static func checkContent(_ folder: String) -> Int32 {
        switch PackFolder.load(folder: folder) {
        case .success(let pack):
            let questions = pack.activities.reduce(0) { $0 + $1.questions.count }
            func count(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }
            for warning in ContentChecker.warnings(pack) { print("\(folder)/\(warning) (warning)") }
            let (heard, lexicon) = checkLexicon(pack, folder: folder)
            guard heard.isEmpty else {
                for problem in heard { print("\(folder)/\(problem)") }
                print("\(heard.count) problem\(heard.count == 1 ? "" : "s") in \(folder)")
                return ExitCode.invalidContent
            }
            for activity in pack.activities {
                if let summary = activity.kind.type.summary(activity, in: pack) {
                    print("\(activity.id): \(summary)")
                    continue
                }
                print("\(activity.id): \(count(activity.questions.count, "question", "questions")), "
                      + count(activity.levelCount, "level", "levels"))
            }
            if let lexicon { print(lexicon) }
            print("\(folder): good (\(count(pack.activities.count, "activity", "activities")), "
                  + "\(count(questions, "question", "questions")), \(count(pack.pictures.count, "picture", "pictures")))")
            return ExitCode.ok
        case .failure(.folderMissing(let path)):
            writeError("kids: the content folder \(path) does not exist\n")
            return ExitCode.contentMissing
        case .failure(.invalid(let problems)):
            for problem in problems { print("\(folder)/\(problem)") }
            print("\(problems.count) problem\(problems.count == 1 ? "" : "s") in \(folder)")
            return ExitCode.invalidContent
        }
    }
}

extension Kids {
    /// The pack's lexicon, heard by the real eSpeak NG in each voice it is for (`LexiconCheck`), and the line that
    /// says what was checked. Without eSpeak the lexicon is not checked, and a warning says so: the rest of the pack is.
    static func checkLexicon(_ pack: ContentPack, folder: String) -> (problems: [ContentProblem], summary: String?) {
        let entries = Set(pack.pronunciation.lexicon.entries.keys).union(pack.pronunciation.lexicons.values.flatMap(\.entries.keys))
        let heard = pack.pictures.values.filter { $0.ipa != nil }.count
        guard !entries.isEmpty || heard > 0 else { return ([], nil) }
        let synthesizer: Synthesizer
        do {
            synthesizer = try Synthesizer(voice: pack.voice, rate: Settings.defaultRate)
        } catch .voice(let name, let message) {
            // eSpeak works but the pack's voice does not: the lexicon is written for a voice nobody hears.
            return ([ContentProblem(file: "pack.json", rule: .lexicon, detail: "the voice '\(name)' cannot speak here (eSpeak NG: \(message)): the lexicon cannot be heard")], nil)
        } catch {
            print("\(folder)/pack.json: lexicon: not checked: \(error) (warning)")
            return ([], nil)
        }
        // The pictures' IPA first, in the pack's own voice (the lexicon's check changes the voice, and puts it back).
        let problems = IPACheck.problems(in: pack, synthesizer: synthesizer) + IPACheck.blendProblems(in: pack, synthesizer: synthesizer)
            + LexiconCheck.problems(in: pack, synthesizer: synthesizer)
        let summary = [entries.isEmpty ? nil : "lexicon: \(entries.count) word\(entries.count == 1 ? "" : "s"), each read by eSpeak NG and said otherwise than it would",
                       heard == 0 ? nil : "ipa: \(heard) picture\(heard == 1 ? "" : "s")' words, each as eSpeak NG says it"]
        return (problems, summary.compactMap { $0 }.joined(separator: "\n"))
    }
}

/// The exit codes of DESIGN §5.
enum ExitCode {
    static let ok: Int32 = 0
    static let usage: Int32 = 64
    static let invalidContent: Int32 = 65
    static let contentMissing: Int32 = 66
    /// `check-class`: something is wrong with the class folder (65), or there is none to check (66).
    static let classProblems: Int32 = 65
    static let classMissing: Int32 = 66
    static let internalError: Int32 = 70
    /// `report --html FILE`: the file could not be written (sysexits' EX_CANTCREAT).
    static let cannotCreate: Int32 = 73
    /// `plan`: this user is neither the class folder's owner nor root (sysexits' EX_NOPERM).
    static let noPermission: Int32 = 77
}
