import Foundation
import KidsConsole
import KidsModel
import KidsVoice

/// The executable: reads the command line, then checks content, lists voices, or runs the app.
@main
enum Kids {
    static let version = "0.1.0"

    static func main() {
        let command: Command
        do {
            command = try CommandLineParser.parse(Array(CommandLine.arguments.dropFirst()))
        } catch {
            FileHandle.standardError.write(Data("kids: \(error.description)\n\(CommandLineParser.usage)\n".utf8))
            exit(ExitCode.usage)
        }
        switch command {
        case .help:
            print(CommandLineParser.help)
        case .version:
            print("kids \(version) (eSpeak NG \(Libraries.espeak), \(Libraries.portAudio))")
        case .voices:
            FileHandle.standardError.write(Data("kids: listing voices is not built yet\n".utf8))
            exit(ExitCode.internalError)
        case .checkContent(let folder):
            exit(checkContent(folder))
        case .run(let options):
            exit(Runner.run(options))
        }
    }

    /// `kids check-content DIR`: every problem, one a line, then a count.
    static func checkContent(_ folder: String) -> Int32 {
        switch ContentLoader.load(folder: folder) {
        case .success(let pack):
            let questions = pack.activities.reduce(0) { $0 + $1.questions.count }
            print("\(folder): good (\(pack.activities.count) activities, \(questions) questions, \(pack.pictures.count) pictures)")
            return ExitCode.ok
        case .failure(.folderMissing(let path)):
            FileHandle.standardError.write(Data("kids: the content folder \(path) does not exist\n".utf8))
            return ExitCode.contentMissing
        case .failure(.invalid(let problems)):
            for problem in problems { print("\(folder)/\(problem)") }
            print("\(problems.count) problem\(problems.count == 1 ? "" : "s") in \(folder)")
            return ExitCode.invalidContent
        }
    }
}

/// The exit codes of DESIGN §5.
enum ExitCode {
    static let ok: Int32 = 0
    static let usage: Int32 = 64
    static let invalidContent: Int32 = 65
    static let contentMissing: Int32 = 66
    static let internalError: Int32 = 70
}
